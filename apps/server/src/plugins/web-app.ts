import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { StorefrontEvent } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-path.ts';
import { type ContentEncoding, encodeBody, negotiateEncoding } from './html-encoding.ts';

/** What the page renderer reads directly instead of calling the API (the web app's ServerData). */
export interface PageData {
  events: {
    list(): Promise<StorefrontEvent[]>;
    findById(id: string): Promise<StorefrontEvent | undefined>;
  };
  site: { testMode: boolean; simulated: { payments: boolean; google: boolean }; publicUrl: string };
  /** TWITTER_SITE: the link cards' twitter:site; absent when unset. */
  twitterSite?: string;
}

export interface WebAppOptions {
  webDist: string;
  pageData: PageData;
  /** Absolute address of a path on the site (PUBLIC_URL). */
  link: (path: string) => string;
}

/** The web build's server renderer (apps/web/src/server/entry-server.tsx), as this plugin uses it. */
type RenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; status: number };
type RenderPage = (page: { request: Request; data: PageData; link: (path: string) => string }) => Promise<RenderResult>;
interface RendererModule {
  createPageRenderer(build: { indexHtml: string; manifest: unknown; readAsset(path: string): string }): RenderPage;
}

/**
 * The renderer the web build wrote beside WEB_DIST (`WEB_DIST-server`, out of the static
 * folder's reach), or null when there is none (an older build, `npm run dev`): the pages are
 * then the shell, rendered in the browser, as before server rendering.
 */
async function loadRenderer(webDist: string, indexHtml: string): Promise<RenderPage | null> {
  const entry = join(`${webDist}-server`, 'entry-server.js');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return module.createPageRenderer({
    indexHtml,
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
    readAsset: (path) => readFileSync(join(webDist, path), 'utf8'),
  });
}

/**
 * Serves the web app from WEB_DIST. Static files go out brotli or gzip as the browser accepts
 * (the build compresses each once); hashed assets are cached for a year. Any other GET that is
 * not an API route is a page: the public ones are rendered here (React Router's static handler,
 * docs/decisions/0011), the account, checkout and staff screens get the shell and render in the
 * browser. HTML is revalidated on every visit (no-cache), so a deploy shows at once.
 */
export async function registerWebApp(app: FastifyInstance, { webDist, pageData, link }: WebAppOptions): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The shell is answered for every browser-rendered screen: kept in memory, in each encoding.
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  const shells = new Map<ContentEncoding, Promise<{ body: Buffer | string; encoding: ContentEncoding }>>();
  const render = indexHtml ? await loadRenderer(webDist, indexHtml) : null;
  if (indexHtml && !render) app.log.warn('No server renderer in the web build: pages render in the browser only');

  const sendHtml = async (request: FastifyRequest, reply: FastifyReply, status: number, html: string | null) => {
    const wanted = negotiateEncoding(request.headers['accept-encoding']);
    let encoded: { body: Buffer | string; encoding: ContentEncoding };
    if (html === null) {
      let shell = shells.get(wanted);
      if (!shell) {
        shell = encodeBody(indexHtml ?? '', wanted);
        shells.set(wanted, shell);
      }
      encoded = await shell;
    } else {
      encoded = await encodeBody(html, wanted);
    }
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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!render) return sendHtml(request, reply, 200, null);
    let result: RenderResult;
    try {
      result = await render({ request: new Request(pageUrl(request.url)), data: pageData, link });
    } catch (error) {
      // A page that fails to render still works in the browser; the status tells monitoring.
      request.log.error({ err: error }, 'server rendering failed');
      return sendHtml(request, reply, 500, null);
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    return sendHtml(request, reply, result.status, result.kind === 'page' ? result.html : null);
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
    app.get('/', { schema: { hide: true } }, sendPage);
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
