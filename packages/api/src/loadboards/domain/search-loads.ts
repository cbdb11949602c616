import type {
  DatSearchRequest,
  SearchPlace as RequestPlace,
  TruckstopSearchRequest,
} from '@fleet/contracts';
import { LoadboardRequestError } from './errors';
import type { LoadboardFor } from './loadboard-for';
import { geocodeCity } from './places';
import type { LoadSearch, LoadSearchResult, SearchPlace } from './providers';

/** How far back an earliest pickup may lie (a date picked "today" in any US time zone). */
export const PICKUP_GRACE_MS = 24 * 3_600_000;

function place(field: 'origin' | 'destination', requested: RequestPlace): SearchPlace {
  const found = geocodeCity(requested.city, requested.state);
  if (!found) {
    throw new LoadboardRequestError(
      `${field}: unknown city "${requested.city}, ${requested.state}"`,
    );
  }
  return { ...found, radiusMiles: requested.radius_miles ?? null };
}

/** The search of document 3 §7: places geocoded offline, radii in geodesic miles. */
export function toLoadSearch(request: DatSearchRequest | TruckstopSearchRequest): LoadSearch {
  return {
    origin: place('origin', request.origin),
    destination: place('destination', request.destination),
    equipment: [...new Set(request.equipment)],
    earliestPickup: new Date(request.earliest_pickup),
    latestPickup:
      'latest_pickup' in request && request.latest_pickup ? new Date(request.latest_pickup) : null,
  };
}

export async function searchLoads(
  loadboardFor: LoadboardFor,
  accountId: string,
  board: 'DAT' | 'TRUCKSTOP',
  request: DatSearchRequest | TruckstopSearchRequest,
  signal?: AbortSignal,
): Promise<LoadSearchResult> {
  const search = toLoadSearch(request);
  const provider = await loadboardFor(accountId, board);
  return provider.searchLoads(search, { signal });
}
