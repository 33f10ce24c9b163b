import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerSessions, requireUser } from './session-plugin.ts';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  // A small app on the same database with a route guarded the way later modules guard theirs.
  app = Fastify();
  app.decorate('config', t.config);
  app.decorate('db', t.database.db);
  await app.register(cookie);
  registerSessions(app);
  app.get('/api/mine', { preHandler: requireUser }, async (request) => ({ user: request.user }));
  app.get('/api/mine-too', { preHandler: app.requireUser }, async (request) => ({ id: request.user?.id }));
  app.get('/api/open', async (request) => ({ user: request.user }));
  app.get('/api/public', { config: { session: false } }, async (request) => ({ user: request.user }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('request.user and requireUser', () => {
  it('a guest is refused with 401 and the sign-in message', async () => {
    for (const url of ['/api/mine', '/api/mine-too']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
    }
  });

  it('a signed-in user passes and sees their profile', async () => {
    const alice = await createSignedInUser(t.app, { username: 'alice', email: 'alice@example.com' });
    const res = await app.inject({ url: '/api/mine', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: alice.user });
    expect((await app.inject({ url: '/api/mine-too', headers: alice.headers })).json()).toEqual({ id: alice.user.id });
  });

  it('request.user is null on open routes for a guest or a forged cookie', async () => {
    expect((await app.inject({ url: '/api/open' })).json()).toEqual({ user: null });
    const forged = await app.inject({ url: '/api/open', cookies: { sid: 'A'.repeat(43) } });
    expect(forged.json()).toEqual({ user: null });
  });
});

describe('config: { session: false }', () => {
  it('a public route that never asks who is there skips the session lookup, even for a signed-in browser', async () => {
    const bob = await createSignedInUser(t.app, { username: 'bob', email: 'bob@example.com' });
    expect((await app.inject({ url: '/api/open', headers: bob.headers })).json()).toEqual({ user: bob.user });
    expect((await app.inject({ url: '/api/public', headers: bob.headers })).json()).toEqual({ user: null });
  });
});
