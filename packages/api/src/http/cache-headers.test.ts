import { AUTH_PATHS, FLEET_PATHS, featureFlagPath, sessionTokensSchema } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { CARRIER, useApi } from '../test-support/api-harness';

describe.each(testBackends())('cache headers on $name', (backend) => {
  const api = useApi(backend);

  it('when an answer is about a session or the account, then no cache may keep it', async () => {
    const signIn = await api.fetch(AUTH_PATHS.signIn, { method: 'POST', json: CARRIER });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const { access_token: token } = sessionTokensSchema.parse(await signIn.json());
    for (const path of [
      AUTH_PATHS.session,
      AUTH_PATHS.profile,
      featureFlagPath('VOICE_AI'),
      FLEET_PATHS.availableTrucks,
      FLEET_PATHS.notifications,
    ]) {
      const response = await api.fetch(path, { token });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    // Refusals too: a 401 names the session's state.
    const refused = await api.fetch(AUTH_PATHS.profile);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
