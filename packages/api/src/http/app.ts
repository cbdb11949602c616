import {
  createLogger,
  errorMiddleware,
  healthRoutes,
  httpLogger,
  type Logger,
  notFoundHandler,
} from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { migrate } from '@fleet/service-kit/db';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Redis } from 'ioredis';
import { type BackgroundTasks, createBackgroundTasks } from '../background-tasks';
import type { ApiConfig } from '../config';
import { migrations } from '../db/migrations';
import { openDatabase } from '../db/open-database';
import { createDocumentsComponent } from '../documents';
import {
  checkFleetSources,
  type FleetSyncLoop,
  startFleetSyncLoop,
} from '../fleet/domain/fleet-sync-loop';
import { fleetRoutes } from '../fleet/http/fleet-routes';
import { createMailer } from '../identity/data/mailer';
import {
  createResetMailLimiter,
  createSignInLimiter,
  limiterFactory,
} from '../identity/domain/rate-limits';
import { seedDemo } from '../identity/domain/seed-demo';
import { createTokenService, type TokenService } from '../identity/domain/token-service';
import type { Mailer } from '../identity/domain/types';
import { requireSession } from '../identity/http/auth-middleware';
import { authRoutes } from '../identity/http/auth-routes';
import { featureFlagRoutes } from '../identity/http/feature-flag-routes';
import { jwksRoutes } from '../identity/http/jwks-routes';
import { profileRoutes } from '../identity/http/profile-routes';
import { sessionLivenessRoutes } from '../identity/http/session-liveness-routes';
import { createInvoicesComponent } from '../invoices';
import { createLoadboardFor } from '../loadboards/domain/loadboard-for';
import { loadboardRoutes } from '../loadboards/http/loadboard-routes';
import {
  createBoardConnector,
  loadboardCredentialsFor,
} from '../loadboards/settings/domain/connect-boards';
import { loadboardCipher } from '../loadboards/settings/domain/loadboard-settings';
import { loadboardSettingsRoutes } from '../loadboards/settings/http/loadboard-settings-routes';
import { createLoadsComponent } from '../loads';
import { createNotesComponent } from '../notes';
import { notificationRoutes } from '../notifications/http/notification-routes';
import { selectRouting } from '../providers';
import { createSandboxBoard } from '../providers/loadboard/sandbox';
import { createPlacesAutocomplete } from '../providers/places';
import { createReportsComponent } from '../reports';
import { createRoutingService, type RoutingService } from '../routing/domain';
import { routingRoutes } from '../routing/http/routing-routes';
import { createTasksComponent } from '../tasks';

export interface ApiDeps {
  logger?: Logger;
  /** A database the caller owns (tests share one per file); migrated here, never closed here. */
  db?: Database;
  mailer?: Mailer;
  /** Key prefix of the rate limiter store, so test runs sharing one Redis stay apart. */
  rateLimitPrefix?: string;
  /** The real-time clock the fleet sync reads (tests fix it, so the simulated fleet repeats). */
  fleetClock?: () => Date;
  /** Route legs for the trip map; default: HERE when `hereApiKey` is set, else the estimate. */
  routing?: RoutingService;
  /**
   * The built-in sandbox load board: its seed, its size (live postings) and clock (default: the
   * fleet clock, else real time; truck posts' "not in the past" reads it too).
   */
  loadboardSandbox?: { seed?: string; size?: number; clock?: () => Date };
}

export interface ApiApp {
  app: Express;
  db: Database;
  tokens: TokenService;
  /** Work started by requests that did not wait for it (reset mails). */
  background: BackgroundTasks;
  /** Pulls fleet data and runs the engines on an interval; tests call syncAll() themselves. */
  fleet: FleetSyncLoop;
  logger: Logger;
  close(): Promise<void>;
}

