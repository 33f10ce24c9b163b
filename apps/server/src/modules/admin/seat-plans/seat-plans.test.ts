import {
  type AdminShowtimesAnswer,
  seatPlanAdminMessages as m,
  type SeatPlanDetail,
  type SeatPlansAnswer,
} from '@storefront/contracts/api';
import { type SectionSpec, seatPlanMessages } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../../test/admin-helpers.ts';
import { adminPost, auditOf } from '../../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { startOrder } from '../../../../test/checkout-helpers.ts';
import { createSignedInOrganizer, giveEventTo } from '../../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// Venues' seat plans in the back office (decision 51): made from numbers, previewed, edited
// without losing a seat a date holds or sold, and given to a date. On SQLite and PostgreSQL.
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
});
afterAll(() => t.close());

const section = (overrides: Partial<SectionSpec> = {}): SectionSpec => ({
  name: 'Stalls',
  firstRow: 'A',
  rows: 3,
  seatsPerRow: 8,
  aisleAfter: [4],
  wheelchair: ['A1'],
  companion: ['A2'],
  restricted: [],
  ...overrides,
});
const put = (url: string, payload: unknown, who = admin) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload: payload as Record<string, unknown> });
const planOf = async (id: string): Promise<SeatPlanDetail> =>
  (await t.app.inject({ url: `/api/admin/seat-plans/${id}`, headers: admin.headers })).json();
