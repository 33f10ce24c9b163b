import { VENUE_TIME_ZONES } from '@storefront/contracts/format';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { catalogue } from './catalogue.ts';
import { seedCatalogue, upcomingYear } from './seed.ts';

function event(id: string) {
  const found = catalogue.find((e) => e.id === id);
  if (!found) throw new Error(`no catalogue event ${id}`);
  return found;
}

describe('the catalogue', () => {
  it("has its venues' zones at the top of the back office's time zone list", () => {
    const zones: readonly string[] = VENUE_TIME_ZONES;
    for (const event of catalogue) expect(zones, `${event.title}: ${event.timeZone}`).toContain(event.timeZone);
  });
});

describe('upcomingYear', () => {
  it('keeps the written year while the event is ahead', () => {
    expect(upcomingYear(event('5'), new Date('2026-11-23T00:00:00Z'))).toBe('2027');
  });

  it('moves a past event on by whole years, one event at a time', () => {
    // 1 June 2027: Burna & Friends (JAN) and Davido (APR) have passed, Wizkid (SEP) has not.
    const now = new Date('2027-06-01T00:00:00Z');
    expect(upcomingYear(event('5'), now)).toBe('2028');
    expect(upcomingYear(event('1'), now)).toBe('2028');
    expect(upcomingYear(event('4'), now)).toBe('2027');
    expect(upcomingYear(event('1'), new Date('2031-12-31T00:00:00Z'))).toBe('2032');
  });
});

