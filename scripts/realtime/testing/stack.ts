import { randomBytes } from 'node:crypto';
import { startIdentity, type TestIdentity } from '@fleet/api/test-support';
import {
  type CallDetail,
  callBrokerResponseSchema,
  callDetailSchema,
  type SessionTokens,
  VOICE_PATHS,
} from '@fleet/contracts';
import { loadConfig as loadGatewayConfig, type StartedGateway, startGateway } from '@fleet/gateway';
import { connect, type TestSocket } from '@fleet/gateway/testing';
import { createLogger } from '@fleet/service-kit';
import { createDatabase, type Database } from '@fleet/service-kit/db';
import {
  loadConfig as loadVoiceConfig,
  type StartedVoice,
  seedVoiceDemo,
  startVoice,
} from '@fleet/voice';
import { bookingBody, requestJson, signInBroker } from '@fleet/voice/testing';
import { Redis } from 'ioredis';

/**
 * The realtime path with nothing faked: the real API in-process (tokens, JWKS, introspection),
 * the real voice service (simulated telephony, PGlite in memory) and real gateways in front of it
 * (in-process coordination, or Redis with a key prefix of their own).
 */

const logger = createLogger('realtime-test', (process.env.TEST_LOG as 'info') ?? 'silent');
const INTERNAL_TOKEN = `internal-${randomBytes(12).toString('hex')}`;

/** The simulated broker who counters, concedes and agrees inside the desired range. */
export const NEGOTIATOR = '+12145550006';

export interface Services {
  identity: TestIdentity;
  voice: StartedVoice;
  voiceUrl: string;
  /** The demo carrier (dispatcher), approved for Voice AI. */
  carrier: SessionTokens;
  /** The demo broker: another account. */
  broker: SessionTokens;
  close(): Promise<void>;
}

/** The API and the voice service, shared by every gateway of a test file. */
export async function startServices(): Promise<Services> {
  const identity = await startIdentity();
  let db: Database | undefined;
  let voice: StartedVoice | undefined;
  try {
    const carrier = await identity.signIn();
    const broker = await signInBroker(identity.apiUrl);
    db = await createDatabase();
    voice = await startVoice(
      {
        ...loadVoiceConfig({
          API_URL: identity.apiUrl,
          VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN,
          VOICE_TIME_SCALE: '0.002',
          // Call time: at 0.002 this is 36 s of real time, far beyond any wait of the tests.
          VOICE_APPROVAL_TIMEOUT_MS: '18000000',
          VOICE_FLUSH_INTERVAL_MS: '20',
          VOICE_TELEPHONY_SEED: '7',
        }),
        port: 0,
        host: '127.0.0.1',
      },
      { db, logger },
    );
    // What the provider's team does through support: the carrier may now place calls.
    await seedVoiceDemo(db, [
      {
        accountId: carrier.user.account_id,
        useCase: 'carrier',
        callerId: '+12145550142',
        carrierInfo: null,
      },
    ]);
    const started = voice;
    const database = db;
    return {
      identity,
      voice: started,
      voiceUrl: `http://127.0.0.1:${started.port}`,
      carrier,
      broker,
      async close() {
        await started.close();
        await database.close();
        await identity.close();
      },
    };
  } catch (error) {
    await voice?.close();
    await db?.close();
    await identity.close();
    throw error;
  }
}

export interface Gateway {
  started: StartedGateway;
  ws: string;
}

/** Gateways in front of the voice service; on Redis `count` instances, else one. */
export async function startGateways(
  services: Services,
  options: { redisUrl?: string; prefix: string; count: number },
): Promise<Gateway[]> {
  const list: Gateway[] = [];
  try {
    for (let i = 0; i < (options.redisUrl ? options.count : 1); i++) {
      const started = await startGateway(
        {
          ...loadGatewayConfig({
            API_URL: services.identity.apiUrl,
            VOICE_URL: services.voiceUrl,
            VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN,
          }),
          port: 0,
          host: '127.0.0.1',
          redisUrl: options.redisUrl,
          redisKeyPrefix: options.prefix,
          leaseTtlMs: 1_000,
          graceMs: 500,
          upstreamBackoffMinMs: 20,
          upstreamBackoffMaxMs: 200,
        },
        { logger },
      );
      list.push({ started, ws: `ws://127.0.0.1:${started.port}` });
    }
  } catch (error) {
    await Promise.all(list.map((g) => g.started.close()));
    throw error;
  }
  return list;
}

/** Deletes every Redis key under the prefix (the gateways' leases, counters, logs, presence). */
export async function dropRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A browser tab: `/voice/watch/{callId}?token=…[&since=N]` on a gateway. */
export function openTab(
  gateway: Gateway,
  callId: string,
  token: string,
  options: { since?: number } = {},
): TestSocket {
  const since = options.since === undefined ? '' : `&since=${options.since}`;
  return connect(`${gateway.ws}/voice/watch/${callId}?token=${token}${since}`);
}

/** The voice service's HTTP API, as the dispatcher's browser calls it. */
export async function voiceCall(
  services: Services,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return requestJson(services.voiceUrl, method, path, token, body);
}

/** Starts a full-booking call (approval required) to the negotiating broker; its id. */
export async function startBookingCall(services: Services): Promise<string> {
  const response = await voiceCall(
    services,
    'POST',
    VOICE_PATHS.callBroker,
    services.carrier.access_token,
    bookingBody(NEGOTIATOR),
  );
  if (response.status !== 200) {
    throw new Error(`call-broker answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return callBrokerResponseSchema.parse(response.body).uid;
}

/** The dispatcher's answer to the approval request (POST /voice/sessions/update). */
export function sessionUpdate(
  services: Services,
  callId: string,
  update: 'LOAD_APPROVAL' | 'TERMINATE_CALL',
) {
  return voiceCall(
    services,
    'POST',
    `${VOICE_PATHS.sessionsUpdate}?uid=${callId}`,
    services.carrier.access_token,
    { update_type: update, context_update: {} },
  );
}

export async function callDetail(services: Services, callId: string): Promise<CallDetail> {
  const response = await voiceCall(
    services,
    'GET',
    `${VOICE_PATHS.calls}/${callId}`,
    services.carrier.access_token,
  );
  if (response.status !== 200) throw new Error(`GET /voice/calls answered ${response.status}`);
  return callDetailSchema.parse(response.body);
}

/**
 * Samples how many upstream sockets the voice service holds for a call, every few ms, from now
 * until stop(): the run of values shows whether the upstream ever closed and came back.
 */
export function sampleUpstreams(voice: StartedVoice, callId: string, everyMs = 5) {
  const samples: number[] = [];
  const sample = () => {
    const now = voice.watch.connections(callId);
    if (now !== samples.at(-1)) samples.push(now);
    return now;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    /** The distinct successive values, e.g. [0, 1, 0]. */
    samples,
    /** Takes a sample now. */
    now: sample,
    stop: () => clearInterval(timer),
  };
}
