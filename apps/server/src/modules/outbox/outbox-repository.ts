import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database, OutboxTable } from '../../db/schema.ts';
import { randomBytes } from '../../lib/random-bytes.ts';
import { redactEmailedTokens } from '../../lib/redact.ts';

export type OutboxRow = Selectable<OutboxTable>;

/**
 * What to attach, stored as data and turned into files when the message is sent (decision 0009):
 * a QR code is a PNG of `text` shown inline through its `cid`; a file is text content (the .ics).
 */
export type OutboxAttachment =
  | { kind: 'qr'; filename: string; cid: string; text: string }
  | { kind: 'file'; filename: string; contentType: string; content: string };

export interface OutgoingEmail {
  /**
   * One recipient, as an object (architecture.md §10: the mailer never gets a string it could read as a
   * list). The address alone: the outbox stores it in `to_address`, which has no room for a name.
   */
  to: { address: string };
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
  /**
   * A message that is not transactional (the newsletter): the HTTPS link that ends the
   * subscription with one POST (RFC 8058), sent as List-Unsubscribe and List-Unsubscribe-Post.
   */
  listUnsubscribe?: string;
}

/** Called after each enqueue: a worker in this process wakes up instead of waiting for its next poll. */
const enqueueListeners = new Set<() => void>();
export function onEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

let lastMs = 0;
let sequence = 0;

/**
 * Ids that sort in creation order: milliseconds, then a per-process counter (two messages in
 * the same millisecond still sort right), then randomness (unique across processes).
 */
function sortableId(now: Date): string {
  const ms = now.getTime();
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  return `${ms.toString(16).padStart(12, '0')}-${sequence.toString(16).padStart(4, '0')}-${randomBytes(8).toString('hex')}`;
}

/**
 * The email outbox (architecture.md §10). Callers pass their transaction, so the message is stored
 * if and only if the change that caused it commits; the delivery worker (outbox-worker.ts)
 * claims the due rows, sends them and calls `markSent` or `recordFailure`.
 */
export function outboxRepository(db: Kysely<Database>) {
  return {
    /** `orderId`: the order the email is about (its page in the back office lists it). */
    async enqueue(
      email: OutgoingEmail,
      { orderId, kind }: { orderId?: string; kind?: 'ticket' } = {},
    ): Promise<string> {
      const now = new Date();
      const id = sortableId(now);
      await db
        .insertInto('outbox')
        .values({
          id,
          to_address: email.to.address,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html ?? null,
          attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
          ...(email.listUnsubscribe ? { list_unsubscribe: email.listUnsubscribe } : {}),
          created_at: now.toISOString(),
          next_attempt_at: now.toISOString(),
          sent_at: null,
          ...(orderId ? { order_id: orderId } : {}),
          ...(kind ? { kind } : {}),
        })
        .execute();
      for (const listener of enqueueListeners) listener();
      return id;
    },

    /**
     * Takes up to `limit` due messages for one worker: unsent, not given up on, due, and not
     * leased by another worker; each gets this worker's lease and one more attempt. One
     * statement: on PostgreSQL the rows another worker is claiming are skipped (FOR UPDATE
     * SKIP LOCKED) and a row claimed meanwhile is re-checked against the lease; SQLite runs
     * one write at a time, so the select and the update cannot interleave with another claim.
     */
    async claimDue({
      dialect,
      now,
      leaseMs,
      limit,
      token,
    }: {
      dialect: Dialect;
      now: Date;
      leaseMs: number;
      limit: number;
      token: string;
    }): Promise<OutboxRow[]> {
      const at = now.toISOString();
      const due = db
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      return db
        .updateTable('outbox')
        .set((eb) => ({
          claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
          claim_token: token,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returningAll()
        .execute();
    },

    /**
     * A failed attempt by the worker holding the lease `token`: the error, and either when to
     * try again or (`retryAt` null, the last attempt) that the message is given up on.
     */
    async recordFailure(
      id: string,
      token: string,
      { error, retryAt, now }: { error: string; retryAt: Date | null; now: Date },
    ): Promise<void> {
      await db
        .updateTable('outbox')
        .set({
          last_error: error.slice(0, 1000),
          next_attempt_at: retryAt ? retryAt.toISOString() : null,
          failed_at: retryAt ? null : now.toISOString(),
          claimed_until: null,
          claim_token: null,
        })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .execute();
    },

    /**
     * The delivery worker's call once a message has left: records the time and blanks the
     * emailed tokens (reset and confirmation links) in the stored copy, so the outbox never
     * keeps a working link in clear after it was sent. Until sent, the link must stay: it is
     * what will be sent (and, in development, what the mailbox shows). The development
     * mailbox transport passes `keepLinks`: there the stored copy is the delivered message.
     * False if it was already marked sent.
     */
    async markSent(id: string, { keepLinks = false }: { keepLinks?: boolean } = {}): Promise<boolean> {
      const row = await db
        .selectFrom('outbox')
        .select(['text_body', 'html_body'])
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      if (!row) return false;
      // Conditional: of two workers marking one message, one wins; the bodies they write agree.
      const result = await db
        .updateTable('outbox')
        .set({
          sent_at: new Date().toISOString(),
          next_attempt_at: null,
          claimed_until: null,
          claim_token: null,
          last_error: null,
          ...(keepLinks
            ? {}
            : {
                text_body: redactEmailedTokens(row.text_body),
                html_body: row.html_body === null ? null : redactEmailedTokens(row.html_body),
              }),
        })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    byId(id: string): Promise<OutboxRow | undefined> {
      return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first; only those to `to` (case-insensitive) when given. */
    async list({ to, limit = 100 }: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
      let query = db.selectFrom('outbox').selectAll();
      if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
