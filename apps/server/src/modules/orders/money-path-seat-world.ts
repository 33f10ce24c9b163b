import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assignSeatPlan, insertSeatPlan } from '../../db/seat-plans.ts';
import type { Tier } from './money-path-model.ts';
import { labelOf, PLAN_SEATS, SEAT_SECTIONS, TIER_OF_SECTION, tierOfSeat } from './money-path-seats.ts';

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

/** The seats as the database has them: each order's chosen seats (order_seats), and what broke the seats' rules. */
export interface SeatsSeen {
  /** Each order's seats by reference, in the buyer's order (empty for an unnumbered sale's). */
  seatsOf: Map<string, string[]>;
  problems: string[];
}

/**
 * Reads the date's seats and the orders' seats, and checks on the database alone (decision 51):
 * no seat is two orders'; a seat is taken exactly when the order that chose it holds it (pending,
 * or paid); every seat-holding order owns the seats it chose, one per ticket, named as the plan
 * names them (its ticket email too); the date's count is its free seats, and each tier's count and
 * the event's, with what open waitlist claims hold (decision 30), are the free seats of the tier's
 * section and of the plan.
 */
export async function observeSeats(
  db: Kysely<Database>,
  {
    showtimeId,
    tierIds,
    orders,
    counts,
  }: {
    showtimeId: string;
    tierIds: Record<Tier, string>;
    orders: readonly OrderOfSale[];
    counts: { tierLeft: Record<Tier, number>; eventLeft: number; dateLeft: number; claimed: Record<Tier, number> };
  },
): Promise<SeatsSeen> {
  const ids = orders.map((order) => order.id);
  const [dateSeats, chosen, emails] = await Promise.all([
    db
      .selectFrom('showtime_seats')
      .select(['seat_id', 'order_id', 'ticket_type_id'])
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
  const free = (tier?: Tier) =>
    dateSeats.filter((seat) => seat.order_id === null && (!tier || tierOfSeat(seat.seat_id) === tier)).length;
  const same = (actual: number, expected: number, what: string) => {
    if (actual !== expected) problems.push(`${what}: ${actual}, the free seats say ${expected}`);
  };
  same(counts.dateLeft, free(), "the date's seats left");
  same(counts.eventLeft + counts.claimed.paid + counts.claimed.free, free(), "the event's seats left and claimed");
  for (const tier of ['paid', 'free'] as const) {
    same(counts.tierLeft[tier] + counts.claimed[tier], free(tier), `the ${tier} tier's seats left and claimed`);
  }
  return { seatsOf, problems };
}
