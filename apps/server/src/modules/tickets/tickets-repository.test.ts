import { describe, expect, it } from 'vitest';
import { linesFromJson } from './tickets-repository.ts';

describe('linesFromJson', () => {
  it('puts the lines cheapest first, then by name, whatever order the database aggregated them in', () => {
    const text = JSON.stringify([
      { name: 'VIP', quantity: 1, admits: 1, unitPrice: 20000 },
      { name: 'Table for 4', quantity: 1, admits: 4, unitPrice: 80000 },
      { name: 'Regular', quantity: 2, admits: 1, unitPrice: 5000 },
      { name: 'Early bird', quantity: 1, admits: 1, unitPrice: 5000 },
    ]);
    expect(linesFromJson(text).map((line) => line.name)).toEqual(['Early bird', 'Regular', 'VIP', 'Table for 4']);
  });

  it('reads numbers PostgreSQL sends as text as numbers, and no lines as none', () => {
    expect(linesFromJson('[{"name":"Regular","quantity":"2","admits":"1","unitPrice":"5000"}]')).toEqual([
      { name: 'Regular', quantity: 2, admits: 1, unitPrice: 5000 },
    ]);
    expect(linesFromJson(null)).toEqual([]);
    expect(linesFromJson('[]')).toEqual([]);
  });
});
