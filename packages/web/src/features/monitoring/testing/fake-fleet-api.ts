import {
  type FeatureFlag,
  FLEET_PATHS,
  summarizeFleet,
  type TrailerRecord,
  type TripSummary,
  type TripWindow,
  tripDay,
} from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

export function trailerAt(id: string, seconds: number, atCustomer = true): TrailerRecord {
  return {
    trailer_id: id,
    is_at_customer_location: atCustomer,
    days_at_location: seconds,
    current_location: { address: 'Dallas, TX', lat: 32.8, long: -96.8 },
    customer_location: atCustomer
      ? { address: 'Dallas, TX', customer_name: 'Acme Foods', lat: 32.8, long: -96.8 }
      : null,
  };
}

/** The trips whose day falls in the window, as the API cuts a list. */
function inWindow(trips: TripSummary[], window: TripWindow) {
  return trips.filter((trip) => {
    const day = tripDay(trip);
    if (!window.from_date && !window.to_date) return true;
    return (
      day !== null &&
      (!window.from_date || day >= window.from_date) &&
      (!window.to_date || day <= window.to_date)
    );
  });
}

/**
 * The shared fetch double plus the trip lists: POST /v1/aggregation/loads answers `active`, or
 * the trips of `delivered` in the body's window for {trip_status: 'DELIVERED'}; GET /v1/aggregation/summary answers the counts of
 * `active` (made as the API makes them). `hold` keeps the active answers pending.
 */
export function fakeFleetApi(options: {
  flags?: Partial<Record<FeatureFlag, boolean>>;
  active?: TripSummary[];
  delivered?: TripSummary[];
  hold?: Promise<void>;
  /** POST /v1/aggregation/loads answers 500 with this message (both lists, and the summary). */
  loadsError?: string;
  /** GET /v1/trailer-at-customer-location/all; `'error'` answers 500. */
  trailers?: TrailerRecord[] | 'error';
}) {
  const base = fakeApi({ flags: options.flags ?? {}, user: makeUser() });
  const loadCalls: unknown[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/v1/aggregation/loads') && init?.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body ?? '{}'));
      loadCalls.push(body);
      if (options.loadsError !== undefined) {
        return jsonResponse({ code: 'internal', message: options.loadsError }, 500);
      }
      const request = body as { trip_status?: string } & TripWindow;
      const delivered = request.trip_status === 'DELIVERED';
      if (!delivered && options.hold) await options.hold;
      return jsonResponse(
        delivered ? inWindow(options.delivered ?? [], request) : (options.active ?? []),
      );
    }
    if (url.endsWith(FLEET_PATHS.summary)) {
      loadCalls.push({ summary: true });
      if (options.loadsError !== undefined) {
        return jsonResponse({ code: 'internal', message: options.loadsError }, 500);
      }
      if (options.hold) await options.hold;
      return jsonResponse(summarizeFleet(options.active ?? []));
    }
    if (url.endsWith(FLEET_PATHS.trailerAtCustomerLocation)) {
      loadCalls.push({ trailers: true });
      return options.trailers === 'error'
        ? jsonResponse({ code: 'internal', message: 'Trailer service failed' }, 500)
        : jsonResponse({ data: options.trailers ?? [] });
    }
    return base.fetch(input, init);
  };
  return { fetch: fetchFn, calls: base.calls, loadCalls };
}
