import { eventPagePath, organizerPagePath, PUBLIC_PAGES } from '@storefront/contracts/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsRepository } from '../events/index.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';

// Crawlers fetch these rarely; an hour in any cache is plenty.
const CACHE_CONTROL = 'public, max-age=3600';

/** `/sitemap.xml` (the public pages, every listed event and every approved organizer's page) and `/robots.txt`, for search engines. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = eventsRepository(app.db);
  const robots = robotsTxt(app.config.PUBLIC_URL);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [ids, slugs] = await Promise.all([events.ids(), events.organizerSlugs()]);
    const paths = [...PUBLIC_PAGES, ...ids.map(eventPagePath), ...slugs.map(organizerPagePath)];
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(app.config.PUBLIC_URL, paths));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );
};
