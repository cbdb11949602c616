import type { SignupFlowStatus, User } from '@fleet/contracts';
import { VOICE_PATHS } from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

export function makeSignupStatus(overrides: Partial<SignupFlowStatus> = {}): SignupFlowStatus {
  return {
    is_signup_flow_required: true,
    is_broker_usecase: false,
    is_carrier_usecase: true,
    is_broker_signup_flow_required: false,
    caller_id: null,
    caller_id_verified: false,
    signup_errors: [],
    skip_carrier_info: false,
    carrier_info_submitted: false,
    ...overrides,
  };
}

type Failure = { status: number; body: unknown };

/**
 * The shared fetch double plus the voice onboarding routes, behaving like the voice service:
 * register_caller_id answers a code and the verification "call" confirms it after
 * `verifyAfterPolls` status requests (or reports `verifyError`); update_carrier_info ends signup
 * unless `approvalRequired`.
 */
export function fakeOnboardingApi(options: {
  status?: Partial<SignupFlowStatus>;
  user?: User;
  flags?: { VOICE_AI?: boolean; VOICE_AI_BROKER?: boolean };
  verifyAfterPolls?: number;
  verifyError?: string;
  approvalRequired?: boolean;
  failStatus?: Failure;
  failRegister?: Failure;
  failCarrierInfo?: Failure;
}) {
  const user = options.user ?? makeUser();
  const base = fakeApi({ flags: options.flags ?? { VOICE_AI: true }, user });
  let status = makeSignupStatus(options.status);
  let pollsSinceRegister: number | null = null;
  const registered: unknown[] = [];
  const carrierInfo: unknown[] = [];
  let statusRequests = 0;

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (path === VOICE_PATHS.signupFlowStatus && method === 'GET') {
      statusRequests += 1;
      if (options.failStatus)
        return jsonResponse(options.failStatus.body, options.failStatus.status);
      if (pollsSinceRegister !== null) {
        pollsSinceRegister += 1;
        if (pollsSinceRegister >= (options.verifyAfterPolls ?? 1)) {
          status = options.verifyError
            ? { ...status, signup_errors: [options.verifyError] }
            : { ...status, caller_id_verified: true, is_broker_signup_flow_required: false };
          pollsSinceRegister = null;
        }
      }
      return jsonResponse(status);
    }
    if (path === VOICE_PATHS.registerCallerId && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { phone_number: string };
      registered.push(body);
      if (options.failRegister) {
        return jsonResponse(options.failRegister.body, options.failRegister.status);
      }
      status = {
        ...status,
        caller_id: body.phone_number,
        caller_id_verified: false,
        signup_errors: [],
      };
      pollsSinceRegister = 0;
      return jsonResponse({ validation_code: '4821', status: 'calling' });
    }
    if (path === VOICE_PATHS.updateCarrierInfo && method === 'POST') {
      carrierInfo.push(JSON.parse(String(init?.body)));
      if (options.failCarrierInfo) {
        return jsonResponse(options.failCarrierInfo.body, options.failCarrierInfo.status);
      }
      status = { ...status, is_signup_flow_required: options.approvalRequired ?? true };
      return jsonResponse({ status: 'success' });
    }
    return base.fetch(input, init);
  };
  return {
    fetch: fetchFn,
    registered,
    carrierInfo,
    get statusRequests() {
      return statusRequests;
    },
  };
}
