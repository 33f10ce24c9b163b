import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-helpers.ts';
import { authHeaders, getCsrf, setCookieValue } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testConfig } from '../config.ts';
import { randomToken } from '../lib/tokens.ts';
import { CSRF_HEADER, registerCsrf } from './csrf.ts';

const REFUSED = { message: 'Your session token is missing or out of date. Please reload the page and try again.' };
const body = { email: 'ada@example.com', password: 'secret1' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

describe('the XSRF-TOKEN cookie', () => {
  it.each(['/api/me', '/api/config'])('is set, readable by scripts, SameSite=Lax, on GET %s', async (url) => {
    const res = await t.app.inject({ url });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
  });

  it('is not set again when the request already has one', async () => {
    const csrf = await getCsrf(t.app);
    const res = await t.app.inject({ url: '/api/me', cookies: { 'XSRF-TOKEN': csrf.token } });
    expect(setCookieValue(res, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('replaces a malformed one', async () => {
    const res = await t.app.inject({ url: '/api/me', cookies: { 'XSRF-TOKEN': 'junk' } });
    expect(setCookieValue(res, 'XSRF-TOKEN')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is not set on answers a shared cache may keep', async () => {
    const res = await t.app.inject({ url: '/api/events' });
    expect(res.headers['cache-control']).toContain('public');
    expect(setCookieValue(res, 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('state-changing requests', () => {
  it('are refused (403) without the cookie and header, and the answer sets a cookie to retry with', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: body });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(setCookieValue(res, 'XSRF-TOKEN')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are refused with the cookie but no header', async () => {
    const csrf = await getCsrf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      cookies: { 'XSRF-TOKEN': csrf.token },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('are refused with the header but no cookie', async () => {
    const token = randomToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-xsrf-token': token },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('are refused when header and cookie differ', async () => {
    const csrf = await getCsrf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { 'XSRF-TOKEN': csrf.token },
      headers: { 'x-xsrf-token': randomToken() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it.each([
    '/api/signup',
    '/api/login',
    '/api/google-login',
    '/api/logout',
    '/api/forgot-password',
    `/api/reset-password/${'a'.repeat(43)}`,
  ])('POST %s is protected', async (url) => {
    const res = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(403);
  });

  // The router decodes %-escapes, so these reach POST /api/logout and /api/login although
  // their raw URL does not start with /api/: the check goes by the route matched.
  it.each(['/%61pi/logout', '/%61pi/login', '/api/%6Cogout'])('POST %s is protected too', async (url) => {
    const res = await t.app.inject({ method: 'POST', url, payload: body });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('pass with a matching cookie and header', async () => {
    const csrf = await getCsrf(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: csrf.headers, payload: body });
    expect(res.statusCode).toBe(401); // past the CSRF check, to the credentials check
  });

  it('GET needs no token', async () => {
    expect((await t.app.inject({ url: '/api/me' })).statusCode).toBe(200);
  });
});

describe('every unsafe method needs the token', () => {
  const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

  it('on a route that takes all four: refused without the header, let through with it', async () => {
    // The real plugin on a Fastify of its own, with one route for every method: the storefront
    // has no PATCH or DELETE route yet, and the next one must be covered the day it is added.
    const app = Fastify();
    app.decorate('config', testConfig());
    await app.register(cookie);
    registerCsrf(app);
    app.route({ method: ['GET', ...UNSAFE], url: '/api/thing', handler: async (request) => ({ did: request.method }) });
    const token = randomToken();
    for (const method of UNSAFE) {
      const without = await app.inject({ method, url: '/api/thing', cookies: { 'XSRF-TOKEN': token }, payload: {} });
      expect(without.statusCode, method).toBe(403);
      expect(without.json(), method).toEqual(REFUSED);
      const withHeader = await app.inject({ method, url: '/api/thing', headers: authHeaders(token), payload: {} });
      expect(withHeader.json(), method).toEqual({ did: method });
    }
    expect((await app.inject({ url: '/api/thing' })).json()).toEqual({ did: 'GET' });
    await app.close();
  });

  it("on the storefront's own routes: a signed-in admin's PUT, PATCH and DELETE without the header are refused", async () => {
    const admin = await createSignedInAdmin(t.app);
    const { [CSRF_HEADER]: _dropped, ...cookieOnly } = admin.headers;
    // PUT: the event editor's save. PATCH and DELETE are refused before routing says the method is unknown.
    for (const method of UNSAFE) {
      const url = method === 'POST' ? '/api/admin/events' : '/api/admin/events/1';
      const res = await t.app.inject({ method, url, headers: cookieOnly, payload: {} });
      expect(res.statusCode, method).toBe(403);
      expect(res.json(), method).toEqual(REFUSED);
    }
    // With the header, the same requests reach the routes (and are judged on their bodies or their method).
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/events/1', headers: admin.headers, payload: {} });
    expect(put.statusCode).toBe(400);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/events/1',
      headers: admin.headers,
      payload: {},
    });
    expect(patch.statusCode).toBe(404);
  });
});

describe('the browser says who made the request', () => {
  const CROSS_SITE = { message: 'This request came from another website, so it was refused.' };
  const login = async (headers: Record<string, string>) => {
    const csrf = await getCsrf(t.app);
    return t.app.inject({ method: 'POST', url: '/api/login', headers: { ...csrf.headers, ...headers }, payload: body });
  };

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://localhost:3000.evil.example' }],
    [{ origin: 'null' }],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ])('another site is refused (403) even with a valid token: %j', async (headers) => {
    const res = await login(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
  });

  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ origin: 'http://localhost:3000' }], // PUBLIC_URL
    [{ origin: 'http://127.0.0.1:3300', host: '127.0.0.1:3300', 'sec-fetch-site': 'same-origin' }],
    [{}], // not a browser page: the token alone decides
  ])('our own pages and non-browser clients pass on to the token check: %j', async (headers) => {
    expect((await login(headers)).statusCode).toBe(401); // past CSRF, to the credentials check
  });

  it('a same-origin browser request still needs the token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });
});
