import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verify } from '../../../test/checkout-helpers.ts';
import { paidOrder } from '../../../test/simulator-helpers.ts';
import { appWithSimultaneousReads } from '../../../test/simultaneous-reads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTier, eventRemaining, tierRemaining } from '../../../test/tier-helpers.ts';

// Ticket tiers (decision 30): orders of several tiers, each tier's stock and the event's
// seats held by one conditional update each. Runs on SQLite, and on PostgreSQL in CI.
let t: TestApp;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp({}, { capacity: 100 });
  // Event 4: Regular (no stock of its own), its seeded Reserved Seat (unnumbered under EVENT_CAPACITY),
  // VIP (3), a table for 10 (2 tables), hidden backstage.
  await addTier(t, { id: '4-vip', event_id: '4', name: 'VIP', price: 20_000, capacity: 3, sort_order: 1 });
  await addTier(t, {
    id: '4-table',
    event_id: '4',
    name: 'Table for 10',
    price: 150_000,
    capacity: 2,
    admits: 10,
    sort_order: 2,
  });
  await addTier(t, { id: '4-crew', event_id: '4', name: 'Crew', price: 0, access_code: 'BACKSTAGE', sort_order: 3 });
  // Event 5: an early bird of 2 that ends tomorrow, Regular after it; a tier whose sale ended.
  await addTier(t, {
    id: '5-early',
    event_id: '5',
    name: 'Early bird',
    price: 1_000,
    capacity: 2,
    sales_end_at: inHours(24),
    sort_order: -1,
  });
  await t.database.db
    .updateTable('ticket_types')
    .set({ after_ticket_type_id: '5-early' })
    .where('id', '=', '5-regular')
    .execute();
  await addTier(t, { id: '5-gone', event_id: '5', name: 'Launch', price: 500, sales_end_at: inHours(-1) });
});
afterAll(() => t.close());

const lines = (...pairs: [string, number][]) => {
  const list = pairs.map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
  return { lines: list, ticketQuantity: list.reduce((sum, line) => sum + line.quantity, 0) };
};

