import {
  type AdminWaitlist,
  checkoutMessages,
  type UserProfile,
  type WaitlistJoinResponse,
} from '@storefront/contracts/api';
import {
  adminEventMessages,
  ticketTypeState,
  tierMessages,
  WAITLIST_CONFIRM_PATH,
  WAITLIST_ENTRY_STATUSES,
  type WaitlistEntryStatus,
  waitlistMessages,
} from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { publicLink } from '../../lib/public-link.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { tierForSale } from '../events/index.ts';
import { type Scope, scopedOrganizer } from '../organizers/index.ts';
import { outboxRepository } from '../outbox/index.ts';
import { waitlistConfirmEmail } from './waitlist-emails.ts';
import { newId } from './waitlist-ids.ts';

/** Joining again sends the confirmation email again only after this long (a double click sends one). */
export const CONFIRM_RESEND_MS = 5 * 60_000;

/** The places in line that still count: one per tier and email (migration 023's unique index). */
export const ACTIVE_STATUSES = ['unconfirmed', 'waiting', 'offered'] as const;

export interface JoinRequest {
  eventId: string;
  ticketTypeId?: string | undefined;
  showtimeId?: string | undefined;
  email: string;
  quantity: number;
}

const answer = (status: 'unconfirmed' | 'waiting'): WaitlistJoinResponse => ({
  status,
  message: status === 'unconfirmed' ? waitlistMessages.checkInbox : waitlistMessages.waiting,
});

/**
 * POST /api/waitlist (decision 30): a place in a sold-out tier's line. Only a tier that is sold out
 * now (ticketTypeState): one on sale is to be bought. A guest, or an account whose email is not
 * this one or not confirmed, gets an email whose link confirms the place; a signed-in buyer with
 * this confirmed email is in line at once. Joining again answers the same and sends no second
 * email within CONFIRM_RESEND_MS.
 */
