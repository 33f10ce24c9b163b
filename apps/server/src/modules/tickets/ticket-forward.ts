import { messages, ticketShareMessages } from '@storefront/contracts/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { enqueueForwardedTicket, type TicketEmailContext } from './ticket-outbox.ts';
import { ticketStartsAt, ticketsWithOrderAndEvent } from './tickets-repository.ts';

/**
 * "Send to a friend" (architecture.md §11): the ticket's link and QR go to one more address, through the
 * outbox, so a friend who arrives later gets in on the same ticket (one person a scan). Only the
 * buyer, or the gift's recipient once their account has confirmed that address, may send it:
 * the link is the ticket. Answers the address it went to; 404, 403 or 409 otherwise.
 */
export async function forwardTicket(
  db: Kysely<Database>,
  context: TicketEmailContext,
  { reference, userId, to }: { reference: string; userId: string; to: string },
): Promise<string> {
  const row = await ticketsWithOrderAndEvent(db)
    .selectAll('orders')
    .select([
      'tickets.id as ticket_id',
      'tickets.status as ticket_status',
      'tickets.admitted',
      'tickets.admits',
      'events.title',
      ticketStartsAt,
      'events.time_zone',
      'events.venue',
      'events.city',
      'events.status as event_status',
    ])
    .where('tickets.reference', '=', reference)
    .executeTakeFirst();
  if (!row) throw httpError(404, messages.ticket.notFound);
  if (row.user_id !== userId) {
    const account = await db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const recipient = Number(row.is_gift) === 1 && account?.email_verified_at && account.email === row.recipient_email;
    if (!recipient) throw httpError(403, ticketShareMessages.notYours);
  }
  if (row.ticket_status === 'cancelled' || row.event_status === 'cancelled' || row.status !== 'paid') {
    throw httpError(409, messages.ticket.notReusable('cancelled'));
  }
  if (Number(row.admitted) >= Number(row.admits)) throw httpError(409, ticketShareMessages.everyoneIn);
  const senderName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  await db.transaction().execute((trx) =>
    enqueueForwardedTicket(trx, context, {
      order: row,
      ticketId: row.ticket_id,
      event: row,
      to,
      senderName,
    }),
  );
  return to;
}
