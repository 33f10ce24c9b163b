import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assignSeatPlan, insertSeatPlan } from '../../db/seat-plans.ts';
import type { Tier } from './money-path-model.ts';
import { inPlanOrder, labelOf, PLAN_SEATS, SEAT_SECTIONS, TIER_OF_SECTION, tierOfSeat } from './money-path-seats.ts';

/**
 * The seated sale's side of money-path-world.ts (decision 51): its date given the plan of
 * money-path-seats.ts, and the seats read back after every step, with the invariants they must
 * keep whatever the model says.
 */

/** Gives the sale's one date its plan, each section sold at its tier: the date's and the event's seats become the plan's. */
export async function seatTheDate(
  db: Kysely<Database>,
  { planId, showtimeId, tierIds }: { planId: string; showtimeId: string; tierIds: Record<Tier, string> },
): Promise<void> {
  await insertSeatPlan(
    db,
    { id: planId, venue: 'Money path hall', name: planId, sections: [...SEAT_SECTIONS] },
    new Date(),
  );
  const tierOfSection = Object.fromEntries(
    Object.entries(TIER_OF_SECTION).map(([section, tier]) => [section, tierIds[tier]]),
  );
  await assignSeatPlan(db, showtimeId, planId, tierOfSection);
}

/** An order of the sale as the seat checks need it. */
interface OrderOfSale {
  id: string;
  reference: string;
  status: string;
  holds_seats: number;
  quantity: number;
}

/** A waitlist claim of the sale as the seat checks need it, with its place's tier, status and date. */
interface ClaimOfSale {
  id: string;
  entry_id: string;
  status: string;
  quantity: number;
  expires_at: string;
  tier: Tier;
  entryStatus: string | null;
  showtimeId: string | null;
}

/**
 * The seats as the database has them: each order's chosen seats (order_seats), each claim's held
 * seats (showtime_seats.claim_id), and what broke the seats' rules.
 */
export interface SeatsSeen {
  /** Each order's seats by reference, in the buyer's order (empty for an unnumbered sale's). */
  seatsOf: Map<string, string[]>;
  /** The seats each open claim holds, by its place's row id, in the plan's order (decision 53). */
  seatsOfClaim: Map<string, string[]>;
  problems: string[];
}

/**
 * Reads the date's seats and the orders' seats, and checks on the database alone (decision 51):
 * no seat is two orders'; a seat is taken exactly when the order that chose it holds it (pending,
 * or paid); every seat-holding order owns the seats it chose, one per ticket, named as the plan
 * names them (its ticket email too). A seat a claim holds (decision 53) has no order and belongs
 * to an open, unexpired claim of a place in this date's line, which holds one seat of its tier's
 * section per ticket. The free seats are those neither an order nor a claim holds: the date's
 * count is its free seats (a date's claim holds its count and its seats), and each tier's count
 * and the event's, with what open claims for any date hold (decision 30), are the free seats of
 * the tier's section and of the plan; the seats claims hold are what the date's claims count.
 */
