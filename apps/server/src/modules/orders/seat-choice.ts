import { type OrderLineRequest, seatMessages } from '@storefront/contracts/api';
import { bestAvailable, seatLabel } from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError, httpError } from '../../lib/http-error.ts';
import { type DateSeat, freeSeatsOfDate, isSeatFree } from '../seats/index.ts';
import type { ChosenSeat, NewOrderLine } from './orders-repository.ts';

// Reserved seats at the hold (decision 51): the seats the buyer named, or best available for
// each tier sold by seat, checked against the date's plan as read. The hold takes them by one
// conditional UPDATE; a named seat gone meanwhile is the hold's refusal (`refuseTakenSeats`).

const chosen = (seat: DateSeat): ChosenSeat => ({ seatId: seat.seat_id, label: seatLabel(seat) });

/**
 * Named seats already taken as read: refused at once, before the hold's lock, unless seats may
 * come free for this buyer (holds that ran out, or the buyer's own open hold). A seated rush's
 * losers then never queue for the date's row (decision 51).
 */
export function takenAsRead(seats: readonly DateSeat[], seatIds: readonly string[]): HttpError | null {
  const taken = seats.filter((seat) => !isSeatFree(seat) && seatIds.includes(seat.seat_id));
  return taken.length > 0 ? httpError(409, seatMessages.taken(taken.map(seatLabel))) : null;
}

/** The seats the buyer named, each on the date's plan, as the lines they make (one ticket per seat, by its section's tier). */
function namedSeats(
  seats: readonly DateSeat[],
  seatIds: readonly string[],
): { seats: DateSeat[]; lines: { ticketTypeId: string; quantity: number }[] } {
  const byId = new Map(seats.map((seat) => [seat.seat_id, seat]));
  const named = seatIds.map((id) => {
    const seat = byId.get(id);
    if (!seat) throw httpError(404, seatMessages.unknown(id));
    return seat;
  });
  const quantities = new Map<string, number>();
  for (const seat of named) quantities.set(seat.ticket_type_id, (quantities.get(seat.ticket_type_id) ?? 0) + 1);
  return { seats: named, lines: [...quantities].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })) };
}

/**
 * The order's lines when the buyer named seats (decision 51). The seats alone: their lines, one
 * ticket per seat at its section's tier. Beside lines: those lines, once every tier with seats on
 * the plan has exactly one named seat per ticket; a line of a tier with no seats here (standing
 * beside a seated stand) takes none. Refused in the buyer's words, naming the tier and its counts.
 */
export function linesWithNamedSeats(
  seats: readonly DateSeat[],
  seatIds: readonly string[],
  lines: readonly OrderLineRequest[] | undefined,
  tierName: (ticketTypeId: string) => string | undefined,
): OrderLineRequest[] {
  const named = namedSeats(seats, seatIds).lines;
  if (!lines) return named;
  for (const [ticketTypeId, section] of sectionsOf(seats)) {
    const tickets = lines.reduce((sum, line) => sum + (line.ticketTypeId === ticketTypeId ? line.quantity : 0), 0);
    const chosen = named.find((line) => line.ticketTypeId === ticketTypeId)?.quantity ?? 0;
    if (tickets !== chosen) {
      throw httpError(400, seatMessages.seatsForTier(tierName(ticketTypeId) ?? section, tickets, chosen));
    }
  }
  return [...lines];
}

/**
 * The plan's tiers, each with the section it sells (from every seat of the date, taken or free):
 * a line of one of these tiers takes seats, however few are free.
 */
export const sectionsOf = (seats: readonly DateSeat[]): Map<string, string> =>
  new Map(seats.map((seat) => [seat.ticket_type_id, seat.section]));

/**
 * The seats an order takes: the named ones, or best available for each line whose tier sells
 * seats on this plan (a line of a tier with no seats here, standing beside a seated section, takes
 * none). Refused in the buyer's words when a tier has no run of that many free seats together.
 * `isFree`: whether a seat is free (by default as `seats` were read).
 */
