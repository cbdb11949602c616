import { VOICE_PREFIX } from '@fleet/contracts';
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
import { type AccountDirectory, createAccountDirectory } from '../account-directory';
import { callHistoryRoutes } from '../calls/http/call-history';
import { dispatchCallRoutes } from '../calls/http/dispatch-calls';
import { topicRoutes } from '../calls/http/topics';
import { campaignRoutes } from '../campaigns/http/campaign-routes';
import type { VoiceConfig } from '../config';
import { loadParsingRoutes } from '../load-parsing/http/load-parsing';
import { onboardingRoutes } from '../onboarding/http/onboarding';
import type { VoiceRuntime } from '../voice-runtime';
import { voiceFeatureGate } from './feature-gate';
import { sessionRoutes } from './session';

export interface VoiceDeps {
  /** Opened and migrated by the caller (startVoice does both). */
  db: Database;
  logger?: Logger;
  /** Defaults to verifying against the API at config.apiUrl. */
  verifier?: TokenVerifier;
  /** Defaults to asking the API at config.apiUrl. */
  directory?: AccountDirectory;
  /**
   * Repositories, telephony, the call manager and leases: made from the configuration once, by
   * startVoice, which also starts its leases and shuts it down.
   */
  runtime: VoiceRuntime;
}

/**
 * The voice service's HTTP app. Every route lives under /voice (the browser origin proxies
 * /voice/... here unchanged); /healthz and /readyz sit at the root for orchestrators.
 */
export function createApp(config: VoiceConfig, deps: VoiceDeps): Express {
  const logger = deps.logger ?? createLogger('voice', config.logLevel);
  const verifier = deps.verifier ?? createTokenVerifier({ apiUrl: config.apiUrl });
  const directory = deps.directory ?? createAccountDirectory({ apiUrl: config.apiUrl });
  const { runtime } = deps;

  const app = express();
  app.disable('x-powered-by');
  app.use(httpLogger(logger));
  app.use(healthRoutes('voice', { database: () => deps.db.query('SELECT 1') }));

  // Every voice call (VOICE_PATHS, contracts) is under VOICE_PREFIX: parsed, never cached, gated.
  app.use(VOICE_PREFIX, express.json({ limit: '256kb' }));
  // Calls, transcripts and carrier details: never kept by a browser's or a proxy's cache.
  app.use(VOICE_PREFIX, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(VOICE_PREFIX, voiceFeatureGate({ verifier, directory }));
  app.use(sessionRoutes(verifier));
  app.use(
    onboardingRoutes({
      verifier,
      onboarding: runtime.onboarding,
      accounts: runtime.accounts,
      directory,
    }),
  );
  app.use(
    dispatchCallRoutes({
      verifier,
      manager: runtime.manager,
      calls: runtime.calls,
      accounts: runtime.accounts,
      defaultCallerId: config.defaultCallerId,
      maxActiveCalls: config.maxActiveCalls,
    }),
  );
  app.use(callHistoryRoutes({ verifier, calls: runtime.calls, manager: runtime.manager }));
  app.use(
    campaignRoutes({
      verifier,
      repo: runtime.campaigns,
      engine: runtime.engine,
      accounts: runtime.accounts,
    }),
  );
  app.use(topicRoutes({ verifier, calls: runtime.calls, campaigns: runtime.campaigns }));
  app.use(loadParsingRoutes({ verifier }));

  app.use(notFoundHandler);
  // detail: voice errors carry it (voice-errors.ts), the 503 of an unreachable database too.
  app.use(errorMiddleware(logger, { detail: true }));
  return app;
}
