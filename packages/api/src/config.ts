import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parseEnv, trustProxySchema } from '@fleet/service-kit';
import { schemaNameSchema } from '@fleet/service-kit/db';
import { z } from 'zod';
import { parseCredentialsKey } from './fleet/domain/credentials-cipher';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './identity/domain/rate-limits';
import { HERE_ROUTING_URL } from './providers/routing/here';
import { type FileStorageSettings, parseStorageUrl } from './providers/storage';

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const booleanSchema = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Environment of the API, validated once at start (documented in the README). */
export const apiEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data/api'),
  /**
   * The schema this service's tables live in (default public). Lets services share one database:
   * the embedded default keeps the API and the voice service in one PGlite cluster this way.
   */
  DATABASE_SCHEMA: schemaNameSchema.default('public'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Fleet Monitor <no-reply@fleet.local>'),
  OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  JWT_PRIVATE_KEY: z
    .string()
    .includes('PRIVATE KEY', { message: 'must be a PEM private key' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SEED_DEMO: booleanSchema.default(false),
  LOG_LEVEL: logLevelSchema.optional(),
  /**
   * Express "trust proxy": the proxies (IPs, CIDRs or loopback/linklocal/uniquelocal) whose
   * X-Forwarded-For gives the client IP for rate limits. Only the edge on this machine by default.
   */
  TRUST_PROXY: trustProxySchema,
  /** Service token of the internal routes (the gateway's session check); unset (dev) = no check. */
  VOICE_INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How often fleet data is pulled from the providers and the engines run; 0 turns it off. */
  FLEET_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Speed of the simulated fleet's clock relative to real time (demos may run it faster). */
  FLEET_SIM_SPEED: z.coerce.number().positive().max(3600).default(1),
  /**
   * Encrypts the secrets of fleet sources (a TMS client secret) at rest: 32 bytes as base64 or
   * hex. Needed by any account connected to a TMS (Alvys) and by the command that connects one.
   */
  FLEET_CREDENTIALS_KEY: z
    .string()
    .transform((value, context) => {
      try {
        return parseCredentialsKey(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  /**
   * Where route legs come from: `here` (HERE Routing v8, truck mode; needs HERE_API_KEY) or
   * `offline` (the built-in estimate). Unset: `here` when a key is set, else `offline`.
   */
  ROUTING_PROVIDER: z.enum(['here', 'offline']).optional(),
  /** HERE API key: route legs from HERE Routing v8 (truck mode); absent → the offline estimate. */
  HERE_API_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]{8,256}$/, 'must be a HERE API key (letters, digits, _ and -)')
    .optional(),
  /** Where HERE Routing v8 lives (tests and proxies point it elsewhere). */
  HERE_ROUTING_URL: z.url({ protocol: /^https?$/ }).default(HERE_ROUTING_URL),
  /** How long one HERE route request may take before the leg is estimated instead. */
  HERE_ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** DAT's identity and freight services (accounts' saved DAT settings; tests point them at a fake). */
  DAT_IDENTITY_URL: z.url({ protocol: /^https?$/ }).optional(),
  DAT_FREIGHT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Truckstop's LoadSearch web service, and the integrator's login sent with each integration id. */
  TRUCKSTOP_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUCKSTOP_USERNAME: z.string().optional(),
  TRUCKSTOP_PASSWORD: z.string().optional(),
  /**
   * Uploaded files in an S3-compatible bucket:
   * s3://KEY:SECRET@host:port/bucket?region=…&forcePathStyle=true (s3+http:// without TLS).
   * Unset: on the local disk in FILES_DIR.
   */
  FILE_STORAGE_URL: z
    .string()
    .transform((value, context) => {
      try {
        return parseStorageUrl(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  /** Uploaded files on the local disk (no FILE_STORAGE_URL); default: `files` beside DATA_DIR. */
  FILES_DIR: z.string().min(1).optional(),
  /** Uploads one account may run at the same time (per API process); more answer 429. */
  UPLOADS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(3),
  /** How often the recurring-task scheduler looks for due occurrences; 0: only at start. */
  TASKS_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * Optional language model (any OpenAI-compatible chat-completions endpoint, e.g.
   * https://api.openai.com/v1) asked to refine the rate-confirmation fields read with a low
   * confidence. LLM_BASE_URL and LLM_MODEL go together; none set: no model (the default).
   */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().trim().min(1).optional(),
  LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  /** How long one refinement may take before the built-in values are answered alone. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  /** Fields read with a confidence below this are the ones the model is asked about. */
  LLM_REFINE_BELOW: z.coerce.number().min(0).max(1).default(0.7),
});

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /** Absolute PGlite data directory (used when databaseUrl is absent). */
  dataDir: string;
  /** DATABASE_SCHEMA. */
  databaseSchema: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Absolute directory for .eml files when no SMTP server is configured. */
  outboxDir: string;
  jwtPrivateKey?: string;
  redisUrl?: string;
  seedDemo: boolean;
  logLevel?: z.infer<typeof logLevelSchema>;
  trustProxy: string;
  internalToken?: string;
  rateLimits: RateLimitSettings;
  fleetSyncIntervalMs: number;
  fleetSimSpeed: number;
  /** FLEET_CREDENTIALS_KEY (32 bytes): encrypts fleet sources' secrets; unset → no TMS source. */
  fleetCredentialsKey?: Buffer;
  /** `here` or `offline`; unset: `here` when keyed (providers/index.ts selectRouting). */
  routingProvider?: 'here' | 'offline';
  /** Set: route legs come from HERE Routing v8; unset: from the offline estimate. */
  hereApiKey?: string;
  hereRoutingUrl: string;
  hereRoutingTimeoutMs: number;
  /** Where the DAT and Truckstop clients of accounts with saved load-board settings go. */
  loadboards: {
    datIdentityUrl?: string;
    datFreightUrl?: string;
    truckstopUrl?: string;
    truckstopUserName?: string;
    truckstopPassword?: string;
  };
  /** Where uploaded files go: the bucket of FILE_STORAGE_URL, else the local FILES_DIR. */
  fileStorage: FileStorageSettings;
  /** Uploads one account may run at once in this process; more answer 429. */
  uploadsPerAccount: number;
  /** The recurring-task scheduler's interval (ms); 0: a pass at start only. */
  tasksSchedulerIntervalMs: number;
  /** The optional LLM refinement of rate confirmations (providers/llm selectLlm). */
  llm: {
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    timeoutMs: number;
    refineBelow: number;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const e = parseEnv(apiEnvSchema, env, 'API');
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: absolute(base, e.DATA_DIR),
    databaseSchema: e.DATABASE_SCHEMA,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: absolute(base, e.OUTBOX_DIR),
    jwtPrivateKey: e.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    internalToken: e.VOICE_INTERNAL_TOKEN,
    rateLimits: DEFAULT_RATE_LIMITS,
    fleetSyncIntervalMs: e.FLEET_SYNC_INTERVAL_MS,
    fleetSimSpeed: e.FLEET_SIM_SPEED,
    fleetCredentialsKey: e.FLEET_CREDENTIALS_KEY,
    hereApiKey: e.HERE_API_KEY,
    hereRoutingUrl: e.HERE_ROUTING_URL,
    routingProvider: e.ROUTING_PROVIDER,
    hereRoutingTimeoutMs: e.HERE_ROUTING_TIMEOUT_MS,
    loadboards: {
      datIdentityUrl: e.DAT_IDENTITY_URL,
      datFreightUrl: e.DAT_FREIGHT_URL,
      truckstopUrl: e.TRUCKSTOP_URL,
      truckstopUserName: e.TRUCKSTOP_USERNAME,
      truckstopPassword: e.TRUCKSTOP_PASSWORD,
    },
    // Beside the PGlite directory rather than in it (that one is PostgreSQL's own): ./data/files.
    fileStorage: e.FILE_STORAGE_URL ?? {
      kind: 'local',
      dir: e.FILES_DIR
        ? absolute(base, e.FILES_DIR)
        : join(dirname(absolute(base, e.DATA_DIR)), 'files'),
    },
    uploadsPerAccount: e.UPLOADS_PER_ACCOUNT,
    tasksSchedulerIntervalMs: e.TASKS_SCHEDULER_INTERVAL_MS,
    llm: {
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      timeoutMs: e.LLM_TIMEOUT_MS,
      refineBelow: e.LLM_REFINE_BELOW,
    },
  };
}

/**
 * Relative paths count from where the command was typed (pnpm's INIT_CWD), so
 * `pnpm --filter @fleet/api start` and `pnpm admin` at the root share one ./data/api.
 */
function absolute(base: string, path: string): string {
  return isAbsolute(path) ? path : resolve(base, path);
}
