import {
  adminShowtimesAnswerSchema,
  apiErrorSchema,
  seatPlanDetailSchema,
  seatPlanParamsSchema,
  seatPlansAnswerSchema,
  seatPlanWriteSchema,
  showtimeParamsSchema,
  showtimeSeatPlanSchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/index.ts';
import type { ConsoleRoutes } from '../../organizers/index.ts';
import { showtimesService } from '../showtimes/showtimes-service.ts';
import { seatPlansService } from './seat-plans-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * Venues' seat plans (decision 51): list, preview, make from sections, edit (admins only: a
 * plan is shared by the venue's events), and give one to an event's date. Registered for both
 * consoles, as the dates are (showtimes-routes.ts).
 */
export const seatPlansRoutes: FastifyPluginAsyncZod<{ console: ConsoleRoutes }> = async (
  app,
  { console: { base, tag, scopeOf } },
) => {
  const plans = seatPlansService(app.db);
  const dates = showtimesService(app.db);

  app.get(
    `${base}/seat-plans`,
    {
      schema: {
        tags: [tag],
        summary: 'The seat plans, by venue, with their seats counted',
        response: { 200: seatPlansAnswerSchema, ...errors },
      },
    },
    async () => plans.list(),
  );

  app.get(
    `${base}/seat-plans/:planId`,
    {
      schema: {
        tags: [tag],
        summary: 'A seat plan with its sections and its seats, as drawn',
        params: seatPlanParamsSchema,
        response: { 200: seatPlanDetailSchema, ...errors },
      },
    },
    async (request) => plans.read(request.params.planId),
  );

  app.post(
    `${base}/seat-plans`,
    {
      schema: {
        tags: [tag],
        summary: "Make a seat plan from its sections' numbers",
        body: seatPlanWriteSchema,
        response: { 201: seatPlanDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await plans.create(request.body, signedInUser(request))),
  );

  app.put(
    `${base}/seat-plans/:planId`,
    {
      schema: {
        tags: [tag],
        summary: "Change a seat plan's sections (never removing a seat a date holds or sold)",
        description:
          "Dates selling the plan gain its new seats at their section's tier and lose its removed free seats. Admins only.",
        params: seatPlanParamsSchema,
        body: seatPlanWriteSchema,
        response: { 200: seatPlanDetailSchema, ...errors },
      },
    },
    async (request) => plans.update(scopeOf(request), request.params.planId, request.body, signedInUser(request)),
  );

  app.put(
    `${base}/events/:id/showtimes/:showtimeId/seat-plan`,
    {
      schema: {
        tags: [tag],
        summary: 'Give a date nobody has ordered a seat plan, each section sold at one of the event’s tiers',
        params: showtimeParamsSchema,
        body: showtimeSeatPlanSchema,
        response: { 200: adminShowtimesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await plans.assign(scope, request.params.id, request.params.showtimeId, request.body, signedInUser(request));
      return dates.list(scope, request.params.id);
    },
  );
};
