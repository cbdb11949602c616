import { AUTH_ERRORS, AUTH_PATHS } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import {
  BROKER,
  CARRIER,
  decodeQuotedPrintable,
  errorOf,
  useApi,
} from '../../test-support/api-harness';

const PUBLIC_URL = 'https://fleet.example.test';

describe.each(testBackends())('password reset on $name', (backend) => {
  const api = useApi(backend, { publicUrl: PUBLIC_URL });

  const requestReset = (email: string) =>
    api.fetch(AUTH_PATHS.passwordResetRequest, { json: { email } });

  const linkFromOutbox = async (): Promise<URL> => {
    const mails = await api.outbox();
    expect(mails).toHaveLength(1);
    const text = decodeQuotedPrintable(mails[0]!);
    expect(text).toContain(`To: ${CARRIER.email}`);
    const match = text.match(/https:\/\/fleet\.example\.test\/reset-password\?token=[\w-]+/);
    expect(match).not.toBeNull();
    return new URL(match![0]);
  };

  it('when a user follows the mailed link, then the new password works, the old one and the link do not', async () => {
    const before = await api.signIn(CARRIER);
    const response = await requestReset(CARRIER.email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password reset email sent successfully' });

    const link = await linkFromOutbox();
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
    const token = link.searchParams.get('token')!;
    const confirm = await api.fetch(AUTH_PATHS.passwordResetConfirm, {
      json: { token, password: 'a-brand-new-secret' },
    });
    expect(confirm.status).toBe(200);

    await api.signIn({ email: CARRIER.email, password: 'a-brand-new-secret' });
    const old = await api.fetch(AUTH_PATHS.signIn, { json: CARRIER });
    expect(old.status).toBe(401);

    const again = await api.fetch(AUTH_PATHS.passwordResetConfirm, {
      json: { token, password: 'yet-another-secret' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(AUTH_ERRORS.invalidResetLink);

    const stale = await api.fetch(AUTH_PATHS.profile, { token: before.access_token });
    expect(stale.status).toBe(401);
    expect((await errorOf(stale)).action).toBe('forceLogout');
  });

  it('when the e-mail is unknown, then the same answer and no mail', async () => {
    const response = await requestReset('nobody@demo.test');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password reset email sent successfully' });
    expect(await api.outbox()).toEqual([]);
  });

  it('when the e-mail is malformed, then 400 Email provided is invalid', async () => {
    const response = await requestReset('not-an-email');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(AUTH_ERRORS.invalidEmail);
  });

  it('when the link is older than an hour, then it is refused', async () => {
    await requestReset(CARRIER.email);
    const token = (await linkFromOutbox()).searchParams.get('token')!;
    await api.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    const response = await api.fetch(AUTH_PATHS.passwordResetConfirm, {
      json: { token, password: 'a-brand-new-secret' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe(AUTH_ERRORS.invalidResetLink.code);
    await api.signIn(CARRIER);
  });

  it('when the new password is too short, then 400 weak password and the link still works', async () => {
    await requestReset(CARRIER.email);
    const token = (await linkFromOutbox()).searchParams.get('token')!;
    const short = await api.fetch(AUTH_PATHS.passwordResetConfirm, {
      json: { token, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual(AUTH_ERRORS.weakPassword);
    await api.signIn(CARRIER);
    const ok = await api.fetch(AUTH_PATHS.passwordResetConfirm, {
      json: { token, password: 'long-enough-now' },
    });
    expect(ok.status).toBe(200);
  });

  it('when the token is made up, then 400 and no password changes', async () => {
    const response = await api.fetch(AUTH_PATHS.passwordResetConfirm, {
      json: { token: 'made-up-token', password: 'a-brand-new-secret' },
    });
    expect(response.status).toBe(400);
    await api.signIn(CARRIER);
    await api.signIn(BROKER);
  });

  it('when an address asks many times, then at most 5 mails an hour go out and the answer never changes', async () => {
    for (let i = 0; i < 7; i++) {
      const response = await requestReset(CARRIER.email);
      expect(response.status).toBe(200);
    }
    const mails = await api.outbox();
    expect(mails).toHaveLength(5);
  });
});
