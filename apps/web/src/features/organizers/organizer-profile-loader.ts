import type { OrganizerProfile } from '@storefront/contracts/api';
import { ORGANIZER_SLUG_PATTERN } from '@storefront/contracts/page';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { serverData } from '../../lib/server-context.ts';

export interface OrganizerProfileData {
  /** Null when no organizer has a public page at this address: the page is a 404. */
  profile: OrganizerProfile | null;
}

/**
 * Route loader for /o/:slug (architecture.md §16), run while the page's chunk downloads (or on the server,
 * which reads the catalogue directly). An unknown slug, or an organizer without a public page, is
 * a normal outcome of a link; anything else (server down, 500) goes to the route's error view.
 */
export async function organizerProfileLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<OrganizerProfileData> {
  const slug = params.slug ?? '';
  if (!ORGANIZER_SLUG_PATTERN.test(slug)) return { profile: null };
  const server = serverData(context);
  if (server) return { profile: (await server.events.organizer(slug)) ?? null };
  try {
    const profile = await apiRequest<OrganizerProfile>(`/api/organizers/${encodeURIComponent(slug)}`, {
      signal: request.signal,
    });
    return { profile };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { profile: null };
    throw error;
  }
}
