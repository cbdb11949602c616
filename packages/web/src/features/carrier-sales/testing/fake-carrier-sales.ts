import {
  type Campaign,
  type CampaignCallSession,
  type CampaignStatus,
  type Carrier,
  VOICE_PATHS,
} from '@fleet/contracts';
import { jsonResponse } from '@/testing/fixtures';

export function makeCarrier(overrides: Partial<Carrier> = {}): Carrier {
  return {
    id: 'carrier-1',
    legal_name: 'Ready Freight Inc',
    dba_name: 'Ready',
    dot_number: '3100101',
    mc_number: 'MC-700101',
    dispatch_phone: '+13125550101',
    alt_phone_1: '+13125550111',
    alt_phone_2: null,
    alt_phone_3: null,
    dispatch_email: 'loads@ready.test',
    alt_email_1: 'ops@ready.test',
    alt_email_2: null,
    alt_email_3: null,
    physical_address: '1 Main St, Chicago, IL',
    my_carrier: true,
    ...overrides,
  };
}

export function makeCall(overrides: Partial<CampaignCallSession> = {}): CampaignCallSession {
  return {
    call_uid: 'call-1',
    carrier_id: 'carrier-1',
    carrier_info: makeCarrier(),
    call_status: 'initiated',
    booking_status: 'Not Booked',
    carrier_rate: null,
    desired_rate: { min: 1800, max: 2200 },
    conversation: [],
    timestamp: '2026-03-09T15:00:00.000Z',
    end_reason: null,
    ...overrides,
  };
}

export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  const id = overrides.campaign_id ?? overrides.id ?? 'camp-1';
  return {
    name: 'Dallas run',
    status: 'stop',
    strategy: 'sequential',
    created_at: '2026-03-09T14:00:00.000Z',
    updated_at: '2026-03-09T14:00:00.000Z',
    load_details: {
      stops: [
        {
          cityState: 'Dallas, TX',
          appointmentType: 'FCFS',
          appointmentDate: '2026-03-10',
          appointmentTime: null,
          appointmentWindowStart: '08:00',
          appointmentWindowEnd: '12:00',
        },
        {
          cityState: 'Atlanta, GA',
          appointmentType: 'Set',
          appointmentDate: '2026-03-11',
          appointmentTime: '14:00',
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
      ],
      total_distance: 781,
      weight: 42000,
      equipment_type: 'dry_van',
      commodity: 'Paper rolls',
      temperature: null,
      specialInstructions: null,
      marketRateRange: { min: 1900, max: 2300 },
    },
    rate_range: { min: 1800, max: 2200 },
    carrier_list: [],
    carrier_file_name: null,
    call_sessions: [],
    state: { best_offer: null },
    carrier_count: 0,
    call_count: 0,
    total_carriers: 0,
    notifications: [],
    ...overrides,
    id,
    campaign_id: id,
  };
}

export type Recorded = { method: string; url: URL; body: unknown };
type Answer = { status: number; body: unknown };

/**
 * The shared API double (VOICE_AI_BROKER on, a broker user, signup done) plus the campaign routes
 * of the voice service over `campaigns` (create, update, get, carriers, calls, upload, commands,
 * active list, parse). `answers` overrides one route's answer by its VOICE_PATHS name.
 */
