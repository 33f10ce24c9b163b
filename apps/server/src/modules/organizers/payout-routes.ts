import {
  apiErrorSchema,
  banksAnswerSchema,
  payoutAccountRequestSchema,
  payoutAccountSchema,
  payoutResolveAnswerSchema,
  payoutResolveRequestSchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type LimitOptions, limitAttempts } from '../../lib/rate-limiter.ts';
import { consoleOrganizer } from './organizer-access.ts';
import { payoutService } from './payout-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * Account look-ups per organizer: each one is a call to Paystack's resolve, which Paystack itself
 * limits per integration, so one organizer's script must not spend everyone's. Room for typing a
 * number wrong a good many times; shared by every server process (the counters are in the database).
 */
const RESOLVE_LIMIT: LimitOptions = { max: 30, windowMs: 10 * 60 * 1000 };

/** The organizer's payout account (decision 31): the banks, an account's holder, and saving it. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const payouts = payoutService({
    db: app.db,
    config: app.config,
    // The process's provider, so Paystack's bank list is kept between requests.
    provider: app.payments.provider,
    log: app.log,
  });

  app.get(
    '/api/organizer/banks',
    {
      schema: {
        tags: ['organizer'],
        summary: 'The banks a payout account can be at (Nigeria, NGN), by name',
        response: { 200: banksAnswerSchema, ...errors },
      },
    },
    async () => ({ banks: await payouts.banks() }),
  );

  app.post(
    '/api/organizer/payout-account/resolve',
    {
      schema: {
        tags: ['organizer'],
        summary: "An account's holder name, for the organizer to confirm before saving it",
        body: payoutResolveRequestSchema,
        response: { 200: payoutResolveAnswerSchema, ...errors },
      },
      preHandler: limitAttempts(app.db, 'payout-resolve', RESOLVE_LIMIT, (request) => [
        `organizer:${consoleOrganizer(request).id}`,
      ]),
    },
    async (request) => payouts.resolve(request.body.bankCode, request.body.accountNumber),
  );

  app.put(
    '/api/organizer/payout-account',
    {
      schema: {
        tags: ['organizer'],
        summary: 'Save the payout account: resolved again, a subaccount created, the account stored',
        body: payoutAccountRequestSchema,
        response: { 200: payoutAccountSchema, ...errors },
      },
    },
    async (request) => {
      const organizer = consoleOrganizer(request);
      if (!request.user) throw new Error('the organizer guard lets no guest through');
      return payouts.save(organizer.id, request.user, request.body);
    },
  );
};
