import { randomBytes } from 'node:crypto';
import { LOADBOARD_PATHS, loadboardSettingSchema } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { createCredentialsCipher } from '../../../fleet/domain/credentials-cipher';
import { BROKER, CARRIER, errorOf, useApi } from '../../../test-support/api-harness';
import { savedLoadboardCredentials } from '../domain/loadboard-settings';

const key = randomBytes(32);
const DAT = {
  provider: 'DAT',
  provider_settings: {
    dat_org_email: 'org@carrier.test',
    dat_user_email: 'dana@carrier.test',
    dat_client_secret: 'dat-s3cret-value',
  },
};
const TRUCKSTOP = {
  provider: 'TRUCKSTOP',
  provider_settings: { truckstop_integration_id: '556677' },
};
const setting = (provider: string) => LOADBOARD_PATHS.setting.replace(':provider', provider);

describe.each(testBackends())('load-board settings on $name', (backend) => {
  const api = useApi(backend, { fleetCredentialsKey: key });

  const accountOf = async (email: string) => {
    const [row] = await api.db.query<{ account_id: string }>(
      'SELECT account_id::text AS account_id FROM users WHERE email = $1',
      [email],
    );
    return row!.account_id;
  };

  it('when DAT and Truckstop settings are saved, then the list shows them with the secrets only flagged as set', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    let response = await api.fetch(LOADBOARD_PATHS.settings, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);

    response = await api.fetch(LOADBOARD_PATHS.settings, { token, json: DAT });
    expect(response.status).toBe(201);
    const created = await response.text();
    expect(created).not.toContain('dat-s3cret-value');
    expect(loadboardSettingSchema.parse(JSON.parse(created))).toEqual({
      provider: 'DAT',
      provider_settings: {
        dat_org_email: 'org@carrier.test',
        dat_user_email: 'dana@carrier.test',
        dat_client_secret_set: true,
      },
    });
    response = await api.fetch(LOADBOARD_PATHS.settings, { token, json: TRUCKSTOP });
    expect(response.status).toBe(201);

    response = await api.fetch(LOADBOARD_PATHS.settings, { token });
    const listed = await response.text();
    expect(listed).not.toContain('dat-s3cret-value');
    expect(listed).not.toContain('556677');
    expect(JSON.parse(listed)).toEqual([
      {
        provider: 'DAT',
        provider_settings: {
          dat_org_email: 'org@carrier.test',
          dat_user_email: 'dana@carrier.test',
          dat_client_secret_set: true,
        },
      },
      { provider: 'TRUCKSTOP', provider_settings: { truckstop_integration_id_set: true } },
    ]);

    // At rest: encrypted, not in clear anywhere in the row.
    const rows = await api.db.query<{ row: string }>(
      'SELECT row_to_json(s)::text AS row FROM loadboard_settings s',
    );
    expect(rows).toHaveLength(2);
    for (const { row } of rows) {
      expect(row).not.toContain('dat-s3cret-value');
      expect(row).not.toContain('556677');
      expect(row).toMatch(/"secret":"v1\./);
    }
  });

  it('when a provider is saved twice, then POST answers 409; PUT updates; DELETE removes; then PUT and DELETE answer 404', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    expect((await api.fetch(LOADBOARD_PATHS.settings, { token, json: DAT })).status).toBe(201);
    let response = await api.fetch(LOADBOARD_PATHS.settings, { token, json: DAT });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'loadboard/settings-exist' });

    // PUT with a new secret, then PUT without one keeps it.
    response = await api.fetch(setting('DAT'), {
      token,
      method: 'PUT',
      json: {
        ...DAT,
        provider_settings: { ...DAT.provider_settings, dat_client_secret: 'new-one' },
      },
    });
    expect(response.status).toBe(200);
    response = await api.fetch(setting('dat'), {
      token,
      method: 'PUT',
      json: {
        provider_settings: { dat_org_email: 'ops@carrier.test', dat_user_email: 'u@carrier.test' },
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      provider: 'DAT',
      provider_settings: {
        dat_org_email: 'ops@carrier.test',
        dat_user_email: 'u@carrier.test',
        dat_client_secret_set: true,
      },
    });
    const cipher = createCredentialsCipher(key);
    const accountId = await accountOf(CARRIER.email);
    expect(await savedLoadboardCredentials(api.db, cipher, accountId, 'DAT')).toEqual({
      dat_org_email: 'ops@carrier.test',
      dat_user_email: 'u@carrier.test',
      dat_client_secret: 'new-one',
    });

    response = await api.fetch(setting('TRUCKSTOP'), { token, method: 'PUT', json: TRUCKSTOP });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: 'loadboard/settings-not-found' });

    response = await api.fetch(setting('DAT'), { token, method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await savedLoadboardCredentials(api.db, cipher, accountId, 'DAT')).toBeNull();
    expect((await api.fetch(setting('DAT'), { token, method: 'DELETE' })).status).toBe(404);
    expect(await api.fetch(LOADBOARD_PATHS.settings, { token }).then((r) => r.json())).toEqual([]);
  });

  it('when a body is bad, then 400 names the field and nothing is saved', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    let response = await api.fetch(LOADBOARD_PATHS.settings, {
      token,
      json: {
        provider: 'DAT',
        provider_settings: { dat_org_email: 'nope', dat_user_email: 'u@x.test' },
      },
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.errors?.map((e) => e.propertyName)).toEqual([
      'provider_settings.dat_org_email',
      'provider_settings.dat_client_secret',
    ]);
    response = await api.fetch(LOADBOARD_PATHS.settings, {
      token,
      json: { provider: 'OTHER', provider_settings: {} },
    });
    expect(response.status).toBe(400);
    response = await api.fetch(setting('OTHER'), { token, method: 'DELETE' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors?.[0]?.propertyName).toBe('provider');
    response = await api.fetch(setting('DAT'), { token, method: 'PUT', json: TRUCKSTOP });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/the body says TRUCKSTOP, the path DAT/);
    expect(await api.fetch(LOADBOARD_PATHS.settings, { token }).then((r) => r.json())).toEqual([]);
  });

  it('when another account asks, then it never sees, changes or uses the first account’s settings', async () => {
    const carrier = await api.signIn(CARRIER);
    const broker = await api.signIn(BROKER);
    await api.fetch(LOADBOARD_PATHS.settings, { token: carrier.access_token, json: DAT });
    const token = broker.access_token;
    expect(await api.fetch(LOADBOARD_PATHS.settings, { token }).then((r) => r.json())).toEqual([]);
    expect((await api.fetch(setting('DAT'), { token, method: 'PUT', json: DAT })).status).toBe(404);
    expect((await api.fetch(setting('DAT'), { token, method: 'DELETE' })).status).toBe(404);
    // The broker may save its own DAT settings: no conflict with the carrier's.
    expect((await api.fetch(LOADBOARD_PATHS.settings, { token, json: DAT })).status).toBe(201);

    const cipher = createCredentialsCipher(key);
    const carrierId = await accountOf(CARRIER.email);
    const brokerId = await accountOf(BROKER.email);
    expect(await savedLoadboardCredentials(api.db, cipher, brokerId, 'TRUCKSTOP')).toBeNull();
    // A carrier's secret copied into the broker's row does not decrypt for the broker.
    await api.db.query(
      `UPDATE loadboard_settings SET secret = (SELECT secret FROM loadboard_settings
          WHERE account_id = $1 AND provider = 'DAT') WHERE account_id = $2 AND provider = 'DAT'`,
      [carrierId, brokerId],
    );
    await expect(savedLoadboardCredentials(api.db, cipher, brokerId, 'DAT')).rejects.toThrow(
      /another account/,
    );
    expect(
      (await savedLoadboardCredentials(api.db, cipher, carrierId, 'DAT'))?.dat_client_secret,
    ).toBe('dat-s3cret-value');
  });

  it('when the routes are called without a session, then 401', async () => {
    expect((await api.fetch(LOADBOARD_PATHS.settings)).status).toBe(401);
    expect((await api.fetch(setting('DAT'), { method: 'DELETE' })).status).toBe(401);
  });

  it('when the server has no FLEET_CREDENTIALS_KEY, then saving answers 503 naming it, listing and deleting still work', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    expect((await api.fetch(LOADBOARD_PATHS.settings, { token, json: TRUCKSTOP })).status).toBe(
      201,
    );
    await api.restart({ fleetCredentialsKey: undefined });
    let response = await api.fetch(LOADBOARD_PATHS.settings, { token, json: DAT });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatchObject({
      code: 'loadboard/credentials-key-missing',
      message: expect.stringMatching(/FLEET_CREDENTIALS_KEY/),
    });
    response = await api.fetch(setting('TRUCKSTOP'), { token, method: 'PUT', json: TRUCKSTOP });
    expect(response.status).toBe(503);
    expect(await api.fetch(LOADBOARD_PATHS.settings, { token }).then((r) => r.json())).toEqual([
      { provider: 'TRUCKSTOP', provider_settings: { truckstop_integration_id_set: true } },
    ]);
    const accountId = await accountOf(CARRIER.email);
    await expect(savedLoadboardCredentials(api.db, null, accountId, 'TRUCKSTOP')).rejects.toThrow(
      /FLEET_CREDENTIALS_KEY is not configured/,
    );
    expect((await api.fetch(setting('TRUCKSTOP'), { token, method: 'DELETE' })).status).toBe(204);
  });
});
