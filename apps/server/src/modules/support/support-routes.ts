import { randomInt } from 'node:crypto';
import {
  apiErrorSchema,
  createSupportTicketSchema,
  supportEventsSchema,
  supportTicketCreatedSchema,
} from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import {
  SUPPORT_FORM_PATH,
  SUPPORT_UNKNOWN_EVENT,
  type SupportFormProblem,
  supportProblemField,
} from '@storefront/contracts/rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error.ts';
import { addressKey, countedAttempt, emailKey, limitAttempts } from '../../lib/rate-limiter.ts';
import { acceptFormBodies } from '../../plugins/form-body.ts';
import { outboxRepository } from '../outbox/index.ts';
import { supportConfirmationEmail, supportTeamEmail } from './support-emails.ts';
import { supportRepository } from './support-repository.ts';

/** Tickets per hour from one address, and to one email: a person with a problem, not a flood of the team or of a stranger. */
export const SUPPORT_TICKETS_PER_HOUR = 5;

export const unknownEventMessage = SUPPORT_UNKNOWN_EVENT;

const SUPPORT_LIMIT = { max: SUPPORT_TICKETS_PER_HOUR, windowMs: 60 * 60 * 1000 };

/** A parsed request body (the contract's output). */
type SupportTicketBody = ReturnType<typeof createSupportTicketSchema.parse>;

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
      preHandler: limitAttempts(app.db, 'support-ticket', SUPPORT_LIMIT, (request) => [
        addressKey(request.ip),
        emailKey((request.body as { email: string }).email),
      ]),
    },
    async (request, reply) => {
      const ticketNumber = await storeTicket(request, request.body);
      if (ticketNumber === null) throw httpError(400, unknownEventMessage);
      return reply.code(201).send({ ticketNumber, message: messages.support.submitted });
    },
  );

  // The same ticket from the helpdesk's plain form, posted before the page's scripts run
  // (decision 28): the same contract, honeypot, limit (the same counters) and emails; the answer is a
  // 303 to the form's page naming the ticket number or the field to correct. Only our own pages
  // may post it (`form: true`, plugins/csrf.ts, decision 28).
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post(SUPPORT_FORM_PATH, { config: { form: true }, schema: { hide: true } }, async (request, reply) => {
      const problem = (field: SupportFormProblem, retry?: number) =>
        reply.redirect(
          `${SUPPORT_FORM_PATH}?problem=${field}${retry === undefined ? '' : `&retry=${retry}`}#support-form`,
          303,
        );
      const parsed = createSupportTicketSchema.safeParse(request.body);
      if (!parsed.success) {
        const fields = (request.body ?? {}) as Record<string, unknown>;
        const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
        const field = supportProblemField({
          email: text('email'),
          subject: text('subject'),
          description: text('description'),
          reference: text('reference'),
        });
        return problem(field ?? 'other');
      }
      const retry = await countedAttempt(app.db).over(
        [addressKey(request.ip), emailKey(parsed.data.email)].map((key) => ({
          name: 'support-ticket',
          key,
          limit: SUPPORT_LIMIT,
        })),
      );
      if (retry !== null) return problem('too-many', retry);
      const ticketNumber = await storeTicket(request, parsed.data);
      if (ticketNumber === null) return problem('event');
      return reply.redirect(`${SUPPORT_FORM_PATH}?submitted=${ticketNumber}#support-form`, 303);
    });
  });

  /**
   * Stores the ticket and queues the team's and the sender's emails in one transaction; its number,
   * or null for an event that is not public. A bot that filled the honeypot gets a number too, and
   * nothing is stored or sent.
   */
  async function storeTicket(request: FastifyRequest, parsed: SupportTicketBody): Promise<string | null> {
    const { website, userId: _ignored, reference, ...body } = parsed;
    const ticketNumber = newTicketNumber();
    if (website) return ticketNumber;
    const details = await app.db.transaction().execute(async (trx) => {
      const repository = supportRepository(trx);
      const event = body.eventId ? await repository.event(body.eventId) : null;
      if (body.eventId && !event) return null;
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
    if (!details) return null;
    request.log.info({ ticketNumber }, 'support ticket stored');
    return ticketNumber;
  }
};
