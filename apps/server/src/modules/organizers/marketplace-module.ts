import type { FastifyPluginAsync } from 'fastify';
import { adminOrganizersRoutes } from './admin-organizers-routes.ts';
import { applicationRoutes } from './applications-routes.ts';
import { inquiryRoutes } from './inquiry-routes.ts';
import { organizerConsoleRoutes } from './organizer-console-routes.ts';
import { organizerProfileRoutes } from './organizer-profile-routes.ts';
import { payoutRoutes } from './payout-routes.ts';

/**
 * The marketplace (architecture.md §16, decision 31), its own routes in one place: the organizers
 * page's inquiries and applications, the public organizer profiles, the organizer console's own
 * screens (its home, payout account) and the admins' list of organizers. The screens both consoles
 * share (events, orders, statements, door staff) are registered by admin/admin-module.ts.
 */
export const marketplaceModule: FastifyPluginAsync = async (app) => {
  await app.register(inquiryRoutes);
  await app.register(applicationRoutes);
  await app.register(organizerProfileRoutes);
  await app.register(organizerConsoleRoutes);
  await app.register(payoutRoutes);
  await app.register(adminOrganizersRoutes);
};
