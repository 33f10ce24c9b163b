import type { Ticket, TicketEmailDelivery } from '@storefront/contracts/api';
import { formatVenueAddress } from '@storefront/contracts/format';
import { manualCodeFromBytes } from '@storefront/contracts/rules';
import { type Kysely, sql } from 'kysely';
import { compiledFor, compileOnce } from '../../db/compiled-query.ts';
import { isUniqueViolationOf } from '../../db/database-errors.ts';
import { linesFromJson, linesJson, seatsFromJson, seatsJson } from '../../db/order-lines.ts';
import type { Database } from '../../db/schema.ts';
import { randomBytes } from '../../lib/random-bytes.ts';
import { ticketQrLink, ticketToken } from './ticket-token.ts';

export interface TicketContext {
  /** SESSION_SECRET: signs the verification token. */
  secret: string;
  publicUrl: string;
}

/** A ticket with its order and its event: what every view of a ticket starts from. */
export function ticketsWithOrderAndEvent(db: Kysely<Database>) {
  return db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .leftJoin('showtimes', 'showtimes.id', 'orders.showtime_id');
}

/**
 * When the ticket's show starts and ends: its date's, for an event with several (decision 50),
 * else the event's. Selected as `starts_at` and `ends_at`, the names the event's columns had.
 */
export const ticketStartsAt = sql<string>`coalesce(showtimes.starts_at, events.starts_at)`.as('starts_at');
export const ticketEndsAt = sql<string>`coalesce(showtimes.ends_at, events.ends_at)`.as('ends_at');

/** The ticket, its order and its event in one row: everything product.md §3.4 lists. */
function ticketQuery(db: Kysely<Database>) {
  return ticketsWithOrderAndEvent(db).select([
    'tickets.id as ticket_id',
    'tickets.reference',
    'tickets.status',
    'tickets.manual_code',
    'tickets.admitted',
    'orders.user_id',
    'orders.event_id',
    'orders.quantity',
    'orders.amount',
    'orders.first_name',
    'orders.last_name',
    'orders.email',
    'orders.is_gift',
    'orders.recipient_first_name',
    'orders.recipient_last_name',
    'orders.recipient_email',
    'events.title',
    ticketStartsAt,
    'events.venue',
    'events.city',
    'events.time_zone',
    ticketEndsAt,
    'events.street',
    'events.region',
    'events.postal_code',
    'events.status as event_status',
    'orders.status as order_status',
    linesJson(db).as('lines'),
    seatsJson(db).as('seats'),
    // The newest ticket email to the buyer (decision 27) (not a forward to a friend, not a
    // refund notice), as the outbox has it: sent, given up on, or still to go. One subquery on
    // the outbox's order index, so the ticket page's read stays one round trip.
    (eb) =>
      eb
        .selectFrom('outbox')
        .select(
          sql<TicketEmailDelivery>`case when outbox.sent_at is not null then 'sent' when outbox.failed_at is not null then 'failed' else 'sending' end`.as(
            'delivery',
          ),
        )
        .whereRef('outbox.order_id', '=', 'orders.id')
        .whereRef('outbox.to_address', '=', 'orders.email')
        .where('outbox.kind', '=', 'ticket')
        .orderBy('outbox.id', 'desc')
        .limit(1)
        .as('email_delivery'),
  ]);
}

/**
 * The ticket's status as its page and the door tell it: an unused ticket of a cancelled event is
 * cancelled (decision 26: verify and the door already say so), though its row waits for a refund.
 */
function statusOf(row: { status: Ticket['status']; event_status: string }): Ticket['status'] {
  return row.status === 'unused' && row.event_status === 'cancelled' ? 'cancelled' : row.status;
}

/** Why a cancelled ticket is (decision 27): its order refunded, its event cancelled, or the back office. */
function cancelReason(row: {
  status: Ticket['status'];
  order_status: string;
  event_status: string;
}): Ticket['cancelReason'] {
  if (statusOf(row) !== 'cancelled') return null;
  if (row.order_status === 'refunded' || row.order_status === 'refund_pending') return 'refunded';
  if (row.event_status === 'cancelled') return 'event-cancelled';
  return 'cancelled';
}

type TicketRow = NonNullable<Awaited<ReturnType<ReturnType<typeof ticketQuery>['executeTakeFirst']>>>;

