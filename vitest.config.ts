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
          include: [
            'packages/{api,voice,gateway,machines,contracts,service-kit}/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'packages/web/server/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/web/vitest.config.ts',
    ],
  },
});
