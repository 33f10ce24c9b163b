import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SimulatorProvider } from './simulator-provider.ts';
import { signWebhook } from './webhook-signature.ts';

/** The charge a webhook describes, in Paystack's field names (amount in kobo). */
export interface Charge {
  amount: number;
  currency: string;
  channel: string | null;
  gateway_response: string | null;
  paid_at: string | null;
}

/** How often every process looks for arrivals no timer of its own is waiting for. */
export const ARRIVALS_CHECK_MS = 3000;

/**
 * The simulator's `charge.success` webhooks, posted to our own route through `root.inject` (the
 * full pipeline, signature check included: decision 8), exactly once per payment across processes:
 * a payment's webhook goes out only from the process whose conditional update claimed
 * `webhook_sent_at` (Pay, arrive, or a due arrival: simulator-provider.ts).
 *
 * A transfer or USSD payment arrives at its `settles_at`. The process that set it keeps a timer,
 * for promptness; every process also checks every few seconds, so an arrival due while no timer
 * waits for it (the process restarted, or another one set it) is still delivered. A delivery that
 * fails (our route answered 5xx or could not be reached) gives its claim back, so a later check
 * posts it again, as Paystack retries a webhook that was not acknowledged.
 */
export function simulatorWebhooks({
  simulator,
  root,
  log,
  checkEveryMs = ARRIVALS_CHECK_MS,
}: {
  simulator: SimulatorProvider;
  /** The root app: the webhook goes through its full request pipeline. */
  root: FastifyInstance;
  log: FastifyBaseLogger;
  checkEveryMs?: number;
}) {
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  let checking: Promise<void> | null = null;
  let checkAgain = false;

  function track(work: Promise<unknown>, context: Record<string, unknown>): void {
    inFlight.add(work);
    work
      .catch((error: unknown) => log.error({ err: error, ...context }, 'payment simulator: webhook work failed'))
      .finally(() => inFlight.delete(work));
  }

  /**
   * Posts the signed webhook of a payment this process claimed at `claimedAt` (its charge as the
   * caller knows it, or read here); gives the claim back if it failed.
   */
  async function post(reference: string, claimedAt: string, known?: Charge): Promise<void> {
    let charge = known;
    if (!charge) {
      const row = await simulator.find(reference);
      if (!row) return;
      charge = {
        amount: Number(row.amount_kobo),
        currency: row.currency,
        channel: row.channel,
        gateway_response: row.gateway_response,
        paid_at: row.paid_at,
      };
    }
    // Paystack's charge.success carries more; the route reads reference, amount, currency and status.
    const raw = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', ...charge } });
    let delivered = false;
    try {
      const answer = await root.inject({
        method: 'POST',
        url: '/api/paystack/webhook',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signWebhook(raw, simulator.webhookSecret),
        },
        payload: raw,
      });
      // A 4xx would be refused again (a retry cannot change it); a 5xx may pass later.
      delivered = answer.statusCode < 500;
      if (!delivered) log.error({ reference, statusCode: answer.statusCode }, 'payment simulator: webhook refused');
    } catch (error) {
      log.error({ err: error, reference }, 'payment simulator: webhook could not be posted');
    }
    if (!delivered) await simulator.releaseWebhook(reference, claimedAt);
  }

  /** Every payment whose money is due and whose webhook nobody claimed: record it, claim it, post it. */
  async function checkOnce(now: Date): Promise<void> {
    for (const due of await simulator.webhooksDue(now)) {
      if (closed) return;
      const claimedAt = now.toISOString();
      const claimed =
        due.status === 'ongoing'
          ? await simulator.arriveDue(due.reference, now)
          : (await simulator.claimWebhook(due.reference, now)) !== null;
      if (claimed) await post(due.reference, claimedAt);
    }
  }

  /** One check at a time per process; a call while one runs makes it run once more after. */
  function check(): Promise<void> {
    if (closed) return Promise.resolve();
    if (checking) {
      checkAgain = true;
      return checking;
    }
    checking = (async () => {
      try {
        do {
          checkAgain = false;
          await checkOnce(new Date());
        } while (checkAgain && !closed);
      } finally {
        checking = null;
      }
    })();
    track(checking, {});
    return checking;
  }

  const every = setInterval(check, checkEveryMs);
  every.unref();

  return {
    /** After the answer that claimed it, like a provider's webhook: the pop-up's callback and verify race it. */
    postSoon(reference: string, claimedAt: string, charge?: Charge): void {
      track(
        new Promise((resolve) => setImmediate(resolve)).then(() => post(reference, claimedAt, charge)),
        { reference },
      );
    },

    /** This process set an arrival for `at`: check then, rather than at the next periodic check. */
    checkAt(at: Date): void {
      if (closed) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          void check();
        },
        Math.max(0, at.getTime() - Date.now()),
      );
      timer.unref();
      timers.add(timer);
    },

    check,

    /** Stops the timers and waits for the webhooks under way (the app is closing). */
    async close(): Promise<void> {
      closed = true;
      clearInterval(every);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type SimulatorWebhooks = ReturnType<typeof simulatorWebhooks>;
