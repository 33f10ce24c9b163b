import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `npm run dev` the API server listens on API_PORT (3001) and Vite proxies /api and /dev to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  build: {
    // WEB_DIST lets parallel e2e runs build into their own folders; the server reads the same setting.
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
