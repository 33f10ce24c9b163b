import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bannerPort, stop, waitForOutput } from '../test/server-process.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the repository, so the bundle finds node_modules as apps/server/dist/ does.
const outdir = join(repoRoot, `apps/server/dist/test-${process.pid}`);
const databaseFile = join(tmpdir(), `storefront-bundle-${process.pid}-${Date.now()}.db`);

let server: ChildProcess | undefined;
afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(outdir, { recursive: true, force: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
});

describe('the compiled server (scripts/build-server.mjs, decision 12)', () => {
  it('bundles the server with the contracts inlined and runs it with plain node in production mode', async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const bundle = readFileSync(join(outdir, 'server.js'), 'utf8');
    // No TypeScript left to compile at run time, and the contracts are in the bundle.
    expect(bundle).not.toMatch(/from ["'][^"']+\.ts["']/);
    expect(bundle).not.toContain('@storefront/contracts');
    expect(bundle).toContain('//# sourceMappingURL=server.js.map');
    // Loaded when first needed, never at start: they cost idle memory (docs/performance.md §2.10).
    for (const lazy of ['sharp', 'pg', 'nodemailer']) {
      expect(bundle).not.toMatch(new RegExp(`^import .* from ["']${lazy}["'];?$`, 'm'));
      expect(bundle).toContain(`import("${lazy}")`);
    }

    server = spawn(process.execPath, ['--enable-source-maps', join(outdir, 'server.js')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        SESSION_SECRET: 'bundle-test-secret-bundle-test-secret-01',
        PAYMENT_PROVIDER: 'simulator',
        DATABASE_URL: `file:${databaseFile}`,
        WEB_DIST: join(tmpdir(), 'no-web-build'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output = await waitForOutput(server, /Email: .*\n/);
    const port = bannerPort(output);
    expect(port).toBeDefined();
    const base = `http://127.0.0.1:${port}`;

    // Migrations ran (they are listed statically, so they are in the bundle) and the catalogue is seeded.
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'sqlite' });
    expect((await (await fetch(`${base}/api/events/1`)).json()).id).toBe('1');
    // A file read from the disk at run time, beside its source, is still found from dist/.
    const script = await fetch(`${base}/api/payment-simulator/inline.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('PaystackPop');

    expect(await stop(server)).toBe(0);
  }, 30_000);
});
