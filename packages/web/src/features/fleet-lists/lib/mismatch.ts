import type { MismatchRecord } from '@fleet/contracts';
import { includesText } from './text-search';

export const MISMATCH_BUCKETS = ['IS_MISMATCH', 'IS_NOT_MISMATCH', 'ALL'] as const;
export type MismatchBucket = (typeof MISMATCH_BUCKETS)[number];

/** The list opens on mismatches (the home card's link); ALL shows every pair. */
export const DEFAULT_MISMATCH_BUCKET: MismatchBucket = 'IS_MISMATCH';

export const IS_MISMATCH_OPTIONS: ReadonlyArray<{ value: MismatchBucket; label: string }> = [
  { value: 'IS_MISMATCH', label: 'Yes' },
  { value: 'IS_NOT_MISMATCH', label: 'No' },
  { value: 'ALL', label: 'All' },
];

export function parseMismatchBucket(param: string | null): MismatchBucket {
  const value = param?.toUpperCase();
  return (MISMATCH_BUCKETS as readonly string[]).includes(value ?? '')
    ? (value as MismatchBucket)
    : DEFAULT_MISMATCH_BUCKET;
}

export type MismatchFilters = { bucket: MismatchBucket; loadSearch: string };

/** Is Mismatch bucket and Load # substring (document 1 §5: mismatch search is by load number). */
export function filterMismatches(
  records: readonly MismatchRecord[],
  { bucket, loadSearch }: MismatchFilters,
): MismatchRecord[] {
  return records.filter(
    (record) =>
      (bucket === 'ALL' || record.is_mismatch === (bucket === 'IS_MISMATCH')) &&
      includesText(record.latest_load_id, loadSearch),
  );
}
