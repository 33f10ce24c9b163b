import type { UserProfile } from '@storefront/contracts/api';
import { authMessages } from '@storefront/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { sessionCookieName } from '../../lib/cookie-names.ts';
import { hashToken, isWellFormedToken } from '../../lib/tokens.ts';
import { isApiRequest } from '../../plugins/api-path.ts';
import { type AccountStanding, sessionsRepository } from './sessions-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `config: { session: false }` on a public route that never looks at who is asking (the
     * catalogue): a signed-in browser's requests to it skip the session lookup.
     */
    session?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user's public profile, or null for a guest. Loaded for /api/ requests. */
    user: UserProfile | null;
    /** The stored id of the request's session, or null. */
    sessionId: string | null;
    /**
     * The signed-in account's role and whether its email is confirmed, read with the session on
     * every request (so a role taken away counts at once), or null for a guest. Not public: the
     * back office's and the door's checks read it (admin-access.ts, door/staff.ts).
     */
    account: AccountStanding | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 `{ message: 'Please sign in to continue.' }` unless signed in. */
    requireUser: typeof requireUser;
  }
}

/**
 * Reads the `sid` cookie (`__Host-sid` in production) on every API request and sets `request.user` (profile or null)
 * and `request.sessionId`, except on routes marked `config: { session: false }`. Must be registered at the root,
 * after @fastify/cookie.
 */
export function registerSessions(app: FastifyInstance): void {
  const sessions = sessionsRepository(app.db);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('account', null);
  app.decorate('requireUser', requireUser);

  // A callback hook: most requests (no cookie, a public read, a page) finish it synchronously,
  // without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.session === false || !isApiRequest(request)) return done();
    const sessionId = sessionIdOf(request, app.config);
    if (!sessionId) return done();
    sessions.findActiveById(sessionId).then((session) => {
      if (session) {
        request.user = session.user;
        request.sessionId = session.id;
        request.account = session.account;
      }
      done();
    }, done);
  });
}

/**
 * The stored id of the request's session (its cookie's token hashed), or null without a
 * well-formed token; whether that session exists is not checked here. The session hook looks it
 * up; a route marked `config: { session: false }` reads it itself, with its own first statement
 * (initialize: decision 39).
 */
export function sessionIdOf(request: FastifyRequest, config: Config): string | null {
  const token = request.cookies?.[sessionCookieName(config)];
  return isWellFormedToken(token) ? hashToken(token) : null;
}

/**
 * Route preHandler for pages of signed-in users only:
 * `app.post('/api/x', { preHandler: requireUser }, handler)` (or `app.requireUser`).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.user) return reply.code(401).send({ message: authMessages.signInRequired });
  return undefined;
}

/**
 * The signed-in user in a route guarded by `requireUser` (which has already answered 401 to a
 * guest); throws a 401 itself if a route forgot the guard, rather than running as nobody.
 */
export function signedInUser(request: FastifyRequest): UserProfile {
  if (!request.user) throw Object.assign(new Error(authMessages.signInRequired), { statusCode: 401 });
  return request.user;
}

function baseCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.NODE_ENV === 'production',
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, config: Config): void {
  reply.setCookie(sessionCookieName(config), token, {
    ...baseCookieOptions(config),
    expires: expiresAt,
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), baseCookieOptions(config));
}
