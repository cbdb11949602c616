import { describe, expect, it } from 'vitest';
import { carrierNameFits } from './carrier-block';
import { matchLabel } from './ratecon';
import { page, read as readRows } from './ratecon-test-pages.test-helper';
import { bestSegmentation, numberedRowRegions, regionEvidence } from './stop-candidates';
import { labelledNoteClauses } from './stop-fields';
import { scheduleTokens } from './values';

/** Rows written flat: x, text, x, text … (made-up pages, no real broker's form). */
const rows = (flat: Array<Array<number | string>>) =>
  flat.map((row) => {
    const pairs: Array<[number, string]> = [];
    for (let i = 0; i + 1 < row.length; i += 2)
      pairs.push([row[i] as number, row[i + 1] as string]);
    return pairs;
  });
const read = (flat: Array<Array<number | string>>) => readRows(rows(flat));

/** A stop table with a row per stop: ordinals and codes in the first column, a place over lines. */
const STOP_TABLE = [
  [40, 'Pinecrest Freight Desk'],
  [40, 'Order PF-77120'],
  [],
  [40, '#', 70, 'PLACE', 250, 'WHEN', 380, 'NUMBERS'],
  [40, '1 LD', 70, 'Juniper Mills', 250, '03/02/2027 0700 appt', 380, 'PU# JM55120'],
  [70, '41 Mill Race Rd'],
  [70, 'Bend, OR 97701'],
  [],
  [40, '2 XD', 70, 'Copper Basin Depot', 250, '03/03/2027 0900 - 1500', 380, 'DEL# 88120'],
  [70, '900 Depot Way'],
  [70, 'Boise, ID 83705'],
  [],
  [40, '3 XD', 70, 'Larkspur Market', 250, '03/04/2027 1130 appt', 380, 'DEL# 88121'],
  [70, '12 Canal St'],
  [70, 'Ogden, UT 84401'],
  [],
  [40, 'CHARGES'],
  [40, 'Line haul', 300, '$2,400.00'],
];

describe('stop segmentation: the reading whose regions read most like stops', () => {
  it('a table with a row per stop, numbered in its first column, with codes it does not know', () => {
    const { load } = read(STOP_TABLE);
    expect(load.stops).toHaveLength(3);
    expect(load.stops.map((s) => s.company_name)).toEqual([
      'Juniper Mills',
      'Copper Basin Depot',
      'Larkspur Market',
    ]);
    expect(load.stops.map((s) => s.city)).toEqual(['Bend', 'Boise', 'Ogden']);
    expect(load.stops.map((s) => s.address)).toEqual([
      '41 Mill Race Rd',
      '900 Depot Way',
      '12 Canal St',
    ]);
    expect(load.stops[0]!.stop_type).toBe('Pickup');
    // An unknown code after the pickup: the stops' order gives the kind.
    expect(load.stops[2]!.stop_type).toBe('Delivery');
    expect(load.stops[1]!.appointment_type).toBe('FCFS');
    expect(load.stops[2]!.appointment_date).toBe('03/04/2027');
  });

  it('numbered row groups become regions; a numbered list of notes does not', () => {
    const lines = page(rows(STOP_TABLE));
    expect(numberedRowRegions(lines)).toHaveLength(3);
    const notes = page(
      rows([
        [40, '1', 70, 'Driver must check in', 250, 'at the gate', 380, 'with ID'],
        [40, '2', 70, 'No smoking', 250, 'on site', 380, 'ever'],
      ]),
    );
    expect(numberedRowRegions(notes)).toHaveLength(0);
  });

  it('a region holding two places scores below the two regions it is made of', () => {
    const lines = page(rows(STOP_TABLE));
    const split = numberedRowRegions(lines);
    const merged = { ...split[0]!, lines: [...split[0]!.lines, ...split[1]!.lines] };
    expect(regionEvidence(merged)).toBeLessThan(
      regionEvidence(split[0]!) + regionEvidence(split[1]!),
    );
    // The better segmentation wins over the one given first.
    expect(bestSegmentation([[merged, split[2]!], split])).toBe(split);
  });

  it('a segmentation that reads a stop twice (a summary row and its block) does not win', () => {
    const lines = page(rows(STOP_TABLE));
    const split = numberedRowRegions(lines);
    expect(bestSegmentation([split, [...split, split[0]!]])).toBe(split);
  });

  it('stop sentences close together with different stop numbers are different stops', () => {
    const { load } = read([
      [40, 'Tamarack Lane Brokerage'],
      [40, 'Load TL-40012'],
      [],
      [52, 'Stop 1. Load at Quarry Hill Stone, 88 Granite Rd, Barre, VT 05641, on March 2, 2027'],
      [52, 'at 0800 hrs (appointment).'],
      [52, 'Stop 2. Deliver to Fenwick Supply, 19 Harbor St, Salem, MA 01970, on March 3, 2027'],
      [52, 'at 1000 hrs (appointment).'],
      [52, 'Stop 3. Deliver to Alder Yard, 7 Elm St, Keene, NH 03431, on March 3, 2027 at'],
      [52, '1400 hrs (appointment).'],
    ]);
    expect(load.stops.map((s) => s.city)).toEqual(['Barre', 'Salem', 'Keene']);
  });

  it('a facility and its street set apart by a dash on one line', () => {
    const { load } = read([
      [40, 'Bluff Point Logistics'],
      [40, 'PICK UP 1'],
      [52, 'Saddle Creek Farms — 310 Orchard Ln, Yakima, WA 98901'],
      [52, 'Tue, Mar 2, 2027, open 6:00 a.m. – 2:00 p.m.'],
      [52, 'Ref YK-55012 dock@saddlecreekfarms.com'],
      [],
      [40, 'DROP 1'],
      [52, 'Harbor Cold Storage — 2 Pier Rd, Tacoma, WA 98421'],
      [52, 'Wed, Mar 3, 2027 at 9:00 a.m. (appointment)'],
    ]);
    expect(load.stops[0]!.company_name).toBe('Saddle Creek Farms');
    expect(load.stops[0]!.address).toBe('310 Orchard Ln');
    expect(load.stops[0]!.email).toBe('dock@saddlecreekfarms.com');
    expect(load.stops[1]!.address).toBe('2 Pier Rd');
  });
});

