import {
  adminPromoCodeAnswerSchema,
  adminPromoCodesAnswerSchema,
  adminPromoCodesQuerySchema,
  apiErrorSchema,
  promoCodeBodySchema,
  promoCodeIdParamsSchema,
  promoCodeStatusSchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/index.ts';
import type { ConsoleRoutes } from '../../organizers/index.ts';
import { adminPromoCodes } from './admin-promo-codes.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The back office's promo codes (decision 30): list, create, edit, pause and resume. Admins only
 * (admin-access.ts); and again under /api/organizer for codes of an organizer's own events
 * (decision 31: scoped by adminPromoCodes itself).
 */
export const adminPromoCodesRoutes: FastifyPluginAsyncZod<{ console: ConsoleRoutes }> = async (
  app,
  { console: { base, tag, scopeOf } },
) => {
  const codes = adminPromoCodes(app.db);

  app.get(
    `${base}/promo-codes`,
    {
      schema: {
        tags: [tag],
        summary: 'Every promo code with its uses, the revenue of its paid orders and the discount given',
        querystring: adminPromoCodesQuerySchema,
        response: { 200: adminPromoCodesAnswerSchema, ...errors },
      },
    },
    async (request) => codes.list(scopeOf(request), request.query),
  );

  app.post(
    `${base}/promo-codes`,
    {
      schema: {
        tags: [tag],
        summary: 'Create a promo code (stored upper-case; unique whatever the case)',
        body: promoCodeBodySchema,
        response: { 201: adminPromoCodeAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ promoCode: await codes.create(scopeOf(request), request.body, signedInUser(request)) }),
  );

  app.put(
    `${base}/promo-codes/:id`,
    {
      schema: {
        tags: [tag],
        summary: 'Save every field of a promo code (total uses never below the uses counted)',
        params: promoCodeIdParamsSchema,
        body: promoCodeBodySchema,
        response: { 200: adminPromoCodeAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      promoCode: await codes.update(scopeOf(request), request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.put(
    `${base}/promo-codes/:id/status`,
    {
      schema: {
        tags: [tag],
        summary: 'Pause or resume a promo code',
        params: promoCodeIdParamsSchema,
        body: promoCodeStatusSchema,
        response: { 200: adminPromoCodeAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      promoCode: await codes.setStatus(scopeOf(request), request.params.id, request.body.status, signedInUser(request)),
    }),
  );
};