describe('an order of several tiers', () => {
  it('holds each tier and the event, prices each line, and the ticket names the tiers', async () => {
    const buyer = await createSignedInUser(t.app);
    const regularPrice = (await t.app.inject({ url: '/api/events/4' })).json().ticketTypes[0].price as number;
    const before = await eventRemaining(t, '4');
    const reference = await startOrder(t.app, buyer, { eventId: '4', ...lines(['4-regular', 2], ['4-vip', 1]) });
    expect(await tierRemaining(t, '4-vip')).toBe(2);
    expect(await tierRemaining(t, '4-regular')).toBeNull();
    expect(await eventRemaining(t, '4')).toBe(before - 3);
    const order = await t.database.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(Number(order.amount)).toBe(2 * regularPrice + 20_000);
    expect(Number(order.quantity)).toBe(3);

    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    const ticket = (await verify(t.app, reference, buyer.headers)).json().data.ticket;
    expect(ticket.lines).toEqual([
      { name: 'Regular', quantity: 2, admits: 1, unitPrice: regularPrice },
      { name: 'VIP', quantity: 1, admits: 1, unitPrice: 20_000 },
    ]);
    expect(ticket.totalPrice).toBe(2 * regularPrice + 20_000);
    // The ticket email and My tickets name the tiers too (architecture.md §9.3).
    const mail = await t.database.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('text_body', 'like', `%${reference}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Tickets: 2 × Regular, 1 × VIP');
    expect(mail.html_body).toContain('2 × Regular, 1 × VIP');
    const mine = (await t.app.inject({ url: '/api/my-tickets', headers: buyer.headers })).json();
    expect(mine.tickets[0].lines).toEqual([
      { name: 'Regular', quantity: 2, admits: 1 },
      { name: 'VIP', quantity: 1, admits: 1 },
    ]);
  });

  it('a table for 10 is one ticket that takes 10 seats and admits 10 at the door', async () => {
    const buyer = await createSignedInUser(t.app);
    const before = await eventRemaining(t, '4');
    const reference = await startOrder(t.app, buyer, { eventId: '4', ...lines(['4-table', 1]) });
    expect(await eventRemaining(t, '4')).toBe(before - 10);
    expect(await tierRemaining(t, '4-table')).toBe(1);
    await simulatorButton(t.app, buyer, reference, 'pay');
    await verify(t.app, reference);
    const ticket = await t.database.db
      .selectFrom('tickets')
      .select('admits')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(Number(ticket.admits)).toBe(10);
  });

  it('refuses more of a tier than is left, by name, and changes nothing', async () => {
    const buyer = await createSignedInUser(t.app);
    const before = await eventRemaining(t, '4');
    const left = await tierRemaining(t, '4-vip');
    const res = await initialize(t.app, buyer, { eventId: '4', ...lines(['4-regular', 1], ['4-vip', 3]) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Only ${left} VIP tickets are left.`);
    expect(await tierRemaining(t, '4-vip')).toBe(left);
    expect(await eventRemaining(t, '4')).toBe(before);
  });

  it('gives each tier its tickets back when the buyer cancels', async () => {
    const buyer = await createSignedInUser(t.app);
    const before = await eventRemaining(t, '4');
    const vip = await tierRemaining(t, '4-vip');
    const reference = await startOrder(t.app, buyer, { eventId: '4', ...lines(['4-vip', 1], ['4-table', 1]) });
    expect(await eventRemaining(t, '4')).toBe(before - 11);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await tierRemaining(t, '4-vip')).toBe(vip);
    expect(await tierRemaining(t, '4-table')).toBe(1);
    expect(await eventRemaining(t, '4')).toBe(before);
  });

  it('takes each tier its tickets again when the cancelled order is paid late, and lists them on the ticket', async () => {
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { eventId: '4', ...lines(['4-table', 1], ['4-vip', 1]) });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const [event, vip, table] = [
      await eventRemaining(t, '4'),
      await tierRemaining(t, '4-vip'),
      await tierRemaining(t, '4-table'),
    ];
    // The money comes after all: the simulator's webhook settles the order from 'failed'.
    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    expect((await paidOrder(t.database, reference)).holds_seats).toBe(1);
    expect(await tierRemaining(t, '4-vip')).toBe((vip ?? 0) - 1);
    expect(await tierRemaining(t, '4-table')).toBe((table ?? 0) - 1);
    expect(await eventRemaining(t, '4')).toBe(event - 11);
    const ticket = (await verify(t.app, reference, buyer.headers)).json().data.ticket;
    expect(ticket.lines.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual([
      ['VIP', 1],
      ['Table for 10', 1],
    ]);
  });

  it('a hidden tier is unknown without its code, and sold with it (any case); free, it skips the pop-up', async () => {
    const buyer = await createSignedInUser(t.app);
    const hidden = await initialize(t.app, buyer, { eventId: '4', ...lines(['4-crew', 1]) });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe('That ticket type is not on sale for this event. Please choose another.');
    const free = await initialize(t.app, buyer, { eventId: '4', accessCode: 'backstage', ...lines(['4-crew', 1]) });
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toMatchObject({ authorization_url: '', orderStatus: 'paid' });
    const ticket = (await verify(t.app, free.json().data.reference, buyer.headers)).json().data.ticket;
    expect(ticket).toMatchObject({ totalPrice: 0, lines: [{ name: 'Crew', quantity: 1 }] });
  });
});

describe('when a tier is on sale', () => {
  it('Regular opens once the early bird before it sells out; an ended tier is refused', async () => {
    const buyer = await createSignedInUser(t.app);
    const regular = await initialize(t.app, buyer, { eventId: '5', ...lines(['5-regular', 1]) });
    expect(regular.statusCode).toBe(409);
    expect(regular.json().message).toBe('Regular tickets are not on sale right now.');
    const ended = await initialize(t.app, buyer, { eventId: '5', ...lines(['5-gone', 1]) });
    expect(ended.json().message).toBe('Launch tickets are not on sale right now.');

    let event = (await t.app.inject({ url: '/api/events/5' })).json();
    expect(event.ticketTypes.map((tier: { name: string; state: string }) => [tier.name, tier.state])).toEqual([
      ['Early bird', 'on-sale'],
      ['Regular', 'not-yet'],
      ['Launch', 'ended'],
    ]);
    expect(event.basePrice).toBe(1_000);
    // Without lines, the first tier on sale: the early bird.
    await startOrder(t.app, buyer, { eventId: '5', ticketQuantity: 2 });
    event = (await t.app.inject({ url: '/api/events/5' })).json();
    expect(event.ticketTypes[0]).toMatchObject({ name: 'Early bird', state: 'sold-out', available: 0 });
    expect(event.ticketTypes[1]).toMatchObject({ name: 'Regular', state: 'on-sale' });
    expect(event.basePrice).toBe(event.ticketTypes[1].price);
    const other = await createSignedInUser(t.app);
    expect((await initialize(t.app, other, { eventId: '5', ...lines(['5-regular', 1]) })).statusCode).toBe(200);
  });

  it('lists no hidden tier on the storefront', async () => {
    const event = (await t.app.inject({ url: '/api/events/4' })).json();
    expect(event.ticketTypes.map((tier: { name: string }) => tier.name)).toEqual([
      'Regular',
      'Reserved Seat',
      'VIP',
      'Table for 10',
    ]);
  });
});

