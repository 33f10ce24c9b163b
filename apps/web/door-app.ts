import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The offline door (decision 26): /check-in as an installable app that opens with no network. The
 * build writes, beside the app:
 * - `check-in.webmanifest` and its icons (drawn from favicon.svg), linked by the check-in page only;
 * - `check-in-sw.js`, the service worker (scope /check-in), with the list of the files the page
 *   needs: the entry chunk, the chunks of the modules /check-in's routes load and what they import
 *   (scripts are hashed chunks, so the list is made from this very build), their CSS, and the
 *   camera's fallback decoder, loaded on demand. Its version is a hash of that list: a new build
 *   is a new worker, which replaces the old files.
 */

/** The modules /check-in's route table loads (app/router.tsx), from apps/web. */
const DOOR_MODULES = [
  'src/app/main.tsx',
  'src/components/layout/with-nav-layout.tsx',
  'src/features/auth/require-auth.tsx',
  'src/routes/check-in.tsx',
];

export const DOOR_MANIFEST_FILE = 'check-in.webmanifest';
export const DOOR_WORKER_FILE = 'check-in-sw.js';
const ICON_SIZES = [192, 512];

/** Every file the door page needs, from the chunks that hold its modules and all they import. */
export function doorFiles(bundle: OutputBundle, moduleIds: string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk, lazyToo: boolean) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    const meta = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } })
      .viteMetadata;
    for (const css of meta?.importedCss ?? []) files.add(css);
    for (const asset of meta?.importedAssets ?? []) files.add(asset);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next, false);
    }
    // The door's own lazy imports (the camera's decoder): it must scan offline too.
    if (lazyToo) {
      for (const imported of chunk.dynamicImports) {
        const next = byFile.get(imported);
        if (next) visit(next, false);
      }
    }
  };
  for (const id of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`door app: no chunk holds ${id}`);
    visit(chunk, id.endsWith('routes/check-in.tsx'));
  }
  return [...files].sort().map((file) => `/${file}`);
}

/** The service worker: the page from the network when it answers (within 4 s), else the kept one; the files from the cache. */
export function doorWorker(version: string, files: string[]): string {
  return `// The door's service worker (apps/web/door-app.ts writes it at build time; decision 26).
const VERSION = ${JSON.stringify(version)};
const CACHE = 'door-' + VERSION;
const PAGE = '/check-in';
const FILES = ${JSON.stringify(files)};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([PAGE, ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('door-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function pageFromNetwork(request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('slow')), 4000);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await pageFromNetwork(request);
    if (response.ok) await cache.put(PAGE, response.clone());
    return response;
  } catch {
    return (await cache.match(PAGE, { ignoreVary: true })) || Response.error();
  }
}

async function file(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The door's data (/api) always comes from the server: the page keeps its own copy offline.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || FILES.includes(url.pathname)) event.respondWith(file(request));
});
`;
}

/** The Vite plugin (browser build only). */
export function doorApp(): Plugin {
  let root = '';
  let publicDir = '';
  let ssr = false;
  return {
    name: 'storefront-door-app',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (ssr) return;
      const { default: sharp } = await import('sharp');
      const favicon = readFileSync(join(publicDir, 'favicon.svg'));
      const icons: { src: string; sizes: string; type: string }[] = [];
      for (const size of ICON_SIZES) {
        const fileName = `door-icon-${size}.png`;
        const source = await sharp(favicon, { density: (72 * size) / 64 })
          .resize(size)
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName, source });
        icons.push({ src: `/${fileName}`, sizes: `${size}x${size}`, type: 'image/png' });
      }
      this.emitFile({
        type: 'asset',
        fileName: DOOR_MANIFEST_FILE,
        source: JSON.stringify(
          {
            name: 'Owambe Tickets door',
            short_name: 'Door',
            description: 'Check tickets in at the door, with or without a network.',
            start_url: '/check-in',
            scope: '/check-in',
            display: 'standalone',
            background_color: '#030712',
            theme_color: '#1e0b3b',
            icons,
          },
          null,
          2,
        ),
      });
      const moduleIds = DOOR_MODULES.map((path) => join(root, path));
      const files = [
        ...doorFiles(bundle, moduleIds),
        '/favicon.svg',
        `/${DOOR_MANIFEST_FILE}`,
        ...icons.map((icon) => icon.src),
      ];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: DOOR_WORKER_FILE, source: doorWorker(version, files) });
    },
  };
}
