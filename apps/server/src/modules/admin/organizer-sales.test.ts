import type { Ticket } from '@storefront/contracts/api';
import { adminSalesMessages, BUSINESS_TIME_ZONE, type Statement } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { adminPost, auditOf, orderIdOf } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buyTicket, checkIn } from '../../../test/door-helpers.ts';
import { createSignedInOrganizer, giveEventTo, type SignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDate, nextDate } from '../../lib/business-time.ts';

// The organizer console's sales (decision 31). Organizer A owns event 1, organizer B event 2; each
// sees their own orders, attendees, dashboard and statements only, by id and through every list
// and export filter (a row of B's is a 404 for A, like an unknown id). On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let admin: SignedInUser;
let a: SignedInOrganizer;
let b: SignedInOrganizer;
let buyerA: SignedInUser;
let buyerB: SignedInUser;
let ticketsA: Ticket[];
let ticketB: Ticket;
let orderB: string;

const today = () => localDate(BUSINESS_TIME_ZONE, new Date());
const yesterday = () => {
  const d = new Date(Date.now() - 24 * 3600 * 1000);
  return localDate(BUSINESS_TIME_ZONE, d);
};

/** What Paystack's split said of a paid order, in kobo (the settlement fills these: architecture.md §16, Payouts). */
async function setSplit(reference: string, fee: number, commission: number, bearer: 'account' | 'subaccount') {
  await t.database.db
    .updateTable('orders')
    .set({ fee_kobo: fee, commission_kobo: commission, fee_bearer: bearer })
    .where('reference', '=', reference)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
  a = await createSignedInOrganizer(t.app, { name: 'Alpha Shows' });
  b = await createSignedInOrganizer(t.app, { name: 'Beta Live' });
  await giveEventTo(t.app, '1', a.organizerId);
  await giveEventTo(t.app, '2', b.organizerId);
  buyerA = await createSignedInUser(t.app, { email: 'alpha.buyer@example.com' });
  buyerB = await createSignedInUser(t.app, { email: 'beta.buyer@example.com' });
  ticketsA = [
    await buyTicket(t.app, buyerA, { eventId: '1', ticketQuantity: 2, email: 'alpha.buyer@example.com' }),
    await buyTicket(t.app, buyerA, { eventId: '1', ticketQuantity: 1, email: 'alpha.buyer@example.com' }),
    await buyTicket(t.app, buyerA, { eventId: '1', ticketQuantity: 1, email: 'alpha.buyer@example.com' }),
  ];
  ticketB = await buyTicket(t.app, buyerB, {
    eventId: '2',
    ticketQuantity: 1,
    email: 'beta.buyer@example.com',
    firstName: 'Bola',
    lastName: 'Betaperson',
  });
  orderB = await orderIdOf(t.app, ticketB.transactionReference);
  const [first, second, third] = ticketsA as [Ticket, Ticket, Ticket];
  // The checkout recorded each paid order's split as the simulator reported it; the figures are
  // set here so the sums below are known. The first order: the subaccount bore Paystack's fee;
  // the second: the platform's account did; the third has no split (null columns count as 0).
  await setSplit(first.transactionReference, 10_000, 60_000, 'subaccount');
  await setSplit(second.transactionReference, 5_000, 30_000, 'account');
  await setSplit(ticketB.transactionReference, 7_000, 40_000, 'subaccount');
  await t.database.db
    .updateTable('orders')
    .set({ fee_kobo: null, commission_kobo: null, fee_bearer: null, organizer_share_kobo: null })
    .where('reference', '=', third.transactionReference)
    .execute();
});
afterAll(() => t.close());

const get = (url: string, who: { headers: Record<string, string> }) => t.app.inject({ url, headers: who.headers });

