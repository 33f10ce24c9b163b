import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from './api-path.ts';

/**
 * Serves the built single-page app from WEB_DIST, brotli or gzip as the browser accepts (the
 * build compresses each file once). Hashed assets are cached for a year;
 * index.html is revalidated so a deploy shows at once. Any GET that is not an API route
 * and not a file falls back to index.html, where the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  // index.html is answered for every client route: keep it in memory rather than reading the disk each time.
  const indexHtml = hasBuild ? readFileSync(indexFile) : null;
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies of every text file (apps/web/precompress.ts): send the
      // one the browser accepts, with no compression work per request.
      preCompressed: true,
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
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
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
    return sendIndex(reply);
  });
}
