import { describe, expect, it } from 'vitest';
import { makeTruck } from '../test-fixtures';
import {
  filterAvailableTrucks,
  parseAvailableBucket,
  TIME_OF_LAST_TRIP_OPTIONS,
  timeOfLastTripOptions,
} from './available-trucks';

describe('available-trucks buckets', () => {
  it('reads the URL bucket; none or unknown means all', () => {
    expect(parseAvailableBucket('PAST')).toBe('PAST');
    expect(parseAvailableBucket('tomorrow')).toBe('TOMORROW');
    expect(parseAvailableBucket('UNASSIGNED')).toBe('UNASSIGNED');
    expect(parseAvailableBucket(null)).toBe('ALL');
    expect(parseAvailableBucket('SOON')).toBe('ALL');
  });

  it('maps the Time of Last Trip labels to buckets', () => {
    expect(TIME_OF_LAST_TRIP_OPTIONS).toEqual([
      { value: 'PAST', label: 'Before Today' },
      { value: 'TODAY', label: 'Today' },
      { value: 'TOMORROW', label: 'Tomorrow Onwards' },
      { value: 'ALL', label: 'All' },
    ]);
    expect(timeOfLastTripOptions('TODAY')).toHaveLength(4);
    expect(timeOfLastTripOptions('UNASSIGNED').map((o) => o.value)).toContain('UNASSIGNED');
  });
});

describe('filterAvailableTrucks', () => {
  const trucks = [
    makeTruck({ truck_id: '1', trip_number: 'T-100', bucket: 'PAST' }),
    makeTruck({ truck_id: '2', trip_number: 'T-200', bucket: 'TODAY' }),
    makeTruck({ truck_id: '3', trip_number: 'X-201', bucket: 'TOMORROW' }),
    makeTruck({ truck_id: '4', trip_number: null, bucket: 'UNASSIGNED', driver: null }),
  ];
  const ids = (list: { truck_id: string }[]) => list.map((t) => t.truck_id);

  it('keeps one bucket, or all', () => {
    expect(ids(filterAvailableTrucks(trucks, { bucket: 'TODAY', tripSearch: '' }))).toEqual(['2']);
    expect(ids(filterAvailableTrucks(trucks, { bucket: 'UNASSIGNED', tripSearch: '' }))).toEqual([
      '4',
    ]);
    expect(filterAvailableTrucks(trucks, { bucket: 'ALL', tripSearch: '' })).toHaveLength(4);
  });

  it('searches the trip number, case-insensitive substring', () => {
    expect(ids(filterAvailableTrucks(trucks, { bucket: 'ALL', tripSearch: '20' }))).toEqual([
      '2',
      '3',
    ]);
    expect(ids(filterAvailableTrucks(trucks, { bucket: 'ALL', tripSearch: ' x-2 ' }))).toEqual([
      '3',
    ]);
    expect(ids(filterAvailableTrucks(trucks, { bucket: 'PAST', tripSearch: '20' }))).toEqual([]);
  });
});