export function seatsForLines(
  seats: readonly DateSeat[],
  lines: readonly Pick<NewOrderLine, 'ticketTypeId' | 'quantity'>[],
  seatIds: readonly string[] | undefined,
  sections: ReadonlyMap<string, string> = sectionsOf(seats),
  isFree: (seat: DateSeat) => boolean = isSeatFree,
): ChosenSeat[] {
  if (seatIds) return namedSeats(seats, seatIds).seats.map(chosen);
  const forPick = seats.map((seat) => ({
    id: seat.seat_id,
    section: seat.section,
    row: seat.row,
    x: seat.x,
    y: seat.y,
    kind: seat.kind,
    ticketTypeId: seat.ticket_type_id,
    free: isFree(seat),
  }));
  const byId = new Map(seats.map((seat) => [seat.seat_id, seat]));
  const picked: ChosenSeat[] = [];
  for (const line of lines) {
    const section = sections.get(line.ticketTypeId);
    if (section === undefined) continue;
    const ids = bestAvailable(forPick, line.quantity, line.ticketTypeId);
    if (!ids) throw httpError(409, seatMessages.noneTogether(line.quantity, section));
    for (const id of ids) picked.push(chosen(byId.get(id) as DateSeat));
  }
  return picked;
}

/**
 * Best available as read, before the hold: the refusal when a line's tier has too few free seats
 * (so a seated rush's losers never queue for the date's lock), else null. The hold picks again.
 */
export function bestAvailableAsRead(
  seats: readonly DateSeat[],
  lines: readonly Pick<NewOrderLine, 'ticketTypeId' | 'quantity'>[],
): HttpError | null {
  try {
    seatsForLines(seats, lines, undefined);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

/**
 * After the hold found one of the named seats taken: refused with the ones that went, so the
 * buyer keeps the rest and re-picks (best available needs no such step: it is picked under the
 * date's lock, which every hold of a seated date takes first). Returns when none went. The
 * buyer's own open hold, which the refused hold would have replaced, holds none that went.
 */
export async function refuseTakenSeats(
  db: Kysely<Database>,
  showtimeId: string,
  wanted: readonly ChosenSeat[],
  userId: string,
): Promise<void> {
  const [free, own] = await Promise.all([
    freeSeatsOfDate(db, showtimeId),
    db
      .selectFrom('showtime_seats')
      .innerJoin('orders', 'orders.id', 'showtime_seats.order_id')
      .select('showtime_seats.seat_id')
      .where('showtime_seats.showtime_id', '=', showtimeId)
      .where('orders.user_id', '=', userId)
      .where('orders.status', '=', 'pending')
      .execute(),
  ]);
  const kept = new Set([...free, ...own].map((seat) => seat.seat_id));
  const gone = wanted.filter((each) => !kept.has(each.seatId));
  if (gone.length > 0) throw httpError(409, seatMessages.taken(gone.map((seat) => seat.label)));
}

/**
 * Best available, decided inside the hold's transaction (decision 51): the date's row is locked
 * first (its seat version moves on), so holds picking best available for one date pick one after
 * another from the seats the previous ones left, as committed; racing buyers never all pick the
 * same best pair and retry into each other. Refused in the buyer's words when none are together.
 * Picked on the date's whole plan (`plan`, as read before the lock: a sold plan's seats never
 * change), each seat free as committed: a row's and a section's middle are of all their seats,
 * as the picker previews them, not of the free ones (a lone end seat is no row's centre).
 */
export async function pickBestUnderLock(
  trx: Kysely<Database>,
  showtimeId: string,
  lines: readonly Pick<NewOrderLine, 'ticketTypeId' | 'quantity'>[],
  plan: readonly DateSeat[],
): Promise<ChosenSeat[]> {
  await trx
    .updateTable('showtimes')
    .set({ seat_version: sql`seat_version + 1` })
    .where('id', '=', showtimeId)
    .execute();
  const free = new Set((await freeSeatsOfDate(trx, showtimeId)).map((seat) => seat.seat_id));
  return seatsForLines(plan, lines, undefined, sectionsOf(plan), (seat) => free.has(seat.seat_id));
}
