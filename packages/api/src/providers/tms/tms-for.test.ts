import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialsCipher } from '../../fleet/domain/credentials-cipher';
import { TmsConnectionError, tmsFor, tmsSecretPurpose } from '..';
import type { StoredTmsConnection } from './types';

const key = randomBytes(32);
const ACCOUNT = '7f1c1a52-3f0a-4a8e-9a53-1d2f0c9b7e11';

function stored(over: Partial<StoredTmsConnection> = {}): StoredTmsConnection {
  const provider = over.provider ?? 'ditat';
  return {
    account_id: ACCOUNT,
    provider,
    settings: { baseUrl: 'https://ditat.example', accountId: 'acme', userName: 'api' },
    credentials: createCredentialsCipher(key).encrypt('pw', ACCOUNT, tmsSecretPurpose(provider)),
    ...over,
  };
}

describe('tmsFor: the TMS an account saves loads into', () => {
  it('when no connection is stored, then it is the built-in TMS', () => {
    expect(tmsFor(undefined, { credentialsKey: key })).toBeUndefined();
  });

  it('when Ditat or Alvys is stored completely, then that client is chosen', () => {
    expect(tmsFor(stored(), { credentialsKey: key })?.name).toBe('ditat');
    const alvys = stored({
      provider: 'alvys',
      settings: { baseUrl: 'https://integrations.alvys.com', clientId: 'cid' },
      credentials: createCredentialsCipher(key).encrypt('s', ACCOUNT, tmsSecretPurpose('alvys')),
    });
    expect(tmsFor(alvys, { credentialsKey: key })?.name).toBe('alvys');
  });

  it('when the connection is incomplete, the key missing or the secret another kind’s, then the error names the account and what is wrong', () => {
    expect(() =>
      tmsFor(stored({ settings: { baseUrl: 'https://x' }, credentials: null }), {
        credentialsKey: key,
      }),
    ).toThrow(
      `The Ditat TMS connection of account ${ACCOUNT} cannot work: its settings lack accountId, userName, the password.`,
    );
    expect(() => tmsFor(stored(), {})).toThrow(/FLEET_CREDENTIALS_KEY is not configured/);
    const fleetSecret = createCredentialsCipher(key).encrypt('pw', ACCOUNT);
    expect(() => tmsFor(stored({ credentials: fleetSecret }), { credentialsKey: key })).toThrow(
      TmsConnectionError,
    );
    expect(() => tmsFor(stored({ credentials: fleetSecret }), { credentialsKey: key })).toThrow(
      /cannot be read: The stored secret has been altered or belongs to another account/,
    );
  });
});
