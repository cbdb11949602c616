import { extractedDataSchema } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { parseLoadText } from './index';

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string, truckLocation?: string) =>
  parseLoadText(text, { now: NOW, truckLocation });

describe('parseLoadText', () => {
  it('parses a whole posting into a valid record', () => {
    const data = parse(
      [
        'Pickup: Dallas, TX 12/03 FCFS 8a-2p',
        'Delivery: Atlanta, GA 12/04 appt 09:00',
        'Reefer, 34F, 42,000 lbs frozen chicken',
        '781 mi, DH-O 45, $2,450 all in',
        'Ref # 48213 — call Mike at (214) 555-0143 x12',
      ].join('\n'),
    );
    expect(extractedDataSchema.parse(data)).toEqual(data);
    expect(data.loadDetails).toEqual({
      stops: [
        {
          cityState: 'Dallas, TX',
          stopType: 'PICKUP',
          appointmentType: 'FCFS',
          appointmentDate: '2026-12-03',
          appointmentTime: null,
          appointmentWindowStart: '08:00',
          appointmentWindowEnd: '14:00',
        },
        {
          cityState: 'Atlanta, GA',
          stopType: 'DELIVERY',
          appointmentType: 'APPT',
          appointmentDate: '2026-12-04',
          appointmentTime: '09:00',
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
      ],
      numberOfStops: 2,
      originDeadhead: 45,
      totalDistance: 781,
      totalDistanceWithDeadhead: 826,
      brokerOfferedRate: 2450,
      ratePerMile: 3.14,
      ratePerMileWithDeadhead: 2.97,
      marketRateRange: null,
      weight: 42000,
      commodity: 'frozen chicken',
      temperature: 34,
      equipmentType: 'reefer',
      specialInstructions: null,
      referenceNumber: '48213',
    });
    expect(data.callDetails).toEqual({
      brokerPhone: '+1-214-555-0143',
      brokerExtension: '12',
      brokerName: 'Mike',
      brokerCompany: null,
    });
    expect(data.metadata).toEqual({ source: 'text', confidence: 1, missingFields: [] });
  });

  describe('single broker utterances during a call', () => {
    it.each([
      ['rate is twenty-four fifty', { brokerOfferedRate: 2450 }],
      ['we can pay two thousand four hundred', { brokerOfferedRate: 2400 }],
      ["I've got 2.4k on it", { brokerOfferedRate: 2400 }],
      ["it's 780 miles", { totalDistance: 780 }],
      [
        'about 42 thousand pounds of frozen chicken',
        { weight: 42000, commodity: 'frozen chicken' },
      ],
      ['keep it at 35 degrees', { temperature: 35, equipmentType: 'reefer' }],
      ["it's a step deck", { equipmentType: 'flatbed' }],
      [
        'the market on that lane is about two thousand to twenty-two hundred',
        { marketRateRange: { min: 2000, max: 2200 } },
      ],
      ["it's a 40 mile deadhead", { originDeadhead: 40 }],
    ])('%s', (utterance, expected) => {
      expect(parse(utterance).loadDetails).toMatchObject(expected);
    });

    it('reads places said with full state names and times said in words', () => {
      const { stops } = parse(
        'It picks up in Dallas, Texas on December 3rd at 8 AM and delivers to Atlanta, Georgia',
      ).loadDetails;
      expect(
        stops.map((s) => [s.cityState, s.stopType, s.appointmentDate, s.appointmentTime]),
      ).toEqual([
        ['Dallas, TX', 'PICKUP', '2026-12-03', '08:00'],
        ['Atlanta, GA', 'DELIVERY', null, null],
      ]);
    });

    it('finds nothing in small talk', () => {
      const data = parse('Hi, this is the carrier calling about your load, do you still have it?');
      expect(data.loadDetails.stops).toEqual([]);
      expect(data.loadDetails).toMatchObject({
        brokerOfferedRate: null,
        weight: null,
        totalDistance: null,
      });
      expect(data.metadata.confidence).toBe(0);
    });
  });

  it('ignores where the truck is', () => {
    const { stops } = parse(
      'Truck is empty in Memphis, TN. Load picks up in Jackson, MS going to Mobile, AL',
      'Memphis, TN',
    ).loadDetails;
    expect(stops.map((s) => s.cityState)).toEqual(['Jackson, MS', 'Mobile, AL']);
  });

  it('reads e-mail header dates as no appointment', () => {
    const data = parse(
      'From: A <a@b.com>\nSent: Thursday, November 19, 2026 4:12 PM\nSubject: Dallas, TX to Atlanta, GA',
    );
    expect(data.loadDetails.stops.every((s) => s.appointmentDate === null)).toBe(true);
  });
});
