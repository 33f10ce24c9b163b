import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCsrf, setCookieValue } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { randomToken } from '../modules/auth/tokens.ts';

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

describe('the browser says who made the request (issue 11, item 8)', () => {
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
