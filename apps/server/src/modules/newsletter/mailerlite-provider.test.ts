import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeMailerLite, startFakeMailerLite } from '../../../test/fake-mailerlite.ts';
import { mailerLiteProvider } from './mailerlite-provider.ts';

const KEY = 'ml-secret-key';
let fake: FakeMailerLite;
let logged: string[];

beforeAll(async () => {
  fake = await startFakeMailerLite(KEY);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.subscribers.clear();
  logged = [];
});

const provider = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  mailerLiteProvider({
    apiKey: KEY,
    groupId: '12345',
    baseUrl: `${fake.baseUrl}/`,
    timeoutMs: 2000,
    log: (message) => logged.push(message),
    ...overrides,
  });

describe('MailerLite adapter, against a MailerLite-shaped server on loopback', () => {
  it('looks the address up, then creates it, active, in the group, with the key as a Bearer token', async () => {
    expect(await provider().subscribe('ada@example.com')).toBe('subscribed');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/subscribers/ada%40example.com',
      'POST /api/subscribers',
    ]);
    expect(fake.requests[1]?.body).toEqual({ email: 'ada@example.com', groups: ['12345'], status: 'active' });
    expect(fake.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(fake.subscribers.get('ada@example.com')).toBe('active');
  });

  it('reports an active subscriber as already subscribed without creating anything', async () => {
    fake.subscribers.set('ada@example.com', 'active');
    expect(await provider().subscribe('ada@example.com')).toBe('already-subscribed');
    expect(fake.requests).toHaveLength(1);
  });

  it('brings an unsubscribed address back (the lookup says it is not active)', async () => {
    fake.subscribers.set('ada@example.com', 'unsubscribed');
    expect(await provider().subscribe('ada@example.com')).toBe('subscribed');
    expect(fake.subscribers.get('ada@example.com')).toBe('active');
  });

  it("reads a 422 whose message says 'already been subscribed' as already subscribed", async () => {
    // The lookup found nobody; the create call is refused as MailerLite does when someone got there first.
    fake.failNext('422-already', 'create');
    expect(await provider().subscribe('ada@example.com')).toBe('already-subscribed');
    expect(fake.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it("passes MailerLite's own validation sentence on (a 422 of another kind)", async () => {
    fake.failNext('422-invalid', 'create');
    await expect(provider().subscribe('ada@example.com')).rejects.toThrow('The email must be a valid email address.');
  });

  it('answers a refused key (401) with the generic line, logs the status, and never quotes the key', async () => {
    const error = await provider({ apiKey: 'wrong-key' })
      .subscribe('ada@example.com')
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('NewsletterProviderError');
    expect((error as Error).message).toBe('The newsletter service is not available right now. Please try again later.');
    expect((error as Error).message).not.toContain('wrong-key');
    expect(logged).toEqual(['MailerLite answered HTTP 401']);
  });

  it('answers a 5xx HTML page with the generic line', async () => {
    fake.failNext('5xx');
    await expect(provider().subscribe('ada@example.com')).rejects.toThrow(
      'The newsletter service is not available right now. Please try again later.',
    );
    expect(logged).toEqual(['MailerLite answered HTTP 503']);
  });

  it('gives up after the timeout', async () => {
    fake.failNext('timeout');
    const started = Date.now();
    await expect(provider({ timeoutMs: 300 }).subscribe('ada@example.com')).rejects.toThrow(
      'The newsletter service did not answer in time. Please try again later.',
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('says so when nothing listens at the address', async () => {
    const ml = mailerLiteProvider({ apiKey: KEY, groupId: '1', baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(ml.subscribe('ada@example.com')).rejects.toThrow(
      'The newsletter service is not available right now. Please try again later.',
    );
  });
});
