import type { DoorTicket } from '@storefront/contracts/api';
import { ticketLinesText } from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import { linesFromJson, linesJson, seatsFromJson, seatsJson } from '../../db/order-lines.ts';
import type { Database } from '../../db/schema.ts';
import { ticketStartsAt, ticketsWithOrderAndEvent } from '../tickets/index.ts';

/** What the door knows of a ticket: its state and counter, its holder, and its event with the door's hours. */
function doorQuery(db: Kysely<Database>) {
  return ticketsWithOrderAndEvent(db).select([
    'tickets.id as ticket_id',
    'tickets.reference',
    'tickets.status',
    'tickets.used_at',
    'tickets.admits',
    'tickets.admitted',
    'orders.first_name',
    'orders.last_name',
    'orders.event_id',
    'orders.showtime_id',
    'events.title',
    // The ticket's date: its showtime's for an event with several (decision 50).
    ticketStartsAt,
    'events.month',
    'events.date',
    'events.year',
    'events.time',
    'events.time_zone',
    'events.city',
    'events.status as event_status',
    'events.doors_open_minutes',
    // Whose event (architecture.md §16): an organizer's door staff admit for that organizer's events only.
    'events.organizer_id',
    // What the ticket is (architecture.md §9.3): '2 × Regular, 1 × VIP', said next to the holder's name.
    linesJson(db).as('lines'),
    seatsJson(db).as('seats'),
  ]);
}

export type DoorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof doorQuery>['executeTakeFirst']>>>;

export function toDoorTicket(row: DoorRow): DoorTicket {
  return {
    ticketId: row.ticket_id,
    holderName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    ticketTypes: ticketLinesText(linesFromJson(row.lines)),
    ...seatsOf(row.seats),
    quantity: Number(row.admits),
    admitted: Number(row.admitted),
    eventId: row.event_id,
    eventTitle: row.title,
    eventDate: row.starts_at,
    timeZone: row.time_zone,
    city: row.city,
    eventStatus: row.event_status,
    usedAt: row.used_at,
  };
}

/** The door's reads, each compiled once (a scan is a hot path: docs/performance.md §2.6). */
export function doorLookups(db: Kysely<Database>) {
  const byIdAndReference = compileOnce((ticketId: string, reference: string) =>
    doorQuery(db).where('tickets.id', '=', ticketId).where('tickets.reference', '=', reference),
  );
  const byId = compileOnce((ticketId: string) => doorQuery(db).where('tickets.id', '=', ticketId));
  // A reference typed in lower case is found too (the index on lower(reference), migration 017):
  // folding the case leaves well over 100 of its 144 random bits, so two references never fold alike.
  const byReference = compileOnce((lowered: string) =>
    doorQuery(db).where(sql<string>`lower(tickets.reference)`, '=', lowered),
  );
  const byManualCode = compileOnce((code: string) => doorQuery(db).where('tickets.manual_code', '=', code));
  const admittedForEvent = compileOnce((eventId: string) =>
    db.selectFrom('door_counts').select('admitted').where('event_id', '=', eventId),
  );
  const admittedForDate = compileOnce((showtimeId: string) =>
    db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select(sql<number>`coalesce(sum(tickets.admitted), 0)`.as('admitted'))
      .where('orders.showtime_id', '=', showtimeId),
  );
  const only = ({ rows }: { rows: DoorRow[] }) => (rows.length === 1 ? rows[0] : undefined);

  return {
    byIdAndReference: async (ticketId: string, reference: string) =>
      only(await byIdAndReference(db, ticketId, reference)),
    byId: async (ticketId: string) => only(await byId(db, ticketId)),
    byReference: async (reference: string) => only(await byReference(db, reference.toLowerCase())),
    byManualCode: async (code: string) => only(await byManualCode(db, code)),
    /** People admitted so far for an event. */
    async admittedCount(eventId: string): Promise<number> {
      const [row] = (await admittedForEvent(db, eventId)).rows;
      return Number(row?.admitted ?? 0);
    },
    /** People admitted so far for one date of an event with several (decision 52). */
    async admittedForDate(showtimeId: string): Promise<number> {
      const [row] = (await admittedForDate(db, showtimeId)).rows;
      return Number(row?.admitted ?? 0);
    },
  };
}

export type DoorLookups = ReturnType<typeof doorLookups>;

/** The door's words for a ticket's reserved seats (decision 51); nothing for unnumbered seats. */
function seatsOf(json: string | null): { seats?: string } {
  const seats = seatsFromJson(json);
  return seats.length > 0 ? { seats: seats.join('; ') } : {};
}
