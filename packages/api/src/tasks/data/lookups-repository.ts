import type { LookupItem, LookupKind } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';

/**
 * Where each lookup of document 2 §7 reads, in the account's fleet data and users: `id` is what
 * a task stores, `label` what the form shows, `search` what the typed text is matched against.
 * Trips, trucks and trailers are stored by the numbers dispatchers know (the trip number, the
 * unit number), as the exception screens name them and a Created From link prefills them, not by
 * the fleet source's internal ids; drivers by id, since a task shows driver_details.name.
 */
const SOURCES: Record<LookupKind, string> = {
  drivers: 'SELECT id, name AS label, name AS search FROM drivers WHERE account_id = $1',
  loads: 'SELECT trip_num AS id, trip_num AS label, trip_num AS search FROM trips WHERE account_id = $1',
  trailers: `SELECT DISTINCT number AS id, number AS label, number AS search
    FROM trailers WHERE account_id = $1`,
  trucks: `SELECT DISTINCT number AS id, number AS label, number AS search
    FROM trucks WHERE account_id = $1`,
  customerNames: `SELECT DISTINCT name AS id, name AS label, name AS search
    FROM customers WHERE account_id = $1`,
  users: `SELECT email AS id,
      coalesce(nullif(trim(display_name), ''), split_part(email, '@', 1)) AS label,
      email || ' ' || coalesce(display_name, '') AS search
    FROM users WHERE account_id = $1`,
  orderNumbers: `SELECT DISTINCT data->>'orderNumber' AS id, data->>'orderNumber' AS label,
      data->>'orderNumber' AS search
    FROM trips WHERE account_id = $1 AND coalesce(data->>'orderNumber', '') <> ''`,
};

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Entries whose search text contains `search` (case aside): those that start with it first
 * (label or id), then by label; at most `limit`.
 */
export function findLookupItems(
  db: Queryable,
  accountId: string,
  kind: LookupKind,
  search: string,
  limit: number,
): Promise<LookupItem[]> {
  const term = likeEscape(search.toLowerCase());
  return db.query<LookupItem>(
    `SELECT id, label FROM (${SOURCES[kind]}) s
      WHERE lower(s.search) LIKE $2 ESCAPE '\\'
      ORDER BY (lower(s.label) LIKE $3 ESCAPE '\\' OR lower(s.id) LIKE $3 ESCAPE '\\') DESC,
        lower(s.label), s.id
      LIMIT $4`,
    [accountId, `%${term}%`, `${term}%`, limit],
  );
}
