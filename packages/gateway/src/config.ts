import { parseEnv } from '@fleet/service-kit';
import { z } from 'zod';

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Environment of the gateway, validated once at start (documented in the README). */
export const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3003),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The API: its JWKS verifies tokens and its introspection endpoint says a session is live. */
  API_URL: z.url().default('http://127.0.0.1:3001'),
  /** The voice service: upstream of every topic, and who owns a topic. */
  VOICE_URL: z.url().default('http://127.0.0.1:3002'),
  /** Service token the gateway presents upstream (`Authorization: Bearer`); optional in dev. */
  VOICE_INTERNAL_TOKEN: z.string().min(1).optional(),
  /** Coordination between instances; without it the gateway runs as a single instance. */
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: logLevelSchema.optional(),
  /** Interval of ws pings; a socket that has not answered the previous ping is terminated. */
  HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /** Upper bound for verifying a socket's token before it is closed with 4408. */
  AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often the API is asked which sessions behind open sockets have ended (then 4401). */
  SESSION_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Prefix of the gateway's Redis keys and channels. */
  REDIS_KEY_PREFIX: z.string().min(1).default('gw:'),
  /** This instance's name in leases and presence; default host-pid-random. */
  GATEWAY_INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .optional(),
  /** A socket whose unsent bytes pass this is closed with 1013 gateway/slow-consumer. */
  SLOW_CLIENT_BUFFER_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Lease on a topic's upstream; renewed every ~TTL/4; a dead owner is replaced after ≤ TTL. */
  LEASE_TTL_MS: z.coerce.number().int().min(200).default(3_000),
  /** How long an upstream (and a Redis subscription) outlives its last subscriber. */
  GRACE_MS: z.coerce.number().int().min(0).default(5_000),
  /** Events kept per topic for late joiners and resumes. */
  REPLAY_MAX: z.coerce.number().int().min(1).max(100_000).default(200),
  /** How long the voice service's "this topic is yours" is reused. */
  TOPIC_AUTH_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /** Upstream reconnect backoff: full jitter between 0 and min(max, min·2^attempt). */
  UPSTREAM_BACKOFF_MIN_MS: z.coerce.number().int().min(10).default(250),
  UPSTREAM_BACKOFF_MAX_MS: z.coerce.number().int().min(10).default(10_000),
});

export interface GatewayConfig {
  port: number;
  host: string;
  apiUrl: string;
  voiceUrl: string;
  redisUrl?: string;
  logLevel?: z.infer<typeof logLevelSchema>;
  heartbeatIntervalMs: number;
  authTimeoutMs: number;
  sessionCheckIntervalMs: number;
  voiceInternalToken?: string;
  redisKeyPrefix: string;
  instanceId?: string;
  slowClientBufferBytes: number;
  leaseTtlMs: number;
  graceMs: number;
  replayMax: number;
  topicAuthCacheMs: number;
  upstreamBackoffMinMs: number;
  upstreamBackoffMaxMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = parseEnv(gatewayEnvSchema, env, 'gateway');
  return {
    port: e.PORT,
    host: e.HOST,
    apiUrl: e.API_URL,
    voiceUrl: e.VOICE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    heartbeatIntervalMs: e.HEARTBEAT_INTERVAL_MS,
    authTimeoutMs: e.AUTH_TIMEOUT_MS,
    sessionCheckIntervalMs: e.SESSION_CHECK_INTERVAL_MS,
    voiceInternalToken: e.VOICE_INTERNAL_TOKEN,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    instanceId: e.GATEWAY_INSTANCE_ID,
    slowClientBufferBytes: e.SLOW_CLIENT_BUFFER_BYTES,
    leaseTtlMs: e.LEASE_TTL_MS,
    graceMs: e.GRACE_MS,
    replayMax: e.REPLAY_MAX,
    topicAuthCacheMs: e.TOPIC_AUTH_CACHE_MS,
    upstreamBackoffMinMs: e.UPSTREAM_BACKOFF_MIN_MS,
    upstreamBackoffMaxMs: e.UPSTREAM_BACKOFF_MAX_MS,
  };
}
