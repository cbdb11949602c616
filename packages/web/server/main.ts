import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, trustProxySchema } from '@fleet/service-kit';
import { z } from 'zod';
import { createEdgeServer } from './edge';

const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    API_URL: z.url().default('http://127.0.0.1:3001'),
    VOICE_URL: z.url().default('http://127.0.0.1:3002'),
    GATEWAY_URL: z.url().default('http://127.0.0.1:3003'),
    WEB_DIST_DIR: z.string().optional(),
    HERE_API_KEY: z.string().optional(),
    VITE_HERE_API_KEY: z.string().optional(),
    TRUST_PROXY: trustProxySchema,
  })
  .parse(process.env);

const logger = createLogger('web');
const distDir =
  env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const server = createEdgeServer({
  distDir,
  apiUrl: env.API_URL,
  voiceUrl: env.VOICE_URL,
  gatewayUrl: env.GATEWAY_URL,
  logger,
  hereEnabled: Boolean(env.HERE_API_KEY?.trim() || env.VITE_HERE_API_KEY?.trim()),
  trustProxy: env.TRUST_PROXY,
});
server.listen(env.PORT, () => logger.info({ port: env.PORT }, 'web listening'));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
