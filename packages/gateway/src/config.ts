import { z } from 'zod';

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Environment of the gateway, validated once at start (documented in the README). */
export const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3003),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The API: its JWKS verifies tokens and its introspection endpoint says a session is live. */
  API_URL: z.url().default('http://127.0.0.1:3001'),
  /** The voice service, upstream of every topic (used from a later issue on). */
  VOICE_URL: z.url().default('http://127.0.0.1:3002'),
  /** Coordination between instances; without it the gateway runs as a single instance. */
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: logLevelSchema.optional(),
  /** Interval of ws pings; a socket that has not answered the previous ping is terminated. */
  HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /** Upper bound for verifying a socket's token before it is closed with 4408. */
  AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = gatewayEnvSchema.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    apiUrl: e.API_URL,
    voiceUrl: e.VOICE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    heartbeatIntervalMs: e.HEARTBEAT_INTERVAL_MS,
    authTimeoutMs: e.AUTH_TIMEOUT_MS,
  };
}

/** `FOO=` in a compose file means "not set", not "set to the empty string". */
function emptyAsUnset(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}
