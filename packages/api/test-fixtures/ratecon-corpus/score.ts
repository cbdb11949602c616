/**
 * Field-level scoring of an extracted generic Load record (spec §3) against a corpus document.
 * Rules (shared/score-core.ts): every listed field counts once, nulls included; stops count as
 * `stops.count` plus each of the 24 stop fields of every expected stop, matched by position.
 * driver_id, truck_id, trailer_id, customer_id, company_id, lat/lng and truck_location are
 * lookups made after extraction, so they are not scored. `confidence` is not scored.
 */
import {
  type Accuracy,
  accuracy,
  type FieldResult,
  formatFailures,
  get,
  type Kind,
  same,
  scoreList,
} from '../shared/score-core';
import type { ExpectedLoad } from './model';

export const LOAD_FIELDS: ReadonlyArray<readonly [string, Kind]> = [
  ['order_number', 'id'],
  ['customer_name', 'text'],
  ['po_number', 'id'],
  ['bol_number', 'id'],
  ['reference_number', 'id'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['linehaul_rate', 'money'],
  ['fuel_surcharge', 'money'],
  ['weight', 'int'],
  ['length', 'int'],
  ['equipment_type', 'enum'],
  ['temperature_control', 'enum'],
  ['temperature', 'int'],
  ['carrier.carrier_name', 'text'],
  ['carrier.driver_name', 'text'],
  ['carrier.driver_phone', 'phone'],
  ['carrier.truck', 'id'],
  ['carrier.trailer', 'id'],
];

export const STOP_FIELDS: ReadonlyArray<readonly [string, Kind]> = [
  ['stop_type', 'enum'],
  ['stop_number', 'int'],
  ['company_name', 'text'],
  ['address', 'text'],
  ['city', 'text'],
  ['state', 'state'],
  ['zipcode', 'zip'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['confirmation_number', 'id'],
  ['bol_number', 'id'],
  ['reference_number', 'id'],
  ['appointment_type', 'enum'],
  ['appointment_date', 'date'],
  ['appointment_time_hours', 'hh'],
  ['appointment_time_minutes', 'hh'],
  ['fcfs_start_date', 'date'],
  ['fcfs_start_time_hours', 'hh'],
  ['fcfs_start_time_minutes', 'hh'],
  ['fcfs_end_date', 'date'],
  ['fcfs_end_time_hours', 'hh'],
  ['fcfs_end_time_minutes', 'hh'],
  ['stop_instructions', 'fuzzy'],
  ['commodities', 'text'],
];

/** Every field result of one document. `actual` is what an extractor answered as parsedData. */
export function scoreLoad(id: string, expected: ExpectedLoad, actual: unknown): FieldResult[] {
  const out: FieldResult[] = [];
  for (const [field, kind] of LOAD_FIELDS) {
    const e = get(expected, field);
    const a = get(actual, field);
    out.push({ id, field, ok: same(kind, e, a), expected: e ?? null, actual: a ?? null });
  }
  scoreList(id, 'stops', STOP_FIELDS, expected.stops, get(actual, 'stops'), (r) => out.push(r));
  return out;
}

export { type Accuracy, accuracy, type FieldResult, formatFailures };