export function fakeCarrierSales(
  options: {
    campaigns?: Campaign[];
    carriers?: Record<string, Carrier[]>;
    calls?: Record<string, CampaignCallSession[]>;
    answers?: Partial<Record<keyof typeof VOICE_PATHS, Answer | (() => Answer)>>;
  } = {},
) {
  const campaigns = new Map((options.campaigns ?? []).map((c) => [c.campaign_id, c]));
  const carriers = { ...options.carriers };
  const calls = { ...options.calls };
  const requests: Recorded[] = [];
  let created = 0;

  const override = (name: keyof typeof VOICE_PATHS): Response | null => {
    const given = options.answers?.[name];
    if (!given) return null;
    const answer = typeof given === 'function' ? given() : given;
    return jsonResponse(answer.body, answer.status);
  };
  const ok = (data: unknown) => jsonResponse({ status: 'success', data });
  const notFound = () => jsonResponse({ detail: 'Load not found' }, 404);
  const setStatus = (id: string, status: CampaignStatus) => {
    const campaign = campaigns.get(id);
    if (campaign) campaigns.set(id, { ...campaign, status });
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname;
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    requests.push({ method, url, body });

    const flag = /\/v1\/feature-manager\/is-feature-enabled\/([A-Z_]+)/.exec(path)?.[1];
    if (flag) {
      return jsonResponse({
        enabled: flag === 'VOICE_AI_BROKER',
        feature_configuration: { variables_data: {} },
      });
    }
    if (path.endsWith('/version.txt')) return new Response('test-build');
    if (path === VOICE_PATHS.signupFlowStatus) {
      return jsonResponse({
        is_signup_flow_required: false,
        is_broker_usecase: true,
        is_carrier_usecase: false,
        is_broker_signup_flow_required: false,
        caller_id: '+13125550177',
        caller_id_verified: true,
        signup_errors: [],
        skip_carrier_info: false,
        carrier_info_submitted: true,
      });
    }
    if (path === VOICE_PATHS.activeCampaigns) {
      const ids = url.searchParams.getAll('campaign_ids');
      return (
        override('activeCampaigns') ??
        ok(
          ids
            .map((id) => campaigns.get(id))
            .filter((c): c is Campaign => !!c)
            .filter((c) => !['completed', 'confirmed', 'cancelled', 'failed'].includes(c.status))
            .map((c) => ({ campaign_id: c.campaign_id, name: c.name, status: c.status })),
        )
      );
    }
    if (path === VOICE_PATHS.parseLoadOfferCampaignDetails) {
      return override('parseLoadOfferCampaignDetails') ?? notFound();
    }
    if (path === VOICE_PATHS.campaigns && method === 'POST') {
      const answer = override('campaigns');
      if (answer) return answer;
      created += 1;
      const id = `new-${created}`;
      const campaign = makeCampaign({
        campaign_id: id,
        name: body.name,
        load_details: body.load_details,
        rate_range: body.rate_range,
      });
      campaigns.set(id, campaign);
      return ok({ ...campaign, carrier_list: [] });
    }
    const upload = /^\/voice\/load-offer-campaign\/carriers\/batch-upload\/([^/]+)$/.exec(path);
    if (upload?.[1]) {
      const answer = override('campaignCarrierUpload');
      if (answer) return answer;
      const id = upload[1];
      const campaign = campaigns.get(id);
      if (campaign) {
        campaigns.set(id, { ...campaign, carrier_count: 3, carrier_file_name: 'carriers.csv' });
      }
      return ok({
        processed: 3,
        total_rows: 3,
        failed: 0,
        message: 'ok',
        file_name: 'carriers.csv',
        failures: [],
      });
    }
    const match = /^\/voice\/load-offer-campaign\/([^/]+)(?:\/([a-z-]+))?$/.exec(path);
    if (match?.[1]) {
      const id = decodeURIComponent(match[1]);
      const campaign = campaigns.get(id);
      const sub = match[2];
      if (!campaign) return notFound();
      if (!sub && method === 'GET') return override('campaign') ?? ok(campaign);
      if (!sub && method === 'PUT') {
        const answer = override('campaign');
        if (answer) return answer;
        campaigns.set(id, { ...campaign, ...body });
        return ok(campaigns.get(id));
      }
      if (sub === 'carriers') return override('campaignCarriers') ?? ok(carriers[id] ?? []);
      if (sub === 'calls') return override('campaignCalls') ?? ok(calls[id] ?? []);
      if (sub === 'execute') {
        const answer = override('campaignExecute');
        if (answer) return answer;
        setStatus(id, 'running');
        return ok(campaigns.get(id));
      }
      if (sub === 'pause-resume') {
        const answer = override('campaignPauseResume');
        if (answer) return answer;
        setStatus(id, url.searchParams.get('action') === 'pause' ? 'pause' : 'running');
        return ok(campaigns.get(id));
      }
      if (sub === 'cancel') {
        const answer = override('campaignCancel');
        if (answer) return answer;
        setStatus(id, 'cancelled');
        return ok(campaigns.get(id));
      }
    }
    return jsonResponse({ code: 'not-found', message: 'Not found' }, 404);
  };

  return {
    fetch: fetchFn,
    campaigns,
    requests,
    to: (path: string, method?: string) =>
      requests.filter((r) => r.url.pathname === path && (!method || r.method === method)),
  };
}
