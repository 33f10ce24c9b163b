import type { WaitlistClaim } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { seatLabel, WAITLIST_CLAIM_MINUTES, waitlistClaimPath, waitlistMessages } from '@storefront/contracts/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { publicLink } from '../../lib/public-link.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { outboxRepository } from '../outbox/index.ts';
import { waitlistClaimEmail } from './waitlist-emails.ts';
import { newId } from './waitlist-ids.ts';

export const CLAIM_MS = WAITLIST_CLAIM_MINUTES * 60_000;

/** What a hold takes from stock: the orders module's `SeatClaim` (decision 30), by shape. */
export interface HeldSeats {
  eventId: string;
  /**
   * The date of a place in a date's line (decision 53), whose seats the claim holds too; null for
   * a place for any date, whose claim holds the event's and the tiers' only: its order takes the
   * date's (decision 50).
   */
  showtimeId?: string | null;
  seats: number;
  lines: { ticketTypeId: string; quantity: number }[];
  /** The date sells by seat: every take and give-back locks its row first (decision 51). */
  seatedDate?: boolean;
}

/**
 * The seat holding the orders module does (`ordersRepository(trx)`: takeSeats / returnSeats, each
 * one conditional UPDATE per row; claim-seats.ts for a seated date's seats). Passed in rather than
 * imported, so orders may call the waitlist without an import cycle.
 */
export interface SeatHolder {
  takeSeats(claim: HeldSeats): Promise<boolean>;
  returnSeats(claim: HeldSeats): Promise<void>;
  /**
   * On a seated date (decision 53): best available seats of the tier, held for the claim under the
   * date's lock; their names (none for a tier with no seats there), or null when too few are free
   * together.
   */
  holdClaimSeats(showtimeId: string, ticketTypeId: string, quantity: number, claimId: string): Promise<string[] | null>;
  /** Locks a seated date's row: first, as every hold of it does (decision 51). */
  lockDate(showtimeId: string): Promise<void>;
  /** Frees the seats a claim holds on a date: its lapse, or its order taking them over. */
  releaseClaimSeats(showtimeId: string, claimId: string): Promise<void>;
}

export interface WaitlistDeps {
  db: Kysely<Database>;
  publicUrl: string;
  seats: (db: Kysely<Database>) => SeatHolder;
  log: FastifyBaseLogger;
}

/** Thrown inside an offer's transaction to roll it back: the next in line cannot be seated. */
class NoSeats extends Error {}

/** One line of the waitlist: a tier's, for one date (decision 53) or any (null). */
interface Line {
  ticketTypeId: string;
  showtimeId: string | null;
  /** The date sells by seat: its claims hold seats. */
  seated: boolean;
}

const heldBy = (claim: {
  event_id: string;
  ticket_type_id: string;
  showtime_id: string | null;
  seat_plan_id: string | null;
  quantity: number;
  seats: number;
}): HeldSeats => ({
  eventId: claim.event_id,
  showtimeId: claim.showtime_id,
  seats: Number(claim.seats),
  lines: [{ ticketTypeId: claim.ticket_type_id, quantity: Number(claim.quantity) }],
  seatedDate: claim.seat_plan_id !== null,
});

/**
 * The waitlist's claims (decision 30): a claim is a hold. It takes its tier's stock and
 * the event's seats through the same conditional updates as an order, so there are never more
 * claims than seats released, and gives them back when it lapses; an order made from it takes
 * them over without taking seats again.
 */
