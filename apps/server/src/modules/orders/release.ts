import type { CheckoutContext } from './checkout-context.ts';
import { type OrderRow, ordersRepository } from './orders-repository.ts';
import { returnPromoUse } from './promo-pricing.ts';
import { FIRST_RECHECK_MS } from './reconciliation.ts';

/**
 * Gives back the seats of one pending order, as `status` ('expired': the hold ran out; 'failed':
 * the buyer closed the pop-up or the provider refused to start it). True if this call did. The
 * provider is asked about it again later (reconciliation.ts): its money may still come, and then
 * takes the late-payment path (settle.ts). Seats that came back are offered to the waitlist first.
 */
export async function release(
  ctx: CheckoutContext,
  order: Pick<OrderRow, 'id' | 'event_id' | 'seats' | 'showtime_id'>,
  status: 'expired' | 'failed',
  now: Date,
): Promise<boolean> {
  const released = await ctx.db.transaction().execute(async (trx) => {
    const orders = ordersRepository(trx);
    const moved = await orders.transition(
      order.id,
      { status: 'pending', holdsSeats: 1 },
      { status, holdsSeats: 0, recheckAt: new Date(now.getTime() + FIRST_RECHECK_MS) },
      now,
    );
    if (moved) {
      // The code's row before the seats' rows, as every path that changes both (hold.ts placeHold).
      await returnPromoUse(trx, order.id);
      await orders.returnSeats(await orders.claimOf(order));
    }
    return moved;
  });
  if (released) await ctx.waitlist.afterSeatsReleased(order.event_id, now);
  return released;
}
