import { describe, expect, it } from 'vitest';
import { brief } from './fields/test-helpers';
import { parseText } from './parse-text';
import { dropTruckPosts } from './truck-posts';

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(text, { now: NOW });

describe("carriers' truck posts", () => {
  it('drops a carrier post and every message of its carrier in a thread', () => {
    expect(
      dropTruckPosts([
        'Lone Pine Trucking: TRUCK AVAILABLE 53 van empty in Fresno CA tmrw, call 559-555-0100',
        'Valley Brokers: have a load Fresno CA to Reno NV, $1,100, 260 mi',
        'Lone Pine Trucking: can you do 1300?',
      ]),
    ).toEqual(['Valley Brokers: have a load Fresno CA to Reno NV, $1,100, 260 mi']);
  });

  it("reads only the broker's load, nothing of the truck", () => {
    const data = parse(
      [
        'TRUCK AVAILABLE: Fresno, CA -> Boise, ID, 11/23, 53 reefer, want $2,500, call 559-555-0101',
        'LOAD AVAILABLE: Fresno, CA -> Reno, NV, 11/23 PU 09:00, 260 mi, $1,100, call 775-555-0102',
      ].join('\n'),
    );
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Fresno, CA', 'Reno, NV']);
    expect(data.loadDetails.brokerOfferedRate).toBe(1100);
    expect(data.loadDetails.equipmentType).toBeNull();
    expect(data.callDetails.brokerPhone).toBe('+1-775-555-0102');
  });

  it("takes a truck post's block with it, up to a rule", () => {
    const data = parse(
      [
        'TRUCK 12 - empty Wichita KS Tue 11/24, 53 van',
        'posted at $3.10/mi min',
        '---',
        'Wichita, KS -> Tulsa, OK, pu 11/24 1000, 176 mi, $700',
      ].join('\n'),
    );
    expect(data.loadDetails.ratePerMile).toBe(3.98);
    expect(data.loadDetails.stops.map(brief)[0]).toBe('Wichita, KS PICKUP APPT 2026-11-24 10:00');
  });

  it('skips board rows typed TRUCK and keeps a broker asking for trucks', () => {
    const table = [
      'TYPE   EQUIP  ORIGIN        DEST          AVAIL  TRIP  RATE   CONTACT',
      'TRUCK  V      Macon, GA     Anywhere      11/23  -     -      478-555-0110',
      'LOAD   V      Macon, GA     Tampa, FL     11/23  390   $1,050 478-555-0111',
    ].join('\n');
    expect(parse(table).loadDetails.stops.map((s) => s.cityState)).toEqual([
      'Macon, GA',
      'Tampa, FL',
    ]);
    expect(parse(table).callDetails.brokerPhone).toBe('+1-478-555-0111');
    const wanted = ['NEED TRUCKS Macon GA Mon', 'Macon, GA -> Tampa, FL 11/23, $1,050'];
    expect(dropTruckPosts(wanted)).toBe(wanted);
  });
});
