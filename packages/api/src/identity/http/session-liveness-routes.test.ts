import { AUTH_PATHS, SESSION_LIVENESS_PATH, type SessionTokens } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { BROKER, CARRIER, decodeQuotedPrintable, useApi } from '../../test-support/api-harness';

const SERVICE_TOKEN = 'a-service-token-for-tests';

function idsOf(session: SessionTokens) {
  const claims = decodeJwt(session.access_token);
  return { account_id: String(claims.acc), session_id: String(claims.sid) };
}

describe.each(testBackends())('the gateway asking which sessions ended, on $name', (backend) => {
  const api = useApi(backend, { internalToken: SERVICE_TOKEN });

  const ask = async (sessions: unknown[], token = SERVICE_TOKEN) =>
    api.fetch(SESSION_LIVENESS_PATH, { json: { sessions }, token });

  const ended = async (sessions: unknown[]) => {
    const response = await ask(sessions);
    expect(response.status).toBe(200);
    return ((await response.json()) as { ended: string[] }).ended;
  };

  it('when a user signs out, then that session (and only it) is reported ended', async () => {
    const one = await api.signIn(CARRIER);
    const two = await api.signIn(CARRIER);
    expect(await ended([idsOf(one), idsOf(two)])).toEqual([]);
    const out = await api.fetch(AUTH_PATHS.signOut, {
      json: { refresh_token: one.refresh_token },
      token: one.access_token,
    });
    expect(out.status).toBe(204);
    expect(await ended([idsOf(one), idsOf(two)])).toEqual([idsOf(one).session_id]);
  });

  it('when the password is reset, then every session of the user is reported ended', async () => {
    const one = await api.signIn(CARRIER);
    const two = await api.signIn(CARRIER);
    const broker = await api.signIn(BROKER);
    await api.fetch(AUTH_PATHS.passwordResetRequest, { json: { email: CARRIER.email } });
    const [mail] = await api.outbox();
    const token = decodeQuotedPrintable(mail!).match(/reset-password\?token=([\w-]+)/)![1]!;
    const confirm = await api.fetch(AUTH_PATHS.passwordResetConfirm, {
      json: { token, password: 'a-brand-new-secret' },
    });
    expect(confirm.status).toBe(200);
    expect((await ended([idsOf(one), idsOf(two), idsOf(broker)])).sort()).toEqual(
      [idsOf(one).session_id, idsOf(two).session_id].sort(),
    );
  });

  it('when a live session is asked under another account, then it counts as ended', async () => {
    const carrier = await api.signIn(CARRIER);
    const broker = await api.signIn(BROKER);
    const mixed = { account_id: idsOf(broker).account_id, session_id: idsOf(carrier).session_id };
    expect(await ended([mixed])).toEqual([idsOf(carrier).session_id]);
  });

  it('when the service token is missing or wrong, then 401 and nothing is told', async () => {
    const carrier = await api.signIn(CARRIER);
    expect((await ask([idsOf(carrier)], '')).status).toBe(401);
    expect((await ask([idsOf(carrier)], 'not-the-service-token')).status).toBe(401);
    // A user's own access token is not the service token either.
    expect((await ask([idsOf(carrier)], carrier.access_token)).status).toBe(401);
  });

  it('when the body is malformed, then 400', async () => {
    expect((await ask([{ account_id: 'x', session_id: 'y' }])).status).toBe(400);
    const response = await api.fetch(SESSION_LIVENESS_PATH, {
      json: { sessions: 'all' },
      token: SERVICE_TOKEN,
    });
    expect(response.status).toBe(400);
  });
});
