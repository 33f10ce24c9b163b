import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A real build of the web app (`npm run build`: the browser's app and the server renderer) in a
 * folder of its own, for tests of the pages the server renders. About ten seconds.
 */
export function buildWebApp(): { webDist: string; remove(): void } {
  const parent = mkdtempSync(join(tmpdir(), 'storefront-web-build-'));
  const webDist = join(parent, 'dist');
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: repoRoot,
    // As `npm start` builds it: Vite reads NODE_ENV (Vitest's 'test' would make a development build).
    env: { ...process.env, WEB_DIST: webDist, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  return { webDist, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
