import { authMessages } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { isWellFormedToken, randomToken, safeEqual } from '../modules/auth/tokens.ts';
import { isApiRequest } from './api-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set `config: { csrf: false }` on a route that must take cross-site POSTs (a provider webhook). */
    csrf?: boolean;
  }
}

/** The names the spec's HTTP client uses (DESIGN §7). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit cross-site request forgery protection.
 *
 * - Any response to a request without a well-formed `XSRF-TOKEN` cookie sets one (random,
 *   readable by our scripts, SameSite=Lax); responses a shared cache may keep are skipped.
 * - Every POST/PUT/PATCH/DELETE under /api must send the cookie's value back in the
 *   `X-XSRF-TOKEN` header; a page on another site can neither read the cookie nor set the
 *   header, so its forged requests get 403 `{ message }`.
 *
 * Registered at the root, after @fastify/cookie.
 */
export function registerCsrf(app: FastifyInstance): void {
  const secure = app.config.NODE_ENV === 'production';

  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const cookie = request.cookies?.[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (isWellFormedToken(cookie) && typeof header === 'string' && safeEqual(cookie, header)) return;
    return reply.code(403).send({ message: authMessages.csrfRejected });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // No cookie container means the request failed before cookies were parsed.
    if (!request.cookies || isWellFormedToken(request.cookies[CSRF_COOKIE])) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/\b(public|immutable)\b/.test(cacheControl)) return payload;
    reply.setCookie(CSRF_COOKIE, randomToken(), { path: '/', sameSite: 'lax', httpOnly: false, secure });
    return payload;
  });
}
