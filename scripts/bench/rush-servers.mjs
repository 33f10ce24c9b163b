// The processes of the rush benchmark (RUSH_SERVER_LOG=path keeps the servers' log lines): storefront servers (the compiled bundle, as production runs
// it), the bare Fastify baseline, and an SMTP sink the fault run stops for a minute.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { serverCommand } from '../build-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a process and resolves with it once it prints "ready"; rejects if it exits first. */
export function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let printed = '';
    const onData = (chunk) => {
      printed += chunk;
      if (/ready/i.test(printed)) {
        child.stdout.off('data', onData);
        // RUSH_SERVER_LOG=path: the servers' log lines (warnings and errors) appended there.
        if (process.env.RUSH_SERVER_LOG)
          child.stdout.pipe(createWriteStream(process.env.RUSH_SERVER_LOG, { flags: 'a' }));
        else child.stdout.resume();
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready`)));
  });
}

/** A storefront server on 127.0.0.1:`port`, production settings, the simulator by name, buyers' addresses from one proxy hop. */
export function startStorefront(port, env) {
  // For profiling: RUSH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (the servers only).
  const extra = process.env.RUSH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return startProcess(`storefront on ${port}`, [...extra, ...serverCommand('server')], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'simulator',
    SESSION_SECRET: 'rush-benchmark-secret-rush-benchmark-0123',
    TRUST_PROXY: '1',
    ...env,
  });
}

/** Ends a process with SIGKILL (no shutdown, as a crash) and resolves once it is gone. */
export function killNow(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  return gone;
}

/** Stops a process politely (SIGTERM) and resolves once it is gone. */
export function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return gone;
}

/**
 * An SMTP server on 127.0.0.1:`port` (0: any free port, read back as `port`) that counts what it
 * receives; stop() and start() again on the same port. outbox-bench.ts drains its emails into it too.
 */
export async function smtpSink(port) {
  let boundPort = port;
  let server = null;
  let received = 0;
  const start = () =>
    new Promise((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 50,
        disableReverseLookup: true,
        onData(stream, _session, callback) {
          stream.on('data', () => {});
          stream.on('end', () => {
            received += 1;
            callback();
          });
        },
      });
      s.on('error', reject);
      s.listen(boundPort, '127.0.0.1', () => {
        boundPort = s.server.address().port;
        server = s;
        resolve();
      });
    });
  await start();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get received() {
      return received;
    },
    start,
    stop: () =>
      new Promise((resolve) => {
        const s = server;
        server = null;
        if (s) s.close(() => resolve());
        else resolve();
      }),
  };
}
