import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEMO_ACCOUNTS, loadConfig as loadApiConfig, startApi } from '@fleet/api';
import { loadConfig as loadGatewayConfig, startGateway } from '@fleet/gateway';
import { createLogger, freePorts } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import {
  loadConfig as loadVoiceConfig,
  seedCampaignDemo,
  seedVoiceDemo,
  startVoice,
  type VoiceDemoAccount,
} from '@fleet/voice';
import { createEdgeServer } from '@fleet/web/server/edge';
import { embeddedCredentialsKey } from './credentials-key';
import { embeddedDatabaseLayout } from './database-layout';

export interface EmbeddedOptions {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  seedDemo: boolean;
  /** The origin users reach; defaults to http://localhost:{port}. */
  publicUrl?: string;
  logLevel?: string;
  /** DAT's identity and freight services for accounts' saved DAT settings (tests use a fake). */
  datIdentityUrl?: string;
  datFreightUrl?: string;
}

export interface RunningEmbedded {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The embedded default: the API, the voice service, the gateway and the web edge in one Node
 * process, on PGlite under dataDir, the gateway's in-process bus, local files and a mail outbox.
 * Services listen on loopback ports of their own and the edge routes to them exactly as the
 * production ingress does, so nothing here is a special code path.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<RunningEmbedded> {
  const logLevel = options.logLevel ?? 'info';
  const logger = createLogger('embedded', logLevel);
  const dataDir = path.resolve(options.dataDir);
  // Ports are chosen up front so the API and the voice service (opening their database, the slow
  // part of a cold start) can start side by side.
  const [apiPort, voicePort, gatewayPort] = await freePorts(3);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const voiceUrl = `http://127.0.0.1:${voicePort}`;
  const internal = { HOST: '127.0.0.1', LOG_LEVEL: logLevel };
  // The service token of the internal routes: the gateway presents it to the voice service
  // (upstream sockets) and to the API (which sessions ended); both check it.
  const voiceInternalToken = process.env.VOICE_INTERNAL_TOKEN || crypto.randomUUID();
  // Encrypts saved TMS and load-board secrets: the environment's key, else one generated on
  // first start and kept in the data directory (readable by this user only).
  const credentialsKey = await embeddedCredentialsKey(dataDir);
  const layout = embeddedDatabaseLayout(dataDir);
  logger.info({ layout: layout.kind, db: layout.api.dataDir }, 'embedded databases');

  const edge = createEdgeServer({
    distDir: options.distDir,
    apiUrl,
    voiceUrl,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    logger,
    hereEnabled: Boolean(process.env.HERE_API_KEY?.trim() || process.env.VITE_HERE_API_KEY?.trim()),
  });
  const edgePort = await listen(edge, options.port, options.host);
  const publicUrl = options.publicUrl ?? `http://localhost:${edgePort}`;

  const [api, voice, gateway] = await Promise.all([
    startApi(
      loadApiConfig({
        ...internal,
        PORT: String(apiPort),
        DATA_DIR: layout.api.dataDir,
        DATABASE_SCHEMA: layout.api.schema,
        OUTBOX_DIR: path.join(dataDir, 'outbox'),
        PUBLIC_URL: publicUrl,
        SEED_DEMO: String(options.seedDemo),
        FLEET_SYNC_INTERVAL_MS: process.env.FLEET_SYNC_INTERVAL_MS,
        FLEET_SIM_SPEED: process.env.FLEET_SIM_SPEED,
        HERE_API_KEY: process.env.HERE_API_KEY,
        VOICE_INTERNAL_TOKEN: voiceInternalToken,
        FLEET_CREDENTIALS_KEY: credentialsKey,
        DAT_IDENTITY_URL: options.datIdentityUrl,
        DAT_FREIGHT_URL: options.datFreightUrl,
      }),
    ),
    startVoice(
      loadVoiceConfig({
        ...internal,
        PORT: String(voicePort),
        DATA_DIR: layout.voice.dataDir,
        DATABASE_SCHEMA: layout.voice.schema,
        API_URL: apiUrl,
        VOICE_INTERNAL_TOKEN: voiceInternalToken,
        VOICE_TIME_SCALE: process.env.VOICE_TIME_SCALE,
        VOICE_APPROVAL_TIMEOUT_MS: process.env.VOICE_APPROVAL_TIMEOUT_MS,
      }),
    ),
    startGateway(
      loadGatewayConfig({
        ...internal,
        PORT: String(gatewayPort),
        API_URL: apiUrl,
        VOICE_URL: voiceUrl,
        VOICE_INTERNAL_TOKEN: voiceInternalToken,
      }),
    ),
  ]);

  if (options.seedDemo) await seedVoiceDemoAccounts(api.api.db, voice.db);

  let closing: Promise<void> | undefined;
  return {
    url: publicUrl,
    port: edgePort,
    close() {
      closing ??= (async () => {
        edge.closeAllConnections();
        await new Promise<void>((resolve) => edge.close(() => resolve()));
        await gateway.close();
        await Promise.all([voice.close(), api.close()]);
      })();
      return closing;
    },
  };
}

/**
 * The demo accounts arrive with Voice AI signup done and approved (the provider's team approves
 * real accounts; see `pnpm voice-admin`), so the demo can book loads at once.
 */
async function seedVoiceDemoAccounts(apiDb: Database, voiceDb: Database): Promise<void> {
  const accounts: VoiceDemoAccount[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const [row] = await apiDb.query<{ id: string }>(
      'SELECT id::text AS id FROM accounts WHERE name = $1',
      [demo.name],
    );
    if (!row) continue;
    accounts.push({
      accountId: row.id,
      useCase: demo.useCase,
      callerId: demo.useCase === 'carrier' ? '+12145550142' : '+13125550177',
      // The company the agent introduces itself for (a carrier's MC; a brokerage's own name).
      carrierInfo: {
        representative_name: demo.user.displayName,
        company_name: demo.name,
        mc_number: demo.useCase === 'carrier' ? 'MC-784512' : 'MC-912233',
        base_location: demo.useCase === 'carrier' ? 'Dallas, TX' : 'Chicago, IL',
        timezone: 'US/Central',
        email: demo.user.email,
        phone: demo.useCase === 'carrier' ? '+1-214-555-0142' : '+1-312-555-0177',
        equipment_type: '',
      },
    });
  }
  await seedVoiceDemo(voiceDb, accounts);
  for (const demo of DEMO_ACCOUNTS) {
    if (demo.useCase !== 'broker') continue;
    const [user] = await apiDb.query<{ id: string; account_id: string }>(
      'SELECT id::text AS id, account_id::text AS account_id FROM users WHERE email = $1',
      [demo.user.email],
    );
    if (user) await seedCampaignDemo(voiceDb, user.account_id, user.id);
  }
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}
