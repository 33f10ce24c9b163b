import {
  adminEventMessages,
  promoAdminMessages,
  promoMessages,
  eventReviewMessages as review,
} from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventForm, formOf, pictureOf } from '../../../../test/admin-event-helpers.ts';
import { createSignedInAdmin } from '../../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { initialize } from '../../../../test/checkout-helpers.ts';
import { createSignedInOrganizer, type SignedInOrganizer } from '../../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// The organizer console's events, tiers, codes and waitlist (decision 31): the back
// office's routes again under /api/organizer, scoped by the services. Organizer A never reaches
// B's rows or the platform's (404, the unknown id's sentence), through an id or a list; what an
// organizer may not set is refused and changes nothing; submit, return and publish follow the
// payout account and the pause. SQLite and PostgreSQL (TEST_DATABASE_URL).
let t: TestApp;
let admin: SignedInUser;
let a: SignedInOrganizer;
let b: SignedInOrganizer;
let poster: Buffer;
/** A's and B's events, B's tier, B's code, the platform's own seeded event. */
let aEvent: string;
let bEvent: string;
let bTier: string;
let bCode: string;
const platformEvent = '1';

type Who = { headers: Record<string, string> };
const send = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const putPoster = (who: Who, url: string) =>
  t.app.inject({ method: 'PUT', url, headers: { ...who.headers, 'content-type': 'image/png' }, payload: poster });
const eventRow = (id: string) =>
  t.database.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outboxTo = (address: string) =>
  t.database.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', address).execute();
const auditOf = (id: string, action: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).where('action', '=', action).execute();