describe("an organizer's orders are theirs only", () => {
  it('lists their own orders; every filter that names B finds nothing', async () => {
    const own = (await get('/api/organizer/orders', a)).json();
    expect(own.total).toBe(3);
    expect(own.items.every((row: { eventId: string }) => row.eventId === '1')).toBe(true);
    for (const query of [
      'eventId=2',
      `q=${ticketB.transactionReference}`,
      'q=beta.buyer',
      'q=Betaperson',
      `q=${ticketB.ticketId}`,
      'ticketTypeId=2-regular',
    ]) {
      const res = await get(`/api/organizer/orders?${query}`, a);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().total, query).toBe(0);
    }
    // The admin's list still sees everyone's.
    expect((await get(`/api/admin/orders?q=${ticketB.transactionReference}`, admin)).json().total).toBe(1);
  });

  it("answers 404 for B's order, by id and for each action, and changes nothing", async () => {
    const res = await get(`/api/organizer/orders/${orderB}`, a);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(adminSalesMessages.orderNotFound);
    for (const action of ['refund', 'cancel-ticket', 'resend-ticket-email']) {
      const post = await adminPost(t.app, a, `/api/organizer/orders/${orderB}/${action}`, {});
      expect(post.statusCode, action).toBe(404);
    }
    const order = await t.database.db.selectFrom('orders').select('status').where('id', '=', orderB).executeTakeFirst();
    expect(order?.status).toBe('paid');
    const ticket = await t.database.db
      .selectFrom('tickets')
      .select('status')
      .where('id', '=', ticketB.ticketId)
      .executeTakeFirst();
    expect(ticket?.status).toBe('unused');
    expect(await auditOf(t.app, 'order', orderB)).toEqual([]);
    // B sees it.
    expect((await get(`/api/organizer/orders/${orderB}`, b)).statusCode).toBe(200);
  });

  it("exports never carry B's rows, whatever the filter", async () => {
    const all = (await get('/api/organizer/orders.csv', a)).body;
    for (const ticket of ticketsA) expect(all).toContain(ticket.transactionReference);
    expect(all).not.toContain(ticketB.transactionReference);
    expect(all).not.toContain('beta.buyer');
    const filtered = await get('/api/organizer/orders.csv?eventId=2', a);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body.trim().split('\n')).toHaveLength(1);
    expect((await get(`/api/organizer/orders.csv?q=${ticketB.transactionReference}`, a)).body).not.toContain(
      ticketB.transactionReference,
    );
  });

  it("answers 404 for B's attendee list and lists their own", async () => {
    const theirs = await get('/api/organizer/events/2/attendees.csv', a);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(adminSalesMessages.eventNotFound);
    expect((await get('/api/organizer/events/2/attendees.csv?ticketTypeId=2-regular', a)).statusCode).toBe(404);
    const own = await get('/api/organizer/events/1/attendees.csv', a);
    expect(own.statusCode).toBe(200);
    for (const ticket of ticketsA) expect(own.body).toContain(ticket.ticketId);
    expect(own.body).not.toContain(ticketB.ticketId);
  });

  it('offers only their events in the filters', async () => {
    const options = (await get('/api/organizer/event-options', a)).json();
    expect(options.map((e: { id: string }) => e.id)).toEqual(['1']);
  });
});

describe("the organizer's dashboard", () => {
  it('counts their sales only, with the split: net = gross − fees they bore − commission', async () => {
    const res = await get('/api/organizer/dashboard', a);
    expect(res.statusCode).toBe(200);
    const dashboard = res.json();
    expect(dashboard.events.map((e: { eventId: string }) => e.eventId)).toEqual(['1']);
    expect(dashboard.allTime.orders).toBe(3);
    const gross = ticketsA.reduce((sum, ticket) => sum + ticket.totalPrice * 100, 0);
    expect(dashboard.split.allTime).toEqual({
      ticketsSold: 4,
      gross,
      fees: 15_000,
      feesBorne: 10_000,
      commission: 90_000,
      net: gross - 10_000 - 90_000,
    });
    const [event] = dashboard.split.events;
    expect(event).toEqual({ eventId: '1', ...dashboard.split.allTime });
    const day = dashboard.split.days.find((d: { date: string }) => d.date === today());
    expect(day).toEqual({ date: today(), ...dashboard.split.allTime });
    // The days add up to the total.
    const sumOf = (key: string) =>
      dashboard.split.days.reduce((sum: number, d: Record<string, number>) => sum + (d[key] ?? 0), 0);
    for (const key of ['gross', 'fees', 'feesBorne', 'commission', 'net']) {
      expect(sumOf(key), key).toBe(dashboard.split.allTime[key]);
    }
  });

  it("B's dashboard does not see A's sales; the admin's sees both", async () => {
    const theirs = (await get('/api/organizer/dashboard', b)).json();
    expect(theirs.events.map((e: { eventId: string }) => e.eventId)).toEqual(['2']);
    expect(theirs.split.allTime.commission).toBe(40_000);
    const all = (await get('/api/admin/dashboard', admin)).json();
    expect(all.events.length).toBeGreaterThan(2);
    expect(all.split.allTime.commission).toBeGreaterThanOrEqual(130_000);
  });
});

