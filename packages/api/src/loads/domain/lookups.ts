import {
  type CustomerLookupResult,
  LOAD_LOOKUP_DEFAULT_LIMIT,
  type LoadLookupQuery,
  type LocationLookupResult,
  type MappingKind,
} from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import {
  customerByKey,
  customersOf,
  driversOf,
  type FacilityRow,
  facilitiesOf,
  facilityByKey,
  type NamedRow,
  unitsOf,
} from '../data/reference-repository';
import { rankByMatch } from './rank';

/**
 * The load form's lookups (document 2 §7) over the account's own data: customers → customer
 * keys, facilities → location keys, drivers/trucks/trailers → ids. Ranked in memory (rank.ts):
 * the tables are the account's reference data (hundreds to a few thousand rows).
 */

const customerResult = (c: NamedRow): CustomerLookupResult => ({
  company_name: c.name,
  customer_key: c.id,
});

const locationResult = (f: FacilityRow): LocationLookupResult => ({
  company_name: f.name,
  address1: f.place.address1 ?? '',
  municipality: f.place.city ?? '',
  administrative_area: f.place.state ?? '',
  postal_code: f.place.zipcode ?? '',
  phone_numbers: [],
  location_key: f.id,
});

export async function searchCustomers(
  db: Queryable,
  accountId: string,
  query: LoadLookupQuery,
): Promise<CustomerLookupResult[]> {
  const rows = await customersOf(db, accountId);
  return rankByMatch(
    rows,
    query.search,
    (c) => [c.name],
    (c) => c.name,
    query.limit ?? LOAD_LOOKUP_DEFAULT_LIMIT,
  ).map(customerResult);
}

export async function customerOfKey(db: Queryable, accountId: string, key: string) {
  const row = await customerByKey(db, accountId, key);
  return row ? customerResult(row) : undefined;
}

export async function searchLocations(
  db: Queryable,
  accountId: string,
  query: LoadLookupQuery,
): Promise<LocationLookupResult[]> {
  const rows = await facilitiesOf(db, accountId);
  return rankByMatch(
    rows,
    query.search,
    (f) => [f.name, `${f.place.address1 ?? ''} ${f.place.city ?? ''} ${f.place.state ?? ''}`],
    (f) => f.name,
    query.limit ?? LOAD_LOOKUP_DEFAULT_LIMIT,
  ).map(locationResult);
}

export async function locationOfKey(db: Queryable, accountId: string, key: string) {
  const row = await facilityByKey(db, accountId, key);
  return row ? locationResult(row) : undefined;
}

/** { name: id } (trucks and trailers by unit number); the first of two equal names wins. */
export async function mappingOf(
  db: Queryable,
  accountId: string,
  kind: MappingKind,
): Promise<Record<string, string>> {
  const rows =
    kind === 'driver_id'
      ? await driversOf(db, accountId)
      : kind === 'customer_id'
        ? await customersOf(db, accountId)
        : await unitsOf(db, accountId, kind === 'truck_id' ? 'trucks' : 'trailers');
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const out: Record<string, string> = {};
  for (const row of sorted) if (!(row.name in out)) out[row.name] = row.id;
  return out;
}
