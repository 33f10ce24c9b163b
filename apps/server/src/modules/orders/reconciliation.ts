import { isPaymentInFlight, type OrderStatus } from '@storefront/contracts/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  type PaymentProvider,
  ProviderRejectedError,
  ProviderUnavailableError,
  type VerifiedTransaction,
} from '../payments/index.ts';
import { PROVIDER_CHECK_INTERVAL_MS, transferHoldEnd, unreachableProviderBound } from './hold-times.ts';
import { type OrderRow, ordersRepository } from './orders-repository.ts';

/** Provider calls one sweep makes at the same time (a handful: Paystack is one HTTP API for every merchant). */
const CONCURRENCY = 4;

/** An order that closed unpaid is first asked about again this long after it closed. */
export const FIRST_RECHECK_MS = 2 * 60_000;
/** Then again after half its age, but at least this and at most MAX_RECHECK_MS later: about 14 calls in a day. */
const MIN_RECHECK_MS = 5 * 60_000;
const MAX_RECHECK_MS = 6 * 60 * 60_000;

/** When an order that closed at `closedAt` is next asked about after `now`; null once past the look-back. */
export function nextRecheck(closedAt: string, now: Date, lookbackMs: number): Date | null {
  const closed = new Date(closedAt).getTime();
  const wait = Math.min(MAX_RECHECK_MS, Math.max(MIN_RECHECK_MS, (now.getTime() - closed) / 2));
  const next = now.getTime() + wait;
  return next > closed + lookbackMs ? null : new Date(next);
}

export interface ReconciliationDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  holdMs: number;
  /** How long after an order closed unpaid the provider is still asked about it. */
  lookbackMs: number;
  /** Settles a payment the provider confirmed (the checkout's own, idempotent on the reference). */
  settle(reference: string, payment: VerifiedTransaction, now: Date, known?: OrderRow): Promise<OrderStatus>;
  /** Gives back a pending order's seats as expired; true if this call did it. */
  expire(order: OrderRow, now: Date): Promise<boolean>;
}

