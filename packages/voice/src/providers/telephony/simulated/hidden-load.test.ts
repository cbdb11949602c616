import { describe, expect, it } from 'vitest';
import { createRng } from '../../../agent/domain/telephony/rng';
import { buildHiddenLoad, deliveryOf, pickupOf } from './hidden-load';
import { personaFor } from './personas';
import { findCity } from './us-cities';

const now = new Date('2025-03-03T15:00:00.000Z');
const emptyPosting = { loadDetails: null, text: '', equipmentType: '' as const };

describe('buildHiddenLoad', () => {
  it('when the posting says little, then every fact is completed plausibly and reproducibly', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const input = {
        posting: { ...emptyPosting, equipmentType: 'reefer' as const },
        persona: personaFor('+15553334444'),
        rng: createRng(seed),
        now,
      };
      const load = buildHiddenLoad(input);
      expect(buildHiddenLoad({ ...input, rng: createRng(seed) })).toEqual(load);
      const pickup = pickupOf(load);
      const delivery = deliveryOf(load);
      expect(findCity(pickup.cityState)).toBeDefined();
      expect(findCity(delivery.cityState)).toBeDefined();
      expect(pickup.cityState).not.toBe(delivery.cityState);
      expect(pickup.appointmentDate! >= '2025-03-03').toBe(true);
      expect(delivery.appointmentDate! >= pickup.appointmentDate!).toBe(true);
      for (const stop of [pickup, delivery]) {
        if (stop.appointmentType === 'APPT') expect(stop.appointmentTime).toMatch(/^\d\d:\d\d$/);
        else expect(stop.appointmentWindowStart! < stop.appointmentWindowEnd!).toBe(true);
      }
      expect(load.totalDistance).toBeGreaterThan(200);
      expect(load.weight).toBeGreaterThanOrEqual(28000);
      expect(load.weight).toBeLessThanOrEqual(44000);
      expect(load.temperature).not.toBeNull();
      expect(load.referenceNumber).toMatch(/^[A-Z0-9]{6,}$/);
      // Reefer market: roughly $2.50–$3.00 a mile, a ceiling at or above the posted rate.
      expect(load.postedRate / load.totalDistance).toBeGreaterThan(1);
      expect(load.ceiling).toBeGreaterThanOrEqual(load.postedRate);
      expect(load.postedRate % 25).toBe(0);
    }
  });

  it('when the posting gives facts, then the broker keeps them', () => {
    const load = buildHiddenLoad({
      posting: {
        loadDetails: {
          stops: [
            {
              cityState: 'Chicago, IL',
              stopType: 'PICKUP',
              appointmentType: 'APPT',
              appointmentDate: '2025-03-05',
              appointmentTime: '09:00',
              appointmentWindowStart: null,
              appointmentWindowEnd: null,
            },
            {
              cityState: 'Atlanta, GA',
              stopType: 'DELIVERY',
              appointmentType: 'FCFS',
              appointmentDate: null,
              appointmentTime: null,
              appointmentWindowStart: null,
              appointmentWindowEnd: null,
            },
          ],
          weight: 40000,
          commodity: 'paper products',
          brokerOfferedRate: 1900,
        },
        text: '',
        equipmentType: 'dry_van',
      },
      persona: personaFor('+15553334444'),
      rng: createRng(4),
      now,
    });
    expect(pickupOf(load)).toMatchObject({
      cityState: 'Chicago, IL',
      appointmentDate: '2025-03-05',
      appointmentTime: '09:00',
    });
    expect(deliveryOf(load).cityState).toBe('Atlanta, GA');
    expect(deliveryOf(load).appointmentDate! > '2025-03-05').toBe(true);
    expect(load.weight).toBe(40000);
    expect(load.commodity).toBe('paper products');
    expect(load.temperature).toBeNull();
    expect(load.postedRate).toBe(1900);
    // Chicago → Atlanta is about 700 road miles.
    expect(load.totalDistance).toBeGreaterThan(600);
    expect(load.totalDistance).toBeLessThan(850);
  });

  it('when a scenario persona is given the carrier range, then its ceiling sits where its row says', () => {
    const range = { min: 2000, max: 2400 };
    for (let seed = 1; seed <= 30; seed++) {
      const base = { posting: emptyPosting, carrierRange: range, rng: createRng(seed), now };
      const agrees = buildHiddenLoad({ ...base, persona: personaFor('+15550100006') });
      expect(agrees.ceiling).toBeGreaterThanOrEqual(range.min);
      expect(agrees.ceiling).toBeLessThanOrEqual(range.max);
      expect(agrees.postedRate).toBeLessThan(range.min);
      const hard = buildHiddenLoad({
        ...base,
        rng: createRng(seed),
        persona: personaFor('+15550100007'),
      });
      expect(hard.ceiling).toBeLessThan(range.min);
      const easy = buildHiddenLoad({
        ...base,
        rng: createRng(seed),
        persona: personaFor('+15550100008'),
      });
      expect(easy.ceiling).toBeGreaterThanOrEqual(range.max);
    }
  });
});
