import type { UserProfile } from '@storefront/contracts/api';
import { adminSalesMessages } from '@storefront/contracts/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { httpError } from '../../../lib/http-error.ts';
import { recordAudit } from '../../audit/index.ts';
import { ticketCancelledEmail } from '../../orders/index.ts';
import { platformScope, type Scope } from '../../organizers/index.ts';
import { outboxRepository } from '../../outbox/index.ts';
import { enqueueTicketEmails, type TicketEmailContext } from '../../tickets/index.ts';
import { orderWithEvent } from './admin-orders-repository.ts';

const m = adminSalesMessages;

async function orderWithTicket(db: Kysely<Database>, orderId: string, scope: Scope) {
  const order = await orderWithEvent(db, orderId, scope);
  if (!order) throw httpError(404, m.orderNotFound);
  const ticket = await db.selectFrom('tickets').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return { order, ticket };
}

/**
 * Cancels an order's ticket without a refund (a ticket passed on against the rules, a duplicate):
 * one conditional UPDATE from any status but 'cancelled', so the verify page and the door say
 * cancelled from then on. A ticket people already went in on can be cancelled too, to stop the
 * rest of its group (it cannot be refunded: order-refunds.ts). The money and the seat stay with
 * the order; refund it to free the seat. The buyer is told.
 */
export async function cancelTicket(
  db: Kysely<Database>,
  {
    orderId,
    actor,
    reason,
    scope = platformScope,
  }: { orderId: string; actor: UserProfile; reason?: string | undefined; scope?: Scope },
): Promise<void> {
  const { order, ticket } = await orderWithTicket(db, orderId, scope);
  if (!ticket) throw httpError(409, m.cancel.noTicket);
  const cancelled = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('id', '=', ticket.id)
      .where('status', '!=', 'cancelled')
      .returning(['admitted', 'admits'])
      .executeTakeFirst();
    if (!result) return false;
    await outboxRepository(trx).enqueue(
      ticketCancelledEmail({
        to: order.email,
        firstName: order.first_name,
        eventTitle: order.title,
        reference: order.reference,
        ticketId: ticket.id,
        reason: reason ?? null,
      }),
      { orderId },
    );
    await recordAudit(trx, {
      actor,
      action: 'ticket.cancel',
      targetType: 'order',
      targetId: orderId,
      before: {
        ticketId: ticket.id,
        ticketStatus: ticket.status,
        ...(Number(result.admitted) > 0 ? { admitted: Number(result.admitted), admits: Number(result.admits) } : {}),
      },
      after: { ticketId: ticket.id, ticketStatus: 'cancelled', ...(reason ? { reason } : {}) },
    });
    return true;
  });
  if (!cancelled) throw httpError(409, m.cancel.alreadyCancelled);
}

/**
 * The ticket's emails again, through the outbox, to the ticket's own addresses (the buyer, and the
 * recipient of a gift): what the ticket page's "Send to my email" does, for the support team.
 * Only for an unused ticket of a paid order. Answers the buyer's address.
 */
export async function resendTicketEmail(
  db: Kysely<Database>,
  context: TicketEmailContext,
  { orderId, actor, scope = platformScope }: { orderId: string; actor: UserProfile; scope?: Scope },
): Promise<string> {
  const { order, ticket } = await orderWithTicket(db, orderId, scope);
  if (order.status !== 'paid' || !ticket || ticket.status !== 'unused') throw httpError(409, m.resend.notSendable);
  await db.transaction().execute(async (trx) => {
    const ids = await enqueueTicketEmails(trx, context, order, ticket.id, {
      title: order.title,
      starts_at: order.starts_at,
      time_zone: order.time_zone,
      venue: order.venue,
      city: order.city,
    });
    await recordAudit(trx, {
      actor,
      action: 'order.resend_ticket_email',
      targetType: 'order',
      targetId: orderId,
      after: { ticketId: ticket.id, emails: ids.length },
    });
  });
  return order.email;
}
