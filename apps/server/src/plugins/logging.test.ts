import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { redactEmailedTokens } from '../lib/redact.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
let t: TestApp;
let logged = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logged += chunk.toString();
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(() => t.close());

describe('request logs', () => {
  it.each([
    [`/reset-password/${TOKEN}`, '/reset-password/[redacted]'],
    [`/api/reset-password/${TOKEN}`, '/api/reset-password/[redacted]'],
    [`/verify-email/${TOKEN}?x=1`, '/verify-email/[redacted]?x=1'],
    [`/api/verify-email/${TOKEN}`, '/api/verify-email/[redacted]'],
  ])('never hold the token of %s', async (url, expected) => {
    logged = '';
    await t.app.inject({ method: url.startsWith('/api/') ? 'POST' : 'GET', url, payload: {} });
    expect(logged).toContain(`"url":"${expected}"`);
    expect(logged).not.toContain(TOKEN);
  });

  it('keep other URLs as they are', async () => {
    logged = '';
    await t.app.inject({ url: '/api/events/1' });
    expect(logged).toContain('"url":"/api/events/1"');
  });
});

describe('one line per request', () => {
  it('is written when the answer has gone, with the status and the time taken', async () => {
    logged = '';
    const res = await t.app.inject({ url: '/api/events/1' });
    expect(res.statusCode).toBe(200);
    const lines = logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/events/1' },
      res: { statusCode: 200 },
    });
    expect(lines[0].responseTime).toBeGreaterThanOrEqual(0);
  });
});

describe('redactEmailedTokens', () => {
  it('blanks the token of every emailed link in a text, and nothing else', () => {
    expect(
      redactEmailedTokens(
        `Open https://a.example/reset-password/${TOKEN} or <a href="https://a.example/verify-email/${TOKEN}">this</a>.`,
      ),
    ).toBe(
      'Open https://a.example/reset-password/[redacted] or <a href="https://a.example/verify-email/[redacted]">this</a>.',
    );
  });
});