describe('seedCatalogue', () => {
  it('seeds future events with EVENT_CAPACITY seats and a Regular ticket type each; a re-run keeps sold seats', async () => {
    const t = await createTestApp({}, { capacity: 7, now: new Date('2029-03-01T00:00:00Z') });
    try {
      const events = await t.database.db.selectFrom('events').selectAll().execute();
      expect(events.every((e) => e.capacity === 7 && e.remaining === 7)).toBe(true);
      expect(events.every((e) => new Date(e.starts_at) > new Date('2029-03-01T00:00:00Z'))).toBe(true);
      const types = await t.database.db.selectFrom('ticket_types').selectAll().orderBy('id').execute();
      expect(types.filter((tt) => tt.id.endsWith('-regular'))).toHaveLength(9);
      expect(types.find((tt) => tt.id === '3-regular')).toMatchObject({ event_id: '3', name: 'Regular', price: 1500 });
      // Events 1 and 2 show what tiers look like (architecture.md §9.3), the film's Premium seats and
      // the concert's Reserved Seat (decision 51); the spec's prices stay their Regular's.
      expect(types.filter((tt) => !tt.id.endsWith('-regular')).map((tt) => [tt.id, tt.name, tt.price])).toEqual([
        ['1-table', 'Table for 10', 250000],
        ['1-vip', 'VIP', 15000],
        ['2-early', 'Early bird', 1500],
        ['2-vip', 'VIP', 12000],
        ['3-premium', 'Premium', 3500],
        ['4-seat', 'Reserved Seat', 9000],
      ]);
      // EVENT_CAPACITY sells every date unnumbered: the concert's too, its Regular the event's seats.
      expect(types.find((tt) => tt.id === '4-regular')).toMatchObject({ capacity: null, remaining: null });
      const dates = await t.database.db.selectFrom('showtimes').selectAll().where('event_id', '=', '4').execute();
      expect(dates).toMatchObject([{ id: '4-1', capacity: 7, remaining: 7, seat_plan_id: null }]);
      const early = types.find((tt) => tt.id === '2-early');
      expect(new Date(early?.sales_end_at ?? '') < new Date('2029-03-01T00:00:00Z')).toBe(true);
      expect(types.find((tt) => tt.id === '2-regular')?.after_ticket_type_id).toBe('2-early');

      await t.database.db.updateTable('events').set({ remaining: 2 }).where('id', '=', '1').execute();
      await seedCatalogue(t.database.db, { capacity: 100 });
      const davido = await t.database.db
        .selectFrom('events')
        .selectAll()
        .where('id', '=', '1')
        .executeTakeFirstOrThrow();
      expect(davido).toMatchObject({ capacity: 7, remaining: 2 });
    } finally {
      await t.close();
    }
  });

  it('gives a fresh install tiers whose prices leave the spec base prices on sale', async () => {
    const t = await createTestApp();
    try {
      const [davido, asake] = await Promise.all(
        ['1', '2'].map(async (id) => (await t.app.inject({ url: `/api/events/${id}` })).json()),
      );
      expect([davido.basePrice, asake.basePrice]).toEqual([3000, 2000]);
      const states = (event: { ticketTypes: { name: string; state: string }[] }) =>
        event.ticketTypes.map((tier) => `${tier.name}: ${tier.state}`);
      expect(states(davido)).toEqual(['Regular: on-sale', 'VIP: on-sale', 'Table for 10: on-sale']);
      expect(states(asake)).toEqual(['Early bird: ended', 'Regular: on-sale', 'VIP: on-sale']);
    } finally {
      await t.close();
    }
  });

  it('seats the concert’s north stand beside its standing pitch: the date’s places and the event’s stay the catalogue’s 500', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      // Decision 51: 96 seats sold as Reserved Seat, and 404 standing as Regular, on one date of 500.
      const date = await db.selectFrom('showtimes').selectAll().where('event_id', '=', '4').executeTakeFirstOrThrow();
      expect(date).toMatchObject({
        id: '4-1',
        capacity: 500,
        remaining: 500,
        seat_plan_id: 'stade-de-france-north-stand',
      });
      const seats = await db.selectFrom('showtime_seats').selectAll().where('showtime_id', '=', '4-1').execute();
      expect(seats).toHaveLength(96);
      expect(new Set(seats.map((seat) => seat.ticket_type_id))).toEqual(new Set(['4-seat']));
      const event = await db.selectFrom('events').selectAll().where('id', '=', '4').executeTakeFirstOrThrow();
      expect(event).toMatchObject({ capacity: 500, remaining: 500 });
      const tiers = await db
        .selectFrom('ticket_types')
        .selectAll()
        .where('event_id', '=', '4')
        .orderBy('sort_order')
        .execute();
      expect(tiers.map((tier) => [tier.name, tier.capacity, tier.remaining])).toEqual([
        ['Regular', 404, 404],
        ['Reserved Seat', 96, 96],
      ]);
      // The event's page tells the form which tiers the plan seats; Regular stands beside them.
      const page = (await t.app.inject({ url: '/api/events/4' })).json();
      expect(page.showtimes).toMatchObject([{ id: '4-1', seated: true, seatedTierIds: ['4-seat'] }]);
      // The film's dates seat every tier, and keep their halls' counts.
      const film = (await t.app.inject({ url: '/api/events/3' })).json();
      expect(film.showtimes.map((each: { capacity: number }) => each.capacity)).toEqual([150, 150, 100, 100]);
      expect(film.showtimes[0].seatedTierIds).toEqual(['3-premium', '3-regular']);
      // A restart changes none of it.
      await seedCatalogue(db);
      expect(await db.selectFrom('showtime_seats').selectAll().where('showtime_id', '=', '4-1').execute()).toHaveLength(
        96,
      );
      expect(await db.selectFrom('events').selectAll().where('id', '=', '4').executeTakeFirstOrThrow()).toMatchObject({
        capacity: 500,
        remaining: 500,
      });
    } finally {
      await t.close();
    }
  });

  it("a restart inserts only missing events: an admin's edits stay, and only untouched events move on", async () => {
    const t = await createTestApp({}, { now: new Date('2026-11-23T00:00:00Z') });
    try {
      const db = t.database.db;
      // An admin edited Davido (id 1); Asake (id 2) is as the catalogue wrote it.
      await db
        .updateTable('events')
        .set({
          title: 'Davido: Timeless Night',
          base_price: 4500,
          status: 'cancelled',
          admin_edited_at: '2026-11-23T10:00:00Z',
        })
        .where('id', '=', '1')
        .execute();
      await db.deleteFrom('ticket_types').where('id', '=', '9-regular').execute();
      // A year later, both written dates (2027) have passed.
      await seedCatalogue(db, { now: new Date('2027-12-31T00:00:00Z') });
      const [davido, asake] = await Promise.all(
        ['1', '2'].map((id) => db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
      );
      expect(davido).toMatchObject({
        title: 'Davido: Timeless Night',
        base_price: 4500,
        status: 'cancelled',
        year: '2027',
      });
      expect(asake).toMatchObject({ title: event('2').title, status: 'published', year: '2028' });
      expect(new Date(asake?.starts_at ?? '') > new Date('2027-12-31T00:00:00Z')).toBe(true);
      // A missing Regular is put back; the others are left as they are.
      const types = await db.selectFrom('ticket_types').select('id').execute();
      expect(types).toHaveLength(9 + 6);
      expect(await db.selectFrom('events').select('id').execute()).toHaveLength(9);
    } finally {
      await t.close();
    }
  });
});
