import { authMessages } from '@storefront/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { hostCookieName } from '../lib/cookie-names.ts';
import { escapeHtml, htmlDocument } from '../lib/html.ts';
import { isWellFormedToken, randomToken, safeEqual } from '../lib/tokens.ts';
import { isApiRequest } from './api-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set `config: { csrf: false }` on a route that must take cross-site POSTs (a provider webhook). */
    csrf?: boolean;
    /**
     * `config: { form: true }`: a page's plain HTML form posts here (`application/x-www-form-urlencoded`,
     * before the page's scripts run). It cannot send the header, and the shared public
     * pages carry no per-visitor token, so the browser's word that our own page made it decides
     * (isSameOriginForm, decision 28).
     */
    form?: boolean;
  }
}

/** The names the spec's HTTP client uses (architecture.md §7, product.md §9). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/** The methods that change state: each needs the CSRF header under /api. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the browser says about who made the request. `Sec-Fetch-Site` (every current browser)
 * says same-origin, or that another site's page made it; `Origin` names that page. A request
 * with neither header comes from a client that is not a browser page (curl, a server), and the
 * double-submit token alone decides.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === publicOrigin) return false;
  try {
    // The Host header is the browser's, never the other page's: same host means same origin.
    return new URL(origin).host !== request.host;
  } catch {
    return true; // 'null' (a sandboxed or privacy-redirected page) or garbage
  }
}

/**
 * Whether the browser says one of our own pages posted this form (decision 28). `Sec-Fetch-Site`,
 * which every current browser sends and no page can set, must say same-origin; a browser without
 * it must name PUBLIC_URL's origin in `Origin`. A request with neither (curl, a server, a very old
 * browser) is refused: a form post that proves nothing about where it came from changes nothing.
 * `Origin` alone is not enough where `Sec-Fetch-Site` is sent: our pages' referrer policy
 * (no-referrer) makes the browser say `Origin: null` on their form posts.
 */
export function isSameOriginForm(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return request.headers.origin === publicOrigin;
}

/** The small page a refused form post gets (a person only sees it if their browser hides where the form came from). */
const formRefusedPage = htmlDocument({
  title: 'Form not accepted · Owambe Tickets',
  style:
    'body { margin: 0; font: 18px/1.5 system-ui, sans-serif; color: #111827; } main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; } a { color: #4338ca; }',
  body: `<main>
  <h1>Form not accepted</h1>
  <p>${escapeHtml(authMessages.crossSiteRefused)} If you sent it from Owambe Tickets, go back, reload the page and try again.</p>
  <p><a href="/">Back to Owambe Tickets</a></p>
</main>`,
});

/**
 * For a server-rendered HTML form (the verify page's Admit button, architecture.md §11), which cannot send
 * the header: the double-submit token to put in a hidden field. The request's own cookie, or a
 * new one set on this reply (and noted on the request, so the onSend hook below keeps it).
 */
export function formCsrfToken(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const name = hostCookieName(CSRF_COOKIE, config);
  const known = request.cookies?.[name];
  if (isWellFormedToken(known)) return known;
  const token = randomToken();
  reply.setCookie(name, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: config.NODE_ENV === 'production',
  });
  if (request.cookies) request.cookies[name] = token;
  return token;
}

/**
 * The check of such a form's POST (its route opts out of the header check with `csrf: false`):
 * the same two locks, the browser's word on who made the request and the token, here from the
 * form's field instead of the header.
 */
export function formCsrfMatches(request: FastifyRequest, config: Config, token: unknown): boolean {
  // A form posted from a page whose referrer policy is no-referrer (helmet's) says `Origin: null`;
  // Sec-Fetch-Site, which every current browser sends, still says where it came from.
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined ? site !== 'same-origin' : isCrossSite(request, new URL(config.PUBLIC_URL).origin))
    return false;
  const cookie = request.cookies?.[hostCookieName(CSRF_COOKIE, config)];
  return isWellFormedToken(cookie) && typeof token === 'string' && safeEqual(cookie, token);
}

/**
 * Double-submit cross-site request forgery protection.
 *
 * - Any response to a request without a well-formed `XSRF-TOKEN` cookie sets one (random,
 *   readable by our scripts, SameSite=Lax); responses a shared cache may keep are skipped.
 * - Every POST/PUT/PATCH/DELETE under /api must send the cookie's value back in the
 *   `X-XSRF-TOKEN` header; a page on another site can neither read the cookie nor set the
 *   header, so its forged requests get 403 `{ message }`.
 * - Those requests are also refused when the browser says another site made them
 *   (`Sec-Fetch-Site`, `Origin`): a second lock that holds even if the token leaked.
 * - In production the cookie is `__Host-XSRF-TOKEN` (see hostCookieName); the web client
 *   reads either name.
 *
 * Registered at the root, after @fastify/cookie.
 */
export function registerCsrf(app: FastifyInstance): void {
  const secure = app.config.NODE_ENV === 'production';
  const cookieName = hostCookieName(CSRF_COOKIE, app.config);
  const publicOrigin = new URL(app.config.PUBLIC_URL).origin;

  // Callback hooks, not async ones: both are synchronous, and run on every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    // A page's plain form (decision 28): refused before its body is read unless our own page sent it.
    if (request.routeOptions.config?.form === true) {
      if (isSameOriginForm(request, publicOrigin)) return done();
      reply.code(403).type('text/html; charset=utf-8').send(formRefusedPage);
      return;
    }
    if (!isApiRequest(request)) return done();
    if (request.routeOptions.config?.csrf === false) return done();
    // A refusal answers without calling done (and without returning the reply, which is thenable).
    if (isCrossSite(request, publicOrigin)) {
      reply.code(403).send({ message: authMessages.crossSiteRefused });
      return;
    }
    const cookie = request.cookies?.[cookieName];
    const header = request.headers[CSRF_HEADER];
    if (isWellFormedToken(cookie) && typeof header === 'string' && safeEqual(cookie, header)) return done();
    reply.code(403).send({ message: authMessages.csrfRejected });
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // No cookie container means the request failed before cookies were parsed.
    if (!request.cookies || isWellFormedToken(request.cookies[cookieName])) return done(null, payload);
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!/\b(public|immutable)\b/.test(cacheControl)) {
      reply.setCookie(cookieName, randomToken(), { path: '/', sameSite: 'lax', httpOnly: false, secure });
    }
    return done(null, payload);
  });
}
