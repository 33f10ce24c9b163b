import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { PUBLIC_PAGES } from '@storefront/contracts/page';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseMessages, isDatabaseBusy, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/database-errors.ts';
import { type CatalogueSnapshots, etagMatches } from '../lib/cached-body.ts';
import { type ContentEncoding, encodeBody, negotiateEncoding } from '../lib/html-encoding.ts';
import { isApiPath } from './api-path.ts';
import { type PageCache, type PageEvents, pageCache, type RenderResult, type StoredPage } from './page-cache.ts';

/** What the page renderer reads directly instead of calling the API (the web app's ServerData). */
export interface PageData {
  events: PageEvents;
  site: { testMode: boolean; simulated: { payments: boolean; google: boolean }; publicUrl: string };
  /** TWITTER_SITE: the link cards' twitter:site; absent when unset. */
  twitterSite?: string;
}

export interface WebAppOptions {
  webDist: string;
  /** The catalogue the pages show (the same copy /api/events answers from). */
  catalogue: CatalogueSnapshots;
  /** The site's settings the pages show. */
  pageData: Pick<PageData, 'site' | 'twitterSite'>;
  /** Rendered pages kept in memory (PAGE_CACHE_ENTRIES). */
  pageCacheEntries: number;
  /** Absolute address of a path on the site (PUBLIC_URL). */
  link: (path: string) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered public pages (plugins/page-cache.ts); null without a server renderer. */
    pageCache: PageCache | null;
  }
}

/** The web build's server renderer (apps/web/src/server/entry-server.tsx), as this plugin uses it. */
type RenderPage = (page: { request: Request; data: PageData; link: (path: string) => string }) => Promise<RenderResult>;
type SeatsAsShown = Parameters<typeof pageCache>[0]['seatsAsShown'];
interface RendererModule {
  createPageRenderer(build: { indexHtml: string; manifest: unknown; readAsset(path: string): string }): RenderPage;
  seatsAsShown: SeatsAsShown;
}

/**
 * The renderer the web build wrote beside WEB_DIST (`WEB_DIST-server`, out of the static
 * folder's reach), or null when there is none (an older build, `npm run dev`): the pages are
 * then the shell, rendered in the browser, as before server rendering.
 */
async function loadRenderer(
  webDist: string,
  indexHtml: string,
): Promise<{ render: RenderPage; seatsAsShown: SeatsAsShown } | null> {
  const entry = join(`${webDist}-server`, 'entry-server.js');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  const render = module.createPageRenderer({
    indexHtml,
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
    readAsset: (path) => readFileSync(join(webDist, path), 'utf8'),
  });
  // A renderer built from older sources than this server would fail every page: say so at start.
  if (typeof module.seatsAsShown !== 'function') {
    throw new Error(`The web build in ${webDist} is older than the server: run \`npm run build\` again.`);
  }
  return { render, seatsAsShown: module.seatsAsShown };
}

