import type { Insertable, Kysely } from 'kysely';
import type { Database, SupportTicketsTable } from '../../db/schema.ts';

/**
 * The support tickets table and the event list the Create Ticket form offers: the events the
 * public can see, published or cancelled (a buyer of a called-off show asks about a refund),
 * never a draft (docs/security.md, "Unannounced shows": drafts leaked through this list).
 */
export function supportRepository(db: Kysely<Database>) {
  const publicEvents = () =>
    db.selectFrom('events').select(['id', 'title as name']).where('status', 'in', ['published', 'cancelled']);
  return {
    /** product.md §7: the catalogue as `{ id, name }`, in the catalogue's order. */
    events(): Promise<{ id: string; name: string }[]> {
      return publicEvents().orderBy('sort_order').execute();
    },

    /** One event the form may name; a draft is answered as an id that does not exist. */
    async event(id: string): Promise<{ id: string; name: string } | null> {
      return (await publicEvents().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async insert(ticket: Insertable<SupportTicketsTable>): Promise<void> {
      await db.insertInto('support_tickets').values(ticket).execute();
    },
  };
}