export async function createApp(config: ApiConfig, deps: ApiDeps = {}): Promise<ApiApp> {
  const logger = deps.logger ?? createLogger('api', config.logLevel);
  const db = deps.db ?? (await openDatabase(config));
  if (deps.db) await migrate(db, migrations);
  if (config.seedDemo) {
    await seedDemo(db, { fleetSpeed: config.fleetSimSpeed, now: deps.fleetClock?.() });
    logger.info('demo accounts ready');
  }
  // A fleet source configured but unable to work (no FLEET_CREDENTIALS_KEY, missing settings, a
  // secret that does not decrypt) stops the start with a message naming each account.
  await checkFleetSources(db, { credentialsKey: config.fleetCredentialsKey }).catch(
    async (error: unknown) => {
      if (!deps.db) await db.close();
      throw error;
    },
  );
  const tokens = await createTokenService(db, { privateKeyPem: config.jwtPrivateKey });
  // The Redis client loads only when Redis is configured (the embedded default has none).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  // Until Redis answers, rate limits fall back to this process's memory and are not shared with
  // the other replicas: give the connection a moment before serving.
  if (redis) await redisReady(redis, REDIS_CONNECT_WAIT_MS, logger);
  const limiters = limiterFactory(redis, deps.rateLimitPrefix);
  const background = createBackgroundTasks(logger);
  const sessions = {
    db,
    tokens,
    limiter: createSignInLimiter(config.rateLimits, limiters),
  };
  const resets = {
    db,
    logger,
    publicUrl: config.publicUrl,
    limiter: createResetMailLimiter(config.rateLimits, limiters),
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: config.outboxDir,
        logger,
      }),
  };
  const authenticated = requireSession(sessions);
  const routing = deps.routing ?? createRoutingService({ logger, ...selectRouting(config) });
  logger.info(
    `route legs from ${routing.source === 'here' ? 'HERE Routing v8' : 'the offline estimate'}`,
  );
  const fleet = startFleetSyncLoop({
    db,
    logger,
    intervalMs: config.fleetSyncIntervalMs,
    clock: deps.fleetClock,
    credentialsKey: config.fleetCredentialsKey,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(httpLogger(logger));
  // Trip lists run to megabytes of JSON at thousands of trips; gzip takes them to a tenth.
  app.use(compression());
  // Before the app's small-body parser: the PDF routes read bodies up to 20 MB themselves.
  const documents = createDocumentsComponent({ db, logger, requireSession: authenticated, config });
  app.use(documents.routes);
  // Invoices: their PDF routes read 20 MB bodies themselves too (issue 16).
  const invoices = createInvoicesComponent({
    db,
    logger,
    requireSession: authenticated,
    config,
    pool: documents.pool,
  });
  app.use(invoices.parseRoutes);
  app.use(express.json({ limit: '100kb' }));
  // Every answer is about a signed-in user or their session unless a route says otherwise (the
  // JWKS and route legs do): nothing is kept by the browser's or a proxy's cache.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(
    healthRoutes('api', {
      database: () => db.query('SELECT 1'),
      ...(redis ? { redis: () => redis.ping() } : {}),
    }),
  );
  app.use(jwksRoutes(tokens));
  app.use(sessionLivenessRoutes({ db, internalToken: config.internalToken }));
  app.use(authRoutes({ sessions, resets, background, requireSession: authenticated }));
  app.use(profileRoutes({ db, requireSession: authenticated }));
  app.use(featureFlagRoutes({ db, requireSession: authenticated }));
  app.use(fleetRoutes({ db, requireSession: authenticated }));
  app.use(notificationRoutes({ db, requireSession: authenticated }));
  app.use(
    loadboardSettingsRoutes({
      db,
      requireSession: authenticated,
      credentialsKey: config.fleetCredentialsKey,
    }),
  );
  app.use(routingRoutes({ routing, requireSession: authenticated }));
  const loadboardClock = deps.loadboardSandbox?.clock ?? deps.fleetClock ?? (() => new Date());
  const sandboxBoard = createSandboxBoard({
    ...deps.loadboardSandbox,
    clock: loadboardClock,
    db,
  });
  app.use(
    loadboardRoutes({
      // An account's saved DAT/Truckstop settings give its own board; none: the sandbox.
      loadboardFor: createLoadboardFor({
        credentialsFor: loadboardCredentialsFor(db, loadboardCipher(config.fleetCredentialsKey)),
        connect: createBoardConnector({
          dat: {
            identityUrl: config.loadboards.datIdentityUrl,
            freightUrl: config.loadboards.datFreightUrl,
          },
          truckstop: {
            url: config.loadboards.truckstopUrl,
            userName: config.loadboards.truckstopUserName,
            password: config.loadboards.truckstopPassword,
          },
        }),
        sandbox: (accountId) => sandboxBoard.forAccount(accountId),
      }),
      clock: loadboardClock,
      requireSession: authenticated,
      // HERE autosuggest when a HERE key is configured, else the offline US places.
      placesAutocomplete: createPlacesAutocomplete({ hereApiKey: config.hereApiKey }),
    }),
  );
  const tasks = createTasksComponent({
    db,
    logger,
    requireSession: authenticated,
    clock: deps.fleetClock,
    schedulerIntervalMs: config.tasksSchedulerIntervalMs,
  });
  app.use(tasks.routes);
  tasks.start();
  // Rate-confirmation loads into the account's TMS (built-in, Ditat or Alvys) and their lookups.
  const loads = createLoadsComponent({
    db,
    logger,
    requireSession: authenticated,
    clock: deps.fleetClock,
    credentialsKey: config.fleetCredentialsKey,
    // The trip list is cached until the account's next sync: one now shows a saved load's trip
    // in the list at once (concurrent asks share the running sync). Not when syncs are manual.
    onTripSaved:
      config.fleetSyncIntervalMs > 0
        ? () =>
            background.run('fleet sync after a built-in TMS load', () =>
              fleet.syncAll().then(() => {}),
            )
        : undefined,
  });
  app.use(loads.routes);
  const notes = await createNotesComponent({ db, logger, requireSession: authenticated, config });
  app.use(notes.routes);
  app.use(invoices.routes);
  // Analytics reports (issue 17); "today" is the fleet clock's, like the fleet's own data.
  app.use(
    createReportsComponent({ db, requireSession: authenticated, clock: deps.fleetClock }).routes,
  );
  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));

  return {
    app,
    db,
    tokens,
    background,
    fleet,
    logger,
    async close() {
      await fleet.stop();
      await tasks.stop();
      await notes.stop();
      await invoices.stop();
      await documents.stop();
      await background.settled();
      redis?.disconnect();
      if (!deps.db) await db.close();
    },
  };
}

const REDIS_CONNECT_WAIT_MS = 5_000;

/** Resolves once the connection is ready, or after waitMs with a warning (Redis may come later). */
function redisReady(redis: Redis, waitMs: number, logger: Logger): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      logger.warn('redis not ready yet; rate limits stay per process until it is');
      resolve();
    }, waitMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}
