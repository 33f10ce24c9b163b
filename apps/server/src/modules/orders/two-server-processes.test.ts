import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { hashPassword } from '../auth/password.ts';
import { sessionsRepository } from '../auth/sessions-repository.ts';
import { usersRepository } from '../auth/users-repository.ts';

// architecture.md §3.2: two real server processes (two `node`s) sharing one PostgreSQL never oversell.
// PostgreSQL only: it is what several processes share in production (CI sets TEST_DATABASE_URL).
const pgUrl = process.env.TEST_DATABASE_URL;
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const schema = `test_procs_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const CAPACITY = 30;

interface Server {
  child: ChildProcess;
  url: string;
}

function startServer(databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      EVENT_CAPACITY: String(CAPACITY),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /ready on http:\/\/localhost:(\d+)/.exec(String(chunk))?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe.skipIf(!pgUrl)('two server processes on one PostgreSQL', () => {
  let first: Server | undefined;
  let second: Server | undefined;
  let base: Record<string, string>;
  /** One signed-in buyer per order: an account holds one order per event at a time (decision 21). */
  let buyers: Record<string, string>[];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(pgUrl as string);
    url.searchParams.set('options', `-c search_path=${schema}`);
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startServer(url.toString());
    second = await startServer(url.toString());

    const me = await fetch(`${first.url}/api/me`);
    const xsrf = cookieOf(me, 'XSRF-TOKEN') ?? '';
    base = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    // One account signs up and in through the servers, as a browser would...
    const account = {
      username: `procs${Date.now()}`,
      email: `procs${Date.now()}@example.com`,
      password: 'secret-pass',
    };
    await fetch(`${first.url}/api/signup`, { method: 'POST', headers: base, body: JSON.stringify(account) });
    const login = await fetch(`${second.url}/api/login`, {
      method: 'POST',
      headers: base,
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    const signedIn = (sid: string) => ({ ...base, cookie: `XSRF-TOKEN=${xsrf}; sid=${sid}` });
    // ...and the other 119 are made in the database directly (scrypt per sign-up would take long).
    const database = openDatabase(pgUrl as string, { schema });
    try {
      const passwordHash = await hashPassword('secret-pass');
      const sids: string[] = [];
      for (let i = 1; i < 120; i += 1) {
        const user = await usersRepository(database.db).create({
          username: `procs${i}x${Date.now()}`,
          email: `procs${i}x${Date.now()}@example.com`,
          passwordHash,
        });
        sids.push((await sessionsRepository(database.db).create(user.id, 60 * 60 * 1000)).token);
      }
      buyers = [signedIn(cookieOf(login, 'sid') ?? ''), ...sids.map(signedIn)];
    } finally {
      await database.close();
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stop(first), stop(second)]);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it(`120 orders split across both processes against ${CAPACITY} seats hold exactly ${CAPACITY}`, async () => {
    const servers = [first, second] as Server[];
    const body = JSON.stringify({
      eventId: '4',
      ticketQuantity: 1,
      firstName: 'Ada',
      email: 'ada@example.com',
      phoneNumber: '+2348031234567',
    });
    const answers = await Promise.all(
      buyers.map((headers, i) =>
        fetch(`${servers[i % 2]?.url}/api/initialize-transaction`, { method: 'POST', headers, body }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(120 - CAPACITY);
    const event = await (await fetch(`${second?.url}/api/events/4`)).json();
    expect(event.remaining).toBe(0);

    // An order made by one process is paid in the simulator and verified by the other: one ticket.
    const accepted = answers.findIndex((a) => a.status === 200);
    const answer = answers[accepted];
    if (!answer) throw new Error('no order was accepted');
    const reference = (await answer.json()).data.reference;
    const pay = await fetch(`${first?.url}/api/payment-simulator/transactions/${reference}/pay`, {
      method: 'POST',
      headers: buyers[accepted],
      body: '{}',
    });
    expect(pay.status).toBe(200);
    // Verified by both processes at once: one asks the provider, the others answer what the
    // database knows; once settled, every answer names the one ticket.
    const verifyAll = () =>
      Promise.all(
        servers.flatMap((s) =>
          [1, 2, 3].map(async () => (await (await fetch(`${s.url}/api/verify-transaction/${reference}`)).json()).data),
        ),
      );
    const racing = await verifyAll();
    expect(new Set(racing.flatMap((d) => d.ticket?.ticketId ?? [])).size).toBeLessThanOrEqual(1);
    let settled = racing;
    for (let i = 0; i < 100 && !settled.every((d) => d.orderStatus === 'paid'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      settled = await verifyAll();
    }
    const tickets = settled.map((d) => d.ticket.ticketId);
    expect(new Set(tickets).size).toBe(1);
  });

  it('120 orders for one date of a film, split across both processes, hold exactly its 7 seats (decision 50)', async () => {
    const servers = [first, second] as Server[];
    const database = openDatabase(pgUrl as string, { schema });
    try {
      await database.db.updateTable('showtimes').set({ capacity: 7, remaining: 7 }).where('id', '=', '3-2').execute();
    } finally {
      await database.close();
    }
    const body = JSON.stringify({
      eventId: '3',
      showtimeId: '3-2',
      ticketQuantity: 1,
      firstName: 'Ada',
      email: 'ada@example.com',
      phoneNumber: '+2348031234567',
    });
    const answers = await Promise.all(
      buyers.map((headers, i) =>
        fetch(`${servers[i % 2]?.url}/api/initialize-transaction`, { method: 'POST', headers, body }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(113);
    const film = await (await fetch(`${first?.url}/api/events/3`)).json();
    const left = Object.fromEntries(
      film.showtimes.map((date: { id: string; remaining: number }) => [date.id, date.remaining]),
    );
    expect(left['3-2']).toBe(0);
    expect(left['3-1']).toBe(CAPACITY - 7);
    expect(film.remaining).toBe(CAPACITY - 7);
  });
});
