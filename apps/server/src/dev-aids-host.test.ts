import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCsrf } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isOwnHost } from './lib/own-host.ts';

// DNS rebinding (docs/security.md). A page on evil.example that rebinds its name to 127.0.0.1
// reaches a developer's `npm start` from this machine's own address, so the socket address alone
// says nothing: the development aids also need the Host to be a loopback name or PUBLIC_URL's.

const PUBLIC_HOST = 'tickets.example.com';
let t: TestApp;
let csrf: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `https://${PUBLIC_HOST}` });
  csrf = (await getCsrf(t.app)).headers;
});
afterAll(() => t.close());

const UNKNOWN_REFERENCE = 'OWB-abcdefghijklmnopqrstuvwx';

/**
 * Each development aid's route, what it answers this machine under a Host of ours, and under
 * another: the mailbox answers as for an address that does not exist (the page fallback, which
 * answers 503 in API tests that have no web build, or the API's 404); the simulators say why.
 */
const AIDS = [
  { name: 'the mailbox page', method: 'GET', url: '/dev/mailbox', ours: 200, foreign: 503 },
  { name: 'the outbox as JSON', method: 'GET', url: '/api/dev/outbox', ours: 200, foreign: 404 },
  { name: 'Google simulator: people', method: 'GET', url: '/api/google-simulator/identities', ours: 200, foreign: 403 },
  {
    name: 'Google simulator: a token',
    method: 'POST',
    url: '/api/google-simulator/token',
    payload: { email: 'admin@example.com' },
    ours: 200,
    foreign: 403,
  },
  {
    name: 'Google simulator: its script',
    method: 'GET',
    url: '/api/google-simulator/client.js',
    ours: 200,
    foreign: 403,
  },
  {
    name: 'payment simulator: its script',
    method: 'GET',
    url: '/api/payment-simulator/inline.js',
    ours: 200,
    foreign: 403,
  },
  {
    name: 'payment simulator: a transaction',
    method: 'GET',
    url: `/api/payment-simulator/transactions/${UNKNOWN_REFERENCE}`,
    ours: 404,
    foreign: 403,
  },
  {
    name: 'payment simulator: Pay',
    method: 'POST',
    url: `/api/payment-simulator/transactions/${UNKNOWN_REFERENCE}/pay`,
    payload: {},
    ours: 404,
    foreign: 403,
  },
] as const;

const ask = (aid: (typeof AIDS)[number], host: string) =>
  t.app.inject({
    method: aid.method,
    url: aid.url,
    headers: { ...csrf, host },
    remoteAddress: '127.0.0.1',
    ...('payload' in aid ? { payload: aid.payload } : {}),
  });

describe('the development aids answer only under a Host of ours', () => {
  for (const aid of AIDS) {
    it(`${aid.name}: a loopback name or the public host, never a rebound name`, async () => {
      for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST', PUBLIC_HOST]) {
        expect((await ask(aid, host)).statusCode, host).toBe(aid.ours);
      }
      for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io']) {
        const res = await ask(aid, host);
        expect(res.statusCode, host).toBe(aid.foreign);
        expect(res.body).not.toContain('@example.com');
        if (aid.foreign === 403) expect(res.json().message).toMatch(/this server's own address/);
        if (aid.foreign === 503) {
          const unknown = await t.app.inject({ url: '/dev/no-such-page', headers: { host } });
          expect(res.body).toBe(unknown.body);
        }
      }
    });
  }

  it('GET /api/config offers the Google simulator under a Host of ours only', async () => {
    const config = (host: string) =>
      t.app.inject({ url: '/api/config', headers: { host }, remoteAddress: '127.0.0.1' }).then((r) => r.json());
    expect((await config('localhost:3000')).google).toMatchObject({ provider: 'simulator' });
    expect((await config('evil.example')).google).toBeNull();
  });
});

describe('isOwnHost', () => {
  it('takes the loopback names and the public host, with any port, in any case', () => {
    const publicUrl = 'https://tickets.example.com';
    for (const host of ['localhost', 'localhost:80', '127.0.0.1:3000', '[::1]', '[::1]:8080', 'Tickets.Example.com']) {
      expect(isOwnHost(host, publicUrl), host).toBe(true);
    }
    for (const host of [
      undefined,
      '',
      'evil.example',
      '127.0.0.2',
      'localhost.',
      'user@localhost',
      'localhost/x',
      '::1',
    ]) {
      expect(isOwnHost(host, publicUrl), String(host)).toBe(false);
    }
  });
});
