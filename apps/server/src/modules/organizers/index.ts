export { type ConsoleRoutes, organizerConsole, platformConsole } from './console-routes.ts';
export { consoleOrganizer, ORGANIZER_API_PREFIX, registerOrganizerGuard } from './organizer-access.ts';
export { organizerConsoleRoutes } from './organizer-console-routes.ts';
export { organizerScope, platformScope, type Scope, scopedOrganizer } from './organizer-scope.ts';
export { commissionBps, organizersRepository, payoutAccountOf } from './organizers-repository.ts';
