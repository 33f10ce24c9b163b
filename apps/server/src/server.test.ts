import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bannerPort, stop, waitForOutput } from '../test/server-process.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const databaseFile = join(tmpdir(), `storefront-startup-${process.pid}-${Date.now()}.db`);

let server: ChildProcess | undefined;
afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
});

describe('the real server process (server.ts)', () => {
  it('starts on a free port with the banner, answers /api/health, and exits 0 on SIGTERM', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: '0',
        DATABASE_URL: `file:${databaseFile}`,
        WEB_DIST: join(tmpdir(), 'no-web-build'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output = await waitForOutput(server, /Development mailbox: .*\n/);
    const port = bannerPort(output);
    expect(port).toBeDefined();
    // Outside production: this machine only, and the banner says where the mailbox is and who sees it.
    expect(output).toContain('listening on 127.0.0.1 only');
    expect(output).toContain(
      `Development mailbox: http://localhost:${port}/dev/mailbox (shown only to browsers on this machine;`,
    );

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });

    expect(await stop(server)).toBe(0);
  }, 30_000);
});