async function organizerEvent(who: SignedInOrganizer, overrides: Record<string, unknown> = {}) {
  const res = await send(who, 'POST', '/api/organizer/events', eventForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().event.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  a = await createSignedInOrganizer(t.app, { name: 'Alpha Shows' });
  b = await createSignedInOrganizer(t.app, { name: 'Beta Live' });
  poster = await pictureOf(1200, 800);
  aEvent = await organizerEvent(a, { title: 'Alpha Night' });
  bEvent = await organizerEvent(b, { title: 'Beta Night' });
  const tier = await send(b, 'POST', `/api/organizer/events/${bEvent}/ticket-types`, { name: 'VIP', price: 50_000 });
  expect(tier.statusCode, tier.body).toBe(201);
  bTier = tier.json().ticketTypes.find((row: { name: string }) => row.name === 'VIP').id;
  const code = await send(b, 'POST', '/api/organizer/promo-codes', {
    code: 'BETA10',
    eventId: bEvent,
    ticketTypeIds: [],
    kind: 'percent',
    amount: 10,
    maxUses: null,
    maxUsesPerAccount: null,
    startsAt: null,
    endsAt: null,
  });
  expect(code.statusCode, code.body).toBe(201);
  bCode = code.json().promoCode.id;
  await t.database.db
    .insertInto('waitlist_entries')
    .values({
      id: 'wl-beta-1',
      event_id: bEvent,
      ticket_type_id: bTier,
      email: 'fan@example.com',
      user_id: null,
      quantity: 2,
      status: 'waiting',
      confirm_token_hash: null,
      confirm_sent_at: null,
      created_at: new Date().toISOString(),
      confirmed_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(() => t.close());

describe("an organizer's new event", () => {
  it('is theirs and a draft; the organizer and the split code are not theirs to set', async () => {
    const res = await send(a, 'POST', '/api/organizer/events', eventForm({ organizerId: b.organizerId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().event).toMatchObject({
      status: 'draft',
      organizerId: a.organizerId,
      organizerName: 'Alpha Shows',
      reviewStatus: 'none',
      subaccountCode: '',
    });
    const row = await eventRow(res.json().event.id);
    expect(row.organizer_id).toBe(a.organizerId);
    expect(await auditOf(row.id, 'event.create')).toMatchObject([{ actor_user_id: a.user.id }]);
  });

  it('refuses a payment split code, and creates nothing', async () => {
    const before = await t.database.db.selectFrom('events').select('id').execute();
    const res = await send(a, 'POST', '/api/organizer/events', eventForm({ subaccountCode: 'ACCT_8f4s1eq7ml6rlzj' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(review.noSubaccount);
    expect(await t.database.db.selectFrom('events').select('id').execute()).toHaveLength(before.length);
  });

  it('cannot be published by an organizer the platform reviews, whatever the body says', async () => {
    expect((await putPoster(a, `/api/organizer/events/${aEvent}/poster`)).statusCode).toBe(200);
    const form = { ...eventForm({ title: 'Alpha Night' }), status: 'published' };
    const res = await send(a, 'PUT', `/api/organizer/events/${aEvent}`, form);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(review.reviewFirst);
    expect((await eventRow(aEvent)).status).toBe('draft');
    const split = await send(a, 'PUT', `/api/organizer/events/${aEvent}`, { ...form, subaccountCode: 'ACCT_x1' });
    expect(split.statusCode).toBe(400);
    expect((await eventRow(aEvent)).subaccount_code).toBe('null');
  });

  it('is published directly by a trusted organizer with a payout account', async () => {
    const trusted = await createSignedInOrganizer(t.app, { name: 'Trusted Ltd' });
    await t.database.db
      .updateTable('organizers')
      .set({ publishes_directly: 1 })
      .where('id', '=', trusted.organizerId)
      .execute();
    const id = await organizerEvent(trusted);
    expect((await putPoster(trusted, `/api/organizer/events/${id}/poster`)).statusCode).toBe(200);
    const res = await send(trusted, 'PUT', `/api/organizer/events/${id}`, eventForm({ status: 'published' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event).toMatchObject({ status: 'published', reviewStatus: 'none' });
    expect(await auditOf(id, 'event.publish')).toMatchObject([{ actor_user_id: trusted.user.id }]);
  });
});

describe("organizer A never reaches B's or the platform's rows", () => {
  const notFound = (id: string) => ({ message: adminEventMessages.notFound(id) });

  it.each([
    ['B', () => bEvent],
    ['the platform', () => platformEvent],
  ])("answers 404 for each of %s's event routes, and changes nothing", async (_who, idOf) => {
    const id = idOf();
    const before = await eventRow(id);
    const base = `/api/organizer/events/${id}`;
    const attempts = [
      send(a, 'GET', base),
      send(a, 'PUT', base, eventForm({ title: 'Taken over' })),
      putPoster(a, `${base}/poster`),
      send(a, 'POST', `${base}/submit`),
      send(a, 'GET', `${base}/ticket-types`),
      send(a, 'POST', `${base}/ticket-types`, { name: 'Stolen', price: 1 }),
      send(a, 'PATCH', `${base}/ticket-types/${bTier}`, { name: 'Stolen' }),
      send(a, 'POST', `${base}/ticket-types/reorder`, { ids: [bTier] }),
      send(a, 'DELETE', `${base}/ticket-types/${bTier}`),
      send(a, 'GET', `${base}/waitlist`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(notFound(id));
    }
    const after = await eventRow(id);
    expect(after).toEqual(before);
  });

  it("answers 404 for B's tier through A's own event", async () => {
    const res = await send(a, 'PATCH', `/api/organizer/events/${aEvent}/ticket-types/${bTier}`, { name: 'Stolen' });
    expect(res.statusCode).toBe(404);
    const del = await send(a, 'DELETE', `/api/organizer/events/${aEvent}/ticket-types/${bTier}`);
    expect(del.statusCode).toBe(404);
    const tier = await t.database.db.selectFrom('ticket_types').selectAll().where('id', '=', bTier).executeTakeFirst();
    expect(tier?.name).toBe('VIP');
  });

  it("answers 404 for B's code by id, and will not aim a code at B's event or at every event", async () => {
    const body = {
      code: 'ALPHA5',
      eventId: bEvent,
      ticketTypeIds: [],
      kind: 'percent',
      amount: 5,
      maxUses: null,
      maxUsesPerAccount: null,
      startsAt: null,
      endsAt: null,
    };
    const put = await send(a, 'PUT', `/api/organizer/promo-codes/${bCode}`, { ...body, eventId: aEvent });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(promoAdminMessages.notFound);
    const status = await send(a, 'PUT', `/api/organizer/promo-codes/${bCode}/status`, { status: 'paused' });
    expect(status.statusCode).toBe(404);
    const atB = await send(a, 'POST', '/api/organizer/promo-codes', body);
    expect(atB.statusCode).toBe(400);
    expect(atB.json().message).toBe(promoAdminMessages.unknownEvent);
    const atPlatform = await send(a, 'POST', '/api/organizer/promo-codes', { ...body, eventId: platformEvent });
    expect(atPlatform.statusCode).toBe(400);
    const everywhere = await send(a, 'POST', '/api/organizer/promo-codes', { ...body, eventId: null });
    expect(everywhere.statusCode).toBe(400);
    expect(everywhere.json().message).toBe(promoAdminMessages.organizerEvent);
    const code = await t.database.db.selectFrom('promo_codes').selectAll().where('id', '=', bCode).executeTakeFirst();
    expect(code).toMatchObject({ status: 'active', event_id: bEvent, code: 'BETA10' });
    expect(await t.database.db.selectFrom('promo_codes').select('id').where('code', '=', 'ALPHA5').execute()).toEqual(
      [],
    );
  });

  it("lists only A's events, whatever the filter", async () => {
    const own = (
      await t.database.db.selectFrom('events').select('id').where('organizer_id', '=', a.organizerId).execute()
    ).map((row) => row.id);
    for (const query of [
      '',
      '?status=draft',
      '?status=published',
      '?q=Beta',
      '?q=Night',
      '?review=submitted',
      '?review=returned',
      '?pageSize=100&sort=title&dir=desc',
    ]) {
      const res = await send(a, 'GET', `/api/organizer/events${query}`);
      expect(res.statusCode, query).toBe(200);
      const ids = res.json().items.map((item: { id: string }) => item.id);
      expect(
        ids.every((id: string) => own.includes(id)),
        query,
      ).toBe(true);
      expect(res.json().total, query).toBe(ids.length);
    }
    expect((await send(a, 'GET', '/api/organizer/events?q=Beta')).json().items).toEqual([]);
    const all = (await send(a, 'GET', '/api/organizer/events?pageSize=100')).json().items;
    expect(all.map((item: { id: string }) => item.id).sort()).toEqual([...own].sort());
  });

  it("lists only A's codes; the platform's and B's are not there", async () => {
    for (const query of ['', '?q=BETA', '?pageSize=100&sort=code']) {
      const res = await send(a, 'GET', `/api/organizer/promo-codes${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ items: [], total: 0 });
    }
    const bList = (await send(b, 'GET', '/api/organizer/promo-codes')).json();
    expect(bList.items.map((item: { id: string }) => item.id)).toEqual([bCode]);
  });

  it("gives B their own waitlist, and the admins everyone's", async () => {
    const own = await send(b, 'GET', `/api/organizer/events/${bEvent}/waitlist`);
    expect(own.statusCode).toBe(200);
    expect(own.json().tiers[0].entries.map((entry: { id: string }) => entry.id)).toEqual(['wl-beta-1']);
    const admins = await send(admin, 'GET', `/api/admin/events/${bEvent}/waitlist`);
    expect(admins.json()).toEqual(own.json());
  });

  it('answers a buyer 403 and a guest 401 under /api/organizer', async () => {
    const buyer = await createSignedInUser(t.app);
    expect((await send(buyer, 'GET', '/api/organizer/events')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/organizer/events' })).statusCode).toBe(401);
  });
});

describe('submit, return and publish', () => {
  it('refuses to submit without a payout account, while paused, or without a poster', async () => {
    const unpaid = await createSignedInOrganizer(t.app, { subaccountCode: null });
    const id = await organizerEvent(unpaid);
    await putPoster(unpaid, `/api/organizer/events/${id}/poster`);
    const res = await send(unpaid, 'POST', `/api/organizer/events/${id}/submit`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(review.noPayoutAccount);

    const paused = await createSignedInOrganizer(t.app, { status: 'paused' });
    const pausedEvent = await organizerEvent(paused);
    await putPoster(paused, `/api/organizer/events/${pausedEvent}/poster`);
    const refused = await send(paused, 'POST', `/api/organizer/events/${pausedEvent}/submit`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(review.organizerPaused);

    const bare = await organizerEvent(a);
    const noPoster = await send(a, 'POST', `/api/organizer/events/${bare}/submit`);
    expect(noPoster.statusCode).toBe(400);
    expect(noPoster.json().message).toBe(review.posterNeeded);
    for (const eventId of [id, pausedEvent, bare]) expect((await eventRow(eventId)).review_status).toBe('none');
  });

  it('submits, and the admins see it waiting for review with its organizer', async () => {
    const res = await send(a, 'POST', `/api/organizer/events/${aEvent}/submit`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event).toMatchObject({ reviewStatus: 'submitted', submittedAt: expect.any(String) });
    expect(await auditOf(aEvent, 'event.submit')).toMatchObject([{ actor_user_id: a.user.id }]);
    const again = await send(a, 'POST', `/api/organizer/events/${aEvent}/submit`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(review.alreadySubmitted);

    const waiting = (await send(admin, 'GET', '/api/admin/events?review=submitted&pageSize=100')).json().items;
    expect(waiting).toEqual([
      expect.objectContaining({ id: aEvent, organizerName: 'Alpha Shows', reviewStatus: 'submitted' }),
    ]);
    const platform = (await send(admin, 'GET', '/api/admin/events?pageSize=100')).json().items;
    expect(platform.find((row: { id: string }) => row.id === platformEvent)).toMatchObject({
      organizerName: null,
      reviewStatus: 'none',
    });
  });

  it('is returned by an admin with a note the organizer reads, and emailed', async () => {
    const empty = await send(admin, 'POST', `/api/admin/events/${aEvent}/return`, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(review.note);
    const platform = await send(admin, 'POST', `/api/admin/events/${platformEvent}/return`, { note: 'No.' });
    expect(platform.statusCode).toBe(409);
    expect(platform.json().message).toBe(review.notWaiting);
    expect((await send(a, 'POST', `/api/organizer/events/${aEvent}/return`, { note: 'x' })).statusCode).toBe(404);

    const res = await send(admin, 'POST', `/api/admin/events/${aEvent}/return`, {
      note: 'Please add the venue street.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event).toMatchObject({ reviewStatus: 'returned', reviewNote: 'Please add the venue street.' });
    const seen = (await send(a, 'GET', `/api/organizer/events/${aEvent}`)).json().event;
    expect(seen).toMatchObject({ reviewStatus: 'returned', reviewNote: 'Please add the venue street.' });
    expect(await auditOf(aEvent, 'event.return')).toMatchObject([{ actor_user_id: admin.user.id }]);
    const mail = await outboxTo(a.user.email);
    expect(mail).toEqual([
      expect.objectContaining({
        subject: 'Alpha Night was returned to you',
        text_body: expect.stringContaining('Please add the venue street.'),
      }),
    ]);
    expect((await send(a, 'POST', `/api/organizer/events/${aEvent}/submit`)).statusCode).toBe(200);
  });

  it('is published by an admin only while its organizer has a payout account and is not paused', async () => {
    const form = { ...(await formOf(t.app, admin, aEvent)), status: 'published' };
    await t.database.db
      .updateTable('organizers')
      .set({ subaccount_code: null })
      .where('id', '=', a.organizerId)
      .execute();
    const unpaid = await send(admin, 'PUT', `/api/admin/events/${aEvent}`, form);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(review.noPayoutAccount);
    await t.database.db
      .updateTable('organizers')
      .set({ subaccount_code: 'ACCT_test_organizer', status: 'paused' })
      .where('id', '=', a.organizerId)
      .execute();
    const paused = await send(admin, 'PUT', `/api/admin/events/${aEvent}`, form);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().message).toBe(review.organizerPaused);
    expect((await eventRow(aEvent)).status).toBe('draft');
    await t.database.db.updateTable('organizers').set({ status: 'approved' }).where('id', '=', a.organizerId).execute();

    const res = await send(admin, 'PUT', `/api/admin/events/${aEvent}`, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().event).toMatchObject({ status: 'published', reviewStatus: 'none' });
    expect(await auditOf(aEvent, 'event.publish')).toMatchObject([{ actor_user_id: admin.user.id }]);
    expect((await outboxTo(a.user.email)).map((mail) => mail.subject)).toContain('Alpha Night is published');
    const listed = (await t.app.inject({ url: `/api/events/${aEvent}` })).statusCode;
    expect(listed).toBe(200);
  });
});

describe("a platform code for every event and organizers' events", () => {
  it("discounts the platform's own events, never an organizer's", async () => {
    const created = await send(admin, 'POST', '/api/admin/promo-codes', {
      code: 'EVERYONE',
      eventId: null,
      ticketTypeIds: [],
      kind: 'percent',
      amount: 10,
      maxUses: null,
      maxUsesPerAccount: null,
      startsAt: null,
      endsAt: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const buyer = await createSignedInUser(t.app);
    const organizers = await initialize(t.app, buyer, { eventId: aEvent, ticketQuantity: 1, promoCode: 'everyone' });
    // Not this event's code: said as of an unknown one (promo-pricing.ts).
    expect(organizers.statusCode).toBe(400);
    expect(organizers.json().message).toBe(promoMessages.notValid);
    const platform = await initialize(t.app, buyer, { eventId: '2', ticketQuantity: 1, promoCode: 'everyone' });
    expect(platform.statusCode, platform.body).toBe(200);
  });
});
