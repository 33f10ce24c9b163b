import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.ts';
import { redactEmailedTokens } from '../../plugins/redact.ts';

export type OutboxRow = Selectable<OutboxTable>;

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
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
 * The email outbox (DESIGN §6). Callers pass their transaction, so the message is stored
 * if and only if the change that caused it commits; a delivery worker (a later issue)
 * sends the unsent rows and calls `markSent`. Until then the development mailbox shows them.
 */
export function outboxRepository(db: Kysely<Database>) {
  return {
    async enqueue(email: OutgoingEmail): Promise<string> {
      const now = new Date();
      const id = sortableId(now);
      await db
        .insertInto('outbox')
        .values({
          id,
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html ?? null,
          created_at: now.toISOString(),
          sent_at: null,
        })
        .execute();
      return id;
    },

    /**
     * The delivery worker's call once a message has left: records the time and blanks the
     * emailed tokens (reset and confirmation links) in the stored copy, so the outbox never
     * keeps a working link in clear after it was sent. Until sent, the link must stay: it is
     * what will be sent (and, in development, what the mailbox shows). False if it was
     * already marked sent.
     */
    async markSent(id: string): Promise<boolean> {
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
          text_body: redactEmailedTokens(row.text_body),
          html_body: row.html_body === null ? null : redactEmailedTokens(row.html_body),
        })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Newest first; only those to `to` (case-insensitive) when given. */
    async list({ to, limit = 100 }: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
      let query = db.selectFrom('outbox').selectAll();
      if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