export function waitlistClaims({ db, publicUrl, seats, log }: WaitlistDeps) {
  /**
   * One offer to the line's next, in one transaction: the entry, the claim, the seats (on a seated
   * date, the seats themselves: decision 53), its email.
   */
  async function offerNext(eventId: string, line: Line, skip: string[], now: Date) {
    const { ticketTypeId, showtimeId } = line;
    return db
      .transaction()
      .execute(async (trx) => {
        let next = trx
          .selectFrom('waitlist_entries')
          .select(['id', 'email', 'quantity'])
          .where('ticket_type_id', '=', ticketTypeId)
          .where('showtime_id', showtimeId === null ? 'is' : '=', showtimeId)
          .where('status', '=', 'waiting');
        if (skip.length > 0) next = next.where('id', 'not in', skip);
        const entry = await next.orderBy('confirmed_at').orderBy('id').limit(1).executeTakeFirst();
        if (!entry) return { outcome: 'none' as const };
        // The entry first (another process may be offering it: its row count says who won), then
        // the stock, as every hold takes it (tiers, then the event).
        const moved = await trx
          .updateTable('waitlist_entries')
          .set({ status: 'offered' })
          .where('id', '=', entry.id)
          .where('status', '=', 'waiting')
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) return { outcome: 'taken' as const, entryId: entry.id };
        const tier = await trx
          .selectFrom('ticket_types')
          .innerJoin('events', 'events.id', 'ticket_types.event_id')
          .select(['ticket_types.name', 'ticket_types.admits', 'events.title', 'events.time_zone', 'events.city'])
          .where('ticket_types.id', '=', ticketTypeId)
          .executeTakeFirstOrThrow();
        const quantity = Number(entry.quantity);
        const claimSeats = quantity * Number(tier.admits);
        const token = randomToken();
        const claimId = newId();
        await trx
          .insertInto('waitlist_claims')
          .values({
            id: claimId,
            entry_id: entry.id,
            token_hash: hashToken(token),
            seats: claimSeats,
            quantity,
            expires_at: new Date(now.getTime() + CLAIM_MS).toISOString(),
            status: 'open',
            created_at: now.toISOString(),
          })
          .execute();
        // A seated date's seats first, under its lock, then the counts, as every hold takes them.
        const holder = seats(trx);
        let seatNames: string[] = [];
        if (line.seated && showtimeId !== null) {
          const held = await holder.holdClaimSeats(showtimeId, ticketTypeId, quantity, claimId);
          if (!held) throw new NoSeats();
          seatNames = held;
        }
        const claim = {
          eventId,
          showtimeId,
          seats: claimSeats,
          lines: [{ ticketTypeId, quantity }],
          seatedDate: line.seated,
        };
        if (!(await holder.takeSeats(claim))) throw new NoSeats();
        const date =
          showtimeId === null
            ? null
            : await trx.selectFrom('showtimes').select('starts_at').where('id', '=', showtimeId).executeTakeFirst();
        await outboxRepository(trx).enqueue(
          waitlistClaimEmail({
            to: entry.email,
            eventTitle: tier.title,
            tierName: tier.name,
            quantity,
            link: publicLink(publicUrl, waitlistClaimPath(token)),
            when: date ? formatLongDateTime(date.starts_at, tier.time_zone, tier.city) : null,
            seats: seatNames,
          }),
        );
        return { outcome: 'offered' as const };
      })
      .catch((error: unknown) => {
        if (error instanceof NoSeats) return { outcome: 'full' as const };
        throw error;
      });
  }

  /**
   * Seats came back to an event: while a tier has people waiting and the next one's tickets can be
   * held, that one gets a claim. Each tier stops at the first entry it cannot seat: no skipping
   * ahead to a smaller request behind it (simple, and fair to whoever waited longest). Answers
   * how many claims it made.
   */
  async function offerReleasedSeats(eventId: string, now = new Date()): Promise<number> {
    // Each tier's line, one per date for places in a date's line (decision 53): a tier's dates'
    // lines before its line for any date, whose places any date's seats may serve later. Sorted
    // here: the databases put a null date id at opposite ends.
    const found = await db
      .selectFrom('waitlist_entries')
      .leftJoin('showtimes', 'showtimes.id', 'waitlist_entries.showtime_id')
      .select(['waitlist_entries.ticket_type_id', 'waitlist_entries.showtime_id', 'showtimes.seat_plan_id'])
      .distinct()
      .where('waitlist_entries.event_id', '=', eventId)
      .where('waitlist_entries.status', '=', 'waiting')
      .execute();
    const rank = (row: (typeof found)[number]) =>
      `${row.ticket_type_id}\u0000${row.showtime_id === null ? '1' : `0${row.showtime_id}`}`;
    const lines = found.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
    let offered = 0;
    for (const row of lines) {
      const line: Line = {
        ticketTypeId: row.ticket_type_id,
        showtimeId: row.showtime_id,
        seated: row.seat_plan_id !== null,
      };
      // Entries another process offered meanwhile are passed over (each at most once).
      const skip: string[] = [];
      for (;;) {
        const result = await offerNext(eventId, line, skip, now);
        if (result.outcome === 'offered') offered += 1;
        else if (result.outcome === 'taken') skip.push(result.entryId);
        else break;
      }
    }
    return offered;
  }

  /**
   * Claims past their 30 minutes: each lapses by one conditional UPDATE (so it lapses once, and
   * never after an order took it over), gives its seats back and its entry leaves the line; then
   * the next in line is offered them. Answers how many lapsed.
   */
  async function lapseExpiredClaims(now = new Date(), limit = 100): Promise<number> {
    const due = await db
      .selectFrom('waitlist_claims')
      .innerJoin('waitlist_entries', 'waitlist_entries.id', 'waitlist_claims.entry_id')
      .leftJoin('showtimes', 'showtimes.id', 'waitlist_entries.showtime_id')
      .select([
        'waitlist_claims.id',
        'waitlist_claims.entry_id',
        'waitlist_claims.seats',
        'waitlist_claims.quantity',
        'waitlist_entries.event_id',
        'waitlist_entries.ticket_type_id',
        'waitlist_entries.showtime_id',
        'showtimes.seat_plan_id',
      ])
      .where('waitlist_claims.status', '=', 'open')
      .where('waitlist_claims.expires_at', '<=', now.toISOString())
      .orderBy('waitlist_claims.expires_at')
      .limit(limit)
      .execute();
    const events = new Set<string>();
    let lapsed = 0;
    for (const claim of due) {
      const done = await db.transaction().execute(async (trx) => {
        const held = heldBy(claim);
        const holder = seats(trx);
        // A seated date's row first, as the claim's order locks it before the claim (decision 51).
        if (held.seatedDate && claim.showtime_id) await holder.lockDate(claim.showtime_id);
        const moved = await trx
          .updateTable('waitlist_claims')
          .set({ status: 'lapsed' })
          .where('id', '=', claim.id)
          .where('status', '=', 'open')
          .where('expires_at', '<=', now.toISOString())
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) return false;
        await trx
          .updateTable('waitlist_entries')
          .set({ status: 'lapsed' })
          .where('id', '=', claim.entry_id)
          .where('status', '=', 'offered')
          .execute();
        if (held.seatedDate && claim.showtime_id) await holder.releaseClaimSeats(claim.showtime_id, claim.id);
        await holder.returnSeats(held);
        return true;
      });
      if (done) {
        lapsed += 1;
        events.add(claim.event_id);
      }
    }
    for (const eventId of events) await offerReleasedSeats(eventId, now);
    return lapsed;
  }

  /**
   * The sweep's pass (checkout-module.ts, every few seconds in each process): lapse claims past
   * their time, then offer free seats to every event with people waiting. The second part is what
   * catches seats that came back any other way (more capacity from the back office, a paid
   * order's seats given back while it waited for a refund, a process that stopped between a
   * release and its offer).
   */
  async function sweep(now = new Date()) {
    const lapsed = await lapseExpiredClaims(now);
    const waiting = await db
      .selectFrom('waitlist_entries')
      .select('event_id')
      .distinct()
      .where('status', '=', 'waiting')
      .execute();
    let offered = 0;
    for (const { event_id: eventId } of waiting) offered += await offerReleasedSeats(eventId, now);
    return { lapsed, offered };
  }

  /** Offers after seats came back, never failing the caller: the sweep offers again anyway. */
  async function afterSeatsReleased(eventId: string, now = new Date()) {
    try {
      await offerReleasedSeats(eventId, now);
    } catch (error) {
      log.error({ err: error, eventId }, 'waitlist offer failed; the sweep offers again');
    }
  }

  return { offerReleasedSeats, lapseExpiredClaims, sweep, afterSeatsReleased };
}

