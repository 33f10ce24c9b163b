import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { periodicTask } from '../../lib/periodic-task.ts';
import type { SimulatorProvider } from './simulator-provider.ts';
import { signWebhook } from './webhook-signature.ts';

/** The charge a webhook describes, in Paystack's field names (amount in kobo). */
/** A simulated payment's `fees` and `fees_split`, as Paystack's charge.success carries them. */
export function feesOf(row: { fees_kobo: number | null; split: string | null }): Pick<Charge, 'fees' | 'fees_split'> {
  return {
    fees: row.fees_kobo === null ? null : Number(row.fees_kobo),
    fees_split: row.split ? (JSON.parse(row.split) as Charge['fees_split']) : null,
  };
}

export interface Charge {
  amount: number;
  currency: string;
  channel: string | null;
  gateway_response: string | null;
  paid_at: string | null;
  /** Paystack's `fees` and `fees_split` of the paid transaction (kobo), when it has them. */
  fees?: number | null;
  fees_split?: { paystack: number; integration: number; subaccount: number } | null;
}

/** How often every process looks for arrivals no timer of its own is waiting for, and for retries due. */
export const ARRIVALS_CHECK_MS = 3000;

/**
 * The simulator's `charge.success` webhooks, posted to our own route through `root.inject` (the
 * full pipeline, signature check included: decision 8). Each attempt goes out from one process
 * only: the one whose conditional update claimed it (Pay, arrive, a due arrival, or a retry due:
 * simulator-provider.ts), which in the same update schedules the next attempt.
 *
 * A transfer or USSD payment arrives at its `settles_at`. The process that set it keeps a timer,
 * for promptness; every process also checks every few seconds, so an arrival due while no timer
 * waits for it (the process restarted, or another one set it) is still delivered. Like
 * Paystack's, a webhook is posted again until our route answers 200 (webhook-retries.ts: a few
 * minutes apart, then hourly, for 72 hours): after a 4xx or 5xx, an unreachable route, or a
 * process that died between claiming an attempt and posting it (decision 24).
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

  /** Kept until it ends, so close() can wait for it. */
  function remember(work: Promise<unknown>): void {
    inFlight.add(work);
    work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
  }

  function track(work: Promise<unknown>, context: Record<string, unknown>): void {
    remember(
      work.catch((error: unknown) => log.warn({ err: error, ...context }, 'payment simulator: webhook work failed')),
    );
  }

  /**
   * Posts the signed webhook of a payment whose attempt this process claimed (its charge as the
   * caller knows it, or read here), and records a 200; anything else waits for the next attempt.
   */
  async function post(reference: string, known?: Charge): Promise<void> {
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
        ...feesOf(row),
      };
    }
    // Paystack's charge.success carries more; the route reads reference, amount, currency and status.
    const raw = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', ...charge } });
    let statusCode: number;
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
      statusCode = answer.statusCode;
    } catch (error) {
      log.warn({ err: error, reference }, 'payment simulator: webhook could not be posted; it will be posted again');
      return;
    }
    // Paystack takes only a 200 as delivered, and retries anything else.
    if (statusCode === 200) await simulator.webhookDelivered(reference);
    else log.warn({ reference, statusCode }, 'payment simulator: webhook not taken; it will be posted again');
  }

  /** Every payment whose webhook attempt is due (an arrival, or a retry): claim it, post it. */
  async function checkOnce(now: Date): Promise<void> {
    for (const due of await simulator.webhooksDue(now)) {
      if (closed) return;
      const claimed =
        due.status === 'ongoing'
          ? await simulator.arriveDue(due.reference, now)
          : (await simulator.claimWebhook(due.reference, due, now)) !== null;
      if (claimed) await post(due.reference);
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
    // Its failure is the caller's to log: the periodic task backs off, a timer logs it.
    remember(checking);
    return checking;
  }

  // A check that fails (the database is down) is logged and the next backs off; it never stops.
  const every = periodicTask({ name: 'payment simulator: webhook check', everyMs: checkEveryMs, run: check, log });

  return {
    /** After the answer that claimed it, like a provider's webhook: the pop-up's callback and verify race it. */
    postSoon(reference: string, charge?: Charge): void {
      track(
        new Promise((resolve) => setImmediate(resolve)).then(() => post(reference, charge)),
        { reference },
      );
    },

    /** This process set an arrival for `at`: check then, rather than at the next periodic check. */
    checkAt(at: Date): void {
      if (closed) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          track(check(), {});
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
      await every.stop();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type SimulatorWebhooks = ReturnType<typeof simulatorWebhooks>;
