import type { ShowtimeSeats } from '@storefront/contracts/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type CachedBody, cachedBody } from '../../lib/cached-body.ts';
import { isSeatFree, seatsOfDate, seatVersionOf } from './date-seats.ts';

/**
 * The seat picker's answer for a date (decision 51): its plan, each section's tier and price, and
 * which seats are taken, at the date's seat version. Built once per version and kept per process
 * (the newest version of each date), so a picker asking every few seconds costs one small read,
 * and a 304 when nothing changed.
 */
export function showtimeSeatsCache(db: Kysely<Database>) {
  const built = new Map<string, { version: number; body: CachedBody }>();

  async function build(showtimeId: string, version: number, planId: string): Promise<CachedBody> {
    const [seats, plan] = await Promise.all([
      seatsOfDate(db, showtimeId),
      db.selectFrom('seat_plans').select(['id', 'name', 'venue']).where('id', '=', planId).executeTakeFirstOrThrow(),
    ]);
    const tierIds = [...new Set(seats.map((seat) => seat.ticket_type_id))];
    const tiers =
      tierIds.length === 0
        ? []
        : await db.selectFrom('ticket_types').select(['id', 'name', 'price']).where('id', 'in', tierIds).execute();
    const sections = [...new Map(seats.map((seat) => [seat.section, seat.ticket_type_id])).entries()].map(
      ([name, ticketTypeId]) => {
        const tier = tiers.find((each) => each.id === ticketTypeId);
        return { name, ticketTypeId, tierName: tier?.name ?? '', price: Number(tier?.price ?? 0) };
      },
    );
    const answer: ShowtimeSeats = {
      showtimeId,
      version,
      plan,
      sections,
      seats: seats.map((seat) => ({
        id: seat.seat_id,
        section: seat.section,
        row: seat.row,
        number: seat.number,
        x: seat.x,
        y: seat.y,
        kind: seat.kind,
        ticketTypeId: seat.ticket_type_id,
        taken: !isSeatFree(seat),
      })),
    };
    return cachedBody(answer);
  }

  return {
    /** The date's answer, or null for a date that is unknown, a draft's, or without a plan. */
    async get(showtimeId: string): Promise<CachedBody | null> {
      const current = await seatVersionOf(db, showtimeId);
      if (!current?.planId) return null;
      const kept = built.get(showtimeId);
      if (kept && kept.version === current.version) return kept.body;
      const body = await build(showtimeId, current.version, current.planId);
      built.set(showtimeId, { version: current.version, body });
      return body;
    },
  };
}
