import {
  seatPlanAdminMessages as m,
  type SeatPlanDetail,
  type SeatPlansAnswer,
  type SeatPlanWrite,
  type ShowtimeSeatPlanBody,
  showtimeAdminMessages,
  type UserProfile,
} from '@storefront/contracts/api';
import { adminEventMessages, type PlanSeat, type SectionSpec, seatLabel } from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { assignSeatPlan, insertPlanSeats, insertSeatPlan, seatsOfPlan } from '../../../db/seat-plans.ts';
import { httpError } from '../../../lib/http-error.ts';
import { randomBytes } from '../../../lib/random-bytes.ts';
import { recordAudit } from '../../audit/index.ts';
import { type Scope, scopedOrganizer } from '../../organizers/index.ts';

type SectionBody = SeatPlanWrite['sections'][number];

/** A section as the contract's defaults fill it in: every list present. */
const specOf = (section: SectionBody): SectionSpec => ({
  name: section.name,
  firstRow: section.firstRow.toUpperCase(),
  rows: section.rows,
  seatsPerRow: section.seatsPerRow,
  aisleAfter: section.aisleAfter ?? [],
  wheelchair: section.wheelchair ?? [],
  companion: section.companion ?? [],
  restricted: section.restricted ?? [],
});

/**
 * Venues' seat plans in the back office (decision 51): built from a few numbers
 * (rules/seats.ts `layoutPlan`), previewed with their seats, and given to a date. Plans are the
 * platform's, shared by every event at the venue: organizers list, make and use them, and only
 * admins edit one, since other organizers' dates may sell it. An edit never removes a seat that
 * a date holds or sold (a seat's id is its section's place, row and number, so renumbering is
 * removing); the dates selling the plan gain its new seats and lose its removed free ones.
 */
