import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUserIn, type SignedInUser } from '../../test/auth-helpers.ts';
import { orderBody } from '../../test/checkout-helpers.ts';
import { type ProcessDatabase, processDatabase } from '../../test/process-database.ts';
import { kill, type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { buildWebApp } from '../../test/web-build.ts';
import { databaseMessages } from './database-errors.ts';

// Decision 24: a real server process on PostgreSQL loses its database (every connection reset,
// new ones refused, through a TCP proxy this test owns between the two) and must stay up, answer
// the API with 503 and a sentence, keep its timers going, and serve again by itself once the
// database is back. Before, `pg` emitted 'error' on an idle client with nobody listening and
// Node ended the process. PostgreSQL only: SQLite is a file, it has no connection to lose.
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('a server process whose PostgreSQL goes away and comes back', () => {
  let database: ProcessDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let buyer: SignedInUser;
  let build: ReturnType<typeof buildWebApp> | undefined;

  beforeAll(async () => {
    // A web build, so the server renders the public pages: they must say the same as the API.
    build = buildWebApp();
    database = await processDatabase('test_outage');
    const target = new URL(pgUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({
      DATABASE_URL: throughProxy.toString(),
      WEB_DIST: build.webDist,
      // Its timers run often, so they meet the outage too: the outbox, the simulator's check, the sweep.
      OUTBOX_POLL_MS: '200',
      RECONCILE_SWEEP_SECONDS: '1',
    });
    const handle = database.open();
    try {
      buyer = await createSignedInUserIn(handle.db);
    } finally {
      await handle.close();
    }
  }, 120_000);

  afterAll(async () => {
    if (server) await kill(server.child);
    await proxy?.close();
    await database?.drop();
    build?.remove();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  const order = () =>
    fetch(`${server.url}/api/initialize-transaction`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody({ ticketQuantity: 1 })),
    });

  it('stays up, answers 503 with a sentence while the database is unreachable, and serves again once it is back', async () => {
    expect((await get('/api/events/1')).status).toBe(200);
    expect((await get('/event-details/1')).status).toBe(200);
    expect((await order()).status).toBe(200);

    // Requests in flight as the connections are reset: each is answered, none with a 500.
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? get('/api/events/1') : get('/api/me', { cookie: buyer.headers.cookie ?? '' }),
    );
    await proxy.cut();
    for (const res of await Promise.all(inFlight)) expect([200, 503]).toContain(res.status);

    // While it is gone: the catalogue, a signed-in request (its session is read first) and an order.
    for (const res of [
      await get('/api/events/1'),
      await get('/api/me', { cookie: buyer.headers.cookie ?? '' }),
      await order(),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ message: databaseMessages.unavailable });
    }
    // The server-rendered pages, stored or not: a page that says why, never a 500.
    for (const path of ['/event-details/1', '/event-details/2', '/']) {
      const page = await get(path);
      expect(page.status, path).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain(databaseMessages.unavailable);
    }
    const health = await get('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ message: 'The database is not reachable.' });

    // A few seconds of its timers (outbox every 200 ms, the simulator's check every 3 s, the
    // sweep every second) failing against no database: the process is still there.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect((await get('/api/events/1')).status).toBe(503);

    // Back: served again, reads and a write transaction, with nothing restarted.
    await proxy.restore();
    await vi.waitFor(async () => expect((await get('/api/health')).status).toBe(200), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await get('/api/events/1')).status).toBe(200);
    expect((await get('/event-details/1')).status).toBe(200);
    const me = await get('/api/me', { cookie: buyer.headers.cookie ?? '' });
    expect((await me.json()).user?.id).toBe(buyer.user.id);
    const again = await order();
    expect(again.status, await again.clone().text()).toBe(200);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  }, 60_000);
});
