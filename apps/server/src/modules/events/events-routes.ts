import { apiErrorSchema, eventIdParamsSchema, eventListSchema, eventSchema, messages } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsRepository } from './events-repository.ts';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = eventsRepository(app.db);

  app.get(
    '/api/events',
    { schema: { tags: ['events'], summary: 'The catalogue', response: { 200: eventListSchema } } },
    async (_request, reply) => {
      // The catalogue changes only on deploy; a short shared cache keeps the landing page instant.
      reply.header('cache-control', 'public, max-age=30');
      return { events: await events.list() };
    },
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: eventIdParamsSchema,
        response: { 200: eventSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await events.findById(request.params.id);
      if (!event) return reply.code(404).send({ message: messages.events.notFoundShort(request.params.id) });
      reply.header('cache-control', 'public, max-age=30');
      return event;
    },
  );
};
