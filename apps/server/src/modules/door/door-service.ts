import { timingSafeEqual } from 'node:crypto';
import type { CheckInAnswer, DoorStatus, DoorTicket, VerifyLinkQuery } from '@storefront/contracts/api';
import { formatLongDate, formatLongDateTime } from '@storefront/contracts/format';
import { doorMessages, organizerSalesMessages } from '@storefront/contracts/messages';
import type { Kysely } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { ticketQrMac, ticketToken } from '../tickets/index.ts';
import { doorAdmissions } from './door-admissions.ts';
import { type DoorInput, parseDoorInput, type QrInput } from './door-input.ts';
import { type DoorRow, doorLookups, toDoorTicket } from './door-lookup.ts';
import { doorHours, timingAt } from './door-window.ts';
import { admitsFor, type DoorAccess } from './staff.ts';

export interface Verdict {
  status: DoorStatus;
  ticket: DoorTicket | null;
  /** The row behind a known ticket, for check-in to admit. */
  row: DoorRow | null;
}

const INVALID: Verdict = { status: 'invalid', ticket: null, row: null };

/** A ticket's state at the door: cancelled (itself or its event), used (everyone in), or valid (room left). */
export function statusOf(row: DoorRow): Exclude<DoorStatus, 'invalid'> {
  if (row.status === 'cancelled' || row.event_status === 'cancelled') return 'cancelled';
  if (row.status === 'used' || Number(row.admitted) >= Number(row.admits)) return 'used';
  return 'valid';
}

function verdictOf(row: DoorRow): Verdict {
  return { status: statusOf(row), ticket: toDoorTicket(row), row };
}

