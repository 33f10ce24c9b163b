import { tierAdminMessages as m } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../../test/admin-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verify } from '../../../../test/checkout-helpers.ts';
import { appWithSimultaneousReads } from '../../../../test/simultaneous-reads.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { eventRemaining, removeSeededTiers, tierRemaining } from '../../../../test/tier-helpers.ts';

// The back office's tier editor (decision 30), on SQLite and on PostgreSQL
// (TEST_DATABASE_URL): every field's rules, stock kept exact, orders untouched, the audit log.
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { capacity: 200 });
  admin = await createSignedInAdmin(t.app);
  // Every event starts with its Regular alone: the tiers a fresh install gives events 1 and 2 go.
  await removeSeededTiers(t);
});
afterAll(() => t.close());

interface Tier {
  id: string;
  name: string;
  price: number;
  capacity: number | null;
  remaining: number | null;
  sold: number;
  held: number;
  status: string;
  salesStartAt: string | null;
  salesEndAt: string | null;
  sortOrder: number;
  orderLines: number;
}

const url = (eventId: string, rest = '') => `/api/admin/events/${eventId}/ticket-types${rest}`;
const list = async (eventId: string) => {
  const res = await t.app.inject({ url: url(eventId), headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticketTypes as Tier[];
};
const add = (eventId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: url(eventId), headers: admin.headers, payload: body });
const edit = (eventId: string, id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: url(eventId, `/${id}`), headers: admin.headers, payload: body });
const tierNamed = (tiers: Tier[], name: string) => tiers.find((tier) => tier.name === name) as Tier;
const addTier = async (eventId: string, body: Record<string, unknown>) => {
  const res = await add(eventId, body);
  expect(res.statusCode, res.body).toBe(201);
  return tierNamed(res.json().ticketTypes, String(body.name).trim());
};
const auditOf = async (eventId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', eventId)
    .where('action', 'like', 'ticket_type.%')
    .orderBy('created_at')
    .execute();

describe('listing and adding', () => {
  it('lists every tier with its sales; adds one with text price and a window at the venue clock', async () => {
    const before = await list('2');
    expect(before.map((tier) => tier.name)).toEqual(['Regular']);
    const vip = await addTier('2', {
      name: '  VIP ',
      price: '25,000',
      capacity: 10,
      admits: 1,
      salesStartAt: '2030-01-10 09:00',
      salesEndAt: '2030-02-01T00:00:00.000Z',
      accessCode: ' vip-ONLY ',
    });
    expect(vip).toMatchObject({
      name: 'VIP',
      price: 25_000,
      capacity: 10,
      remaining: 10,
      sold: 0,
      held: 0,
      // 09:00 in Lagos (UTC+1).
      salesStartAt: '2030-01-10T08:00:00.000Z',
      salesEndAt: '2030-02-01T00:00:00.000Z',
      accessCode: 'vip-ONLY',
      sortOrder: 1,
    });
    const entries = await auditOf('2');
    expect(entries.at(-1)?.action).toBe('ticket_type.create');
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', price: -5 }, m.price],
      [{ name: 'A', price: 10.5 }, m.price],
      [{ name: 'A', price: '2,50' }, m.priceTyped.grouping],
      [{ name: '', price: 5 }, m.name],
      [{ name: 'A', price: 5, admits: 21 }, m.admits],
      [{ name: 'A', price: 5, minPerOrder: 4, maxPerOrder: 2 }, m.maxBelowMin],
      [{ name: 'A', price: 5, maxPerOrder: 51 }, m.maxPerOrder],
      [{ name: 'A', price: 5, salesStartAt: '2030-03-01 10:00', salesEndAt: '2030-02-01 10:00' }, m.windowBackwards],
      [{ name: 'A', price: 5, salesStartAt: '2030-02-30 10:00' }, m.salesStartAt],
      [{ name: 'A', price: 5, accessCode: 'no spaces' }, m.accessCode],
      [{ name: 'A', price: 5, accessCode: 'ab' }, m.accessCode],
      [{ name: 'A', price: 5, afterTicketTypeId: '1-regular' }, m.afterTicketType],
      [{ name: 'A', price: 5, status: 'sold' }, m.status],
      [{ name: 'vip', price: 5 }, m.nameTaken],
      [{ name: 'B', price: 5, accessCode: 'VIP-only' }, m.accessCodeTaken],
    ];
    for (const [body, message] of cases) {
      const res = await add('2', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: url('2'),
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name": "A", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/\./);
    expect((await add('999', { name: 'A', price: 1 })).statusCode).toBe(404);
    expect((await list('2')).map((tier) => tier.name)).toEqual(['Regular', 'VIP']);
  });

  it('stops at the most tiers an event may have', async () => {
    for (let i = (await list('9')).length; i < 20; i += 1) await addTier('9', { name: `Tier ${i}`, price: i });
    const res = await add('9', { name: 'One more', price: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.tooMany);
  });
});

describe('editing', () => {
  it('a price change leaves orders already made as they were; the Regular price keeps the event form in step', async () => {
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { eventId: '3', ticketQuantity: 2 });
    await simulatorButton(t.app, buyer, reference, 'pay');
    await verify(t.app, reference);
    const regular = tierNamed(await list('3'), 'Regular');
    expect(regular.sold).toBe(2);
    const res = await edit('3', regular.id, { price: '9,999', name: 'General' });
    expect(res.statusCode, res.body).toBe(200);
    const line = await t.database.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['unit_price', 'ticket_type_name'])
      .where('orders.reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(line.ticket_type_name).toBe('Regular');
    expect(Number(line.unit_price)).not.toBe(9_999);
    const { event } = (await t.app.inject({ url: '/api/admin/events/3', headers: admin.headers })).json();
    expect(event.basePrice).toBe(9_999);
    const publicTiers = (await t.app.inject({ url: '/api/events/3' })).json().ticketTypes;
    expect(publicTiers[0]).toMatchObject({ name: 'General', price: 9_999 });
    const entry = (await auditOf('3')).at(-1);
    expect(entry?.action).toBe('ticket_type.update');
    expect(JSON.parse(String(entry?.after_json))).toMatchObject({ price: 9_999, name: 'General' });
  });

  it('capacity moves remaining by the difference, never below sold + held; to none and back counts the orders', async () => {
    const vip = await addTier('4', { name: 'VIP', price: 5_000, capacity: 5 });
    const buyers = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const paid = await startOrder(t.app, buyers[0] as SignedInUser, {
      eventId: '4',
      lines: [{ ticketTypeId: vip.id, quantity: 2 }],
      ticketQuantity: 2,
    });
    await simulatorButton(t.app, buyers[0] as SignedInUser, paid, 'pay');
    await verify(t.app, paid);
    await startOrder(t.app, buyers[1] as SignedInUser, {
      eventId: '4',
      lines: [{ ticketTypeId: vip.id, quantity: 1 }],
      ticketQuantity: 1,
    });
    expect(tierNamed(await list('4'), 'VIP')).toMatchObject({ sold: 2, held: 1, remaining: 2 });

    const below = await edit('4', vip.id, { capacity: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(m.capacityBelowTaken(2, 1));
    expect(await tierRemaining(t, vip.id)).toBe(2);

    expect((await edit('4', vip.id, { capacity: 3 })).statusCode).toBe(200);
    expect(await tierRemaining(t, vip.id)).toBe(0);
    expect((await edit('4', vip.id, { capacity: 8 })).statusCode).toBe(200);
    expect(await tierRemaining(t, vip.id)).toBe(5);
    expect((await edit('4', vip.id, { capacity: null })).statusCode).toBe(200);
    expect(await tierRemaining(t, vip.id)).toBeNull();
    expect((await edit('4', vip.id, { capacity: 2 })).json().message).toBe(m.capacityBelowTaken(2, 1));
    expect(await tierRemaining(t, vip.id)).toBeNull();
    expect((await edit('4', vip.id, { capacity: '4' })).statusCode).toBe(200);
    expect(await tierRemaining(t, vip.id)).toBe(1);
  });

  it('judges a partial edit against the stored fields: window, per-order limits, after-tier', async () => {
    const early = await addTier('5', { name: 'Early', price: 1_000, salesEndAt: '2030-05-01 12:00', maxPerOrder: 4 });
    const regular = tierNamed(await list('5'), 'Regular');
    expect((await edit('5', early.id, { salesStartAt: '2030-06-01 12:00' })).json().message).toBe(m.windowBackwards);
    expect((await edit('5', early.id, { minPerOrder: 5 })).json().message).toBe(m.maxBelowMin);
    expect((await edit('5', early.id, { afterTicketTypeId: early.id })).json().message).toBe(m.afterSelf);
    expect((await edit('5', early.id, { afterTicketTypeId: 'nope' })).json().message).toBe(m.afterTicketType);
    expect((await edit('5', regular.id, { afterTicketTypeId: early.id })).statusCode).toBe(200);
    expect((await edit('5', early.id, { afterTicketTypeId: regular.id })).json().message).toBe(m.afterCycle);
    expect((await edit('5', 'nope', { price: 1 })).statusCode).toBe(404);
    expect((await edit('5', early.id, { salesEndAt: null })).statusCode).toBe(200);
    expect(tierNamed(await list('5'), 'Early').salesEndAt).toBeNull();
  });

  it('pauses and resumes, and the storefront says so', async () => {
    const regular = tierNamed(await list('6'), 'Regular');
    expect((await edit('6', regular.id, { status: 'paused' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/events/6' })).json().ticketTypes[0].state).toBe('paused');
    expect((await auditOf('6')).at(-1)?.action).toBe('ticket_type.pause');
    expect((await edit('6', regular.id, { status: 'on_sale' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/events/6' })).json().ticketTypes[0].state).toBe('on-sale');
    expect((await auditOf('6')).at(-1)?.action).toBe('ticket_type.resume');
  });
});

describe('reorder and delete', () => {
  it('reorders with every tier exactly once', async () => {
    const vip = await addTier('7', { name: 'VIP', price: 10_000 });
    const regular = tierNamed(await list('7'), 'Regular');
    const reorder = (ids: unknown) =>
      t.app.inject({ method: 'POST', url: url('7', '/reorder'), headers: admin.headers, payload: { ids } });
    for (const bad of [[vip.id], [vip.id, vip.id], [vip.id, '1-regular'], 'x']) {
      const res = await reorder(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.reorder);
    }
    const res = await reorder([vip.id, regular.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().ticketTypes.map((tier: Tier) => tier.name)).toEqual(['VIP', 'Regular']);
    expect((await t.app.inject({ url: '/api/events/7' })).json().ticketTypes[0].name).toBe('VIP');
  });

  it('deletes an unordered tier only, and never the last one', async () => {
    const extra = await addTier('8', { name: 'Extra', price: 10 });
    const regular = tierNamed(await list('8'), 'Regular');
    const buyer = await createSignedInUser(t.app);
    await startOrder(t.app, buyer, { eventId: '8', ticketQuantity: 1 });
    const remove = (id: string) => t.app.inject({ method: 'DELETE', url: url('8', `/${id}`), headers: admin.headers });
    const ordered = await remove(regular.id);
    expect(ordered.statusCode).toBe(409);
    expect(ordered.json().message).toBe(m.deleteOrdered(1));
    expect(ordered.json().message).toMatch(/Pause it instead\.$/);
    expect((await remove(extra.id)).statusCode).toBe(200);
    expect((await list('8')).map((tier) => tier.name)).toEqual(['Regular']);
    expect((await auditOf('8')).at(-1)?.action).toBe('ticket_type.delete');
    // The event's only tier (an unordered one on a fresh event): refused.
    const fresh = await addTier('1', { name: 'Solo', price: 10 });
    const regular1 = tierNamed(await list('1'), 'Regular');
    expect(
      (await t.app.inject({ method: 'DELETE', url: url('1', `/${regular1.id}`), headers: admin.headers })).statusCode,
    ).toBe(200);
    const last = await t.app.inject({ method: 'DELETE', url: url('1', `/${fresh.id}`), headers: admin.headers });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(m.deleteLast);
  });
});

describe('capacity under concurrent holds', () => {
  it('two admins lowering a tier while 30 buyers hold: stock never below what the orders hold', async () => {
    const tier = await addTier('2', { name: 'Rush', price: 2_000, capacity: 20 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createSignedInUser(t.app)));
    const seatsBefore = await eventRemaining(t, '2');
    // On SQLite every request reads the tiers as the first one saw them (simultaneous-reads.ts):
    // only the conditional UPDATEs can keep the counts right.
    const racing = await appWithSimultaneousReads(t, (text) => text.startsWith('select * from "ticket_types"'));
    const cut = (capacity: number) =>
      racing.app.inject({
        method: 'PATCH',
        url: url('2', `/${tier.id}`),
        headers: admin.headers,
        payload: { capacity },
      });
    let answers: Awaited<ReturnType<typeof cut>>[];
    try {
      answers = await Promise.all([
        ...buyers.map((buyer) =>
          initialize(racing.app, buyer, {
            eventId: '2',
            lines: [{ ticketTypeId: tier.id, quantity: 1 }],
            ticketQuantity: 1,
          }),
        ),
        cut(12),
        cut(8),
      ]);
      if (t.database.dialect === 'sqlite') expect(racing.staleReads()).toBeGreaterThan(0);
    } finally {
      await racing.close();
    }
    const holds = answers.slice(0, 30).filter((a) => a.statusCode === 200).length;
    for (const a of answers.slice(0, 30)) expect([200, 409]).toContain(a.statusCode);
    const cuts = answers.slice(30);
    for (const cut of cuts) {
      expect([200, 409], cut.body).toContain(cut.statusCode);
      if (cut.statusCode === 409) expect(cut.json().message).toMatch(/^Capacity cannot go below the /);
    }
    const after = tierNamed(await list('2'), 'Rush');
    expect(after.held + after.sold).toBe(holds);
    expect(after.remaining).toBe((after.capacity as number) - holds);
    expect(after.remaining).toBeGreaterThanOrEqual(0);
    expect(holds).toBeLessThanOrEqual(after.capacity as number);
    expect(await eventRemaining(t, '2')).toBe(seatsBefore - holds);
  });
});

describe('orders, attendees and the dashboard by ticket type', () => {
  it('filters orders and the attendee CSV by tier, names the tiers per ticket, and sums each tier', async () => {
    const vip = await addTier('6', { name: 'VIP', price: 7_000 });
    const regular = tierNamed(await list('6'), 'Regular');
    const pay = async (lines: [string, number][]) => {
      const buyer = await createSignedInUser(t.app);
      const body = lines.map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
      const reference = await startOrder(t.app, buyer, {
        eventId: '6',
        lines: body,
        ticketQuantity: body.reduce((sum, line) => sum + line.quantity, 0),
      });
      await simulatorButton(t.app, buyer, reference, 'pay');
      await verify(t.app, reference);
      return reference;
    };
    const both = await pay([
      [regular.id, 2],
      [vip.id, 1],
    ]);
    const plain = await pay([[regular.id, 1]]);

    const orders = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/orders?eventId=6${query}`, headers: admin.headers })).json();
    const vipOrders = await orders(`&ticketTypeId=${vip.id}`);
    expect(vipOrders.items.map((o: { reference: string }) => o.reference)).toEqual([both]);
    expect((await orders(`&ticketTypeId=${regular.id}`)).total).toBe(2);

    const csv = async (query = '') =>
      (await t.app.inject({ url: `/api/admin/events/6/attendees.csv${query}`, headers: admin.headers })).body;
    const all = await csv();
    expect(all.split('\r\n')[0]).toContain('"Ticket types"');
    expect(all).toContain('"2 × Regular; 1 × VIP"');
    expect(all).toContain('"1 × Regular"');
    const onlyVip = await csv(`?ticketTypeId=${vip.id}`);
    expect(onlyVip).toContain(both);
    expect(onlyVip).not.toContain(plain);

    const dashboard = (await t.app.inject({ url: '/api/admin/dashboard', headers: admin.headers })).json();
    const row = dashboard.events.find((event: { eventId: string }) => event.eventId === '6');
    expect(row.tiers).toEqual([
      { ticketTypeId: regular.id, name: 'Regular', ticketsSold: 3, revenue: 3 * regular.price },
      { ticketTypeId: vip.id, name: 'VIP', ticketsSold: 1, revenue: 7_000 },
    ]);
  });
});
