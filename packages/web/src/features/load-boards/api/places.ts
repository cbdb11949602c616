import { LOADBOARD_PATHS } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Autocomplete asks only after more than 2 characters (issue 13). */
export const PLACES_MIN_CHARS = 3;
/** ... and once typing has paused this long. */
export const PLACES_DEBOUNCE_MS = 300;

const placeSuggestionsSchema = z.array(
  z.object({ city: z.string(), state: z.string(), latitude: z.number(), longitude: z.number() }),
);
export type PlaceSuggestion = z.infer<typeof placeSuggestionsSchema>[number];

/** GET /v1/places/autocomplete?q= : US cities for what was typed (HERE or the offline dataset). */
export function fetchPlaceSuggestions(q: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return api.get(`${LOADBOARD_PATHS.placesAutocomplete}?q=${encodeURIComponent(q)}`, {
    schema: placeSuggestionsSchema,
    toast: false,
    signal,
  });
}

/**
 * Suggestions for an already debounced query; none under 3 characters. A failure shows no
 * suggestions (the input still takes 'City, ST' by hand), so it is neither retried nor toasted.
 */
export function usePlaceSuggestions(q: string, enabled = true) {
  const query = q.trim();
  return useQuery({
    queryKey: ['places-autocomplete', query.toLowerCase()],
    queryFn: ({ signal }) => fetchPlaceSuggestions(query, signal),
    enabled: enabled && query.length >= PLACES_MIN_CHARS,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
