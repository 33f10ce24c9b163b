import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signWebhook } from '../src/modules/payments/webhook-signature.ts';
import type { SignedInUser } from './auth-helpers.ts';

/** A valid initialize body for event 1 (Davido, NGN 3,000); override any field. */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventId: '1',
    ticketQuantity: 2,
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada.obi@example.com',
    phoneNumber: '+2348031234567',
    isGift: false,
    ...overrides,
  };
}

export function initialize(app: FastifyInstance, buyer: SignedInUser, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/initialize-transaction',
    headers: buyer.headers,
    payload: orderBody(overrides),
  });
}

/** Initializes and answers the reference (fails the test with the body otherwise). */
export async function startOrder(app: FastifyInstance, buyer: SignedInUser, overrides: Record<string, unknown> = {}) {
  const res = await initialize(app, buyer, overrides);
  if (res.statusCode !== 200) throw new Error(`initialize answered ${res.statusCode}: ${res.body}`);
  return res.json().data.reference as string;
}

/** The simulator pop-up's Pay or Decline button. */
export function simulatorButton(
  app: FastifyInstance,
  buyer: SignedInUser,
  reference: string,
  button: 'pay' | 'decline',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/payment-simulator/transactions/${reference}/${button}`,
    headers: buyer.headers,
    payload: {},
  });
}

/** GET /api/verify-transaction; as a guest unless `headers` sign someone in (a guest sees the ticket's emails masked). */
export const verify = (app: FastifyInstance, reference: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/verify-transaction/${reference}`, headers });

/**
 * Verify, again and again until the order is no longer pending (at most `ms`): what the web's
 * waiting page does while a payment's webhook is on its way. Answers the last verify.
 */
export async function verifyUntilSettled(
  app: FastifyInstance,
  reference: string,
  ms = 10_000,
  headers: Record<string, string> = {},
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await verify(app, reference, headers);
    const status = res.json().data?.orderStatus;
    if ((status !== 'pending' && status !== 'expired' && status !== 'failed') || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function remainingSeats(app: FastifyInstance, eventId = '1'): Promise<number> {
  return (await app.inject({ url: `/api/events/${eventId}` })).json().remaining;
}

/** Paystack's `charge.success` body for a reference (amount in kobo), as raw JSON text. */
export function chargeSuccess(reference: string, amountKobo: number, currency = 'NGN'): string {
  return JSON.stringify({
    event: 'charge.success',
    data: { reference, amount: amountKobo, currency, status: 'success' },
  });
}

/**
 * POSTs a webhook body to /api/paystack/webhook. `signature` null sends none; by default the
 * body is signed with `secret`, as the provider does.
 */
export function postWebhook(
  app: FastifyInstance,
  raw: string,
  secret: string,
  signature: string | null = signWebhook(raw, secret),
) {
  return app.inject({
    method: 'POST',
    url: '/api/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    payload: raw,
  });
}
