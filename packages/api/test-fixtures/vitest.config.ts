import { defineConfig } from 'vitest/config';

// The root vitest.config.ts does not include packages/api/test-fixtures; this config runs the
// corpus checks on their own: npx vitest run --config packages/api/test-fixtures/vitest.config.ts
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
