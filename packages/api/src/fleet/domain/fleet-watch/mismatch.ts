import type { MismatchRecord } from '@fleet/contracts';
import { distanceMiles, roundTo } from '../geo';
import type { PositionPing, TrailerPing } from '../model';

/**
 * A hooked trailer reports from the truck's own spot, give or take GPS error and the time between
 * the two pings; farther apart than a mile, they are not together.
 */
export const DEFAULT_MISMATCH_THRESHOLD_MILES = 1;

/** Shown for a vehicle without a position; coordinates 0/0 carry no meaning then. */
export const NO_POSITION = 'No position reported';

/**
 * Whether a truck and the trailer on its latest load are apart. Only two known positions farther
 * apart than the threshold (compared after rounding to 0.1 mi, as displayed) are a mismatch.
 */
export function truckTrailerMismatch(input: {
  truckNumber: string;
  trailerNumber: string;
  loadNumber: string;
  truck: PositionPing | null;
  trailer: TrailerPing | null;
  thresholdMiles?: number;
}): MismatchRecord {
  const { truck, trailer, truckNumber, trailerNumber } = input;
  const threshold = input.thresholdMiles ?? DEFAULT_MISMATCH_THRESHOLD_MILES;
  const distance = truck && trailer ? roundTo(distanceMiles(truck, trailer), 1) : 0;
  const isMismatch = truck !== null && trailer !== null && distance > threshold;

  return {
    truck_id: truckNumber,
    trailer_id: trailerNumber,
    latest_load_id: input.loadNumber,
    is_mismatch: isMismatch,
    truck_location: locationOf(truck),
    trailer_location: locationOf(trailer),
    distance_miles: distance,
    mismatch_reason: reason(),
  };

  function reason(): string {
    if (!truck && !trailer) {
      return `Truck ${truckNumber} and trailer ${trailerNumber} have not reported a position`;
    }
    if (!truck) return `Truck ${truckNumber} has not reported a position`;
    if (!trailer) return `Trailer ${trailerNumber} has not reported a position`;
    if (isMismatch) return `Trailer ${trailerNumber} is ${distance} mi from truck ${truckNumber}`;
    return 'Trailer is with the truck';
  }
}

function locationOf(ping: { address: string; lat: number; lng: number } | null) {
  return ping
    ? { address: ping.address, lat: ping.lat, long: ping.lng }
    : { address: NO_POSITION, lat: 0, long: 0 };
}