/** What became of the expired holds one pass looked at. */
export interface HoldsReconciled {
  /** Seats given back: the provider said unpaid, did not know the order, or could not be asked for too long. */
  released: number;
  /** Paid at the provider after all: settled (a ticket, or the late-payment path). */
  settled: number;
  /** Kept: money on its way (a transfer), or the provider could not be asked (tried again next pass). */
  kept: number;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

/**
 * Reconciliation with the payment provider (decision 24): nothing we decide about an order's
 * money without asking the provider first, so a paid order can only end with its ticket or in
 * the late-payment path (seats again if any are left, else a refund), never silently expired,
 * even when its webhook was lost with the process that was to post it.
 *
 * - An expired hold is released only after the provider says it was not paid (or does not know
 *   it). Paid: settled. Money on its way (transfer, USSD): kept for the transfer window, as
 *   verify does. No answer: kept, and asked again next pass, up to UNREACHABLE_PROVIDER_MARGIN_MS
 *   past the latest a transfer could keep it; then released like the others.
 * - An order that closed unpaid (expired, failed: declined, cancelled, replaced) is asked about
 *   again for `lookbackMs` on a widening schedule (`recheck_at`, claimed across processes), and
 *   settled through the late-payment path if its money came after all.
 *
 * Provider calls are bounded: each pass takes a batch (oldest first), CONCURRENCY at a time; a
 * pending order is asked about at most once per PROVIDER_CHECK_INTERVAL_MS across processes
 * (the claim verify uses), a closed one once per scheduled recheck.
 */
export function reconciliation({ db, provider, log, holdMs, lookbackMs, settle, expire }: ReconciliationDeps) {
  const orders = ordersRepository(db);

  /** Asks the provider; a refusal or no answer comes back as a value, not an exception. */
  async function ask(reference: string): Promise<VerifiedTransaction | 'unknown' | 'unreachable'> {
    try {
      return await provider.verify(reference);
    } catch (error) {
      if (error instanceof ProviderRejectedError) return 'unknown';
      if (error instanceof ProviderUnavailableError) return 'unreachable';
      throw error;
    }
  }

  /** Settles a payment the provider reports; false (logged) when it cannot match the order. */
  async function settlePaid(order: OrderRow, payment: VerifiedTransaction, now: Date): Promise<boolean> {
    try {
      const status = await settle(order.reference, payment, now, order);
      log.warn(
        { reference: order.reference, was: order.status, now: status },
        'reconciliation: settled a payment whose webhook had not come',
      );
      return true;
    } catch (error) {
      // A payment that is not the order's (amount, currency): settle logged it; it never will be.
      if (error instanceof HttpError && error.statusCode === 409) return false;
      throw error;
    }
  }

  type HoldOutcome = keyof HoldsReconciled | 'skipped';

  async function reconcileHold(order: OrderRow, now: Date): Promise<HoldOutcome> {
    // Another process (or a verify) is asking about it right now, or did a moment ago.
    if (!(await orders.claimProviderCheck(order.id, now, PROVIDER_CHECK_INTERVAL_MS))) return 'skipped';
    const payment = await ask(order.reference);
    if (payment === 'unreachable') {
      if (now.getTime() < unreachableProviderBound(order, holdMs)) {
        log.warn({ reference: order.reference }, 'reconciliation: provider unreachable, the expired hold is kept');
        return 'kept';
      }
      log.error(
        { reference: order.reference },
        'reconciliation: provider unreachable past the bound, the seats go back and the order will be asked about again',
      );
    } else if (payment !== 'unknown') {
      if (payment.status === 'success') {
        if (await settlePaid(order, payment, now)) return 'settled';
      } else if (isPaymentInFlight(payment.status)) {
        const end = transferHoldEnd(order, holdMs, now);
        if (end.getTime() > now.getTime()) {
          await orders.extendHold(order.id, end);
          return 'kept';
        }
      }
    }
    return (await expire(order, now)) ? 'released' : 'skipped';
  }

  async function recheckClosed(order: OrderRow, now: Date): Promise<'settled' | 'unpaid' | 'skipped'> {
    if (order.recheck_at === null) return 'skipped';
    const next = nextRecheck(order.updated_at, now, lookbackMs);
    if (!(await orders.claimRecheck(order.id, order.recheck_at, next))) return 'skipped';
    const payment = await ask(order.reference);
    if (payment === 'unknown') {
      // The provider never had it (initialize failed before it did): nothing can arrive.
      await orders.stopRechecks(order.id);
      return 'unpaid';
    }
    if (payment === 'unreachable' || payment.status !== 'success') return 'unpaid';
    if (await settlePaid(order, payment, now)) return 'settled';
    await orders.stopRechecks(order.id);
    return 'unpaid';
  }

  return {
    /**
     * The expired holds of one event (or all), oldest first, at most `limit`: each asked about
     * at the provider and then released, settled or kept.
     */
    async expiredHolds(now: Date, { eventId, limit }: { eventId?: string; limit: number }): Promise<HoldsReconciled> {
      const counts: HoldsReconciled = { released: 0, settled: 0, kept: 0 };
      await eachLimited(await orders.expiredHolds(now, eventId, limit), CONCURRENCY, async (order) => {
        const outcome = await reconcileHold(order, now);
        if (outcome !== 'skipped') counts[outcome] += 1;
      });
      return counts;
    },

    /** Orders that closed unpaid and are due a recheck, at most `limit`: settled if paid after all. Answers how many. */
    async closedOrders(now: Date, { limit }: { limit: number }): Promise<number> {
      let settled = 0;
      await eachLimited(await orders.rechecksDue(now, limit), CONCURRENCY, async (order) => {
        if ((await recheckClosed(order, now)) === 'settled') settled += 1;
      });
      return settled;
    },
  };
}

export type Reconciliation = ReturnType<typeof reconciliation>;
