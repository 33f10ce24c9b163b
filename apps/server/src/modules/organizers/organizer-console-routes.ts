import { apiErrorSchema, organizerSelfSchema } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleOrganizer } from './organizer-access.ts';
import { commissionBps, organizersRepository, payoutAccountOf } from './organizers-repository.ts';

/** The organizer console's own routes (architecture.md §16); the guard in organizer-access.ts runs first. */
export const organizerConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const organizers = organizersRepository(app.db);
  app.get(
    '/api/organizer/me',
    {
      schema: {
        tags: ['organizer'],
        summary: 'The signed-in organizer: name, public page, status, commission and payout account',
        response: { 200: organizerSelfSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, status } = consoleOrganizer(request);
      const row = await organizers.byId(id);
      if (!row) throw new Error(`organizer ${id} vanished`);
      return {
        id,
        name: row.name,
        slug: row.slug,
        status,
        publishesDirectly: row.publishes_directly === 1,
        commissionPercent: commissionBps(row, app.config) / 100,
        payoutAccount: payoutAccountOf(row),
      };
    },
  );
};
