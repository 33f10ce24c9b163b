import type { FastifyPluginAsync } from 'fastify';
import { refundDeps, refundOrder } from '../orders/index.ts';
import { auditLogRoutes } from './audit-log-routes.ts';
import { adminEventsRoutes } from './events/admin-events-routes.ts';
import { adminPromoCodesRoutes } from './promo-codes/admin-promo-codes-routes.ts';
import { salesAdminModule } from './sales-admin-module.ts';
import { ticketTypesRoutes } from './ticket-types/ticket-types-routes.ts';

/**
 * Every /api/admin route (issue 10). The guard is at the root (registerAdminGuard, admin-access.ts):
 * any route under /api/admin/ answers admins only, before its body is read. Add a back-office
 * area's routes with one line here.
 */
export const adminModule: FastifyPluginAsync = async (app) => {
  await app.register(auditLogRoutes);
  // Cancelling an event with refunds refunds each paid order through the payment provider.
  const refunds = refundDeps(app);
  await app.register(adminEventsRoutes, {
    refundOrder: (orderId, actor, reason) => refundOrder(refunds, { orderId, actor, reason }),
  });
  await app.register(ticketTypesRoutes);
  await app.register(salesAdminModule);
  await app.register(adminPromoCodesRoutes);
};
