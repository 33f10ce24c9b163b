import { type CheckoutStanding, checkoutMessages, type MyOrder, type UserProfile } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import type { OrderStatus } from '@storefront/contracts/rules';
import { httpError } from '../../lib/http-error.ts';
import { enqueueTicketEmails, ticketsWithOrderAndEvent } from '../tickets/index.ts';
import { limitProblem } from './buyer-limits.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { ordersRepository } from './orders-repository.ts';
import { refundMessage } from './refund-reasons.ts';
import { release } from './release.ts';

// What a buyer asks of their own orders around the purchase: the summary's standing, My orders,
// closing the pop-up, and the ticket's emails again.

/**
 * GET /api/checkout/{eventId}: before Pay, the summary learns whether this order key was paid
 * already, how many tickets of the event the buyer has, and whether a limit will refuse the
 * quantity (read without the lock: the hold decides, hold.ts).
 */
export async function standing(
  ctx: CheckoutContext,
  user: UserProfile,
  eventId: string,
  orderKey?: string,
  quantity?: number,
): Promise<CheckoutStanding> {
  const orders = ordersRepository(ctx.db);
  const paid = orderKey ? await orders.paidWithKey(user.id, orderKey) : undefined;
  const ticketsOwned = await orders.ticketsBoughtBy(user.id, eventId);
  const problem = !paid && quantity !== undefined ? await limitAhead(ctx, user, eventId, quantity) : null;
  return {
    paidOrder: paid
      ? {
          reference: paid.reference,
          orderStatus: paid.status,
          ticketQuantity: Number(paid.quantity),
          amount: Number(paid.amount),
          discount: Number(paid.discount),
        }
      : null,
    ticketsOwned,
    problem,
  };
}

/** The limit `quantity` more tickets would meet, as the hold will judge it (its open hold replaced). */
async function limitAhead(ctx: CheckoutContext, user: UserProfile, eventId: string, quantity: number) {
  const orders = ordersRepository(ctx.db);
  const event = await ctx.db
    .selectFrom('events')
    .select(['max_per_order', 'max_per_account'])
    .where('id', '=', eventId)
    .where('status', '!=', 'draft')
    .executeTakeFirst();
  if (!event) throw httpError(404, `No event found for ID ${eventId}`);
  const account = await ctx.db
    .selectFrom('users')
    .select('email_verified_at')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  // The buyer's open hold for this event would be replaced by the new order: it does not count.
  const held = (await orders.openHolds(user.id, eventId)).reduce((sum, o) => sum + Number(o.quantity), 0);
  return limitProblem(
    { maxPerOrder: Number(event.max_per_order), maxPerAccount: Number(event.max_per_account) },
    {
      emailConfirmed: account.email_verified_at !== null,
      seatsTaken: (await orders.seatsTakenBy(user.id, eventId)) - held,
    },
    quantity,
    ctx.config.UNCONFIRMED_MAX_TICKETS,
  );
}

/** GET /api/my-orders: the buyer's five latest orders, what became of each, newest first. */
export async function myOrders(ctx: CheckoutContext, userId: string): Promise<MyOrder[]> {
  const rows = await ordersRepository(ctx.db).latestOf(userId, 5);
  return rows.map((row) => ({
    reference: row.reference,
    eventId: row.event_id,
    eventTitle: row.title,
    status: row.status,
    ticketQuantity: Number(row.quantity),
    amount: Number(row.amount),
    createdAt: row.created_at,
    message:
      row.status === 'refund_pending'
        ? refundMessage(row.refund_reason, Number(row.max_per_account), row.event_status)
        : null,
  }));
}

/** The buyer closed or declined the pop-up: the seats go back at once instead of after the hold. */
export async function cancel(
  ctx: CheckoutContext,
  reference: string,
  userId: string,
  now = new Date(),
): Promise<OrderStatus> {
  const order = await ctx.findOrder(reference);
  if (!order || order.user_id !== userId) throw httpError(404, checkoutMessages.referenceUnknown);
  if (order.status !== 'pending') return order.status;
  return (await release(ctx, order, 'failed', now))
    ? 'failed'
    : ((await ctx.findOrder(reference))?.status ?? order.status);
}

/**
 * The ticket page's "Send to my email" (product.md §2.9, §7): the issued ticket's emails again,
 * through the outbox, to the ticket's own addresses only. The buyer's email, or null for a
 * reference that is not this buyer's ticket; refused (409) once the ticket is no longer 'unused'.
 */
export async function resendTicketEmails(
  ctx: CheckoutContext,
  reference: string,
  ownerId: string,
): Promise<string | null> {
  const order = await ctx.findOrder(reference);
  if (!order || order.user_id !== ownerId || order.status !== 'paid') return null;
  const ticket = await ticketsWithOrderAndEvent(ctx.db)
    .select([
      'tickets.id',
      'tickets.status',
      'events.title',
      'events.starts_at',
      'events.time_zone',
      'events.venue',
      'events.city',
    ])
    .where('tickets.order_id', '=', order.id)
    .executeTakeFirst();
  if (!ticket) return null;
  if (ticket.status !== 'unused') throw httpError(409, messages.ticket.notReusable(ticket.status));
  await ctx.db.transaction().execute((trx) => enqueueTicketEmails(trx, ctx.ticketContext, order, ticket.id, ticket));
  return order.email;
}
