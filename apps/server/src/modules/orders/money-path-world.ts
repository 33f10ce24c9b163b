import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { waitlistMessages } from '@storefront/contracts/rules';
import { expect, vi } from 'vitest';
import { adminPost } from '../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import {
  initialize as initializeRoute,
  postWebhook,
  simulatorButton,
  verify as verifyRoute,
} from '../../../test/checkout-helpers.ts';
import { checkIn } from '../../../test/door-helpers.ts';
import { giveEventTo, type SignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { addPromo } from '../../../test/promo-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { addTier } from '../../../test/tier-helpers.ts';
import { hashToken } from '../../lib/tokens.ts';
import { feesOf, localFeeKobo, type SimulatorProvider, simulatedSplit } from '../payments/index.ts';
import { advanceRoom } from '../waiting-room/index.ts';
import type { CheckoutService } from './checkout-service.ts';
import {
  type ClaimRefusal,
  ceilingOf,
  commissionBpsOf,
  commissionOf,
  copy,
  type DateName,
  type EntryModel,
  type Expected,
  expectedOf,
  type JoinRequest,
  type Layout,
  type MoneyModel,
  moneyTaken,
  type OrderModel,
  type OrderRequest,
  type PassState,
  type Payment,
  type PromoName,
  SALE,
  type Seller,
  SPLIT,
  type Stock,
  stockOf,
  type TicketState,
  type Tier,
  validTicket,
} from './money-path-model.ts';
import { observeSeats, seatTheDate } from './money-path-seat-world.ts';
import { labelOf, seatSentenceOf } from './money-path-seats.ts';
import { splitOfPayment } from './settle.ts';

/**
 * The real side of money-path.model.test.ts: one app for the file, and for each sequence a fresh
 * event with the model's sale, three buyers and two codes, sold by the platform or by an
 * organizer (decision 31). Every step goes through the routes a browser, the provider, an admin
 * or the door uses, except the sweep, which is a checkout of its own run with a clock ahead of
 * the wall's (as reconciliation.test.ts does), and a payment "in another tab", made at the
 * simulator with its webhook lost (the simulator's own pay()).
 */
export interface Shop {
  t: TestApp;
  admin: SignedInUser;
  /** Door staff of the platform (users.role 'staff'): admits for any event (architecture.md §11). */
  staff: SignedInUser;
  /** Two approved organizers with payout accounts, the second with an admin's commission override. */
  organizers: Record<Exclude<Seller, 'platform'>, SignedInOrganizer & { subaccountCode: string }>;
  simulator: SimulatorProvider;
  sweep: CheckoutService;
  webhookSecret: string;
}

export interface World extends Shop {
  eventId: string;
  seller: Seller;
  layout: Layout;
  /** The sale has dates (decision 50): every order names one, by its row id here (a seated sale's one date by both names). */
  dated: boolean;
  showtimeIds: Record<DateName, string>;
  /** The seats of its tiers, the event and its dates. */
  stock: Stock;
  /** Who admits at the door: the platform's staff, or the organizer for their own event (architecture.md §16). */
  door: SignedInUser;
  tierIds: Record<Tier, string>;
  promoIds: Record<PromoName, string>;
  promoCodes: Record<PromoName, string>;
  buyers: SignedInUser[];
  /** Behind a waiting room (decision 54): each account's pass while fresh (null: none, or used). */
  room: boolean;
  passes: (string | null)[];
}

let sales = 0;

export async function openSale(
  shop: Shop,
  seller: Seller = 'platform',
  layout: Layout = 'one',
  room = false,
): Promise<World> {
  const { db } = shop.t.database;
  const stock = stockOf(layout);
  const dated = layout === 'dated';
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
      // Behind a waiting room (decision 54), on sale an hour ago and letting in as fast as asked:
      // only the seats left hold the line back (room-advance.ts).
      waiting_room_on_sale_at: room ? new Date(Date.now() - 3_600_000).toISOString() : null,
      waiting_room_queue_minutes: 120,
      waiting_room_admit_per_second: 1_000_000,
      waiting_room_pass_minutes: 30,
    })
    .execute();
  // A dated sale's dates: the event's own start, and the next day's; their seats add up to the event's.
  // A seated sale's one date, at the event's start, whose seats its plan makes (below).
  const seatedId = `${eventId}-seated`;
  const showtimeIds =
    layout === 'seated' ? { early: seatedId, late: seatedId } : { early: `${eventId}-early`, late: `${eventId}-late` };
  if (layout === 'seated') {
    await db
      .insertInto('showtimes')
      .values({
        id: seatedId,
        event_id: eventId,
        starts_at: base.starts_at,
        ends_at: base.ends_at,
        capacity: SALE.seats,
        remaining: SALE.seats,
      })
      .execute();
  }
  if (dated) {
    const day = 86_400_000;
    const length = Date.parse(base.ends_at) - Date.parse(base.starts_at);
    for (const [index, name] of (['early', 'late'] as const).entries()) {
      const start = Date.parse(base.starts_at) + index * day;
      await db
        .insertInto('showtimes')
        .values({
          id: showtimeIds[name],
          event_id: eventId,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + length).toISOString(),
          capacity: SALE.dates[name],
          remaining: SALE.dates[name],
        })
        .execute();
    }
  }
  const organizer = seller === 'platform' ? null : shop.organizers[seller];
  if (organizer) await giveEventTo(shop.t.app, eventId, organizer.organizerId);
  // The waitlist offers a tier's line by tier id (waitlist-claims.ts): '-guests' sorts before '-regular'.
  const tierIds = { paid: `${eventId}-regular`, free: `${eventId}-guests` };
  await addTier(shop.t, {
    id: tierIds.paid,
    event_id: eventId,
    name: 'Regular',
    price: SALE.price.paid,
    capacity: stock.tierStock.paid,
    sort_order: 0,
  });
  await addTier(shop.t, {
    id: tierIds.free,
    event_id: eventId,
    name: 'Guest list',
    price: SALE.price.free,
    capacity: stock.tierStock.free,
    sort_order: 1,
  });
  // The plan's rows for the date, once its tiers exist; the event's seats move to the plan's (decision 51).
  if (layout === 'seated') await seatTheDate(db, { planId: `money-path-${eventId}`, showtimeId: seatedId, tierIds });
  // The event's own codes: a platform-wide code never applies to an organizer's event (decision 31).
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
  const door = organizer ?? shop.staff;
  return {
    ...shop,
    eventId,
    seller,
    layout,
    dated: layout !== 'one',
    showtimeIds,
    stock,
    door,
    tierIds,
    promoIds,
    promoCodes,
    buyers,
    room,
    passes: buyers.map(() => null),
  };
}

