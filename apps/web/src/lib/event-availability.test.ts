import { describe, expect, it } from 'vitest';
import { eventAvailability, ticketsLeft } from './event-availability.ts';

const now = Date.parse('2027-01-01T12:00:00Z');
const future = '2027-04-18T00:00:00.000Z';

describe('eventAvailability', () => {
  it('is on sale, and says how many are left only when few remain (≤ 20, or ≤ 10% of capacity)', () => {
    expect(eventAvailability({ remaining: 500, capacity: 500, startsAt: future }, now)).toEqual({
      kind: 'on-sale',
      remaining: 500,
      few: false,
    });
    expect(eventAvailability({ remaining: 21, capacity: 100, startsAt: future }, now)).toMatchObject({ few: false });
    expect(eventAvailability({ remaining: 20, capacity: 500, startsAt: future }, now)).toMatchObject({ few: true });
    expect(eventAvailability({ remaining: 100, capacity: 1000, startsAt: future }, now)).toMatchObject({ few: true });
  });

  it('is sold out at 0 left, and started once the start has passed (whatever is left)', () => {
    expect(eventAvailability({ remaining: 0, capacity: 500, startsAt: future }, now)).toEqual({ kind: 'sold-out' });
    expect(eventAvailability({ remaining: 5, capacity: 500, startsAt: '2027-01-01T12:00:00Z' }, now)).toEqual({
      kind: 'started',
    });
    expect(eventAvailability({ remaining: 0, capacity: 500, startsAt: '2026-01-01T00:00:00Z' }, now)).toEqual({
      kind: 'started',
    });
  });

  it('is cancelled when the event is, whatever is left and whenever it starts', () => {
    expect(eventAvailability({ remaining: 40, capacity: 500, startsAt: future, status: 'cancelled' }, now)).toEqual({
      kind: 'cancelled',
    });
    expect(
      eventAvailability({ remaining: 40, capacity: 500, startsAt: future, status: 'published' }, now),
    ).toMatchObject({
      kind: 'on-sale',
    });
  });

  it('counts tickets in words', () => {
    expect(ticketsLeft(12)).toBe('Only 12 tickets left');
    expect(ticketsLeft(1)).toBe('Only 1 ticket left');
  });
});