/**
 * Serves the web app from WEB_DIST. Static files go out brotli or gzip as the browser accepts
 * (the build compresses each once); hashed assets are cached for a year. Any other GET that is
 * not an API route is a page: the public ones are rendered here (React Router's static handler,
 * docs/decisions/0011), the account, checkout and staff screens get the shell and render in the
 * browser. HTML is revalidated on every visit (no-cache), so a deploy shows at once.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, catalogue, pageData, pageCacheEntries, link }: WebAppOptions,
): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The shell is answered for every browser-rendered screen: kept in memory, in each encoding.
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  const shells = new Map<ContentEncoding, Promise<{ body: Buffer | string; encoding: ContentEncoding }>>();
  const renderer = indexHtml ? await loadRenderer(webDist, indexHtml) : null;
  if (indexHtml && !renderer) app.log.warn('No server renderer in the web build: pages render in the browser only');

  // The shell of the browser-rendered screens (and of a page that failed to render).
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const wanted = negotiateEncoding(request.headers['accept-encoding']);
    let shell = shells.get(wanted);
    if (!shell) {
      shell = encodeBody(indexHtml ?? '', wanted);
      shells.set(wanted, shell);
    }
    const encoded = await shell;
    if (encoded.encoding !== 'identity') reply.header('content-encoding', encoded.encoding);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(encoded.body);
  };

  // The page's address on the site: the request's path and query on PUBLIC_URL's origin (a path
  // such as '//elsewhere' stays a path).
  const origin = new URL(link('/')).origin;
  const pageUrl = (rawUrl: string) => {
    const url = new URL(origin);
    const query = rawUrl.indexOf('?');
    url.pathname = query < 0 ? rawUrl : rawUrl.slice(0, query);
    url.search = query < 0 ? '' : rawUrl.slice(query);
    return url;
  };

  // Every public page goes through the cache: rendered once per version of what it shows, sent
  // as stored bytes (decision 25). The request's cookies never reach the renderer.
  const pages = renderer
    ? pageCache({
        catalogue,
        seatsAsShown: renderer.seatsAsShown,
        maxEntries: pageCacheEntries,
        render: (url, events) =>
          renderer.render({ request: new Request(pageUrl(url)), data: { ...pageData, events }, link }),
      })
    : null;
  app.decorate('pageCache', pages);

  // While the database cannot serve the page's data (decision 24): a sentence, and when to try again.
  const sendUnavailable = (reply: FastifyReply, busy: boolean) => {
    const message = busy ? databaseMessages.busy : databaseMessages.unavailable;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Owambe Tickets</title><p>${message}</p></html>`,
      );
  };

  // A stored page as it is: validated by its ETag, in the encoding the browser accepts.
  const sendStored = (request: FastifyRequest, reply: FastifyReply, page: StoredPage): void => {
    reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], page.etag)) {
      reply.code(304).send();
      return;
    }
    const wanted = negotiateEncoding(request.headers['accept-encoding']);
    const body = wanted === 'identity' ? null : page[wanted];
    if (body) reply.header('content-encoding', wanted);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .send(body ?? page.identity);
  };

  const renderAndSend = async (request: FastifyRequest, reply: FastifyReply, pages: PageCache) => {
    let outcome: Awaited<ReturnType<PageCache['page']>>;
    try {
      outcome = await pages.page(request.url);
    } catch (error) {
      if (isDatabaseUnavailable(error) || isDatabaseBusy(error)) {
        request.log.warn({ err: error }, 'database unavailable for a page');
        return sendUnavailable(reply, isDatabaseBusy(error));
      }
      // A page that fails to render still works in the browser; the status tells monitoring.
      request.log.error({ err: error }, 'server rendering failed');
      return sendShell(request, reply, 500);
    }
    switch (outcome.kind) {
      case 'redirect':
        return reply.redirect(outcome.location, outcome.status);
      case 'shell':
        return sendShell(request, reply, outcome.status);
      case 'unavailable':
        return sendUnavailable(reply, outcome.busy);
    }
    sendStored(request, reply, outcome.page);
    return reply;
  };

  // Not an async function: a page known current (most of them, on SQLite) is sent at once, with no
  // promise for Fastify to wait on (a fifth of a page's CPU, docs/performance-history.md §28).
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!pages) return sendShell(request, reply, 200);
    const stored = pages.storedNow(request.url);
    if (!stored) return renderAndSend(request, reply, pages);
    sendStored(request, reply, stored);
    return undefined;
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies of every text file (apps/web/precompress.ts): send the
      // one the browser accepts, with no compression work per request.
      preCompressed: true,
      // The build's manifest (.vite/) is for this server only.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      // Our own Cache-Control below; the plugin's default would overwrite it.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
        // The same URL answers brotli, gzip or plain bytes: a shared cache must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // The public pages get routes of their own: left to the static plugin's wildcard, every page
    // request first looked for a file of its name on disk (a failed stat(): a quarter of the CPU
    // under load, docs/performance-history.md §15). Stored pages are compressed already, so the per-request
    // compression plugin stays off them. Any other address still ends in the not-found handler.
    const pageRoute = { schema: { hide: true }, compress: false as const, config: { session: false } };
    for (const path of PUBLIC_PAGES) app.get(path, pageRoute, sendPage);
    app.get('/event-details/*', pageRoute, sendPage);
    app.get('/o/*', pageRoute, sendPage);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) {
      return reply.code(404).send({ message: `No API route matches ${request.method} ${path}.` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: `Nothing to ${request.method} at ${path}.` });
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm start` (it builds it) or `npm run build`.');
    }
    return sendPage(request, reply);
  });
}
