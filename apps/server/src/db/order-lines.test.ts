import { describe, expect, it } from 'vitest';
import { linesFromJson, orderLinesFromJson } from './order-lines.ts';

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

describe("orderLinesFromJson (the settle's lines, as PostgreSQL returns them with its change of status)", () => {
  it("puts them in the order the ticket lists them: by price, then by name in code point order, not a collation's", () => {
    const text = JSON.stringify([
      { ticket_type_id: '4-early', ticket_type_name: 'early access', quantity: 1, admits: 1, unit_price: 5000 },
      { ticket_type_id: '4-table', ticket_type_name: 'Table for 4', quantity: 1, admits: 4, unit_price: 80000 },
      { ticket_type_id: '4-vip', ticket_type_name: 'VIP', quantity: '2', admits: '1', unit_price: '5000' },
    ]);
    expect(orderLinesFromJson(text)).toEqual([
      { ticket_type_id: '4-vip', ticket_type_name: 'VIP', quantity: 2, admits: 1 },
      { ticket_type_id: '4-early', ticket_type_name: 'early access', quantity: 1, admits: 1 },
      { ticket_type_id: '4-table', ticket_type_name: 'Table for 4', quantity: 1, admits: 4 },
    ]);
    const asTicketLists = JSON.stringify(
      JSON.parse(text).map((line: Record<string, unknown>) => ({
        name: line.ticket_type_name,
        quantity: line.quantity,
        admits: line.admits,
        unitPrice: line.unit_price,
      })),
    );
    expect(linesFromJson(asTicketLists).map((line) => line.name)).toEqual(
      orderLinesFromJson(text).map((line) => line.ticket_type_name),
    );
  });
});