export type WaitlistClaims = ReturnType<typeof waitlistClaims>;

/** A claim by its link's token, with what decides whose it is: its entry's account and email, and the buyer's. */
const claimByToken = (db: Kysely<Database>, token: string, buyerId: string) =>
  db
    .selectFrom('waitlist_claims')
    .innerJoin('waitlist_entries', 'waitlist_entries.id', 'waitlist_claims.entry_id')
    .innerJoin('ticket_types', 'ticket_types.id', 'waitlist_entries.ticket_type_id')
    .innerJoin('events', 'events.id', 'waitlist_entries.event_id')
    .leftJoin('users as buyer', (join) => join.on('buyer.id', '=', buyerId))
    .leftJoin('showtimes', 'showtimes.id', 'waitlist_entries.showtime_id')
    .select([
      'waitlist_claims.id',
      'waitlist_entries.showtime_id',
      'showtimes.starts_at',
      'waitlist_claims.entry_id',
      'waitlist_claims.status',
      'waitlist_claims.expires_at',
      'waitlist_claims.quantity',
      'waitlist_entries.event_id',
      'waitlist_entries.ticket_type_id',
      'ticket_types.name as tier_name',
      'ticket_types.price',
      'events.title',
      'events.time_zone',
      'events.city',
      'waitlist_entries.user_id',
      'waitlist_entries.email',
      'buyer.email as buyer_email',
      'buyer.email_verified_at as buyer_email_verified_at',
    ])
    .where('waitlist_claims.token_hash', '=', hashToken(token))
    .executeTakeFirst();

