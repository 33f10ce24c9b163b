import type { LoaderFunctionArgs } from 'react-router';
import { useRouteLoaderData } from 'react-router';
import { fetchPublicConfig } from './public-config.ts';
import { type SiteData, serverData } from './server-context.ts';

export const ROOT_ROUTE_ID = 'root';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The root route's loader: the server's settings, or GET /api/config in the browser. */
export async function siteLoader({ context }: LoaderFunctionArgs): Promise<SiteData> {
  const server = serverData(context);
  if (server) return server.site;
  try {
    const config = await fetchPublicConfig();
    return {
      testMode: config.testMode,
      simulated: { payments: config.payment.provider === 'simulator', google: config.google?.provider === 'simulator' },
      publicUrl: withoutTrailingSlash(config.publicUrl),
    };
  } catch {
    // No configuration (offline, server down): no strip, and links on this origin.
    return { testMode: false, simulated: { payments: false, google: false }, publicUrl: window.location.origin };
  }
}

/** The site's settings (the root route's data). */
export function useSite(): SiteData {
  const site = useRouteLoaderData<typeof siteLoader>(ROOT_ROUTE_ID);
  if (!site) throw new Error('useSite needs the root route (app/router.tsx) and its loader');
  return site;
}

/** The public address of a page of the site. */
export const siteUrl = (site: SiteData, path: string) => `${site.publicUrl}${path}`;
