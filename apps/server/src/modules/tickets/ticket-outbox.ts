import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderRow } from '../orders/orders-repository.ts';
import { outboxRepository } from '../outbox/outbox-repository.ts';
import { ticketIssuedEmails, ticketPageLink } from './ticket-email.ts';
import { ticketToken, verifyLink } from './ticket-token.ts';

export type TicketEvent = Pick<Database['events'], 'title' | 'starts_at' | 'time_zone' | 'venue' | 'city'>;

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

/**
 * The ticket's emails (the holder's, and the recipient's for a gift) into the outbox, in the
 * caller's transaction: issued with the ticket at checkout, and again on request (the ticket
 * page's "Send to my email", the back office's "Resend ticket email"). Only text is built here
 * (cheap on the paid path); the QR image is drawn at send time.
 */
export async function enqueueTicketEmails(
  trx: Kysely<Database>,
  { secret, publicUrl }: { secret: string; publicUrl: string },
  order: TicketOrder,
  ticketId: string,
  event: TicketEvent,
): Promise<string[]> {
  const gift = Number(order.is_gift) === 1 && order.recipient_email;
  const emails = ticketIssuedEmails({
    ticketId,
    reference: order.reference,
    eventTitle: event.title,
    startsAt: event.starts_at,
    timeZone: event.time_zone,
    venue: event.venue,
    city: event.city,
    quantity: Number(order.quantity),
    amount: Number(order.amount),
    ticketLink: ticketPageLink(publicUrl, order.reference),
    // The same link as the ticket page's QR (tickets-repository.ts).
    verifyLink: verifyLink(publicUrl, {
      ticketId,
      reference: order.reference,
      eventTitle: event.title,
      firstName: order.first_name,
      eventDate: event.starts_at,
      token: ticketToken(secret, ticketId, order.reference),
    }),
    holder: { email: order.email, firstName: order.first_name, lastName: order.last_name },
    ...(gift ? { recipient: { email: order.recipient_email, firstName: order.recipient_first_name } } : {}),
  });
  const outbox = outboxRepository(trx);
  const ids: string[] = [];
  for (const email of emails) ids.push(await outbox.enqueue(email, { orderId: order.id }));
  return ids;
}