/**
 * Whether the buyer may use the claim: its seats are the person's who joined, not the link's
 * (a forwarded or leaked link buys nothing). That is the account that joined the line; for a
 * place a guest took, the account whose confirmed email is the one it was taken with (the
 * address the claim was mailed to). Tested in waitlist.test.ts "another account's claim".
 */
const isClaimOf = (
  claim: { user_id: string | null; email: string; buyer_email: string | null; buyer_email_verified_at: string | null },
  buyerId: string,
) =>
  claim.user_id !== null
    ? claim.user_id === buyerId
    : claim.buyer_email_verified_at !== null && claim.buyer_email?.toLowerCase() === claim.email;

/** Why a claim as read cannot be used now, in the buyer's words; null while it can. */
const claimProblem = (claim: { status: string; expires_at: string }, now: Date) =>
  claim.status === 'used'
    ? waitlistMessages.claimUsed
    : claim.status === 'lapsed' || new Date(claim.expires_at).getTime() <= now.getTime()
      ? waitlistMessages.claimExpired
      : null;

/**
 * GET /api/waitlist/claims/:token: what the link holds, and for how long, for the buyer whose
 * claim it is (isClaimOf). 404 for an unknown token; 403 for another account, told nothing of what it holds.
 */
export async function readClaim(
  db: Kysely<Database>,
  token: string,
  buyer: { id: string },
  now = new Date(),
): Promise<WaitlistClaim> {
  const claim = await claimByToken(db, token, buyer.id);
  if (!claim) throw httpError(404, waitlistMessages.claimUnknown);
  if (!isClaimOf(claim, buyer.id)) throw httpError(403, waitlistMessages.claimNotYours);
  const message = claimProblem(claim, now);
  return {
    eventId: claim.event_id,
    eventTitle: claim.title,
    ticketTypeId: claim.ticket_type_id,
    ticketTypeName: claim.tier_name,
    quantity: Number(claim.quantity),
    unitPrice: Number(claim.price),
    showtimeId: claim.showtime_id,
    startsAt: claim.starts_at,
    timeZone: claim.time_zone,
    city: claim.city,
    seats: (await seatsOfClaim(db, claim.id)).map(seatLabel),
    expiresAt: claim.expires_at,
    status: claim.status === 'open' && message ? 'lapsed' : claim.status,
    message,
  };
}

