// A PostgreSQL cluster of the rush benchmark's own (`npm run bench:rush`): made with initdb in a
// temporary folder, listening on loopback on a port of its own, restarted during the fault run and
// removed at the end, so the machine's own database (CI's) is never touched.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL's programs (Debian keeps them in /usr/lib/postgresql/VERSION/bin), or RUSH_PG_BIN. */
function postgresBin() {
  if (process.env.RUSH_PG_BIN) return process.env.RUSH_PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const found = versions.find((version) => existsSync(join(base, version, 'bin/initdb')));
  return found ? join(base, found, 'bin') : null;
}

const asRoot = process.getuid?.() === 0;

/** initdb and postgres refuse to run as root: as root, they run as the `postgres` user. */
function run(bin, program, args) {
  const command = join(bin, program);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** The same, without blocking the benchmark's event loop (its buyers keep buying meanwhile). */
function runAsync(bin, program, args) {
  const command = join(bin, program);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: 'ignore' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} failed (${code})`)),
    );
  });
}

/**
 * Starts a fresh cluster on 127.0.0.1:`port`; null when PostgreSQL is not installed. Its settings
 * are the defaults but for the connection limit (two server processes of 10 each, the script's),
 * and `countStatements` loads pg_stat_statements (a little work on every statement, so only when asked).
 */
export function startOwnCluster(port, { countStatements = false } = {}) {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-rush-pg-'));
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const counting = countStatements ? ' -c shared_preload_libraries=pg_stat_statements' : '';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100${counting}`;
  const ctlArgs = (...args) => ['-D', data, '-l', join(dir, 'server.log'), ...args];
  const pgCtl = (...args) => run(bin, 'pg_ctl', ctlArgs(...args));
  pgCtl('-w', '-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** CPU seconds the cluster's processes have used so far (see clusterCpuSeconds). */
    cpuSeconds: () => clusterCpuSeconds(data),
    /** A fast restart: every connection is terminated, the server stops and starts again. Resolves when it is back. */
    restart: () => runAsync(bin, 'pg_ctl', ctlArgs('-w', '-m', 'fast', 'restart')),
    stop() {
      try {
        pgCtl('-w', '-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A process's /proc stat fields after its command (so field 1 here is its state), or null once it is gone. */
function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds the cluster in `data` has used (Linux; 0 elsewhere): its postmaster's own and its
 * ended children's (the backends of closed connections), and its live children's (the backends
 * the servers' pools hold open, the checkpointer, the WAL writer…).
 */
function clusterCpuSeconds(data) {
  let postmaster;
  try {
    postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  } catch {
    return 0;
  }
  const own = statOf(postmaster);
  if (!own) return 0;
  // utime, stime, cutime and cstime are the 14th to 17th fields of the whole line, 11 to 14 here.
  let ticks = [11, 12, 13, 14].reduce((sum, field) => sum + Number(own[field]), 0);
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const fields = statOf(pid);
    if (fields && fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100; // USER_HZ is 100 on Linux
}
