import { createHash } from 'node:crypto';
import { PAGE_SCRIPTS_LOADER } from '@storefront/contracts/page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { usersRepository } from '../modules/auth/users-repository.ts';

/** What a production deployment sends: cookies, headers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(40),
    PAYMENT_PROVIDER: 'simulator',
    PUBLIC_URL: 'https://tickets.example.ng',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  await usersRepository(t.database.db).create({
    username: 'prod-user',
    email: 'prod@example.com',
    passwordHash: await hashPassword('secret-password'),
  });
});
afterAll(() => t.close());

async function signIn() {
  const first = await t.app.inject({ url: '/api/me' });
  const xsrf = first.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { cookie: `__Host-XSRF-TOKEN=${xsrf?.value}`, 'x-xsrf-token': xsrf?.value ?? '' },
    payload: { email: 'prod@example.com', password: 'secret-password' },
  });
  return { xsrf, res };
}

describe('cookies in production', () => {
  it('the XSRF cookie is __Host-XSRF-TOKEN: Secure, Path=/, no Domain, readable by scripts', async () => {
    const { xsrf } = await signIn();
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    expect(xsrf?.domain).toBeUndefined();
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('the session cookie is __Host-sid: Secure, httpOnly, Path=/, no Domain; it signs in and out', async () => {
    const { xsrf, res } = await signIn();
    expect(res.statusCode).toBe(200);
    const sid = res.cookies.find((c) => c.name === '__Host-sid');
    expect(sid).toMatchObject({ path: '/', sameSite: 'Lax', secure: true, httpOnly: true });
    expect(sid?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const me = await t.app.inject({ url: '/api/me', headers: { cookie: `__Host-sid=${sid?.value}` } });
    expect(me.json().user.email).toBe('prod@example.com');
    // The development name means nothing in production.
    const plain = await t.app.inject({ url: '/api/me', headers: { cookie: `sid=${sid?.value}` } });
    expect(plain.json()).toEqual({ user: null, buyer: null, isAdmin: false, isStaff: false, isOrganizer: false });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie: `__Host-sid=${sid?.value}; __Host-XSRF-TOKEN=${xsrf?.value}`,
        'x-xsrf-token': xsrf?.value ?? '',
      },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === '__Host-sid')).toMatchObject({ value: '', secure: true, path: '/' });
  });

  it('the development XSRF name is not accepted in production', async () => {
    const { xsrf } = await signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `XSRF-TOKEN=${xsrf?.value}`, 'x-xsrf-token': xsrf?.value ?? '' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('headers in production', () => {
  it('HSTS for a year with subdomains, and a strict content security policy that upgrades http', async () => {
    // A page: the QR link's verdict, opened in a browser.
    const res = await t.app.inject({ url: '/api/verify?ref=nope' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(res.headers['content-security-policy']).split(';');
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        // Our origin, and the one inline script (the pages' script loader) by its hash.
        `script-src 'self' 'sha256-${createHash('sha256').update(PAGE_SCRIPTS_LOADER).digest('base64')}'`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'upgrade-insecure-requests',
      ]),
    );
    expect(res.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a JSON answer carries only the headers that apply to it: HSTS, nosniff, no framing, same-origin reads', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('an error answered as JSON gets the JSON headers, the same route asked for its page the page headers', async () => {
    const missing = await t.app.inject({ url: '/api/events/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const asJson = await t.app.inject({ url: '/api/verify?ref=nope', headers: { accept: 'application/json' } });
    expect(asJson.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('outside production the policy does not upgrade to https (a local http server would break)', async () => {
    const dev = await createTestApp();
    try {
      const res = await dev.app.inject({ url: '/api/verify?ref=nope' });
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    } finally {
      await dev.close();
    }
  });
});
