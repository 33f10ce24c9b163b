/**
 * The channels Paystack's pop-up can offer and the storefront may turn on (PAYMENT_CHANNELS), in
 * Paystack's own names and in the order the pop-up shows them. No Zod here: the web app reads
 * these when it checks GET /api/config, and page chunks stay free of Zod.
 *
 * - card: a debit card (Pay / Decline in the simulator);
 * - bank_transfer: the buyer sends the exact amount to an account generated for the payment;
 *   it arrives later, by webhook;
 * - ussd: the buyer dials a code on the phone their bank knows; it arrives later, by webhook;
 * - bank: the buyer approves a debit of their bank account (Paystack's "pay with bank").
 */
export const PAYMENT_CHANNELS = ['card', 'bank_transfer', 'ussd', 'bank'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const isPaymentChannel = (value: unknown): value is PaymentChannel =>
  (PAYMENT_CHANNELS as readonly unknown[]).includes(value);
