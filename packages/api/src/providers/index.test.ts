import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCredentialsCipher } from '../fleet/domain/credentials-cipher';
import type { FleetSourceRow } from '../fleet/domain/types';
import { CLIENT_ID, CLIENT_SECRET, FakeAlvys } from './fleet/alvys/fake-alvys.test-helper';
import { fleetProvidersFor, fleetSourceProblems, selectRouting } from './index';

const here = { hereRoutingUrl: 'https://router.hereapi.com', hereRoutingTimeoutMs: 5_000 };

describe('provider selection', () => {
  it('when routing is not configured, then the offline estimate answers everything', () => {
    const choice = selectRouting(here);
    expect(choice.primary).toBeUndefined();
    expect(choice.fallback.source).toBe('estimate');
  });

  it('when a HERE key is set, then HERE is asked first, unless offline is asked for', () => {
    expect(selectRouting({ ...here, hereApiKey: 'key-12345678' }).primary?.source).toBe('here');
    expect(
      selectRouting({ ...here, hereApiKey: 'key-12345678', routingProvider: 'offline' }).primary,
    ).toBeUndefined();
  });

  it('when HERE is asked for without a key, then the start fails saying what is missing', () => {
    expect(() => selectRouting({ ...here, routingProvider: 'here' })).toThrow(
      'ROUTING_PROVIDER=here needs HERE_API_KEY',
    );
  });

  it('when an account names a fleet provider we do not have, then it is refused by name', () => {
    const source = simulatorSource();
    expect(() =>
      fleetProvidersFor({ ...source, provider: 'samsara' as 'simulator' }, () => new Date()),
    ).toThrow("'samsara'");
    expect(fleetProvidersFor(source, () => new Date()).tms).toBeDefined();
  });

  describe('an Alvys fleet source', () => {
    const key = randomBytes(32);
    const cipher = createCredentialsCipher(key);
    let fake: FakeAlvys;
    beforeEach(async () => {
      fake = new FakeAlvys();
      await fake.start();
    });
    afterEach(async () => {
      await fake.stop();
    });
    const alvysSource = (over: Partial<FleetSourceRow> = {}): FleetSourceRow => ({
      ...simulatorSource(),
      provider: 'alvys',
      settings: {
        baseUrl: fake.baseUrl,
        clientId: CLIENT_ID,
        tokenUrl: `${fake.baseUrl}/oauth/token`,
      },
      credentials: cipher.encrypt(CLIENT_SECRET, 'account-a'),
      ...over,
    });

    it('when the key and settings are there, then Alvys is asked with the decrypted secret', async () => {
      const providers = fleetProvidersFor(alvysSource(), () => new Date(), { credentialsKey: key });
      expect(await providers.tms.reference()).toMatchObject({ customers: [], trucks: [] });
      expect(fake.requestsTo('/oauth/token')[0]!.body).toMatchObject({
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      });
    });

    it('when FLEET_CREDENTIALS_KEY or a setting is missing, then it is refused saying what', () => {
      expect(() => fleetProvidersFor(alvysSource(), () => new Date())).toThrow(
        'The Alvys fleet source of account account-a cannot work: FLEET_CREDENTIALS_KEY is not configured.',
      );
      const bare = alvysSource({ settings: {}, credentials: null });
      expect(fleetSourceProblems(bare, { credentialsKey: key })).toEqual([
        'its settings lack baseUrl, clientId, the client secret',
      ]);
      expect(() => fleetProvidersFor(bare, () => new Date(), { credentialsKey: key })).toThrow(
        'its settings lack baseUrl, clientId, the client secret',
      );
      expect(fleetSourceProblems(simulatorSource(), {})).toEqual([]);
    });

    it('when the secret was stored under another key, then it is refused naming the key', () => {
      expect(() =>
        fleetProvidersFor(alvysSource(), () => new Date(), { credentialsKey: randomBytes(32) }),
      ).toThrow(
        /client secret of account account-a cannot be read: .*another FLEET_CREDENTIALS_KEY/,
      );
    });
  });
});

function simulatorSource(): FleetSourceRow {
  return {
    account_id: 'account-a',
    provider: 'simulator',
    seed: 's',
    epoch: '2026-03-01T00:00:00.000Z',
    speed: 1,
    size: {},
    settings: {},
    credentials: null,
    synced_until: null,
  };
}
