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

  it('warns only of what docs/validators.md explains: no licence, the example server, reads with no client error', () => {
    // Any other warning (a required property left undefined, an operation without the refusals it
    // answers, a repeated anyOf member) fails here: fix its cause, or explain it in docs/validators.md.
    const warnings = problems
      .filter((p) => p.severity === 'warn')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`)
      .sort();
    const reads = ['/api/config', '/api/events', '/api/health', '/api/me', '/api/support-tickets/events'];
    expect(warnings).toEqual(
      [
        'info-license #/info',
        // The test's PUBLIC_URL is https://tickets.example.com.
        'no-server-example.com #/servers/0/url',
        ...reads.map((path) => `operation-4xx-response #/paths/${path.replaceAll('/', '~1')}/get/responses`),
      ].sort(),
    );
  });

  it('describes the refusals each operation answers: 400 for a bad request, 401 for a guest, 403 for a role', () => {
    const responses = (method: string, path: string) =>
      Object.keys(operations().find((o) => o.method === method && o.path === path)?.operation.responses ?? {});
    // A link from a QR code or an email that is not valid: 400 (a page, or JSON).
    for (const path of ['/api/verify', '/T/{link}', '/api/newsletter/unsubscribe', '/api/waitlist/confirm']) {
      expect(responses('get', path), path).toEqual(expect.arrayContaining(['200', '400']));
    }
    // Door staff only: a guest 401, another account 403; and the event the door cannot admit for, 404.
    expect(responses('get', '/api/door/events/{eventId}/admissions')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    expect(responses('post', '/api/verify/admit')).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    // The organizer console's guard (organizer-access.ts) asks for the session, as the back office's does.
    const find = (method: string, path: string) =>
      operations().find((o) => o.method === method && o.path === path)?.operation;
    expect(find('get', '/api/organizer/events')?.security).toEqual([{ session: [] }]);
    expect(responses('get', '/api/organizer/events/{id}/waitlist')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
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
