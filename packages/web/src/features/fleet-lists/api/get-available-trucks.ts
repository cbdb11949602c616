import { availableTruckSchema, FLEET_PATHS } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { LIST_QUERY } from '@/lib/query-client';

const availableTrucksResponseSchema = z.object({ data: z.array(availableTruckSchema) });

/** Around a point: trucks within `radius` miles, nearest first. */
export type TruckLocationQuery = { latitude: number; longitude: number; radius: number };

/** GET /v1/available-trucks/all[?location=true&latitude=&longitude=&radius=] */
export async function getAvailableTrucks(
  location: TruckLocationQuery | null,
  signal?: AbortSignal,
) {
  const query = location
    ? `?${new URLSearchParams({
        location: 'true',
        latitude: String(location.latitude),
        longitude: String(location.longitude),
        radius: String(location.radius),
      })}`
    : '';
  const body = await api.get(`${FLEET_PATHS.availableTrucks}${query}`, {
    schema: availableTrucksResponseSchema,
    toast: false, // toasted once by the query cache (LIST_QUERY)
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const availableTrucksQueryOptions = (location: TruckLocationQuery | null) =>
  queryOptions({
    ...LIST_QUERY,
    queryKey: ['fleet-lists', 'available-trucks', location] as const,
    queryFn: ({ signal }) => getAvailableTrucks(location, signal),
  });

export function useAvailableTrucks(location: TruckLocationQuery | null) {
  return useQuery(availableTrucksQueryOptions(location));
}
