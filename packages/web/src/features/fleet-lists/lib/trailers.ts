import { isTrailerAtCustomerLocation, type TrailerRecord } from '@fleet/contracts';
import { includesText } from './text-search';

export const TRAILER_BUCKETS = ['IS_AT_CUSTOMER_LOCATION', 'ALL'] as const;
export type TrailerBucket = (typeof TRAILER_BUCKETS)[number];

export const DEFAULT_TRAILER_BUCKET: TrailerBucket = 'IS_AT_CUSTOMER_LOCATION';

/** The filter selector's one option; clearing it means ALL. */
export const TRAILER_FILTER_OPTIONS = [
  { value: 'IS_AT_CUSTOMER_LOCATION', label: 'At Customer Location' },
] as const;

export function parseTrailerBucket(param: string | null): TrailerBucket {
  return param?.toUpperCase() === 'ALL' ? 'ALL' : DEFAULT_TRAILER_BUCKET;
}

export type TrailerFilters = { bucket: TrailerBucket; search: string };

export function filterTrailers(
  records: readonly TrailerRecord[],
  { bucket, search }: TrailerFilters,
): TrailerRecord[] {
  return records.filter(
    (record) =>
      (bucket === 'ALL' || isTrailerAtCustomerLocation(record)) &&
      includesText(record.trailer_id, search),
  );
}
