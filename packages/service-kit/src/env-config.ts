import type { z } from 'zod';

/**
 * A service's environment, validated by its schema. Empty values count as unset (`FOO=` in a
 * compose file means "not set"); a bad value stops the service with one message naming each
 * bad variable: "Invalid {service} configuration: PORT: ...; DATABASE_URL: ...".
 */
export function parseEnv<TSchema extends z.ZodType>(
  schema: TSchema,
  env: NodeJS.ProcessEnv,
  service: string,
): z.infer<TSchema> {
  const parsed = schema.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid ${service} configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

function emptyAsUnset(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}