/**
 * The account's fresh pass (decision 54): a new place taken when it has none or its last pass was
 * used, then the room moved on. An unconfirmed account is refused a place (403) and has none. The
 * model's `withFreshPass` says the same.
 */
export async function freshPass(w: World, account: number): Promise<void> {
  if (!w.room || w.passes[account]) return;
  const buyer = w.buyers[account] as SignedInUser;
  const place = () =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/events/${w.eventId}/waiting-room/place`,
      headers: buyer.headers,
      payload: { again: true },
    });
  let answer = await place();
  if (!SALE.confirmed[account]) {
    expect(answer.statusCode).toBe(403);
    return;
  }
  // The room moved on at once (not at a process's next move) until it lets the account in, or
  // cannot for want of seats: the place then waits, with no pass.
  const room = await w.t.app.waitingRooms.settingsOf(w.eventId);
  for (let tries = 0; tries < 5 && !answer.json().pass && room; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    await advanceRoom(w.t.database.db, room, new Date());
    answer = await place();
  }
  w.passes[account] = answer.json().pass?.token ?? null;
}

/**
 * A finished sequence's orders and line leave the sweep: its holds never run out, its closed
 * orders are not asked about again, nobody of it waits and its claims never lapse, so the next
 * sequence's sweep meets only its own (its batches are oldest first: decision 24).
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
  const entries = db.selectFrom('waitlist_entries').select('id').where('event_id', '=', w.eventId);
  await db
    .updateTable('waitlist_claims')
    .set({ expires_at: '9999-12-31T23:59:59.999Z' })
    .where('entry_id', 'in', entries)
    .where('status', '=', 'open')
    .execute();
  await db
    .updateTable('waitlist_entries')
    .set({ status: 'left' })
    .where('event_id', '=', w.eventId)
    .where('status', 'in', ['unconfirmed', 'waiting'])
    .execute();
}

/** An order's row as the split and the door are checked on it. */
interface OrderSeen {
  reference: string;
  amount: number;
  status: Expected['orders'][string]['status'];
  commission: number | null;
  fee: number | null;
  share: number | null;
  feeBearer: string | null;
  subaccount: string | null;
  ticket: { status: TicketState; admitted: number; admits: number } | null;
}

interface Seen {
  state: Expected;
  timing: Map<string, OrderModel['timing'] & { id: string; ticketId: string | null }>;
  /** Each place in line's join time, and its claim's time and token hash. */
  line: Map<string, { confirmedAt: string | null; claim: { expiresAt: string; tokenHash: string } | null }>;
  /** Seats held by open claims, per tier; and by those of a date's places (decision 53), per date. */
  claimed: Record<Tier, number>;
  dateClaimed: Record<DateName, number>;
  /** Seats held or sold by orders, per date (a dated sale's); orders of a dated sale naming no date. */
  dateHeld: Record<DateName, number>;
  undatedOrders: number;
  /** Claims whose seats are not their places' tickets (claim.seats ≠ quantity × admits), or whose place's status disagrees. */
  claimProblems: string[];
  rows: OrderSeen[];
  /** The event's door count (door_counts), and its counted admissions (door_admissions). */
  doorCount: number;
  /** Emails of the event's orders that are none of a ticket, a refund-pending notice and a refund. */
  strayEmails: string[];
  /** A seated sale's seats that break their rules (money-path-seat-world.ts). */
  seatProblems: string[];
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

/** What a place's status must be for its claim's (waitlist-claims.ts): offered while open, claimed once used, lapsed with it. */
const entryStatusOfClaim = { open: 'offered', used: 'claimed', lapsed: 'lapsed' } as const;

/** Each account's place in the sale's waiting room (decision 54): none, waiting, let in with its pass fresh, or its pass used. */
async function passesOf(w: World): Promise<PassState[]> {
  const places = await w.t.database.db
    .selectFrom('waiting_room_places')
    .select(['user_id', 'admitted_at', 'pass_used_at'])
    .where('event_id', '=', w.eventId)
    .execute();
  return w.buyers.map((buyer) => {
    const place = places.find((row) => row.user_id === buyer.user.id);
    if (!place) return 'none';
    if (place.pass_used_at) return 'used';
    return place.admitted_at ? 'fresh' : 'waiting';
  });
}

/** The event's stock, orders, line and door as the database has them, in the model's terms. */
async function observe(w: World): Promise<Seen> {
  const { db } = w.t.database;
  const [dates, tiers, event, promos, orders, lines, tickets, emails, payments, entries, claims, door, admissions] =
    await Promise.all([
      db.selectFrom('showtimes').select(['id', 'remaining']).where('event_id', '=', w.eventId).execute(),
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
        .select(['tickets.id', 'tickets.order_id', 'tickets.status', 'tickets.admitted', 'tickets.admits'])
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
      db
        .selectFrom('waitlist_entries')
        .select(['id', 'user_id', 'ticket_type_id', 'showtime_id', 'quantity', 'status', 'confirmed_at'])
        .where('event_id', '=', w.eventId)
        .execute(),
      db
        .selectFrom('waitlist_claims')
        .innerJoin('waitlist_entries', 'waitlist_entries.id', 'waitlist_claims.entry_id')
        .select([
          'waitlist_claims.id',
          'waitlist_claims.entry_id',
          'waitlist_claims.status',
          'waitlist_claims.seats',
          'waitlist_claims.quantity',
          'waitlist_claims.expires_at',
          'waitlist_claims.token_hash',
        ])
        .where('waitlist_entries.event_id', '=', w.eventId)
        .execute(),
      db.selectFrom('door_counts').select('admitted').where('event_id', '=', w.eventId).executeTakeFirst(),
      db.selectFrom('door_admissions').select(['counted']).where('event_id', '=', w.eventId).execute(),
    ]);
  const left = (rows: { id: string; remaining?: number | null; uses?: number }[], id: string) => {
    const row = rows.find((each) => each.id === id);
    return Number(row?.remaining ?? row?.uses);
  };
  const promoOf = (id: string | null) =>
    (Object.keys(w.promoIds) as PromoName[]).find((name) => w.promoIds[name] === id) ?? null;
  const tierOf = (id: string | undefined): Tier => (id === w.tierIds.paid ? 'paid' : 'free');
  const accountOf = (userId: string | null) => w.buyers.findIndex((buyer) => buyer.user.id === userId);
  const counted = admissions.filter((a) => Number(a.counted) === 1).length;
  const state: Expected = {
    tierLeft: { paid: left(tiers, w.tierIds.paid), free: left(tiers, w.tierIds.free) },
    eventLeft: Number(event.remaining),
    // A one-date sale has no dates: the model's never move; a seated sale has one.
    dateLeft: {
      early: w.dated ? left(dates, w.showtimeIds.early) : w.stock.dates.early,
      late: w.layout === 'dated' ? left(dates, w.showtimeIds.late) : w.stock.dates.late,
    },
    promoUses: { HALF: left(promos, w.promoIds.HALF), GRATIS: left(promos, w.promoIds.GRATIS) },
    orders: {},
    entries: {},
    door: { counted, uncounted: admissions.length - counted },
    passes: w.room ? await passesOf(w) : null,
  };
  const timing: Seen['timing'] = new Map();
  const rows: OrderSeen[] = [];
  const strayEmails: string[] = [];
  for (const order of orders) {
    const counts = { ticket: 0, refundPending: 0, refund: 0 };
    for (const email of emails.filter((e) => e.order_id === order.id)) {
      const kind = emailKind(email);
      if (kind) counts[kind] += 1;
      else strayEmails.push(email.subject);
    }
    const ticket = tickets.find((each) => each.order_id === order.id);
    state.orders[order.reference] = {
      account: accountOf(order.user_id),
      tier: tierOf(lines.find((line) => line.order_id === order.id)?.ticket_type_id),
      quantity: Number(order.quantity),
      amount: Number(order.amount),
      promo: promoOf(order.promo_code_id),
      status: order.status,
      holds: Number(order.holds_seats) === 1,
      payment: paymentOf(payments.find((p) => p.reference === order.reference)?.status),
      ticket: (ticket?.status as TicketState | undefined) ?? 'none',
      admitted: Number(ticket?.admitted ?? 0),
      emails: counts,
      seats: [],
      refundReason: order.refund_reason,
    };
    const nullable = (value: number | null) => (value === null ? null : Number(value));
    rows.push({
      reference: order.reference,
      amount: Number(order.amount),
      status: order.status,
      commission: nullable(order.commission_kobo),
      fee: nullable(order.fee_kobo),
      share: nullable(order.organizer_share_kobo),
      feeBearer: order.fee_bearer,
      subaccount: order.subaccount,
      ticket: ticket
        ? { status: ticket.status as TicketState, admitted: Number(ticket.admitted), admits: Number(ticket.admits) }
        : null,
    });
    timing.set(order.reference, {
      id: order.id,
      ticketId: ticket?.id ?? null,
      holdExpiresAt: order.hold_expires_at,
      recheckAt: order.recheck_at,
      providerCheckedAt: order.provider_checked_at,
    });
  }
  const line: Seen['line'] = new Map();
  const claimed: Record<Tier, number> = { paid: 0, free: 0 };
  const dateClaimed: Record<DateName, number> = { early: 0, late: 0 };
  const dateOf = (id: string | null): DateName | null =>
    id === null ? null : id === w.showtimeIds.early ? 'early' : id === w.showtimeIds.late ? 'late' : null;
  const claimProblems: string[] = [];
  for (const entry of entries) {
    const claim = claims.find((each) => each.entry_id === entry.id);
    const tier = tierOf(entry.ticket_type_id);
    const date = dateOf(entry.showtime_id);
    if (entry.showtime_id !== null && date === null) claimProblems.push(`${entry.id} is for another date`);
    state.entries[entry.id] = {
      account: accountOf(entry.user_id),
      tier,
      quantity: Number(entry.quantity),
      date,
      status: entry.status,
      claim: claim?.status ?? null,
      seats: [],
    };
    line.set(entry.id, {
      confirmedAt: entry.confirmed_at,
      claim: claim ? { expiresAt: claim.expires_at, tokenHash: claim.token_hash } : null,
    });
    if (!claim) continue;
    if (claim.status === 'open') claimed[tier] += Number(claim.seats);
    if (claim.status === 'open' && date !== null) dateClaimed[date] += Number(claim.seats);
    if (Number(claim.seats) !== Number(entry.quantity) || Number(claim.quantity) !== Number(entry.quantity)) {
      claimProblems.push(`the claim of ${entry.id} holds ${claim.seats} seats for ${entry.quantity} tickets`);
    }
    if (entryStatusOfClaim[claim.status] !== entry.status) {
      claimProblems.push(`the claim of ${entry.id} is ${claim.status} and its place ${entry.status}`);
    }
  }
  if (claims.length > new Set(claims.map((claim) => claim.entry_id)).size)
    claimProblems.push('a place with two claims');
  const holding = orders.filter((order) => Number(order.holds_seats) === 1);
  const heldOn = (id: string) =>
    holding.filter((order) => order.showtime_id === id).reduce((sum, order) => sum + Number(order.seats), 0);
  const seats =
    w.layout === 'seated'
      ? await observeSeats(db, {
          showtimeId: w.showtimeIds.early,
          tierIds: w.tierIds,
          orders,
          claims: claims.map((claim) => {
            const entry = entries.find((each) => each.id === claim.entry_id);
            return {
              ...claim,
              tier: tierOf(entry?.ticket_type_id),
              entryStatus: entry?.status ?? null,
              showtimeId: entry?.showtime_id ?? null,
            };
          }),
          counts: { tierLeft: state.tierLeft, eventLeft: state.eventLeft, dateLeft: state.dateLeft.early },
        })
      : null;
  for (const [reference, order] of Object.entries(state.orders)) order.seats = seats?.seatsOf.get(reference) ?? [];
  for (const [entryId, entry] of Object.entries(state.entries)) entry.seats = seats?.seatsOfClaim.get(entryId) ?? [];
  return {
    state,
    timing,
    line,
    claimed,
    dateClaimed,
    dateHeld: { early: heldOn(w.showtimeIds.early), late: heldOn(w.showtimeIds.late) },
    undatedOrders: w.dated ? orders.filter((order) => order.showtime_id === null).length : 0,
    claimProblems,
    rows,
    doorCount: Number(door?.admitted ?? 0),
    strayEmails,
    seatProblems: seats?.problems ?? [],
  };
}

/**
 * The checks below run after every step: an `expect` only when a value is wrong, so that a
 * passing step costs a comparison (vitest's assertions add up over thousands of steps).
 */
function same(actual: unknown, expected: unknown, what: string) {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, what).toStrictEqual(expected);
}
function atMost(actual: number, most: number, what: string) {
  if (!(actual <= most)) expect(actual, what).toBeLessThanOrEqual(most);
}

/**
 * An organizer's order (decision 31, architecture.md §16): the organizer's subaccount, the fee
 * bearer as configured, the commission the rate of what the buyer pays (after the code's
 * discount), and once settled, the fee and share splitOfPayment (settle.ts) makes of what the
 * provider reported: the simulator's fee and split (simulator-payouts.ts), or nothing for a free
 * order. The platform's own orders have no split at all.
 */
function checkSplit(w: World, o: OrderSeen) {
  const what = `order ${o.reference} (${o.status}, amount ${o.amount})`;
  const bps = commissionBpsOf(w.seller);
  const split = { commission: o.commission, fee: o.fee, share: o.share, feeBearer: o.feeBearer, sub: o.subaccount };
  if (bps === null) {
    const none = { commission: null, fee: null, share: null, feeBearer: null, sub: null };
    same(split, none, `${what}: the platform's own order has no split`);
    return;
  }
  const commission = commissionOf(o.amount, bps);
  const amountKobo = o.amount * 100;
  const reported =
    amountKobo === 0
      ? undefined
      : {
          split: {
            feeKobo: localFeeKobo(amountKobo),
            subaccountKobo:
              simulatedSplit(amountKobo, { transactionChargeKobo: commission, bearer: SPLIT.feeBearer }).split
                ?.subaccount ?? null,
          },
        };
  const settled = moneyTaken(o.status)
    ? splitOfPayment({ amount: o.amount, commission_kobo: commission, fee_bearer: SPLIT.feeBearer }, reported)
    : { fee_kobo: null, organizer_share_kobo: null };
  const organizer = w.organizers[w.seller as Exclude<Seller, 'platform'>];
  same(
    split,
    {
      commission,
      fee: settled.fee_kobo,
      share: settled.organizer_share_kobo,
      feeBearer: SPLIT.feeBearer,
      sub: organizer.subaccountCode,
    },
    `${what}: the organizer's split`,
  );
}

