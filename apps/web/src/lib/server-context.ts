import type { StorefrontEvent } from '@storefront/contracts';
import { createContext, RouterContextProvider } from 'react-router';
import type { SiteData } from './site.ts';

/**
 * What the loaders read directly when the server renders a page (server/entry-server.tsx),
 * instead of asking our own API over HTTP. The API server hands over its repositories; in the
 * browser there is none, and the loaders fetch /api as before.
 */
export interface ServerData {
  events: {
    list(): Promise<StorefrontEvent[]>;
    findById(id: string): Promise<StorefrontEvent | undefined>;
  };
  site: SiteData;
}

export const serverDataContext = createContext<ServerData | null>(null);

/** The server's data in a loader's `context`, or null in the browser (and in unit tests). */
export function serverData(context: unknown): ServerData | null {
  return context instanceof RouterContextProvider ? context.get(serverDataContext) : null;
}
