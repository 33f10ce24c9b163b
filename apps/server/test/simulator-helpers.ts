import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import type { SignedInUser } from './auth-helpers.ts';

/**
 * Helpers for tests of the payment simulator's channels:
 *
 *   await simulatorPost(t.app, buyer, reference, 'transfer');
 *   await simulatorPost(t.app, buyer, reference, 'ussd', { bank: 'gtbank' });
 *   await paidOrder(t.database, reference);          // waits until the webhook made the order paid
 *   const posts = countWebhooks(t.app);              // posts.of(reference): webhooks posted so far
 */
export type SimulatorAction = 'pay' | 'decline' | 'transfer' | 'transfer-sent' | 'ussd' | 'ussd-dialled' | 'arrive';

export function simulatorPost(
  app: FastifyInstance,
  buyer: SignedInUser,
  reference: string,
  action: SimulatorAction,
  payload: unknown = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/payment-simulator/transactions/${reference}/${action}`,
    headers: buyer.headers,
    payload: payload as Record<string, unknown>,
  });
}

export const simulatedPayment = (database: DatabaseHandle, reference: string) =>
  database.db.selectFrom('simulated_payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

export const orderOf = (database: DatabaseHandle, reference: string) =>
  database.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

/** Waits (without calling verify) until the order is paid: only the webhook can have done it. */
export async function paidOrder(database: DatabaseHandle, reference: string, timeout = 8000) {
  await vi.waitFor(
    async () => {
      const order = await orderOf(database, reference);
      if (order.status !== 'paid') throw new Error(`order ${reference} is still ${order.status}`);
    },
    { timeout, interval: 50 },
  );
  return orderOf(database, reference);
}

/** The ticket emails an order caused (the outbox rows linked to it). */
export const ticketEmails = (database: DatabaseHandle, orderId: string) =>
  database.db.selectFrom('outbox').select(['to_address', 'subject']).where('order_id', '=', orderId).execute();

/**
 * Counts the webhooks an app posts to itself (the simulator posts through `inject`). `failFirst`
 * makes the first one fail as a network error would, to see it posted again.
 */
export function countWebhooks(app: FastifyInstance, { failFirst = false } = {}) {
  const posted: string[] = [];
  let failed = !failFirst;
  const original = app.inject.bind(app);
  const spy = vi.spyOn(app, 'inject') as unknown as {
    mockImplementation(fn: (options: unknown) => unknown): void;
    mockRestore(): void;
  };
  spy.mockImplementation((options) => {
    const request = options as { url?: string; payload?: string };
    if (request.url === '/api/paystack/webhook' && typeof request.payload === 'string') {
      const reference = (JSON.parse(request.payload) as { data: { reference: string } }).data.reference;
      if (!failed) {
        failed = true;
        return Promise.reject(new Error('the connection was reset'));
      }
      posted.push(reference);
    }
    return (original as (options: unknown) => unknown)(options);
  });
  return {
    of: (reference: string) => posted.filter((each) => each === reference).length,
    get all() {
      return [...posted];
    },
    restore: () => spy.mockRestore(),
  };
}