describe('bad lines', () => {
  it.each([
    ['quantities that do not add up', { ticketQuantity: 3, lines: [{ ticketTypeId: '4-vip', quantity: 1 }] }, 400],
    [
      'a tier twice',
      {
        ticketQuantity: 2,
        lines: [
          { ticketTypeId: '4-vip', quantity: 1 },
          { ticketTypeId: '4-vip', quantity: 1 },
        ],
      },
      400,
    ],
    ['a fractional quantity', { ticketQuantity: 1.5, lines: [{ ticketTypeId: '4-vip', quantity: 1.5 }] }, 400],
    ['a negative quantity', { ticketQuantity: 1, lines: [{ ticketTypeId: '4-vip', quantity: -1 }] }, 400],
    ['a tier of another event', { eventId: '4', ...lines(['5-early', 1]) }, 400],
    ['no tickets at all', { ticketQuantity: 1, lines: [{ ticketTypeId: '4-vip', quantity: 0 }] }, 400],
  ])('refuses %s with a sentence, holding nothing', async (_name, body, status) => {
    const buyer = await createSignedInUser(t.app);
    const before = await eventRemaining(t, '4');
    const res = await initialize(t.app, buyer, { eventId: '4', ...body });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/^[A-Z].*\.$/);
    expect(await eventRemaining(t, '4')).toBe(before);
  });
});

describe('300 buyers across two tiers at once', () => {
  it("never oversell either tier or the event's seats", async () => {
    const small = await createTestApp({}, { capacity: 60 });
    try {
      await addTier(small, { id: '3-vip', event_id: '3', name: 'VIP', price: 20_000, capacity: 25 });
      // Every hold reads the tiers and the event before any takes them (on SQLite too): the
      // sale's one read (sale-read.ts), as the first buyer found it, whoever asks and when (the
      // buyer read with it stays each request's own).
      const racing = await appWithSimultaneousReads(
        small,
        (sql) => sql.startsWith('select "events"."id" as "event_key"'),
        (parameters) => [parameters.at(-1)], // the event's id, its last value
        ['buyer_id', 'buyer_username', 'buyer_email'], // read with the sale: each buyer's own
      );
      try {
        const buyers = await Promise.all(Array.from({ length: 300 }, () => createSignedInUser(small.app)));
        const answers = await Promise.all(
          buyers.map((buyer, index) =>
            initialize(racing.app, buyer, {
              eventId: '3',
              ...(index % 2 === 0 ? lines(['3-vip', 1]) : lines(['3-regular', 3])),
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        // On SQLite the holds really read before any wrote (test/simultaneous-reads.ts).
        if (small.database.dialect === 'sqlite') expect(racing.staleReads()).toBeGreaterThan(250);
        expect(
          answers
            .filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 409)
            .map((a) => a.body)
            .slice(0, 2),
        ).toEqual([]);
        const held = await small.database.db
          .selectFrom('order_lines')
          .innerJoin('orders', 'orders.id', 'order_lines.order_id')
          .select(['order_lines.ticket_type_id', (eb) => eb.fn.sum<number>('order_lines.quantity').as('tickets')])
          .where('orders.holds_seats', '=', 1)
          .groupBy('order_lines.ticket_type_id')
          .execute();
        const heldOf = (id: string) => Number(held.find((row) => row.ticket_type_id === id)?.tickets ?? 0);
        const left = await eventRemaining(small, '3');
        // Neither the VIP's 25 nor the event's 60 seats oversold, and what is held is what was taken.
        expect(heldOf('3-vip')).toBeLessThanOrEqual(25);
        expect(await tierRemaining(small, '3-vip')).toBe(25 - heldOf('3-vip'));
        expect(left).toBeGreaterThanOrEqual(0);
        expect(heldOf('3-vip') + heldOf('3-regular')).toBe(60 - left);
        // Demand beyond both: the seats ran out (fewer than one Regular order's 3 are left), and the
        // VIP sold out unless the seats ran out first.
        expect(left).toBeLessThan(3);
        expect(heldOf('3-vip') === 25 || left === 0).toBe(true);
        expect(statuses.filter((status) => status === 200)).toHaveLength(heldOf('3-vip') + heldOf('3-regular') / 3);
      } finally {
        await racing.close();
      }
    } finally {
      await small.close();
    }
  });
});
