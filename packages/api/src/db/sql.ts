import type { Queryable, SqlParam } from '@fleet/service-kit/db';

/** A timestamptz column as an ISO 8601 UTC string, the same on PostgreSQL and PGlite. */
export const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const CHUNK = 5_000;

/**
 * Runs one statement per chunk of an account's rows: $1 is the account id, $2... the columns as
 * arrays (for `unnest`). Keeps a first sync of tens of thousands of rows to a few round trips.
 */
export async function insertColumns<Row>(
  db: Queryable,
  accountId: string,
  rows: readonly Row[],
  sql: string,
  columns: ((row: Row) => unknown)[],
  chunkSize = CHUNK,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.query(sql, [accountId, ...columns.map((column) => chunk.map(column) as SqlParam)]);
  }
}
