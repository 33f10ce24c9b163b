import type { FastifyPluginAsync } from 'fastify';
import { refundDeps, refundOrder } from '../orders/index.ts';
import { doorStaffRoutes, organizerConsole, platformConsole } from '../organizers/index.ts';
import { waitingRoomAdminRoutes } from '../waiting-room/index.ts';
import { eventWaitlistRoutes } from '../waitlist/index.ts';
import { auditLogRoutes } from './audit-log-routes.ts';
import { dashboardRoutes } from './dashboard/dashboard-routes.ts';
import { adminEventsRoutes } from './events/admin-events-routes.ts';
import { adminOrdersRoutes, organizerOrdersConsole } from './orders/admin-orders-routes.ts';
import { adminPromoCodesRoutes } from './promo-codes/admin-promo-codes-routes.ts';
import { salesAdminModule } from './sales-admin-module.ts';
import { seatPlansRoutes } from './seat-plans/seat-plans-routes.ts';
import { showtimesRoutes } from './showtimes/showtimes-routes.ts';
import { statementRoutes } from './statements/statement-routes.ts';
import { ticketTypesRoutes } from './ticket-types/ticket-types-routes.ts';

/**
 * Both consoles' routes: every /api/admin route of the back office (architecture.md §15), and the
 * organizer console's /api/organizer routes it shares (architecture.md §16). The guards are set at
 * the root (registerAdminGuard, admin-access.ts; registerOrganizerGuard, organizer-access.ts): a
 * route under either prefix answers only its console's people, before its body is read. Add a
 * console area's routes with one line here.
 *
 * The events, their tiers, dates, codes and waitlist, the dashboard and the orders are registered a
 * second time for the organizer console (decision 31): the same routes, scoped to the organizer's
 * own events by the services (organizer-scope.ts). The rest of the marketplace (applications,
 * profiles, payouts, the admins' organizer list) is organizers/marketplace-module.ts.
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
    await app.register(showtimesRoutes, { console: where });
    await app.register(seatPlansRoutes, { console: where });
    await app.register(adminPromoCodesRoutes, { console: where });
    await app.register(eventWaitlistRoutes, { console: where });
    await app.register(waitingRoomAdminRoutes, { console: where });
  }
  await app.register(salesAdminModule);
  // The organizer console's sales: the dashboard and orders scoped to the organizer, payout
  // statements (the organizer's, and any organizer's for admins) and the organizer's door staff.
  await app.register(dashboardRoutes, organizerOrdersConsole);
  await app.register(adminOrdersRoutes, organizerOrdersConsole);
  await app.register(statementRoutes);
  await app.register(doorStaffRoutes);
};
