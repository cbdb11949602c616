import { EQUIPMENT_TYPES } from '@fleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIER_PERSONA_TABLE } from '../../../providers/telephony/simulated/carriers';
import { makeCarrier, makeLoad, makeSalesPlan, runSalesCall } from './testing';
import { CARRIER_SALES_OUTCOMES } from './types';
import { understandCarrier } from './understanding';

const CITIES = [
  'Dallas, TX',
  'Chicago, IL',
  'Atlanta, GA',
  'Columbus, OH',
  'Laredo, TX',
  'Nowhere, ZZ',
];

const STATUS_PATHS = [
  ['initiated', 'ringing', 'in-progress', 'completed'],
  ['initiated', 'ringing', 'no-answer'],
  ['initiated', 'busy'],
  ['initiated', 'failed'],
];

describe('carrier-sales calls over random loads, ranges and carriers (property)', () => {
  it('never agrees above max, books only after an explicit yes, ends exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          seed: fc.integer({ min: 1, max: 1_000_000 }),
          min: fc.integer({ min: 300, max: 6000 }),
          width: fc.integer({ min: 0, max: 1500 }),
          // A documented suffix, or a row hashed into the mix.
          suffix: fc.oneof(
            fc.constantFrom(...CARRIER_PERSONA_TABLE.map((row) => row.suffix)),
            fc.integer({ min: 2000, max: 9999 }).map(String),
          ),
          mc: fc.integer({ min: 100000, max: 1999999 }).map(String),
          equipment: fc.option(fc.constantFrom(...EQUIPMENT_TYPES), { nil: null }),
          origin: fc.constantFrom(...CITIES),
          destination: fc.option(fc.constantFrom(...CITIES), { nil: null }),
          distance: fc.option(fc.integer({ min: 50, max: 2800 }), { nil: null }),
          weight: fc.option(fc.integer({ min: 500, max: 45000 }), { nil: null }),
          market: fc.option(fc.integer({ min: 300, max: 8000 }), { nil: null }),
          withRange: fc.boolean(),
          terminateAt: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
        }),
        async (c) => {
          const to = `+1312555${c.suffix.padStart(4, '0')}`;
          const base = makeLoad();
          const stop = (cityState: string) => ({ ...base.stops[0]!, cityState });
          const plan = makeSalesPlan(c.suffix, {
            to,
            rateRange: { min: c.min, max: c.min + c.width },
            carrier: makeCarrier({ dispatch_phone: to, mc_number: c.mc }),
            load: makeLoad({
              stops: c.destination ? [stop(c.origin), stop(c.destination)] : [stop(c.origin)],
              equipment_type: c.equipment,
              temperature: c.equipment === 'reefer' ? 34 : null,
              total_distance: c.distance,
              weight: c.weight,
              marketRateRange: c.market ? { min: c.market, max: c.market + 300 } : null,
            }),
          });
          let seen = 0;
          const run = await runSalesCall(plan, {
            seed: c.seed,
            onEvent: (_event, handle) => {
              seen += 1;
              if (c.terminateAt !== null && seen === c.terminateAt) handle.terminate('Covered');
            },
          });
          const { max } = plan.rateRange;

          // Exactly one end, last; indices without gaps; a known outcome.
          expect(run.events.filter((e) => e.type === 'ended')).toHaveLength(1);
          expect(run.events.at(-1)?.type).toBe('ended');
          const indices = run.events.flatMap((e) => (e.type === 'transcript' ? [e.index] : []));
          expect(indices).toEqual(indices.map((_, i) => i));
          expect(CARRIER_SALES_OUTCOMES).toContain(run.ended.outcome);
          if (run.ended.outcome === 'terminated') {
            expect(run.ended.status).toBe('canceled');
            expect(run.statuses.at(-1)).toBe('canceled');
          } else {
            expect(STATUS_PATHS).toContainEqual(run.statuses);
          }

          // Nothing we offered or agreed to is above max.
          for (const line of run.transcript.filter((l) => l.sender === 'agent')) {
            for (const m of line.message.matchAll(/\$(\d{1,3}(?:,\d{3})+|\d{3,})/g)) {
              expect(Number(m[1]!.replace(/,/g, ''))).toBeLessThanOrEqual(max);
            }
          }

          // Booked: at a rate ≤ max, after the carrier's yes to our "book it?" at that rate.
          const booked = run.bookings.includes('Booked');
          expect(booked).toBe(run.ended.bookedRate !== null);
          if (booked) {
            const rate = run.ended.bookedRate!;
            expect(rate).toBeLessThanOrEqual(max);
            expect(rate).toBeGreaterThan(0);
            const bookedAt = run.events.findIndex(
              (e) => e.type === 'booking_status' && e.status === 'Booked',
            );
            const before = run.events
              .slice(0, bookedAt)
              .flatMap((e) => (e.type === 'transcript' ? [e.entry] : []));
            const yes = before.at(-1)!;
            const question = before.at(-2)!;
            expect(yes.sender).toBe('other');
            const signal = understandCarrier(yes.message);
            expect(signal.yes || signal.agrees).toBe(true);
            expect(question.sender).toBe('agent');
            expect(question.message).toMatch(/book it/);
            expect(question.message).toContain(`$${rate.toLocaleString('en-US')}`);
            expect(run.ended.outcome === 'booked' || run.ended.outcome === 'terminated').toBe(true);
          } else {
            expect(run.ended.outcome).not.toBe('booked');
          }
          // Booking statuses only move forward.
          const order = ['Negotiating', 'Booked', 'Rejected'];
          expect(run.bookings.map((b) => order.indexOf(b))).toEqual(
            [...run.bookings.map((b) => order.indexOf(b))].sort(),
          );
          expect(
            run.bookings.filter((b) => b === 'Booked' || b === 'Rejected').length,
          ).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 50 },
    );
  });
});
