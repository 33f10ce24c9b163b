import { apiErrorSchema, auditLogAnswerSchema, auditLogQuerySchema } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditLog } from '../audit/index.ts';

/** GET /api/admin/audit-log: every admin change, newest first, a page at a time. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log: who changed what, when, with the before and after',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};
