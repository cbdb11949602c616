import { defineConfig } from 'vitest/config';

// Two cores on CI: two workers, one project for Node code and one for the web app (jsdom).
export default defineConfig({
  test: {
    maxWorkers: 2,
    globalSetup: ['scripts/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker instead of one per file: the services, pg, PGlite's
          // loader and zod are imported once per worker (import 40 s -> 13 s; the node project's
          // CPU time 235 s -> 177 s). A test that changes module state (process.env, a stubbed
          // global) must put it back, as every test here does.
          isolate: false,
          include: [
            'packages/{api,voice,gateway,machines,contracts,service-kit}/src/**/*.test.ts',
            'packages/api/test-fixtures/**/*.test.ts',
            'packages/voice/test-fixtures/**/*.test.ts',
            'scripts/**/*.test.ts',
            'packages/web/server/**/*.test.ts',
          ],
          // One initdb per run: in-memory PGlite databases load its snapshot
          // (scripts/test/pglite-snapshot.ts).
          globalSetup: ['scripts/test/pglite-snapshot-setup.ts'],
          setupFiles: ['scripts/test/pglite-from-snapshot.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/web/vitest.config.ts',
    ],
  },
});