describe('payout statements', () => {
  const period = () => `from=${yesterday()}&to=${nextDate(today())}`;

  it('lists each payment; the totals are the sums of the lines, and net = gross − fees borne − commission', async () => {
    const res = await get(`/api/organizer/statements?${period()}`, a);
    expect(res.statusCode, res.body).toBe(200);
    const statement: Statement = res.json();
    expect(statement.organizer).toEqual({ id: a.organizerId, name: 'Alpha Shows' });
    expect(statement.lines.map((l) => l.reference).sort()).toEqual(
      ticketsA.map((ticket) => ticket.transactionReference).sort(),
    );
    expect(statement.lines.every((l) => l.eventId === '1')).toBe(true);
    const sum = (key: 'gross' | 'fee' | 'feeBorne' | 'commission' | 'net' | 'tickets') =>
      statement.lines.reduce((total, l) => total + l[key], 0);
    expect(statement.totals).toMatchObject({
      payments: 3,
      refunds: 0,
      tickets: sum('tickets'),
      gross: sum('gross'),
      fees: sum('fee'),
      feesBorne: sum('feeBorne'),
      commission: sum('commission'),
      net: sum('net'),
    });
    const { totals } = statement;
    expect(totals.net).toBe(totals.gross - totals.feesBorne - totals.commission);
    for (const l of statement.lines) expect(l.net).toBe(l.gross - l.feeBorne - l.commission);
    expect(totals.feesBorne).toBe(10_000);
    expect(totals.fees).toBe(15_000);
  });

  it('the CSV says the same in naira with kobo, with a totals line last', async () => {
    const res = await get(`/api/organizer/statements.csv?${period()}`, a);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Net (NGN)');
    expect(lines).toHaveLength(5);
    const json: Statement = (await get(`/api/organizer/statements?${period()}`, a)).json();
    const last = lines.at(-1) ?? '';
    const net = json.totals.net;
    expect(last).toContain(`${Math.floor(net / 100)}.${String(net % 100).padStart(2, '0')}`);
    expect(last).toContain('100.00'); // the fee borne: 10,000 kobo
    expect(res.body).not.toContain(ticketB.transactionReference);
  });

  it('a period without sales is empty; a bad period is a 400 with a sentence', async () => {
    const empty: Statement = (await get('/api/organizer/statements?from=2020-01-01&to=2020-01-31', a)).json();
    expect(empty.lines).toEqual([]);
    expect(empty.totals).toMatchObject({ gross: 0, net: 0, payments: 0 });
    for (const query of [
      '',
      'from=2030-02-01&to=2030-01-01',
      'from=yesterday&to=today',
      'from=2020-01-01&to=2023-01-01',
    ]) {
      const res = await get(`/api/organizer/statements?${query}`, a);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message.length).toBeGreaterThan(10);
    }
  });

  it("admins see any organizer's statement; an organizer cannot use the admin's route; an unknown id is 404", async () => {
    const own: Statement = (await get(`/api/organizer/statements?${period()}`, a)).json();
    const adminView = await get(`/api/admin/organizers/${a.organizerId}/statements?${period()}`, admin);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json()).toEqual(own);
    expect((await get(`/api/admin/organizers/${a.organizerId}/statements.csv?${period()}`, admin)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/admin/organizers/nobody/statements?${period()}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/organizers/${b.organizerId}/statements?${period()}`, a)).statusCode).toBe(403);
    expect((await get('/api/admin/organizer-options', a)).statusCode).toBe(403);
    const options = (await get('/api/admin/organizer-options', admin)).json();
    expect(options.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([a.organizerId, b.organizerId]));
    // B's own statement has B's payment only.
    const theirs: Statement = (await get(`/api/organizer/statements?${period()}`, b)).json();
    expect(theirs.lines.map((l) => l.reference)).toEqual([ticketB.transactionReference]);
  });
});

describe('refunds by an organizer follow the platform’s rules', () => {
  it('refunds their own paid order (audited), and the statement shows it as a negative line', async () => {
    const third = ticketsA[2] as Ticket;
    const id = await orderIdOf(t.app, third.transactionReference);
    const res = await adminPost(t.app, a, `/api/organizer/orders/${id}/refund`, { reason: 'Cannot come' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('refunded');
    const audit = await auditOf(t.app, 'order', id);
    expect(audit.map((e) => [e.action, e.actor_user_id])).toContainEqual(['order.refund', a.user.id]);

    const statement: Statement = (
      await get(`/api/organizer/statements?from=${yesterday()}&to=${nextDate(today())}`, a)
    ).json();
    const refund = statement.lines.find((l) => l.kind === 'refund');
    expect(refund).toMatchObject({ reference: third.transactionReference, gross: -third.totalPrice * 100 });
    expect(statement.totals.refunds).toBe(1);
    expect(statement.totals.net).toBe(statement.lines.reduce((sum, l) => sum + l.net, 0));
    expect(statement.totals.net).toBe(
      statement.totals.gross - statement.totals.feesBorne - statement.totals.commission,
    );
  });

  it('refuses a refund once someone went in on the ticket (409), as the back office does', async () => {
    const first = ticketsA[0] as Ticket;
    expect((await checkIn(t.app, a.headers, first.verifyUrl, '1')).json().result).toBe('admitted');
    const id = await orderIdOf(t.app, first.transactionReference);
    const res = await adminPost(t.app, a, `/api/organizer/orders/${id}/refund`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message.length).toBeGreaterThan(10);
    const order = await t.database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirst();
    expect(order?.status).toBe('paid');
  });
});
