import type { WaitlistClaim } from '@storefront/contracts/api';
import { WAITLIST_CLAIM_MINUTES, waitlistClaimPath, waitlistMessages } from '@storefront/contracts/rules';
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
  /** A claim holds the event's and the tiers' seats, never a date's: its order takes those (decision 50). */
  showtimeId?: string | null;
  seats: number;
  lines: { ticketTypeId: string; quantity: number }[];
}

/**
 * The seat holding the orders module does (`ordersRepository(trx)`: takeSeats / returnSeats, each
 * one conditional UPDATE per row). Passed in rather than imported, so orders may call the
 * waitlist without an import cycle.
 */
export interface SeatHolder {
  takeSeats(claim: HeldSeats): Promise<boolean>;
  returnSeats(claim: HeldSeats): Promise<void>;
}

export interface WaitlistDeps {
  db: Kysely<Database>;
  publicUrl: string;
  seats: (db: Kysely<Database>) => SeatHolder;
  log: FastifyBaseLogger;
}

/** Thrown inside an offer's transaction to roll it back: the next in line cannot be seated. */
class NoSeats extends Error {}

const heldBy = (claim: { event_id: string; ticket_type_id: string; quantity: number; seats: number }): HeldSeats => ({
  eventId: claim.event_id,
  showtimeId: null,
  seats: Number(claim.seats),
  lines: [{ ticketTypeId: claim.ticket_type_id, quantity: Number(claim.quantity) }],
});

/**
 * The waitlist's claims (decision 30): a claim is a hold. It takes its tier's stock and
 * the event's seats through the same conditional updates as an order, so there are never more
 * claims than seats released, and gives them back when it lapses; an order made from it takes
 * them over without taking seats again.
 */
export function waitlistClaims({ db, publicUrl, seats, log }: WaitlistDeps) {
  /** One offer to the tier's next in line, in one transaction: the entry, the seats, the claim, its email. */
  async function offerNext(eventId: string, ticketTypeId: string, skip: string[], now: Date) {
    return db
      .transaction()
      .execute(async (trx) => {
        let next = trx
          .selectFrom('waitlist_entries')
          .select(['id', 'email', 'quantity'])
          .where('ticket_type_id', '=', ticketTypeId)
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
          .select(['ticket_types.name', 'ticket_types.admits', 'events.title'])
          .where('ticket_types.id', '=', ticketTypeId)
          .executeTakeFirstOrThrow();
        const quantity = Number(entry.quantity);
        const claimSeats = quantity * Number(tier.admits);
        if (!(await seats(trx).takeSeats({ eventId, seats: claimSeats, lines: [{ ticketTypeId, quantity }] }))) {
          throw new NoSeats();
        }
        const token = randomToken();
        await trx
          .insertInto('waitlist_claims')
          .values({
            id: newId(),
            entry_id: entry.id,
            token_hash: hashToken(token),
            seats: claimSeats,
            quantity,
            expires_at: new Date(now.getTime() + CLAIM_MS).toISOString(),
            status: 'open',
            created_at: now.toISOString(),
          })
          .execute();
        await outboxRepository(trx).enqueue(
          waitlistClaimEmail({
            to: entry.email,
            eventTitle: tier.title,
            tierName: tier.name,
            quantity,
            link: publicLink(publicUrl, waitlistClaimPath(token)),
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
    const tiers = await db
      .selectFrom('waitlist_entries')
      .select('ticket_type_id')
      .distinct()
      .where('event_id', '=', eventId)
      .where('status', '=', 'waiting')
      .orderBy('ticket_type_id')
      .execute();
    let offered = 0;
    for (const { ticket_type_id: ticketTypeId } of tiers) {
      // Entries another process offered meanwhile are passed over (each at most once).
      const skip: string[] = [];
      for (;;) {
        const result = await offerNext(eventId, ticketTypeId, skip, now);
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
      .select([
        'waitlist_claims.id',
        'waitlist_claims.entry_id',
        'waitlist_claims.seats',
        'waitlist_claims.quantity',
        'waitlist_entries.event_id',
        'waitlist_entries.ticket_type_id',
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
        await seats(trx).returnSeats(heldBy(claim));
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
    .select([
      'waitlist_claims.id',
      'waitlist_claims.entry_id',
      'waitlist_claims.status',
      'waitlist_claims.expires_at',
      'waitlist_claims.quantity',
      'waitlist_entries.event_id',
      'waitlist_entries.ticket_type_id',
      'ticket_types.name as tier_name',
      'ticket_types.price',
      'events.title',
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
    order.lines.length === 1 &&
    line?.ticketTypeId === claim.ticket_type_id &&
    line.quantity === Number(claim.quantity);
  return same ? null : waitlistMessages.claimMismatch;
}

/**
 * In the order's hold transaction, instead of taking seats: the claim already holds them. One
 * conditional UPDATE (open → used, unexpired) decides, so a claim becomes one order at most and
 * never one that lapsed; its entry is then 'claimed'. False when it is no longer usable.
 */
export async function claimSeats(trx: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const used = await trx
    .updateTable('waitlist_claims')
    .set({ status: 'used' })
    .where('token_hash', '=', hashToken(token))
    .where('status', '=', 'open')
    .where('expires_at', '>', now.toISOString())
    .returning('entry_id')
    .executeTakeFirst();
  if (!used) return false;
  await trx.updateTable('waitlist_entries').set({ status: 'claimed' }).where('id', '=', used.entry_id).execute();
  return true;
}