/**
 * The door's rules on the database (architecture.md §11, decision 26): a ticket admits at most its
 * people, is 'used' exactly when all are in, and a cancelled one has let nobody in; someone went
 * in only on a paid order (the refund refuses such a ticket); the event's count is the people in.
 */
function checkDoor(seen: Seen) {
  let admitted = 0;
  for (const o of seen.rows) {
    if (!o.ticket) continue;
    const what = `the ticket of ${o.reference} (${o.ticket.status}, ${o.ticket.admitted} of ${o.ticket.admits} in)`;
    admitted += o.ticket.admitted;
    atMost(o.ticket.admitted, o.ticket.admits, what);
    if (o.ticket.status !== 'cancelled') {
      same(o.ticket.status === 'used', o.ticket.admitted === o.ticket.admits, `${what}: used when everyone is in`);
    }
    if (o.ticket.admitted > 0) same(o.status, 'paid', `${what}: someone went in on an order that is not paid`);
  }
  same(seen.doorCount, admitted, "the door's count");
  same(seen.state.door.counted, admitted, "the door's counted admissions");
}

/**
 * The invariants of the money path, on the database alone: they must hold after every step
 * whatever the model says, so they are checked first. `final`: every
 * payment the provider took has been announced to us (the simulator retries its webhook for 72
 * hours: decision 24).
 */
