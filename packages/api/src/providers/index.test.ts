import { describe, expect, it } from 'vitest';
import { fleetProvidersFor, selectRouting } from './index';

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
    const source = {
      account_id: 'a',
      provider: 'alvys' as 'simulator',
      seed: 's',
      epoch: '2026-03-01T00:00:00.000Z',
      speed: 1,
      size: {},
      synced_until: null,
    };
    expect(() => fleetProvidersFor(source, () => new Date())).toThrow("'alvys'");
    expect(
      fleetProvidersFor({ ...source, provider: 'simulator' }, () => new Date()).tms,
    ).toBeDefined();
  });
});
