import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.ts';

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
 * sends the unsent rows. Until then the development mailbox shows them.
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

    /** Newest first; only those to `to` (case-insensitive) when given. */
    async list({ to, limit = 100 }: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
      let query = db.selectFrom('outbox').selectAll();
      if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
