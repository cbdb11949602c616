import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { z } from 'zod';

/** The part of a compose file the smoke test reads: each service's environment. */
const composeSchema = z.object({
  services: z.record(
    z.string(),
    z.object({
      environment: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
  ),
});

/**
 * Each service's environment as `docker compose` would hand it over: YAML merge keys resolved
 * (`<<: *common-env`), `${VAR}`, `${VAR:-default}` and `${VAR:?message}` interpolated from vars.
 * A `:?` variable that is unset or empty throws, as compose refuses to start.
 */
export async function composeEnvironments(
  file: string,
  vars: Record<string, string | undefined>,
): Promise<Record<string, Record<string, string>>> {
  const doc = composeSchema.parse(parse(await readFile(file, 'utf8'), { merge: true }));
  const out: Record<string, Record<string, string>> = {};
  for (const [name, service] of Object.entries(doc.services)) {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(service.environment ?? {})) {
      env[key] = interpolate(value === null ? '' : String(value), vars, `${name}.${key}`);
    }
    out[name] = env;
  }
  return out;
}

function interpolate(text: string, vars: Record<string, string | undefined>, where: string) {
  return text.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (_m, name: string, op: string | undefined, arg: string | undefined) => {
      const value = vars[name];
      const missing = op?.startsWith(':') ? !value : value === undefined;
      if (!missing) return value ?? '';
      if (op === ':?' || op === '?') throw new Error(`${where}: ${name} ${arg ?? 'is required'}`);
      return op ? (arg ?? '') : '';
    },
  );
}

/**
 * Points a compose environment at this machine: `scheme://…@host:port/path` URLs whose host is a
 * compose service get that service's local address instead (credentials dropped for
 * PostgreSQL, whose local server trusts its users; the database name replaced as given).
 */
export function localize(
  env: Record<string, string>,
  hosts: Record<string, string>,
  databases: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    let url: URL | undefined;
    try {
      url = /^[a-z]+:\/\//.test(value) ? new URL(value) : undefined;
    } catch {
      url = undefined;
    }
    const local = url ? hosts[url.hostname] : undefined;
    if (!url || !local) {
      out[key] = value;
      continue;
    }
    if (url.protocol === 'postgres:' || url.protocol === 'postgresql:') {
      const db = databases[url.pathname.slice(1)] ?? url.pathname.slice(1);
      out[key] = `postgres://${local}/${db}`;
    } else {
      out[key] = `${url.protocol}//${local}${url.pathname === '/' ? '' : url.pathname}`;
    }
  }
  return out;
}
