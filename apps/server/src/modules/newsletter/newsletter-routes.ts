import {
  apiErrorSchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { NEWSLETTER_FORM_PATH, type NewsletterOutcome, newsletterAnswerPath } from '@storefront/contracts/rules';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import {
  addressAndEmail,
  addressKey,
  countedAttempt,
  emailKey,
  formRateLimits,
  limitAttempts,
} from '../../lib/rate-limiter.ts';
import { acceptFormBodies } from '../../plugins/form-body.ts';
import { endSubscription } from './local-provider.ts';
import { NewsletterProviderError, type SubscribeOutcome } from './newsletter-provider.ts';
import { chooseNewsletterProvider } from './providers.ts';
import { renderUnsubscribePage } from './unsubscribe-page.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * POST /api/newsletter/subscribe, the emailed GET /api/newsletter/unsubscribe link, and the same
 * link POSTed by a mail provider's one-click Unsubscribe (RFC 8058).
 */
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

  // The same subscription from the page's plain form, posted before the page's scripts run
  // (decision 28): the same contract, honeypot, provider and rate limit (the same counters), and
  // the answer is the /menu page naming the outcome (a 303, so reloading it posts nothing). Only
  // our own pages may post it (`form: true`, plugins/csrf.ts, decision 28).
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post(NEWSLETTER_FORM_PATH, { config: { form: true }, schema: { hide: true } }, async (request, reply) => {
      const answer = (outcome: NewsletterOutcome, retry?: number) =>
        reply.redirect(newsletterAnswerPath(outcome, retry), 303);
      const parsed = newsletterSubscribeRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const empty = parsed.error.issues.some((issue) => issue.message === messages.validation.newsletterEmpty);
        return answer(empty ? 'empty' : 'invalid');
      }
      const { email, website } = parsed.data;
      const limit = formRateLimits(app.config);
      const retry = await countedAttempt(app.db).over(
        [addressKey(request.ip), emailKey(email)].map((key) => ({ name: 'newsletter', key, limit })),
      );
      if (retry !== null) return answer('too-many', retry);
      if (website) return answer('subscribed');
      try {
        const outcome = await provider.subscribe(email);
        return answer(outcome === 'already-subscribed' ? 'already-subscribed' : 'subscribed');
      } catch (error) {
        if (error instanceof NewsletterProviderError) return answer('failed');
        throw error;
      }
    });
  });

  app.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The link in newsletter emails: ends the subscription and answers a small page',
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: {
          200: pageAnswer('The page saying the subscription has ended (again, for a second click)', null),
          400: pageAnswer("A forged or malformed link: a page saying so ('Link not valid'), or { message }"),
        },
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

  // RFC 8058's one-click unsubscribe: the mail provider's Unsubscribe button POSTs
  // 'List-Unsubscribe=One-Click' to the List-Unsubscribe link (welcome-email.ts), from its own
  // servers: no cookie, no CSRF header, no page to show. The signed token in the link is the
  // authority. The form bodies are read as text (at most 1 KB) here only, and not looked into.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      oneClick.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
        done(null, body),
      );
    }
    oneClick.post(
      '/api/newsletter/unsubscribe',
      {
        config: { csrf: false },
        schema: {
          tags: ['newsletter'],
          summary: "One-click unsubscribe (RFC 8058): the mail provider's Unsubscribe button",
          querystring: z.object({ token: z.string().max(200).default('') }),
          response: { 200: z.object({ unsubscribed: z.literal(true) }), 400: apiErrorSchema },
        },
      },
      async (request) => {
        const id = readUnsubscribeToken(app.config.SESSION_SECRET, request.query.token);
        if (!id) throw httpError(400, 'This unsubscribe link is not valid.');
        await endSubscription(app.db, id);
        return { unsubscribed: true as const };
      },
    );
  });
};
