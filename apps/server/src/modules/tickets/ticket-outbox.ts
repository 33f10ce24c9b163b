import { formatVenueAddress } from '@storefront/contracts/format';
import { type Kysely, type Selectable, sql } from 'kysely';
import { compiledFor, compileOnce } from '../../db/compiled-query.ts';
import { type OrderLine, orderLinesOf, orderSeatsOf } from '../../db/order-lines.ts';
import type { Database, OrdersTable } from '../../db/schema.ts';
import { publicLink } from '../../lib/public-link.ts';
import { shareImagePath } from '../events/index.ts';
import { outboxRepository } from '../outbox/index.ts';
import { type IssuedTicket, ticketForwardedEmail, ticketIssuedEmails, ticketPageLink } from './ticket-email.ts';
import { ticketQrLink } from './ticket-token.ts';

/** An order's row, as the checkout reads it (the orders module's OrderRow; named here so tickets never import orders). */
type OrderRow = Selectable<OrdersTable>;

export type TicketEvent = Pick<Database['events'], 'title' | 'starts_at' | 'time_zone' | 'venue' | 'city'>;

/** What a ticket's emails need besides the ticket: the signing secret, our address and support's. */
export interface TicketEmailContext {
  secret: string;
  publicUrl: string;
  supportEmail: string;
}

type TicketOrder = Pick<
  OrderRow,
  | 'id'
  | 'reference'
  | 'quantity'
  | 'amount'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'is_gift'
  | 'recipient_email'
  | 'recipient_first_name'
>;

/** The read of a ticket's place for its emails, compiled once (compileOnce): a resend or a forward runs it. */
const emailStatementsOf = compiledFor((db) => ({
  ticketPlace: compileOnce((ticketId: string) =>
    db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .innerJoin('events', 'events.id', 'orders.event_id')
      .leftJoin('showtimes', 'showtimes.id', 'orders.showtime_id')
      .select([
        'tickets.manual_code',
        'events.id as event_id',
        // The ticket's date (decision 50): its showtime's, else the event's.
        sql<string>`coalesce(showtimes.starts_at, events.starts_at)`.as('starts_at'),
        sql<string>`coalesce(showtimes.ends_at, events.ends_at)`.as('ends_at'),
        'events.street',
        'events.region',
        'events.postal_code',
      ])
      .where('tickets.id', '=', ticketId),
  ),
}));

/** Where the ticket's event is and when it ends, and the ticket's code. */
export interface TicketPlace {
  manual_code: string | null;
  event_id: string;
  starts_at: string;
  ends_at: string;
  street: string;
  region: string;
  postal_code: string;
}

/**
 * What a ticket's emails say besides its order and event. Read here from the ticket unless the
 * caller has it: the settle reads the lines before it locks the order and the place with the event,
 * so its transaction holds the order's row for fewer round trips.
 */
export interface TicketDetails {
  place: TicketPlace | undefined;
  lines: OrderLine[];
  /** Reserved seats' names (decision 51); none for unnumbered seats. */
  seats: string[];
}

async function detailsOf(trx: Kysely<Database>, orderId: string, ticketId: string): Promise<TicketDetails> {
  const [place] = (await emailStatementsOf(trx).ticketPlace(trx, ticketId)).rows;
  // The tiers bought (architecture.md §9.3), as the order's lines named them.
  const seats = (await orderSeatsOf(trx, orderId)).map((seat) => seat.label);
  return { place, lines: await orderLinesOf(trx, orderId), seats };
}

/** The issued ticket as its emails tell it, from its order, event, id, place and lines. */
function issuedTicketOf(
  { secret, publicUrl, supportEmail }: TicketEmailContext,
  order: TicketOrder,
  ticketId: string,
  event: TicketEvent,
  { place: ticket, lines, seats }: TicketDetails,
): IssuedTicket {
  // The caller's start wins (it is what it just read); the stored end keeps the show's length.
  const length = ticket ? new Date(ticket.ends_at).getTime() - new Date(ticket.starts_at).getTime() : 0;
  const endsAt = new Date(new Date(event.starts_at).getTime() + (length > 0 ? length : 3 * 3_600_000)).toISOString();
  const gift = Number(order.is_gift) === 1 && order.recipient_email;
  return {
    ticketId,
    reference: order.reference,
    manualCode: ticket?.manual_code ?? null,
    eventTitle: event.title,
    startsAt: event.starts_at,
    endsAt,
    address: formatVenueAddress({
      venue: event.venue,
      street: ticket?.street ?? '',
      city: event.city,
      region: ticket?.region ?? '',
      postalCode: ticket?.postal_code ?? '',
    }),
    posterUrl: ticket ? publicLink(publicUrl, shareImagePath(ticket.event_id)) : null,
    supportEmail,
    timeZone: event.time_zone,
    venue: event.venue,
    city: event.city,
    quantity: Number(order.quantity),
    lines: lines.map((line) => ({
      name: line.ticket_type_name,
      quantity: Number(line.quantity),
      admits: Number(line.admits),
    })),
    seats,
    amount: Number(order.amount),
    ticketLink: ticketPageLink(publicUrl, order.reference),
    // The same link as the ticket page's QR (tickets-repository.ts).
    verifyLink: ticketQrLink(publicUrl, secret, order.reference),
    holder: { email: order.email, firstName: order.first_name, lastName: order.last_name },
    ...(gift ? { recipient: { email: order.recipient_email, firstName: order.recipient_first_name } } : {}),
  };
}

/**
 * The ticket's emails (the holder's, and the recipient's for a gift) into the outbox, in the
 * caller's transaction: issued with the ticket at checkout, and again on request (the ticket
 * page's "Send to my email", the back office's "Resend ticket email"). Only text is built here
 * (cheap on the paid path); the QR image is drawn at send time.
 */
export async function enqueueTicketEmails(
  trx: Kysely<Database>,
  context: TicketEmailContext,
  order: TicketOrder,
  ticketId: string,
  event: TicketEvent,
  details?: TicketDetails,
): Promise<string[]> {
  const emails = ticketIssuedEmails(
    issuedTicketOf(context, order, ticketId, event, details ?? (await detailsOf(trx, order.id, ticketId))),
  );
  const outbox = outboxRepository(trx);
  const ids: string[] = [];
  for (const email of emails) ids.push(await outbox.enqueue(email, { orderId: order.id, kind: 'ticket' }));
  return ids;
}

/**
 * The ticket sent on to a friend (the ticket page's "Send to a friend", architecture.md §11): the same QR
 * and link, so a friend who arrives later gets in on the same ticket, one person a scan.
 */
export async function enqueueForwardedTicket(
  trx: Kysely<Database>,
  context: TicketEmailContext,
  {
    order,
    ticketId,
    event,
    to,
    senderName,
  }: {
    order: TicketOrder;
    ticketId: string;
    event: TicketEvent;
    to: string;
    senderName: string;
  },
): Promise<string> {
  const ticket = issuedTicketOf(context, order, ticketId, event, await detailsOf(trx, order.id, ticketId));
  return outboxRepository(trx).enqueue(ticketForwardedEmail(ticket, { to, senderName }), { orderId: order.id });
}
