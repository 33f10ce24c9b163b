import { randomInt } from 'node:crypto';
import {
  apiErrorSchema,
  createSupportTicketSchema,
  messages,
  supportEventsSchema,
  supportTicketCreatedSchema,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error.ts';
import { addressKey, emailKey, limitAttempts } from '../../lib/rate-limiter.ts';
import { outboxRepository } from '../outbox/index.ts';
import { supportConfirmationEmail, supportTeamEmail } from './support-emails.ts';
import { supportRepository } from './support-repository.ts';

/** Tickets per hour from one address, and to one email: a person with a problem, not a flood of the team or of a stranger. */
export const SUPPORT_TICKETS_PER_HOUR = 5;

export const unknownEventMessage = 'Please choose an event from the list.';

/** Crockford's alphabet: no I, L, O or U, so a number read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** SUP- and 8 random characters (40 bits): short enough to quote, not guessable as a sequence would be. */
export function newTicketNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SUP-${code}`;
}

/** GET /api/support-tickets/events and POST /api/support-tickets (the helpdesk's Create Ticket form). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/support-tickets/events',
    {
      schema: {
        tags: ['support'],
        summary: 'The catalogue as {id, name}, for the support form',
        response: { 200: supportEventsSchema },
      },
    },
    () => supportRepository(app.db).events(),
  );

  app.post(
    '/api/support-tickets',
    {
      schema: {
        tags: ['support'],
        summary: 'Stores a support ticket and emails the support team and the sender',
        description:
          `Guests allowed; userId is ignored (the session says who is signed in). ${SUPPORT_TICKETS_PER_HOUR} ` +
          'tickets an hour per client address and per email. A filled `website` (a honeypot) is answered ' +
          'as a success and nothing is stored.',
        body: createSupportTicketSchema,
        response: { 201: supportTicketCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: limitAttempts(
        app.db,
        'support-ticket',
        { max: SUPPORT_TICKETS_PER_HOUR, windowMs: 60 * 60 * 1000 },
        (request) => [addressKey(request.ip), emailKey((request.body as { email: string }).email)],
      ),
    },
    async (request, reply) => {
      const { website, userId: _ignored, reference, ...body } = request.body;
      const ticketNumber = newTicketNumber();
      const created = { ticketNumber, message: messages.support.submitted };
      // A bot filled the field people never see: it learns nothing, and nobody gets mail.
      if (website) return reply.code(201).send(created);

      const details = await app.db.transaction().execute(async (trx) => {
        const repository = supportRepository(trx);
        const event = body.eventId ? await repository.event(body.eventId) : null;
        if (body.eventId && !event) throw httpError(400, unknownEventMessage);
        const now = new Date().toISOString();
        const ticket = {
          ticketNumber,
          ...body,
          eventName: event?.name ?? null,
          reference: reference ?? null,
          userId: request.user?.id ?? 'guest',
        };
        await repository.insert({
          id: ticketNumber,
          user_id: ticket.userId,
          email: body.email,
          subject: body.subject,
          description: body.description,
          category: body.category,
          event_id: event?.id ?? null,
          order_reference: reference ?? null,
          created_at: now,
          updated_at: now,
        });
        const outbox = outboxRepository(trx);
        await outbox.enqueue(supportTeamEmail(app.config.SUPPORT_EMAIL, ticket));
        await outbox.enqueue(supportConfirmationEmail(ticket));
        return ticket;
      });
      request.log.info({ ticketNumber: details.ticketNumber }, 'support ticket stored');
      return reply.code(201).send(created);
    },
  );
};
