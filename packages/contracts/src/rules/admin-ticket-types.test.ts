import { describe, expect, it } from 'vitest';
import {
  followsInCycle,
  tierAdminMessages as m,
  readTicketTypeInput,
  readWindowEnd,
  ticketTypeProblems,
} from './admin-ticket-types.ts';
import { ticketLinesText } from './ticket-types.ts';

describe('the tier editor rules', () => {
  it('reads prices as typed, 0 included, and refuses negative, fractional and unreadable ones', () => {
    expect(ticketTypeProblems({ price: '25,000' }, 'UTC')).toEqual({});
    expect(ticketTypeProblems({ price: 0 }, 'UTC')).toEqual({});
    expect(ticketTypeProblems({ price: -1 }, 'UTC').price).toBe(m.price);
    expect(ticketTypeProblems({ price: 2.5 }, 'UTC').price).toBe(m.price);
    expect(ticketTypeProblems({ price: '25.50' }, 'UTC').price).toBe(m.priceTyped.kobo);
    expect(readTicketTypeInput({ price: 'NGN 1,500' }, 'UTC').price).toBe(1500);
  });

  it('reads a window at the venue clock or as an instant, and wants it to close after it opens', () => {
    expect(readWindowEnd('2030-01-10 09:00', 'Africa/Lagos')).toBe('2030-01-10T08:00:00.000Z');
    expect(readWindowEnd('2030-01-10T09:00', 'UTC')).toBe('2030-01-10T09:00:00.000Z');
    expect(readWindowEnd('2030-01-10T09:00:00+02:00', 'UTC')).toBe('2030-01-10T07:00:00.000Z');
    expect(readWindowEnd('', 'UTC')).toBeNull();
    expect(readWindowEnd('2030-02-30 09:00', 'UTC')).toBeUndefined();
    expect(readWindowEnd('tomorrow', 'UTC')).toBeUndefined();
    const backwards = { salesStartAt: '2030-01-10 09:00', salesEndAt: '2030-01-10 09:00' };
    expect(ticketTypeProblems(backwards, 'UTC').salesEndAt).toBe(m.windowBackwards);
  });

  it('judges limits, codes and statuses', () => {
    expect(ticketTypeProblems({ minPerOrder: 3, maxPerOrder: 2 }, 'UTC').maxPerOrder).toBe(m.maxBelowMin);
    expect(ticketTypeProblems({ minPerOrder: 2, maxPerOrder: null }, 'UTC')).toEqual({});
    expect(ticketTypeProblems({ admits: 0 }, 'UTC').admits).toBe(m.admits);
    expect(ticketTypeProblems({ capacity: '' }, 'UTC')).toEqual({});
    expect(ticketTypeProblems({ capacity: -3 }, 'UTC').capacity).toBe(m.capacity);
    expect(ticketTypeProblems({ accessCode: ' VIP_2027 ' }, 'UTC')).toEqual({});
    expect(ticketTypeProblems({ accessCode: 'a b c' }, 'UTC').accessCode).toBe(m.accessCode);
    expect(ticketTypeProblems({ status: 'gone' }, 'UTC').status).toBe(m.status);
  });

  it('finds a loop in the tiers that follow one another', () => {
    const tiers = [
      { id: 'a', afterTicketTypeId: null },
      { id: 'b', afterTicketTypeId: 'a' },
    ];
    expect(followsInCycle('a', 'b', tiers)).toBe(true);
    expect(followsInCycle('c', 'b', tiers)).toBe(false);
  });

  it('says what a ticket is in a few words', () => {
    const line = (name: string, quantity: number, admits = 1) => ({ name, quantity, admits });
    expect(ticketLinesText([line('Regular', 2), line('VIP', 1)])).toBe('2 × Regular, 1 × VIP');
    expect(ticketLinesText([line('Regular', 2), line('VIP', 1)], '; ')).toBe('2 × Regular; 1 × VIP');
    expect(ticketLinesText([line('Table for 10', 1, 10)])).toBe('1 × Table for 10 (admits 10)');
  });
});