function checkInvariants(w: World, seen: Seen, { final }: { final: boolean }) {
  const orders = Object.entries(seen.state.orders);
  const holding = orders.filter(([, o]) => o.holds);
  const held = (filter: (o: Expected['orders'][string]) => boolean) =>
    holding.filter(([, o]) => filter(o)).reduce((sum, [, o]) => sum + o.quantity, 0);
  // Seats sold and held (by orders and by open waitlist claims) plus seats free are the capacity,
  // for each tier and the event (decision 30).
  for (const tier of ['paid', 'free'] as const) {
    const total = seen.state.tierLeft[tier] + held((o) => o.tier === tier) + seen.claimed[tier];
    same(total, w.stock.tierStock[tier], `the ${tier} tier's stock`);
  }
  const claimed = seen.claimed.paid + seen.claimed.free;
  same(seen.state.eventLeft + held(() => true) + claimed, w.stock.seats, "the event's seats");
  // Each date's seats sold and held plus free are its capacity, and every order of a dated sale
  // names its date (decision 50). A one-date sale's orders name none; a seated sale has one date.
  if (w.dated) {
    for (const date of w.layout === 'seated' ? (['early'] as const) : (['early', 'late'] as const)) {
      // A date's places' open claims hold the date's seats too (decision 53).
      const total = seen.state.dateLeft[date] + seen.dateHeld[date] + seen.dateClaimed[date];
      same(total, w.stock.dates[date], `the ${date} date's seats`);
    }
    same(seen.undatedOrders, 0, 'orders of a dated sale naming no date');
  } else same(seen.dateHeld.early + seen.dateHeld.late, 0, 'seats of a one-date sale held on a date');
  // A seated sale's seats: each once, taken exactly while held or paid, counted (decision 51).
  same(seen.seatProblems, [], "the date's seats");
  same(seen.claimProblems, [], "the waitlist's claims");
  // No account holds or has bought more than its ceiling (decision 21).
  for (const account of SALE.confirmed.keys()) {
    atMost(
      held((o) => o.account === account),
      ceilingOf(account),
      `account ${'ABC'[account]}'s tickets`,
    );
  }
  for (const [reference, o] of orders) {
    const what = `order ${reference} (${o.status}, amount ${o.amount}, payment ${o.payment})`;
    // A paid order has exactly one valid ticket and its email; a refunded one keeps its cancelled ticket.
    same(validTicket(o.ticket), o.status === 'paid', `${what}: paid if and only if its ticket is valid`);
    if (o.ticket === 'cancelled') {
      same(['refund_pending', 'refunded'].includes(o.status), true, `${what}: a cancelled ticket's order`);
    }
    same(o.emails.ticket, o.ticket === 'none' ? 0 : 1, `${what}: one ticket email per ticket`);
    // Money is taken only through the provider, and a refund only of money taken.
    const providerHasIt = o.payment === 'success' || o.payment === 'reversed';
    if (moneyTaken(o.status)) same(o.amount === 0 || providerHasIt, true, `${what}: settled without money`);
    same(
      o.payment === 'reversed',
      o.status === 'refunded' && o.amount > 0,
      `${what}: reversed at the provider if and only if refunded`,
    );
    same(o.emails.refund, o.status === 'refunded' ? 1 : 0, `${what}: one refund email once refunded`);
    // The checkout's refund-pending email is for money that came without a ticket: never for a
    // free order, nor twice.
    atMost(o.emails.refundPending, o.amount > 0 && providerHasIt ? 1 : 0, `${what}: refund-pending emails`);
    // No money kept without a ticket or a refund: once the provider's webhooks have all come,
    // every payment it took is a paid order with its ticket, or refund_pending, or refunded.
    if (final && providerHasIt) same(moneyTaken(o.status), true, `${what}: money taken, no ticket, no refund`);
  }
  // A code's uses are the orders that hold a use (held, or bought): at most its maximum, late
  // payments included (a late payment finding none left is refunded: settle.ts).
  for (const name of ['HALF', 'GRATIS'] as const) {
    const users = orders.filter(([, o]) => o.promo === name && (o.holds || o.ticket !== 'none')).length;
    same(seen.state.promoUses[name], users, `${name}'s uses`);
    atMost(seen.state.promoUses[name], SALE.promos[name].maxUses, `${name}'s uses`);
  }
  for (const o of seen.rows) checkSplit(w, o);
  checkDoor(seen);
  same(seen.strayEmails, [], 'emails the money path should not send');
}

