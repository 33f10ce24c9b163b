import { eventListSchema, eventSchema } from '@storefront/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The catalogue as written (2027 dates): seeded as of a day before its first event, so these
// checks hold whatever the wall clock says (the seed moves past dates on; see db/seed.test.ts).
const SEEDED_AT = new Date('2026-11-23T00:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: SEEDED_AT });
});
afterAll(() => t.close());

describe('GET /api/events', () => {
  it('serves the nine catalogue events with the spec prices, cities and codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    const { events } = eventListSchema.parse(res.json());
    expect(events.map((e) => e.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(events.map((e) => e.basePrice)).toEqual([3000, 2000, 1500, 3000, 2500, 3000, 3500, 2500, 1000]);
    expect(new Set(events.map((e) => e.city))).toEqual(
      new Set(['Atlanta', 'Amsterdam', 'Lagos', 'Paris', 'London', 'Auckland']),
    );
    expect(events.filter((e) => e.category === 'Movie').map((e) => e.id)).toEqual(['3']);
    expect(events.filter((e) => e.eventOwner).map((e) => e.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(events[0]?.subaccount_code).toMatch(/^ACCT_/);
    expect(events.slice(1).every((e) => e.subaccount_code === 'null')).toBe(true);
    expect(events.every((e) => e.ticketFileType === 'PNG' && /^[A-Z]{3}$/.test(e.month))).toBe(true);
  });

  it('puts every event in the future with its weekday and a start instant in its venue time zone', async () => {
    const { events } = eventListSchema.parse((await t.app.inject({ url: '/api/events' })).json());
    for (const e of events) expect(new Date(e.startsAt).getTime()).toBeGreaterThan(SEEDED_AT.getTime());
    const davido = events[0];
    // 17 APR 2027 20:00 in Atlanta (EDT, UTC-4) is midnight UTC on the 18th; it is a Saturday locally.
    expect(davido?.startsAt).toBe('2027-04-18T00:00:00.000Z');
    expect(davido?.day).toBe('Saturday');
  });
});

describe('GET /api/events/:id', () => {
  it('serves one event', async () => {
    const res = await t.app.inject({ url: '/api/events/3' });
    expect(res.statusCode).toBe(200);
    const event = eventSchema.parse(res.json());
    expect(event.title).toBe('Alakada: Bad and Boujee');
    expect(event.category).toBe('Movie');
  });

  it('answers 404 with a message for an unknown id', async () => {
    const res = await t.app.inject({ url: '/api/events/42' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No event found for ID 42' });
  });

  it('answers 400 with a message for a malformed id', async () => {
    const res = await t.app.inject({ url: '/api/events/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Event id must be a number, like 1.' });
  });
});
