import type { UserProfile } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { adminSalesMessages } from '@storefront/contracts/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { outboxRepository } from '../outbox/index.ts';
import { type PaymentProvider, ProviderRejectedError, ProviderUnavailableError } from '../payments/index.ts';
import { move } from './order-states.ts';
import { type OrderRow, ordersRepository } from './orders-repository.ts';
import { refundIssuedEmail, ticketCancelledEmail } from './refund-emails.ts';
import { waitlistOf } from './waitlist-hooks.ts';

export interface RefundDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Seats came back to the event: the waitlist's next in line are offered them (decision 30). */
  afterSeatsReleased?: (eventId: string, now: Date) => Promise<void>;
}

/** What refundOrder did: the order's status now and the provider's word on the refund. */
export interface RefundOutcome {
  orderId: string;
  status: 'refund_pending' | 'refunded';
  providerStatus: string;
  /** Seats given back to the event by this call (0 when an earlier attempt already had). */
  seatsReleased: number;
}

/** The audit log's actor for changes the payment provider announces by webhook (no person made them). */
export const PAYMENT_PROVIDER_ACTOR: UserProfile = {
  id: 'payment-provider',
  username: 'payment-provider',
  email: 'payment provider (webhook)',
};

/**
 * How long one request may spend asking the provider for a refund before another may try:
 * longer than any provider call may take (PAYSTACK_TIMEOUT_MS is at most 60 s).
 */
const REFUND_LEASE_MS = 2 * 60_000;

/** The order's refund as the audit log keeps it. */
const refundState = (order: Pick<OrderRow, 'status' | 'holds_seats'>, ticketStatus?: string | null) => ({
  status: order.status,
  holdsSeats: Number(order.holds_seats) === 1,
  ...(ticketStatus === undefined ? {} : { ticketStatus }),
});

/** The dependencies from the app: its database and the payment provider PAYMENT_PROVIDER names. */
export function refundDeps(app: FastifyInstance): RefundDeps {
  return {
    db: app.db,
    provider: app.payments.provider,
    log: app.log,
    afterSeatsReleased: waitlistOf(app.db, app.config.PUBLIC_URL, app.log).afterSeatsReleased,
  };
}

/**
 * Refunds an order in full through the payment provider (product.md §4.4: paid → refund_pending →
 * refunded). Exactly once, however many admins click at once:
 *
 * 1. One transaction takes the order from 'paid' to 'refund_pending' with a conditional UPDATE
 *    (the one request whose row count is 1 goes on; the others get a 409), gives its seats back
 *    (its tiers' and `events.remaining`, decision 30), cancels its ticket and writes the audit entry. It also
 *    takes a lease on the provider call. An order that is already 'refund_pending' with no
 *    refund accepted (the checkout's late payment for a sold-out event, or an earlier attempt
 *    the provider refused) is claimed the same way, without touching seats again.
 * 2. The provider is asked, outside any transaction (a network call).
 * 3. A second transaction records its answer under the same lease: 'processed' (the simulator,
 *    or Paystack when it is instant) makes the order 'refunded'; 'pending'/'processing' leave it
 *    'refund_pending' until Paystack's `refund.processed` webhook (recordRefundOutcome). The
 *    buyer's email is enqueued there, once. A refusal or no answer is recorded on the order, the
 *    lease released, and a 502 says so: the refund can be tried again from the order's page.
 *
 * admin-events calls this for every paid order of a cancelled event.
 */
export async function refundOrder(deps: RefundDeps, request: RefundRequest, now = new Date()): Promise<RefundOutcome> {
  const lease = new Date(now.getTime() + REFUND_LEASE_MS).toISOString();
  const claim = await deps.db.transaction().execute((trx) => claimRefund(trx, request, now, lease));
  if (!claim) throw await refusal(deps.db, request.orderId);
  if (claim.seatsReleased > 0) await deps.afterSeatsReleased?.(claim.order.event_id, now);
  const providerStatus = await askProvider(deps, request, claim.order, lease);
  await recordRefund(deps, request, claim, providerStatus, lease);
  const status = providerStatus === 'processed' ? 'refunded' : 'refund_pending';
  return { orderId: request.orderId, status, providerStatus, seatsReleased: claim.seatsReleased };
}

interface RefundRequest {
  orderId: string;
  actor: UserProfile;
  reason?: string | null | undefined;
}

interface RefundClaim {
  order: OrderRow;
  ticketId: string | null;
  seatsReleased: number;
}

/** Step 1: this request's claim on the refund, or null when another request has it (or nothing is to refund). */
async function claimRefund(
  trx: Kysely<Database>,
  request: RefundRequest,
  now: Date,
  lease: string,
): Promise<RefundClaim | null> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', request.orderId).executeTakeFirst();
  if (!order) throw httpError(404, adminSalesMessages.orderNotFound);
  const ticket = await trx
    .selectFrom('tickets')
    .select(['id', 'status'])
    .where('order_id', '=', request.orderId)
    .executeTakeFirst();
  if (order.status === 'paid') return claimPaid(trx, request, order, ticket, now.toISOString(), lease);
  if (order.status === 'refund_pending' && order.refund_provider_status === null) {
    return claimAgain(trx, request, order, ticket, now.toISOString(), lease);
  }
  return null;
}

