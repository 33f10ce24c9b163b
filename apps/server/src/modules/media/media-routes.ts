import { readFile } from 'node:fs/promises';
import { apiErrorSchema, eventIdSchema } from '@storefront/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { builtinPosterFile } from '../../db/catalogue.ts';
import { eventImagesRepository } from './event-images-repository.ts';
import { POSTER_VARIANTS, SHARE_IMAGE, shareImageFromSvg } from './poster-images.ts';

const NOT_FOUND = 'No such image.';
const BUILTIN = 'builtin';

/** A poster file never changes at its address (the version is in it). */
const FOREVER = 'public, max-age=31536000, immutable';
/** The share image keeps its address across new posters: a day, then a cheap revalidation by ETag. */
const A_DAY = 'public, max-age=86400, stale-while-revalidate=604800';

const variantNames = POSTER_VARIANTS.map((v) => v.name) as [string, ...string[]];

/**
 * A 200 whose body is an image's bytes, for the API's description: the bytes are sent as they
 * are (a Buffer is never serialised), so the schema only documents them.
 */
function imageAnswer(description: string, types: string[]) {
  const schema = z.string().meta({ format: 'binary' });
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/**
 * The events' pictures, out of the database so every server process serves the same ones:
 * - GET /media/events/{id}/share.png: the 1200×630 image Open Graph and Twitter cards link to.
 *   For a built-in event with no uploaded poster it is drawn from its SVG poster on the first
 *   request and stored, so the work is done once for all processes.
 * - GET /media/events/{id}/{version}/{poster-600.webp | poster-1200.webp | poster-1200.jpg}.
 * A draft's share image is not public; its poster files are (their version is unguessable, and
 * the back office's preview shows them).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = eventImagesRepository(app.db);

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    image: { content_type: string; bytes: Buffer; etag: string },
    cache: string,
  ) {
    reply.header('cache-control', cache).header('etag', image.etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type(image.content_type).send(image.bytes);
  }

  app.get(
    '/media/events/:id/share.png',
    {
      schema: {
        tags: ['media'],
        summary: "An event's 1200×630 share image (PNG)",
        params: z.object({ id: eventIdSchema }),
        response: { 200: imageAnswer('The share image', ['image/png']), 404: apiErrorSchema },
      },
      // Made to be shown elsewhere: in link previews and as the poster in the ticket email
      // (decision 27), whose mail client is another origin. The pages' same-origin default would keep a
      // webmail's browser from drawing it. A route hook runs after the app's, so this one stands.
      onSend: (_request, reply, payload, done) => {
        reply.header('cross-origin-resource-policy', 'cross-origin');
        done(null, payload);
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const event = await app.db
        .selectFrom('events')
        .select(['status', 'poster_version'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!event || event.status === 'draft') return reply.code(404).send({ message: NOT_FOUND });
      let image = await images.find(id, SHARE_IMAGE.name);
      const file = builtinPosterFile(id);
      if (!image && event.poster_version === null && file) {
        const drawn = await shareImageFromSvg(await readFile(file));
        await images.insertIfMissing(id, BUILTIN, drawn, new Date());
        image = await images.find(id, SHARE_IMAGE.name);
      }
      if (!image) return reply.code(404).send({ message: NOT_FOUND });
      return send(request, reply, image, A_DAY);
    },
  );

  app.get(
    '/media/events/:id/:version/:name',
    {
      schema: {
        tags: ['media'],
        summary: "A size of an event's uploaded poster",
        params: z.object({
          id: eventIdSchema,
          version: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: NOT_FOUND }),
          name: z.enum(variantNames, { error: NOT_FOUND }),
        }),
        response: { 200: imageAnswer('The poster at that size', ['image/webp', 'image/jpeg']), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, version, name } = request.params;
      const image = await images.find(id, name);
      // A file of an earlier poster is gone: its address must not show the new one.
      if (!image || image.version !== version) return reply.code(404).send({ message: NOT_FOUND });
      return send(request, reply, image, FOREVER);
    },
  );
};
