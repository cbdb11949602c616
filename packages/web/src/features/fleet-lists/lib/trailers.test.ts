import {
  isTrailerAtCustomerLocation as isAtCustomerLocation,
  TRAILER_AT_CUSTOMER_THRESHOLD_SECONDS,
} from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { makeTrailer } from '../test-fixtures';
import { filterTrailers, parseTrailerBucket } from './trailers';

describe('trailer at customer location', () => {
  it('counts only a trailer at the customer for more than 21600 s', () => {
    expect(TRAILER_AT_CUSTOMER_THRESHOLD_SECONDS).toBe(21_600);
    expect(isAtCustomerLocation(makeTrailer({ days_at_location: 21_601 }))).toBe(true);
    expect(isAtCustomerLocation(makeTrailer({ days_at_location: 21_600 }))).toBe(false);
    expect(
      isAtCustomerLocation(
        makeTrailer({ is_at_customer_location: false, days_at_location: 99_999 }),
      ),
    ).toBe(false);
  });

  it('reads the URL bucket: ALL, else at customer location', () => {
    expect(parseTrailerBucket('ALL')).toBe('ALL');
    expect(parseTrailerBucket(null)).toBe('IS_AT_CUSTOMER_LOCATION');
    expect(parseTrailerBucket('x')).toBe('IS_AT_CUSTOMER_LOCATION');
  });

  it('filters by bucket and trailer id substring', () => {
    const trailers = [
      makeTrailer({ trailer_id: '5310' }),
      makeTrailer({ trailer_id: '5320', days_at_location: 3_600 }),
      makeTrailer({ trailer_id: '6410', is_at_customer_location: false, days_at_location: 0 }),
    ];
    const ids = (list: { trailer_id: string }[]) => list.map((t) => t.trailer_id);
    expect(
      ids(filterTrailers(trailers, { bucket: 'IS_AT_CUSTOMER_LOCATION', search: '' })),
    ).toEqual(['5310']);
    expect(ids(filterTrailers(trailers, { bucket: 'ALL', search: '' }))).toHaveLength(3);
    expect(ids(filterTrailers(trailers, { bucket: 'ALL', search: '53' }))).toEqual([
      '5310',
      '5320',
    ]);
    expect(
      ids(filterTrailers(trailers, { bucket: 'IS_AT_CUSTOMER_LOCATION', search: '64' })),
    ).toEqual([]);
  });
});
