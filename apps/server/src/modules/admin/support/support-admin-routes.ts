import {
  apiErrorSchema,
  supportActionAnswerSchema,
  supportInboxAnswerSchema,
  supportInboxQuerySchema,
  supportReplyBodySchema,
  supportStatusBodySchema,
  supportTicketDetailSchema,
  supportTicketParamsSchema,
} from '@storefront/contracts/api';
import { adminSupportMessages as m } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../../lib/http-error.ts';
import { signedInUser } from '../../auth/index.ts';
import { supportInbox } from './support-inbox.ts';

const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The support inbox (architecture.md §15.2): list, thread, reply (emailed through the outbox), status. Admins only. */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = supportInbox(app.db);

  async function ticket(id: string) {
    const found = await inbox.detail(id);
    if (!found) throw httpError(404, m.ticketNotFound);
    return found;
  }

  app.get(
    '/api/admin/support-tickets',
    {
      schema: {
        tags: ['admin'],
        summary: "The helpdesk's support tickets: open, answered, closed; search by number, email or subject",
        querystring: supportInboxQuerySchema,
        response: { 200: supportInboxAnswerSchema, ...refused },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.get(
    '/api/admin/support-tickets/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A support ticket and its thread, oldest first',
        params: supportTicketParamsSchema,
        response: { 200: supportTicketDetailSchema, ...refused },
      },
    },
    async (request) => ticket(request.params.id),
  );

  app.post(
    '/api/admin/support-tickets/:id/replies',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Replies to the requester by email (through the outbox); kept in the thread; the ticket becomes 'answered'",
        params: supportTicketParamsSchema,
        body: supportReplyBodySchema,
        response: { 201: supportActionAnswerSchema, ...refused },
      },
    },
    async (request, reply) => {
      const to = await inbox.reply(request.params.id, {
        actor: signedInUser(request),
        body: request.body.body,
        supportEmail: app.config.SUPPORT_EMAIL,
      });
      return reply.code(201).send({ message: m.replied(to), ticket: await ticket(request.params.id) });
    },
  );

  app.post(
    '/api/admin/support-tickets/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets a support ticket open, answered or closed (audited)',
        params: supportTicketParamsSchema,
        body: supportStatusBodySchema,
        response: { 200: supportActionAnswerSchema, ...refused },
      },
    },
    async (request) => {
      const { status } = request.body;
      await inbox.setStatus(request.params.id, { actor: signedInUser(request), status });
      return { message: m.statusSet(status), ticket: await ticket(request.params.id) };
    },
  );
};
