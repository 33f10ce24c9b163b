import { describe, expect, it } from 'vitest';
import { makeFilm } from '../features/catalog/test-events.ts';
import { eventAvailability, seatsAsShown, ticketsLeft } from './event-availability.ts';

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

  it("is paused while the platform has paused the event's organizer, sold out or not; started and cancelled say more", () => {
    const paused = { capacity: 500, startsAt: future, salesPaused: true } as const;
    expect(eventAvailability({ ...paused, remaining: 40 }, now)).toEqual({ kind: 'paused' });
    expect(eventAvailability({ ...paused, remaining: 0 }, now)).toEqual({ kind: 'paused' });
    expect(eventAvailability({ ...paused, remaining: 40, startsAt: '2026-01-01T00:00:00Z' }, now)).toEqual({
      kind: 'started',
    });
    expect(eventAvailability({ ...paused, remaining: 40, status: 'cancelled' }, now)).toEqual({ kind: 'cancelled' });
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

  it('sells an event with several dates until its last date starts, with the seats of the dates to come (decision 50)', () => {
    const film = makeFilm({ '3-1': 30, '3-2': 0, '3-3': 0, '3-4': 5 });
    expect(eventAvailability(film, Date.parse('2027-07-01T00:00:00Z'))).toEqual({
      kind: 'on-sale',
      remaining: 35,
      few: true,
    });
    // The first date has started: the others still sell; its unsold 30 are not for sale.
    expect(eventAvailability(film, Date.parse('2027-07-09T18:00:00Z'))).toEqual({
      kind: 'on-sale',
      remaining: 5,
      few: true,
    });
    // The dates to come are sold out, whatever a past date left.
    expect(eventAvailability(makeFilm({ '3-2': 0, '3-3': 0, '3-4': 0 }), Date.parse('2027-07-09T18:00:00Z'))).toEqual({
      kind: 'sold-out',
    });
    expect(eventAvailability(film, Date.parse('2027-07-11T18:30:00Z'))).toEqual({ kind: 'started' });
  });

  it('counts tickets in words', () => {
    expect(ticketsLeft(12)).toBe('Only 12 tickets left');
    expect(ticketsLeft(1)).toBe('Only 1 ticket left');
  });

  it('shows seats left to the server-rendered pages as the pages tell them: a count only while few remain', () => {
    const event = (remaining: number, capacity = 500) => ({ remaining, capacity, startsAt: future });
    expect(seatsAsShown(event(400)).remaining).toBe(500);
    expect(seatsAsShown(event(51)).remaining).toBe(500);
    expect(seatsAsShown(event(50))).toEqual(event(50));
    expect(seatsAsShown(event(12))).toEqual(event(12));
    expect(seatsAsShown(event(0))).toEqual(event(0));
    expect(seatsAsShown(event(25, 30)).remaining).toBe(30);
    // More left than the capacity (lowered after sales): still the smallest count that is not few.
    expect(seatsAsShown(event(25, 10)).remaining).toBe(21);
    // Whatever the count, the page says the same with the shown one (the count itself only when few).
    const said = (availability: ReturnType<typeof eventAvailability>) =>
      availability.kind === 'on-sale' && !availability.few ? { kind: 'on-sale', few: false } : availability;
    for (const remaining of [0, 1, 20, 21, 49, 50, 51, 400, 500]) {
      const shown = seatsAsShown(event(remaining));
      expect(said(eventAvailability(shown, now))).toEqual(said(eventAvailability(event(remaining), now)));
    }
  });

  it("shows each date's seats as the event page tells them: the count while few, else the date's capacity", () => {
    const film = makeFilm({ '3-1': 120, '3-2': 12, '3-3': 0, '3-4': 100 });
    const shown = seatsAsShown(film).showtimes?.map((date) => [date.id, date.remaining]);
    expect(shown).toEqual([
      ['3-1', 150],
      ['3-2', 12],
      ['3-3', 0],
      ['3-4', 100],
    ]);
    // A sale on a date with plenty left changes nothing the page shows.
    expect(seatsAsShown(makeFilm({ '3-1': 119, '3-2': 12, '3-3': 0, '3-4': 99 })).showtimes).toEqual(
      seatsAsShown(film).showtimes,
    );
  });
});
