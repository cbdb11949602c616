import {
  AVAILABLE_TRUCK_BUCKETS,
  type AvailableTruck,
  type AvailableTruckBucket,
} from '@fleet/contracts';
import { includesText } from './text-search';

/** 'Time of Last Trip' options (document 1, "Fleet lists") and the bucket each stands for. */
export const TIME_OF_LAST_TRIP_OPTIONS: ReadonlyArray<{
  value: AvailableTruckBucket;
  label: string;
}> = [
  { value: 'PAST', label: 'Before Today' },
  { value: 'TODAY', label: 'Today' },
  { value: 'TOMORROW', label: 'Tomorrow Onwards' },
  { value: 'ALL', label: 'All' },
];

/**
 * The select's options for the current bucket. UNASSIGNED has no option of its own in the spec but
 * can arrive in the URL (the home card links to it); it is listed only then, so the select never
 * shows a value it does not have.
 */
export function timeOfLastTripOptions(current: AvailableTruckBucket) {
  return current === 'UNASSIGNED'
    ? [...TIME_OF_LAST_TRIP_OPTIONS, { value: 'UNASSIGNED' as const, label: 'Unassigned' }]
    : TIME_OF_LAST_TRIP_OPTIONS;
}

/** The URL's bucket; no bucket (or an unknown one) means all. */
export function parseAvailableBucket(param: string | null): AvailableTruckBucket {
  const value = param?.toUpperCase();
  return (AVAILABLE_TRUCK_BUCKETS as readonly string[]).includes(value ?? '')
    ? (value as AvailableTruckBucket)
    : 'ALL';
}

export type AvailableTruckFilters = { bucket: AvailableTruckBucket; tripSearch: string };

/** Bucket (computed by the API from the last stop's UTC date) and Trip # substring. */
export function filterAvailableTrucks(
  trucks: readonly AvailableTruck[],
  { bucket, tripSearch }: AvailableTruckFilters,
): AvailableTruck[] {
  return trucks.filter(
    (truck) =>
      (bucket === 'ALL' || truck.bucket === bucket) && includesText(truck.trip_number, tripSearch),
  );
}
