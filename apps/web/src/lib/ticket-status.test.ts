import { describe, expect, it } from 'vitest';
import { statusLabel } from './ticket-status.ts';

describe('statusLabel', () => {
  it("names 'unused' as valid", () => {
    expect(statusLabel('unused')).toBe('Valid (unused)');
    expect(statusLabel('used')).toBe('Used');
  });
});
