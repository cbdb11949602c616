/**
 * Round 13: general capabilities after the twelfth held-out set was spent — stops titled in a
 * margin with their number under the title and their lines set in beside it, a letterhead whose
 * box beside it mentions a role word in passing, the broker's contact line under the last stop.
 * Made-up pages, no broker's form.
 */
import { describe, expect, it } from 'vitest';
import { read } from './ratecon-test-pages.test-helper';

/** Stops titled in a left margin ("LOAD AT" over "Stop 1"), the stop's lines set in beside. */
const marginStops: Array<Array<[number, string]>> = [
  [[370, 'CONFIRMATION']],
  [[52, 'Granite Mill Freight LLC']],
  [
    [370, 'Rate'],
    [500, '$88.10 per ton'],
  ],
  [[52, '41 Front St, Suite 2, Macon, GA 31201']],
  [
    [370, 'Linehaul'],
    [520, '$1,762.00'],
  ],
  [[370, 'Paid on destination scale weight']],
  [],
  [
    [38, 'Load No.'],
    [145, 'Issued'],
  ],
  [
    [38, 'GM-50112'],
    [145, '12/01/2026'],
  ],
  [],
  [
    [38, 'LOAD AT'],
    [130, 'Delta Paper Co'],
    [280, 'Date: 12/03/2026'],
    [430, 'Release # R88120'],
  ],
  [
    [38, 'Stop 1'],
    [130, '120 Mill Rd'],
    [280, 'APPT 06:30'],
    [430, 'BOL 7712005'],
  ],
  [[130, 'Albany, GA 31705']],
  [[130, 'Notes: Hard hat on the dock.']],
  [],
  [
    [38, 'DELIVER TO'],
    [130, 'Coastal Foods'],
    [280, 'Date: 12/04/2026'],
    [430, 'Appt # 55120'],
  ],
  [
    [38, 'Stop 2'],
    [130, '9 Harbor Way'],
    [280, 'APPT 14:15'],
  ],
  [[130, 'Savannah, GA 31401']],
  [[130, 'Ph (912) 555-0144']],
  [],
  [[38, 'Booked by Ann Lee · 478.555.0190 · ann.lee@granitemill.com']],
];

describe('stops titled in a margin', () => {
  const { load } = read(marginStops);

  it('a title over its stop number is one stop, its lines the ones set in beside it', () => {
    expect(load.stops.map((s) => [s.stop_type, s.company_name, s.city])).toEqual([
      ['Pickup', 'Delta Paper Co', 'Albany'],
      ['Delivery', 'Coastal Foods', 'Savannah'],
    ]);
    // A time with its colon on the number's line is the stop's, no note of another stop.
    expect(load.stops[0]).toMatchObject({
      address: '120 Mill Rd',
      bol_number: '7712005',
      appointment_time_hours: '06',
      appointment_time_minutes: '30',
      stop_instructions: 'Hard hat on the dock.',
    });
    expect(load.stops[1]).toMatchObject({ address: '9 Harbor Way', appointment_time_hours: '14' });
  });

  it("the letterhead's address is no stop for a role word in the box beside it", () => {
    expect(load.stops.some((s) => s.city === 'Macon')).toBe(false);
  });

  it('the contact line at the margin after a blank band is the broker’s, not the last stop’s', () => {
    expect(load.stops[1]!.email).toBeNull();
    expect(load.stops[1]!.stop_instructions).toBeNull();
    expect(load.email).toBe('ann.lee@granitemill.com');
    expect(load.phone).toBe('(478) 555-0190');
  });
});
