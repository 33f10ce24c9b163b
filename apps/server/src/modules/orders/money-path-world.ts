import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { expect, vi } from 'vitest';
import { adminPost } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import {
  chargeSuccess,
  initialize as initializeRoute,
  postWebhook,
  simulatorButton,
  verify as verifyRoute,
} from '../../../test/checkout-helpers.ts';
import { addPromo } from '../../../test/promo-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { addTier } from '../../../test/tier-helpers.ts';
import type { SimulatorProvider } from '../payments/index.ts';
import type { CheckoutService } from './checkout-service.ts';
import {
  ceilingOf,
  copy,
  type Expected,
  expectedOf,
  type MoneyModel,
  moneyTaken,
  type OrderModel,
  type OrderRequest,
  type Payment,
  type PromoName,
  SALE,
  type Tier,
} from './money-path-model.ts';

/**
 * The real side of money-path.model.test.ts: one app for the file, and for each sequence a fresh
 * event with the model's sale, three buyers and two codes. Every step goes through the routes a
 * browser, the provider or an admin uses, except the sweep, which is a checkout of its own run with
 * a clock ahead of the wall's (as reconciliation.test.ts does), and a payment "in another tab",
 * made at the simulator with its webhook lost (the simulator's own pay()).
 */
export interface Shop {
  t: TestApp;
  admin: SignedInUser;
  simulator: SimulatorProvider;
  sweep: CheckoutService;
  webhookSecret: string;
}

export interface World extends Shop {
  eventId: string;
  tierIds: Record<Tier, string>;
  promoIds: Record<PromoName, string>;
  promoCodes: Record<PromoName, string>;
  buyers: SignedInUser[];
}

let sales = 0;

export async function openSale(shop: Shop): Promise<World> {
  const { db } = shop.t.database;
  sales += 1;
  // Event ids are numbers (the API's parameters say so); the catalogue's are below 100.
  const eventId = String(100_000 + sales);
  const suffix = `${sales}${randomUUID().slice(0, 4)}`;
  // A copy of a catalogue event (published, starting in the future), with the model's seats and limits.
  const {
    revision: _revision,
    sort_order: _sortOrder,
    ...base
  } = await db.selectFrom('events').selectAll().where('id', '=', '1').executeTakeFirstOrThrow();
  await db
    .insertInto('events')
    .values({
      ...base,
      id: eventId,
      title: `Money path ${sales}`,
      capacity: SALE.seats,
      remaining: SALE.seats,
      max_per_order: SALE.maxPerOrder,
      max_per_account: SALE.maxPerAccount,
      status: 'published',
    })
    .execute();
  const tierIds = { paid: `${eventId}-regular`, free: `${eventId}-guests` };
  await addTier(shop.t, {
    id: tierIds.paid,
    event_id: eventId,
    name: 'Regular',
    price: SALE.price.paid,
    capacity: SALE.tierStock.paid,
    sort_order: 0,
  });
  await addTier(shop.t, {
    id: tierIds.free,
    event_id: eventId,
    name: 'Guest list',
    price: SALE.price.free,
    capacity: SALE.tierStock.free,
    sort_order: 1,
  });
  const promoCodes = { HALF: `HALF${suffix}`.toUpperCase(), GRATIS: `GRATIS${suffix}`.toUpperCase() };
  const promoIds = {} as Record<PromoName, string>;
  for (const name of ['HALF', 'GRATIS'] as const) {
    const { percent, maxUses } = SALE.promos[name];
    promoIds[name] = await addPromo(shop.t, {
      code: promoCodes[name],
      event_id: eventId,
      kind: 'percent',
      amount: percent,
      max_uses: maxUses,
    });
  }
  const buyers = [];
  for (const confirmed of SALE.confirmed) buyers.push(await createSignedInUser(shop.t.app, { confirmed }));
  return { ...shop, eventId, tierIds, promoIds, promoCodes, buyers };
}

/**
 * A finished sequence's orders leave the sweep: its holds never run out and its closed orders are
 * not asked about again, so the next sequence's sweep meets only its own orders (its batches are
 * oldest first: decision 24).
 */
