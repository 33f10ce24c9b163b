import {
  apiErrorSchema,
  messages,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../plugins/error-handler.ts';
import { addressAndEmail, formRateLimits, limitAttempts } from '../auth/rate-limiter.ts';
import { endSubscription } from './local-provider.ts';
import { NewsletterProviderError, type SubscribeOutcome } from './newsletter-provider.ts';
import { chooseNewsletterProvider } from './providers.ts';
import { renderUnsubscribePage } from './unsubscribe-page.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** POST /api/newsletter/subscribe and the emailed GET /api/newsletter/unsubscribe link. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = chooseNewsletterProvider(app.config, app.db, app.log);

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email to the newsletter (guests too)',
        body: newsletterSubscribeRequestSchema,
        response: {
          201: newsletterSubscribeResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
      // Per address and per email: nobody fills the list, or one inbox, from one machine.
      preHandler: limitAttempts(app.db, 'newsletter', formRateLimits(app.config), addressAndEmail),
    },
    async (request, reply) => {
      const { email, website } = request.body;
      reply.code(201);
      // A bot filled the hidden field: it is told what a person is told, and nothing is stored.
      if (website) return { status: 'subscribed' as const };
      let outcome: SubscribeOutcome;
      try {
        outcome = await provider.subscribe(email);
      } catch (error) {
        if (error instanceof NewsletterProviderError) throw httpError(502, error.message);
        throw error;
      }
      if (outcome === 'already-subscribed') throw httpError(409, messages.newsletter.alreadySubscribed);
      return { status: 'subscribed' as const };
    },
  );

  app.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The link in newsletter emails: ends the subscription and answers a small page',
        querystring: z.object({ token: z.string().max(200).default('') }),
      },
    },
    async (request, reply) => {
      const id = readUnsubscribeToken(app.config.SESSION_SECRET, request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!id) {
        return reply.code(400).send(
          renderUnsubscribePage({
            title: 'Link not valid',
            text: 'This unsubscribe link is not valid. Please use the link from your newsletter email.',
          }),
        );
      }
      await endSubscription(app.db, id);
      return renderUnsubscribePage({
        title: 'You are unsubscribed',
        text: 'You will not receive the Owambe Tickets newsletter any more. You can subscribe again at any time.',
      });
    },
  );
};
