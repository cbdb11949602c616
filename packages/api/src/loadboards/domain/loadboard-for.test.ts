import { describe, expect, it } from 'vitest';
import { type BoardProviders, createLoadboardFor } from './loadboard-for';
import { geocodeCity } from './places';

const board = (name: 'DAT' | 'SANDBOX'): BoardProviders['DAT'] => ({
  name,
  searchLoads: async () => ({ loads: [], totalCount: 0 }),
  listTruckPosts: async () => [],
  createTruckPost: async () => {
    throw new Error('unused');
  },
  updateTruckPost: async () => {
    throw new Error('unused');
  },
  deleteTruckPost: async () => {},
});

describe('loadboardFor', () => {
  it('when no credentials are saved, then the account gets the sandbox board', async () => {
    const seen: string[] = [];
    const loadboardFor = createLoadboardFor({
      sandbox: (accountId) => {
        seen.push(accountId);
        return board('SANDBOX');
      },
    });
    expect((await loadboardFor('a1', 'DAT')).name).toBe('SANDBOX');
    expect((await loadboardFor('a2', 'TRUCKSTOP')).name).toBe('SANDBOX');
    expect(seen).toEqual(['a1', 'a2']);
  });

  it("when an account saved credentials, then its own board answers with them, never another account's", async () => {
    const loadboardFor = createLoadboardFor({
      sandbox: () => board('SANDBOX'),
      credentialsFor: async (accountId, provider) =>
        accountId === 'a1' && provider === 'DAT' ? { secret: 'a1-secret' } : null,
      connect: (_provider, credentials, accountId) => {
        expect(credentials).toEqual({ secret: `${accountId}-secret` });
        return board('DAT') as never;
      },
    });
    expect((await loadboardFor('a1', 'DAT')).name).toBe('DAT');
    expect((await loadboardFor('a1', 'TRUCKSTOP')).name).toBe('SANDBOX');
    expect((await loadboardFor('a2', 'DAT')).name).toBe('SANDBOX');
  });
});

describe('geocodeCity', () => {
  it('when a city is in the dataset, then it is found whatever the spelling of case, Fort or Saint', () => {
    expect(geocodeCity('chicago', 'il')).toMatchObject({ city: 'Chicago', state: 'IL' });
    const fortWorth = geocodeCity('Ft. Worth', 'TX');
    expect(fortWorth).toMatchObject({ city: 'Fort Worth', state: 'TX' });
    expect(fortWorth!.latitude).toBeCloseTo(32.75, 0);
    expect(geocodeCity('Saint Louis', 'MO')).toMatchObject({ state: 'MO' });
    expect(geocodeCity('st. louis', 'mo')).toEqual(geocodeCity('Saint Louis', 'MO'));
    expect(geocodeCity('Chicago', 'TX')).toBeNull();
    expect(geocodeCity('Nowhere', 'ZZ')).toBeNull();
  });

  it('when a small town is asked for, then the offline places dataset finds it', () => {
    const marfa = geocodeCity('Marfa', 'TX');
    expect(marfa).toMatchObject({ city: 'Marfa', state: 'TX' });
    expect(marfa!.longitude).toBeCloseTo(-104.02, 0);
    expect(geocodeCity('Effingham', 'IL')).toMatchObject({ city: 'Effingham', state: 'IL' });
  });

  it('when the dataset misses a city the simulator knows, then the simulator city is used', () => {
    expect(geocodeCity('Barlett', 'TN')).toMatchObject({ city: 'Barlett', state: 'TN' });
  });
});
