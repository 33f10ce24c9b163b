import {
  adminWaitlistSchema,
  apiErrorSchema,
  claimTokenParamsSchema,
  eventIdParamsSchema,
  waitlistClaimSchema,
  waitlistConfirmQuerySchema,
  waitlistJoinRequestSchema,
  waitlistJoinResponseSchema,
} from '@storefront/contracts/api';
import { waitlistMessages } from '@storefront/contracts/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageAnswer } from '../../lib/page-answer.ts';
import { addressAndEmail, formRateLimits, limitAttempts } from '../../lib/rate-limiter.ts';
import { signedInUser } from '../auth/index.ts';
import type { ConsoleRoutes } from '../organizers/index.ts';
import { renderConfirmPage } from './confirm-page.ts';
import { readClaim } from './waitlist-claims.ts';
import { confirmEntry, joinWaitlist, waitlistOfEvent } from './waitlist-line.ts';

/**
 * The waitlist (decision 30): join a sold-out tier's line (guests too), the emailed
 * confirmation link, what a claim link holds. The consoles' view of the lines is eventWaitlistRoutes.
 */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Join the waitlist of a sold-out tier (guests too; the email confirms the place)',
        body: waitlistJoinRequestSchema,
        response: {
          201: waitlistJoinResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      // A public form like the newsletter's: per address and per email, nobody fills the line or one inbox.
      preHandler: limitAttempts(app.db, 'waitlist', formRateLimits(app.config), addressAndEmail),
    },
    async (request, reply) => {
      const { website, ...join } = request.body;
      reply.code(201);
      // A bot filled the hidden field: it is told what a person is told, and nothing is stored.
      if (website) return { status: 'unconfirmed' as const, message: waitlistMessages.checkInbox };
      return joinWaitlist(app.db, app.config.PUBLIC_URL, join, request.user ?? null);
    },
  );

  app.get(
    '/api/waitlist/confirm',
    {
      schema: {
        tags: ['waitlist'],
        summary: "The link in the waitlist's confirmation email: confirms the place and answers a small page",
        querystring: waitlistConfirmQuerySchema,
        response: {
          200: pageAnswer('The page saying the place in line is confirmed', null),
          400: pageAnswer("An unknown or malformed link: a page saying so ('Link not valid'), or { message }"),
        },
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const confirmed = request.query.token ? await confirmEntry(app.db, request.query.token) : null;
      if (!confirmed) {
        return reply
          .code(400)
          .send(renderConfirmPage({ title: 'Link not valid', text: waitlistMessages.confirmLinkInvalid }));
      }
      return renderConfirmPage({
        title: 'You are on the waitlist',
        text: waitlistMessages.confirmed,
        eventPath: `/event-details/${encodeURIComponent(confirmed.eventId)}`,
      });
    },
  );

  app.get(
    '/api/waitlist/claims/:token',
    {
      schema: {
        tags: ['waitlist'],
        summary:
          'What a claim link holds: the event, tier, tickets and until when (signed in as the account whose claim it is)',
        params: claimTokenParamsSchema,
        response: { 200: waitlistClaimSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => readClaim(app.db, request.params.token, signedInUser(request)),
  );
};

/**
 * An event's waitlist per tier in the back office (decision 30), and again in the organizer console
 * for their own events (decision 31: another organizer's event is 404, waitlistOfEvent's scope).
 */
export const eventWaitlistRoutes: FastifyPluginAsyncZod<{ console: ConsoleRoutes }> = async (
  app,
  { console: { base, tag, scopeOf } },
) => {
  app.get(
    `${base}/events/:id/waitlist`,
    {
      schema: {
        tags: [tag],
        summary: "The event's waitlist per tier: entries oldest first, with counts by status",
        params: eventIdParamsSchema,
        response: { 200: adminWaitlistSchema, 404: apiErrorSchema },
      },
    },
    async (request) => waitlistOfEvent(app.db, scopeOf(request), request.params.id),
  );
};
