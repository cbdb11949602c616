import type { RecurrenceRule } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';

export interface SeriesRow {
  account_id: string;
  id: string;
  rule: RecurrenceRule;
  /** 'YYYY-MM-DD' */
  anchor_date: string;
  occurrences_created: number;
  last_date: string;
  next_date: string | null;
}

const SERIES_COLUMNS = `account_id::text AS account_id, id::text AS id, rule,
  to_char(anchor_date, 'YYYY-MM-DD') AS anchor_date, occurrences_created,
  to_char(last_date, 'YYYY-MM-DD') AS last_date, to_char(next_date, 'YYYY-MM-DD') AS next_date`;

export async function insertSeries(
  db: Queryable,
  row: SeriesRow & { next_occurrence_at: Date | null },
): Promise<void> {
  await db.query(
    `INSERT INTO task_series (account_id, id, rule, anchor_date, occurrences_created, last_date,
       next_date, next_occurrence_at)
     VALUES ($1, $2::uuid, $3, $4::date, $5, $6::date, $7::date, $8)`,
    [
      row.account_id,
      row.id,
      JSON.stringify(row.rule),
      row.anchor_date,
      row.occurrences_created,
      row.last_date,
      row.next_date,
      row.next_occurrence_at,
    ],
  );
}

/** One series, locked until the transaction ends (resolve and rule changes wait their turn). */
export async function lockSeries(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<SeriesRow | undefined> {
  const [row] = await db.query<SeriesRow>(
    `SELECT ${SERIES_COLUMNS} FROM task_series WHERE account_id = $1 AND id = $2::uuid FOR UPDATE`,
    [accountId, id],
  );
  return row;
}

/**
 * Claims up to `limit` series whose next occurrence is due, locking them for this transaction;
 * rows another replica holds are skipped, not waited for (it is creating their occurrences).
 */
export function claimDueSeries(db: Queryable, now: Date, limit: number): Promise<SeriesRow[]> {
  return db.query<SeriesRow>(
    `SELECT ${SERIES_COLUMNS} FROM task_series
      WHERE next_occurrence_at IS NOT NULL AND next_occurrence_at <= $1
      ORDER BY next_occurrence_at
      LIMIT $2
      FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
}

export async function saveSeriesProgress(
  db: Queryable,
  row: Pick<SeriesRow, 'account_id' | 'id' | 'rule' | 'anchor_date' | 'occurrences_created'> & {
    last_date: string;
    next_date: string | null;
    next_occurrence_at: Date | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE task_series SET rule = $3, anchor_date = $4::date, occurrences_created = $5,
       last_date = $6::date, next_date = $7::date, next_occurrence_at = $8, last_error = NULL,
       updated_at = now()
     WHERE account_id = $1 AND id = $2::uuid`,
    [
      row.account_id,
      row.id,
      JSON.stringify(row.rule),
      row.anchor_date,
      row.occurrences_created,
      row.last_date,
      row.next_date,
      row.next_occurrence_at,
    ],
  );
}

/** A series whose occurrence could not be made: tried again at `retryAt`, the error kept. */
export async function postponeSeries(
  db: Queryable,
  accountId: string,
  id: string,
  retryAt: Date,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE task_series SET next_occurrence_at = $3, last_error = $4, updated_at = now()
      WHERE account_id = $1 AND id = $2::uuid`,
    [accountId, id, retryAt, error.slice(0, 1_000)],
  );
}

/** Stops a series (its task was made non-recurring). */
export async function endSeries(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query(
    `UPDATE task_series SET next_date = NULL, next_occurrence_at = NULL, updated_at = now()
      WHERE account_id = $1 AND id = $2::uuid`,
    [accountId, id],
  );
}
