import { layoutPlan, type PlanSeat, type SectionSpec } from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';
import { httpError } from '../lib/http-error.ts';
import type { Database } from './schema.ts';

/** A plan as stored: its seats generated from its sections (rules/seats.ts `layoutPlan`). */
export interface NewSeatPlan {
  id: string;
  venue: string;
  name: string;
  sections: SectionSpec[];
}

/** The plan's seats, or the back office's 400 with the first problem in its numbers. */
export function seatsOfPlan(sections: readonly SectionSpec[]): PlanSeat[] {
  const laid = layoutPlan(sections);
  if ('problem' in laid) throw httpError(400, laid.problem);
  return laid.seats;
}

/** Writes a plan's seats, a few hundred rows a statement (a statement's parameters are bounded). */
export async function insertPlanSeats(
  trx: Kysely<Database>,
  planId: string,
  seats: readonly PlanSeat[],
): Promise<void> {
  for (let start = 0; start < seats.length; start += 200) {
    await trx
      .insertInto('plan_seats')
      .values(
        seats.slice(start, start + 200).map((seat) => ({
          plan_id: planId,
          seat_id: seat.id,
          section: seat.section,
          row: seat.row,
          number: seat.number,
          x: seat.x,
          y: seat.y,
          kind: seat.kind,
        })),
      )
      .execute();
  }
}

/** Writes a new plan and its seats (in the caller's transaction). */
export async function insertSeatPlan(trx: Kysely<Database>, plan: NewSeatPlan, now: Date): Promise<PlanSeat[]> {
  const seats = seatsOfPlan(plan.sections);
  const stamp = now.toISOString();
  await trx
    .insertInto('seat_plans')
    .values({
      id: plan.id,
      venue: plan.venue,
      name: plan.name,
      sections: JSON.stringify(plan.sections),
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await insertPlanSeats(trx, plan.id, seats);
  return seats;
}

/**
 * Gives a date its plan (decision 51): one `showtime_seats` row per seat, each section sold at
 * its tier, and the date's count becomes the plan's seats plus `standing`, the places of its
 * tiers with no seats on the plan (a concert's pitch beside its seated stand; none for a hall
 * sold wholly by seat). The event's total moves by the difference (decision 50: it is the sum of
 * its dates'). Only a date nobody has bought or held yet.
 */
export async function assignSeatPlan(
  trx: Kysely<Database>,
  showtimeId: string,
  planId: string,
  tierOfSection: Readonly<Record<string, string>>,
  { standing = 0 }: { standing?: number } = {},
): Promise<void> {
  const seats = await trx
    .selectFrom('plan_seats')
    .select(['seat_id', 'section'])
    .where('plan_id', '=', planId)
    .execute();
  const date = await trx
    .selectFrom('showtimes')
    .select(['event_id', 'capacity', 'remaining'])
    .where('id', '=', showtimeId)
    .executeTakeFirstOrThrow();
  if (Number(date.capacity) !== Number(date.remaining)) {
    throw httpError(409, 'This date already has orders, so its seats cannot change to a plan.');
  }
  for (let start = 0; start < seats.length; start += 200) {
    await trx
      .insertInto('showtime_seats')
      .values(
        seats.slice(start, start + 200).map((seat) => {
          const tier = tierOfSection[seat.section];
          if (!tier) throw httpError(400, `Choose the tier that sells ${seat.section}.`);
          return { showtime_id: showtimeId, seat_id: seat.seat_id, ticket_type_id: tier, order_id: null };
        }),
      )
      .execute();
  }
  const count = seats.length + standing;
  const change = count - Number(date.capacity);
  await trx
    .updateTable('showtimes')
    .set({ seat_plan_id: planId, capacity: count, remaining: count, seat_version: sql`seat_version + 1` })
    .where('id', '=', showtimeId)
    .execute();
  await trx
    .updateTable('events')
    .set({ capacity: sql`capacity + ${change}`, remaining: sql`remaining + ${change}` })
    .where('id', '=', date.event_id)
    .execute();
}
