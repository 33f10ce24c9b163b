import {
  apiErrorSchema,
  organizerApplicationAnswerSchema,
  organizerApplicationBodySchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth/index.ts';
import { organizerApplications } from './applications.ts';

/**
 * Applying to sell as an organizer (architecture.md §16), from the organizers page: any signed-in account.
 * Outside /api/organizer/ on purpose: that prefix is for approved organizers only.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = organizerApplications(app.db, app.config);

  app.get(
    '/api/organizer-application',
    {
      schema: {
        tags: ['organizers'],
        summary: "The signed-in account's organizer application: its status and an admin's reason, or null",
        response: { 200: organizerApplicationAnswerSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { application: await applications.mine(signedInUser(request).id) };
    },
  );

  app.post(
    '/api/organizer-applications',
    {
      schema: {
        tags: ['organizers'],
        summary: 'Apply to sell tickets as an organizer (again after a decline); an admin decides',
        body: organizerApplicationBodySchema,
        response: {
          201: organizerApplicationAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const application = await applications.apply(signedInUser(request), request.body);
      return reply.code(201).send({ application });
    },
  );
};
