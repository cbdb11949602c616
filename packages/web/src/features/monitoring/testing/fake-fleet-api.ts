import type { FeatureFlag, TripSummary } from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

/**
 * The shared fetch double plus the trip lists: POST /v1/aggregation/loads answers `active`, or
 * `delivered` for {trip_status: 'DELIVERED'}. `hold` keeps the active answer pending.
 */
export function fakeFleetApi(options: {
  flags?: Partial<Record<FeatureFlag, boolean>>;
  active?: TripSummary[];
  delivered?: TripSummary[];
  hold?: Promise<void>;
}) {
  const base = fakeApi({ flags: options.flags ?? {}, user: makeUser() });
  const loadCalls: unknown[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/v1/aggregation/loads') && init?.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body ?? '{}'));
      loadCalls.push(body);
      const delivered = (body as { trip_status?: string }).trip_status === 'DELIVERED';
      if (!delivered && options.hold) await options.hold;
      return jsonResponse(delivered ? (options.delivered ?? []) : (options.active ?? []));
    }
    return base.fetch(input, init);
  };
  return { fetch: fetchFn, calls: base.calls, loadCalls };
}