const hall1 = () => planOf('genesis-lekki-hall-1');
const datesRow = (ids: string[]) =>
  t.database.db
    .selectFrom('showtimes')
    .select(['id', 'capacity', 'remaining', 'seat_version'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
const eventRow = (id: string) =>
  t.database.db.selectFrom('events').select(['capacity', 'remaining']).where('id', '=', id).executeTakeFirstOrThrow();
const seatsOfDate = (id: string) =>
  t.database.db
    .selectFrom('showtime_seats')
    .select(['seat_id', 'ticket_type_id'])
    .where('showtime_id', '=', id)
    .execute();

describe('seat plans in the back office', () => {
  it('makes a plan from numbers, lists it and previews its seats', async () => {
    const res = await adminPost(t.app, admin, '/api/admin/seat-plans', {
      venue: 'Terra Kulture, Victoria Island',
      name: 'Main hall',
      sections: [
        section(),
        section({
          name: 'Balcony',
          firstRow: 'D',
          rows: 2,
          seatsPerRow: 6,
          aisleAfter: [],
          wheelchair: [],
          companion: [],
        }),
      ],
    });
    expect(res.statusCode).toBe(201);
    const plan = res.json() as SeatPlanDetail;
    expect(plan).toMatchObject({ venue: 'Terra Kulture, Victoria Island', name: 'Main hall', seatCount: 36, dates: 0 });
    expect(plan.id).toMatch(/^terra-kulture-victoria-island-main-hall-[0-9a-f]{6}$/);
    expect(plan.seats.find((seat) => seat.id === '1-A1')).toMatchObject({ kind: 'wheelchair', row: 'A', number: 1 });
    expect(plan.seats.find((seat) => seat.id === '2-E6')).toMatchObject({ section: 'Balcony', kind: 'standard' });
    // The aisle after seat 4 is a gap of one seat.
    const rowA = plan.seats.filter((seat) => seat.row === 'A');
    expect((rowA[4]?.x ?? 0) - (rowA[3]?.x ?? 0)).toBe(2);
    expect(await planOf(plan.id)).toEqual(plan);
    const list = (
      await t.app.inject({ url: '/api/admin/seat-plans', headers: admin.headers })
    ).json() as SeatPlansAnswer;
    expect(list.plans).toContainEqual({ id: plan.id, venue: plan.venue, name: 'Main hall', seatCount: 36 });
    expect(list.plans).toContainEqual(expect.objectContaining({ id: 'genesis-lekki-hall-1', seatCount: 150 }));
    expect((await auditOf(t.app, 'seat_plan', plan.id)).map((entry) => entry.action)).toEqual(['seat_plan.create']);
  });

  it('refuses numbers that make no plan with the sentence, unknown plans with 404 and malformed JSON with 400', async () => {
    const refusals: [unknown, string][] = [
      [{ venue: 'V', name: 'N', sections: [section({ aisleAfter: [8] })] }, seatPlanMessages.aisle('Stalls')],
      [
        { venue: 'V', name: 'N', sections: [section(), section({ name: 'Circle', firstRow: 'C' })] },
        seatPlanMessages.rowRepeated('C'),
      ],
      [
        { venue: 'V', name: 'N', sections: [section({ wheelchair: ['Z9'] })] },
        seatPlanMessages.markedSeat('Z9', 'Stalls'),
      ],
      [{ venue: 'V', name: 'N', sections: [section({ firstRow: 'Y', rows: 3 })] }, seatPlanMessages.rows('Stalls')],
      [[], 'Send the plan as a JSON object: { "venue", "name", "sections": [...] }.'],
    ];
    for (const [body, message] of refusals) {
      const res = await adminPost(t.app, admin, '/api/admin/seat-plans', body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seat-plans',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"venue": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    expect((await t.app.inject({ url: '/api/admin/seat-plans/nonesuch', headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await put('/api/admin/seat-plans/nonesuch', { venue: 'V', name: 'N', sections: [section()] })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/seat-plans/Bad%20Id', headers: admin.headers })).statusCode).toBe(
      400,
    );
    const buyer = await createSignedInUser(t.app);
    expect((await t.app.inject({ url: '/api/admin/seat-plans', headers: buyer.headers })).statusCode).toBe(403);
  });

  it('refuses an edit removing a seat a date holds, naming it, and changes nothing', async () => {
    const buyer = await createSignedInUser(t.app);
    await startOrder(t.app, buyer, { eventId: '3', ticketQuantity: 1, showtimeId: '3-2', seatIds: ['1-F5'] });
    const before = { plan: await hall1(), dates: await datesRow(['3-1', '3-2']), event: await eventRow('3') };
    expect(before.plan.dates).toBe(2);
    const [regular, premium] = before.plan.sections as [SectionSpec, SectionSpec];
    const res = await put('/api/admin/seat-plans/genesis-lekki-hall-1', {
      venue: before.plan.venue,
      name: before.plan.name,
      sections: [{ ...regular, rows: 5 }, premium],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Row F, seat 5 is sold or held on a date, so the plan must keep it.');
    // Renumbering is removing: the sections swapped give every seat another id.
    const swapped = await put('/api/admin/seat-plans/genesis-lekki-hall-1', {
      venue: before.plan.venue,
      name: before.plan.name,
      sections: [premium, regular],
    });
    expect(swapped.statusCode).toBe(409);
    expect({ plan: await hall1(), dates: await datesRow(['3-1', '3-2']), event: await eventRow('3') }).toEqual(before);
  });

  it("adds seats to the dates selling a plan at their section's tier and removes free ones, keeping the counts", async () => {
    const before = { plan: await hall1(), dates: await datesRow(['3-1', '3-2']), event: await eventRow('3') };
    const [regular, premium] = before.plan.sections as [SectionSpec, SectionSpec];
    // Premium gains a twelfth seat per row (+3 a date); Regular's row J goes (-12 a date), F5 stays.
    const res = await put('/api/admin/seat-plans/genesis-lekki-hall-1', {
      venue: before.plan.venue,
      name: 'Hall 1 (refitted)',
      sections: [
        { ...regular, rows: 9 },
        { ...premium, seatsPerRow: 11 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Hall 1 (refitted)', seatCount: 150 - 12 + 3 });
    const after = await datesRow(['3-1', '3-2']);
    for (const [index, date] of after.entries()) {
      const was = before.dates[index];
      expect(date.capacity).toBe((was?.capacity ?? 0) - 9);
      expect(date.remaining).toBe((was?.remaining ?? 0) - 9);
      expect(date.seat_version).toBe((was?.seat_version ?? 0) + 1);
    }
    expect(await eventRow('3')).toEqual({
      capacity: before.event.capacity - 18,
      remaining: before.event.remaining - 18,
    });
    const seats = await seatsOfDate('3-1');
    expect(seats).toHaveLength(141);
    expect(seats.find((seat) => seat.seat_id === '2-K11')?.ticket_type_id).toBe('3-premium');
    expect(seats.some((seat) => seat.seat_id === '1-J1')).toBe(false);
    // A brand new section has no tier on the dates: refused.
    const added = await put('/api/admin/seat-plans/genesis-lekki-hall-1', {
      venue: before.plan.venue,
      name: 'Hall 1',
      sections: [
        { ...regular, rows: 9 },
        { ...premium, seatsPerRow: 11 },
        section({ name: 'Box', firstRow: 'N', rows: 1, wheelchair: [], companion: [] }),
      ],
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(m.newSectionInUse('Box'));
  });

  it("gives a date a plan with the event's tiers, refusing other tiers, dates with orders and unknown ids", async () => {
    const plan = (
      await adminPost(t.app, admin, '/api/admin/seat-plans', {
        venue: 'Genesis Cinema, Lekki',
        name: 'Hall 3',
        sections: [section({ name: 'Front' }), section({ name: 'Back', firstRow: 'D', wheelchair: [], companion: [] })],
      })
    ).json() as SeatPlanDetail;
    const url = '/api/admin/events/3/showtimes/3-4/seat-plan';
    const tiers = { Front: '3-premium', Back: '3-premium' };
    const event = await eventRow('3');
    const [date] = await datesRow(['3-4']);
    const foreign = await put(url, { planId: plan.id, tiers: { ...tiers, Front: '1-regular' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(m.notEventTier('Front'));
    expect((await put(url, { planId: 'nonesuch', tiers })).statusCode).toBe(404);
    expect((await put('/api/admin/events/3/showtimes/3-99/seat-plan', { planId: plan.id, tiers })).statusCode).toBe(
      404,
    );
    expect((await put(url, { planId: plan.id })).json().message).toBe(m.assignBody);

    const res = await put(url, { planId: plan.id, tiers });
    expect(res.statusCode).toBe(200);
    const shown = (res.json() as AdminShowtimesAnswer).showtimes.find((d) => d.id === '3-4');
    expect(shown).toMatchObject({
      seated: true,
      seatPlan: { id: plan.id, name: 'Hall 3' },
      capacity: 48,
      remaining: 48,
    });
    expect(await eventRow('3')).toEqual({
      capacity: event.capacity + 48 - (date?.capacity ?? 0),
      remaining: event.remaining + 48 - (date?.capacity ?? 0),
    });
    expect(await seatsOfDate('3-4')).toHaveLength(48);
    expect((await auditOf(t.app, 'event', '3')).map((entry) => entry.action)).toContain('showtime.seat_plan');

    const held = await put('/api/admin/events/3/showtimes/3-2/seat-plan', { planId: plan.id, tiers });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(m.dateHasOrders);
  });

  it("lets organizers list, make and use plans for their own events' dates, but not edit one", async () => {
    const organizer = await createSignedInOrganizer(t.app);
    expect((await t.app.inject({ url: '/api/organizer/seat-plans', headers: organizer.headers })).statusCode).toBe(200);
    const made = await adminPost(t.app, organizer, '/api/organizer/seat-plans', {
      venue: 'Hard Rock Cafe',
      name: 'Terrace',
      sections: [section()],
    });
    expect(made.statusCode).toBe(201);
    const plan = made.json() as SeatPlanDetail;
    const edit = await put(
      `/api/organizer/seat-plans/${plan.id}`,
      { venue: 'X', name: 'Y', sections: [section()] },
      organizer,
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(m.organizerEdit);
    const notTheirs = await put(
      '/api/organizer/events/3/showtimes/3-3/seat-plan',
      { planId: plan.id, tiers: { Stalls: '3-premium' } },
      organizer,
    );
    expect(notTheirs.statusCode).toBe(404);
    await giveEventTo(t.app, '3', organizer.organizerId);
    const theirs = await put(
      '/api/organizer/events/3/showtimes/3-3/seat-plan',
      { planId: plan.id, tiers: { Stalls: '3-premium' } },
      organizer,
    );
    expect(theirs.statusCode).toBe(200);
  });
});
