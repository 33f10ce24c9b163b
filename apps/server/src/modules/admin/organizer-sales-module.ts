import type { FastifyPluginAsync } from 'fastify';
import { doorStaffRoutes } from '../organizers/index.ts';
import { dashboardRoutes } from './dashboard/dashboard-routes.ts';
import { adminOrdersRoutes, organizerOrdersConsole } from './orders/admin-orders-routes.ts';
import { statementRoutes } from './statements/statement-routes.ts';

/**
 * The organizer console's sales (architecture.md §16): the back office's dashboard and orders registered
 * again under /api/organizer with the organizer's scope, payout statements (the organizer's, and
 * any organizer's for admins) and the organizer's door staff.
 */
export const organizerSalesModule: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes, organizerOrdersConsole);
  await app.register(adminOrdersRoutes, organizerOrdersConsole);
  await app.register(statementRoutes);
  await app.register(doorStaffRoutes);
};
