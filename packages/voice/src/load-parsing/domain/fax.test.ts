import { describe, expect, it } from 'vitest';
import { isFaxStamp } from './fax';
import { brief } from './fields/test-helpers';
import { parseText } from './parse-text';

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(text, { now: NOW });

describe('faxed pages', () => {
  it('knows a transmission stamp by its date, time and page mark or fax number', () => {
    expect(isFaxStamp('DEC-02-2026 09:15  FROM: ACME  TO: 18005550199  P.002/003')).toBe(true);
    expect(isFaxStamp('12/02/2026 09:15   4045550100   ACME FREIGHT   PAGE 02')).toBe(true);
    expect(isFaxStamp('Pickup 12/02/2026 09:15 Macon, GA')).toBe(false);
  });

  it('reads no stop date or time, phone or broker from a stamp; its sender is the company', () => {
    const data = parse(
      [
        'NOV-18-2026 17:05  FROM: PINE HOLLOW FREIGHT   TO: 18005550111   P.001/001',
        'Load #: PH-4410',
        'Pickup: Macon, GA  11/24/2026  08:00',
        'Delivery: Augusta, GA  11/24/2026  15:00',
        'Miles: 120   Rate: $600',
        'Questions: Ada Pike 478-555-0190',
      ].join('\n'),
    );
    expect(data.loadDetails.stops.map(brief)).toEqual([
      'Macon, GA PICKUP APPT 2026-11-24 08:00',
      'Augusta, GA DELIVERY APPT 2026-11-24 15:00',
    ]);
    expect(data.callDetails.brokerCompany).toBe('PINE HOLLOW FREIGHT');
    expect(data.callDetails.brokerPhone).toBe('+1-478-555-0190');
  });

  it('takes the cover sheet addressee for the carrier and its sender for the broker', () => {
    const data = parse(
      [
        'FAX COVER SHEET',
        'To: Dispatch - Red Rock Carriers    Fax: (505) 555-0123',
        'From: Mesa Verde Brokers     Phone: (505) 555-0177',
        'Pages: 2',
        '',
        'Origin: Gallup, NM   11/25 0900',
        'Dest: Flagstaff, AZ   11/25 1700',
        'Rate $900 flat',
      ].join('\n'),
    );
    expect(data.callDetails.brokerCompany).toBe('Mesa Verde Brokers');
    expect(data.callDetails.brokerPhone).toBe('+1-505-555-0177');
  });
});
