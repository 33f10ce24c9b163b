import type { ChildProcess } from 'node:child_process';

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
