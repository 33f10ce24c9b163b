import type { FastifyPluginAsync } from 'fastify';
import { refundDeps, refundOrder } from '../orders/index.ts';
import { organizerConsole, platformConsole } from '../organizers/index.ts';
import { eventWaitlistRoutes } from '../waitlist/index.ts';
import { auditLogRoutes } from './audit-log-routes.ts';
import { adminEventsRoutes } from './events/admin-events-routes.ts';
import { adminPromoCodesRoutes } from './promo-codes/admin-promo-codes-routes.ts';
import { salesAdminModule } from './sales-admin-module.ts';
import { ticketTypesRoutes } from './ticket-types/ticket-types-routes.ts';

/**
 * Every /api/admin route (architecture.md §15). The guard is set at the root (registerAdminGuard,
 * admin-access.ts): any route under /api/admin/ registered after it answers admins only, before its
 * body is read. Add a back-office area's routes with one line here.
 *
 * The events, their tiers, codes and waitlist are registered a second time under /api/organizer
 * for the organizer console (decision 31): the same routes, scoped to the organizer's
 * own events by the services (organizer-scope.ts), behind the organizer's guard.
 */
export const adminModule: FastifyPluginAsync = async (app) => {
  await app.register(auditLogRoutes);
  // Cancelling an event with refunds refunds each paid order through the payment provider.
  const refunds = refundDeps(app);
  for (const where of [platformConsole, organizerConsole]) {
    await app.register(adminEventsRoutes, {
      console: where,
      refundOrder: (orderId, actor, reason) => refundOrder(refunds, { orderId, actor, reason }),
    });
    await app.register(ticketTypesRoutes, { console: where });
    await app.register(adminPromoCodesRoutes, { console: where });
    await app.register(eventWaitlistRoutes, { console: where });
  }
  await app.register(salesAdminModule);
};
