// `npm start`: builds the web app and the server bundle when their sources are newer than the
// builds, then runs ONE server process, compiled JavaScript (decision 12), that serves the built
// app and the API on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundleIsStale, serverCommand } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Relative paths are taken from the repository root, as the server and Vite do.
const dist = resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/poster-rasters.ts',
  'apps/web/manifest-groups.ts',
  'apps/web/precompress.ts',
  'packages/contracts/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

// The build is the browser's app (index.html) and the server's page renderer beside it
// (`${dist}-server`, see apps/web/vite.config.ts); a build without the renderer is rebuilt.
const builtAt =
  existsSync(join(dist, 'index.html')) && existsSync(`${dist}-server/entry-server.js`)
    ? statSync(join(dist, 'index.html')).mtimeMs
    : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (changedAt > builtAt) {
  console.log(builtAt ? 'Web app sources changed: rebuilding...' : 'Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBundleIsStale()) await buildServer();

const server = spawn(process.execPath, serverCommand('server'), {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: dist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