/** One way a step may have ended: the model after it, and what the routes answered. */
export interface Outcome {
  model: MoneyModel;
  answers: unknown[];
}

/**
 * The claim links the waitlist mailed the account (waitlist-emails.ts), by their tokens' hashes,
 * each with the seats its email names ("Your seats: …": a seated date's claim, decision 53).
 */
async function claimLinks(w: World, account: number): Promise<Map<string, { token: string; seats: string[] }>> {
  const mails = await w.t.database.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', (w.buyers[account] as SignedInUser).user.email)
    .where('subject', 'like', 'Your seats for %')
    .execute();
  return new Map(
    mails.map((mail) => {
      const token = /\/waitlist\/claim\/([\w-]+)/.exec(mail.text_body ?? '')?.[1] ?? '';
      const seats = /Your seats: (.+)\./.exec(mail.text_body ?? '')?.[1]?.split('; ') ?? [];
      return [hashToken(token), { token, seats }];
    }),
  );
}

/**
 * After a step: the invariants hold in the database, and the database and the answers match one
 * of the outcomes the model allows (more than one where requests ran side by side or a 5-second
 * throttle was on its edge). The model becomes that one, with the timings, the line's times and
 * the claims' links read back.
 */
export async function expectOneOf(
  m: MoneyModel,
  w: World,
  outcomes: Outcome[],
  answers: unknown[],
  { final = false } = {},
): Promise<void> {
  const seen = await observe(w);
  checkInvariants(w, seen, { final });
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
    const { id, ticketId, ...times } = seenTiming;
    order.id = id;
    order.ticketId = ticketId;
    order.timing = times;
  }
  for (const entry of m.entries) {
    const seenEntry = seen.line.get(entry.id);
    entry.confirmedAt = seenEntry?.confirmedAt ?? null;
    if (!entry.claim || !seenEntry?.claim) continue;
    entry.claim.expiresAt = seenEntry.claim.expiresAt;
    if (entry.claim.token === '') {
      const link = (await claimLinks(w, entry.account)).get(seenEntry.claim.tokenHash);
      if (!link) throw new Error(`no claim email for w#${entry.number}`);
      entry.claim.token = link.token;
      // The email names the seats the claim holds (decision 53), as the plan names them.
      same(
        [...link.seats].sort(),
        entry.claim.seats.map(labelOf).sort(),
        `the seats the claim email of w#${entry.number} names`,
      );
    }
  }
}

