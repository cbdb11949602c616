import {
  LOAD_FORM_LOOKUP_LIMIT,
  LOAD_PATHS,
  type LocationLookupResult,
  locationLookupAnswerSchema,
  locationLookupResultSchema,
} from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Document 2 §8, when the lookup fails. */
export const ADDRESS_DATA_FAILED = 'Failed to fetch address data';

/** GET /v1/address-data?search&limit (the load form asks for 100, §9). */
export async function searchLocations(
  search: string,
  signal?: AbortSignal,
): Promise<LocationLookupResult[]> {
  const query = new URLSearchParams({ search, limit: String(LOAD_FORM_LOOKUP_LIMIT) });
  const answer = await api.get(`${LOAD_PATHS.addressData}?${query}`, {
    schema: locationLookupAnswerSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}

/** GET /v1/address-data/key?location_key: the location an appointment holds; null on 404. */
export async function getLocation(
  locationKey: string,
  signal?: AbortSignal,
): Promise<LocationLookupResult | null> {
  const query = new URLSearchParams({ location_key: locationKey });
  try {
    const answer = await api.get(`${LOAD_PATHS.addressDataKey}?${query}`, {
      schema: z.object({ Data: locationLookupResultSchema }),
      toast: false,
      ...(signal ? { signal } : {}),
    });
    return answer.Data;
  } catch {
    return null; // an unknown key (the default location) shows as itself
  }
}

/** One line per location: company_name, address1, municipality, administrative_area postal_code. */
export function locationLabel(location: LocationLookupResult): string {
  return [
    location.company_name,
    location.address1,
    location.municipality,
    `${location.administrative_area} ${location.postal_code}`.trim(),
  ]
    .filter((part) => part !== '')
    .join(', ');
}

export const locationSearchOptions = (search: string) =>
  queryOptions({
    queryKey: ['ratecon', 'address-data', search],
    queryFn: ({ signal }) => searchLocations(search, signal),
    staleTime: 60_000,
    retry: false,
    meta: { failureToast: ADDRESS_DATA_FAILED },
  });

export function useLocationSearch(search: string, enabled: boolean) {
  return useQuery({ ...locationSearchOptions(search), placeholderData: keepPreviousData, enabled });
}

export function useLocation(locationKey: string | null) {
  return useQuery({
    queryKey: ['ratecon', 'address-data', 'key', locationKey],
    queryFn: ({ signal }) => getLocation(locationKey ?? '', signal),
    enabled: locationKey !== null && locationKey !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
}
