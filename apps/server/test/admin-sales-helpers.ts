import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from './auth-helpers.ts';

/**
 * Helpers for the back office's sales, orders and support tests.
 *
 *   const id = await orderIdOf(t.app, reference);
 *   const res = await adminPost(t.app, admin, `/api/admin/orders/${id}/refund`, { reason: 'Asked by phone' });
 */

/** The order id behind a payment reference (the back office's URLs use ids). */
export async function orderIdOf(app: FastifyInstance, reference: string): Promise<string> {
  const row = await app.db
    .selectFrom('orders')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A state-changing admin request with the CSRF header, as the back office sends it. */
export function adminPost(
  app: FastifyInstance,
  who: { headers: Record<string, string> },
  url: string,
  payload: unknown = {},
) {
  return app.inject({ method: 'POST', url, headers: who.headers, payload: payload as Record<string, unknown> });
}

/** The audit entries about one target, oldest first. */
export function auditOf(app: FastifyInstance, targetType: string, targetId: string) {
  return app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .execute();
}

/** The outbox rows an order caused, oldest first. */
export function emailsOf(app: FastifyInstance, orderId: string) {
  return app.db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export type { SignedInUser };