/** Whether `given` is what the server signed, compared in constant time. */
function signedMatches(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

/** What a door admits for: an event, or one date of an event with several (decision 52). */
interface Door {
  eventId: string;
  showtimeId?: string | undefined;
}

export interface CheckInCommand {
  /** What was scanned or typed. */
  link: string;
  /** The event this door admits for. */
  eventId: string;
  /** The date of it, for an event with several (decision 52): another date's ticket is refused. */
  showtimeId?: string | undefined;
  /** Staff said yes to a scan before the doors open or after the event's day. */
  confirm?: boolean;
  deviceId?: string | undefined;
  staffUserId: string;
  /**
   * The events this door may admit for (architecture.md §16): a ticket of another organizer's is refused.
   * Every route passes the request's; left out, every event (the platform's own callers).
   */
  access?: DoorAccess;
}

/**
 * Verification and admission at the door (architecture.md §11). Checking never writes (link
 * previewers open links); admitting one person is one conditional UPDATE on the ticket's
 * counter (door-admissions.ts), so of any number of simultaneous scans exactly as many as the
 * ticket admits find room. The door guards one event: a ticket for another is refused by name.
 */
export function doorService(db: Kysely<Database>, { secret, dialect }: { secret: string; dialect: Dialect }) {
  const lookups = doorLookups(db);
  const admissions = doorAdmissions(db, dialect);
  const eventExists = compileOnce((eventId: string) =>
    db.selectFrom('events').select(['id', 'organizer_id']).where('id', '=', eventId).where('status', '!=', 'draft'),
  );
  const dateExists = compileOnce((eventId: string, showtimeId: string) =>
    db.selectFrom('showtimes').select('id').where('id', '=', showtimeId).where('event_id', '=', eventId),
  );

  /** People in at this door: its date's for a date's door (decision 52), else its event's. */
  const peopleIn = (door: Door) =>
    door.showtimeId === undefined ? lookups.admittedCount(door.eventId) : lookups.admittedForDate(door.showtimeId);

  /**
   * The QR's short link: a MAC we signed for this reference (ticket-token.ts ticketQrMac). The
   * link carries the reference in capitals, so the ticket is found as a typed reference is, by
   * `lower(reference)`.
   */
  async function checkShortLink(reference: string, mac: string): Promise<Verdict> {
    // The MAC first: a forged link costs one HMAC and never reaches the database.
    if (!signedMatches(ticketQrMac(secret, reference), mac)) return INVALID;
    const row = await lookups.byReference(reference);
    return row ? verdictOf(row) : INVALID;
  }

  /**
   * The verify link of QR codes issued before the short link: a token we signed for this id and
   * reference. The token covers those two only; the title, first name and date beside them are
   * what was printed when the ticket was issued, and an event renamed or moved since must not turn
   * away everyone holding its old QR codes, so they are not compared: every answer shows the
   * ticket's and the event's values as stored now.
   */
  async function checkLink(query: VerifyLinkQuery): Promise<Verdict> {
    // The token first: a forged link costs one HMAC and never reaches the database.
    if (!signedMatches(ticketToken(secret, query.ticketId, query.code), query.token)) return INVALID;
    const row = await lookups.byIdAndReference(query.ticketId, query.code);
    return row ? verdictOf(row) : INVALID;
  }

  async function check(input: DoorInput): Promise<Verdict> {
    if (input.kind === 'short-link') return checkShortLink(input.reference, input.mac);
    if (input.kind === 'link') return checkLink(input.query);
    const row =
      input.kind === 'reference' ? await lookups.byReference(input.reference) : await lookups.byManualCode(input.code);
    return row ? verdictOf(row) : INVALID;
  }

  /** A refusal (or a question) with the ticket and the door's count. */
  const answer = async (
    result: CheckInAnswer['result'],
    message: string,
    ticket: DoorTicket | null,
    door: Door,
    timing: CheckInAnswer['timing'] = null,
  ): Promise<CheckInAnswer> => ({
    result,
    message,
    ticket,
    timing,
    admittedCount: await peopleIn(door),
  });

  /** What a known ticket that is not admitted now is told: why not. */
  function refusal(verdict: Verdict, door: Door): Promise<CheckInAnswer> {
    const { row, ticket } = verdict;
    if (!row || !ticket) return answer('invalid', doorMessages.invalid, null, door);
    if (verdict.status === 'cancelled') {
      const message = row.event_status === 'cancelled' ? doorMessages.eventCancelled : doorMessages.cancelled;
      return answer('cancelled', message, ticket, door);
    }
    return answer('used', doorMessages.allIn(ticket.quantity), ticket, door);
  }

  return {
    /** A QR code's link, either kind (GET /api/verify, GET /T/…, the verify page's Admit). */
    checkQr: (input: QrInput): Promise<Verdict> => check(input),
    check: async (text: string): Promise<Verdict> => {
      const input = parseDoorInput(text);
      return input ? check(input) : INVALID;
    },

    /**
     * Answers 404 for an event the door cannot admit for: none by that id, a draft, or (architecture.md §16)
     * an event outside the access (another organizer's), like an unknown id.
     */
    async requireEvent(eventId: string, access: DoorAccess, showtimeId?: string): Promise<void> {
      const [event] = (await eventExists(db, eventId)).rows;
      if (!event || !admitsFor(access, event.organizer_id)) throw httpError(404, doorMessages.noSuchEvent);
      if (showtimeId !== undefined && (await dateExists(db, eventId, showtimeId)).rows.length === 0) {
        throw httpError(404, doorMessages.noSuchShowtime);
      }
    },

    /**
     * POST /api/check-in: admits one person on a valid ticket of the door's event; anything else
     * is refused with the reason, or, before the doors open and after the event's day, asked
     * about (`confirm`) until staff send it again with `confirm: true`.
     */
    async checkIn(command: CheckInCommand, now = new Date()): Promise<CheckInAnswer> {
      const { eventId } = command;
      const door: Door = { eventId, showtimeId: command.showtimeId };
      const input = parseDoorInput(command.link);
      const verdict = input ? await check(input) : INVALID;
      const { row, ticket } = verdict;
      if (!row || !ticket) return answer('invalid', doorMessages.invalid, null, door);
      // Another organizer's ticket (architecture.md §16): said so, without its holder or its event.
      if (!admitsFor(command.access ?? { kind: 'all' }, row.organizer_id)) {
        return answer('wrong-event', organizerSalesMessages.notYourEvent, null, door);
      }
      if (row.event_id !== eventId) {
        const date = formatLongDate(row.starts_at, row.time_zone);
        return answer('wrong-event', doorMessages.wrongEvent(row.title, date), ticket, door);
      }
      // Another date of this event (decision 52): refused with the time it is for, never asked about.
      if (door.showtimeId !== undefined && row.showtime_id !== door.showtimeId) {
        const time = formatLongDateTime(row.starts_at, row.time_zone, row.city);
        return answer('wrong-event', doorMessages.wrongShowtime(time), ticket, door);
      }
      if (verdict.status !== 'valid') return refusal(verdict, door);

      const hours = doorHours(row);
      const timing = timingAt(hours, now);
      if (timing && !command.confirm) {
        const message =
          timing === 'early'
            ? doorMessages.early(formatLongDateTime(hours.doorsOpenAt, row.time_zone, row.city))
            : doorMessages.late(formatLongDate(row.starts_at, row.time_zone));
        return answer('confirm', message, ticket, door, timing);
      }

      const admittedAt = now.toISOString();
      const admitted = await admissions.admitNow(
        {
          ticketId: row.ticket_id,
          eventId,
          admittedAt,
          deviceId: command.deviceId ?? 'online',
          staffUserId: command.staffUserId,
        },
        now,
      );
      if (admitted) {
        return {
          result: 'admitted',
          message: doorMessages.admittedOne(admitted.admitted, admitted.admits),
          ticket: { ...ticket, admitted: admitted.admitted, usedAt: row.used_at ?? admittedAt },
          timing: null,
          admittedCount: door.showtimeId === undefined ? admitted.eventAdmitted : await peopleIn(door),
        };
      }
      // Other scans took the last places (or the ticket was cancelled) a moment ago: say so, with their time.
      const fresh = await lookups.byId(row.ticket_id);
      return refusal(fresh ? verdictOf(fresh) : INVALID, door);
    },
  };
}

export type DoorService = ReturnType<typeof doorService>;
