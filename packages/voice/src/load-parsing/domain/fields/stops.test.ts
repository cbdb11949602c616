import { describe, expect, it } from 'vitest';
import { extractStops } from './stops';
import { brief, docOf } from './test-helpers';

const NOW = new Date('2026-11-20T15:00:00Z');
const stops = (text: string, truckLocation?: string) =>
  extractStops(docOf(text), { now: NOW, truckLocation });

describe('extractStops', () => {
  it('reads a labelled pickup and delivery with their appointments', () => {
    const text = [
      'Origin: Joliet, IL    Destination: Kansas City, MO',
      'Pickup Date: 11/30/2026   Hours: 07:00 - 15:00 FCFS',
      'Delivery Date: 12/01/2026   Appt: 10:00',
    ].join('\n');
    expect(stops(text).map(brief)).toEqual([
      'Joliet, IL PICKUP FCFS 2026-11-30 07:00-15:00',
      'Kansas City, MO DELIVERY APPT 2026-12-01 10:00',
    ]);
  });

  it('gives facts to the place they follow on a line, and a role word to its stop', () => {
    expect(
      stops(
        'It picks up in Dallas, Texas on December 3rd at 8 AM and delivers to Atlanta, Georgia',
      ).map(brief),
    ).toEqual(['Dallas, TX PICKUP APPT 2026-12-03 08:00', 'Atlanta, GA DELIVERY APPT  ']);
    expect(
      stops(
        'Houston, TX to Phoenix, AZ\nPick up Mon 11/23 8:00 AM appt\nDeliver Wed 11/25 by 2:00 PM',
      ).map(brief),
    ).toEqual([
      'Houston, TX PICKUP APPT 2026-11-23 08:00',
      'Phoenix, AZ DELIVERY APPT 2026-11-25 14:00',
    ]);
  });

  it('keeps multi-stop order: pickups first, the destination last', () => {
    const text = [
      'Origin\tStops\tDestination\tPick',
      'Louisville, KY\t2\tCleveland, OH\t11/30',
      'Stop: Cincinnati, OH (drop 1) 11/30 14:00',
    ].join('\n');
    expect(stops(text).map((s) => `${s.cityState} ${s.stopType}`)).toEqual([
      'Louisville, KY PICKUP',
      'Cincinnati, OH DELIVERY',
      'Cleveland, OH DELIVERY',
    ]);
    expect(
      stops(
        'PU1 Fort Worth, TX 11/24 0700\nPU2 Waco, TX 11/24 1200\nDEL Oklahoma City, OK 11/25',
      ).map((s) => s.stopType),
    ).toEqual(['PICKUP', 'PICKUP', 'DELIVERY']);
  });

  it('resolves "same day" from the previous stop', () => {
    const [, second] = stops(
      'loads in Tulare, CA on 11/28 at 5 AM, then picks up in Visalia, CA at 9 AM same day',
    );
    expect(second).toMatchObject({
      cityState: 'Visalia, CA',
      stopType: 'PICKUP',
      appointmentDate: '2026-11-28',
    });
  });

  it('gives a lone delivery its role and keeps times known before the place', () => {
    expect(stops('It delivers to Phoenix, Arizona on the 5th by 3 PM').map(brief)).toEqual([
      'Phoenix, AZ DELIVERY APPT 2026-12-05 15:00',
    ]);
    // A call utterance with times but no place yet.
    expect(stops('it picks up tomorrow between 8 AM and 2 PM').map(brief)).toEqual([
      ' PICKUP FCFS 2026-11-21 08:00-14:00',
    ]);
  });

  it('skips where the truck is, and dedupes a lane repeated in the body', () => {
    expect(
      stops('Truck empty in Memphis, TN.\nLoad: Jackson, MS to Little Rock, AR', 'Memphis, TN').map(
        (s) => s.cityState,
      ),
    ).toEqual(['Jackson, MS', 'Little Rock, AR']);
    const text =
      'Subject: Savannah, GA to Charlotte, NC\n\nPicking up in Savannah, GA on 11/24, delivering to Charlotte, NC on 11/25';
    expect(stops(text).map(brief)).toEqual([
      'Savannah, GA PICKUP APPT 2026-11-24 ',
      'Charlotte, NC DELIVERY APPT 2026-11-25 ',
    ]);
  });

  it('defaults to APPT without times and to FCFS with a window', () => {
    const [a, b] = stops('Reno NV - Boise ID, pu 11/30, del 12/01 FCFS');
    expect(a).toMatchObject({
      appointmentType: 'APPT',
      appointmentDate: '2026-11-30',
      appointmentTime: null,
    });
    expect(b).toMatchObject({
      appointmentType: 'FCFS',
      appointmentDate: '2026-12-01',
      appointmentWindowStart: null,
    });
  });
});
