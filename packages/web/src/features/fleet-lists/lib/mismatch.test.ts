import { describe, expect, it } from 'vitest';
import { makeMismatch } from '../test-fixtures';
import { filterMismatches, parseMismatchBucket } from './mismatch';

describe('mismatch filters', () => {
  const records = [
    makeMismatch({ truck_id: '1', latest_load_id: 'L-100', is_mismatch: true }),
    makeMismatch({ truck_id: '2', latest_load_id: 'L-200', is_mismatch: false }),
    makeMismatch({ truck_id: '3', latest_load_id: 'l-201', is_mismatch: true }),
  ];
  const ids = (list: { truck_id: string }[]) => list.map((r) => r.truck_id);

  it('reads the URL bucket, defaulting to IS_MISMATCH', () => {
    expect(parseMismatchBucket('IS_NOT_MISMATCH')).toBe('IS_NOT_MISMATCH');
    expect(parseMismatchBucket('all')).toBe('ALL');
    expect(parseMismatchBucket(null)).toBe('IS_MISMATCH');
    expect(parseMismatchBucket('nope')).toBe('IS_MISMATCH');
  });

  it('filters by bucket and load number', () => {
    expect(ids(filterMismatches(records, { bucket: 'IS_MISMATCH', loadSearch: '' }))).toEqual([
      '1',
      '3',
    ]);
    expect(ids(filterMismatches(records, { bucket: 'IS_NOT_MISMATCH', loadSearch: '' }))).toEqual([
      '2',
    ]);
    expect(ids(filterMismatches(records, { bucket: 'ALL', loadSearch: 'L-20' }))).toEqual([
      '2',
      '3',
    ]);
  });
});
