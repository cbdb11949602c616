import { createHereAutosuggest } from './here';
import { searchPlaces } from './offline';
import { MIN_QUERY_LENGTH, type Place } from './types';

export { findPlace, searchPlaces } from './offline';
export type { Place } from './types';

/** City suggestions for a typed prefix (issue 13 city autocomplete). */
export type PlacesAutocomplete = (query: string) => Promise<Place[]>;

export interface PlacesAutocompleteOptions {
  /** Set: HERE Autosuggest; unset: the offline US places index. */
  hereApiKey?: string;
  hereAutosuggestUrl?: string;
  hereTimeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * HERE Autosuggest when a HERE key is configured, else the offline index. When HERE fails the
 * offline index answers instead, so the city inputs keep suggesting.
 */
export function createPlacesAutocomplete(
  options: PlacesAutocompleteOptions = {},
): PlacesAutocomplete {
  const offline: PlacesAutocomplete = async (query) =>
    query.trim().length < MIN_QUERY_LENGTH ? [] : searchPlaces(query);
  if (!options.hereApiKey) return offline;
  const here = createHereAutosuggest({
    apiKey: options.hereApiKey,
    baseUrl: options.hereAutosuggestUrl,
    timeoutMs: options.hereTimeoutMs,
    fetch: options.fetch,
  });
  return async (query) => {
    if (query.trim().length < MIN_QUERY_LENGTH) return [];
    try {
      return await here(query.trim());
    } catch {
      return offline(query);
    }
  };
}
