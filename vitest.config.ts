import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One Vitest run, five projects: the repository's own checks (scripts/, docs/), shared contracts, the API server (real SQLite files, and
// PostgreSQL when TEST_DATABASE_URL is set), the web build's plugins, and the web app's components (happy-dom).
export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to itself, which on a 2-core machine
    // runs the files one at a time; its own process is idle while the workers run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The repository's own checks; the import-rule cases each run dependency-cruiser (seconds).
        test: { name: 'repo', root: '.', include: ['scripts/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 },
      },
      {
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // A worker imports the server's modules once for all its files instead of once per file
          // (with two workers the project took 195 s isolated, 100 s without). Each file still builds its own
          // app on its own database (test/test-app.ts), as several server processes would. A vi.mock
          // would miss the modules an earlier file imported, so none may use it
          // (scripts/shared-worker-tests.test.mjs; docs/how-to.md).
          isolate: false,
          // PostgreSQL: a database per worker (test/worker-database.ts).
          setupFiles: ['./test/worker-database.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The web build's own plugins (apps/web/*.ts), in Node.
        test: { name: 'web-build', root: 'apps/web', include: ['*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Isolated, unlike the server's files: a file that mocks a module with vi.mock (the
          // session in components/layout/sidebar.test.tsx) would not reach the components another
          // file in the same worker had already imported with the real one.
          // No test reaches the network: frames (the venue map, the video) are never fetched.
          environmentOptions: {
            happyDOM: {
              settings: {
                disableIframePageLoading: true,
                disableJavaScriptFileLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
