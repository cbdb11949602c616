import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    testTimeout: 20_000,
    // The files of a worker share one module graph (React, Mantine, TanStack, the app are imported
    // once per worker, not once per file: import time 32 s -> 3 s). Each file still gets its own
    // jsdom; setup-tests.ts clears what the shared modules keep between tests (Mantine's toasts).
    isolate: false,
  },
});
