import {
  createLogger,
  createTokenVerifier,
  errorMiddleware,
  healthRoutes,
  httpLogger,
  type Logger,
  notFoundHandler,
  type TokenVerifier,
} from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import express, { type Express } from 'express';
import type { VoiceConfig } from '../config';
import { sessionRoutes } from './routes/session';

export interface VoiceDeps {
  /** Opened and migrated by the caller (startVoice does both). */
  db: Database;
  logger?: Logger;
  /** Defaults to verifying against the API at config.apiUrl. */
  verifier?: TokenVerifier;
}

/**
 * The voice service's HTTP app. Every route lives under /voice (the browser origin proxies
 * /voice/... here unchanged); /healthz and /readyz sit at the root for orchestrators.
 */
export function createApp(config: VoiceConfig, deps: VoiceDeps): Express {
  const logger = deps.logger ?? createLogger('voice', config.logLevel);
  const verifier = deps.verifier ?? createTokenVerifier({ apiUrl: config.apiUrl });

  const app = express();
  app.disable('x-powered-by');
  app.use(httpLogger(logger));
  app.use(healthRoutes('voice', { database: () => deps.db.query('SELECT 1') }));

  const voice = express.Router();
  voice.use(express.json({ limit: '1mb' }));
  voice.use(sessionRoutes(verifier));
  app.use('/voice', voice);

  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));
  return app;
}
