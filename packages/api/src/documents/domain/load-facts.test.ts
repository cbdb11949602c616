import { describe, expect, it } from 'vitest';
import { loadFactsOf, proseReferences } from './load-facts';

describe('load facts without labels', () => {
  it('finds references in sentences and subjects', () => {
    expect(
      proseReferences('Please book load # KT-5521 (customer PO 884120) for Friday, BOL to follow.'),
    ).toEqual([
      { field: 'order', value: 'KT-5521' },
      { field: 'po', value: '884120' },
    ]);
    expect(proseReferences('Fwd: Load QX90210 tender - Omaha to Reno')).toEqual([
      { field: 'order', value: 'QX90210' },
    ]);
    expect(proseReferences('Reference no. 55-1200 and bill of lading 7781234')).toEqual([
      { field: 'bol', value: '7781234' },
      { field: 'ref', value: '55-1200' },
    ]);
  });

  it('does not take ordinary words or small numbers for references', () => {
    expect(proseReferences('Load 2 of 3 leaves from the dock; the order is final.')).toEqual([]);
    expect(proseReferences('Please load the trailer evenly')).toEqual([]);
  });

  it('reads an equipment line, and nothing from a sentence that only mentions a van', () => {
    expect(loadFactsOf("48' reefer trailer, -5 F cycle, 22,300 lbs")).toEqual({
      equipment_type: 'reefer',
      length: 48,
      temperature: -5,
      temperature_control: 'start_stop',
      weight: 22300,
    });
    expect(loadFactsOf('Dry van 53 ft, 9000 lbs')).toMatchObject({
      equipment_type: 'van',
      length: 53,
      weight: 9000,
    });
    expect(loadFactsOf('The van must be swept clean before loading.')).toBeNull();
    expect(loadFactsOf('Reefer')).toBeNull();
  });
});
