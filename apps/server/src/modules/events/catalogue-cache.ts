import { eventListSchema, eventSchema } from '@storefront/contracts';
import { type CachedBody, cachedBody } from '../../lib/cached-body.ts';
import type { eventsRepository } from './events-repository.ts';

/**
 * The catalogue's answers (`/api/events`, `/api/events/:id`), serialised once per revision.
 *
 * Building an answer (24-column rows, the contract's check, JSON, compression) costs far more
 * than sending it, and the catalogue is read far more often than it changes. But the answers
 * carry the seats left (`remaining`), which every purchase changes, possibly in another server
 * process on the same PostgreSQL, and events can be edited. So nothing here is trusted on time:
 * each request first reads the rows' revisions (migration 013: the database gives a row a new
 * random token on every change, whoever makes it) and the copy is used only while they are the
 * ones it was built from. A change anywhere, in any process, is seen on the next request.
 *
 * A copy is keyed by the revisions read in the same query as its rows, so it never holds data
 * older than its key says; the cost of a hit is one small query (ids and revisions only).
 */
export function catalogueCache(events: ReturnType<typeof eventsRepository>) {
  let list: { key: string; body: CachedBody } | undefined;
  const byId = new Map<string, { revision: string; body: CachedBody }>();
  const keyOf = (rows: { id: string; revision: string }[]) => rows.map((r) => `${r.id}:${r.revision}`).join(',');

  return {
    /** `{ events }`, checked against the contract when built. */
    async list(): Promise<CachedBody> {
      if (list && list.key === keyOf(await events.revisions())) return list.body;
      const rows = await events.list();
      const body = cachedBody(eventListSchema.parse({ events: rows.map((r) => r.event) }));
      list = { key: keyOf(rows.map((r) => ({ id: r.event.id, revision: r.revision }))), body };
      return body;
    },

    /** One event, or undefined for an id the catalogue does not have (never cached). */
    async event(id: string): Promise<CachedBody | undefined> {
      const cached = byId.get(id);
      if (cached) {
        const revision = await events.revisionOf(id);
        if (revision === cached.revision) return cached.body;
        if (revision === undefined) {
          byId.delete(id);
          return undefined;
        }
      }
      const found = await events.findById(id);
      if (!found) return undefined;
      const body = cachedBody(eventSchema.parse(found.event));
      byId.set(id, { revision: found.revision, body });
      return body;
    },
  };
}
