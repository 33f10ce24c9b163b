import type { EventList, StorefrontEvent } from '@storefront/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '../../lib/api.ts';
import { serverData } from '../../lib/server-context.ts';

export interface EventsData {
  events: StorefrontEvent[];
  /** Set when the list could not be loaded; pages show it instead of failing entirely. */
  error: string | null;
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
    return { events: await (server ? server.events.list() : fetchEvents()), error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { events: [], error: `We couldn't load the events right now (${message}). Please refresh the page.` };
  }
}
