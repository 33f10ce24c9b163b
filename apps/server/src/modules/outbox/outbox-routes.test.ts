import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { escapeHtml } from '../../lib/html.ts';
import { findLinks, linkify } from './mailbox-page.ts';
import { outboxRepository } from './outbox-repository.ts';
import { outboxListSchema } from './outbox-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const outbox = outboxRepository(t.database.db);
  await outbox.enqueue({ to: { address: 'first@example.com' }, subject: 'First', text: 'Hello, no links here.' });
  await outbox.enqueue({
    to: { address: 'ada@example.com' },
    subject: 'Reset <b>now</b> & "then"',
    text: 'Hi <script>alert(1)</script>,\nopen http://localhost:3000/reset-password/abc_DEF-123. Thanks!',
    html: '<p>ignored by the page</p>',
  });
});
afterAll(() => t.close());

describe('GET /dev/mailbox', () => {
  it('lists the stored emails newest first, escaped, links clickable', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html.indexOf('Reset &lt;b&gt;now&lt;/b&gt; &amp; &quot;then&quot;')).toBeGreaterThan(-1);
    expect(html.indexOf('Reset &lt;b&gt;')).toBeLessThan(html.indexOf('<h2>First</h2>'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain(
      '<a href="http://localhost:3000/reset-password/abc_DEF-123">http://localhost:3000/reset-password/abc_DEF-123</a>. Thanks!',
    );
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers the messages as JSON, newest first, with their links', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { messages } = outboxListSchema.parse(res.json());
    expect(messages.map((m) => m.subject)).toEqual(['Reset <b>now</b> & "then"', 'First']);
    expect(messages[0]?.links).toEqual(['http://localhost:3000/reset-password/abc_DEF-123']);
    expect(messages[0]).toMatchObject({ sentAt: null, attempts: 0, lastError: null, failedAt: null });
  });

  it('filters by recipient, case-insensitively', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox?to=ADA@example.com' });
    expect(res.json().messages.map((m: { to: string }) => m.to)).toEqual(['ada@example.com']);
  });

  it.each([
    ['to=', 'Please enter a valid email address.'],
    ['to=not-an-email', 'Please enter a valid email address.'],
    // A NUL reached the query and failed it on PostgreSQL (500).
    ['to=ada%00@example.com', 'Please enter a valid email address.'],
    ['to=a@b.co&to=c@d.co', 'Please enter a valid email address.'],
    ['limit=', 'limit must be a whole number from 1 to 500.'],
    ['limit=abc', 'limit must be a whole number from 1 to 500.'],
    ['limit=0', 'limit must be a whole number from 1 to 500.'],
    ['limit=501', 'limit must be a whole number from 1 to 500.'],
    ['limit=1.5', 'limit must be a whole number from 1 to 500.'],
  ])('answers 400 { message } for ?%s', async (query, message) => {
    const res = await t.app.inject({ url: `/api/dev/outbox?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('limit caps the number of messages', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox?limit=1' });
    expect(res.json().messages).toHaveLength(1);
  });

  it('keeps order within the same millisecond', async () => {
    const outbox = outboxRepository(t.database.db);
    for (let i = 0; i < 5; i++)
      await outbox.enqueue({ to: { address: 'burst@example.com' }, subject: `n${i}`, text: '' });
    const res = await t.app.inject({ url: '/api/dev/outbox?to=burst@example.com' });
    expect(res.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
  });
});

describe('who can see the mailbox', () => {
  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1'])(
    'a client at %s gets the 404 of an unknown address, whatever X-Forwarded-For says',
    async (remoteAddress) => {
      const headers = { 'x-forwarded-for': '127.0.0.1' };
      const api = await t.app.inject({ url: '/api/dev/outbox', remoteAddress, headers });
      expect(api.statusCode).toBe(404);
      expect(api.body).not.toContain('reset-password');
      const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress, headers });
      expect(page.body).not.toContain('Development mailbox');
      const config = await t.app.inject({ url: '/api/config', remoteAddress });
      expect(config.json().devMailbox).toBe(false);
    },
  );

  it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])(
    'a client on this machine (%s) sees it',
    async (remoteAddress) => {
      expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/dev/mailbox', remoteAddress })).body).toContain('Development mailbox');
      expect((await t.app.inject({ url: '/api/config', remoteAddress })).json().devMailbox).toBe(true);
    },
  );

  it('a proxy that trusts X-Forwarded-For does not open it to the address the header names', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const headers = { 'x-forwarded-for': '127.0.0.1' };
      expect(
        (await proxied.app.inject({ url: '/api/dev/outbox', remoteAddress: '10.0.0.5', headers })).statusCode,
      ).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('DEV_MAILBOX=false turns it off for everyone, and /api/config says so', async () => {
    const off = await createTestApp({ DEV_MAILBOX: 'false' });
    try {
      expect((await off.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await off.app.inject({ url: '/api/config' })).json().devMailbox).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe('in production', () => {
  it('neither the mailbox nor the outbox API exists', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'simulator',
    });
    try {
      expect((await prod.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      const page = await prod.app.inject({ url: '/dev/mailbox' });
      expect(page.body).not.toContain('Development mailbox');
    } finally {
      await prod.close();
    }
  });
});

describe('mailbox helpers', () => {
  it('escape every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
  it('linkify only http(s) links and leave the rest escaped', () => {
    expect(linkify('javascript:alert(1) and https://a.example/x?y=1&z=2')).toBe(
      'javascript:alert(1) and <a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a>',
    );
    expect(findLinks('see (https://a.example/p), then http://b.example.')).toEqual([
      'https://a.example/p',
      'http://b.example',
    ]);
  });
});
