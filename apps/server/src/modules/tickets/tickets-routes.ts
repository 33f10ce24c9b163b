import {
  apiErrorSchema,
  createTicketRequestSchema,
  sendTicketEmailRequestSchema,
  sendTicketEmailResponseSchema,
  sendToFriendRequestSchema,
  sendToFriendResponseSchema,
  ticketSchema,
  transactionReferenceParamsSchema,
} from '@storefront/contracts/api';
import { messages, ticketShareMessages } from '@storefront/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error.ts';
import { attemptLimit, countedAttempt } from '../../lib/rate-limiter.ts';
import { signedInUser } from '../auth/index.ts';
import { ticketCalendarFile, ticketPageLink } from './ticket-email.ts';
import { forwardTicket } from './ticket-forward.ts';
import { forViewer } from './ticket-privacy.ts';

/** Re-sends of one ticket's email allowed per hour: enough for a typo'd spam filter, too few to flood an inbox. */
const RESENDS_PER_HOUR = 3;

/**
 * "Send to a friend" (architecture.md §11): a day's sends per ticket (a group's friends, a typo or two) and
 * per account (a buyer of several tickets), far below what would make our sender a spammer's.
 */
const FORWARDS = {
  perTicket: { max: 10, windowMs: 24 * 60 * 60 * 1000 },
  perAccount: { max: 30, windowMs: 24 * 60 * 60 * 1000 },
};

/**
 * GET /api/tickets/{transactionReference} (the reference is the capability) and its calendar.ics, POST /api/tickets,
 * POST /api/email/send-ticket-email.
 */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The process's checkout (checkout-module.ts decorates it on the app, so tickets need not import orders).
  const { checkout } = app;
  const resendLimit = attemptLimit(app.db, 'ticket-email', { max: RESENDS_PER_HOUR, windowMs: 60 * 60 * 1000 });

  app.get(
    '/api/tickets/:transactionReference',
    {
      schema: {
        tags: ['tickets'],
        summary: 'The ticket issued for a paid reference',
        description:
          "Emails in full only for the signed-in buyer, or the gift's recipient signed in with that (confirmed) " +
          'email; masked (a•••@example.com) for anyone else holding the reference.',
        params: transactionReferenceParamsSchema,
        response: { 200: ticketSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const bought = await checkout.ticket(request.params.transactionReference);
      if (!bought) throw httpError(404, messages.ticket.notFound);
      reply.header('cache-control', 'no-store');
      return forViewer(bought.ticket, bought.buyerId, request);
    },
  );

  app.get(
    '/api/tickets/:transactionReference/calendar.ics',
    {
      schema: {
        tags: ['tickets'],
        summary: "The ticket's event as a calendar file (.ics), start in UTC, venue time in the description",
        params: transactionReferenceParamsSchema,
        // The body is the calendar text, sent as is (a string skips JSON serialisation).
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const reference = request.params.transactionReference;
      const ticket = (await checkout.ticket(reference))?.ticket;
      if (!ticket) throw httpError(404, messages.ticket.notFound);
      const ics = ticketCalendarFile({
        reference,
        eventTitle: ticket.eventTitle,
        startsAt: ticket.eventDate,
        endsAt: ticket.eventEndDate,
        address: ticket.venueAddress,
        timeZone: ticket.timeZone,
        city: ticket.city,
        ticketLink: ticketPageLink(app.config.PUBLIC_URL, reference),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="ticket-${reference}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );

  app.post(
    '/api/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: "The spec's create-ticket call: returns the ticket already issued for the buyer's paid reference",
        body: createTicketRequestSchema,
        response: { 200: ticketSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const owner = signedInUser(request).id;
      const ticket = (await checkout.ticket(request.body.transactionReference, owner))?.ticket;
      if (!ticket) throw httpError(404, messages.ticket.notFound);
      return ticket;
    },
  );

  app.post(
    '/api/tickets/:transactionReference/send-to-friend',
    {
      schema: {
        tags: ['tickets'],
        summary: "Sends the ticket's link and QR to another address (the buyer, or a gift's recipient)",
        description:
          `Through the outbox, in our words. The buyer, or the recipient of a gift once their account confirmed that address (else 403); ` +
          `${FORWARDS.perTicket.max} a day per ticket and ${FORWARDS.perAccount.max} per account (429); 409 for a ticket that is cancelled or whose people are all in.`,
        params: transactionReferenceParamsSchema,
        body: sendToFriendRequestSchema,
        response: {
          200: sendToFriendResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request).id;
      const reference = request.params.transactionReference;
      const limits = [
        { name: 'ticket-forward', key: `${user}:${reference}`, limit: FORWARDS.perTicket },
        { name: 'ticket-forward-account', key: user, limit: FORWARDS.perAccount },
      ];
      if (await countedAttempt(app.db).refused(reply, limits)) return reply;
      const email = await forwardTicket(
        app.db,
        { secret: app.config.SESSION_SECRET, publicUrl: app.config.PUBLIC_URL, supportEmail: app.config.SUPPORT_EMAIL },
        { reference, userId: user, to: request.body.email },
      );
      reply.header('cache-control', 'no-store');
      return { message: ticketShareMessages.sent(email), email };
    },
  );

  app.post(
    '/api/email/send-ticket-email',
    {
      schema: {
        tags: ['tickets'],
        summary: "Sends the buyer's ticket email again, to the ticket's own addresses only",
        description:
          'Only ticketData.transactionReference is read (never an address from the request). The signed-in ' +
          `buyer only; ${RESENDS_PER_HOUR} times an hour per ticket; 409 once the ticket is no longer unused.`,
        body: sendTicketEmailRequestSchema,
        response: {
          200: sendTicketEmailResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const owner = signedInUser(request).id;
      const reference = request.body.ticketData.transactionReference;
      // Keyed by buyer and ticket: only the buyer can send it, so this is per ticket, and nobody else's
      // attempts (answered 404) can use up the buyer's allowance.
      if (await resendLimit(reply, [`${owner}:${reference}`])) return reply;
      const email = await checkout.resendTicketEmails(reference, owner);
      if (!email) throw httpError(404, messages.ticket.notFound);
      return { message: messages.ticket.emailSent(email), email };
    },
  );
};
