import { isAbsolute, resolve } from 'node:path';
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
  LOG_LEVEL: logLevelSchema.optional(),
});

export interface VoiceConfig {
  port: number;
  host: string;
  apiUrl: string;
  databaseUrl?: string;
  /** Absolute PGlite data directory (used when databaseUrl is absent). */
  dataDir: string;
  logLevel?: z.infer<typeof logLevelSchema>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): VoiceConfig {
  const parsed = voiceEnvSchema.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid voice configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
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
    logLevel: e.LOG_LEVEL,
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