function toTicket(row: TicketRow, context: TicketContext): Ticket {
  const token = ticketToken(context.secret, row.ticket_id, row.reference);
  const isGift = Number(row.is_gift) === 1;
  return {
    ticketId: row.ticket_id,
    transactionReference: row.reference,
    eventId: row.event_id,
    eventTitle: row.title,
    eventDate: row.starts_at,
    venue: row.venue,
    city: row.city,
    timeZone: row.time_zone,
    eventEndDate: row.ends_at,
    venueAddress: formatVenueAddress({
      venue: row.venue,
      street: row.street,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
    }),
    ticketHolder: { firstName: row.first_name, lastName: row.last_name, email: row.email },
    isGift,
    ...(isGift
      ? {
          recipient: {
            firstName: row.recipient_first_name,
            lastName: row.recipient_last_name,
            email: row.recipient_email,
          },
        }
      : {}),
    ticketQuantity: Number(row.quantity),
    lines: linesFromJson(row.lines),
    seats: seatsFromJson(row.seats),
    totalPrice: Number(row.amount),
    status: statusOf(row),
    verificationToken: token,
    // What the QR holds: the short link, no name, title or date (architecture.md §11).
    verifyUrl: ticketQrLink(context.publicUrl, context.secret, row.reference),
    manualCode: row.manual_code,
    admitted: Number(row.admitted),
    emailDelivery: row.email_delivery ?? null,
    cancelReason: cancelReason(row),
  };
}

/** The statements of a ticket's issue, compiled once (compileOnce): every paid order runs them. */
const issueStatementsOf = compiledFor((db) => ({
  insert: compileOnce((id: string, orderId: string, reference: string, issuedAt: string, manualCode: string) =>
    db
      .insertInto('tickets')
      .columns(['id', 'order_id', 'reference', 'status', 'issued_at', 'admits', 'manual_code'])
      .expression((eb) =>
        eb
          .selectFrom('orders')
          .select([
            eb.val(id).as('id'),
            'orders.id as order_id',
            eb.val(reference).as('reference'),
            eb.val('unused').as('status'),
            eb.val(issuedAt).as('issued_at'),
            'orders.seats as admits',
            eb.val(manualCode).as('manual_code'),
          ])
          .where('orders.id', '=', orderId),
      ),
  ),
}));

/**
 * A new ticket's manual code: 40 random bits. Another ticket has it about once in 100,000 issues
 * at ten million tickets, so it is not looked for first (a statement every paid order would
 * send): the unique index refuses the ticket's insert and the settle draws again
 * (isManualCodeTaken).
 */
export function newManualCode(): string {
  return manualCodeFromBytes(randomBytes(5));
}

/** True when a ticket's insert was refused because another ticket has its manual code. */
export function isManualCodeTaken(error: unknown): boolean {
  return isUniqueViolationOf(error, { name: 'tickets_manual_code', tableColumn: 'tickets.manual_code' });
}

/**
 * Issues the order's ticket; the unique order_id makes a second insert fail, never a second ticket.
 * It admits as many people as the order took seats (migrations 017 and 021: a table for 10 is
 * one ticket of the order and 10 seats), one scan each.
 */
export async function insertTicket(
  db: Kysely<Database>,
  {
    id,
    orderId,
    reference,
    now,
    manualCode,
  }: { id: string; orderId: string; reference: string; now: Date; manualCode: string },
): Promise<void> {
  await issueStatementsOf(db).insert(db, id, orderId, reference, now.toISOString(), manualCode);
}

/** A ticket and the account that bought it: whose emails it shows in full (ticket-privacy.ts). */
export interface BoughtTicket {
  ticket: Ticket;
  buyerId: string;
}

/** The ticket of a reference (anyone's, or one buyer's), compiled once: the ticket page's hot read. */
export function ticketLookups(db: Kysely<Database>, context: TicketContext) {
  const anyone = compileOnce((reference: string) => ticketQuery(db).where('tickets.reference', '=', reference));
  const owner = compileOnce((reference: string, ownerId: string) =>
    ticketQuery(db).where('tickets.reference', '=', reference).where('orders.user_id', '=', ownerId),
  );
  const first = ({ rows: [row] }: { rows: TicketRow[] }): BoughtTicket | undefined =>
    row ? { ticket: toTicket(row, context), buyerId: row.user_id } : undefined;
  return {
    byReference: async (reference: string) => first(await anyone(db, reference)),
    byReferenceForOwner: async (reference: string, ownerId: string) => first(await owner(db, reference, ownerId)),
  };
}
