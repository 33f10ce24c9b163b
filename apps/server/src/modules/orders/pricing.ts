import { commissionBps } from '../organizers/index.ts';
import type { EventLimits } from './buyer-limits.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { chooseLines, type LinesRequest } from './order-lines.ts';
import { type NewOrder, type NewOrderLine, orderTotals, type SeatClaim } from './orders-repository.ts';
import type { PricedPromo } from './promo-pricing.ts';
import type { Sale } from './sale-read.ts';

/** An order priced before anything is held: its lines, what they take, what the buyer pays, and how it is split. */
export interface PricedOrder {
  eventId: string;
  limits: EventLimits;
  lines: NewOrderLine[];
  /** Tickets (what the limits count). */
  quantity: number;
  /** Whole naira the buyer pays: the lines less the promo code's discount. */
  amount: number;
  promo: PricedPromo | null;
  split: NewOrder['split'];
  /** What the hold takes from stock. */
  claim: SeatClaim;
}

/** The people the sale can still let in: the event's seats, and its date's when it has several (decision 50). */
export const seatsOnSale = (sale: Sale) =>
  Math.min(Number(sale.event.remaining), sale.showtime ? sale.showtime.remaining : Number.POSITIVE_INFINITY);

/**
 * The price step (decision 30, decision 31): the tiers and how many of each, checked against
 * their sale (stock is the hold's); the promo code, checked and priced (its use is taken with the
 * hold); and an organizer's split, whose commission is the rate times what the buyer pays
 * (checkout-split.test.ts).
 */
export async function priceOrder(
  ctx: CheckoutContext,
  sale: Sale,
  request: LinesRequest & { promoCode?: string | undefined },
  now: Date,
): Promise<PricedOrder> {
  const { event, organizer, tiers } = sale;
  const limits = { maxPerOrder: event.max_per_order, maxPerAccount: event.max_per_account };
  const lines = chooseLines(request, tiers, { remaining: seatsOnSale(sale), maxPerOrder: limits.maxPerOrder }, now);
  const { quantity, seats, amount: linesTotal } = orderTotals(lines);
  const promo = request.promoCode ? await ctx.promos.price(request.promoCode, event.id, lines, now) : null;
  const amount = linesTotal - (promo?.discount ?? 0);
  const split = organizer?.subaccount_code
    ? {
        subaccount: organizer.subaccount_code,
        commissionKobo: Math.round((amount * 100 * commissionBps(organizer, ctx.config)) / 10_000),
        feeBearer: ctx.config.PAYSTACK_FEE_BEARER,
      }
    : null;
  return {
    eventId: event.id,
    limits,
    lines,
    quantity,
    amount,
    promo,
    split,
    claim: {
      eventId: event.id,
      showtimeId: sale.showtime?.id ?? null,
      seats,
      lines,
      seatedDate: sale.showtime?.seated,
    },
  };
}
