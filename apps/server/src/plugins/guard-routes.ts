import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An async onRequest hook: refuses by sending its answer, lets through by returning. */
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The guards put on routes by guardRoutesUnder: each refuses a guest (401) and an account
 * without the role (403). The API's description reads it (plugins/api-docs.ts).
 */
export const roleGuards = new WeakSet<Guard>();

/**
 * Puts `guard` first among the `onRequest` hooks of every route under `prefix` registered after
 * this call, whichever plugin registers it (the root's own hooks, cookies, CSRF and the session,
 * still run before it). Other routes never run it: as a root hook that returned at once for
 * them, each guard cost every request of the site a promise and a turn of the event loop
 * (docs/performance-history.md §28). Register it before the routes it guards.
 */
export function guardRoutesUnder(app: FastifyInstance, prefix: string, guard: Guard): void {
  roleGuards.add(guard);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [guard, ...own] as typeof route.onRequest;
  });
}
