import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * For tests that start a real server process: resolves with everything it printed once
 * `pattern` appears on stdout, rejects with that output if it exits first.
 */
export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolve(output);
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready:\n${output}`)));
  });
}

/** The port from the startup banner ("Storefront ready on http://localhost:PORT ..."). */
export const bannerPort = (output: string) => /Storefront ready on http:\/\/localhost:(\d+) /.exec(output)?.[1];

/** Stops the server with SIGTERM; resolves with its exit code. */
export function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr), for a failure's message. */
  output(): string;
}

/**
 * Starts the real server (server.ts under tsx) on a free loopback port with `env` on top of a
 * test's defaults, and resolves once its banner names the port.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: join(tmpdir(), 'no-web-build'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return waitForOutput(child, /Storefront ready on http:\/\/localhost:\d+ /).then((printed) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    output = printed + output;
    return { child, url: `http://127.0.0.1:${bannerPort(printed)}`, output: () => output };
  });
}

/** Ends a server process at once (SIGKILL: no shutdown, as a crash or an OOM kill); resolves when it is gone. */
export function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}
