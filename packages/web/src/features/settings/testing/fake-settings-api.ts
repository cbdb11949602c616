import {
  LOADBOARD_PATHS,
  type LoadboardSetting,
  loadboardSettingRequestSchema,
} from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

type Answer = { status: number; body: unknown } | 'network';
export type Recorded = { method: string; path: string; body: unknown };

/**
 * The shared fetch double plus /loadboard-settings until the real routes exist: settings kept in
 * memory per provider, answered without secrets (`*_set` flags). `fail*` force other answers.
 */
export function fakeSettingsApi(
  options: {
    settings?: LoadboardSetting[];
    failList?: Answer;
    failSave?: Answer;
    failDelete?: Answer;
  } = {},
) {
  const base = fakeApi({ user: makeUser() });
  const requests: Recorded[] = [];
  const settings = new Map((options.settings ?? []).map((s) => [s.provider, s]));
  const answer = (given: Answer): Response => {
    if (given === 'network') throw new TypeError('Failed to fetch');
    return jsonResponse(given.body, given.status);
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (!url.pathname.startsWith(LOADBOARD_PATHS.settings)) return base.fetch(input, init);
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    requests.push({ method, path: url.pathname, body });

    if (url.pathname === LOADBOARD_PATHS.settings && method === 'GET') {
      if (options.failList) return answer(options.failList);
      return jsonResponse([...settings.values()]);
    }
    const write = (exists: boolean) => {
      if (options.failSave) return answer(options.failSave);
      // The API's PUT lets DAT's client secret out (the saved one is kept).
      const given = body as { provider?: string; provider_settings?: Record<string, unknown> };
      const filled =
        exists &&
        given.provider === 'DAT' &&
        given.provider_settings?.dat_client_secret === undefined
          ? {
              ...given,
              provider_settings: { ...given.provider_settings, dat_client_secret: 'kept' },
            }
          : body;
      const parsed = loadboardSettingRequestSchema.safeParse(filled);
      if (!parsed.success) return jsonResponse({ error: parsed.error.issues[0]?.message }, 400);
      if (settings.has(parsed.data.provider) !== exists) {
        return jsonResponse({ error: exists ? 'not found' : 'already exists' }, exists ? 404 : 409);
      }
      const saved: LoadboardSetting =
        parsed.data.provider === 'DAT'
          ? {
              provider: 'DAT',
              provider_settings: {
                dat_org_email: parsed.data.provider_settings.dat_org_email,
                dat_user_email: parsed.data.provider_settings.dat_user_email,
                dat_client_secret_set: true,
              },
            }
          : { provider: 'TRUCKSTOP', provider_settings: { truckstop_integration_id_set: true } };
      settings.set(saved.provider, saved);
      return jsonResponse(saved, exists ? 200 : 201);
    };
    if (url.pathname === LOADBOARD_PATHS.settings && method === 'POST') return write(false);
    const provider = /^\/loadboard-settings\/(DAT|TRUCKSTOP)$/.exec(url.pathname)?.[1];
    if (provider && method === 'PUT') return write(true);
    if (provider && method === 'DELETE') {
      if (options.failDelete) return answer(options.failDelete);
      settings.delete(provider as LoadboardSetting['provider']);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  };
  return {
    fetch: fetchFn,
    requests,
    to: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  };
}
