import type { FastifyRequest } from 'fastify';
import { consoleOrganizer } from './organizer-access.ts';
import { platformScope, type Scope } from './organizer-scope.ts';

/**
 * Where a route plugin shared by the back office and the organizer console is registered, and
 * whose data its requests reach (decision 31). The same plugin is registered once with
 * each: the back office's routes under /api/admin see everything, the organizer's under
 * /api/organizer only the organizer's own (their guard sets the scope, organizer-access.ts).
 */
export interface ConsoleRoutes {
  kind: 'admin' | 'organizer';
  base: '/api/admin' | '/api/organizer';
  /** The OpenAPI tag of its routes. */
  tag: 'admin' | 'organizer';
  scopeOf(request: FastifyRequest): Scope;
}

export const platformConsole: ConsoleRoutes = {
  kind: 'admin',
  base: '/api/admin',
  tag: 'admin',
  scopeOf: () => platformScope,
};

export const organizerConsole: ConsoleRoutes = {
  kind: 'organizer',
  base: '/api/organizer',
  tag: 'organizer',
  scopeOf: (request) => consoleOrganizer(request).scope,
};
