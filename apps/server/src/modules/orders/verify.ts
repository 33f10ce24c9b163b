import { checkoutMessages, type VerifyTransactionResponse } from '@storefront/contracts/api';
import { isPaymentChannel, isPaymentInFlight, type OrderStatus } from '@storefront/contracts/rules';
import { httpError } from '../../lib/http-error.ts';
import { ProviderRejectedError, ProviderUnavailableError, type VerifiedTransaction } from '../payments/index.ts';
import { forViewer, type TicketViewer } from '../tickets/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { PROVIDER_CHECK_INTERVAL_MS, transferHoldEnd } from './hold-times.ts';
import { type OrderRow, ordersRepository } from './orders-repository.ts';
import { refundMessage } from './refund-reasons.ts';
import { release } from './release.ts';
import type { Settles } from './settle.ts';

/**
 * GET /api/verify-transaction (architecture.md §9): a pending order is checked with the provider
 * (at most once per PROVIDER_CHECK_INTERVAL_MS); a success is settled, a payment still on its way
 * (a bank transfer, USSD) keeps its seats for the provider's transfer window, a lapsed hold is
 * released. Any other order is answered from the database: the provider is not asked again.
 */
export async function verify(
  ctx: CheckoutContext,
  settles: Settles,
  reference: string,
  viewer: TicketViewer,
  now = new Date(),
): Promise<VerifyTransactionResponse> {
  const order = await ctx.findOrder(reference);
  if (!order) throw httpError(404, checkoutMessages.referenceUnknown);
  if (order.status !== 'pending') return answerFromDatabase(ctx, order, viewer);
  // The webhook is settling it in this process: its outcome is the answer, without asking the
  // provider again. If that settle failed, the provider is asked as usual.
  const settled = await settles.running(reference)?.catch(() => null);
  if (settled) return answerFromDatabase(ctx, { ...order, status: settled }, viewer);
  if (!(await ordersRepository(ctx.db).claimProviderCheck(order.id, now, PROVIDER_CHECK_INTERVAL_MS))) {
    // Asked a moment ago (or the order just moved on): what the database knows now.
    const current = (await ctx.findOrder(reference)) ?? order;
    return current.status === 'pending' ? waiting(reference) : answerFromDatabase(ctx, current, viewer);
  }
  const payment = await verifyWithProvider(ctx, reference);
  if (payment.status === 'success') {
    const status = await settles.settle(reference, payment, now, order);
    return answerFromDatabase(ctx, { ...order, status }, viewer);
  }
  if (isPaymentInFlight(payment.status)) return keepWhileInFlight(ctx, order, payment, now);
  let status: OrderStatus = order.status;
  if (new Date(order.hold_expires_at).getTime() <= now.getTime()) {
    await release(ctx, order, 'expired', now);
    status = (await ctx.findOrder(reference))?.status ?? status;
  }
  return {
    data: {
      status: payment.status,
      reference,
      orderStatus: status,
      ticket: null,
      message: checkoutMessages.paymentNotSuccessful,
    },
  };
}

/**
 * A transfer or USSD payment on its way keeps its seats for the provider's transfer window
 * (decision 20). Past even that window the seats go back, and money that still comes takes the
 * late-payment path (settle.ts).
 */
async function keepWhileInFlight(
  ctx: CheckoutContext,
  order: OrderRow,
  payment: VerifiedTransaction,
  now: Date,
): Promise<VerifyTransactionResponse> {
  const holdEnd = transferHoldEnd(order, ctx.holdMs, now);
  await ordersRepository(ctx.db).extendHold(order.id, holdEnd);
  const heldUntil = Math.max(holdEnd.getTime(), new Date(order.hold_expires_at).getTime());
  // The channel, so the waiting page says 'transfer' or 'USSD payment' as the buyer chose (decision 44).
  const channel = isPaymentChannel(payment.channel) ? { channel: payment.channel } : {};
  if (heldUntil <= now.getTime() && (await release(ctx, order, 'expired', now))) {
    return { data: { ...waiting(order.reference).data, status: payment.status, orderStatus: 'expired', ...channel } };
  }
  return { data: { ...waiting(order.reference).data, status: payment.status, ...channel } };
}

async function verifyWithProvider(ctx: CheckoutContext, reference: string): Promise<VerifiedTransaction> {
  try {
    return await ctx.provider.verify(reference);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw httpError(503, checkoutMessages.providerUnavailable);
    if (error instanceof ProviderRejectedError) throw httpError(404, checkoutMessages.referenceUnknown);
    throw error;
  }
}

const waiting = (reference: string): VerifyTransactionResponse => ({
  data: { status: 'pending', reference, orderStatus: 'pending', ticket: null, message: null },
});

/**
 * An order that is no longer pending, as the database knows it: the provider is not asked. A
 * paid order's ticket as `viewer` may see it (the reference is on the QR: ticket-privacy.ts).
 */
async function answerFromDatabase(
  ctx: CheckoutContext,
  { reference, status }: Pick<OrderRow, 'reference' | 'status'>,
  viewer: TicketViewer,
): Promise<VerifyTransactionResponse> {
  const moneyTaken = status === 'paid' || status === 'refund_pending' || status === 'refunded';
  const bought = status === 'paid' ? await ctx.tickets.byReference(reference) : undefined;
  return {
    data: {
      status: moneyTaken ? 'success' : status === 'failed' ? 'failed' : 'abandoned',
      reference,
      orderStatus: status,
      ticket: bought ? forViewer(bought.ticket, bought.buyerId, viewer) : null,
      message:
        status === 'refund_pending'
          ? await refundPendingMessage(ctx, reference)
          : moneyTaken
            ? null
            : checkoutMessages.paymentNotSuccessful,
    },
  };
}

/**
 * Why a paid order got no ticket, in the buyer's words (refund-reasons.ts), read as stored: the
 * caller's copy of the order may be from before its settle recorded the reason.
 */
async function refundPendingMessage(ctx: CheckoutContext, reference: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('orders')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .select(['orders.refund_reason', 'events.status', 'events.max_per_account'])
    .where('orders.reference', '=', reference)
    .executeTakeFirst();
  return refundMessage(row?.refund_reason ?? null, Number(row?.max_per_account ?? 0), row?.status);
}
