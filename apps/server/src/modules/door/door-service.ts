import { timingSafeEqual } from 'node:crypto';
import {
  type CheckInAnswer,
  type DoorStatus,
  type DoorTicket,
  doorMessages,
  REFERENCE_PATTERN,
  type VerifyLinkQuery,
  verifyLinkQuerySchema,
} from '@storefront/contracts';
import type { Kysely } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/schema.ts';
import { ticketToken } from '../tickets/ticket-token.ts';
import { ticketsWithOrderAndEvent } from '../tickets/tickets-repository.ts';

/** What the door knows of a ticket: its state, its holder and its event. */
function doorQuery(db: Kysely<Database>) {
  return ticketsWithOrderAndEvent(db).select([
    'tickets.id as ticket_id',
    'tickets.reference',
    'tickets.status',
    'tickets.used_at',
    'orders.first_name',
    'orders.last_name',
    'orders.quantity',
    'orders.event_id',
    'events.title',
    'events.starts_at',
    'events.time_zone',
    'events.city',
  ]);
}

type DoorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof doorQuery>['executeTakeFirst']>>>;

export interface Verdict {
  status: DoorStatus;
  ticket: DoorTicket | null;
  /** The row behind a known ticket, for check-in to admit. */
  row: DoorRow | null;
}

const INVALID: Verdict = { status: 'invalid', ticket: null, row: null };

function toDoorTicket(row: DoorRow): DoorTicket {
  return {
    ticketId: row.ticket_id,
    holderName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    quantity: Number(row.quantity),
    eventId: row.event_id,
    eventTitle: row.title,
    eventDate: row.starts_at,
    timeZone: row.time_zone,
    city: row.city,
    usedAt: row.used_at,
  };
}

function verdictOf(row: DoorRow): Verdict {
  const status: DoorStatus = row.status === 'unused' ? 'valid' : row.status;
  return { status, ticket: toDoorTicket(row), row };
}

/** The token the server would sign for this id and reference, compared in constant time. */
function tokenMatches(secret: string, ticketId: string, reference: string, token: string): boolean {
  const expected = Buffer.from(ticketToken(secret, ticketId, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What staff typed or scanned: the QR's verify link, or a transaction reference pasted by hand. */
export type DoorInput = { kind: 'link'; query: VerifyLinkQuery } | { kind: 'reference'; reference: string };

export function parseDoorInput(text: string): DoorInput | null {
  const trimmed = text.trim();
  if (REFERENCE_PATTERN.test(trimmed)) return { kind: 'reference', reference: trimmed };
  let params: URLSearchParams;
  try {
    // Any origin will do (a QR printed before a domain move still scans): only the query is read.
    params = new URL(trimmed, 'http://door.invalid').searchParams;
  } catch {
    return null;
  }
  const parsed = verifyLinkQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? { kind: 'link', query: parsed.data } : null;
}

/**
 * Verification and admission at the door (DESIGN §5). Checking never writes (link previewers
 * open links); admitting is one conditional UPDATE, so of any number of simultaneous scans
 * exactly one finds the ticket unused.
 */
export function doorService(db: Kysely<Database>, secret: string) {
  const byIdAndReference = compileOnce((ticketId: string, reference: string) =>
    doorQuery(db).where('tickets.id', '=', ticketId).where('tickets.reference', '=', reference),
  );
  const byReference = compileOnce((reference: string) => doorQuery(db).where('tickets.reference', '=', reference));
  const admit = compileOnce((usedAt: string, ticketId: string) =>
    db
      .updateTable('tickets')
      .set({ status: 'used', used_at: usedAt })
      .where('id', '=', ticketId)
      .where('status', '=', 'unused'),
  );
  const admittedForEvent = compileOnce((eventId: string) =>
    db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select((eb) => eb.fn.countAll<number>().as('admitted'))
      .where('orders.event_id', '=', eventId)
      .where('tickets.status', '=', 'used'),
  );

  /** The QR's link: a token we signed for this id and reference, and fields that are the ticket's. */
  async function checkLink(query: VerifyLinkQuery): Promise<Verdict> {
    // The token first: a forged link costs one HMAC and never reaches the database.
    if (!tokenMatches(secret, query.ticketId, query.code, query.token)) return INVALID;
    const [row] = (await byIdAndReference(db, query.ticketId, query.code)).rows;
    if (!row) return INVALID;
    const fieldsMatch =
      query.eventTitle === row.title && query.firstName === row.first_name && query.eventDate === row.starts_at;
    return fieldsMatch ? verdictOf(row) : INVALID;
  }

  async function check(input: DoorInput): Promise<Verdict> {
    if (input.kind === 'link') return checkLink(input.query);
    const [row] = (await byReference(db, input.reference)).rows;
    return row ? verdictOf(row) : INVALID;
  }

  async function admittedCount(eventId: string): Promise<number> {
    const [row] = (await admittedForEvent(db, eventId)).rows;
    return Number(row?.admitted ?? 0);
  }

  return {
    checkLink,

    /** POST /api/check-in: admits a valid ticket once; anything else is refused with the reason. */
    async checkIn(text: string, now = new Date()): Promise<CheckInAnswer> {
      const input = parseDoorInput(text);
      let verdict = input ? await check(input) : INVALID;
      if (verdict.status === 'valid' && verdict.row) {
        const usedAt = now.toISOString();
        const { numAffectedRows } = await admit(db, usedAt, verdict.row.ticket_id);
        if (Number(numAffectedRows ?? 0) === 1) {
          const ticket = { ...toDoorTicket(verdict.row), usedAt };
          return {
            result: 'admitted',
            message: doorMessages.admitted,
            ticket,
            admittedCount: await admittedCount(ticket.eventId),
          };
        }
        // Another scan admitted it a moment ago: answer with its time.
        const [row] = (await byReference(db, verdict.row.reference)).rows;
        verdict = row ? verdictOf(row) : INVALID;
      }
      if (!verdict.ticket || verdict.status === 'invalid' || verdict.status === 'valid') {
        return { result: 'invalid', message: doorMessages.invalid, ticket: null, admittedCount: null };
      }
      return {
        result: verdict.status,
        message: doorMessages[verdict.status],
        ticket: verdict.ticket,
        admittedCount: await admittedCount(verdict.ticket.eventId),
      };
    },
  };
}

export type DoorService = ReturnType<typeof doorService>;
