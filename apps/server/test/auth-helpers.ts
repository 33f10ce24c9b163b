import { randomBytes, scryptSync } from 'node:crypto';
import type { UserProfile } from '@storefront/contracts/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { SESSION_COOKIE } from '../src/lib/cookie-names.ts';
import { randomToken } from '../src/lib/tokens.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { sessionsRepository } from '../src/modules/auth/sessions-repository.ts';
import { toProfile, usersRepository } from '../src/modules/auth/users-repository.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../src/plugins/csrf.ts';

/**
 * Helpers for API tests that need a CSRF token or a signed-in user.
 *
 *   const csrf = await getCsrf(t.app);
 *   await t.app.inject({ method: 'POST', url: '/api/x', headers: csrf.headers, payload });
 *
 *   const alice = await createSignedInUser(t.app);      // straight into the database, fast
 *   await t.app.inject({ method: 'POST', url: '/api/x', headers: alice.headers, payload });
 */

export interface CsrfPair {
  token: string;
  /** `cookie` and `x-xsrf-token` headers for a state-changing request. */
  headers: Record<string, string>;
}

/** The value of a cookie the response sets, if it sets it. */
export function setCookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** Joins `name=value` pairs into one Cookie header. */
export function cookieHeader(cookies: Record<string, string | undefined>): string {
  return Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Headers for a state-changing request: the XSRF cookie (plus a session, if given) and the header. */
export function authHeaders(csrfToken: string, sessionToken?: string): Record<string, string> {
  return {
    cookie: cookieHeader({ [CSRF_COOKIE]: csrfToken, [SESSION_COOKIE]: sessionToken }),
    [CSRF_HEADER]: csrfToken,
  };
}

/** Gets an XSRF-TOKEN the way a browser does: from the cookie a GET /api/me sets. */
export async function getCsrf(app: FastifyInstance): Promise<CsrfPair> {
  const res = await app.inject({ method: 'GET', url: '/api/me' });
  const token = setCookieValue(res, CSRF_COOKIE);
  if (!token) throw new Error('GET /api/me set no XSRF-TOKEN cookie');
  return { token, headers: authHeaders(token) };
}

export interface SignedInUser {
  user: UserProfile;
  password: string;
  sessionToken: string;
  csrfToken: string;
  /** `cookie` (sid + XSRF-TOKEN) and `x-xsrf-token`: send with any request as this user. */
  headers: Record<string, string>;
}

let counter = 0;

// scrypt is slow on purpose: tests that create hundreds of users hash each password once.
const hashes = new Map<string, Promise<string>>();
function passwordHashFor(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * Creates a user with a password and a live session directly in the database (no HTTP, no
 * rate limit), for tests of other modules that just need someone signed in. The email is
 * confirmed unless `confirmed: false` (an unconfirmed account may hold only a few tickets).
 */
export function createSignedInUser(
  app: FastifyInstance,
  options: { username?: string; email?: string; password?: string; confirmed?: boolean } = {},
): Promise<SignedInUser> {
  return createSignedInUserIn(app.db, options);
}

/** createSignedInUser on a database of its own (a test driving real server processes over HTTP). */
export async function createSignedInUserIn(
  db: Kysely<Database>,
  {
    username,
    email,
    password = 'secret-password',
    confirmed = true,
  }: { username?: string; email?: string; password?: string; confirmed?: boolean } = {},
): Promise<SignedInUser> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const row = await usersRepository(db).create({
    username: username ?? `user${suffix}`,
    email: (email ?? `user${suffix}@example.com`).toLowerCase(),
    passwordHash: await passwordHashFor(password),
    emailVerifiedAt: confirmed ? new Date().toISOString() : null,
  });
  const session = await sessionsRepository(db).create(row.id, 24 * 60 * 60 * 1000);
  const csrfToken = randomToken();
  return {
    user: toProfile(row),
    password,
    sessionToken: session.token,
    csrfToken,
    headers: authHeaders(csrfToken, session.token),
  };
}

/**
 * A password hash in the stored form (`password.ts`) with scrypt's cost turned down (N = 2^10
 * instead of 2^15): the server reads the parameters from the hash, so signing in with it takes
 * a millisecond. For tests that sign hundreds of people in within a limit's window, which the
 * machine's load must not stretch past it. Everything else uses `hashPassword`.
 */
export function quickPasswordHash(password: string): string {
  const [N, r, p] = [2 ** 10, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Creates `count` accounts with the same password directly in the database (no session), for
 * tests that sign many people in through the API. The password is hashed once.
 */
export async function createAccounts(
  app: FastifyInstance,
  count: number,
  { prefix, password = 'secret-password' }: { prefix: string; password?: string },
): Promise<{ email: string; password: string }[]> {
  const passwordHash = quickPasswordHash(password);
  const users = usersRepository(app.db);
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@example.com`;
    await users.create({ username: `${prefix}${i}`, email, passwordHash });
    accounts.push({ email, password });
  }
  return accounts;
}

/** Signs up and signs in through the API, like the web app does; returns the same shape. */
export async function signUpAndSignIn(
  app: FastifyInstance,
  { username, email, password }: { username: string; email: string; password: string },
): Promise<SignedInUser> {
  const csrf = await getCsrf(app);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: csrf.headers,
    payload: { username, email, password },
  });
  if (signup.statusCode !== 201) throw new Error(`signup answered ${signup.statusCode}: ${signup.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: csrf.headers,
    payload: { email, password },
  });
  const sessionToken = setCookieValue(login, SESSION_COOKIE);
  if (login.statusCode !== 200 || !sessionToken) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  return {
    user: login.json().user,
    password,
    sessionToken,
    csrfToken: csrf.token,
    headers: authHeaders(csrf.token, sessionToken),
  };
}
