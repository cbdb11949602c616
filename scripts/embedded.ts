/** `pnpm start`: the whole product on the embedded default (see embedded/start-embedded.ts). */
import path from 'node:path';
import { createLogger } from '@fleet/service-kit';
import { CLUSTER_TEMPLATE_ENV, clusterTemplateFile } from '@fleet/service-kit/db';
import { z } from 'zod';
import { startEmbedded } from './embedded/start-embedded';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default(path.join(ROOT, 'data')),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .parse(process.env);

// A first start fills the empty data directory from the fresh cluster `pnpm build:server` made
// (instead of running initdb); without one, initdb runs as before.
process.env[CLUSTER_TEMPLATE_ENV] ??= clusterTemplateFile(path.join(ROOT, 'dist/server'));

const logger = createLogger('embedded', env.LOG_LEVEL ?? 'info');
const started = performance.now();
try {
  const product = await startEmbedded({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    distDir: path.join(ROOT, 'packages/web/dist'),
    seedDemo: env.SEED_DEMO === 'true',
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`
  Fleet Monitor is running at ${product.url}  (started in ${seconds} s; data in ${path.resolve(env.DATA_DIR)})

  Sign in as a carrier dispatcher:  dispatcher@demo.test / dispatch-demo
  Sign in as a broker:              broker@demo.test / broker-demo
  Password-reset mail is written to ${path.join(path.resolve(env.DATA_DIR), 'outbox')}
`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'stopping');
      product.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'stop failed');
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  logger.fatal({ err: error }, 'the embedded product failed to start');
  process.exit(1);
}
