import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCsrf } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Bad input gets a clear 4xx and changes nothing: checked through a real endpoint (sign-up).
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await getCsrf(t.app)).headers;
});
afterAll(() => t.close());

const signup = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/signup', headers: { ...headers, 'content-type': contentType }, payload });

const userCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('malformed requests', () => {
  it('malformed JSON: 400 with a message, nothing stored', async () => {
    const res = await signup('{"username": "ada",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect(await userCount()).toBe(0);
  });

  it('wrong types: 400 with the contract message', async () => {
    const res = await signup(JSON.stringify({ username: 42, email: 'ada@example.com', password: 'secret1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Username must be at least 3 characters long.' });
    expect(await userCount()).toBe(0);
  });

  it('oversized body: 413 with a message', async () => {
    const res = await signup(
      JSON.stringify({ username: 'ada', email: 'ada@example.com', password: 'x'.repeat(100_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
    expect(await userCount()).toBe(0);
  });

  it('a body that is not JSON: 415 with a message', async () => {
    const res = await signup('username=ada', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
    expect(await userCount()).toBe(0);
  });

  it('never leaks a stack trace', async () => {
    const res = await signup('{"username": [}');
    expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
  });
});
