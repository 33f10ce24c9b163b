import { promoMessages } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { initialize, simulatorButton, startOrder, verify, verifyUntilSettled } from '../../../test/checkout-helpers.ts';
import { addPromo, promoUses } from '../../../test/promo-helpers.ts';
import { appWithSimultaneousReads } from '../../../test/simultaneous-reads.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addTier, eventRemaining } from '../../../test/tier-helpers.ts';
import { choosePaymentProvider } from '../payments/index.ts';
import { checkoutService } from './checkout-service.ts';

// Promo codes (decision 30): priced at initialize, one use taken with the hold by one
// conditional update, given back when the hold ends unpaid. Runs on SQLite and PostgreSQL.
let t: TestApp;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp({}, { capacity: 200 });
  await addTier(t, { id: '4-vip', event_id: '4', name: 'VIP', price: 20_000, sort_order: 1 });
});
afterAll(() => t.close());

const orderOf = (reference: string) =>
  t.database.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

const check = (buyer: SignedInUser, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/promo-codes/check', headers: buyer.headers, payload: body });

describe('a promo code at initialize', () => {
  it('takes 20% off, the provider is asked for the discounted total, and the ticket shows it', async () => {
    const id = await addPromo(t, { code: 'save20', kind: 'percent', amount: 20 });
    const buyer = await createSignedInUser(t.app);
    // Typed in any case, with spaces around it.
    const orderKey = 's'.repeat(16);
    const reference = await startOrder(t.app, buyer, { ticketQuantity: 2, promoCode: ' Save20 ', orderKey });
    const order = await orderOf(reference);
    expect(Number(order.amount)).toBe(4_800);
    expect(Number(order.discount)).toBe(1_200);
    expect(order.promo_code_id).toBe(id);
    expect(await promoUses(t, id)).toBe(1);
    const simulated = await t.database.db
      .selectFrom('simulated_payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(Number(simulated.amount_kobo)).toBe(480_000);

    expect((await simulatorButton(t.app, buyer, reference, 'pay')).statusCode).toBe(200);
    const { data } = (await verify(t.app, reference, buyer.headers)).json();
    expect(data.orderStatus).toBe('paid');
    expect(data.ticket.totalPrice).toBe(4_800);
    expect(await promoUses(t, id)).toBe(1);
    // Back on the summary: the standing says what was paid and what the code took off (decision 44).
    const standing = await t.app.inject({ url: `/api/checkout/1?orderKey=${orderKey}`, headers: buyer.headers });
    expect(standing.json().paidOrder).toEqual({
      reference,
      orderStatus: 'paid',
      ticketQuantity: 2,
      amount: 4_800,
      discount: 1_200,
    });
  });

  it('a percentage rounds down to whole naira', async () => {
    await addPromo(t, { code: 'THIRD', kind: 'percent', amount: 33 });
    const buyer = await createSignedInUser(t.app);
    // 33% of 3,500 (event 7) is 1,155.
    const reference = await startOrder(t.app, buyer, { eventId: '7', ticketQuantity: 1, promoCode: 'third' });
    expect(Number((await orderOf(reference)).discount)).toBe(1_155);
    expect(Number((await orderOf(reference)).amount)).toBe(2_345);
  });

  it('covers only its tiers: the discount is over those lines, and an order without them is refused', async () => {
    const id = await addPromo(t, {
      code: 'VIPHALF',
      event_id: '4',
      kind: 'percent',
      amount: 50,
      ticketTypeIds: ['4-vip'],
    });
    const buyer = await createSignedInUser(t.app);
    const before = await eventRemaining(t, '4');
    const refused = await initialize(t.app, buyer, { eventId: '4', ticketQuantity: 1, promoCode: 'VIPHALF' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(promoMessages.notApplicable);
    expect(await eventRemaining(t, '4')).toBe(before);
    expect(await promoUses(t, id)).toBe(0);

    const reference = await startOrder(t.app, buyer, {
      eventId: '4',
      ticketQuantity: 3,
      lines: [
        { ticketTypeId: '4-regular', quantity: 2 },
        { ticketTypeId: '4-vip', quantity: 1 },
      ],
      promoCode: 'viphalf',
    });
    const order = await orderOf(reference);
    expect(Number(order.discount)).toBe(10_000);
    expect(Number(order.amount)).toBe(2 * 3_000 + 20_000 - 10_000);
  });

  it('a fixed amount never takes the total below zero: it makes a free order, settled at once', async () => {
    const id = await addPromo(t, { code: 'BIGFIXED', kind: 'fixed', amount: 50_000 });
    const buyer = await createSignedInUser(t.app);
    const res = await initialize(t.app, buyer, { eventId: '2', ticketQuantity: 2, promoCode: 'BIGFIXED' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orderStatus: 'paid', authorization_url: '' });
    const order = await orderOf(res.json().data.reference);
    expect(Number(order.amount)).toBe(0);
    expect(Number(order.discount)).toBe(4_000);
    expect(await promoUses(t, id)).toBe(1);
  });

  it('a 100% code on a paid tier makes a free order with its ticket', async () => {
    await addPromo(t, { code: 'COMP100', kind: 'percent', amount: 100 });
    const buyer = await createSignedInUser(t.app);
    const res = await initialize(t.app, buyer, { eventId: '3', ticketQuantity: 1, promoCode: 'COMP100' });
    expect(res.json().data.orderStatus).toBe('paid');
    const { data } = (await verify(t.app, res.json().data.reference, buyer.headers)).json();
    expect(data.ticket.totalPrice).toBe(0);
    expect(data.ticket.status).toBe('unused');
  });

  it.each([
    ['an unknown code', { code: 'NOSUCH' }, 'NOSUCHCODE', 400, promoMessages.notValid],
    ['a paused code', { code: 'PAUSED1', status: 'paused' as const }, 'PAUSED1', 400, promoMessages.notValid],
    ['a code not open yet', { code: 'SOON1', starts_at: inHours(2) }, 'SOON1', 400, promoMessages.notValid],
    ['an expired code', { code: 'GONE1', ends_at: inHours(-1) }, 'GONE1', 409, promoMessages.expired],
    // Said as of an unknown code: whether a code exists elsewhere is not for a guess to learn.
    ['a code of another event', { code: 'OTHER1', event_id: '5' }, 'OTHER1', 400, promoMessages.notValid],
    [
      "another event's expired code",
      { code: 'OTHER2', event_id: '5', ends_at: inHours(-1) },
      'OTHER2',
      400,
      promoMessages.notValid,
    ],
    ['a code used up', { code: 'USED1', max_uses: 2, uses: 2 }, 'USED1', 409, promoMessages.usedUp],
  ])('refuses %s with its sentence, holding nothing', async (_name, row, typed, status, message) => {
    const id = await addPromo(t, row);
    const buyer = await createSignedInUser(t.app);
    const before = await eventRemaining(t, '6');
    const uses = await promoUses(t, id);
    const res = await initialize(t.app, buyer, { eventId: '6', ticketQuantity: 1, promoCode: typed });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await eventRemaining(t, '6')).toBe(before);
    expect(await promoUses(t, id)).toBe(uses);
    const orders = await t.database.db.selectFrom('orders').select('id').where('user_id', '=', buyer.user.id).execute();
    expect(orders).toEqual([]);
    // The preview says the same.
    const preview = await check(buyer, {
      eventId: '6',
      lines: [{ ticketTypeId: '6-regular', quantity: 1 }],
      code: typed,
    });
    expect(preview.statusCode).toBe(status);
    expect(preview.json().message).toBe(message);
  });

  it('refuses a code longer than 40 characters with a sentence', async () => {
    const buyer = await createSignedInUser(t.app);
    const res = await initialize(t.app, buyer, { eventId: '6', promoCode: 'X'.repeat(41) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(promoMessages.codeLong);
  });

  it('keeps to its uses per account: held or paid orders count, a replaced hold does not', async () => {
    const id = await addPromo(t, { code: 'ONCEEACH', max_uses_per_account: 1 });
    const buyer = await createSignedInUser(t.app);
    // Pay again with the code (a second tab): the first hold is replaced and its use comes back.
    await startOrder(t.app, buyer, { eventId: '8', ticketQuantity: 1, promoCode: 'ONCEEACH' });
    const reference = await startOrder(t.app, buyer, { eventId: '8', ticketQuantity: 1, promoCode: 'ONCEEACH' });
    expect(await promoUses(t, id)).toBe(1);
    await simulatorButton(t.app, buyer, reference, 'pay');
    expect((await verifyUntilSettled(t.app, reference)).json().data.orderStatus).toBe('paid');

    const again = await initialize(t.app, buyer, { eventId: '8', ticketQuantity: 1, promoCode: 'ONCEEACH' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(promoMessages.alreadyUsed);
    expect(await promoUses(t, id)).toBe(1);
    // Another account may still use it.
    await startOrder(t.app, await createSignedInUser(t.app), {
      eventId: '8',
      ticketQuantity: 1,
      promoCode: 'ONCEEACH',
    });
    expect(await promoUses(t, id)).toBe(2);
  });

  it('a cancelled hold gives its use back', async () => {
    const id = await addPromo(t, { code: 'CANCELME', max_uses: 1 });
    const buyer = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, buyer, { eventId: '9', ticketQuantity: 1, promoCode: 'CANCELME' });
    expect(await promoUses(t, id)).toBe(1);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${reference}/cancel`, headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    expect(await promoUses(t, id)).toBe(0);
    await startOrder(t.app, await createSignedInUser(t.app), {
      eventId: '9',
      ticketQuantity: 1,
      promoCode: 'CANCELME',
    });
    expect(await promoUses(t, id)).toBe(1);
  });

  it('an expired hold gives its use back; a late payment that takes its seats again uses it again', async () => {
    const id = await addPromo(t, { code: 'LASTONE', max_uses: 1 });
    const late = await createSignedInUser(t.app);
    const reference = await startOrder(t.app, late, { eventId: '9', ticketQuantity: 1, promoCode: 'LASTONE' });
    const next = await createSignedInUser(t.app);
    const refused = await initialize(t.app, next, { eventId: '9', ticketQuantity: 1, promoCode: 'LASTONE' });
    expect(refused.json().message).toBe(promoMessages.usedUp);

    await t.database.db
      .updateTable('orders')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('reference', '=', reference)
      .execute();
    const service = checkoutService({
      db: t.database.db,
      config: t.config,
      provider: choosePaymentProvider(t.config, t.database.db).provider,
      log: t.app.log,
    });
    expect(await service.releaseExpiredHolds(new Date(), '9')).toBe(1);
    expect(await promoUses(t, id)).toBe(0);

    // The late payment comes after all: the seats and the use are taken again.
    await simulatorButton(t.app, late, reference, 'pay');
    expect((await verifyUntilSettled(t.app, reference)).json().data.orderStatus).toBe('paid');
    expect(await promoUses(t, id)).toBe(1);
  });

  it('a use given back after expiry serves the next buyer', async () => {
    const id = await addPromo(t, { code: 'RECYCLE', max_uses: 1 });
    await startOrder(t.app, await createSignedInUser(t.app), { eventId: '9', ticketQuantity: 1, promoCode: 'RECYCLE' });
    await t.database.db
      .updateTable('orders')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('promo_code_id', '=', id)
      .execute();
    const service = checkoutService({
      db: t.database.db,
      config: t.config,
      provider: choosePaymentProvider(t.config, t.database.db).provider,
      log: t.app.log,
    });
    await service.releaseExpiredHolds(new Date(), '9');
    expect(await promoUses(t, id)).toBe(0);
    await startOrder(t.app, await createSignedInUser(t.app), { eventId: '9', ticketQuantity: 1, promoCode: 'RECYCLE' });
    expect(await promoUses(t, id)).toBe(1);
  });
});

describe('POST /api/promo-codes/check', () => {
  it('answers the discount, the total and what the code is', async () => {
    await addPromo(t, { code: 'PREVIEW20', event_id: '4', kind: 'percent', amount: 20, ticketTypeIds: ['4-vip'] });
    const buyer = await createSignedInUser(t.app);
    const res = await check(buyer, {
      eventId: '4',
      lines: [
        { ticketTypeId: '4-regular', quantity: 1 },
        { ticketTypeId: '4-vip', quantity: 2 },
      ],
      code: 'preview20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'PREVIEW20',
      discount: 8_000,
      total: 3_000 + 40_000 - 8_000,
      description: '20% off VIP',
    });
  });

  it('answers a guest too (the summary checks a code before the account step), counting wrong codes by address', async () => {
    await addPromo(t, { code: 'GUEST10', event_id: '1', kind: 'percent', amount: 10 });
    const guest = (await getCsrf(t.app)).headers;
    const ask = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promo-codes/check',
        headers: guest,
        payload: { eventId: '1', lines: [{ ticketTypeId: '1-regular', quantity: 2 }], code },
      });
    const res = await ask('guest10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'GUEST10', discount: 600, total: 5_400 });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await ask('NOPE')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers 429 after 20 wrong codes a minute from one account, so codes cannot be guessed', async () => {
    const buyer = await createSignedInUser(t.app);
    const body = { eventId: '1', lines: [{ ticketTypeId: '1-regular', quantity: 1 }], code: 'GUESS' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await check(buyer, body)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('a code with 10 uses under 100 simultaneous orders', () => {
  it('is held exactly 10 times', async () => {
    const busy = await createTestApp({}, { capacity: 500 });
    try {
      const id = await addPromo(busy, { code: 'RUSH10', max_uses: 10 });
      // Every hold reads the code's row before any takes a use (on SQLite too).
      const racing = await appWithSimultaneousReads(busy, (sql) => sql.startsWith('select * from "promo_codes"'));
      try {
        const buyers = await Promise.all(Array.from({ length: 100 }, () => createSignedInUser(busy.app)));
        const answers = await Promise.all(
          buyers.map((buyer) => initialize(racing.app, buyer, { ticketQuantity: 1, promoCode: 'RUSH10' })),
        );
        if (busy.database.dialect === 'sqlite') expect(racing.staleReads()).toBeGreaterThan(80);
        const ok = answers.filter((answer) => answer.statusCode === 200);
        const others = answers.filter((answer) => answer.statusCode !== 200);
        expect(ok).toHaveLength(10);
        expect(new Set(others.map((answer) => answer.json().message))).toEqual(new Set([promoMessages.usedUp]));
        expect(await promoUses(busy, id)).toBe(10);
        const held = await busy.database.db
          .selectFrom('orders')
          .select('id')
          .where('promo_code_id', '=', id)
          .where('holds_seats', '=', 1)
          .execute();
        expect(held).toHaveLength(10);
        // The refused ones held no seats.
        expect(await eventRemaining(busy, '1')).toBe(500 - 10);
      } finally {
        await racing.close();
      }
    } finally {
      await busy.close();
    }
  });
});
