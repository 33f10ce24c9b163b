import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard-routes.ts';
import { adminOrdersRoutes } from './orders/admin-orders-routes.ts';
import { inquiriesAdminRoutes } from './support/inquiries-admin-routes.ts';
import { subscribersAdminRoutes } from './support/subscribers-admin-routes.ts';
import { supportAdminRoutes } from './support/support-admin-routes.ts';

/** The back office's sales side (architecture.md §15.2): dashboard, orders and refunds, support inbox, inquiries, subscribers. */
export const salesAdminModule: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(supportAdminRoutes);
  await app.register(inquiriesAdminRoutes);
  await app.register(subscribersAdminRoutes);
};
