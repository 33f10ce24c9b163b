import type { EventList, StorefrontEvent } from '@storefront/contracts/api';
import type { LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '../../lib/api.ts';
import { serverData } from '../../lib/server-context.ts';

export interface EventsData {
  events: StorefrontEvent[];
  /**
   * True when the list could not be loaded: the page keeps the rest of its content and offers
   * Retry (components/ui/load-failed.tsx) in place of the list, never the server's raw text.
   */
  failed: boolean;
}

/** The list changes rarely; a short cache keeps navigation between pages instant. */
const CACHE_MS = 60_000;
let cache: { at: number; promise: Promise<StorefrontEvent[]> } | null = null;

export function fetchEvents(now = Date.now()): Promise<StorefrontEvent[]> {
  if (cache && now - cache.at < CACHE_MS) return cache.promise;
  const promise = apiRequest<EventList>('/api/events').then((list) => list.events);
  cache = { at: now, promise };
  promise.catch(() => {
    if (cache?.promise === promise) cache = null;
  });
  return promise;
}

/**
 * Route loader for the pages that list events (landing, concerts): runs while the page's chunk
 * loads, or on the server, which reads the catalogue directly.
 */
export async function eventsLoader({ context }: LoaderFunctionArgs): Promise<EventsData> {
  const server = serverData(context);
  try {
    return { events: await (server ? server.events.list() : fetchEvents()), failed: false };
  } catch {
    return { events: [], failed: true };
  }
}

/** Tests only: forget the cached list. */
export function forgetEventList(): void {
  cache = null;
}
