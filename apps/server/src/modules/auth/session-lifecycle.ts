import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../../lib/cookie-names.ts';
import { hashToken, isWellFormedToken } from '../../lib/tokens.ts';
import { clearSessionCookie, setSessionCookie } from './session-plugin.ts';
import { sessionsRepository } from './sessions-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signs the user in: a fresh server session (any session the browser already had is ended,
 * so a planted cookie cannot be carried over) and the httpOnly `sid` cookie.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const sessions = sessionsRepository(app.db);
  const previous = request.cookies?.[sessionCookieName(app.config)];
  if (isWellFormedToken(previous)) await sessions.delete(hashToken(previous));
  await sessions.deleteExpiredForUser(userId);
  const session = await sessions.create(userId, app.config.SESSION_TTL_DAYS * DAY_MS);
  setSessionCookie(reply, session.token, session.expiresAt, app.config);
}

/** Signs out: deletes the server session named by the cookie (if any) and clears the cookie. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies?.[sessionCookieName(app.config)];
  if (isWellFormedToken(token)) await sessionsRepository(app.db).delete(hashToken(token));
  clearSessionCookie(reply, app.config);
}
