import type { StorefrontEvent } from '@storefront/contracts/api';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { serverData } from '../../lib/server-context.ts';

/** The shape the API accepts (contracts' eventIdSchema), checked without pulling Zod into the page. */
const EVENT_ID = /^[0-9]{1,6}$/;

export interface EventDetailsData {
  /** Null when there is no such event (unknown or malformed id): the page says 'No event selected.' */
  event: StorefrontEvent | null;
}

/**
 * Route loader for /event-details/:id, run while the page's chunk downloads (or on the server,
 * which reads the catalogue directly). A missing or malformed id is a normal outcome of a shared
 * link, not an application error; anything else (server down, 500) goes to the route's error view.
 */
export async function eventDetailsLoader({ params, request, context }: LoaderFunctionArgs): Promise<EventDetailsData> {
  const id = (params.id ?? '').trim();
  if (!EVENT_ID.test(id)) return { event: null };
  const server = serverData(context);
  if (server) return { event: (await server.events.findById(id)) ?? null };
  try {
    const event = await apiRequest<StorefrontEvent>(`/api/events/${encodeURIComponent(id)}`, {
      signal: request.signal,
    });
    return { event };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { event: null };
    throw error;
  }
}
