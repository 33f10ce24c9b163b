import type { FastifyRequest } from 'fastify';

/**
 * True for `/api` and anything under `/api/`, and for the QR's short link, `/T/…` (`/t/…` typed):
 * an API route answering the verify page as GET /api/verify does (architecture.md §11), so it gets
 * the session (the Admit button for door staff) and a JSON 404. A path without its query string.
 */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/T/') || path.startsWith('/t/');
}

/**
 * Whether a request is for an API route. Judged by the route it matched, not the raw URL:
 * the router decodes the path, so `/%61pi/logout` reaches POST /api/logout while its raw URL
 * does not start with /api. Without a matched route (404) the raw path is all there is.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? request.url.split('?')[0] ?? '');
}
