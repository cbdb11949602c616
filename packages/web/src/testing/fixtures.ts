import type { FeatureFlag, SessionTokens, User } from '@fleet/contracts';
import { SESSION_STORAGE_KEY } from '@/lib/session-storage';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'dispatcher@demo.test',
    display_name: 'Dana Dispatcher',
    account_id: 'account-1',
    account_name: 'Demo Carrier',
    use_case: 'carrier',
    ...overrides,
  };
}

export function makeSession(user: Partial<User> = {}): SessionTokens {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 3600,
    expires_at: Date.now() + 3_600_000,
    user: makeUser(user),
  };
}

export function storeSession(session: SessionTokens = makeSession()): SessionTokens {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return session;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A fetch double for the API: feature flags from `flags`, GET /v1/me from `user`, everything else
 * 404. Records every request.
 */
export function fakeApi(options: { flags?: Partial<Record<FeatureFlag, boolean>>; user?: User }) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const flag = /\/v1\/feature-manager\/is-feature-enabled\/([A-Z_]+)/.exec(url)?.[1];
    if (flag) {
      const enabled = options.flags?.[flag as FeatureFlag] === true;
      return jsonResponse({ enabled, feature_configuration: { variables_data: {} } });
    }
    if (url.endsWith('/v1/me') && options.user) return jsonResponse(options.user);
    if (url.endsWith('/version.txt')) return new Response('test-build');
    return jsonResponse({ code: 'not-found', message: 'Not found' }, 404);
  };
  return { fetch: fetchFn, calls };
}
