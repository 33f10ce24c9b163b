import {
  adminOrganizerDetailSchema,
  adminOrganizerParamsSchema,
  adminOrganizerSettingsBodySchema,
  adminOrganizersAnswerSchema,
  adminOrganizersQuerySchema,
  apiErrorSchema,
  organizerDeclineBodySchema,
  organizerPauseBodySchema,
} from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth/index.ts';
import { adminOrganizers } from './admin-organizers.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The back office's organizers (architecture.md §16): applications and organizers, decisions, pause and
 * resume, commission and publishing. Under /api/admin/: admins only (admin-access.ts), so an
 * organizer cannot approve itself nor change its own commission.
 */
export const adminOrganizersRoutes: FastifyPluginAsyncZod = async (app) => {
  const organizers = adminOrganizers(app.db, app.config);
  const tags = ['admin'];

  app.get(
    '/api/admin/organizers',
    {
      schema: {
        tags,
        summary: 'Every organizer and application, pending first; filter by status, search names and emails',
        querystring: adminOrganizersQuerySchema,
        response: { 200: adminOrganizersAnswerSchema, ...errors },
      },
    },
    async (request) => organizers.list(request.query),
  );

  app.get(
    '/api/admin/organizers/:id',
    {
      schema: {
        tags,
        summary: 'One organizer: the application, the decision, commission, payout account and events',
        params: adminOrganizerParamsSchema,
        response: { 200: adminOrganizerDetailSchema, ...errors },
      },
    },
    async (request) => organizers.detail(request.params.id),
  );

  app.post(
    '/api/admin/organizers/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending application: the account gets the organizer console; the applicant is emailed',
        params: adminOrganizerParamsSchema,
        response: { 200: adminOrganizerDetailSchema, ...errors },
      },
    },
    async (request) => organizers.decide(request.params.id, 'approve', signedInUser(request)),
  );

  app.post(
    '/api/admin/organizers/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a pending application with a reason, which the applicant is emailed',
        params: adminOrganizerParamsSchema,
        body: organizerDeclineBodySchema,
        response: { 200: adminOrganizerDetailSchema, ...errors },
      },
    },
    async (request) => organizers.decide(request.params.id, 'decline', signedInUser(request), request.body.reason),
  );

  app.post(
    '/api/admin/organizers/:id/pause',
    {
      schema: {
        tags,
        summary: 'Pause an organizer: their events stop selling at once; tickets sold stay valid',
        params: adminOrganizerParamsSchema,
        body: organizerPauseBodySchema,
        response: { 200: adminOrganizerDetailSchema, ...errors },
      },
    },
    async (request) => organizers.decide(request.params.id, 'pause', signedInUser(request), request.body.reason),
  );

  app.post(
    '/api/admin/organizers/:id/resume',
    {
      schema: {
        tags,
        summary: 'Resume a paused organizer: their published events sell again',
        params: adminOrganizerParamsSchema,
        response: { 200: adminOrganizerDetailSchema, ...errors },
      },
    },
    async (request) => organizers.decide(request.params.id, 'resume', signedInUser(request)),
  );

  app.patch(
    '/api/admin/organizers/:id',
    {
      schema: {
        tags,
        summary:
          "Set an organizer's commission override (null: the platform's setting) and whether they publish without review",
        params: adminOrganizerParamsSchema,
        body: adminOrganizerSettingsBodySchema,
        response: { 200: adminOrganizerDetailSchema, ...errors },
      },
    },
    async (request) => organizers.updateSettings(request.params.id, request.body, signedInUser(request)),
  );
};
