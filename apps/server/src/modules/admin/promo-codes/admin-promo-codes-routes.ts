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
import { adminPromoCodes } from './admin-promo-codes.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The back office's promo codes (issue 22): list, create, edit, pause and resume. Admins only (admin-access.ts). */
export const adminPromoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = adminPromoCodes(app.db);

  app.get(
    '/api/admin/promo-codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every promo code with its uses, the revenue of its paid orders and the discount given',
        querystring: adminPromoCodesQuerySchema,
        response: { 200: adminPromoCodesAnswerSchema, ...errors },
      },
    },
    async (request) => codes.list(request.query),
  );

  app.post(
    '/api/admin/promo-codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a promo code (stored upper-case; unique whatever the case)',
        body: promoCodeBodySchema,
        response: { 201: adminPromoCodeAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ promoCode: await codes.create(request.body, signedInUser(request)) }),
  );

  app.put(
    '/api/admin/promo-codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save every field of a promo code (total uses never below the uses counted)',
        params: promoCodeIdParamsSchema,
        body: promoCodeBodySchema,
        response: { 200: adminPromoCodeAnswerSchema, ...errors },
      },
    },
    async (request) => ({ promoCode: await codes.update(request.params.id, request.body, signedInUser(request)) }),
  );

  app.put(
    '/api/admin/promo-codes/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pause or resume a promo code',
        params: promoCodeIdParamsSchema,
        body: promoCodeStatusSchema,
        response: { 200: adminPromoCodeAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      promoCode: await codes.setStatus(request.params.id, request.body.status, signedInUser(request)),
    }),
  );
};
