import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, type CsrfPair, getCsrf, setCookieValue } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashToken } from '../../lib/tokens.ts';
import { outboxRepository } from '../outbox/outbox-repository.ts';
import { usersRepository } from './users-repository.ts';

const SENT = { message: 'A password reset link has been sent to your email.' };
const INVALID = { success: false, message: 'This reset link is invalid or has expired.' };
const DONE = { success: true, message: 'Your password has been reset. You can now sign in.' };

let t: TestApp;
let csrf: CsrfPair;
const email = 'kemi@example.com';
let password = 'first-password';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://tickets.example.ng/' });
  csrf = await getCsrf(t.app);
  const res = await post('/api/signup', { username: 'kemi', email, password });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

function post(url: string, payload: object, headers = csrf.headers) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

const login = (pw: string, headers = csrf.headers) => post('/api/login', { email, password: pw }, headers);

/** Asks for a reset link and reads the token from the newest outbox message, as a person reads their mail. */
async function requestLink(): Promise<string> {
  const res = await post('/api/forgot-password', { email: ' KEMI@example.com ' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(SENT);
  const outbox = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const link = outbox.json().messages[0].links[0] as string;
  expect(link).toMatch(/^https:\/\/tickets\.example\.ng\/reset-password\/[A-Za-z0-9_-]{43}$/);
  return link.split('/').at(-1) ?? '';
}

describe('POST /api/forgot-password', () => {
  it('answers the same for an unknown email and writes no email', async () => {
    const before = await t.database.db.selectFrom('outbox').select('id').execute();
    const res = await post('/api/forgot-password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(await t.database.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
  });

  it('writes the reset email to the outbox with the link; only the token hash is stored', async () => {
    const token = await requestLink();
    const message = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ to_address: email, subject: 'Reset your Owambe Tickets password', sent_at: null });
    expect(Number(message.attempts)).toBe(0);
    expect(message.text_body).toContain(`https://tickets.example.ng/reset-password/${token}`);
    expect(message.text_body).toContain('Hello kemi,');
    expect(message.html_body).toContain(`href="https://tickets.example.ng/reset-password/${token}"`);
    const stored = await t.database.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(stored.some((row) => row.id === token)).toBe(false);
    expect(stored.some((row) => row.id === hashToken(token))).toBe(true);
    const row = stored.find((r) => r.id === hashToken(token));
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(60 * 60 * 1000);
  });

  it('answers 400 for an invalid email', async () => {
    const res = await post('/api/forgot-password', { email: 'kemi@' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter a valid email address.' });
  });
});

describe('POST /api/reset-password/:token', () => {
  it('sets the new password: the new one works, the old one does not', async () => {
    const token = await requestLink();
    const res = await post(`/api/reset-password/${token}`, { password: 'second-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DONE);
    expect((await login(password)).statusCode).toBe(401);
    expect((await login('second-password')).statusCode).toBe(200);
    password = 'second-password';
  });

  it('a used link does not work again', async () => {
    const token = await requestLink();
    expect((await post(`/api/reset-password/${token}`, { password: 'third-password' })).statusCode).toBe(200);
    password = 'third-password';
    const again = await post(`/api/reset-password/${token}`, { password: 'fourth-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await login('third-password')).statusCode).toBe(200);
  });

  it('an expired link does not work', async () => {
    const token = await requestLink();
    await t.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', hashToken(token))
      .execute();
    const res = await post(`/api/reset-password/${token}`, { password: 'fifth-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect((await login(password)).statusCode).toBe(200);
  });

  it('a link still works 59 minutes later', async () => {
    const token = await requestLink();
    await t.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() + 60 * 1000).toISOString() })
      .where('id', '=', hashToken(token))
      .execute();
    expect((await post(`/api/reset-password/${token}`, { password: 'sixth-password' })).statusCode).toBe(200);
    password = 'sixth-password';
  });

  it('using one link makes the older outstanding links unusable', async () => {
    const older = await requestLink();
    const newer = await requestLink();
    expect((await post(`/api/reset-password/${newer}`, { password: 'seventh-password' })).statusCode).toBe(200);
    password = 'seventh-password';
    expect((await post(`/api/reset-password/${older}`, { password: 'eighth-password' })).json()).toEqual(INVALID);
  });

  it('ends the sessions signed in with the old password, but keeps the resetting browser’s own', async () => {
    const elsewhere = setCookieValue(await login(password), 'sid');
    const here = setCookieValue(await login(password), 'sid');
    const token = await requestLink();
    const res = await post(
      `/api/reset-password/${token}`,
      { password: 'ninth-password' },
      authHeaders(csrf.token, here),
    );
    expect(res.statusCode).toBe(200);
    password = 'ninth-password';
    expect((await t.app.inject({ url: '/api/me', cookies: { sid: elsewhere ?? '' } })).json()).toEqual({
      user: null,
      buyer: null,
      isAdmin: false,
      isStaff: false,
      isOrganizer: false,
    });
    expect((await t.app.inject({ url: '/api/me', cookies: { sid: here ?? '' } })).json().user?.email).toBe(email);
  });

  it.each(['not-a-token', 'A'.repeat(43)])('answers 400 for an unknown token %s', async (token) => {
    const res = await post(`/api/reset-password/${token}`, { password: 'whatever1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 400 { success: false, message } for a short password, and keeps the link usable', async () => {
    const token = await requestLink();
    for (const payload of [{ password: '12345' }, {}]) {
      const res = await post(`/api/reset-password/${token}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Password must be at least 6 characters.' });
    }
    expect((await post(`/api/reset-password/${token}`, { password: 'tenth-password' })).json()).toEqual(DONE);
    password = 'tenth-password';
  });

  it('answers a body that is not a JSON object in the same { success: false, message } shape (was a 500)', async () => {
    const token = await requestLink();
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reset-password/${token}`,
        headers: { ...csrf.headers, 'content-type': 'application/json' },
        payload,
      });
    for (const [payload, message] of [
      ['{"password": ', 'The request body is not valid JSON.'],
      ['{"__proto__": {"password": "x"}}', 'The request body is not valid JSON.'],
      ['', 'The request body is empty; send a JSON object.'],
      ['["eleventh-password"]', 'The request body must be a JSON object.'],
    ] as const) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    // Nothing was used up: the link still works.
    expect((await post(`/api/reset-password/${token}`, { password: 'eleventh-password' })).json()).toEqual(DONE);
    password = 'eleventh-password';
  });
});

describe('a reset link used twice at the same moment', () => {
  it('works exactly once', async () => {
    const token = await requestLink();
    const answers = await Promise.all([
      post(`/api/reset-password/${token}`, { password: 'racing-password-1' }),
      post(`/api/reset-password/${token}`, { password: 'racing-password-2' }),
    ]);
    const bodies = answers.map((res) => res.json());
    expect(bodies).toContainEqual(DONE);
    expect(bodies).toContainEqual(INVALID);
    const winner = bodies[0]?.success ? 'racing-password-1' : 'racing-password-2';
    const loser = winner === 'racing-password-1' ? 'racing-password-2' : 'racing-password-1';
    expect((await login(winner)).statusCode).toBe(200);
    expect((await login(loser)).statusCode).toBe(401);
    password = winner;
  });
});

describe('the reset link after use and after sending', () => {
  it('a used reset link proves the address: the account is marked verified', async () => {
    // Earlier resets in this file verified it already: start from an unconfirmed address.
    await t.database.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', email).execute();
    const token = await requestLink();
    expect((await post(`/api/reset-password/${token}`, { password: 'verified-password' })).statusCode).toBe(200);
    password = 'verified-password';
    expect((await usersRepository(t.database.db).findByEmail(email))?.email_verified_at).toMatch(/^\d{4}-/);
  });

  it('once the message is marked sent, the outbox keeps no working link in clear', async () => {
    const token = await requestLink();
    const outbox = outboxRepository(t.database.db);
    const [message] = await outbox.list({ to: email, limit: 1 });
    expect(message?.text_body).toContain(token);
    expect(await outbox.markSent(message?.id ?? '')).toBe(true);
    expect(await outbox.markSent(message?.id ?? '')).toBe(false);

    const [stored] = await outbox.list({ to: email, limit: 1 });
    expect(stored?.sent_at).toMatch(/^\d{4}-/);
    expect(stored?.text_body).not.toContain(token);
    expect(stored?.html_body).not.toContain(token);
    expect(stored?.text_body).toContain('https://tickets.example.ng/reset-password/[redacted]');
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.body).not.toContain(token);
  });
});