export const buyerName = (account: number) => 'ABC'[account] ?? String(account);

/** What initialize's refusal of a claim says, in the model's words (waitlist-claims.ts `claimRefusal`). */
function claimAnswerOf(message: string): ClaimRefusal | 409 {
  if (message === waitlistMessages.claimNotYours) return 'not-yours';
  if (message === waitlistMessages.claimUsed) return 'used';
  if (message === waitlistMessages.claimExpired) return 'expired';
  return 409;
}

/**
 * POST /api/initialize-transaction for one of the model's requests (on a seated date, naming its
 * seats or asking for best available), or with a waitlist claim's link (`claimToken`): its
 * reference (null when refused) and the answer to check: the order's status (a free one is paid
 * at once), or the refusal's code (a claim's refusal, by its reason); and a refusal's sentence
 * when it is about seats (seatSentenceOf).
 */
export async function initializeOrder(w: World, r: OrderRequest, claimToken?: string) {
  // A claim's order needs no pass: its claim is its own offer (decision 54).
  const pass = w.room && !claimToken ? w.passes[r.account] : null;
  const res = await initializeRoute(w.t.app, w.buyers[r.account] as SignedInUser, {
    eventId: w.eventId,
    ...(r.seatIds
      ? { ticketQuantity: r.seatIds.length, seatIds: r.seatIds }
      : { ticketQuantity: r.quantity, lines: [{ ticketTypeId: w.tierIds[r.tier], quantity: r.quantity }] }),
    ...(r.promo ? { promoCode: w.promoCodes[r.promo] } : {}),
    ...(claimToken ? { claimToken } : {}),
    ...(w.dated ? { showtimeId: w.showtimeIds[r.date] } : {}),
    ...(pass ? { waitingRoomPass: pass } : {}),
  });
  // A held order used the pass (decision 54); a refused one left it to be used again.
  if (pass && res.statusCode === 200) w.passes[r.account] = null;
  const data = res.statusCode === 200 ? res.json().data : null;
  const refusal = claimToken && res.statusCode === 409 ? claimAnswerOf(res.json().message) : res.statusCode;
  return {
    code: res.statusCode,
    reference: data ? (data.reference as string) : null,
    answer: data ? data.orderStatus : refusal,
    seatSentence: data ? null : seatSentenceOf(String(res.json().message)),
  };
}

