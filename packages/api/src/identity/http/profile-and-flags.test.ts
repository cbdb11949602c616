import {
  AUTH_PATHS,
  featureFlagPath,
  featureFlagResponseSchema,
  userSchema,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { migrations as API_MIGRATIONS } from '../../db/migrations';
import { BROKER, CARRIER, errorOf, useApi, userOf } from '../../test-support/api-harness';

describe.each(testBackends())('profile, flags and tenants on $name', (backend) => {
  const api = useApi(backend);

  const flag = async (token: string, name: string) => {
    const response = await api.fetch(featureFlagPath(name), { token });
    expect(response.status).toBe(200);
    return featureFlagResponseSchema.parse(await response.json());
  };

  describe('profile', () => {
    it('when the user renames themself, then the profile shows the new name', async () => {
      const { access_token: token } = await api.signIn(CARRIER);
      const response = await api.fetch(AUTH_PATHS.profile, {
        method: 'PATCH',
        token,
        json: { display_name: '  Dana D.  ' },
      });
      expect(response.status).toBe(200);
      expect(userSchema.parse(await response.json()).display_name).toBe('Dana D.');
      const profile = await (await api.fetch(AUTH_PATHS.profile, { token })).json();
      expect(profile).toMatchObject({ display_name: 'Dana D.', email: CARRIER.email });
    });

    it('when the body tries to change the e-mail or is empty, then 400 with errors and nothing changes', async () => {
      const { access_token: token } = await api.signIn(CARRIER);
      for (const json of [
        { display_name: 'X', email: 'evil@demo.test' },
        { display_name: '' },
        {},
        ['display_name'],
      ]) {
        const response = await api.fetch(AUTH_PATHS.profile, { method: 'PATCH', token, json });
        expect(response.status).toBe(400);
        const body = await errorOf(response);
        expect(body.code).toBe('validation/invalid');
        expect(body.errors?.length).toBeGreaterThan(0);
      }
      const profile = await (await api.fetch(AUTH_PATHS.profile, { token })).json();
      expect(profile).toMatchObject({ display_name: 'Dana Dispatcher', email: CARRIER.email });
    });

    it('when the JSON is malformed, then 400 and nothing changes', async () => {
      const { access_token: token } = await api.signIn(CARRIER);
      const response = await api.fetch(AUTH_PATHS.profile, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{"display_name": ',
      });
      expect(response.status).toBe(400);
    });
  });

  describe('feature flags', () => {
    it('when the carrier asks, then its flags answer, aliases included', async () => {
      const { access_token: token } = await api.signIn(CARRIER);
      for (const name of [
        'INVOICE',
        'TRUCK_TRAILER_MISMATCH',
        'TRAILER_AT_CUSTOMER_LOCATION',
        'REPORTS',
        'VOICE_AI',
      ]) {
        expect((await flag(token, name)).enabled).toBe(true);
      }
      expect(await flag(token, 'VOICE_AI_BROKER')).toEqual({
        enabled: false,
        feature_configuration: { variables_data: {} },
      });
      const ratecon = {
        enabled: true,
        feature_configuration: { variables_data: { TMS_TYPE: 'ditat' } },
      };
      expect(await flag(token, 'RATE_CON_EXTRACTION')).toEqual(ratecon);
      expect(await flag(token, 'RATECON_EXTRACTION')).toEqual(ratecon);
      expect(await flag(token, 'RATECON_DATA')).toEqual(ratecon);
      expect(await flag(token, 'invoice')).toMatchObject({ enabled: true });
    });

    it('when the brokerage asks, then it gets its own flags', async () => {
      const { access_token: token } = await api.signIn(BROKER);
      expect((await flag(token, 'VOICE_AI_BROKER')).enabled).toBe(true);
      expect((await flag(token, 'VOICE_AI')).enabled).toBe(false);
      expect((await flag(token, 'TRUCK_TRAILER_MISMATCH')).enabled).toBe(false);
      expect(await flag(token, 'RATECON_EXTRACTION')).toEqual({
        enabled: false,
        feature_configuration: { variables_data: { TMS_TYPE: 'alvys' } },
      });
    });

    it('when the flag is unknown, then it is off with no variables', async () => {
      const { access_token: token } = await api.signIn(CARRIER);
      expect(await flag(token, 'TIME_TRAVEL')).toEqual({
        enabled: false,
        feature_configuration: { variables_data: {} },
      });
    });

    it('when the flag name is not a name, then 400; without a token, 401', async () => {
      const { access_token: token } = await api.signIn(CARRIER);
      const bad = await api.fetch(featureFlagPath('../etc;drop'), { token });
      expect(bad.status).toBe(400);
      const anonymous = await api.fetch(featureFlagPath('INVOICE'));
      expect(anonymous.status).toBe(401);
    });
  });

  describe('tenant isolation', () => {
    it('when the brokerage reads and writes, then it only ever touches its own data', async () => {
      const carrier = await api.signIn(CARRIER);
      const broker = await api.signIn(BROKER);
      const mine = await (
        await api.fetch(AUTH_PATHS.profile, { token: broker.access_token })
      ).json();
      expect(mine).toMatchObject({ email: BROKER.email, account_name: 'Demo Brokerage' });

      await api.fetch(AUTH_PATHS.profile, {
        method: 'PATCH',
        token: broker.access_token,
        json: { display_name: 'Blake B.' },
      });
      const theirs = await userOf(
        await api.fetch(AUTH_PATHS.profile, { token: carrier.access_token }),
      );
      expect(theirs.display_name).toBe('Dana Dispatcher');
      expect((await flag(broker.access_token, 'VOICE_AI')).enabled).toBe(false);
    });

    it("when a token names the carrier's account with the broker's session, then it is refused", async () => {
      const carrier = await api.signIn(CARRIER);
      const broker = await api.signIn(BROKER);
      const sid = JSON.parse(
        Buffer.from(broker.access_token.split('.')[1]!, 'base64url').toString(),
      ).sid as string;
      const crossed = await api.started.api.tokens.issue({
        userId: broker.user.id,
        accountId: carrier.user.account_id,
        sessionId: sid,
        email: BROKER.email,
      });
      for (const path of [AUTH_PATHS.profile, featureFlagPath('VOICE_AI'), AUTH_PATHS.session]) {
        const response = await api.fetch(path, { token: crossed.token });
        expect(response.status).toBe(401);
      }
      const patch = await api.fetch(AUTH_PATHS.profile, {
        method: 'PATCH',
        token: crossed.token,
        json: { display_name: 'Hijacked' },
      });
      expect(patch.status).toBe(401);
      const rows = await api.db.query<{ display_name: string }>(
        'SELECT display_name FROM users ORDER BY email',
      );
      expect(rows.map((r) => r.display_name)).toEqual(['Blake Broker', 'Dana Dispatcher']);
    });
  });

  describe('service', () => {
    it('when probed, then healthz and readyz answer with the database check', async () => {
      expect(await (await api.fetch('/healthz')).json()).toEqual({ status: 'ok', service: 'api' });
      const ready = await api.fetch('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ checks: { database: 'ok' } });
    });

    it('when the path is unknown, then 404 in the error shape', async () => {
      const response = await api.fetch('/v1/nothing-here');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not-found' });
    });

    it('when the app starts again on a migrated and seeded database, then nothing is duplicated', async () => {
      await api.restart();
      await api.replica();
      const [counts] = await api.db.query<{ accounts: number; users: number; flags: number }>(
        `SELECT (SELECT count(*)::int FROM accounts) AS accounts,
                (SELECT count(*)::int FROM users) AS users,
                (SELECT count(*)::int FROM feature_flags) AS flags`,
      );
      expect(counts).toEqual({ accounts: 2, users: 2, flags: 11 });
      const migrations = await api.db.query<{ id: string }>(
        'SELECT id FROM schema_migrations ORDER BY id',
      );
      // Each migration once, none twice.
      expect(migrations.map((m) => m.id)).toEqual(API_MIGRATIONS.map((m) => m.id).sort());
      const [sources] = await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM fleet_sources',
      );
      expect(sources?.n).toBe(2);
    });
  });
});
