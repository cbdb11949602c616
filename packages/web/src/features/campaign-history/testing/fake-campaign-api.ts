import {
  type Campaign,
  type CampaignCallSession,
  type CampaignHistoryItem,
  type CampaignHistoryQuery,
  type Carrier,
  campaignHistoryQuerySchema,
  VOICE_PATHS,
  voicePath,
} from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

type Answer = { status: number; body: unknown } | 'network';

/**
 * The shared fetch double (VOICE_AI_BROKER on, a broker user) plus the campaign routes of the
 * voice service, until the real ones exist: GET history filters `campaigns` by query (name or a
 * stop), status and locations and pages them like §7 says; GET campaign, carriers and calls answer
 * from `campaigns`, `carriers` and `calls` (404 otherwise). `failHistory`, `failCampaign`,
 * `failCarriers` and `failCalls` force other answers (`failHistory` only for its first N calls
 * when `failHistoryTimes` is given).
 */
export function fakeCampaignApi(
  options: {
    history?: CampaignHistoryItem[];
    campaigns?: Campaign[];
    carriers?: Record<string, Carrier[]>;
    calls?: Record<string, CampaignCallSession[]>;
    failHistory?: Answer;
    failHistoryTimes?: number;
    failCampaign?: Answer;
    failCarriers?: Answer;
    failCalls?: Answer;
    flags?: { VOICE_AI?: boolean; VOICE_AI_BROKER?: boolean };
  } = {},
) {
  const base = fakeApi({
    flags: options.flags ?? { VOICE_AI_BROKER: true },
    user: makeUser({ use_case: 'broker' }),
  });
  /** Every history request as the service would read it (the contracts' query schema). */
  const historyRequests: CampaignHistoryQuery[] = [];
  const historyUrls: string[] = [];
  const detailRequests: string[] = [];
  let historyFailures = 0;

  const answer = (given: Answer): Response => {
    if (given === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(given.body, given.status);
  };
  const byId = (id: string) => options.campaigns?.find((campaign) => campaign.campaign_id === id);

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname;
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return base.fetch(input, init);

    if (path === VOICE_PATHS.signupFlowStatus) {
      return jsonResponse({
        is_signup_flow_required: false,
        is_broker_usecase: true,
        is_carrier_usecase: false,
        is_broker_signup_flow_required: false,
        caller_id: '+12145550100',
        caller_id_verified: true,
        signup_errors: [],
        skip_carrier_info: false,
        carrier_info_submitted: true,
      });
    }

    if (path === VOICE_PATHS.campaignHistory) {
      historyUrls.push(url.search);
      const raw: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        raw[key] = values.length === 1 ? (values[0] ?? '') : values;
      }
      const query = campaignHistoryQuerySchema.parse(raw);
      historyRequests.push(query);
      if (
        options.failHistory &&
        (options.failHistoryTimes === undefined || historyFailures < options.failHistoryTimes)
      ) {
        historyFailures += 1;
        return answer(options.failHistory);
      }
      const has = (text: string, needle: string) =>
        text.toLowerCase().includes(needle.toLowerCase());
      const matches = (options.history ?? []).filter((item) => {
        const stops = item.load_details.stops;
        const first = stops[0]?.cityState ?? '';
        const last = stops[stops.length - 1]?.cityState ?? '';
        return (
          (query.status.length === 0 || query.status.includes(item.status)) &&
          (!query.query ||
            has(item.name, query.query) ||
            stops.some((s) => has(s.cityState, query.query ?? ''))) &&
          query.pickup_location.every((value) => has(first, value)) &&
          query.delivery_location.every((value) => has(last, value))
        );
      });
      const total_pages = Math.ceil(matches.length / query.page_size);
      const start = (query.page - 1) * query.page_size;
      return jsonResponse({
        status: 'success',
        data: {
          campaigns: matches.slice(start, start + query.page_size),
          pagination: {
            current_page: query.page,
            page_size: query.page_size,
            total_items: matches.length,
            total_pages,
            has_next: query.page < total_pages,
            has_prev: query.page > 1,
          },
        },
      });
    }

    for (const [pattern, kind] of [
      [VOICE_PATHS.campaignCarriers, 'carriers'],
      [VOICE_PATHS.campaignCalls, 'calls'],
      [VOICE_PATHS.campaign, 'campaign'],
    ] as const) {
      const regex = new RegExp(
        `^${voicePath(pattern, { id: '__ID__' }).replace('__ID__', '([^/]+)')}$`,
      );
      const match = regex.exec(path)?.[1];
      if (!match) continue;
      const id = decodeURIComponent(match);
      const campaign = byId(id);
      if (kind === 'campaign') {
        detailRequests.push(id);
        if (options.failCampaign) return answer(options.failCampaign);
        return campaign
          ? jsonResponse({ status: 'success', data: campaign })
          : jsonResponse({ detail: 'Campaign not found' }, 404);
      }
      if (kind === 'carriers') {
        if (options.failCarriers) return answer(options.failCarriers);
        const list = options.carriers?.[id] ?? campaign?.carrier_list;
        return list
          ? jsonResponse({ status: 'success', data: list })
          : jsonResponse({ detail: 'Campaign not found' }, 404);
      }
      if (options.failCalls) return answer(options.failCalls);
      const list = options.calls?.[id] ?? campaign?.call_sessions;
      return list
        ? jsonResponse({ status: 'success', data: list })
        : jsonResponse({ detail: 'Campaign not found' }, 404);
    }
    return base.fetch(input, init);
  };
  return { fetch: fetchFn, calls: base.calls, historyRequests, historyUrls, detailRequests };
}
