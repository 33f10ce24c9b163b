import type { StorefrontEvent } from '@storefront/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.ts';

/** The shape the API accepts (contracts' eventIdSchema), checked without pulling Zod into the page. */
const EVENT_ID = /^[0-9]{1,6}$/;

export interface EventDetailsData {
  /** Null when there is no such event (unknown or malformed id): the page says 'No event selected.' */
  event: StorefrontEvent | null;
}

/**
 * Route loader for /event-details/:id, run while the page's chunk downloads. A missing or
 * malformed id is a normal outcome of a shared link, not an application error; anything
 * else (server down, 500) goes to the route's error view.
 */
export async function eventDetailsLoader({ params, request }: LoaderFunctionArgs): Promise<EventDetailsData> {
  const id = (params.id ?? '').trim();
  if (!EVENT_ID.test(id)) return { event: null };
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
