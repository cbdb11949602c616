import type { CallDetail, CallHistoryRequest, CallRecord } from '@fleet/contracts';
import { VOICE_PATHS } from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

type HistoryAnswer = { status: number; body: unknown } | 'network';

/**
 * The shared fetch double (both voice flags on) plus the call-history routes of the voice service:
 * POST /voice/calls sorts, filters and pages `calls` like the service does; GET /voice/calls/{id}
 * answers from `details` (404 otherwise). `failList`/`detailAnswer` force other answers.
 */
export function fakeVoiceApi(options: {
  calls?: CallRecord[];
  details?: Record<string, CallDetail | null>;
  failList?: HistoryAnswer;
  detailAnswer?: HistoryAnswer;
  flags?: { VOICE_AI?: boolean; VOICE_AI_BROKER?: boolean };
}) {
  const base = fakeApi({ flags: options.flags ?? { VOICE_AI: true }, user: makeUser() });
  const listRequests: CallHistoryRequest[] = [];
  const detailRequests: string[] = [];

  const answer = (given: HistoryAnswer): Response => {
    if (given === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(given.body, given.status);
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === VOICE_PATHS.calls && init?.method === 'POST') {
      const request = JSON.parse(String(init.body)) as CallHistoryRequest;
      listRequests.push(request);
      if (options.failList) return answer(options.failList);
      const all = (options.calls ?? []).filter(
        (call) => request.status === 'all' || call.status === request.status,
      );
      const key = request.sort_by;
      const sorted = [...all].sort((a, b) => {
        const x = String(a[key] ?? '');
        const y = String(b[key] ?? '');
        return x < y ? -request.sort_order : x > y ? request.sort_order : 0;
      });
      const start = (request.page - 1) * request.per_page;
      return jsonResponse({
        total: all.length,
        data: sorted.slice(start, start + request.per_page),
      });
    }
    const detail = /^\/voice\/calls\/([^/]+)$/.exec(path)?.[1];
    if (detail && (init?.method ?? 'GET') === 'GET') {
      const id = decodeURIComponent(detail);
      detailRequests.push(id);
      if (options.detailAnswer) return answer(options.detailAnswer);
      if (options.details && id in options.details) {
        const found = options.details[id];
        return found === null ? new Response('', { status: 200 }) : jsonResponse(found);
      }
      return jsonResponse({ detail: 'Call not found' }, 404);
    }
    return base.fetch(input, init);
  };
  return { fetch: fetchFn, calls: base.calls, listRequests, detailRequests };
}
