export { type ConsoleRoutes, organizerConsole, platformConsole } from './console-routes.ts';
export { doorStaffRepository, doorStaffRoutes } from './door-staff.ts';
export { marketplaceModule } from './marketplace-module.ts';
export { consoleOrganizer, ORGANIZER_API_PREFIX, registerOrganizerGuard } from './organizer-access.ts';
export { organizerScope, platformScope, type Scope, scopedOrganizer } from './organizer-scope.ts';
export { commissionBps, organizersRepository, payoutAccountOf } from './organizers-repository.ts';