export function seatPlansService(db: Kysely<Database>) {
  async function list(): Promise<SeatPlansAnswer> {
    const plans = await db
      .selectFrom('seat_plans')
      .select(['id', 'venue', 'name'])
      .select((eb) =>
        eb
          .selectFrom('plan_seats')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('plan_seats.plan_id', '=', 'seat_plans.id')
          .as('seat_count'),
      )
      .orderBy('venue')
      .orderBy('name')
      .orderBy('id')
      .execute();
    return {
      plans: plans.map((plan) => ({
        id: plan.id,
        venue: plan.venue,
        name: plan.name,
        seatCount: Number(plan.seat_count),
      })),
    };
  }

  async function read(executor: Kysely<Database>, planId: string): Promise<SeatPlanDetail> {
    const plan = await executor
      .selectFrom('seat_plans')
      .select(['id', 'venue', 'name', 'sections'])
      .where('id', '=', planId)
      .executeTakeFirst();
    if (!plan) throw httpError(404, m.planId);
    const seats = await executor
      .selectFrom('plan_seats')
      .select(['seat_id', 'section', 'row', 'number', 'x', 'y', 'kind'])
      .where('plan_id', '=', planId)
      .orderBy('y')
      .orderBy('x')
      .execute();
    const dates = await executor
      .selectFrom('showtimes')
      .select(sql<number>`count(*)`.as('n'))
      .where('seat_plan_id', '=', planId)
      .executeTakeFirstOrThrow();
    return {
      id: plan.id,
      venue: plan.venue,
      name: plan.name,
      sections: JSON.parse(plan.sections) as SectionSpec[],
      seatCount: seats.length,
      seats: seats.map((seat) => ({
        id: seat.seat_id,
        section: seat.section,
        row: seat.row,
        number: Number(seat.number),
        x: Number(seat.x),
        y: Number(seat.y),
        kind: seat.kind as PlanSeat['kind'],
      })),
      dates: Number(dates.n),
    };
  }

  async function create(body: SeatPlanWrite, actor: UserProfile, now = new Date()): Promise<SeatPlanDetail> {
    const sections = body.sections.map(specOf);
    const slug = `${body.venue}-${body.name}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    const id = `${slug || 'plan'}-${randomBytes(3).toString('hex')}`;
    return db.transaction().execute(async (trx) => {
      await insertSeatPlan(trx, { id, venue: body.venue, name: body.name, sections }, now);
      await recordAudit(trx, {
        actor,
        action: 'seat_plan.create',
        targetType: 'seat_plan',
        targetId: id,
        after: { venue: body.venue, name: body.name, sections },
      });
      return read(trx, id);
    });
  }

  /**
   * A plan's new sections. Dates selling it keep every seat someone holds or bought (else 409
   * naming them), gain its new seats at the tier their section already sells at on that date,
   * and lose its removed free seats; their seats and the events' move by the difference.
   */
  async function update(
    scope: Scope,
    planId: string,
    body: SeatPlanWrite,
    actor: UserProfile,
    now = new Date(),
  ): Promise<SeatPlanDetail> {
    if (scopedOrganizer(scope) !== null) throw httpError(403, m.organizerEdit);
    const sections = body.sections.map(specOf);
    const seats = seatsOfPlan(sections);
    return db.transaction().execute(async (trx) => {
      const before = await read(trx, planId);
      const next = new Map(seats.map((seat) => [seat.id, seat]));
      const old = new Map(before.seats.map((seat) => [seat.id, seat]));
      const removed = before.seats.filter((seat) => !next.has(seat.id));
      const added = seats.filter((seat) => !old.has(seat.id));
      const dates = await trx
        .selectFrom('showtimes')
        .select(['id', 'event_id'])
        .where('seat_plan_id', '=', planId)
        .execute();
      const dateIds = dates.map((date) => date.id);
      if (dateIds.length > 0 && (removed.length > 0 || added.length > 0)) {
        await changeDatesSeats(trx, dates, removed, added, sections, before.seats);
      }
      await trx
        .updateTable('seat_plans')
        .set({ venue: body.venue, name: body.name, sections: JSON.stringify(sections), updated_at: now.toISOString() })
        .where('id', '=', planId)
        .execute();
      // The plan's seats afresh: an unchanged seat keeps its id, so the dates' rows still name it.
      await trx.deleteFrom('plan_seats').where('plan_id', '=', planId).execute();
      await insertPlanSeats(trx, planId, seats);
      if (dateIds.length > 0) {
        await trx
          .updateTable('showtimes')
          .set({ seat_version: sql`seat_version + 1` })
          .where('id', 'in', dateIds)
          .execute();
      }
      await recordAudit(trx, {
        actor,
        action: 'seat_plan.update',
        targetType: 'seat_plan',
        targetId: planId,
        before: { venue: before.venue, name: before.name, sections: before.sections },
        after: { venue: body.venue, name: body.name, sections },
      });
      return read(trx, planId);
    });
  }

  /** Gives a date of an event in the scope a plan, each section sold at one of the event's tiers. */
  async function assign(
    scope: Scope,
    eventId: string,
    showtimeId: string,
    body: ShowtimeSeatPlanBody,
    actor: UserProfile,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const organizerId = scopedOrganizer(scope);
      let events = trx.selectFrom('events').select(['id']).where('id', '=', eventId);
      if (organizerId !== null) events = events.where('organizer_id', '=', organizerId);
      if (!(await events.executeTakeFirst())) throw httpError(404, adminEventMessages.notFound(eventId));
      const date = await trx
        .selectFrom('showtimes')
        .select(['id', 'seat_plan_id', 'capacity', 'remaining'])
        .where('id', '=', showtimeId)
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      if (!date) throw httpError(404, showtimeAdminMessages.notFound);
      const plan = await read(trx, body.planId);
      const tiers = await trx.selectFrom('ticket_types').select('id').where('event_id', '=', eventId).execute();
      const ours = new Set(tiers.map((tier) => tier.id));
      for (const section of plan.sections) {
        const tier = body.tiers[section.name];
        if (tier !== undefined && !ours.has(tier)) throw httpError(400, m.notEventTier(section.name));
      }
      const ordered = await trx
        .selectFrom('orders')
        .select('id')
        .where('showtime_id', '=', showtimeId)
        .limit(1)
        .execute();
      if (ordered.length > 0 || Number(date.capacity) !== Number(date.remaining)) {
        throw httpError(409, m.dateHasOrders);
      }
      // A date given another plan starts again from the new plan's seats.
      await trx.deleteFrom('showtime_seats').where('showtime_id', '=', showtimeId).execute();
      await assignSeatPlan(trx, showtimeId, body.planId, body.tiers);
      await recordAudit(trx, {
        actor,
        action: 'showtime.seat_plan',
        targetType: 'event',
        targetId: eventId,
        before: { showtimeId, planId: date.seat_plan_id },
        after: { showtimeId, planId: body.planId, tiers: body.tiers },
      });
    });
  }

  return { list, read: (planId: string) => read(db, planId), create, update, assign };
}

/** The dates' side of a plan's edit (see `update`). */
async function changeDatesSeats(
  trx: Kysely<Database>,
  dates: { id: string; event_id: string }[],
  removed: { id: string; row: string; number: number }[],
  added: PlanSeat[],
  sections: SectionSpec[],
  oldSeats: { id: string; section: string }[],
) {
  const dateIds = dates.map((date) => date.id);
  const removedIds = removed.map((seat) => seat.id);
  const keepsSeats = (ids: string[]) => {
    const labels = removed.filter((seat) => ids.includes(seat.id)).map(seatLabel);
    return httpError(409, m.keepsSeats(labels));
  };
  if (removedIds.length > 0) {
    const taken = await trx
      .selectFrom('showtime_seats')
      .select('seat_id')
      .distinct()
      .where('showtime_id', 'in', dateIds)
      .where('seat_id', 'in', removedIds)
      // Held by an order or a waitlist claim (decision 53).
      .where((eb) => eb.or([eb('order_id', 'is not', null), eb('claim_id', 'is not', null)]))
      .execute();
    if (taken.length > 0) throw keepsSeats(taken.map((row) => row.seat_id));
  }
  // Each new seat's tier on a date: the tier its section (by name) already sells at there.
  const sectionOfOld = new Map(oldSeats.map((seat) => [seat.id, seat.section]));
  const tierRows = await trx
    .selectFrom('showtime_seats')
    .select(['showtime_id', 'seat_id', 'ticket_type_id'])
    .where('showtime_id', 'in', dateIds)
    .execute();
  const tierOf = new Map<string, string>();
  for (const row of tierRows) {
    const section = sectionOfOld.get(row.seat_id);
    if (section !== undefined) tierOf.set(`${row.showtime_id}\u0000${section}`, row.ticket_type_id);
  }
  const rows = dates.flatMap((date) =>
    added.map((seat) => {
      const tier = tierOf.get(`${date.id}\u0000${seat.section}`);
      if (!tier)
        throw httpError(409, m.newSectionInUse(sections.find((s) => s.name === seat.section)?.name ?? seat.section));
      return { showtime_id: date.id, seat_id: seat.id, ticket_type_id: tier, order_id: null, claim_id: null };
    }),
  );
  // Seats first, as the hold takes them (orders-repository.ts takeSeats): a hold in flight that
  // took a removed seat makes this delete fewer rows, and the edit is refused.
  for (const date of dates) {
    let change = added.length;
    if (removedIds.length > 0) {
      const gone = await trx
        .deleteFrom('showtime_seats')
        .where('showtime_id', '=', date.id)
        .where('seat_id', 'in', removedIds)
        .where('order_id', 'is', null)
        .where('claim_id', 'is', null)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) !== removedIds.length) {
        const held = await trx
          .selectFrom('showtime_seats')
          .select('seat_id')
          .where('showtime_id', '=', date.id)
          .where('seat_id', 'in', removedIds)
          .execute();
        throw keepsSeats(held.map((row) => row.seat_id));
      }
      change -= removedIds.length;
    }
    const ours = rows.filter((row) => row.showtime_id === date.id);
    for (let start = 0; start < ours.length; start += 200) {
      await trx
        .insertInto('showtime_seats')
        .values(ours.slice(start, start + 200))
        .execute();
    }
    if (change === 0) continue;
    await trx
      .updateTable('events')
      .set({ capacity: sql`capacity + ${change}`, remaining: sql`remaining + ${change}` })
      .where('id', '=', date.event_id)
      .execute();
    await trx
      .updateTable('showtimes')
      .set({ capacity: sql`capacity + ${change}`, remaining: sql`remaining + ${change}` })
      .where('id', '=', date.id)
      .execute();
  }
}
