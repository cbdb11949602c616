import type { LoadRecord, TmsLoad, TmsProviderName } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { iso } from '../../db/sql';

export interface NewTmsLoad {
  id: string;
  tms: TmsProviderName;
  externalId: string;
  tripId: string | null;
  record: LoadRecord;
  createdBy: string;
}

export async function insertTmsLoad(
  db: Queryable,
  accountId: string,
  load: NewTmsLoad,
): Promise<void> {
  await db.query(
    `INSERT INTO tms_loads (account_id, id, tms, external_id, trip_id, record, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      accountId,
      load.id,
      load.tms,
      load.externalId,
      load.tripId,
      JSON.stringify(load.record),
      load.createdBy,
    ],
  );
}

/** One load of the account; undefined for an unknown id or another account's. */
export async function findTmsLoad(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<TmsLoad | undefined> {
  const [row] = await db.query<TmsLoad>(
    `SELECT id, tms, external_id, trip_id, record, created_by, ${iso('created_at')} AS created_at
       FROM tms_loads WHERE account_id = $1 AND id = $2`,
    [accountId, id],
  );
  return row;
}
