import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * One id per build: emitted as dist/version.txt and compiled into the bundle as __BUILD_ID__.
 * The app polls /version.txt and shows the new-version notice when the served id differs.
 */
function buildIdPlugin(buildId: string): Plugin {
  return {
    name: 'fleet-build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use('/version.txt', (_req, res) => {
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(buildId);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.txt', source: buildId });
    },
  };
}

const buildId =
  process.env.FLEET_BUILD_ID ?? `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
const target = process.env.FLEET_DEV_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), buildIdPlugin(buildId)],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, jitless: no `new Function` probe under the CSP (src/lib/zod-jitless.ts).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  // Hidden: maps are written for decoding our own stack traces, not referenced or served (edge.ts).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target, changeOrigin: true },
      '/loadboard': { target, changeOrigin: true },
      '/.well-known': { target, changeOrigin: true },
      '/voice': { target, changeOrigin: true, ws: true },
    },
  },
});
