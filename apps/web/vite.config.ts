import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { doorApp } from './door-app.ts';
import { manifestGroups } from './manifest-groups.ts';
import { posterRasters } from './poster-rasters.ts';
import { precompress } from './precompress.ts';

// WEB_DIST, like the server's setting of the same name, is read from the repository root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webDist = resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');

// In `npm run dev` the API server listens on API_PORT (3001) and Vite proxies /api and /dev to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * The modules of the frame every public page shows (the layouts with their header and footer,
 * the controls they share) and of the event pages (cards, the loaders). The bundler adds what
 * they import.
 */
const SITE_MODULES = [
  'src/components/layout/site-header.tsx',
  'src/components/layout/site-footer.tsx',
  'src/components/layout/skip-link.tsx',
  // Log In / Log Out: in the landing page's header from 1024 px as in the nav bar, so
  // here rather than in the nav group, which the landing page would then load whole.
  'src/components/layout/auth-action.tsx',
  'src/components/ui/button.tsx',
  'src/components/ui/empty-state.tsx',
  'src/components/ui/load-failed.tsx',
  'src/components/ui/control-classes.ts',
  'src/features/catalog/event-card.tsx',
  'src/features/catalog/events-loader.ts',
];

/** The navigation bar of the pages under it (not the landing page's header). */
const NAV_MODULES = ['src/components/layout/with-nav-layout.tsx', 'src/components/layout/nav-header.tsx'];

/** The event page's own parts (its screen, shared with the back office's preview, and its loader). */
const EVENT_PAGE_MODULES = [
  'src/features/catalog/event-details-page.tsx',
  'src/features/catalog/event-details-loader.ts',
  'src/lib/event-availability.ts',
];

/** A chunk group's test: the module is one of `modules` (paths from apps/web). */
const oneOf = (modules: string[]) => (id: string) => modules.some((module) => id.includes(module));

/**
 * Two builds (`npm run build`): the browser's app into WEB_DIST, which the server publishes, and
 * (`--ssr`) the server's page renderer, src/server/entry-server.tsx, into WEB_DIST-server beside
 * it, where no URL reaches it. The server (plugins/web-app.ts) reads the same two folders.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), posterRasters(), manifestGroups(), doorApp(), precompress()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  // The renderer carries everything it uses (React, React Router, the contracts' TypeScript), so
  // it runs as plain JavaScript from wherever WEB_DIST puts it, with no node_modules beside it.
  ssr: { noExternal: true },
  // The renderer uses the React build the browser gets (production unless NODE_ENV says otherwise
  // at build time), whatever NODE_ENV the server later runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') } : {},
  build: isSsrBuild
    ? {
        outDir: `${webDist}-server`,
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        // WEB_DIST lets parallel e2e runs build into their own folders; the server reads the same setting.
        outDir: webDist,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // .vite/manifest.json: which chunks each route needs, for the server's modulepreload links.
        manifest: true,
        // Everything the entry imports statically goes into the entry's chunk. Left to itself the
        // bundler cut it into slivers (a 68-byte chunk, React in another) that every page then
        // fetched one by one: 20 files and 119.3 kB of gzip on the landing page, 15 and 119.0 kB with this.
        // The frame the public pages share goes into one `site` chunk for the same reason, and the
        // navigation bar, the event page and the message table into one each: as small chunks they
        // cost the landing page 17 files and 120.4 kB, grouped 4 and 114.7 kB (small files
        // compress worse, and each is a request the page's loader starts; decision 18).
        rolldownOptions: {
          output: {
            // Chunks are named by their hash alone: the entry lists every chunk it may load, so
            // each name's length is paid on every page (a module's name said nothing a person reads).
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'], priority: 2 },
                { name: 'site', test: oneOf(SITE_MODULES) },
                // The navigation bar's links and account action, for the pages under it (not the landing page).
                { name: 'nav', test: oneOf(NAV_MODULES) },
                // The spec's message table, which many screens use: a chunk of its own, never part of a
                // group's (a group takes what its modules import).
                { name: 'messages', test: (id: string) => id.includes('contracts/src/messages/spec.ts'), priority: 1 },
                { name: 'event-page', test: oneOf(EVENT_PAGE_MODULES) },
              ],
            },
          },
        },
      },
}));
