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
    expect(geocodeCity('Fort Worth', 'TX')).toMatchObject({ city: 'Ft. Worth', state: 'TX' });
    expect(geocodeCity('Saint Louis', 'MO')).toMatchObject({ city: 'St. Louis', state: 'MO' });
    expect(geocodeCity('Chicago', 'TX')).toBeNull();
    expect(geocodeCity('Nowhere', 'ZZ')).toBeNull();
  });
});
