import { describe, expect, it } from 'vitest';
import { randomBytes } from './random-bytes.ts';

describe('randomBytes', () => {
  it('gives the size asked, each time new bytes, across many refills of the pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i += 1) {
      const bytes = randomBytes(16);
      expect(bytes).toHaveLength(16);
      seen.add(bytes.toString('hex'));
    }
    // 5,000 draws of 16 bytes are 80,000 bytes: about twenty pools, and no draw repeated.
    expect(seen.size).toBe(5_000);
  });

  it('hands out copies: later draws and refills of the pool leave a drawn value as it was', () => {
    const first = randomBytes(16);
    const asDrawn = first.toString('hex');
    expect(first.equals(Buffer.alloc(16))).toBe(false);
    // 600 draws of 16 bytes refill the 4 KiB pool at least twice.
    for (let i = 0; i < 600; i += 1) randomBytes(16);
    expect(first.toString('hex')).toBe(asDrawn);
  });

  it('looks uniform: every byte value turns up about as often', () => {
    const counts = new Array(256).fill(0);
    for (let i = 0; i < 2_000; i += 1) for (const byte of randomBytes(32)) counts[byte] += 1;
    // 64,000 bytes, 250 of each value on average; a pool handed out twice or left at zero would skew it.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(350);
  });

  it('draws a size larger than the pool directly', () => {
    expect(randomBytes(10_000)).toHaveLength(10_000);
  });
});
