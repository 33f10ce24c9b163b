import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { Manifest } from 'vite';
import { App } from '../app/app.tsx';
import { withAdminRoutes } from '../app/console-routes.tsx';
import { hydrationDataScript } from '../app/hydration-data.ts';
import { lazyModulesByRoute } from '../app/lazy-modules.ts';
import { routes as browserRoutes } from '../app/router.tsx';
import type { ServerContext, ServerData } from '../lib/server-context.ts';
import { headTags } from './head-tags.ts';
import { splitHoistedHead } from './hoisted-head.ts';
import { isServerRendered, pageHead } from './page-heads.ts';
import { fillTemplate, type PageTemplate, parseTemplate } from './page-template.ts';
import { routePreloads, stylesheetTags } from './route-preloads.ts';

export { seatsAsShown } from '../lib/event-availability.ts';
export type { ServerData } from '../lib/server-context.ts';

/** What the server answers for one request. */
export type RenderResult =
  /** A whole HTML page. */
  | { kind: 'page'; status: number; html: string }
  /** A route that redirects (its loader said so). */
  | { kind: 'redirect'; status: number; location: string }
  /** A screen the browser renders (account, checkout, staff), or a page that failed: send the shell. */
  | { kind: 'shell'; status: number };

export interface PageRequest {
  request: Request;
  /** What the loaders read directly instead of over HTTP. */
  data: ServerData;
  /** Absolute address of a path on the site (PUBLIC_URL). */
  link: (path: string) => string;
}

/**
 * The whole table: the browser adds the back office's screens when it first goes there, the server
 * knows them from the start, so a reload of /admin/... gets the shell (not the 404 page).
 */
const routes = withAdminRoutes(browserRoutes);

/** Routes the server answers besides those with a page head: the /about redirect. */
const REDIRECT_ROUTES = new Set(['about']);

/**
 * Builds the renderer once, at server start, from the client build's index.html and Vite
 * manifest. Each call then renders one page with React Router's static handler: the matched
 * routes' loaders run here (reading `data` directly), their screens render to HTML, and the same
 * loader data goes into the page for the browser to hydrate with (app/main.tsx).
 */
export function createPageRenderer({
  indexHtml,
  manifest,
  readAsset,
}: {
  indexHtml: string;
  manifest: Manifest;
  /** A built file's text by its URL path ('/assets/index-1.css'), to inline the stylesheet. */
  readAsset?: (path: string) => string;
}) {
  const template: PageTemplate = parseTemplate(indexHtml, readAsset);
  // Before the handler loads anything (loading a lazy part takes it off the route).
  const lazyModules = lazyModulesByRoute(routes);
  const handler = createStaticHandler(routes);

  return async function render({ request, data, link }: PageRequest): Promise<RenderResult> {
    const url = new URL(request.url);
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const leaf = matches.at(-1)?.route.id;
    if (!leaf || !(isServerRendered(leaf) || REDIRECT_ROUTES.has(leaf))) {
      return { kind: 'shell', status: 200 };
    }

    const requestContext: ServerContext = { server: data };
    const context = await handler.query(request, { requestContext });
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location ? { kind: 'redirect', status: context.status, location } : { kind: 'shell', status: 500 };
    }
    // A loader failed (the database is down): the browser gets the shell and tries its loaders
    // itself, ending on the route's error view if they fail there too.
    if (context.errors) return { kind: 'shell', status: 500 };

    const head = pageHead(leaf, { data: context.loaderData[leaf], link });
    if (!head) return { kind: 'shell', status: 200 };

    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = renderToString(
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>,
    );
    const { hoisted, body } = splitHoistedHead(rendered);
    const modules = matches.flatMap((match) => lazyModules.get(match.route) ?? []);
    const preloads = routePreloads(manifest, [...new Set(modules)]);
    return {
      kind: 'page',
      status: head.status,
      html: fillTemplate(template, {
        head: hoisted + headTags(head, link, { twitterSite: data.twitterSite }) + stylesheetTags(preloads),
        body,
        data: hydrationDataScript({ loaderData: context.loaderData }),
        routeScripts: preloads.scripts,
      }),
    };
  };
}
