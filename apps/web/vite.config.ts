import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

// WEB_DIST, like the server's setting of the same name, is read from the repository root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// In `npm run dev` the API server listens on API_PORT (3001) and Vite proxies /api and /dev to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  build: {
    // WEB_DIST lets parallel e2e runs build into their own folders; the server reads the same setting.
    outDir: resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
