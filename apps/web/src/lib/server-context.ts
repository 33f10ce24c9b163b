import type { OrganizerProfile, StorefrontEvent } from '@storefront/contracts/api';

/**
 * What every page needs for its first paint, whoever renders it: whether to show the test-mode
 * strip, and the site's public address (share links). The root route's loader gives it, so a
 * server-rendered page and its hydration agree, and the strip never pushes the page down late.
 */
export interface SiteData {
  testMode: boolean;
  /** Which simulators stand in for real services (the strip names them). */
  simulated: { payments: boolean; google: boolean };
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/**
 * What the loaders read directly when the server renders a page (server/entry-server.tsx),
 * instead of asking our own API over HTTP. The API server hands over its repositories; in the
 * browser there is none, and the loaders fetch /api as before.
 */
export interface ServerData {
  events: {
    list(): Promise<StorefrontEvent[]>;
    findById(id: string): Promise<StorefrontEvent | undefined>;
    /** An organizer's public profile (architecture.md §16); undefined for a slug with no public page. */
    organizer(slug: string): Promise<OrganizerProfile | undefined>;
  };
  site: SiteData;
  /** TWITTER_SITE (decision 27): the site's X account for link cards; absent when unset. Head tags only. */
  twitterSite?: string;
}

/**
 * The loaders' `context` on the server: React Router's static handler passes its
 * `requestContext` through as it is (no middleware here; with middleware it would have to be a
 * RouterContextProvider). Kept free of React Router imports: the loader chunks import this, and
 * anything they share with the entry becomes a chunk of its own.
 */
export interface ServerContext {
  server: ServerData;
}

/** The server's data in a loader's `context`, or null in the browser (and in unit tests). */
export function serverData(context: unknown): ServerData | null {
  return (context as Partial<ServerContext> | null | undefined)?.server ?? null;
}
