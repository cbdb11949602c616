import type { Queryable } from '@fleet/service-kit/db';
import type { Place } from '../../fleet/domain/model';

/** The account's own reference data the load form looks up and a saved load is matched to. */
export interface NamedRow {
  id: string;
  name: string;
}

export interface FacilityRow extends NamedRow {
  customer_id: string;
  place: Place;
}

export function customersOf(db: Queryable, accountId: string): Promise<NamedRow[]> {
  return db.query<NamedRow>('SELECT id, name FROM customers WHERE account_id = $1', [accountId]);
}

export function facilitiesOf(db: Queryable, accountId: string): Promise<FacilityRow[]> {
  return db.query<FacilityRow>(
    'SELECT id, name, customer_id, place FROM facilities WHERE account_id = $1',
    [accountId],
  );
}

export function driversOf(db: Queryable, accountId: string): Promise<NamedRow[]> {
  return db.query<NamedRow>('SELECT id, name FROM drivers WHERE account_id = $1', [accountId]);
}

/** Trucks and trailers: `name` is the unit number dispatchers know them by. */
export function unitsOf(
  db: Queryable,
  accountId: string,
  table: 'trucks' | 'trailers',
): Promise<NamedRow[]> {
  return db.query<NamedRow>(
    `SELECT id, number AS name FROM ${table === 'trucks' ? 'trucks' : 'trailers'} WHERE account_id = $1`,
    [accountId],
  );
}

export async function customerByKey(db: Queryable, accountId: string, key: string) {
  const [row] = await db.query<NamedRow>(
    'SELECT id, name FROM customers WHERE account_id = $1 AND id = $2',
    [accountId, key],
  );
  return row;
}

export async function facilityByKey(db: Queryable, accountId: string, key: string) {
  const [row] = await db.query<FacilityRow>(
    'SELECT id, name, customer_id, place FROM facilities WHERE account_id = $1 AND id = $2',
    [accountId, key],
  );
  return row;
}

/** Everything a saved load is matched against, read once per save. */
export interface AccountReference {
  customers: NamedRow[];
  facilities: FacilityRow[];
  drivers: NamedRow[];
  trucks: NamedRow[];
  trailers: NamedRow[];
}

export async function referenceOf(db: Queryable, accountId: string): Promise<AccountReference> {
  const [customers, facilities, drivers, trucks, trailers] = await Promise.all([
    customersOf(db, accountId),
    facilitiesOf(db, accountId),
    driversOf(db, accountId),
    unitsOf(db, accountId, 'trucks'),
    unitsOf(db, accountId, 'trailers'),
  ]);
  return { customers, facilities, drivers, trucks, trailers };
}
