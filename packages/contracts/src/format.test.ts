import { describe, expect, it } from 'vitest';
import { formatNaira } from './format.ts';

describe('formatNaira', () => {
  it('prefixes NGN and groups thousands', () => {
    expect(formatNaira(3000)).toBe('NGN 3,000');
    expect(formatNaira(1_250_000)).toBe('NGN 1,250,000');
  });

  it('keeps kobo when there are any, and small amounts as they are', () => {
    expect(formatNaira(1500.5)).toBe('NGN 1,500.5');
    expect(formatNaira(0)).toBe('NGN 0');
  });
});
