import { createHash } from 'node:crypto';
import type { OrganizerProfile, StorefrontEvent } from '@storefront/contracts/api';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/database-errors.ts';
import type { CatalogueSnapshots, Snapshot } from '../lib/cached-body.ts';
import { encodeBody } from '../lib/html-encoding.ts';

/**
 * The public pages, rendered once per version of what they show (docs/decisions/0025).
 *
 * A public page is rendered without the visitor's cookies (the header's Log In / Log Out and
 * Admin link come after hydration, from GET /api/me), so it is the same bytes for everyone until
 * the catalogue it shows changes. Each render records what it read from the catalogue (the list,
 * one event, or one organizer's profile) and a fingerprint of it *as the page shows it*: seats left only as the pages
 * tell them (`seatsAsShown`: the count while few remain, else just "on sale"), so a sale
 * re-renders a page only when it changes what the page says. A stored page is sent while every
 * read it recorded still gives the same fingerprint (the catalogue's snapshots, checked against
 * the rows' revisions on every request: another process's edit is seen at once) and no event it
 * shows has started since it was rendered.
 *
 * Concurrent requests for a page that is not stored wait for the one render in flight; a
 * request that arrived before that render started checks the result as it would a stored page.
 * At most `maxEntries` pages are kept, the least recently used going first.
 */

/** What the web build's renderer answers (apps/web/src/server/entry-server.tsx). */
export type RenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; status: number };

/** The catalogue as the renderer's loaders read it (the web app's ServerData.events). */
export interface PageEvents {
  list(): Promise<StorefrontEvent[]>;
  findById(id: string): Promise<StorefrontEvent | undefined>;
  /** An organizer's public profile (architecture.md §16); undefined for a slug with no public page. */
  organizer(slug: string): Promise<OrganizerProfile | undefined>;
}

/** A stored page: its bytes in each encoding, compressed once, and what it was rendered from. */
export interface StoredPage {
  status: number;
  etag: string;
  identity: Buffer;
  /** Null for a page too small to be worth compressing. */
  br: Buffer | null;
  gzip: Buffer | null;
  /** The catalogue reads the render made, with their fingerprints then. */
  reads: Read[];
  /** The moment the page stops being right by itself (an event it shows starts; a new year for the footer). */
  validUntil: number;
}

export type PageOutcome =
  | { kind: 'page'; page: StoredPage }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; status: number }
  /** The database could not serve the page's data (decision 24): the caller answers 503. */
  | { kind: 'unavailable'; busy: boolean };

type Read =
  | { kind: 'list'; fingerprint: string }
  | { kind: 'event'; id: string; fingerprint: string }
  | { kind: 'organizer'; slug: string; fingerprint: string };

interface Shown<T> {
  value: T;
  fingerprint: string;
  /** Start instants (ms) of the events in it. */
  starts: number[];
}

const NO_EVENT = '-';

const fingerprintOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

const startOf = (event: StorefrontEvent) => Date.parse(event.startsAt);

/** The first instant after `now` at which the footer's year changes (local time, as it renders). */
const nextYear = (now: number) => new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();

export interface PageCacheOptions {
  catalogue: CatalogueSnapshots;
  /** Renders one page URL, its loaders reading `events`. */
  render(url: string, events: PageEvents): Promise<RenderResult>;
  /** The web app's rule for how the pages show seats left (lib/event-availability.ts). */
  seatsAsShown<T extends Pick<StorefrontEvent, 'remaining' | 'capacity'>>(event: T): T;
  maxEntries: number;
  now?: () => number;
}

