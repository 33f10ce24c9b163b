import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The API description at /api/docs/json (docs/validators.md) passes Redocly's recommended rules
// with no error. Redocly CLI runs here from node_modules (a devDependency), offline: telemetry
// and the update check are turned off by environment, so it never reaches the network.

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const run = promisify(execFile);
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const OFFLINE = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

let t: TestApp;
let folder: string;
let description: {
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: object }>>;
};
let problems: Problem[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://tickets.example.com' });
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  description = res.json();
  // A folder of its own: Redocly would read a redocly.yaml from the folder it runs in.
  folder = mkdtempSync(join(tmpdir(), 'api-docs-lint-'));
  writeFileSync(join(folder, 'openapi.json'), res.body);
  const lint = await run(
    process.execPath,
    [redoclyCli, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', 'openapi.json'],
    { cwd: folder, env: { PATH: process.env.PATH, ...OFFLINE }, maxBuffer: 20 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  problems = JSON.parse(lint.stdout).problems;
}, 60_000);
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

const operations = () =>
  Object.entries(description.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the API description (/api/docs/json) under Redocly’s recommended rules', () => {
  it('has no error', () => {
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  });

  it('names every operation, gives every one a 2xx answer, and has no one-member anyOf', () => {
    const fixed = ['operation-operationId', 'operation-operationId-unique', 'operation-2xx-response'];
    const left = problems.filter((p) => fixed.includes(p.ruleId) || p.ruleId === 'no-illogical-composition-keywords');
    expect(left.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('says where the API is and how a request is authorised: the session cookie and the CSRF pair', () => {
    expect(description.servers).toEqual([{ url: 'https://tickets.example.com' }]);
    expect(description.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      csrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      csrfCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN' },
    });
    const find = (method: string, path: string) =>
      operations().find((o) => o.method === method && o.path === path)?.operation;
    // Public reads: nothing. A form anyone may send: the CSRF pair. Signed in: the session too.
    expect(find('get', '/api/events')?.security).toEqual([]);
    expect(find('post', '/api/login')?.security).toEqual([{ csrfHeader: [], csrfCookie: [] }]);
    expect(find('post', '/api/initialize-transaction')?.security).toEqual([
      { session: [], csrfHeader: [], csrfCookie: [] },
    ]);
    expect(find('get', '/api/my-tickets')?.security).toEqual([{ session: [] }]);
    expect(find('get', '/api/admin/orders')?.security).toEqual([{ session: [] }]);
    // The provider's webhook is signed instead (HMAC of the body), and takes no CSRF pair.
    expect(find('post', '/api/paystack/webhook')?.security).toEqual([{ paystackSignature: [] }]);
    // Every operationId is unique.
    const ids = operations().map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves the development outbox out', () => {
    expect(Object.keys(description.paths).filter((path) => path.startsWith('/api/dev'))).toEqual([]);
  });
});
