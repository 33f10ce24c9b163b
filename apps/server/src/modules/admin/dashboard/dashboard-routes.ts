import { apiErrorSchema, dashboardSchema } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesDashboard } from './sales-dashboard.ts';

/** GET /api/admin/dashboard: the back office's opening screen (issue 10). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sales today, this week and all time, per event, by day; seats left and held; check-ins',
        description:
          'Counted from the orders and tickets tables. Days and weeks (from Monday) are in Africa/Lagos time. ' +
          'Tickets sold are seats of paid orders; a refunded order no longer counts.',
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => salesDashboard(app.db),
  );
};