export async function joinWaitlist(
  db: Kysely<Database>,
  publicUrl: string,
  request: JoinRequest,
  user: UserProfile | null,
  now = new Date(),
): Promise<WaitlistJoinResponse> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'title', 'status', 'starts_at', 'remaining', 'max_per_order'])
    .where('id', '=', request.eventId)
    .executeTakeFirst();
  if (!event || event.status === 'draft') throw httpError(404, `No event found for ID ${request.eventId}`);
  if (event.status === 'cancelled') throw httpError(409, checkoutMessages.eventCancelled);
  // A date's own line asks whether that date has started (dateOf); a place for any date, whether
  // the last one has (decision 50: a film sells its later showings after its first has begun).
  if (request.showtimeId === undefined && (await lastStart(db, event)) <= now.getTime()) {
    throw httpError(409, checkoutMessages.eventStarted);
  }

  const tiers = await db
    .selectFrom('ticket_types')
    .selectAll()
    .where('event_id', '=', event.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const listed = tiers.filter((row) => row.access_code === null);
  // A date's line (decision 53): a tier is sold out on the date when the date is, or, sold by
  // seat, when its section has no free seat there.
  const date = request.showtimeId === undefined ? null : await dateOf(db, event.id, request.showtimeId, now);
  const stateOf = (row: (typeof tiers)[number]) =>
    ticketTypeState(tierForSale(row), tiers.map(tierForSale), date ? date.left(row.id) : Number(event.remaining), now);
  // Without a tier, the one a purchase without lines would buy: the first on sale or sold out
  // (an early bird that has ended is not it).
  const tier = request.ticketTypeId
    ? listed.find((row) => row.id === request.ticketTypeId)
    : (listed.find((row) => ['on-sale', 'sold-out'].includes(stateOf(row))) ?? listed[0]);
  if (!tier) throw httpError(400, waitlistMessages.notForThisEvent);
  const state = stateOf(tier);
  if (state === 'on-sale') throw httpError(409, waitlistMessages.stillOnSale);
  if (state !== 'sold-out') throw httpError(409, tierMessages.notOnSale(tier.name));
  const eventMax = Number(event.max_per_order);
  const max = Math.min(tier.max_per_order === null ? eventMax : Number(tier.max_per_order), eventMax);
  if (request.quantity > max) throw httpError(400, waitlistMessages.quantity(max));
  const min = Number(tier.min_per_order);
  if (request.quantity < min) throw httpError(400, tierMessages.belowMinimum(tier.name, min));

  const email = request.email.toLowerCase();
  const account = user
    ? await db
        .selectFrom('users')
        .select(['id', 'email', 'email_verified_at'])
        .where('id', '=', user.id)
        .executeTakeFirst()
    : undefined;
  const confirmedAccount = account && account.email_verified_at !== null && account.email.toLowerCase() === email;
  const stamp = now.toISOString();

  const sendConfirmation = async (trx: Kysely<Database>, entryId: string) => {
    const token = randomToken();
    await trx
      .updateTable('waitlist_entries')
      .set({ confirm_token_hash: hashToken(token), confirm_sent_at: stamp })
      .where('id', '=', entryId)
      .execute();
    await outboxRepository(trx).enqueue(
      waitlistConfirmEmail({
        to: email,
        eventTitle: event.title,
        tierName: tier.name,
        quantity: request.quantity,
        link: publicLink(publicUrl, `${WAITLIST_CONFIRM_PATH}?token=${token}`),
      }),
    );
  };

  const activeEntry = (trx: Kysely<Database>) =>
    trx
      .selectFrom('waitlist_entries')
      .select(['id', 'status', 'confirm_sent_at'])
      .where('ticket_type_id', '=', tier.id)
      .where('showtime_id', date ? '=' : 'is', date?.id ?? null)
      .where('email', '=', email)
      .where('status', 'in', ACTIVE_STATUSES)
      .executeTakeFirst();

  /** Joining again: the place already held, confirmed now if the account can vouch, the email again only after a while. */
  const again = async (
    trx: Kysely<Database>,
    entry: { id: string; status: string; confirm_sent_at: string | null },
  ) => {
    if (entry.status !== 'unconfirmed') return answer('waiting');
    if (confirmedAccount) {
      const moved = await trx
        .updateTable('waitlist_entries')
        .set({ status: 'waiting', confirmed_at: stamp, user_id: account.id })
        .where('id', '=', entry.id)
        .where('status', '=', 'unconfirmed')
        .executeTakeFirst();
      if (moved.numUpdatedRows > 0n) return answer('waiting');
    }
    const sent = entry.confirm_sent_at ? new Date(entry.confirm_sent_at).getTime() : 0;
    if (now.getTime() - sent >= CONFIRM_RESEND_MS) await sendConfirmation(trx, entry.id);
    return answer('unconfirmed');
  };

  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const existing = await activeEntry(trx);
      if (existing) return again(trx, existing);
      const id = newId();
      await trx
        .insertInto('waitlist_entries')
        .values({
          id,
          event_id: event.id,
          ticket_type_id: tier.id,
          showtime_id: date?.id ?? null,
          email,
          user_id: account?.id ?? null,
          quantity: request.quantity,
          status: confirmedAccount ? 'waiting' : 'unconfirmed',
          confirm_token_hash: null,
          confirm_sent_at: null,
          created_at: stamp,
          confirmed_at: confirmedAccount ? stamp : null,
        })
        .execute();
      if (confirmedAccount) return answer('waiting');
      await sendConfirmation(trx, id);
      return answer('unconfirmed');
    });
  try {
    return await attempt();
  } catch (error) {
    // Two joins at once: the unique index let one insert; the other answers as joining again.
    const existing = await activeEntry(db);
    if (!existing) throw error;
    return db.transaction().execute((trx) => again(trx, existing));
  }
}

/** When the event's last date starts: its own start for an event of one date (decision 50). */
async function lastStart(db: Kysely<Database>, event: { id: string; starts_at: string }): Promise<number> {
  const last = await db
    .selectFrom('showtimes')
    .select((eb) => eb.fn.max('starts_at').as('starts_at'))
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  return Date.parse(last?.starts_at ?? event.starts_at);
}

/**
 * One date of the event, for a place in its line (decision 53): how many tickets of a tier it has
 * left: its own count, and for a tier sold by seat there, that tier's free seats too. 404 for a
 * date that is not the event's, 409 for one that has started, as at the purchase.
 */
