import type { TicketViewer } from '../tickets/index.ts';
import { cancel, myOrders, resendTicketEmails, standing } from './buyer-orders.ts';
import { type CheckoutDeps, checkoutContext } from './checkout-context.ts';
import { type InitializeOptions, initialize, type OrderRequest } from './initialize.ts';
import { reconciliation } from './reconciliation.ts';
import { release } from './release.ts';
import { settlesInProcess } from './settle.ts';
import { verify } from './verify.ts';

export type { CheckoutDeps } from './checkout-context.ts';
export type { OrderRequest } from './initialize.ts';
export { splitOfPayment } from './settle.ts';

/**
 * The purchase (architecture.md §9.4), one per process (checkout-module.ts):
 * initialize prices the order, holds its seats under every selling rule and starts the payment
 * (initialize.ts, pricing.ts, hold.ts); settle turns a verified payment into a paid order and
 * exactly one ticket, or a refund with its reason, whichever of verify and the webhook comes
 * first and however many times they come (settle.ts, verify.ts); holds that run out give their
 * seats back once the provider says they were not paid (release.ts, reconciliation.ts, decision
 * 24). Each step is a function of its own; this file only puts them together.
 */
export function checkoutService(deps: CheckoutDeps) {
  const ctx = checkoutContext(deps);
  const settles = settlesInProcess(ctx);
  const reconcile = reconciliation({
    db: ctx.db,
    provider: ctx.provider,
    log: ctx.log,
    holdMs: ctx.holdMs,
    lookbackMs: ctx.config.RECONCILE_LOOKBACK_HOURS * 60 * 60_000,
    settle: settles.settle,
    expire: (order, now) => release(ctx, order, 'expired', now),
  });
  /**
   * Releases expired holds (of one event, or all), each only after the provider said it was not
   * paid (decision 24): a paid one is settled instead, one on its way or unanswered is kept.
   * Answers how many gave their seats back.
   */
  const releaseExpiredHolds = async (now: Date, eventId?: string, limit = ctx.config.RECONCILE_BATCH) =>
    (await reconcile.expiredHolds(now, { eventId, limit })).released;

  return {
    releaseExpiredHolds,
    settle: settles.settle,
    /**
     * One pass of the sweep every process runs (checkout-module.ts): a batch of expired holds,
     * then a batch of orders that closed unpaid and are due a recheck at the provider, then the
     * waitlist's claims past their time, whose seats go to the next in line.
     */
    async reconcile(now = new Date()) {
      const holds = await reconcile.expiredHolds(now, { limit: ctx.config.RECONCILE_BATCH });
      const late = await reconcile.closedOrders(now, { limit: ctx.config.RECONCILE_BATCH });
      await ctx.waitlist.sweep(now);
      return { ...holds, settledLate: late };
    },
    initialize: (sessionId: string, request: OrderRequest, options?: InitializeOptions) =>
      initialize(ctx, releaseExpiredHolds, sessionId, request, options),
    verify: (reference: string, viewer: TicketViewer, now?: Date) => verify(ctx, settles, reference, viewer, now),
    standing: (...args: Parameters<typeof standing> extends [unknown, ...infer Rest] ? Rest : never) =>
      standing(ctx, ...args),
    myOrders: (userId: string) => myOrders(ctx, userId),
    cancel: (reference: string, userId: string, now?: Date) => cancel(ctx, reference, userId, now),
    resendTicketEmails: (reference: string, ownerId: string) => resendTicketEmails(ctx, reference, ownerId),
    /** A reference's ticket with its buyer (anyone's, or `ownerId`'s only): the caller decides what a viewer sees. */
    ticket: (reference: string, ownerId?: string) =>
      ownerId ? ctx.tickets.byReferenceForOwner(reference, ownerId) : ctx.tickets.byReference(reference),
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
