import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const webDist = join(tmpdir(), `storefront-web-${process.pid}`);
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's precompressed copies (apps/web/precompress.ts), told apart by their content here.
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), 'brotli bytes');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), 'gzip bytes');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('system routes', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.dialect });
  });

  it('GET /api/config gives public settings and no secret', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      publicUrl: 'http://localhost:3000',
      // Outside production without GOOGLE_CLIENT_ID, this machine gets the sign-in simulator.
      google: {
        provider: 'simulator',
        clientId: 'google-sign-in-simulator.owambetickets.invalid',
        scriptUrl: '/api/google-simulator/client.js',
      },
      tawkPropertyId: null,
      devMailbox: true,
      // The simulator by default, offering every channel (PAYMENT_CHANNELS).
      payment: {
        provider: 'simulator',
        scriptUrl: '/api/payment-simulator/inline.js',
        publicKey: 'pk_test_simulator',
        channels: ['card', 'bank_transfer', 'ussd', 'bank'],
      },
      testMode: true,
    });
    expect(JSON.stringify(body)).not.toContain(t.config.SESSION_SECRET);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/events/{id}');
  });
});

describe('the single-page app', () => {
  it.each(['/', '/concerts', '/event-details/1', '/some/unknown/path'])('answers %s with index.html', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and the plain file otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');
    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    expect(plain.headers['content-type']).toContain('javascript');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('unknown API routes', () => {
  it('answer 404 in JSON, never the SPA', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route matches GET /api/nope.' });
  });
});