async function dateOf(db: Kysely<Database>, eventId: string, showtimeId: string, now: Date) {
  const date = await db
    .selectFrom('showtimes')
    .select(['id', 'starts_at', 'remaining'])
    .where('id', '=', showtimeId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!date) throw httpError(404, checkoutMessages.showtimeUnknown);
  if (Date.parse(date.starts_at) <= now.getTime()) throw httpError(409, checkoutMessages.showtimeStarted);
  const seats = await db
    .selectFrom('showtime_seats')
    .select([
      'ticket_type_id',
      (eb) => eb.fn.countAll<number>().as('all'),
      (eb) => eb.fn.sum<number>(sql`case when order_id is null and claim_id is null then 1 else 0 end`).as('free'),
    ])
    .where('showtime_id', '=', showtimeId)
    .groupBy('ticket_type_id')
    .execute();
  const free = new Map(seats.map((row) => [row.ticket_type_id, Number(row.free ?? 0)]));
  const remaining = Number(date.remaining);
  return {
    id: date.id,
    left: (ticketTypeId: string) => Math.min(remaining, free.get(ticketTypeId) ?? remaining),
  };
}

/**
 * The confirmation link: the entry joins the line ('waiting', in line from now). A link opened
 * again answers the same while the place is still held; an unknown one is refused.
 */
export async function confirmEntry(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<{ eventId: string } | null> {
  const hash = hashToken(token);
  const moved = await db
    .updateTable('waitlist_entries')
    .set({ status: 'waiting', confirmed_at: now.toISOString() })
    .where('confirm_token_hash', '=', hash)
    .where('status', '=', 'unconfirmed')
    .returning('event_id')
    .executeTakeFirst();
  if (moved) return { eventId: moved.event_id };
  const entry = await db
    .selectFrom('waitlist_entries')
    .select(['event_id', 'status'])
    .where('confirm_token_hash', '=', hash)
    .where('status', 'in', ['waiting', 'offered', 'claimed'])
    .executeTakeFirst();
  return entry ? { eventId: entry.event_id } : null;
}

const noCounts = () =>
  Object.fromEntries(WAITLIST_ENTRY_STATUSES.map((status) => [status, 0])) as Record<WaitlistEntryStatus, number>;

/** The back office's view: each tier's line (those with anyone in it), oldest first, with counts by status. */
export async function waitlistOfEvent(db: Kysely<Database>, scope: Scope, eventId: string): Promise<AdminWaitlist> {
  // Another organizer's event is not found, like an unknown one (organizer-scope.ts).
  const organizerId = scopedOrganizer(scope);
  const event = await db
    .selectFrom('events')
    .select(['id', 'time_zone'])
    .where('id', '=', eventId)
    .$if(organizerId !== null, (query) => query.where('organizer_id', '=', organizerId))
    .executeTakeFirst();
  if (!event) throw httpError(404, adminEventMessages.notFound(eventId));
  const rows = await db
    .selectFrom('waitlist_entries')
    .innerJoin('ticket_types', 'ticket_types.id', 'waitlist_entries.ticket_type_id')
    .leftJoin('showtimes', 'showtimes.id', 'waitlist_entries.showtime_id')
    .select([
      'waitlist_entries.id',
      'showtimes.starts_at as showtime_starts_at',
      'waitlist_entries.ticket_type_id',
      'ticket_types.name',
      'ticket_types.sort_order',
      'waitlist_entries.email',
      'waitlist_entries.quantity',
      'waitlist_entries.status',
      'waitlist_entries.created_at',
      'waitlist_entries.confirmed_at',
      (eb) =>
        eb
          .selectFrom('waitlist_claims')
          .select((inner) => inner.fn.max('waitlist_claims.expires_at').as('latest'))
          .whereRef('waitlist_claims.entry_id', '=', 'waitlist_entries.id')
          .as('claim_expires_at'),
    ])
    .where('waitlist_entries.event_id', '=', eventId)
    .orderBy('ticket_types.sort_order')
    .orderBy('waitlist_entries.ticket_type_id')
    .orderBy('waitlist_entries.created_at')
    .orderBy('waitlist_entries.id')
    .execute();
  const tiers: AdminWaitlist['tiers'] = [];
  for (const row of rows) {
    let tier = tiers.find((entry) => entry.ticketTypeId === row.ticket_type_id);
    if (!tier) {
      tier = { ticketTypeId: row.ticket_type_id, name: row.name, counts: noCounts(), entries: [] };
      tiers.push(tier);
    }
    tier.counts[row.status] += 1;
    tier.entries.push({
      id: row.id,
      email: row.email,
      quantity: Number(row.quantity),
      status: row.status,
      createdAt: row.created_at,
      confirmedAt: row.confirmed_at,
      claimExpiresAt: row.status === 'unconfirmed' || row.status === 'waiting' ? null : (row.claim_expires_at ?? null),
      showtimeStartsAt: row.showtime_starts_at ?? null,
    });
  }
  return { timeZone: event.time_zone, tiers };
}
