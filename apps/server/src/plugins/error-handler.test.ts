import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getCsrf } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { databaseMessages } from '../db/database-errors.ts';
import { registerErrorHandler } from './error-handler.ts';

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
    expect(res.json()).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
    expect(await userCount()).toBe(0);
  });

  it('never leaks a stack trace', async () => {
    const res = await signup('{"username": [}');
    expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
  });
});

describe('errors raised while routing', () => {
  it('a malformed %-escape: 400 { message }, not the path echoed with an internal code', async () => {
    const res = await t.app.inject({ url: '/api/events/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address is not valid.' });
  });

  it('an over-long path parameter: 414 { message }', async () => {
    const res = await t.app.inject({ url: `/api/events/${'1'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long.' });
  });
});

describe('the error handler on its own', () => {
  // A small app with routes that fail the ways a later module might.
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  const logged: unknown[] = [];
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.addHook('onError', async (_request, _reply, error) => {
      logged.push(error);
    });
    app.get('/boom', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/db.ts:12');
    });
    app.get('/conflict', async () => {
      throw Object.assign(new Error('That seat is taken.'), { statusCode: 409 });
    });
    // The database cannot serve: PostgreSQL down, restarted under a query, the pool's wait, SQLite busy.
    const failing: Record<string, Error> = {
      refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      restarted: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      terminated: new Error('Connection terminated unexpectedly'),
      'pool-wait': new Error('timeout exceeded when trying to connect'),
      busy: Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
      'bad-sql': Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }),
      duplicate: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    };
    app.get('/database/:kind', async (request) => {
      throw failing[(request.params as { kind: string }).kind];
    });
    app.get('/count', { schema: { querystring: z.object({ n: z.coerce.number().int() }) } }, async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  it('an unexpected error: 500 with a fixed message that tells nothing of the internals', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toMatch(/ECONNREFUSED|db\.ts|stack/);
    expect(logged).toHaveLength(1);
  });

  it('a client error keeps its status and message', async () => {
    const res = await app.inject({ url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That seat is taken.' });
  });

  it("Zod's generic messages get the field name in front", async () => {
    const res = await app.inject({ url: '/count?n=many' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^n: /);
  });

  it('a database that cannot be reached or stays busy: 503 with a sentence and Retry-After, the process carries on', async () => {
    for (const kind of ['refused', 'restarted', 'terminated', 'pool-wait']) {
      const res = await app.inject({ url: `/database/${kind}` });
      expect(res.statusCode, kind).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: databaseMessages.unavailable });
    }
    const busy = await app.inject({ url: '/database/busy' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ message: databaseMessages.busy });
  });

  it('a query that is wrong is still a 500 that says nothing', async () => {
    for (const kind of ['bad-sql', 'duplicate']) {
      const res = await app.inject({ url: `/database/${kind}` });
      expect(res.statusCode, kind).toBe(500);
      expect(res.body).not.toMatch(/selec|duplicate/);
    }
  });
});
