import type { Kysely } from 'kysely';
import { compiledFor, compileOnce } from '../../db/compiled-query.ts';
import type { Database, PlanSeatsTable, ShowtimeSeatsTable } from '../../db/schema.ts';

/**
 * One seat of a date (decision 51): where it is in the plan, the tier it sells at, and the order
 * holding or having bought it, or the waitlist claim holding it (decision 53); neither: free.
 */
export type DateSeat = Omit<PlanSeatsTable, 'plan_id'> & Omit<ShowtimeSeatsTable, 'showtime_id'>;

/** Whether nobody holds the seat: no order and no waitlist claim (decision 53). */
export const isSeatFree = (seat: Pick<DateSeat, 'order_id' | 'claim_id'>): boolean =>
  seat.order_id === null && seat.claim_id === null;

/** A date's seats with where they are in its plan. */
const seatRows = (db: Kysely<Database>, showtimeId: string) =>
  db
    .selectFrom('showtime_seats as ss')
    .innerJoin('showtimes as s', 's.id', 'ss.showtime_id')
    .innerJoin('plan_seats as p', (join) =>
      join.onRef('p.plan_id', '=', 's.seat_plan_id').onRef('p.seat_id', '=', 'ss.seat_id'),
    )
    .select([
      'ss.seat_id',
      'p.section',
      'p.row',
      'p.number',
      'p.x',
      'p.y',
      'p.kind',
      'ss.ticket_type_id',
      'ss.order_id',
      'ss.claim_id',
    ])
    .where('ss.showtime_id', '=', showtimeId);

const statementsOf = compiledFor((db) => ({
  seatsOf: compileOnce((showtimeId: string) => seatRows(db, showtimeId).orderBy('p.y').orderBy('p.x')),
  freeSeatsOf: compileOnce((showtimeId: string) =>
    seatRows(db, showtimeId).where('ss.order_id', 'is', null).where('ss.claim_id', 'is', null),
  ),
  versionOf: compileOnce((showtimeId: string) =>
    db
      .selectFrom('showtimes as s')
      .innerJoin('events as e', 'e.id', 's.event_id')
      .select(['s.seat_version', 's.seat_plan_id', 's.event_id'])
      .where('s.id', '=', showtimeId)
      .where('e.status', '!=', 'draft'),
  ),
}));

const toSeat = (row: DateSeat): DateSeat => ({
  ...row,
  number: Number(row.number),
  x: Number(row.x),
  y: Number(row.y),
});

/** A date's seats, front row first, left to right; none for a date without a plan. */
export async function seatsOfDate(db: Kysely<Database>, showtimeId: string): Promise<DateSeat[]> {
  return (await statementsOf(db).seatsOf(db, showtimeId)).rows.map(toSeat);
}

/**
 * A date's free seats only: what the hold picks from again after a seat it wanted went. Enough
 * for best available (a taken seat is a gap between the free ones), and fewer rows to read.
 */
export async function freeSeatsOfDate(db: Kysely<Database>, showtimeId: string): Promise<DateSeat[]> {
  return (await statementsOf(db).freeSeatsOf(db, showtimeId)).rows.map(toSeat);
}

/** A date's seat version (changes with every change of its seats) and plan; undefined for no such date (or a draft's). */
export async function seatVersionOf(db: Kysely<Database>, showtimeId: string) {
  const [row] = (await statementsOf(db).versionOf(db, showtimeId)).rows;
  return row && { version: Number(row.seat_version), planId: row.seat_plan_id, eventId: row.event_id };
}
