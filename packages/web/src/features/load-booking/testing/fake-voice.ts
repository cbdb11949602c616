import type { ActiveCall, ExtractedData } from '@fleet/contracts';
import { VOICE_PATHS } from '@fleet/contracts';
import { jsonResponse } from '@/testing/fixtures';

export type Recorded = { method: string; url: URL; body: unknown };

/** A realistic parse result: Dallas → Atlanta dry van, broker phone and extension. */
export function makeParsed(overrides: Partial<ExtractedData['loadDetails']> = {}): ExtractedData {
  return {
    loadDetails: {
      stops: [
        {
          cityState: 'Dallas, TX',
          stopType: 'PICKUP',
          appointmentType: 'FCFS',
          appointmentDate: '2026-03-10',
          appointmentTime: null,
          appointmentWindowStart: '08:00',
          appointmentWindowEnd: '12:00',
        },
        {
          cityState: 'Atlanta, GA',
          stopType: 'DELIVERY',
          appointmentType: 'APPT',
          appointmentDate: '2026-03-11',
          appointmentTime: '14:00',
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
      ],
      numberOfStops: 2,
      originDeadhead: null,
      totalDistance: 781,
      totalDistanceWithDeadhead: null,
      brokerOfferedRate: 1850,
      ratePerMile: null,
      ratePerMileWithDeadhead: null,
      marketRateRange: null,
      weight: 42000,
      commodity: 'Paper products',
      temperature: null,
      equipmentType: 'dry_van',
      specialInstructions: null,
      referenceNumber: 'LD-4471',
      ...overrides,
    },
    callDetails: { brokerPhone: '+1-214-555-0142', brokerExtension: '12' },
    metadata: { source: 'text', confidence: 0.9, missingFields: [] },
  };
}

export function makeActiveCall(overrides: Partial<ActiveCall> = {}): ActiveCall {
  return {
    uid: 'call-1',
    id: 'call-1',
    to_number: '+1-214-555-0142',
    load_details: makeParsed().loadDetails,
    call_details: { brokerPhone: '+1-214-555-0142', brokerExtension: null },
    transcript: [],
    details_only: false,
    load_details_text: 'Dallas to Atlanta',
    status: 'connected',
    initiator: 'web',
    rate_range: { min: 1800, max: 2100 },
    dispatcher_approval_required: true,
    pending_approval: false,
    created_at: '2026-03-09T15:00:00.000Z',
    ...overrides,
  };
}

type Reply = Response | (() => Response | Promise<Response>);

/**
 * The voice routes of the booking screen, over a fetch double. Each route answers with its
 * configured reply (a default success otherwise). Every request is recorded.
 */
export function fakeVoice(
  options: {
    parse?: Reply;
    callBroker?: Reply;
    activeCalls?: (ids: string[]) => Response | Promise<Response>;
    sessionsUpdate?: Reply;
  } = {},
) {
  const requests: Recorded[] = [];
  let callCount = 0;
  const reply = (given: Reply | undefined, fallback: () => Response) =>
    given === undefined ? fallback() : typeof given === 'function' ? given() : given.clone();

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    requests.push({ method, url, body });
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    switch (url.pathname) {
      case VOICE_PATHS.parseLoadDetails:
        return reply(options.parse, () => jsonResponse({ status: 'success', data: makeParsed() }));
      case VOICE_PATHS.callBroker:
        return reply(options.callBroker, () => {
          callCount += 1;
          return jsonResponse({ uid: `call-${callCount}`, created_at: new Date().toISOString() });
        });
      case VOICE_PATHS.activeCalls: {
        const ids = url.searchParams.getAll('calls');
        return options.activeCalls
          ? options.activeCalls(ids)
          : jsonResponse({ data: ids.map((id) => makeActiveCall({ uid: id, id })) });
      }
      case VOICE_PATHS.sessionsUpdate:
        return reply(options.sessionsUpdate, () => jsonResponse({ status: 'success' }));
      default:
        if (url.pathname.endsWith('/version.txt')) return new Response('test-build');
        return jsonResponse({ code: 'not-found', message: 'Not found' }, 404);
    }
  };

  return {
    fetch: fetchFn,
    requests,
    to: (path: string) => requests.filter((request) => request.url.pathname === path),
  };
}