/**
 * Initialize with a claim token (read before the hold's transaction, so a refusal writes
 * nothing): the claim must be the buyer's (isClaimOf), open, unexpired, and for exactly these
 * tickets (its event, one line of its tier, its quantity). The refusal's sentence, or null.
 */
export async function claimRefusal(
  db: Kysely<Database>,
  token: string,
  order: HeldSeats & { eventId: string },
  buyer: { id: string },
  now = new Date(),
): Promise<string | null> {
  const claim = await claimByToken(db, token, buyer.id);
  if (!claim) return waitlistMessages.claimUnknown;
  if (!isClaimOf(claim, buyer.id)) return waitlistMessages.claimNotYours;
  const problem = claimProblem(claim, now);
  if (problem) return problem;
  const [line] = order.lines;
  const same =
    claim.event_id === order.eventId &&
    // A date's place buys on that date (decision 53).
    (claim.showtime_id === null || claim.showtime_id === order.showtimeId) &&
    order.lines.length === 1 &&
    line?.ticketTypeId === claim.ticket_type_id &&
    line.quantity === Number(claim.quantity);
  return same ? null : waitlistMessages.claimMismatch;
}

/**
 * In the order's hold transaction, instead of taking seats: the claim already holds them. One
 * conditional UPDATE (open → used, unexpired) decides, so a claim becomes one order at most and
 * never one that lapsed; its entry is then 'claimed'. The claim's id and the date whose seats it
 * holds (decision 53; null: the order takes the date's), or null when it is no longer usable.
 */
export async function claimSeats(
  trx: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<{ claimId: string; showtimeId: string | null } | null> {
  const used = await trx
    .updateTable('waitlist_claims')
    .set({ status: 'used' })
    .where('token_hash', '=', hashToken(token))
    .where('status', '=', 'open')
    .where('expires_at', '>', now.toISOString())
    .returning(['id', 'entry_id'])
    .executeTakeFirst();
  if (!used) return null;
  const entry = await trx
    .updateTable('waitlist_entries')
    .set({ status: 'claimed' })
    .where('id', '=', used.entry_id)
    .returning('showtime_id')
    .executeTakeFirstOrThrow();
  return { claimId: used.id, showtimeId: entry.showtime_id };
}

/** The seats a claim holds on a seated date (decision 53), in the plan's order; none otherwise. */
export async function seatsOfClaim(db: Kysely<Database>, claimId: string) {
  return db
    .selectFrom('showtime_seats as ss')
    .innerJoin('showtimes as s', 's.id', 'ss.showtime_id')
    .innerJoin('plan_seats as p', (join) =>
      join.onRef('p.plan_id', '=', 's.seat_plan_id').onRef('p.seat_id', '=', 'ss.seat_id'),
    )
    .select(['ss.seat_id', 'p.row', 'p.number'])
    .where('ss.claim_id', '=', claimId)
    .orderBy('p.y')
    .orderBy('p.x')
    .execute()
    .then((rows) => rows.map((row) => ({ seatId: row.seat_id, row: row.row, number: Number(row.number) })));
}

/** The seats of the claim a token names, for its order to take over (decision 53). */
export async function seatsOfClaimToken(db: Kysely<Database>, token: string) {
  const claim = await db
    .selectFrom('waitlist_claims')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return claim ? seatsOfClaim(db, claim.id) : [];
}