describe('rates read as a set that adds up', () => {
  it('of two amounts named like totals, the one that with fuel and extras makes the other', () => {
    const { load } = read([
      [40, 'Cobalt Ridge Freight'],
      [40, 'Load CR-99120'],
      [40, 'PAY'],
      [40, 'Rate confirmed', 300, '$2,000.00'],
      [40, 'Fuel', 300, '$250.00'],
      [40, 'Detention', 300, '$50.00'],
      [40, 'Total', 300, '$2,300.00'],
    ]);
    expect(load.linehaul_rate).toBe(2000);
    expect(load.fuel_surcharge).toBe(250);
  });

  it('no haul when neither reading adds up', () => {
    const { load } = read([
      [40, 'Cobalt Ridge Freight'],
      [40, 'Rate confirmed', 300, '$2,000.00'],
      [40, 'Fuel', 300, '$250.00'],
      [40, 'Total', 300, '$9,300.00'],
    ]);
    expect(load.linehaul_rate).toBeNull();
  });

  it('one flat rate said in a sentence, no breakdown anywhere', () => {
    const { load } = read([
      [40, 'Wren & Sons Freight'],
      [40, 'Load WS-1204'],
      [
        40,
        'For this load we will pay an all-in rate of $2,150.00 in US funds, thirty days after we receive the signed delivery receipt.',
      ],
    ]);
    expect(load.linehaul_rate).toBe(2150);
  });
});

describe('the carrier: a party named in the carrier role', () => {
  it('a carrier name reads as a name, not a page counter, date or phone', () => {
    expect(carrierNameFits('Page 2 of 2')).toBe(false);
    expect(carrierNameFits('03/02/2027')).toBe(false);
    expect(carrierNameFits('(555) 010-2233')).toBe(false);
    expect(carrierNameFits('Granite Peak Hauling LLC (MC 123456)')).toBe(true);
  });

  it('a company after the bare word Carrier', () => {
    const { load } = read([
      [40, 'Falcon Crest Brokerage LLC'],
      [40, 'Load FC-55012'],
      [40, 'Carrier Granite Peak Hauling LLC (MC 123456)'],
      [40, 'Dispatch Ana Ruiz (555) 010-2233'],
    ]);
    expect(load.carrier.carrier_name).toBe('Granite Peak Hauling LLC');
  });

  it('never the broker', () => {
    const { load } = read([
      [40, 'Falcon Crest Brokerage LLC'],
      [40, 'Carrier: Falcon Crest Brokerage LLC'],
      [40, 'Load FC-55012'],
    ]);
    expect(load.carrier.carrier_name).not.toBe(load.customer_name);
  });
});

