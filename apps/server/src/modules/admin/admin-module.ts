import type { FastifyPluginAsync } from 'fastify';
import { auditLogRoutes } from './audit-log-routes.ts';
import { salesAdminModule } from './sales-admin-module.ts';

/**
 * Every /api/admin route (issue 10). Each route file guards itself with
 * `preHandler: app.requireAdmin` (decorated at the root in app.ts); add a back-office area's
 * routes with one line here.
 */
export const adminModule: FastifyPluginAsync = async (app) => {
  await app.register(auditLogRoutes);
  await app.register(salesAdminModule);
};
