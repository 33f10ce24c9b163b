// The orders module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export { type CheckoutService, checkoutService } from './checkout-service.ts';
export { refundDeps, refundOrder } from './order-refunds.ts';
export type { OrderRow } from './orders-repository.ts';
export { newId } from './references.ts';
export { ticketCancelledEmail } from './refund-emails.ts';
