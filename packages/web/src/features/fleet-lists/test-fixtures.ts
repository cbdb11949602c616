import type { AvailableTruck, MismatchRecord, TrailerRecord } from '@fleet/contracts';

export function makeTruck(overrides: Partial<AvailableTruck> = {}): AvailableTruck {
  return {
    truck_id: '1042',
    trip_number: 'T-1001',
    bucket: 'TODAY',
    driver: { name: 'Ana Lopez', address: { city: 'Dallas', state: 'TX' } },
    last_stop: {
      datetime: '2026-03-10T14:05:00.000Z',
      timezone_offset: -300,
      name: '100 Main St',
      customer_name: 'Acme Foods',
      address: { city: 'Fort Worth', state: 'TX' },
    },
    event_details: null,
    last_known_location: { formatted_address: 'I-35 near Waco, TX', lat: 31.5, long: -97.1 },
    distance_miles: null,
    ...overrides,
  };
}

export function makeMismatch(overrides: Partial<MismatchRecord> = {}): MismatchRecord {
  return {
    truck_id: '1042',
    trailer_id: '5310',
    latest_load_id: 'L-2001',
    is_mismatch: true,
    truck_location: { address: 'Dallas, TX', lat: 32.8, long: -96.8 },
    trailer_location: { address: 'Houston, TX', lat: 29.8, long: -95.3 },
    distance_miles: 224.1,
    mismatch_reason: 'Trailer 5310 is 224.1 mi from truck 1042',
    ...overrides,
  };
}

export function makeTrailer(overrides: Partial<TrailerRecord> = {}): TrailerRecord {
  return {
    trailer_id: '5310',
    is_at_customer_location: true,
    days_at_location: 93_600,
    current_location: { address: '1 Dock Rd, Dallas, TX 75201', lat: 32.8, long: -96.8 },
    customer_location: {
      address: '1 Dock Rd, Dallas, TX 75201',
      customer_name: 'Acme Foods',
      lat: 32.8,
      long: -96.8,
    },
    ...overrides,
  };
}

/** Answers the fleet-list calls; everything else goes to `fallback` (the shared fakeApi). */
export function fleetFetch(
  fallback: typeof fetch,
  data: { trucks?: AvailableTruck[]; mismatches?: MismatchRecord[]; trailers?: TrailerRecord[] },
) {
  const calls: string[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    if (url.includes('/v1/available-trucks/all')) return json({ data: data.trucks ?? [] });
    if (url.includes('/v1/truck-trailer-mismatch/all'))
      return json({ data: data.mismatches ?? [] });
    if (url.includes('/v1/trailer-at-customer-location/all')) {
      return json({ data: data.trailers ?? [] });
    }
    return fallback(input, init);
  };
  return { fetch: fetchFn, calls };
}