export async function closeSale(w: World): Promise<void> {
  const { db } = w.t.database;
  await db.updateTable('orders').set({ recheck_at: null }).where('event_id', '=', w.eventId).execute();
  await db
    .updateTable('orders')
    .set({ hold_expires_at: '9999-12-31T23:59:59.999Z' })
    .where('event_id', '=', w.eventId)
    .where('status', '=', 'pending')
    .execute();
}

interface Seen {
  state: Expected;
  timing: Map<string, OrderModel['timing'] & { id: string }>;
  /** Emails of the event's orders that are none of a ticket, a refund-pending notice and a refund. */
  strayEmails: string[];
}

const paymentOf = (status: string | undefined): Payment => {
  if (status === undefined) return 'none';
  if (status === 'pending') return 'open';
  return status as Payment;
};

/** An order's email by what it says (ticket-email.ts, refund-emails.ts). */
function emailKind(email: { kind: string | null; subject: string }) {
  if (email.kind === 'ticket') return 'ticket';
  if (email.subject.includes('will be refunded')) return 'refundPending';
  if (email.subject.startsWith('Your refund for')) return 'refund';
  // A free order's refund gives no money back: its notice says the ticket was cancelled (order-refunds.ts).
  if (email.subject.startsWith('Your ticket for') && email.subject.endsWith('was cancelled')) return 'refund';
  return null;
}

/** The event's stock and orders as the database has them, in the model's terms. */
async function observe(w: World): Promise<Seen> {
  const { db } = w.t.database;
  const [tiers, event, promos, orders, lines, tickets, emails, payments] = await Promise.all([
    db.selectFrom('ticket_types').select(['id', 'remaining']).where('event_id', '=', w.eventId).execute(),
    db.selectFrom('events').select('remaining').where('id', '=', w.eventId).executeTakeFirstOrThrow(),
    db.selectFrom('promo_codes').select(['id', 'uses']).where('event_id', '=', w.eventId).execute(),
    db.selectFrom('orders').selectAll().where('event_id', '=', w.eventId).execute(),
    db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.order_id', 'order_lines.ticket_type_id'])
      .where('orders.event_id', '=', w.eventId)
      .execute(),
    db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select(['tickets.order_id', 'tickets.status'])
      .where('orders.event_id', '=', w.eventId)
      .execute(),
    db
      .selectFrom('outbox')
      .innerJoin('orders', 'orders.id', 'outbox.order_id')
      .select(['outbox.order_id', 'outbox.kind', 'outbox.subject'])
      .where('orders.event_id', '=', w.eventId)
      .execute(),
    db
      .selectFrom('simulated_payments')
      .innerJoin('orders', 'orders.reference', 'simulated_payments.reference')
      .select(['simulated_payments.reference', 'simulated_payments.status'])
      .where('orders.event_id', '=', w.eventId)
      .execute(),
  ]);
  const left = (rows: { id: string; remaining?: number | null; uses?: number }[], id: string) => {
    const row = rows.find((each) => each.id === id);
    return Number(row?.remaining ?? row?.uses);
  };
  const promoOf = (id: string | null) =>
    (Object.keys(w.promoIds) as PromoName[]).find((name) => w.promoIds[name] === id) ?? null;
  const state: Expected = {
    tierLeft: { paid: left(tiers, w.tierIds.paid), free: left(tiers, w.tierIds.free) },
    eventLeft: Number(event.remaining),
    promoUses: { HALF: left(promos, w.promoIds.HALF), GRATIS: left(promos, w.promoIds.GRATIS) },
    orders: {},
  };
  const timing: Seen['timing'] = new Map();
  const strayEmails: string[] = [];
  for (const order of orders) {
    const counts = { ticket: 0, refundPending: 0, refund: 0 };
    for (const email of emails.filter((e) => e.order_id === order.id)) {
      const kind = emailKind(email);
      if (kind) counts[kind] += 1;
      else strayEmails.push(email.subject);
    }
    const tierId = lines.find((line) => line.order_id === order.id)?.ticket_type_id;
    const ticket = tickets.find((each) => each.order_id === order.id);
    state.orders[order.reference] = {
      account: w.buyers.findIndex((buyer) => buyer.user.id === order.user_id),
      tier: tierId === w.tierIds.paid ? 'paid' : 'free',
      quantity: Number(order.quantity),
      amount: Number(order.amount),
      promo: promoOf(order.promo_code_id),
      status: order.status,
      holds: Number(order.holds_seats) === 1,
      payment: paymentOf(payments.find((p) => p.reference === order.reference)?.status),
      ticket: (ticket?.status as OrderModel['ticket'] | undefined) ?? 'none',
      emails: counts,
      refundReason: order.refund_reason,
    };
    timing.set(order.reference, {
      id: order.id,
      holdExpiresAt: order.hold_expires_at,
      recheckAt: order.recheck_at,
      providerCheckedAt: order.provider_checked_at,
    });
  }
  return { state, timing, strayEmails };
}

