import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig as loadApiConfig, type StartedApi, startApi } from '@fleet/api';
import {
  AUTH_PATHS,
  callBrokerResponseSchema,
  type SessionTokens,
  VOICE_PATHS,
} from '@fleet/contracts';
import { loadConfig as loadGatewayConfig, type StartedGateway, startGateway } from '@fleet/gateway';
import { connect, type TestSocket } from '@fleet/gateway/testing';
import { createLogger } from '@fleet/service-kit';
import { createDatabase } from '@fleet/service-kit/db';
import {
  loadConfig as loadVoiceConfig,
  type StartedVoice,
  seedVoiceDemo,
  startVoice,
} from '@fleet/voice';
import { bookingBody, requestJson } from '@fleet/voice/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeServer } from '../../packages/web/server/edge';
import { composeEnvironments, localize } from './compose-env';

/**
 * The compose stack as docker-compose.yml configures it, on this machine: the api, the voice
 * service, two gateway replicas on Redis and the web edge, each configured by its own loadConfig
 * from the environment the compose file gives that service (hosts rewritten to 127.0.0.1, random
 * ports, fresh PostgreSQL databases). A dispatcher signs in through the edge, starts a call to the
 * simulated broker "load already covered" (…0005) and watches it through the gateways to its end.
 * It runs in this process (config, wiring and wire are the same; no image build).
 */

const COMPOSE_FILE = resolve(import.meta.dirname, '../../docker-compose.yml');
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const PG = new URL(ADMIN_URL);
const CARRIER = { email: 'dispatcher@demo.test', password: 'dispatch-demo' };
const COVERED = '+12145550005';
const logger = createLogger('compose-smoke', 'silent');

/** What an operator puts in the .env beside the compose file. */
const operatorVars = {
  VOICE_INTERNAL_TOKEN: randomBytes(24).toString('hex'),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'silent',
};

const suffix = randomBytes(4).toString('hex');
const databases = { fleet_api: `compose_${suffix}_api`, fleet_voice: `compose_${suffix}_voice` };
const closers: Array<() => Promise<void>> = [];
let edgeUrl = '';
let gatewayUrls: string[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  for (const db of Object.values(databases)) await admin(`CREATE DATABASE ${db}`);
  closers.push(async () => {
    for (const db of Object.values(databases)) {
      await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    }
  });
  const compose = await composeEnvironments(COMPOSE_FILE, operatorVars);
  const hosts: Record<string, string> = {
    postgres: `${PG.username ? `${PG.username}@` : ''}${PG.hostname}:${PG.port || 5432}`,
    redis: `${REDIS.hostname}:${REDIS.port || 6379}`,
  };
  const envOf = (service: string): Record<string, string> => {
    const env = compose[service];
    if (!env) throw new Error(`docker-compose.yml has no service ${service}`);
    // PORT 0: a free port; the others reach the service at the port it got.
    return { ...localize(env, hosts, databases), PORT: '0', HOST: '127.0.0.1' };
  };

  const outbox = await mkdtemp(join(tmpdir(), 'compose-smoke-'));
  closers.push(() => rm(outbox, { recursive: true, force: true }));
  const api: StartedApi = await startApi(
    loadApiConfig({
      ...envOf('api'),
      OUTBOX_DIR: outbox,
      DATA_DIR: outbox,
      FLEET_SYNC_INTERVAL_MS: '0',
    }),
    { logger, rateLimitPrefix: `compose-${suffix}` },
  );
  closers.push(() => api.close());
  hosts.api = `127.0.0.1:${api.port}`;

  const voice: StartedVoice = await startVoice(
    // Time runs 500 times faster than a real call; the rest is the compose file's.
    loadVoiceConfig({ ...envOf('voice'), VOICE_TIME_SCALE: '0.002', VOICE_TELEPHONY_SEED: '7' }),
    { logger },
  );
  closers.push(() => voice.close());
  hosts.voice = `127.0.0.1:${voice.port}`;

  const gateways: StartedGateway[] = [];
  for (let i = 0; i < 2; i++) {
    const gateway = await startGateway(
      loadGatewayConfig({ ...envOf('gateway'), REDIS_KEY_PREFIX: `compose-${suffix}:` }),
      { logger },
    );
    closers.push(() => gateway.close());
    gateways.push(gateway);
  }
  gatewayUrls = gateways.map((g) => `ws://127.0.0.1:${g.port}`);
  hosts.gateway = `127.0.0.1:${gateways[0]!.port}`;

  const web = envOf('web');
  const edge = createEdgeServer({
    distDir: outbox,
    apiUrl: web.API_URL!,
    voiceUrl: web.VOICE_URL!,
    gatewayUrl: web.GATEWAY_URL!,
    logger,
  });
  await new Promise<void>((done) => edge.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise<void>((done) => edge.close(() => done())));
  edgeUrl = `http://127.0.0.1:${portOf(edge)}`;

  // What the provider's team does through support: the demo carrier may place calls.
  const carrier = await signIn();
  const voiceDb = await createDatabase({ url: envOf('voice').DATABASE_URL });
  try {
    await seedVoiceDemo(voiceDb, [
      {
        accountId: carrier.user.account_id,
        useCase: 'carrier',
        callerId: '+12145550142',
        carrierInfo: null,
      },
    ]);
  } finally {
    await voiceDb.close();
  }
}, 120_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

async function signIn(): Promise<SessionTokens> {
  const response = await fetch(`${edgeUrl}${AUTH_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CARRIER),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()) as SessionTokens;
}

type Frame = { type: string; seq?: number; status?: string };
const framesOf = (socket: TestSocket) => socket.messages as Frame[];

describe('the compose stack, started from docker-compose.yml', () => {
  it('when a dispatcher starts a call, then every tab watches it through the gateways to its end', async () => {
    const session = await signIn();
    const started = await requestJson(
      `${edgeUrl}`,
      'POST',
      VOICE_PATHS.callBroker,
      session.access_token,
      bookingBody(COVERED, { dispatcher_approval_required: false }),
    );
    expect(started.status).toBe(200);
    const callId = callBrokerResponseSchema.parse(started.body).uid;

    const wsEdge = edgeUrl.replace('http:', 'ws:');
    const tabs = [
      connect(`${wsEdge}/voice/watch/${callId}?token=${session.access_token}`),
      // The second replica, as the compose network's round robin would pick it.
      connect(`${gatewayUrls[1]}/voice/watch/${callId}?token=${session.access_token}`),
    ];
    // The call takes about a second at this time scale; a stack that cannot reach the voice
    // service (the old compose file) leaves the tabs waiting for ever: give up, and say why.
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      Promise.all(tabs.map((tab) => tab.closed)),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          for (const tab of tabs) tab.ws.terminate();
          const statuses = tabs.map((tab) =>
            framesOf(tab)
              .filter((f) => f.type === 'gateway_status')
              .map((f) => f.status),
          );
          reject(
            new Error(`the tabs never saw the call end; statuses: ${JSON.stringify(statuses)}`),
          );
        }, 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    for (const [i, tab] of tabs.entries()) {
      expect(closed[i], `tab ${i}`).toEqual({ code: 1000, reason: 'topic ended' });
      const events = framesOf(tab).filter((f) => typeof f.seq === 'number');
      expect(events.length, `tab ${i} events`).toBeGreaterThan(0);
      expect(events.some((e) => e.type === 'update_conversation')).toBe(true);
      expect(events.at(-1)).toMatchObject({ type: 'connection_status' });
      expect(framesOf(tab).some((f) => f.type === 'gateway_status' && f.status === 'live')).toBe(
        true,
      );
    }
  }, 60_000);
});
