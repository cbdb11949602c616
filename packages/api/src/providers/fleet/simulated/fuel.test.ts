import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_CITIES } from './cities';
import {
  FuelLog,
  IDLE_GALLONS_PER_HOUR,
  IDLE_SHARE_MAX,
  IDLE_SHARE_MIN,
  TANK_GALLONS,
} from './fuel';
import { rngFor } from './random';
import { driveLeg } from './schedule';
import { MINUTE, Timeline } from './timeline';

const START = Date.parse('2026-01-05T00:00:00.000Z');

describe('a truck’s engine and tank (fuel log)', () => {
  it('when a truck drives any chain of legs, then every span idles 15–35 %, burns miles ÷ mpg plus idle, and the tank is never overdrawn (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: US_CITIES.length - 1 }), {
          minLength: 3,
          maxLength: 12,
        }),
        fc.boolean(),
        (seed, cities, reefer) => {
          const tl = new Timeline(START);
          const rng = rngFor(seed, 'legs');
          for (let i = 1; i < cities.length; i++) {
            const from = US_CITIES[cities[i - 1]!]!;
            const to = US_CITIES[cities[i]!]!;
            driveLeg(tl, from, to, 1.05, rng.range(45, 60), rng);
            tl.append('stop', rng.int(30, 300), { from: to });
          }
          const log = new FuelLog(seed, 0, 'trk-1');
          log.walk(tl.segments, reefer ? START : Number.POSITIVE_INFINITY, tl.end);

          let burnt = 0;
          let bought = 0;
          let p = 0;
          for (const span of log.spans) {
            const driving = (span.end - span.start) / MINUTE;
            const share = span.idleMinutes / (span.idleMinutes + driving);
            expect(share).toBeGreaterThanOrEqual(IDLE_SHARE_MIN - 1e-9);
            expect(share).toBeLessThanOrEqual(IDLE_SHARE_MAX + 1e-9);
            expect(span.gallons).toBeCloseTo(
              span.miles / log.mpg + (span.idleMinutes / 60) * IDLE_GALLONS_PER_HOUR,
              9,
            );
            // Purchases made before this span started refill the tank.
            while (p < log.purchases.length && log.purchases[p]!.t <= span.start) {
              bought += log.purchases[p++]!.gallons;
            }
            burnt += span.gallons;
            // Starting at most full, the tank never holds less than nothing nor more than full.
            expect(burnt - bought).toBeLessThanOrEqual(TANK_GALLONS + 1e-6);
          }
          expect(log.mpg).toBeGreaterThanOrEqual(6);
          expect(log.mpg).toBeLessThanOrEqual(7.5);
          for (const purchase of log.purchases) {
            expect(purchase.gallons).toBeGreaterThan(0);
            expect(purchase.gallons).toBeLessThanOrEqual(TANK_GALLONS);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
