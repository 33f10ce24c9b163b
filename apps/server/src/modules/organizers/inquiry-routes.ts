import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  organizerInquiryRequestSchema,
  organizerInquiryResponseSchema,
} from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressOnly, formRateLimits, limitAttempts } from '../../lib/rate-limiter.ts';
import { outboxRepository } from '../outbox/index.ts';
import { inquiryEmail } from './inquiry-email.ts';

/** POST /api/organizer-inquiries: stored, and emailed to the sales team (SALES_EMAIL) in the same transaction. */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organizer-inquiries',
    {
      schema: {
        tags: ['organizers'],
        summary: 'Send an organizer inquiry to the sales team (guests too)',
        body: organizerInquiryRequestSchema,
        response: { 201: organizerInquiryResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: limitAttempts(app.db, 'organizer-inquiry', formRateLimits(app.config), addressOnly),
    },
    async (request, reply) => {
      const { website, ...inquiry } = request.body;
      reply.code(201);
      // A bot filled the hidden field: it is thanked like a person, and nothing is stored or sent.
      if (website) return { message: messages.organizers.thanks };
      const id = randomUUID();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('organizer_inquiries')
          .values({
            id,
            name: inquiry.name,
            email: inquiry.email,
            organization: inquiry.organization,
            event_type: inquiry.eventType,
            message: inquiry.message,
            created_at: new Date().toISOString(),
          })
          .execute();
        await outboxRepository(trx).enqueue(inquiryEmail(app.config.SALES_EMAIL, { id, ...inquiry }));
      });
      return { message: messages.organizers.thanks };
    },
  );
};
