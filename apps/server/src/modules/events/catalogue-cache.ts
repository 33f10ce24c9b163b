import {
  eventListSchema,
  eventSchema,
  type OrganizerProfile,
  organizerProfileSchema,
  type StorefrontEvent,
} from '@storefront/contracts/api';
import type { DataVersion } from '../../db/database.ts';
import { type CachedBody, cachedBody, type Snapshot } from '../../lib/cached-body.ts';
import { sharedReads } from '../../lib/shared-reads.ts';
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
 * The revisions are read before the rows a copy is built from, so the copy is never older than
 * the revisions it is kept under: a change landing in between makes the next request build
 * again. A hit costs one small query (the list: one string of ids and revisions).
 *
 * On SQLite even that query is skipped while the database's data version (db/database.ts:
 * another connection's commit or this connection's own write moves it) is the one a copy was
 * last confirmed at: nothing at all has changed since, in any process. The version is read
 * first, before the revisions, for the same reason. PostgreSQL has no such counter, and
 * always reads the revisions: requests that come together share one read that started after
 * they came (lib/shared-reads.ts), so a page opened by thousands at once costs a process at most
 * one revision read in flight, not one each.
 */
export function catalogueCache(events: ReturnType<typeof eventsRepository>, dataVersion?: DataVersion) {
  const listKey = sharedReads((_list: 'list') => events.listKey());
  const revisionOf = sharedReads((id: string) => events.revisionOf(id));
  const organizerProfileKey = sharedReads((slug: string) => events.organizerProfileKey(slug));
  let list: (Copy<StorefrontEvent[]> & { key: string }) | undefined;
  const byId = new Map<string, Copy<StorefrontEvent> & { revision: string }>();
  const unchangedSince = (copy: { version: string | undefined } | undefined, version: string | undefined) =>
    copy !== undefined && version !== undefined && copy.version === version;
  // A tier's window opening or closing changes an answer with no row changing (decision 30).
  const current = <T extends { validUntil: number | null }>(copy: T | undefined): copy is T =>
    copy !== undefined && (copy.validUntil === null || Date.now() < copy.validUntil);
  // A copy known current without a read: on SQLite, nothing has changed since it was last confirmed.
  const confirmedNow = <T>(copy: Copy<T> | undefined): Snapshot<T> | undefined =>
    current(copy) && unchangedSince(copy, dataVersion?.()) ? copy.snapshot : undefined;

  /**
   * The listed events as they are now. The same object comes back for as long as the rows are
   * unchanged, so what is derived from it (the pages, plugins/page-cache.ts) can be kept by it.
   */
  async function listed(): Promise<Snapshot<StorefrontEvent[]>> {
    const version = dataVersion?.();
    if (current(list) && unchangedSince(list, version)) return list.snapshot;
    const key = await listKey('list');
    if (current(list) && list.key === key) {
      list.version = version;
      return list.snapshot;
    }
    const built = await events.list();
    const value = eventListSchema.parse({ events: built.events });
    const snapshot = { value: value.events, body: cachedBody(value) };
    list = { key, version, snapshot, validUntil: built.validUntil };
    return snapshot;
  }

  /** One event as it is now (the same object while its row is unchanged); undefined for an id the catalogue does not have. */
  async function shown(id: string): Promise<Snapshot<StorefrontEvent> | undefined> {
    const version = dataVersion?.();
    const cached = byId.get(id);
    if (current(cached) && unchangedSince(cached, version)) return cached.snapshot;
    const revision = await revisionOf(id);
    if (revision === undefined) {
      byId.delete(id);
      return undefined;
    }
    if (current(cached) && cached.revision === revision) {
      cached.version = version;
      return cached.snapshot;
    }
    const found = await events.findById(id);
    if (!found) return undefined;
    const value = eventSchema.parse(found.event);
    const snapshot = { value, body: cachedBody(value) };
    byId.set(id, { revision, version, snapshot, validUntil: found.validUntil });
    return snapshot;
  }

  const profiles = new Map<string, Copy<OrganizerProfile> & { key: string }>();

  /**
   * An organizer's public profile as it is now (architecture.md §16): the same object while their row and
   * their listed events are unchanged; undefined for a slug with no public page. At most
   * `MAX_PROFILES` are kept (the oldest copy going first).
   */
  async function organizer(slug: string): Promise<Snapshot<OrganizerProfile> | undefined> {
    const version = dataVersion?.();
    const cached = profiles.get(slug);
    if (current(cached) && unchangedSince(cached, version)) return cached.snapshot;
    const key = await organizerProfileKey(slug);
    if (key === undefined) {
      profiles.delete(slug);
      return undefined;
    }
    if (current(cached) && cached.key === key) {
      cached.version = version;
      return cached.snapshot;
    }
    const found = await events.organizerProfile(slug);
    if (!found) return undefined;
    const value = organizerProfileSchema.parse({ ...found.organizer, events: found.events });
    const snapshot = { value, body: cachedBody(value) };
    profiles.delete(slug);
    profiles.set(slug, { key, version, snapshot, validUntil: found.validUntil });
    while (profiles.size > MAX_PROFILES) profiles.delete(profiles.keys().next().value as string);
    return snapshot;
  }

  return {
    listed,
    shown,
    organizer,
    // The same three when the answer is known without the database (a stored page is then sent
    // without waiting for anything: plugins/page-cache.ts); undefined means "ask", never "none".
    listedNow: () => confirmedNow(list),
    shownNow: (id: string) => confirmedNow(byId.get(id)),
    organizerNow: (slug: string) => confirmedNow(profiles.get(slug)),
    /** An organizer's public profile, or undefined for a slug with no public page. */
    profile: async (slug: string): Promise<CachedBody | undefined> => (await organizer(slug))?.body,
    /** `{ events }`, checked against the contract when built. */
    list: async (): Promise<CachedBody> => (await listed()).body,
    /** One event, or undefined for an id the catalogue does not have. */
    event: async (id: string): Promise<CachedBody | undefined> => (await shown(id))?.body,
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;

/** Organizers' profiles kept at once (each a few events): the rest are built again when asked for. */
const MAX_PROFILES = 500;

/** A snapshot, and the data version at which it was last known current (undefined: not known). */
interface Copy<T> {
  snapshot: Snapshot<T>;
  version: string | undefined;
  /** When a tier's window next opens or closes (ms since the epoch); null: nothing ahead. */
  validUntil: number | null;
}
