import { apiErrorSchema, healthSchema, publicConfigSchema } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { isTestMode } from '../../config.ts';
import { canSeeMailbox } from '../outbox/mailbox-access.ts';
import { publicPaymentConfig } from '../payments/public-payment-config.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    { schema: { tags: ['system'], summary: 'Public settings for the web app', response: { 200: publicConfigSchema } } },
    async (request) => ({
      publicUrl: app.config.PUBLIC_URL,
      googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
      supportEmail: app.config.SUPPORT_EMAIL,
      tawkPropertyId: app.config.TAWK_PROPERTY_ID ?? null,
      // Whether this client can open /dev/mailbox: on, and asked from this machine.
      devMailbox: canSeeMailbox(app, request),
      payment: publicPaymentConfig(app.config),
      testMode: isTestMode(app.config),
    }),
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
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: app.dbDialect };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'The database is not reachable.' });
      }
    },
  );
};
