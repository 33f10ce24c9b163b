import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfPair, getCsrf, setCookieValue } from '../../../test/auth-helpers.ts';
import { CLIENT_ID, startGoogleKeys } from '../../../test/google-keys.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIMULATOR_CLIENT_ID } from './google-sign-in-mode.ts';
import { simulatedSubject, TEST_IDENTITIES } from './google-simulator.ts';

/** The Google sign-in simulator (decision 13): the embedded default outside production without GOOGLE_CLIENT_ID. */

const FAILED = { message: 'Failed to sign in with Google. Please try again.' };
const ISSUER = 'http://localhost:3000/api/google-simulator';

let t: TestApp;
let csrf: CsrfPair;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  csrf = await getCsrf(t.app);
});
afterAll(() => t.close());

const simulatorToken = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/google-simulator/token', headers: csrf.headers, payload, remoteAddress });

const googleLogin = (idToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/google-login', headers: csrf.headers, payload: { idToken } });

async function credentialFor(payload: Record<string, unknown>): Promise<string> {
  const res = await simulatorToken(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().credential;
}

describe('the Google sign-in simulator', () => {
  it('is what GET /api/config offers this machine, with the test-mode flag', async () => {
    const config = (await t.app.inject({ url: '/api/config' })).json();
    expect(config.google).toEqual({
      provider: 'simulator',
      clientId: SIMULATOR_CLIENT_ID,
      scriptUrl: '/api/google-simulator/client.js',
    });
    expect(config.testMode).toBe(true);
    const script = await t.app.inject({ url: '/api/google-simulator/client.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('window.google.accounts.id');
  });

  it('lists its test people', async () => {
    const res = await t.app.inject({ url: '/api/google-simulator/identities' });
    expect(res.json()).toEqual({ identities: TEST_IDENTITIES });
  });

  it("issues an RS256 ID token with Google's claims, signed by the key it publishes", async () => {
    const token = await credentialFor({ email: 'Adaeze.Okafor@example.com' });
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('RS256');
    expect(decodeJwt(token)).toMatchObject({
      iss: ISSUER,
      aud: SIMULATOR_CLIENT_ID,
      azp: SIMULATOR_CLIENT_ID,
      sub: simulatedSubject('adaeze.okafor@example.com'),
      email: 'adaeze.okafor@example.com',
      email_verified: true,
      name: 'Adaeze Okafor',
    });
    const certs = (await t.app.inject({ url: '/api/google-simulator/certs' })).json();
    expect(certs.keys).toEqual([expect.objectContaining({ kid: header.kid, kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    // The public half only.
    expect(certs.keys[0]).not.toHaveProperty('d');
  });

  it('its token signs in through POST /api/google-login, to the same account every time', async () => {
    const first = await googleLogin(await credentialFor({ email: 'tunde.bakare@example.com' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user).toMatchObject({ username: 'Tunde Bakare', email: 'tunde.bakare@example.com' });
    const sid = setCookieValue(first, 'sid') ?? '';
    expect((await t.app.inject({ url: '/api/me', cookies: { sid } })).json().user.email).toBe(
      'tunde.bakare@example.com',
    );

    const again = await googleLogin(await credentialFor({ email: 'tunde.bakare@example.com' }));
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it("signs in 'another email' too, with the name typed or one made from the address", async () => {
    const named = await googleLogin(await credentialFor({ email: 'kemi.adeyemi@example.com', name: 'Kemi Adeyemi' }));
    expect(named.json().user).toMatchObject({ username: 'Kemi Adeyemi', email: 'kemi.adeyemi@example.com' });
    const unnamed = await googleLogin(await credentialFor({ email: 'bayo@example.com' }));
    expect(unnamed.json().user).toMatchObject({ username: 'bayo', email: 'bayo@example.com' });
  });

  it('refuses a token signed by another key under its key id (401)', async () => {
    const real = await credentialFor({ email: 'ngozi.eze@example.com' });
    const { kid } = decodeProtectedHeader(real);
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(real))
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(other.privateKey);
    const res = await googleLogin(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED);
    expect(setCookieValue(res, 'sid')).toBeUndefined();
  });

  it("refuses a real Google token: the simulator's key, issuer and audience are its own (401)", async () => {
    const google = await startGoogleKeys();
    try {
      const res = await googleLogin(await google.idToken());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(FAILED);
    } finally {
      await google.close();
    }
  });

  it('refuses a bad email with the usual sentence (400)', async () => {
    const res = await simulatorToken({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter a valid email address.' });
    expect((await simulatorToken({ email: 'a@example.com', name: 'x'.repeat(81) })).statusCode).toBe(400);
  });

  it('answers this machine only: it signs anyone in as anyone', async () => {
    const away = '192.168.1.20';
    const token = await simulatorToken({ email: 'adaeze.okafor@example.com' }, away);
    expect(token.statusCode).toBe(403);
    expect(token.json()).toEqual({ message: 'The Google sign-in simulator answers this machine only.' });
    expect((await t.app.inject({ url: '/api/google-simulator/identities', remoteAddress: away })).statusCode).toBe(403);
    // And the page there gets no Google button to press.
    const config = (await t.app.inject({ url: '/api/config', remoteAddress: away })).json();
    expect(config.google).toBeNull();
  });
});

describe('where the simulator does not exist', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/google-simulator/client.js' },
    { method: 'GET' as const, url: '/api/google-simulator/certs' },
    { method: 'GET' as const, url: '/api/google-simulator/identities' },
    { method: 'POST' as const, url: '/api/google-simulator/token' },
  ];

  it('in production without GOOGLE_CLIENT_ID: no routes, no Google button, and Google sign-in is off', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'simulator',
    });
    try {
      // Production's CSRF cookie is __Host-XSRF-TOKEN.
      const first = await production.app.inject({ url: '/api/me' });
      const xsrf = first.cookies.find((c) => c.name === '__Host-XSRF-TOKEN')?.value ?? '';
      const headers = { cookie: `__Host-XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
      for (const route of routes) {
        const res = await production.app.inject({
          ...route,
          headers,
          ...(route.method === 'POST' ? { payload: { email: 'adaeze.okafor@example.com' } } : {}),
        });
        expect(res.statusCode, route.url).toBe(404);
      }
      const config = (await production.app.inject({ url: '/api/config' })).json();
      expect(config.google).toBeNull();
      const login = await production.app.inject({
        method: 'POST',
        url: '/api/google-login',
        headers,
        payload: { idToken: 'a.b.c' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ message: 'Google sign-in is not configured.' });
    } finally {
      await production.close();
    }
  });

  it('with GOOGLE_CLIENT_ID: real Google, and no simulator routes', async () => {
    const google = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID });
    try {
      for (const route of routes.filter((r) => r.method === 'GET')) {
        expect((await google.app.inject(route)).statusCode, route.url).toBe(404);
      }
      const config = (await google.app.inject({ url: '/api/config' })).json();
      expect(config.google).toEqual({
        provider: 'google',
        clientId: CLIENT_ID,
        scriptUrl: 'https://accounts.google.com/gsi/client',
      });
    } finally {
      await google.close();
    }
  });
});
