export { adminOrganizersRoutes } from './admin-organizers-routes.ts';
export { applicationRoutes } from './applications-routes.ts';
export { doorStaffRepository, doorStaffRoutes } from './door-staff.ts';
export { consoleOrganizer, ORGANIZER_API_PREFIX, registerOrganizerGuard } from './organizer-access.ts';
export { organizerConsoleRoutes } from './organizer-console-routes.ts';
export { organizerProfileRoutes } from './organizer-profile-routes.ts';
export { organizerScope, platformScope, type Scope, scopedOrganizer } from './organizer-scope.ts';
export { commissionBps, organizersRepository, payoutAccountOf } from './organizers-repository.ts';
export { payoutRoutes } from './payout-routes.ts';
