import type { AddressInfo } from 'node:net';
import { createService, createTokenVerifier, type StartedServer } from '@fleet/service-kit';
import { createDatabase, type Database, migrate } from '@fleet/service-kit/db';
import { scaledClock } from './agent/domain/clock';
import { createWatchServer, type WatchServer } from './calls/ws/watch-server';
import { createCampaignWatch } from './campaigns/ws/campaign-watch';
import type { VoiceConfig } from './config';
import { migrations } from './db/migrations';
import { createApp, type VoiceDeps } from './http/app';
import { isTwilioTelephony, twilioTelephonyEndpoints } from './http/twilio-telephony';
import { closeOcr } from './load-parsing/domain';
import { selectTelephony } from './providers';
import { createVoiceRuntime, recoverInterrupted, type VoiceRuntime } from './voice-runtime';

export interface StartedVoice extends StartedServer, VoiceParts {}

export type StartVoiceDeps = Partial<Omit<VoiceDeps, 'runtime'>> & {
  handleSignals?: boolean;
  /** Replacements for the runtime's parts (tests). */
  runtime?: Partial<Parameters<typeof createVoiceRuntime>[0]>;
};

/**
 * Opens the database (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR), migrates it, marks
 * what stopped replicas left running as failed (leases run out; live ones' calls are left alone),
 * starts the lease heartbeat and sweep, and serves the app and the watch sockets.
 * Closing ends running calls (recorded as failed with a reason), closes the sockets, drains HTTP,
 * then closes the database (unless it was passed in).
 */
export async function startVoice(
  config: VoiceConfig,
  deps: StartVoiceDeps = {},
): Promise<StartedVoice> {
  const service = await createService<VoiceParts>({
    name: 'voice',
    config,
    logger: deps.logger,
    handleSignals: deps.handleSignals,
    build: async (logger) => {
      // The telephony provider of the configuration (throws naming what a chosen one lacks).
      const clock = deps.runtime?.clock ?? scaledClock(config.timeScale);
      const telephony = deps.runtime?.telephony ?? selectTelephony(config, { clock });
      const telephonyEndpoints = isTwilioTelephony(telephony)
        ? twilioTelephonyEndpoints(telephony)
        : undefined;
      const ownsDb = !deps.db;
      const db =
        deps.db ??
        (await createDatabase({
          url: config.databaseUrl,
          dataDir: config.dataDir,
          schema: config.databaseSchema,
        }));
      let runtime: VoiceRuntime;
      try {
        const applied = await migrate(db, migrations);
        if (applied.length > 0) logger.info({ applied }, 'migrations applied');
        runtime = createVoiceRuntime({
          db,
          logger,
          approvalTimeoutMs: config.approvalTimeoutMs,
          skipCarrierInfo: config.skipCarrierInfo,
          flushIntervalMs: config.flushIntervalMs,
          leases: config.leases,
          defaultCallerId: config.defaultCallerId,
          ...deps.runtime,
          clock,
          telephony,
        });
        const recovered = await recoverInterrupted(runtime);
        if (recovered.calls + recovered.verifications > 0) {
          logger.warn(recovered, 'marked calls left running by a stopped process as failed');
        }
      } catch (error) {
        if (ownsDb) await db.close();
        throw error;
      }

      const verifier = deps.verifier ?? createTokenVerifier({ apiUrl: config.apiUrl });
      const voiceApp = createApp(config, { ...deps, db, logger, runtime, verifier });
      const watch = createWatchServer({
        manager: runtime.manager,
        calls: runtime.calls,
        verifier,
        logger: logger.child({ component: 'watch' }),
        internalToken: config.internalToken,
        heartbeatMs: config.wsHeartbeatMs,
        replicaId: runtime.leases.replicaId,
        campaigns: createCampaignWatch({
          repo: runtime.campaigns,
          hub: runtime.hub,
          engine: runtime.engine,
          replicaId: runtime.leases.replicaId,
          logger: logger.child({ component: 'campaign-watch' }),
        }),
      });
      return {
        app: telephonyEndpoints ? telephonyEndpoints.mount(voiceApp) : voiceApp,
        parts: { db, runtime, watch },
        onListening: (server) => {
          const { port } = server.address() as AddressInfo;
          // Other replicas hand this one the controls and watch sockets of the calls it runs.
          runtime.advertise(config.replicaUrl ?? `http://${reachableHost(config.host)}:${port}`);
          // Calls can start from now on: their leases are renewed, and gone replicas' calls swept.
          runtime.leases.start();
          // Campaigns nobody drives (their replica stopped) continue here at once.
          void runtime.engine
            .sweep()
            .catch((error: unknown) => logger.warn({ err: error }, 'taking over campaigns failed'));
          server.on('upgrade', (req, socket, head) => {
            if (
              !watch.handleUpgrade(req, socket, head) &&
              !telephonyEndpoints?.handleUpgrade(req, socket, head)
            ) {
              socket.end(
                'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
              );
            }
          });
        },
        beforeClose: async () => {
          // The heartbeat keeps this replica's leases live while its calls end; then whatever of
          // it still runs in the database (an end not written) is let go for others to fail.
          await runtime.engine.shutdown();
          await runtime.manager.shutdown();
          runtime.onboarding.close();
          await runtime.leases.release();
          await watch.close();
          telephonyEndpoints?.close();
          await closeOcr();
        },
        afterClose: async () => {
          if (ownsDb) await db.close();
        },
      };
    },
  });
  return { port: service.port, server: service.server, close: service.close, ...service.parts };
}

interface VoiceParts {
  db: Database;
  runtime: VoiceRuntime;
  watch: WatchServer;
}

/** A listening address other processes can dial (a wildcard bind is reached on loopback). */
function reachableHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