/**
 * The invariants of the money path, on the database alone: they must hold after every step
 * whatever the model says, so they are checked first. `final`: every
 * payment the provider took has been announced to us (the simulator retries its webhook for 72
 * hours: decision 24).
 */
function checkInvariants(seen: Seen, { final }: { final: boolean }) {
  const orders = Object.entries(seen.state.orders);
  const holding = orders.filter(([, o]) => o.holds);
  const held = (filter: (o: Expected['orders'][string]) => boolean) =>
    holding.filter(([, o]) => filter(o)).reduce((sum, [, o]) => sum + o.quantity, 0);
  // Seats sold and held plus seats free are the capacity, for each tier and the event (decision 30).
  for (const tier of ['paid', 'free'] as const) {
    expect(seen.state.tierLeft[tier] + held((o) => o.tier === tier), `the ${tier} tier's stock`).toBe(
      SALE.tierStock[tier],
    );
  }
  expect(seen.state.eventLeft + held(() => true), "the event's seats").toBe(SALE.seats);
  // No account holds or has bought more than its ceiling (decision 21).
  for (const account of SALE.confirmed.keys()) {
    expect(
      held((o) => o.account === account),
      `account ${'ABC'[account]}'s tickets`,
    ).toBeLessThanOrEqual(ceilingOf(account));
  }
  for (const [reference, o] of orders) {
    const what = `order ${reference} (${o.status}, amount ${o.amount}, payment ${o.payment})`;
    // A paid order has exactly one valid ticket and its email; a refunded one keeps its cancelled ticket.
    expect(o.ticket === 'unused', `${what}: paid if and only if its ticket is valid`).toBe(o.status === 'paid');
    if (o.ticket === 'cancelled') expect(['refund_pending', 'refunded'], what).toContain(o.status);
    expect(o.emails.ticket, `${what}: one ticket email per ticket`).toBe(o.ticket === 'none' ? 0 : 1);
    // Money is taken only through the provider, and a refund only of money taken.
    const providerHasIt = o.payment === 'success' || o.payment === 'reversed';
    if (moneyTaken(o.status)) expect(o.amount === 0 || providerHasIt, `${what}: settled without money`).toBe(true);
    expect(o.payment === 'reversed', `${what}: reversed at the provider if and only if refunded`).toBe(
      o.status === 'refunded' && o.amount > 0,
    );
    expect(o.emails.refund, `${what}: one refund email once refunded`).toBe(o.status === 'refunded' ? 1 : 0);
    // The checkout's refund-pending email is for money that came without a ticket: never for a
    // free order, nor twice.
    expect(o.emails.refundPending, `${what}: refund-pending emails`).toBeLessThanOrEqual(
      o.amount > 0 && providerHasIt ? 1 : 0,
    );
    // No money kept without a ticket or a refund: once the provider's webhooks have all come,
    // every payment it took is a paid order with its ticket, or refund_pending, or refunded.
    if (final && providerHasIt) expect(moneyTaken(o.status), `${what}: money taken, no ticket, no refund`).toBe(true);
  }
  // A code's uses are the orders that hold a use (held, or bought): at most its maximum, late
  // payments included (a late payment finding none left is refunded: settle.ts).
  for (const name of ['HALF', 'GRATIS'] as const) {
    const users = orders.filter(([, o]) => o.promo === name && (o.holds || o.ticket !== 'none')).length;
    expect(seen.state.promoUses[name], `${name}'s uses`).toBe(users);
    expect(seen.state.promoUses[name], `${name}'s uses`).toBeLessThanOrEqual(SALE.promos[name].maxUses);
  }
  expect(seen.strayEmails, 'emails the money path should not send').toEqual([]);
}

/** One way a step may have ended: the model after it, and what the routes answered. */
export interface Outcome {
  model: MoneyModel;
  answers: unknown[];
}

