import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// DESIGN §10: two real server processes (two `node`s) sharing one PostgreSQL never oversell.
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
  let headers: Record<string, string>;

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
    const base = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
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
    headers = { ...base, cookie: `XSRF-TOKEN=${xsrf}; sid=${cookieOf(login, 'sid')}` };
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
      Array.from({ length: 120 }, (_, i) =>
        fetch(`${servers[i % 2]?.url}/api/initialize-transaction`, { method: 'POST', headers, body }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(120 - CAPACITY);
    const event = await (await fetch(`${second?.url}/api/events/4`)).json();
    expect(event.remaining).toBe(0);

    // An order made by one process is paid in the simulator and verified by the other: one ticket.
    const accepted = answers.find((a) => a.status === 200);
    if (!accepted) throw new Error('no order was accepted');
    const reference = (await accepted.json()).data.reference;
    const pay = await fetch(`${first?.url}/api/payment-simulator/transactions/${reference}/pay`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(pay.status).toBe(200);
    const verified = await Promise.all(
      servers.flatMap((s) => [1, 2, 3].map(() => fetch(`${s.url}/api/verify-transaction/${reference}`))),
    );
    const tickets = await Promise.all(verified.map(async (v) => (await v.json()).data.ticket.ticketId));
    expect(new Set(tickets).size).toBe(1);
  });
});
