import { describe, expect, it } from 'vitest';
import { readNaira } from './naira-input.ts';

describe('readNaira', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['1,500,000', 1500000],
    ['25 000', 25000],
    ['1\u00A0500\u00A0000', 1500000],
    ['25\u202F000', 25000],
    ['NGN 25,000', 25000],
    ['ngn25000', 25000],
    ['₦25,000', 25000],
    ['N 25,000', 25000],
    ['25,000 NGN', 25000],
    ['25000 naira', 25000],
    ['25,000.00', 25000],
    ['25000.0', 25000],
    ['  25,000  ', 25000],
    ['999', 999],
    ['-25,000', -25000],
  ])('reads %j as %d', (typed, naira) => {
    expect(readNaira(typed)).toEqual({ naira });
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['lots', 'unreadable'],
    ['1e5', 'unreadable'],
    ['0x10', 'unreadable'],
    ['25.', 'unreadable'],
    ['1,500 000', 'unreadable'],
    ['25  000', 'unreadable'],
    ['$25,000', 'unreadable'],
    ['+25000', 'unreadable'],
    ['(25000)', 'unreadable'],
    ['1'.repeat(41), 'unreadable'],
    ['2,50,000', 'grouping'],
    ['25,00', 'grouping'],
    ['25,5', 'grouping'],
    [',25000', 'grouping'],
    ['25.000', 'ambiguous'],
    ['1.500.000', 'ambiguous'],
    ['25.000,00', 'ambiguous'],
    ['NGN 25.000', 'ambiguous'],
    ['25.50', 'kobo'],
    ['25,000.5', 'kobo'],
  ])('refuses %j as %s', (typed, problem) => {
    expect(readNaira(typed)).toEqual({ problem });
  });
});