/**
 * After a step: the invariants hold in the database, and the database and the answers match one
 * of the outcomes the model allows (more than one where requests ran side by side or a 5-second
 * throttle was on its edge). The model becomes that one, with the timings read back.
 */
export async function expectOneOf(
  m: MoneyModel,
  w: World,
  outcomes: Outcome[],
  answers: unknown[],
  { final = false } = {},
): Promise<void> {
  const seen = await observe(w);
  checkInvariants(seen, { final });
  const match = outcomes.find(
    (o) => isDeepStrictEqual(o.answers, answers) && isDeepStrictEqual(expectedOf(o.model), seen.state),
  );
  if (!match) {
    const closest = outcomes[0] as Outcome;
    const note = outcomes.length > 1 ? ` (the first of ${outcomes.length} outcomes the model allows)` : '';
    expect({ answers, database: seen.state }, `the app against the model${note}`).toStrictEqual({
      answers: closest.answers,
      database: expectedOf(closest.model),
    });
    throw new Error('the app matches none of the outcomes the model allows');
  }
  Object.assign(m, copy(match.model));
  for (const order of m.orders) {
    const seenTiming = seen.timing.get(order.reference);
    if (!seenTiming) continue;
    const { id, ...times } = seenTiming;
    order.id = id;
    order.timing = times;
  }
}

export const buyerName = (account: number) => 'ABC'[account] ?? String(account);

/**
 * POST /api/initialize-transaction for one of the model's requests: its reference (null when
 * refused) and the answer to check: the order's status (a free one is paid at once), or the refusal's code.
 */
export async function initializeOrder(w: World, r: OrderRequest) {
  const res = await initializeRoute(w.t.app, w.buyers[r.account] as SignedInUser, {
    eventId: w.eventId,
    ticketQuantity: r.quantity,
    lines: [{ ticketTypeId: w.tierIds[r.tier], quantity: r.quantity }],
    ...(r.promo ? { promoCode: w.promoCodes[r.promo] } : {}),
  });
  const data = res.statusCode === 200 ? res.json().data : null;
  return {
    code: res.statusCode,
    reference: data ? (data.reference as string) : null,
    answer: data ? data.orderStatus : res.statusCode,
  };
}

export const buyerOf = (w: World, o: OrderModel) => w.buyers[o.account] as SignedInUser;

/** The signed charge.success the provider posts, for the order's amount. */
export const webhookOf = (w: World, o: OrderModel) =>
  postWebhook(w.t.app, chargeSuccess(o.reference, o.amount * 100), w.webhookSecret);

export const verifyOrder = (w: World, o: OrderModel) => verifyRoute(w.t.app, o.reference, buyerOf(w, o).headers);

export const popUp = (w: World, o: OrderModel, button: 'pay' | 'decline') =>
  simulatorButton(w.t.app, buyerOf(w, o), o.reference, button);

export const cancelOrder = (w: World, o: OrderModel) =>
  w.t.app.inject({ method: 'POST', url: `/api/orders/${o.reference}/cancel`, headers: buyerOf(w, o).headers });

export const refundOrderRoute = (w: World, o: OrderModel) =>
  adminPost(w.t.app, w.admin, `/api/admin/orders/${o.id}/refund`, { reason: 'Model-based test' });

/** The pop-up's Pay posts its webhook after answering: wait until our route took it (200). */
export async function webhookDelivered(w: World, o: OrderModel) {
  await vi.waitFor(
    async () => {
      const row = await w.t.database.db
        .selectFrom('simulated_payments')
        .select('webhook_delivered_at')
        .where('reference', '=', o.reference)
        .executeTakeFirstOrThrow();
      if (row.webhook_delivered_at === null) throw new Error(`the webhook of ${o.reference} was not delivered`);
    },
    { timeout: 10_000, interval: 5 },
  );
}

/** Whether verify may ask the provider now (once per 5 s per order): both when the throttle was on its edge. */
export function verifyMayAsk(o: OrderModel, before: number, after: number): boolean[] {
  if (o.timing.providerCheckedAt === null) return [true];
  const checked = Date.parse(o.timing.providerCheckedAt);
  if (checked <= before - 5000) return [true];
  if (checked > after - 5000) return [false];
  return [true, false];
}