export async function observeSeats(
  db: Kysely<Database>,
  {
    showtimeId,
    tierIds,
    orders,
    claims,
    counts,
  }: {
    showtimeId: string;
    tierIds: Record<Tier, string>;
    orders: readonly OrderOfSale[];
    claims: readonly ClaimOfSale[];
    counts: { tierLeft: Record<Tier, number>; eventLeft: number; dateLeft: number };
  },
): Promise<SeatsSeen> {
  const ids = orders.map((order) => order.id);
  const [dateSeats, chosen, emails] = await Promise.all([
    db
      .selectFrom('showtime_seats')
      .select(['seat_id', 'order_id', 'claim_id', 'ticket_type_id'])
      .where('showtime_id', '=', showtimeId)
      .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('order_seats')
          .select(['order_id', 'seat_id', 'label', 'position'])
          .where('order_id', 'in', ids)
          .orderBy('order_id')
          .orderBy('position')
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('outbox')
          .select(['order_id', 'text_body'])
          .where('order_id', 'in', ids)
          .where('kind', '=', 'ticket')
          .execute(),
  ]);
  const problems: string[] = [];
  const seatsOf = new Map<string, string[]>();
  const owner = new Map(dateSeats.map((seat) => [seat.seat_id, seat.order_id]));
  const heldBy = new Map<string, string>();
  for (const order of orders) {
    const mine = chosen.filter((row) => row.order_id === order.id);
    seatsOf.set(
      order.reference,
      mine.map((row) => row.seat_id),
    );
    const what = `order ${order.reference} (${order.status})`;
    if (mine.length !== Number(order.quantity))
      problems.push(`${what} chose ${mine.length} seats for ${order.quantity} tickets`);
    for (const row of mine) {
      if (row.label !== labelOf(row.seat_id)) problems.push(`${what} names ${row.seat_id} "${row.label}"`);
    }
    const holds = Number(order.holds_seats) === 1;
    if (holds !== (order.status === 'pending' || order.status === 'paid')) {
      problems.push(`${what} holds_seats ${order.holds_seats}`);
    }
    if (!holds) continue;
    for (const row of mine) {
      const other = heldBy.get(row.seat_id);
      if (other) problems.push(`${row.seat_id} is held by ${other} and ${order.reference}`);
      heldBy.set(row.seat_id, order.reference);
      if (owner.get(row.seat_id) !== order.id) problems.push(`${what} does not own its seat ${row.seat_id}`);
    }
    const email = emails.find((each) => each.order_id === order.id);
    const names = `Seats: ${mine.map((row) => row.label).join('; ')}`;
    if (email && !email.text_body?.includes(names))
      problems.push(`the ticket email of ${what} does not say "${names}"`);
  }
  // A seat taken by an order that does not hold seats (released, refunded), or by no order of the sale.
  for (const seat of dateSeats) {
    if (seat.order_id === null) continue;
    const order = orders.find((each) => each.id === seat.order_id);
    if (!order || heldBy.get(seat.seat_id) !== order.reference) {
      problems.push(`${seat.seat_id} is taken by ${order ? `${order.reference} (${order.status})` : seat.order_id}`);
    }
  }
  if (dateSeats.length !== PLAN_SEATS.length) problems.push(`the date has ${dateSeats.length} seats`);
  for (const seat of dateSeats) {
    if (seat.ticket_type_id !== tierIds[tierOfSeat(seat.seat_id)])
      problems.push(`${seat.seat_id} sells at another tier`);
  }
  // The seats claims hold (decision 53): each an open, unexpired claim's of a place in this date's line.
  const seatsOfClaim = new Map<string, string[]>();
  const now = new Date().toISOString();
  for (const seat of dateSeats) {
    if (seat.claim_id === null) continue;
    if (seat.order_id !== null) problems.push(`${seat.seat_id} is held by an order and a claim`);
    const claim = claims.find((each) => each.id === seat.claim_id);
    const what = claim ? `the ${claim.status} claim of ${claim.entry_id} (${claim.entryStatus})` : seat.claim_id;
    if (claim?.status !== 'open' || claim.entryStatus !== 'offered' || claim.expires_at <= now) {
      problems.push(`${seat.seat_id} is held by ${what}`);
    } else if (claim.showtimeId !== showtimeId) problems.push(`${seat.seat_id} is held by ${what}, not of the date`);
    if (claim) seatsOfClaim.set(claim.entry_id, [...(seatsOfClaim.get(claim.entry_id) ?? []), seat.seat_id]);
  }
  const claimedForAnyDate: Record<Tier, number> = { paid: 0, free: 0 };
  const claimedOnDate: Record<Tier, number> = { paid: 0, free: 0 };
  for (const claim of claims) {
    if (claim.status !== 'open') continue;
    const held = seatsOfClaim.get(claim.entry_id) ?? [];
    const ofDate = claim.showtimeId === showtimeId;
    (ofDate ? claimedOnDate : claimedForAnyDate)[claim.tier] += Number(claim.quantity);
    if (held.length !== (ofDate ? Number(claim.quantity) : 0)) {
      problems.push(`the claim of ${claim.entry_id} holds ${held.length} seats for ${claim.quantity} tickets`);
    }
    for (const id of held) {
      if (tierOfSeat(id) !== claim.tier) problems.push(`the ${claim.tier} claim of ${claim.entry_id} holds ${id}`);
    }
  }
  for (const [entryId, held] of seatsOfClaim) seatsOfClaim.set(entryId, inPlanOrder(held));
  const count = (tier: Tier | undefined, held: (seat: (typeof dateSeats)[number]) => boolean) =>
    dateSeats.filter((seat) => held(seat) && (!tier || tierOfSeat(seat.seat_id) === tier)).length;
  const free = (tier?: Tier) => count(tier, (seat) => seat.order_id === null && seat.claim_id === null);
  const same = (actual: number, expected: number, what: string) => {
    if (actual !== expected) problems.push(`${what}: ${actual}, the seats say ${expected}`);
  };
  same(counts.dateLeft, free(), "the date's seats left");
  same(
    counts.eventLeft + claimedForAnyDate.paid + claimedForAnyDate.free,
    free(),
    "the event's seats left and claimed",
  );
  for (const tier of ['paid', 'free'] as const) {
    same(counts.tierLeft[tier] + claimedForAnyDate[tier], free(tier), `the ${tier} tier's seats left and claimed`);
    const claimHeld = count(tier, (seat) => seat.claim_id !== null);
    same(claimedOnDate[tier], claimHeld, `the ${tier} seats the date's open claims count`);
  }
  return { seatsOf, seatsOfClaim, problems };
}