/**
 * POST /api/waitlist as the account, signed in, with its own email, for one tier, and one date
 * when the place names it (decision 53); an unconfirmed account then opens the link its email carries (GET /api/waitlist/confirm). Answers
 * what the join said (and the link's status code), and the account's active place's row id.
 */
export async function joinLine(w: World, j: JoinRequest) {
  const buyer = w.buyers[j.account] as SignedInUser;
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: buyer.headers,
    payload: {
      eventId: w.eventId,
      ticketTypeId: w.tierIds[j.tier],
      email: buyer.user.email,
      quantity: j.quantity,
      ...(j.date ? { showtimeId: w.showtimeIds[j.date] } : {}),
    },
  });
  const answers: unknown[] = [res.statusCode === 201 ? res.json().status : res.statusCode];
  const { db } = w.t.database;
  if (answers[0] === 'unconfirmed') {
    const mail = await db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', buyer.user.email)
      .where('subject', 'like', 'Confirm your place on the waitlist%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.text_body ?? '')?.[1];
    answers.push((await w.t.app.inject({ url: `/api/waitlist/confirm?token=${token}` })).statusCode);
  }
  const entry = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('event_id', '=', w.eventId)
    .where('user_id', '=', buyer.user.id)
    .where('ticket_type_id', '=', w.tierIds[j.tier])
    .where('showtime_id', j.date ? '=' : 'is', j.date ? w.showtimeIds[j.date] : null)
    .where('status', 'in', ['unconfirmed', 'waiting', 'offered'])
    .executeTakeFirst();
  return { answers, entryId: entry?.id ?? '(none)' };
}

