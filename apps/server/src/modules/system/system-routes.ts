import { apiErrorSchema, healthSchema, publicConfigSchema } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import { publicGoogleConfig } from '../auth/index.ts';
import { canSeeMailbox } from '../outbox/index.ts';
import { publicPaymentConfig } from '../payments/index.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // Compiled once, and run at once on SQLite outside a transaction (compiled-query.ts): through
  // Kysely's executor a `select 1` cost the route about 25 µs of CPU more (docs/performance-history.md §26).
  const ping = compileOnce(() => app.db.selectNoFrom(sql<number>`1`.as('ok')));

  app.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'Public settings for the web app', response: { 200: publicConfigSchema } } },
    async (request) => {
      const google = publicGoogleConfig(app.config, request);
      return {
        publicUrl: app.config.PUBLIC_URL,
        google,
        supportEmail: app.config.SUPPORT_EMAIL,
        tawkPropertyId: app.config.TAWK_PROPERTY_ID ?? null,
        // Whether this client can open /dev/mailbox: on, and asked from this machine.
        devMailbox: canSeeMailbox(app, request),
        payment: publicPaymentConfig(app.config),
        // architecture.md §6: every page says so while a simulator stands in for a real service.
        testMode: app.config.PAYMENT_PROVIDER === 'simulator' || google?.provider === 'simulator',
      };
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.db);
        return { status: 'ok' as const, database: app.dbDialect };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'The database is not reachable.' });
      }
    },
  );
};