describe('a letter', () => {
  it('the heading lines are not part of the first sentence; the equipment and weight said in sentences', () => {
    const { load } = read([
      [60, 'March 1, 2027'],
      [60, 'To: Granite Peak Hauling LLC (MC 123456)'],
      [60, 'Re: our load 7710-K'],
      [
        60,
        'This letter confirms that your company will haul the freight below in a 53-foot refrigerated',
      ],
      [
        60,
        'trailer set to 30 degrees F, unit running continuously. The freight weighs 41,200 pounds.',
      ],
    ]);
    expect(load.carrier.carrier_name).toBe('Granite Peak Hauling LLC');
    expect(load.equipment_type).toBe('reefer');
    expect(load.length).toBe(53);
    expect(load.temperature).toBe(30);
    expect(load.weight).toBe(41200);
  });
});

describe('a sidebar of bare words before their values', () => {
  it('a driver, a truck with its trailer, a set point and a weight each on a line', () => {
    const { load } = read([
      [360, 'CARRIER'],
      [360, 'Granite Peak Hauling LLC'],
      [360, 'Driver Mara Quinn'],
      [360, 'Truck 4410 Trailer RT-8812'],
      [],
      [360, 'EQUIPMENT'],
      [360, 'Reefer 53 ft'],
      [360, 'Set 28 °F, continuous run'],
      [360, '24,600 lbs · 610 mi'],
    ]);
    expect(load.carrier.driver_name).toBe('Mara Quinn');
    expect(load.carrier.truck).toBe('4410');
    expect(load.carrier.trailer).toBe('RT-8812');
    expect(load.temperature).toBe(28);
    expect(load.temperature_control).toBe('continuous');
    expect(load.weight).toBe(24600);
  });

  it('a unit number beside a trailer is the truck; a trailer after a driver not yet named', () => {
    const unit = read([
      [40, 'Carrier'],
      [40, 'Granite Peak Hauling LLC'],
      [40, 'Unit 6120 Trailer RT-4410'],
    ]);
    expect(unit.load.carrier.truck).toBe('6120');
    expect(unit.load.carrier.trailer).toBe('RT-4410');
    const tba = read([
      [40, 'Carrier Granite Peak Hauling LLC (MC 123456)'],
      [40, 'Driver to be advised Trailer V5512'],
    ]);
    expect(tba.load.carrier.driver_name).toBeNull();
    expect(tba.load.carrier.trailer).toBe('V5512');
  });

  it('"Driver assist" is no driver', () => {
    expect(matchLabel('Driver Assist Unload')).toBeNull();
  });
});

describe('values written other ways', () => {
  it('month-name dates with dashes or a slash before a 2-digit year', () => {
    const dates = (t: string) =>
      scheduleTokens(t)
        .filter((x) => x.kind === 'date')
        .map((x) => x.value);
    expect(dates('MAR-02-2027 0700 appt')).toEqual(['03/02/2027']);
    expect(dates('Mar 2/27')).toEqual(['03/02/2027']);
    // A time after a month and day is no year.
    expect(dates('Mar 2 08:00')).toEqual([]);
  });

  it('a column title naming two fields is a title', () => {
    expect(matchLabel('Appt # / Tel')?.value).toBe('');
    expect(matchLabel('St/Prov')?.field).toBe('state');
  });

  it("a stop note's labelled sentences fill their fields, the rest is the instructions", () => {
    const { fields, rest } = labelledNoteClauses(
      'Commodity: Frozen peas. BOL 5512345. Keep doors sealed. Call ahead.',
    );
    expect(fields.commodities).toBe('Frozen peas');
    expect(fields.bol_number).toBe('5512345');
    expect(rest).toBe('Keep doors sealed. Call ahead.');
  });
});