/** GET /api/waitlist/claims/:token as the account: what the claim link shows it (403: another's). */
export const showClaim = (w: World, e: EntryModel, account: number) =>
  w.t.app.inject({
    url: `/api/waitlist/claims/${e.claim?.token}`,
    headers: (w.buyers[account] as SignedInUser).headers,
  });

export const buyerOf = (w: World, o: OrderModel) => w.buyers[o.account] as SignedInUser;

/**
 * The signed charge.success the provider posts, for the order's amount, with the fee and split
 * the provider recorded for the payment (Paystack's `fees`, `fees_split`: simulator-webhooks.ts).
 */
export async function webhookOf(w: World, o: OrderModel) {
  const payment = await w.t.database.db
    .selectFrom('simulated_payments')
    .select(['fees_kobo', 'split'])
    .where('reference', '=', o.reference)
    .executeTakeFirst();
  const data = {
    reference: o.reference,
    amount: o.amount * 100,
    currency: 'NGN',
    status: 'success',
    ...(payment ? feesOf(payment) : {}),
  };
  return postWebhook(w.t.app, JSON.stringify({ event: 'charge.success', data }), w.webhookSecret);
}

export const verifyOrder = (w: World, o: OrderModel) => verifyRoute(w.t.app, o.reference, buyerOf(w, o).headers);

export const popUp = (w: World, o: OrderModel, button: 'pay' | 'decline') =>
  simulatorButton(w.t.app, buyerOf(w, o), o.reference, button);

export const cancelOrder = (w: World, o: OrderModel) =>
  w.t.app.inject({ method: 'POST', url: `/api/orders/${o.reference}/cancel`, headers: buyerOf(w, o).headers });

/** The back office's refund: its status code, and the door's reason when it refused a ticket someone went in on. */
export async function refundOrderRoute(w: World, o: OrderModel): Promise<unknown[]> {
  const res = await adminPost(w.t.app, w.admin, `/api/admin/orders/${o.id}/refund`, { reason: 'Model-based test' });
  const message = res.statusCode === 409 ? String(res.json().message) : '';
  return message.includes('admitted at the door') ? [409, 'admitted at the door'] : [res.statusCode];
}

/** POST /api/check-in of the order's reference as the door types it, confirming a scan before the doors open. */
export async function admitRoute(w: World, o: OrderModel): Promise<unknown[]> {
  const res = await checkIn(w.t.app, w.door.headers, o.reference, w.eventId, { confirm: true });
  const body = res.statusCode === 200 ? res.json() : null;
  return body ? [body.result, body.admittedCount] : [res.statusCode];
}

let admissions = 0;

/** POST /api/door/events/{id}/sync: one person a device let in offline on the order's ticket, just now. */
export async function syncRoute(w: World, o: OrderModel): Promise<unknown[]> {
  admissions += 1;
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/door/events/${w.eventId}/sync`,
    headers: w.door.headers,
    payload: {
      deviceId: 'money-path-door',
      admissions: [{ id: `admission-${admissions}`, ticketId: o.ticketId, admittedAt: new Date().toISOString() }],
    },
  });
  if (res.statusCode !== 200) return [res.statusCode];
  const { results, admittedCount } = res.json();
  return [results[0]?.outcome, results[0]?.reason, admittedCount];
}

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
