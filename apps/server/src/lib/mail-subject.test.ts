import { describe, expect, it } from 'vitest';
import { SUBJECT_PART_MAX, subjectPart } from './mail-subject.ts';

describe('subjectPart: someone’s text in a subject line', () => {
  it('leaves a short, ordinary text as it is', () => {
    expect(subjectPart('Davido Live in Lagos')).toBe('Davido Live in Lagos');
    expect(subjectPart('Ọmọ́tọ́lá Ẹ̀kọ́')).toBe('Ọmọ́tọ́lá Ẹ̀kọ́');
  });

  it('trims and makes one line: line breaks, tabs and other control characters become one space', () => {
    expect(subjectPart('  Ada  ')).toBe('Ada');
    expect(subjectPart('Refund\r\nBcc: victim@example.com')).toBe('Refund Bcc: victim@example.com');
    expect(subjectPart('a\tb\u0000c\u0085d\u2028e\u2029f')).toBe('a b c d e f');
    expect(subjectPart('\n\n\n')).toBe('');
  });

  it('removes the bidi controls that would make the subject read as something else', () => {
    expect(subjectPart('Invoice \u202egpj.exe')).toBe('Invoice gpj.exe');
    expect(subjectPart('a\u2066b\u2069c')).toBe('a b c');
  });

  it(`cuts a long text to at most ${SUBJECT_PART_MAX} characters, the last one an ellipsis`, () => {
    const long = `Click here to claim your prize ${'now '.repeat(60)}`;
    const cut = subjectPart(long);
    expect(Array.from(cut).length).toBeGreaterThan(SUBJECT_PART_MAX - 5);
    expect(Array.from(cut).length).toBeLessThanOrEqual(SUBJECT_PART_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.startsWith('Click here to claim your prize now')).toBe(true);
    expect(subjectPart('x'.repeat(SUBJECT_PART_MAX))).toBe('x'.repeat(SUBJECT_PART_MAX));
    expect(subjectPart('x'.repeat(SUBJECT_PART_MAX + 1))).toBe(`${'x'.repeat(SUBJECT_PART_MAX - 1)}…`);
  });

  it('takes no space before the ellipsis and never cuts an emoji in half', () => {
    expect(subjectPart(`${'a'.repeat(78)} bcd`)).toBe(`${'a'.repeat(78)}…`);
    const family = '👨‍👩‍👧';
    const cut = subjectPart(family.repeat(100), 5);
    expect(cut).toBe(`${family.repeat(4)}…`);
  });

  it('counts the limit after making one line, so a text of blank lines is not cut', () => {
    expect(subjectPart(`${'\n'.repeat(500)}Ada${' '.repeat(500)}`)).toBe('Ada');
  });
});
