import { isAbsolute, resolve } from 'node:path';
import { parseEnv } from '@fleet/service-kit';
import { schemaNameSchema } from '@fleet/service-kit/db';
import { z } from 'zod';

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Environment of the voice service, validated once at start (documented in the README). */
export const voiceEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3002),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The API: its JWKS verifies tokens and its introspection endpoint says a session is live. */
  API_URL: z.url().default('http://127.0.0.1:3001'),
  /** PostgreSQL. Without it the service runs on PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data/voice'),
  /**
   * The schema this service's tables live in (default public). Lets services share one database:
   * the embedded default keeps the API and the voice service in one PGlite cluster this way.
   */
  DATABASE_SCHEMA: schemaNameSchema.default('public'),
  LOG_LEVEL: logLevelSchema.optional(),
  /**
   * The service token the gateway presents on the upstream WebSocket (`Authorization: Bearer`).
   * Unset (development only): the watch socket accepts a user token whose account owns the call.
   */
  VOICE_INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Where the other voice replicas reach this one (e.g. http://voice-2:8090); they hand it the
   * controls and watch sockets of the calls it runs. Default: the listening address (one host).
   */
  VOICE_REPLICA_URL: z.url().optional(),
  /** Agent and telephony time: 1 = real time, 0.01 = a hundred times faster (tests, demos). */
  VOICE_TIME_SCALE: z.coerce.number().positive().max(100).default(1),
  /** Caller id (E.164) for accounts without a verified one of their own. */
  VOICE_CALLER_ID: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +13125550100')
    .default('+13125550100'),
  /** How long the agent waits for the dispatcher's approval (agent time, scaled). */
  VOICE_APPROVAL_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(120_000),
  /** Default of the skip-carrier-info setting (step 2 of the wizard); per account overridable. */
  VOICE_SKIP_CARRIER_INFO: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Seed of the simulated telephony (same seed, same far-end behaviour); random when unset. */
  VOICE_TELEPHONY_SEED: z.coerce.number().int().optional(),
  /** Which telephony provider places calls (src/providers/index.ts selects it at start). */
  TELEPHONY_PROVIDER: z.enum(['simulated', 'twilio']).default('simulated'),
  /** Twilio (TELEPHONY_PROVIDER=twilio): the account and its auth token. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** Twilio's REST API (a local fake in tests). */
  TWILIO_API_BASE_URL: z.url().default('https://api.twilio.com'),
  /** Where Twilio reaches this service: status callbacks (https) and media streams (wss). */
  VOICE_PUBLIC_URL: z.url().optional(),
  /** Deepgram, the speech engine of the Twilio provider (text to speech, speech to text). */
  DEEPGRAM_API_KEY: z.string().min(1).optional(),
  DEEPGRAM_API_BASE_URL: z.url().default('https://api.deepgram.com'),
  /** Calls running at once per account; one more gets 429. */
  VOICE_MAX_ACTIVE_CALLS: z.coerce.number().int().min(1).max(1_000).default(10),
  /** How often a running call's state is written (the end is always written at once). */
  VOICE_FLUSH_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** Interval of pings on watch sockets; one that missed the previous ping is terminated. */
  VOICE_WS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Replicas: how long a running call's lease holds past its last renewal. A replica that stops
   * has its calls failed by another within VOICE_LEASE_MS + VOICE_LEASE_SWEEP_MS.
   */
  VOICE_LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(6_000),
  /** How often a replica renews the leases of its calls (at most half of VOICE_LEASE_MS). */
  VOICE_LEASE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(2_000),
  /** How often a replica fails the calls of others whose lease ran out. */
  VOICE_LEASE_SWEEP_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
});

/** The environment with its cross-field rules (a lease outlives two heartbeats). */
const voiceEnvRules = voiceEnvSchema.refine(
  (e) => e.VOICE_LEASE_HEARTBEAT_MS * 2 <= e.VOICE_LEASE_MS,
  {
    path: ['VOICE_LEASE_HEARTBEAT_MS'],
    message: 'must be at most half of VOICE_LEASE_MS',
  },
);

export interface VoiceConfig {
  port: number;
  host: string;
  apiUrl: string;
  databaseUrl?: string;
  /** Absolute PGlite data directory (used when databaseUrl is absent). */
  dataDir: string;
  /** DATABASE_SCHEMA. */
  databaseSchema: string;
  logLevel?: z.infer<typeof logLevelSchema>;
  internalToken?: string;
  /** VOICE_REPLICA_URL: this replica's address for the others; the listening one when unset. */
  replicaUrl?: string;
  timeScale: number;
  defaultCallerId: string;
  approvalTimeoutMs: number;
  skipCarrierInfo: boolean;
  telephonySeed?: number;
  /** The telephony provider and what a real one needs (checked by selectTelephony at start). */
  telephony: TelephonyConfig;
  maxActiveCalls: number;
  flushIntervalMs: number;
  wsHeartbeatMs: number;
  /** Call leases between replicas (VOICE_LEASE_*). */
  leases: { ttlMs: number; heartbeatMs: number; sweepMs: number };
}

export interface TelephonyConfig {
  provider: 'simulated' | 'twilio';
  publicUrl?: string;
  twilio: { accountSid?: string; authToken?: string; apiBaseUrl: string };
  deepgram: { apiKey?: string; apiBaseUrl: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): VoiceConfig {
  const e = parseEnv(voiceEnvRules, env, 'voice');
  return {
    port: e.PORT,
    host: e.HOST,
    apiUrl: e.API_URL,
    databaseUrl: e.DATABASE_URL,
    // Relative to where the command was typed (pnpm's INIT_CWD), as the API does, so
    // `pnpm --filter @fleet/voice start` at the root uses ./data/voice of the root.
    dataDir: isAbsolute(e.DATA_DIR)
      ? e.DATA_DIR
      : resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseSchema: e.DATABASE_SCHEMA,
    logLevel: e.LOG_LEVEL,
    internalToken: e.VOICE_INTERNAL_TOKEN,
    replicaUrl: e.VOICE_REPLICA_URL,
    timeScale: e.VOICE_TIME_SCALE,
    defaultCallerId: e.VOICE_CALLER_ID,
    approvalTimeoutMs: e.VOICE_APPROVAL_TIMEOUT_MS,
    skipCarrierInfo: e.VOICE_SKIP_CARRIER_INFO,
    telephonySeed: e.VOICE_TELEPHONY_SEED,
    telephony: {
      provider: e.TELEPHONY_PROVIDER,
      publicUrl: e.VOICE_PUBLIC_URL,
      twilio: {
        accountSid: e.TWILIO_ACCOUNT_SID,
        authToken: e.TWILIO_AUTH_TOKEN,
        apiBaseUrl: e.TWILIO_API_BASE_URL,
      },
      deepgram: { apiKey: e.DEEPGRAM_API_KEY, apiBaseUrl: e.DEEPGRAM_API_BASE_URL },
    },
    maxActiveCalls: e.VOICE_MAX_ACTIVE_CALLS,
    flushIntervalMs: e.VOICE_FLUSH_INTERVAL_MS,
    wsHeartbeatMs: e.VOICE_WS_HEARTBEAT_MS,
    leases: {
      ttlMs: e.VOICE_LEASE_MS,
      heartbeatMs: e.VOICE_LEASE_HEARTBEAT_MS,
      sweepMs: e.VOICE_LEASE_SWEEP_MS,
    },
  };
}
