import type { FastifyRequest } from 'fastify';

/** True for `/api` and anything under `/api/` (a path without its query string). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Whether a request is for an API route. Judged by the route it matched, not the raw URL:
 * the router decodes the path, so `/%61pi/logout` reaches POST /api/logout while its raw URL
 * does not start with /api. Without a matched route (404) the raw path is all there is.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? request.url.split('?')[0] ?? '');
}
