import { z } from 'zod';
import { MAX_SUGGESTIONS, type Place } from './types';

export const HERE_AUTOSUGGEST_URL = 'https://autosuggest.search.hereapi.com';
export const HERE_AUTOSUGGEST_TIMEOUT_MS = 3_000;

export interface HereAutosuggestOptions {
  apiKey: string;
  /** Scheme and host (tests point it at a local fake); `/v1/autosuggest` is appended. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class PlacesProviderError extends Error {}

/** The parts of an Autosuggest v1 item we read; anything else in `items` is skipped. */
const hereItemSchema = z.object({
  resultType: z.string().optional(),
  localityType: z.string().optional(),
  address: z
    .object({
      city: z.string().optional(),
      stateCode: z.string().optional(),
      countryCode: z.string().optional(),
    })
    .optional(),
  position: z.object({ lat: z.number(), lng: z.number() }).optional(),
});
const hereAutosuggestSchema = z.object({ items: z.array(z.unknown()) });

/** The request for city suggestions in the US (HERE Geocoding & Search v7, GET /v1/autosuggest). */
export function hereAutosuggestUrl(baseUrl: string, apiKey: string, query: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const params = new URLSearchParams({
    q: query,
    in: 'countryCode:USA',
    types: 'city',
    limit: String(MAX_SUGGESTIONS),
    lang: 'en-US',
    apiKey,
  });
  return `${base}/v1/autosuggest?${params.toString()}`;
}

/**
 * City suggestions from HERE Autosuggest (cities only: `types=city`, and only items that are a
 * city locality with a position and a state code are kept, deduplicated). Any failure rejects
 * with a PlacesProviderError.
 */
export function createHereAutosuggest(options: HereAutosuggestOptions) {
  const baseUrl = options.baseUrl ?? HERE_AUTOSUGGEST_URL;
  const timeoutMs = options.timeoutMs ?? HERE_AUTOSUGGEST_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  return async function suggest(query: string): Promise<Place[]> {
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(hereAutosuggestUrl(baseUrl, options.apiKey, query), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (cause) {
      throw new PlacesProviderError('HERE autosuggest unreachable', { cause });
    }
    if (!response.ok) throw new PlacesProviderError(`HERE autosuggest answered ${response.status}`);
    const parsed = hereAutosuggestSchema.safeParse(body);
    if (!parsed.success) throw new PlacesProviderError('HERE autosuggest answered no items');
    const places: Place[] = [];
    const seen = new Set<string>();
    for (const raw of parsed.data.items) {
      const item = hereItemSchema.safeParse(raw);
      if (!item.success) continue;
      const { resultType, localityType, address, position } = item.data;
      if (resultType !== 'locality' || (localityType && localityType !== 'city')) continue;
      if (!address?.city || !address.stateCode || !position) continue;
      if (address.countryCode && address.countryCode !== 'USA') continue;
      const key = `${address.city.toLowerCase()}|${address.stateCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      places.push({
        city: address.city,
        state: address.stateCode,
        latitude: position.lat,
        longitude: position.lng,
      });
    }
    return places.slice(0, MAX_SUGGESTIONS);
  };
}
