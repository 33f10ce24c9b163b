import { describe, expect, it } from 'vitest';
import { aheadWords, clockWords, waitWords } from './waiting-room-words.ts';

describe('the waiting room in words', () => {
  it('says a wait in whole minutes, and less than a minute under one', () => {
    expect(waitWords(0)).toBe('less than a minute');
    expect(waitWords(59)).toBe('less than a minute');
    expect(waitWords(89)).toBe('about 1 minute');
    expect(waitWords(90)).toBe('about 2 minutes');
    expect(waitWords(3600)).toBe('about 60 minutes');
  });

  it('counts the people ahead', () => {
    expect(aheadWords(0)).toBe('Nobody ahead of you');
    expect(aheadWords(1)).toBe('1 person ahead of you');
    expect(aheadWords(12_345)).toBe('12,345 people ahead of you');
  });

  it('writes the time left of a turn as minutes and seconds', () => {
    expect(clockWords(300_000)).toBe('5:00');
    expect(clockWords(61_200)).toBe('1:02');
    expect(clockWords(-5)).toBe('0:00');
  });
});
