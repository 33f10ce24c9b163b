import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { MailTransport } from './mail-transport.ts';
import { mailFromRow } from './outbox-message.ts';
import { type OutboxRow, onEnqueued, outboxRepository } from './outbox-repository.ts';

/** Messages claimed and sent together; the SMTP pool sends them over up to 5 connections. */
const BATCH = 10;
/**
 * A claimed message is another worker's to take only after this: the messages of a process that
 * died while sending them wait this long. Well above the longest a send may take (mail-transport's
 * SMTP timeouts: 15 s to connect, 15 s for the greeting, 30 s of silence), so a slow send is
 * never sent twice; short enough that a crash delays tickets by minutes, not more.
 */
const LEASE_MS = 2 * 60_000;
/** Backoff: 30 s after the first failure, doubling, never more than an hour apart. */
const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 60 * 60_000;
/** After an enqueue, wait this long for its transaction to commit before looking. */
const WAKE_DELAY_MS = 20;
/** A pass that failed (the database is down) is followed by longer waits, doubling up to this. */
const PASS_BACKOFF_CAP_MS = 30_000;

export interface OutboxWorkerDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  transport: MailTransport;
  from: string;
  maxAttempts: number;
  /** 0: never polls by itself (tests call drainOnce). */
  pollMs: number;
  log: FastifyBaseLogger;
}

export type OutboxWorker = ReturnType<typeof outboxWorker>;

export const retryDelayMs = (attempts: number) => Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (attempts - 1));

/**
 * Sends the outbox (architecture.md §10): claims due messages (outboxRepository.claimDue, safe with any
 * number of processes), sends each, and records the result: sent (links blanked), retry later
 * with backoff, or failed after the last attempt.
 */
export function outboxWorker({ db, dialect, transport, from, maxAttempts, pollMs, log }: OutboxWorkerDeps) {
  const outbox = outboxRepository(db);
  let draining: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let unsubscribe: (() => void) | undefined;
  /** Passes that failed in a row: the database cannot be reached (decision 24). */
  let failedPasses = 0;

  async function deliver(row: OutboxRow, token: string, now: Date): Promise<boolean> {
    try {
      await transport.send(mailFromRow(row, from));
    } catch (error) {
      const last = row.attempts >= maxAttempts;
      const retryAt = last ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      await outbox.recordFailure(row.id, token, { error: String((error as Error).message ?? error), retryAt, now });
      const details = { id: row.id, attempts: row.attempts, err: error };
      if (last) log.error(details, 'email failed for good after its last attempt');
      else log.warn(details, 'email not sent, will retry');
      return false;
    }
    await outbox.markSent(row.id, { keepLinks: transport.keepsLinks });
    return true;
  }

  async function drain(now: () => Date): Promise<number> {
    let sent = 0;
    while (!stopping) {
      const at = now();
      const token = randomUUID();
      const rows = await outbox.claimDue({ dialect, now: at, leaseMs: LEASE_MS, limit: BATCH, token });
      if (rows.length === 0) break;
      const results = await Promise.all(rows.map((row) => deliver(row, token, at)));
      sent += results.filter(Boolean).length;
    }
    return sent;
  }

  /** One pass: sends every due message, then returns how many were sent. Passes never overlap. */
  async function drainOnce(now: () => Date = () => new Date()): Promise<number> {
    while (draining) await draining.catch(() => 0);
    draining = drain(now).finally(() => {
      draining = null;
    });
    return draining;
  }

  function schedule(delay: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drainOnce()
        .then(
          () => {
            if (failedPasses > 0) log.info({ failedPasses }, 'outbox: sending again');
            failedPasses = 0;
          },
          (error: unknown) => {
            failedPasses += 1;
            if (failedPasses === 1) log.error({ err: error }, 'outbox pass failed');
            else log.warn({ err: error, failedPasses }, 'outbox pass failed again');
          },
        )
        // Keep polling whatever happened, backing off while passes fail: the worker never stops.
        .finally(() =>
          schedule(
            failedPasses === 0 ? pollMs : Math.min(pollMs * 2 ** failedPasses, Math.max(pollMs, PASS_BACKOFF_CAP_MS)),
          ),
        );
    }, delay);
    timer.unref();
  }

  return {
    drainOnce,

    /** Polls every pollMs, and soon after an enqueue in this process. */
    start() {
      if (pollMs === 0 || unsubscribe) return;
      unsubscribe = onEnqueued(() => {
        if (!draining && failedPasses === 0) schedule(WAKE_DELAY_MS);
      });
      schedule(0);
    },

    /** Stops polling and waits for the messages in flight (server shutdown). */
    async stop() {
      stopping = true;
      clearTimeout(timer);
      unsubscribe?.();
      await draining?.catch(() => 0);
      transport.close();
    },
  };
}
