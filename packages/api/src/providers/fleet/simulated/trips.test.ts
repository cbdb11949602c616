import { describe, expect, it } from 'vitest';
import { createFleetSimulator } from './index';

describe('simulated trips: the TMS link', () => {
  it('when the simulated TMS reports its trips, then none links to a TMS page (there is none to open)', async () => {
    const sim = createFleetSimulator({
      seed: 'acme',
      size: { trucks: 6, trailers: 8, drivers: 7, customers: 4 },
      epoch: '2026-03-01T00:00:00.000Z',
      clock: () => new Date('2026-03-04T09:07:00.000Z'),
    });
    const trips = await sim.tms.tripsChangedSince(null);
    expect(trips.length).toBeGreaterThan(0);
    expect(trips.map((t) => t.externalLink)).toEqual(trips.map(() => ''));
  });
});
