import { fileURLToPath } from 'node:url';

/**
 * A browser script the server serves, built from its TypeScript entry (the simulators' pop-ups in
 * `src/simulator-ui/`) with esbuild on the first request and kept for the life of the process
 * (decision 29). One way for every run: under Vitest (`app.inject` on the sources), `npm run dev`
 * (tsx) and the compiled server (whose build rewrites `new URL('./…', import.meta.url)` to the
 * source file, as for every file read at run time). The simulators run outside production, or in a
 * production demo started with `npm start`, which needs esbuild to build the server anyway.
 *
 * `define` replaces a free identifier of the entry with a JSON value (the payment simulator's banks
 * and reasons). The result is one classic script (an IIFE, no imports) for the browsers the web
 * app supports (es2020), unminified: it is read in the browser's developer tools.
 */
export function browserBundle(entry: URL, define: Record<string, unknown> = {}): () => Promise<string> {
  let built: Promise<string> | undefined;
  return () => {
    built ??= bundle(entry, define).catch((error: unknown) => {
      // A failed build (esbuild missing, a syntax error while developing) is tried again next time.
      built = undefined;
      throw error;
    });
    return built;
  };
}

/** Why the script cannot be served, for the person who asked for it (answered 503). */
export class BrowserBundleUnavailable extends Error {}

/** Builds running now, across entries: the last to finish stops esbuild's service. */
let building = 0;

async function bundle(entry: URL, define: Record<string, unknown>): Promise<string> {
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new BrowserBundleUnavailable(
      'This script is built from its TypeScript source on first use, which needs esbuild: install the development dependencies (npm ci).',
    );
  }
  building += 1;
  try {
    return await build(esbuild, entry, define);
  } finally {
    // esbuild's service process (about 35 MB) would stay for the process's life: only two scripts
    // are ever built, so it goes as soon as no build is running.
    building -= 1;
    if (building === 0) await esbuild.stop();
  }
}

async function build(esbuild: typeof import('esbuild'), entry: URL, define: Record<string, unknown>): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${entry.pathname}`);
  return output.text;
}