/** A paid order: to refund_pending, its seats back, its ticket cancelled (only if nobody went in on it). */
async function claimPaid(
  trx: Kysely<Database>,
  { orderId, actor, reason }: RefundRequest,
  order: OrderRow,
  ticket: { id: string; status: string } | undefined,
  stamp: string,
  lease: string,
): Promise<RefundClaim | null> {
  const moved = await trx
    .updateTable('orders')
    .set({
      status: move('paid', 'refund_pending'),
      holds_seats: 0,
      updated_at: stamp,
      refund_requested_at: stamp,
      refund_claimed_until: lease,
      refund_error: null,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .where('holds_seats', '=', 1)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  const orders = ordersRepository(trx);
  await orders.returnSeats(await orders.claimOf(order));
  if (ticket) {
    // Only a ticket nobody went in on (docs/door.md): its seats must not go back on sale while its
    // holders are inside. Conditional, so a scan at this very moment either comes first (and the
    // refund is refused, the order left paid) or finds the ticket cancelled.
    const cancelled = await trx
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('order_id', '=', orderId)
      .where('admitted', '=', 0)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) throw await admittedRefusal(trx, orderId);
  }
  await recordAudit(trx, {
    actor,
    action: 'order.refund',
    targetType: 'order',
    targetId: orderId,
    before: refundState(order, ticket?.status ?? null),
    after: {
      status: 'refund_pending',
      holdsSeats: false,
      ticketStatus: ticket ? 'cancelled' : null,
      seatsReleased: Number(order.seats),
      ...(reason ? { reason } : {}),
    },
  });
  return { order, ticketId: ticket?.id ?? null, seatsReleased: Number(order.seats) };
}

/** Nobody's refund was accepted yet: claim the next attempt, unless a request is making one now. */
async function claimAgain(
  trx: Kysely<Database>,
  { orderId, actor, reason }: RefundRequest,
  order: OrderRow,
  ticket: { id: string; status: string } | undefined,
  stamp: string,
  lease: string,
): Promise<RefundClaim | null> {
  const claimed = await trx
    .updateTable('orders')
    .set({ refund_claimed_until: lease, refund_requested_at: order.refund_requested_at ?? stamp, updated_at: stamp })
    .where('id', '=', orderId)
    .where('status', '=', 'refund_pending')
    .where('refund_provider_status', 'is', null)
    .where((eb) => eb.or([eb('refund_claimed_until', 'is', null), eb('refund_claimed_until', '<=', stamp)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  await recordAudit(trx, {
    actor,
    action: 'order.refund',
    targetType: 'order',
    targetId: orderId,
    before: { ...refundState(order, ticket?.status ?? null), refundError: order.refund_error },
    after: { status: 'refund_pending', attempt: 'again', ...(reason ? { reason } : {}) },
  });
  return { order, ticketId: ticket?.id ?? null, seatsReleased: 0 };
}

/**
 * Step 2, outside any transaction (a network call): the provider's word on the refund. A refusal
 * or no answer is recorded on the order, the lease released, and a 502 says so.
 */
async function askProvider(
  { db, provider, log }: RefundDeps,
  { orderId, actor, reason }: RefundRequest,
  order: OrderRow,
  lease: string,
): Promise<string> {
  // A free order (NGN 0, free tier or a 100% code) never reached the provider: nothing to give
  // back, so its refund is done once its ticket is cancelled (money-path.model.test.ts).
  if (Number(order.amount) === 0) return 'processed';
  try {
    const accepted = await provider.refund({
      reference: order.reference,
      amountKobo: Number(order.amount) * 100,
      customerNote: `Refund of order ${order.reference}`,
      merchantNote: `Refunded from the back office by ${actor.email}${reason ? `: ${reason}` : ''}`.slice(0, 500),
    });
    return accepted.status;
  } catch (error) {
    // Refused as already refunded in full (an earlier attempt whose answer was lost, or a refund
    // made in the provider's dashboard): the money is back, which is what was asked.
    if (error instanceof ProviderRejectedError && /fully reversed|already (been )?refunded/i.test(error.message)) {
      return 'processed';
    }
    if (!(error instanceof ProviderRejectedError || error instanceof ProviderUnavailableError)) throw error;
    log.warn({ err: error, orderId }, 'the payment provider did not take a refund');
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({
          refund_error: error.message.slice(0, 500),
          refund_claimed_until: null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', orderId)
        .where('refund_claimed_until', '=', lease)
        .execute();
      await recordAudit(trx, {
        actor,
        action: 'order.refund_failed',
        targetType: 'order',
        targetId: orderId,
        after: { status: 'refund_pending', error: error.message },
      });
    });
    throw httpError(502, adminSalesMessages.refund.failed(error.message));
  }
}

/**
 * Step 3: the provider's answer, under the same lease: 'processed' makes the order 'refunded';
 * 'pending'/'processing' leave it 'refund_pending' until Paystack's `refund.processed` webhook
 * (recordRefundOutcome). The buyer's email is enqueued here, once.
 */
async function recordRefund(
  { db, log }: RefundDeps,
  { orderId, actor }: RefundRequest,
  { order, ticketId }: RefundClaim,
  providerStatus: string,
  lease: string,
): Promise<void> {
  const processed = providerStatus === 'processed';
  await db.transaction().execute(async (trx) => {
    const doneAt = new Date().toISOString();
    const recorded = await trx
      .updateTable('orders')
      .set({
        refund_provider_status: providerStatus,
        refund_error: null,
        refund_claimed_until: null,
        updated_at: doneAt,
        ...(processed ? { status: move('refund_pending', 'refunded'), refunded_at: doneAt } : {}),
      })
      .where('id', '=', orderId)
      .where('status', '=', 'refund_pending')
      .where('refund_claimed_until', '=', lease)
      .executeTakeFirst();
    // The lease ran out while the provider answered (it cannot, given the provider's timeout): the
    // refund exists at the provider all the same, so say what it said without a second email.
    if (Number(recorded.numUpdatedRows) !== 1) {
      log.error({ orderId, providerStatus }, 'a refund was accepted after its lease ended');
      return;
    }
    const event = await trx.selectFrom('events').select('title').where('id', '=', order.event_id).executeTakeFirst();
    const notice = {
      to: order.email,
      firstName: order.first_name,
      eventTitle: event?.title ?? 'your event',
      reference: order.reference,
      ticketId,
    };
    // A free ticket had no money to give back: its buyer hears that the ticket is cancelled.
    const amount = Number(order.amount);
    await outboxRepository(trx).enqueue(
      amount === 0 ? ticketCancelledEmail({ ...notice, reason: null }) : refundIssuedEmail({ ...notice, amount }),
      { orderId },
    );
    await recordAudit(trx, {
      actor,
      action: processed ? 'order.refunded' : 'order.refund_accepted',
      targetType: 'order',
      targetId: orderId,
      before: { status: 'refund_pending' },
      after: { status: processed ? 'refunded' : 'refund_pending', providerStatus },
    });
  });
}

/** A refund of a ticket people went in on: 409, saying how many and when the first did. */
async function admittedRefusal(trx: Kysely<Database>, orderId: string) {
  const ticket = await trx
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('events', 'events.id', 'orders.event_id')
    .select(['tickets.admitted', 'tickets.admits', 'tickets.used_at', 'events.time_zone', 'events.city'])
    .where('tickets.order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const first = ticket.used_at ? formatLongDateTime(ticket.used_at, ticket.time_zone, ticket.city) : 'the door';
  return httpError(409, adminSalesMessages.refund.admitted(Number(ticket.admitted), Number(ticket.admits), first));
}

/** Why a refund request did not get the order: a 409 whose sentence fits its state (or a 404). */
async function refusal(db: Kysely<Database>, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['status', 'refund_provider_status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const m = adminSalesMessages.refund;
  if (!order) return httpError(404, adminSalesMessages.orderNotFound);
  if (order.status === 'refunded') return httpError(409, m.alreadyRefunded);
  if (order.status === 'refund_pending') {
    return httpError(409, order.refund_provider_status === null ? m.inProgress : m.withProvider);
  }
  return httpError(409, m.notRefundable(order.status));
}

/** What Paystack's refund webhooks say: `refund.processed` (the money went back) or `refund.failed`. */
export type ProviderRefundResult = 'processed' | 'failed';

/**
 * Paystack's refund webhook for a 'refund_pending' order whose refund the provider accepted:
 * 'processed' makes it 'refunded'; 'failed' keeps it 'refund_pending' with the reason, to be
 * refunded again from its page. Idempotent (a repeated webhook changes nothing); a reference that
 * is not ours, or not being refunded, is ignored. True if it changed the order.
 */
export async function recordRefundOutcome(
  db: Kysely<Database>,
  reference: string,
  outcome: ProviderRefundResult,
  now = new Date(),
): Promise<boolean> {
  const stamp = now.toISOString();
  const error = adminSalesMessages.refund.providerFailed;
  const change =
    outcome === 'processed'
      ? ({
          status: move('refund_pending', 'refunded'),
          refunded_at: stamp,
          refund_provider_status: 'processed',
        } as const)
      : ({ refund_provider_status: null, refund_error: error } as const);
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('orders')
      .set({ ...change, updated_at: stamp })
      .where('reference', '=', reference)
      .where('status', '=', 'refund_pending')
      .where('refund_provider_status', 'is not', null)
      .returning(['id'])
      .executeTakeFirst();
    if (!order) return false;
    await recordAudit(trx, {
      actor: PAYMENT_PROVIDER_ACTOR,
      targetType: 'order',
      targetId: order.id,
      ...(outcome === 'processed'
        ? {
            action: 'order.refunded',
            before: { status: 'refund_pending' },
            after: { status: 'refunded', providerStatus: 'processed' },
          }
        : { action: 'order.refund_failed', after: { status: 'refund_pending', error } }),
    });
    return true;
  });
}
