/** Row value helpers shared by the repositories (PostgreSQL and PGlite return the same types). */

/** A timestamptz column (Date from both drivers; a string if ever cast) as ISO 8601 UTC. */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** A jsonb column: parsed by both drivers; tolerate a string (json) just in case. */
export function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A jsonb parameter. */
export const jsonb = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
