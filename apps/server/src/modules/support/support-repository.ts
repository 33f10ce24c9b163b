import type { Insertable, Kysely } from 'kysely';
import type { Database, SupportTicketsTable } from '../../db/schema.ts';

/** The support tickets table and the event list the Create Ticket form offers. */
export function supportRepository(db: Kysely<Database>) {
  return {
    /** Spec §7: the catalogue as `{ id, name }`, in the catalogue's order. */
    events(): Promise<{ id: string; name: string }[]> {
      return db.selectFrom('events').select(['id', 'title as name']).orderBy('sort_order').execute();
    },

    async event(id: string): Promise<{ id: string; name: string } | null> {
      return (
        (await db.selectFrom('events').select(['id', 'title as name']).where('id', '=', id).executeTakeFirst()) ?? null
      );
    },

    async insert(ticket: Insertable<SupportTicketsTable>): Promise<void> {
      await db.insertInto('support_tickets').values(ticket).execute();
    },
  };
}