export function pageCache({ catalogue, render, seatsAsShown, maxEntries, now = Date.now }: PageCacheOptions) {
  const stored = new Map<string, StoredPage>();
  const inFlight = new Map<string, { started: number; outcome: Promise<PageOutcome> }>();
  /** Renders started so far: a request knows which renders began after it arrived. */
  let started = 0;
  let renders = 0;

  // What a catalogue snapshot looks like on a page, worked out once per snapshot (the catalogue
  // hands out the same object while its rows are unchanged).
  const shownLists = new WeakMap<Snapshot<StorefrontEvent[]>, Shown<StorefrontEvent[]>>();
  const shownEvents = new WeakMap<Snapshot<StorefrontEvent>, Shown<StorefrontEvent>>();
  const shownProfiles = new WeakMap<Snapshot<OrganizerProfile>, Shown<OrganizerProfile>>();

  function shownList(snapshot: Snapshot<StorefrontEvent[]>): Shown<StorefrontEvent[]> {
    let shown = shownLists.get(snapshot);
    if (!shown) {
      const value = snapshot.value.map((event) => seatsAsShown(event));
      shown = { value, fingerprint: fingerprintOf(value), starts: value.map(startOf) };
      shownLists.set(snapshot, shown);
    }
    return shown;
  }

  function shownEvent(snapshot: Snapshot<StorefrontEvent> | undefined): Shown<StorefrontEvent | undefined> {
    if (!snapshot) return { value: undefined, fingerprint: NO_EVENT, starts: [] };
    let shown = shownEvents.get(snapshot);
    if (!shown) {
      const value = seatsAsShown(snapshot.value);
      shown = { value, fingerprint: fingerprintOf(value), starts: [startOf(value)] };
      shownEvents.set(snapshot, shown);
    }
    return shown;
  }

  function shownProfile(snapshot: Snapshot<OrganizerProfile> | undefined): Shown<OrganizerProfile | undefined> {
    if (!snapshot) return { value: undefined, fingerprint: NO_EVENT, starts: [] };
    let shown = shownProfiles.get(snapshot);
    if (!shown) {
      const value = { ...snapshot.value, events: snapshot.value.events.map((event) => seatsAsShown(event)) };
      shown = { value, fingerprint: fingerprintOf(value), starts: value.events.map(startOf) };
      shownProfiles.set(snapshot, shown);
    }
    return shown;
  }

  const currentList = async () => shownList(await catalogue.listed());
  const currentEvent = async (id: string) => shownEvent(await catalogue.shown(id));
  const currentOrganizer = async (slug: string) => shownProfile(await catalogue.organizer(slug));

  const currentOf = (read: Read) =>
    read.kind === 'list' ? currentList() : read.kind === 'event' ? currentEvent(read.id) : currentOrganizer(read.slug);

  /** The fingerprint a read gives now, when the catalogue can tell without the database; else undefined. */
  function fingerprintNow(read: Read): string | undefined {
    // An undefined snapshot here means "not known now", not "no such event": only the reads above tell that.
    switch (read.kind) {
      case 'list': {
        const snapshot = catalogue.listedNow();
        return snapshot && shownList(snapshot).fingerprint;
      }
      case 'event': {
        const snapshot = catalogue.shownNow(read.id);
        return snapshot && shownEvent(snapshot).fingerprint;
      }
      case 'organizer': {
        const snapshot = catalogue.organizerNow(read.slug);
        return snapshot && shownProfile(snapshot).fingerprint;
      }
    }
  }

  /** True while every read the page was rendered from gives what it gave then. */
  async function isCurrent(page: StoredPage): Promise<boolean> {
    if (now() >= page.validUntil) return false;
    for (const read of page.reads) {
      const current = await currentOf(read);
      if (current.fingerprint !== read.fingerprint) return false;
    }
    return true;
  }

  async function renderAndStore(url: string): Promise<PageOutcome> {
    renders += 1;
    // Taken before the render: an event starting during it is at worst shown started a moment early.
    const renderedAt = now();
    const reads: Read[] = [];
    const starts: number[] = [];
    let databaseError: unknown;
    const noting = async <T>(read: () => Promise<Shown<T>>, kind: (fingerprint: string) => Read): Promise<T> => {
      try {
        const shown = await read();
        reads.push(kind(shown.fingerprint));
        starts.push(...shown.starts);
        return shown.value;
      } catch (error) {
        // The renderer turns a failed loader into the browser-rendered shell; the error is kept
        // here so the answer can say the database is the reason.
        if (isDatabaseUnavailable(error) || isDatabaseBusy(error)) databaseError ??= error;
        throw error;
      }
    };
    const events: PageEvents = {
      list: () => noting(currentList, (fingerprint) => ({ kind: 'list', fingerprint })),
      findById: (id) =>
        noting(
          () => currentEvent(id),
          (fingerprint) => ({ kind: 'event', id, fingerprint }),
        ),
      organizer: (slug) =>
        noting(
          () => currentOrganizer(slug),
          (fingerprint) => ({ kind: 'organizer', slug, fingerprint }),
        ),
    };

    const result = await render(url, events);
    if (databaseError !== undefined) return { kind: 'unavailable', busy: isDatabaseBusy(databaseError) };
    if (result.kind !== 'page') return result;

    const identity = Buffer.from(result.html);
    const [br, gzip] = await Promise.all([encodeBody(identity, 'br'), encodeBody(identity, 'gzip')]);
    const page: StoredPage = {
      status: result.status,
      // Weak: one validator for the plain, brotli and gzip bytes of the same page.
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      br: br.encoding === 'br' ? Buffer.from(br.body) : null,
      gzip: gzip.encoding === 'gzip' ? Buffer.from(gzip.body) : null,
      reads,
      validUntil: Math.min(nextYear(renderedAt), ...starts.filter((start) => start > renderedAt)),
    };
    if (maxEntries > 0) {
      markUsed(url, page);
      while (stored.size > maxEntries) stored.delete(stored.keys().next().value as string);
    }
    return { kind: 'page', page };
  }

  // Most recently used goes last; the first in the map is the next to go.
  function markUsed(url: string, page: StoredPage) {
    stored.delete(url);
    stored.set(url, page);
  }

  function startRender(url: string) {
    started += 1;
    const flight = { started, outcome: renderAndStore(url) };
    inFlight.set(url, flight);
    const done = () => {
      if (inFlight.get(url) === flight) inFlight.delete(url);
    };
    flight.outcome.then(done, done);
    return flight.outcome;
  }

  return {
    /**
     * The stored page at `url` when it is known to be current without waiting for the database
     * (SQLite, nothing changed since its reads were last confirmed), else undefined: ask `page`.
     * Most requests on a busy night are this: sent with no promise and no statement but the
     * data version's.
     */
    storedNow(url: string): StoredPage | undefined {
      const page = stored.get(url);
      if (!page || now() >= page.validUntil) return undefined;
      for (const read of page.reads) {
        if (fingerprintNow(read) !== read.fingerprint) return undefined;
      }
      markUsed(url, page);
      return page;
    },

    /** The page at `url` (path and query) as it is now: stored, or rendered once for every request waiting on it. */
    async page(url: string): Promise<PageOutcome> {
      const arrivedAfter = started;
      const page = stored.get(url);
      if (page && (await isCurrent(page))) {
        markUsed(url, page);
        return { kind: 'page', page };
      }
      for (;;) {
        const flight = inFlight.get(url);
        if (!flight) return startRender(url);
        const outcome = await flight.outcome;
        // A render that began after this request arrived read the data as it is now.
        if (flight.started > arrivedAfter) return outcome;
        if (outcome.kind === 'page' && (await isCurrent(outcome.page))) return outcome;
        if (inFlight.get(url) === flight) inFlight.delete(url);
      }
    },

    /** Renders so far and pages kept (tests, the bench). */
    stats: () => ({ renders, entries: stored.size }),
  };
}

export type PageCache = ReturnType<typeof pageCache>;
