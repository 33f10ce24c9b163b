import { apiErrorSchema, dashboardSchema } from '@storefront/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrdersConsole, type OrdersConsole } from '../orders/admin-orders-routes.ts';
import { salesDashboard } from './sales-dashboard.ts';

/**
 * GET /api/admin/dashboard: the back office's opening screen (architecture.md §15.2). The organizer console
 * registers it again as GET /api/organizer/dashboard with the organizer's scope (decision 31).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<Partial<OrdersConsole>> = async (app, options) => {
  const { apiPrefix: prefix, tag, scopeOf } = { ...adminOrdersConsole, ...options };
  app.get(
    `${prefix}/dashboard`,
    {
      schema: {
        tags: [tag],
        summary: 'Sales today, this week and all time, per event, by day; seats left and held; check-ins',
        description:
          'Counted from the orders and tickets tables. Days and weeks (from Monday) are in Africa/Lagos time. ' +
          'Tickets sold are seats of paid orders; a refunded order no longer counts. `split` is the money ' +
          'as Paystack split it, in kobo: net = gross − fees the organizer bore − commission (decision 31).',
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => salesDashboard(app.db, new Date(), scopeOf(request)),
  );
};
