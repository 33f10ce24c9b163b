import type { Insertable } from 'kysely';
import type { Database, TicketTypesTable } from '../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Adds a tier to an event straight in the database (the back office's screens are tested on their own). */
export async function addTier(
  t: TestApp,
  tier: Partial<Insertable<TicketTypesTable>> & { id: string; event_id: string; name: string; price: number },
) {
  const capacity = tier.capacity ?? null;
  await t.database.db
    .insertInto('ticket_types')
    .values({ capacity, remaining: capacity, sort_order: 1, max_per_order: null, ...tier } as Insertable<
      Database['ticket_types']
    >)
    .execute();
}

/** A tier's own stock left (null: it has none of its own). */
export async function tierRemaining(t: TestApp, id: string): Promise<number | null> {
  const row = await t.database.db
    .selectFrom('ticket_types')
    .select('remaining')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.remaining === null ? null : Number(row.remaining);
}

export async function eventRemaining(t: TestApp, eventId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('events')
    .select('remaining')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.remaining);
}

/** Takes away the tiers a fresh install gives events 1 and 2 (db/catalogue.ts), for tests written for one tier. */
export async function removeSeededTiers(t: TestApp) {
  await t.database.db
    .updateTable('ticket_types')
    .set({ after_ticket_type_id: null })
    .where('event_id', 'in', ['1', '2'])
    .execute();
  await t.database.db
    .deleteFrom('ticket_types')
    .where('event_id', 'in', ['1', '2'])
    .where('id', 'not like', '%-regular')
    .execute();
}
