// Bundles the server's entry points (the server and the CLI scripts) into apps/server/dist/ with
// esbuild, so production runs plain JavaScript (decision 12): `node apps/server/dist/server.js`.
// The contracts package is inlined; every other package stays in node_modules (native modules,
// plugins that read their own files). Source maps map stack traces back to the .ts files.
//   node scripts/build-server.mjs            build now
//   node scripts/build-server.mjs --if-stale build only when a source is newer than the bundle
//   node scripts/build-server.mjs --outdir DIR  build elsewhere (the bundle test)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverDist = join(root, 'apps/server/dist');
const entryPoints = {
  server: 'apps/server/src/server.ts',
  'staff-add': 'apps/server/src/staff-add.ts',
  'admin-add': 'apps/server/src/admin-add.ts',
};
// Everything the bundle is made from: a change to any of these makes it stale.
const sources = ['apps/server/src', 'packages/contracts/src', 'apps/server/package.json', 'scripts/build-server.mjs'];

/**
 * Node's arguments to run a bundled entry point ('server', 'staff-add'); the e2e webServer
 * (e2e/playwright.config.ts) writes the same. Source maps turn stack traces back into .ts lines.
 * A young generation of at most 2 × 4 MB: V8's default lets it grow to 2 × 16 MB while the
 * server starts and keeps it until the process has been idle for about 25 s, which alone put a
 * just-started server at the 120 MB budget (docs/performance.md §2.10, with what it costs under load).
 */
export function serverCommand(entry) {
  return ['--enable-source-maps', '--max-semi-space-size=4', join(serverDist, `${entry}.js`)];
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when the bundle is missing or older than one of its sources. */
export function serverBundleIsStale() {
  const bundle = join(serverDist, 'server.js');
  if (!existsSync(bundle)) return true;
  const builtAt = Math.min(...Object.keys(entryPoints).map((name) => newestMtime(join(serverDist, `${name}.js`))));
  return Math.max(...sources.map((s) => newestMtime(join(root, s)))) > builtAt;
}

/**
 * A file the server reads at run time is named relative to its source file
 * (`new URL('../../simulator-ui/payment-simulator-client.ts', import.meta.url)`, the simulators'
 * pop-ups that lib/browser-bundle.ts bundles on first request), but in the bundle `import.meta.url` is
 * dist/server.js. Rewrite each such literal to the same file seen from dist/, so it is read
 * where it lies in the sources. Any other use of the module's location would silently point
 * elsewhere in the bundle, so it stops the build.
 */
const runtimeFiles = (outdir) => ({
  name: 'runtime-files',
  setup(builder) {
    const serverSources = join(root, 'apps/server/src');
    builder.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(serverSources) || args.path.endsWith('.test.ts')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!/import\.meta|__dirname|__filename/.test(text)) return undefined;
      const rewritten = text.replace(/new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g, (_match, _quote, target) => {
        const absolute = resolve(dirname(args.path), target);
        let fromDist = relative(outdir, absolute) || '.';
        if (target.endsWith('/')) fromDist += '/';
        return `new URL(${JSON.stringify(fromDist.startsWith('.') ? fromDist : `./${fromDist}`)}, import.meta.url)`;
      });
      const leftover = rewritten.replace(/new URL\("[^"]+", import\.meta\.url\)/g, '');
      if (/import\.meta\.(url|dirname|filename)|__dirname|__filename/.test(leftover)) {
        throw new Error(
          `${relative(root, args.path)} uses its own location in a way the bundle cannot keep: write new URL('./file', import.meta.url)`,
        );
      }
      return { contents: rewritten, loader: 'ts' };
    });
  },
});

/** Bare imports stay external (node_modules), except the workspace's own contracts, which are inlined. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer({ outdir = serverDist } = {}) {
  const started = Date.now();
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces name the .ts file and line; the sources themselves stay out of the map
    // (the map is loaded into memory with --enable-source-maps).
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages, runtimeFiles(outdir)],
  });
  console.log(`Server bundled into ${relative(root, outdir)}/ in ${Date.now() - started} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outdirAt = args.indexOf('--outdir');
  if (outdirAt >= 0) await buildServer({ outdir: resolve(args[outdirAt + 1] ?? '') });
  else if (!args.includes('--if-stale') || serverBundleIsStale()) await buildServer();
}
