/**
 * Round 13: general capabilities after the twelfth held-out set was spent — stops titled in a
 * margin with their number under the title and their lines set in beside it, a letterhead whose
 * box beside it mentions a role word in passing, the broker's contact line under the last stop;
 * a column title with its unit ("Set point °F"), a table of the load's facts that ends before
 * the stops; an amount after its currency's code beside a charge; a domain that shortens the
 * name's first word, a fax that is no phone, a desk's line, an office mailbox after a person's;
 * a bare "Driver" before a name and its phone, a title naming the document with its number, a
 * weight at the head of a box's line, headings in capitals side by side, a section heading that
 * ends a table; text wrapped down a narrow notes column of a stop grid, a sentence whose subject
 * is a label word; a rate per ton or mile, a temperature under a title in °C, the set point among
 * several temperatures, a weight in tons; on scans, a title's separator dot read as a plus, a
 * stop's two-word role kept whole, a title's period read as a comma, a short title with a
 * look-alike letter. Made-up pages, no broker's form.
 */
import { describe, expect, it } from 'vitest';
import { domainMatches } from './broker';
import { withoutFax } from './broker-phone';
import { ocrColonMended, ocrSeparatorMended, ocrTitleMended } from './date-order';
import { linesOf, type Word } from './layout';
import { proseReferences } from './load-facts';
import { readRateConfirmation } from './ratecon';
import { matchLabel } from './ratecon-labels';
import { flatPage, read } from './ratecon-test-pages.test-helper';
import { readTemperature, readWeight } from './values';
import { startsAnotherText } from './wrapped-columns';

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

describe('a stop title with a note far right over its label rows', () => {
  it('keeps its rows: the far note does not make the title a margin', () => {
    const { load } = read([
      [[40, 'Load # 55120']],
      [],
      [
        [40, 'STOP 1: PICK UP'],
        [480, 'Appointment'],
      ],
      [],
      [
        [40, 'Facility'],
        [150, 'Delta Paper Co'],
      ],
      [
        [40, 'Address'],
        [150, '120 Mill Rd, Albany, GA 31705'],
      ],
      [
        [40, 'Appointment'],
        [150, 'Dec 3 2026 0630'],
      ],
      [],
      [[40, 'STOP 2: DROP']],
      [],
      [
        [40, 'Facility'],
        [150, 'Coastal Foods'],
      ],
      [
        [40, 'Address'],
        [150, '9 Harbor Way, Savannah, GA 31401'],
      ],
      [
        [40, 'Appointment'],
        [150, 'Dec 4 2026 1415'],
      ],
    ]);
    expect(load.stops.map((s) => [s.company_name, s.city, s.appointment_time_hours])).toEqual([
      ['Delta Paper Co', 'Albany', '06'],
      ['Coastal Foods', 'Savannah', '14'],
    ]);
  });
});

describe('titles with their unit', () => {
  it('a title with the unit its values are in is the label ("Set point °F", "Weight lbs")', () => {
    expect(matchLabel('Set point °F')?.field).toBe('temp');
    expect(matchLabel('Set point °C')?.field).toBe('temp');
    expect(matchLabel('Gross weight lbs')?.field).toBe('weight');
    // (Only a unit is dropped: "Est. miles" keeps its word.)
    expect(matchLabel('Est. miles')?.field).not.toBe('generic');
  });

  it('a temperature table in two scales gives the set point', () => {
    const { load } = read([
      [[40, 'TEMPERATURE REQUIREMENTS']],
      [
        [40, 'Set point °F'],
        [110, 'Set point °C'],
        [180, 'Unit mode'],
        [300, 'Pulp at loading'],
      ],
      [
        [40, '36 °F'],
        [110, '2.2 °C'],
        [180, 'CONT (continuous run)'],
        [300, '34 to 38 °F / 1 to 3 °C'],
      ],
    ]);
    expect(load.temperature).toBe(36);
    expect(load.temperature_control).toBe('continuous');
  });
});

describe("a table of the load's facts", () => {
  it('ends before the stops and far above the rate box: its empty box takes nothing', () => {
    const lines = flatPage([
      [40, 32, 'EQUIPMENT AND LOAD'],
      [54, 32, 'Dry van', 275, "53'"],
      [67, 32, 'Temp °F', 102, 'Weight (lbs)', 192, 'PO #', 312, 'BOL #'],
      [77, 104, '11,350', 192, 'PO-5512', 314, '2946603054'],
      [100, 36, 'STOP 1', 93, 'Pick up'],
      [112, 32, 'Facility', 212, 'Address', 372, 'City', 472, 'State', 512, 'Zip'],
      [
        122,
        34,
        'Tri-County Foods',
        214,
        '18 Enterprise Ct',
        374,
        'Charlotte',
        474,
        'NC',
        514,
        '28208',
      ],
      [134, 32, 'Appt', 142, 'PU #'],
      [144, 34, '11/27/2026 08:00', 144, 'PU3432269'],
      [300, 32, 'RATE (USD)'],
      [312, 34, '3,650.00', 144, '903.28'],
    ]);
    const { load } = readRateConfirmation([{ width: 612, lines }]);
    expect(load.temperature).toBeNull();
    expect(load.weight).toBe(11350);
    expect(load.stops[0]?.city).toBe('Charlotte');
  });
});

describe('scans: separators', () => {
  it("a title's dot read as a plus or an asterisk is the dot again", () => {
    expect(ocrSeparatorMended('STOP 2 + PICK - Tue 24-Nov-2026')).toBe(
      'STOP 2 · PICK - Tue 24-Nov-2026',
    );
    expect(ocrSeparatorMended('STOP 4 · DROP+ Thu 26-Nov-2026')).toBe(
      'STOP 4 · DROP · Thu 26-Nov-2026',
    );
    expect(ocrSeparatorMended('[TOP 1 - PICK')).toBe('STOP 1 - PICK');
    expect(ocrSeparatorMended('LOAD CONFIRMATION « PER-TON RATE')).toBe(
      'LOAD CONFIRMATION · PER-TON RATE',
    );
    // (Sums and grades stay.)
    expect(ocrSeparatorMended('2 + 3')).toBe('2 + 3');
    expect(ocrSeparatorMended('A+ rating')).toBe('A+ rating');
  });

  it('stops titled that way are read', () => {
    const { load } = readRateConfirmation([
      {
        width: 612,
        source: 'ocr',
        lines: flatPage([
          [40, 40, 'Load # PL5512'],
          [70, 40, 'STOP 1 + PICK + Mon 23-Nov-2026'],
          [82, 40, 'Midwest Paper Mills', 300, 'Appointment 08:00'],
          [92, 40, '1302 Railroad St', 300, 'Pickup # PU5507445'],
          [102, 40, 'San Antonio, TX 78219'],
          [130, 40, 'STOP 2 + DROP + Tue 24-Nov-2026'],
          [142, 40, 'Golden Valley Growers', 300, 'Appointment 10:00'],
          [152, 40, '18159 Enterprise Ct'],
          [162, 40, 'Joliet, IL 60436'],
        ]),
      },
    ]);
    expect(load.stops.map((s) => [s.stop_type, s.company_name, s.appointment_date])).toEqual([
      ['Pickup', 'Midwest Paper Mills', '11/23/2026'],
      ['Delivery', 'Golden Valley Growers', '11/24/2026'],
    ]);
  });
});

describe('charges', () => {
  it("an amount after its currency's code beside its charge is that charge's", () => {
    const { load } = read([
      [[34, 'CARRIER RATE']],
      [
        [42, 'Linehaul'],
        [235, 'USD 3,875.00'],
      ],
      [
        [42, 'Fuel surcharge'],
        [243, 'USD 833.07'],
      ],
      [
        [42, 'Tarp'],
        [243, 'USD 100.00'],
      ],
      [
        [42, 'Total'],
        [225, 'USD 4,808.07'],
      ],
    ]);
    expect([load.linehaul_rate, load.fuel_surcharge]).toEqual([3875, 833.07]);
  });
});

describe("the broker's contact", () => {
  it('a domain may shorten the first word of the name to a few of its letters', () => {
    expect(domainMatches('ann@cdvolume.com', 'Crossdock Volume Partners, Inc.')).toBe(true);
    expect(domainMatches('ann@dcvolume.com', 'Crossdock Volume Partners, Inc.')).toBe(false);
    expect(domainMatches('ann@cvolume.com', 'Crossdock Volume Partners, Inc.')).toBe(false);
  });

  it('a fax number is no phone', () => {
    expect(withoutFax('Volume desk · MC 1143390 · fax 8645550117')).not.toMatch(/\d{10}/);
    expect(withoutFax('Tel 555-201-3300 · Fax: (555) 201-3301')).toBe('Tel 555-201-3300 ·  ');
  });

  it("the desk's line gives the phone and e-mail; a billing office's mailbox does not", () => {
    const { load } = read([
      [[36, 'Crossdock Volume Partners, Inc.']],
      [[36, '118 Hill Rd, Greer, SC 29651']],
      [[36, 'Volume desk · MC 1143390 · fax 8645550117']],
      [],
      [
        [36, 'Billing'],
        [300, 'Invoices + POD to ap@cdvolume.com'],
      ],
      [],
      [[36, 'Volume desk: Dmitri Garcia · (630) 937-2641 ext 8252 · dmitri.garcia@cdvolume.com']],
    ]);
    expect(load.phone).toBe('(630) 937-2641');
    expect(load.email).toBe('dmitri.garcia@cdvolume.com');
  });

  it("the billing office's phone is no broker person's, even beside the broker's mailbox", () => {
    const { load } = read([
      [[68, 'Bright Meridian Logistics']],
      [[68, '3120 Breckinridge Blvd, Duluth, GA 30096']],
      [],
      [
        [40, 'Carrier'],
        [409, 'Billing'],
      ],
      [
        [40, 'Prairie Wind Logistics Inc'],
        [409, 'Invoices to'],
      ],
      [
        [40, 'MC 612987'],
        [409, 'ap@brightmeridian.co'],
      ],
      [[409, 'Billing questions 678-555-0199']],
      [],
      [[34, 'Contact: Marcus Sandoval 720-477-6507']],
    ]);
    expect(load.phone).toBe('(720) 477-6507');
  });
});

describe('carrier, order and weight boxes', () => {
  const { load } = read([
    [[68, 'Meridian Lane Logistics']],
    [[422, 'Load Confirmation BML550120']],
    [[460, 'Created 11/28/2026']],
    [],
    [
      [40, 'Carrier & equipment'],
      [225, 'Rate'],
      [409, 'Billing'],
    ],
    [
      [40, 'Prairie Wind Logistics Inc'],
      [225, 'Linehaul'],
      [351, '$3,725.00'],
    ],
    [[40, 'MC 612987 · DOT 1877209']],
    [[40, 'Driver Maria Wilson (312) 338-2208']],
    [[40, "53' van"]],
    [
      [40, '39,825 lbs'],
      [225, 'Total'],
      [347, '$3,725.00'],
    ],
  ]);

  it('a bare "Driver" before a name and its phone gives both', () => {
    expect(load.carrier.driver_name).toBe('Maria Wilson');
    expect(load.carrier.driver_phone).toBe('(312) 338-2208');
  });

  it('a title naming the document with its number gives the order number', () => {
    expect(load.order_number).toBe('BML550120');
    // (A date after it is no number: "Load Tender 2026-11-26".)
    expect(proseReferences('Load Tender 2026-11-26 08:00')).toEqual([]);
  });

  it("a weight at the head of a box's line, another box beside it, is the load's", () => {
    expect(load.weight).toBe(39825);
  });
});

describe('headings and tables', () => {
  it('a heading in capitals beside the CARRIER heading is no carrier', () => {
    const { load } = read([
      [
        [36, 'CARRIER'],
        [266, 'QUOTE BREAKDOWN (USD)'],
      ],
      [[36, 'Red River Transport LLC']],
      [
        [269, 'Charge'],
        [399, 'Basis'],
        [543, 'Amount'],
      ],
      [[36, 'MC 884213 · DOT 2874410']],
    ]);
    expect(load.carrier.carrier_name).toBe('Red River Transport LLC');
  });

  it('a name in capitals beside the CARRIER heading is the carrier', () => {
    const { load } = read([
      [[36, 'LOAD # 55120']],
      [
        [36, 'CARRIER'],
        [266, 'ACME TRUCKING LLC'],
      ],
      [
        [36, 'MC 884213'],
        [266, 'DOT 2874410'],
      ],
    ]);
    expect(load.carrier.carrier_name).toBe('ACME TRUCKING LLC');
  });

  it("a section heading ends the table above: its dashes are no values of the next table's", () => {
    const { load } = read([
      [
        [36, 'Shipper PO'],
        [171, 'Master BOL'],
        [306, 'PRO / Ref'],
        [441, 'Est. miles'],
      ],
      [
        [36, '—'],
        [171, '—'],
        [306, '—'],
        [441, '1,888'],
      ],
      [[36, 'HANDLING UNITS']],
      [
        [51, 'Units Type'],
        [121, 'Dims (in)'],
        [187, 'Class'],
        [227, 'NMFC'],
      ],
      [
        [62, '11 SKID'],
        [121, '48x40x60'],
        [187, '70'],
        [227, '72660-09'],
      ],
    ]);
    expect(load.po_number).toBeNull();
    expect(load.bol_number).toBeNull();
  });
});

describe('scans: titles', () => {
  it("a stop's role in two words is no pair of titles with their slash lost", () => {
    expect(ocrTitleMended('LOAD AT')).toBe('LOAD AT');
    expect(ocrTitleMended('SHIP TO')).toBe('SHIP TO');
    expect(ocrTitleMended('St Zip')).toBe('St / Zip');
  });

  it('a short title with a look-alike letter before its mark is that title', () => {
    expect(ocrTitleMended('Ret #')).toBe('Ref #');
    expect(ocrTitleMended('B0L:')).toBe('BOL:');
    expect(ocrTitleMended('Tenp:')).toBe('Temp:');
    // (Other words stay: a box, a seat, a lead.)
    expect(ocrTitleMended('Box #')).toBe('Box #');
    expect(ocrTitleMended('Seat #')).toBe('Seat #');
    expect(ocrTitleMended('Lead #')).toBe('Lead #');
  });

  it("a title's period read as a comma is the period", () => {
    expect(ocrColonMended('Load No,')).toBe('Load No.');
    expect(ocrColonMended('Acme Foods,')).toBe('Acme Foods,');
  });
});

/** A stop grid whose Notes column is narrow: its text wraps over the lines of the row. */
function narrowNotesGrid(notes: string[][]): ReturnType<typeof linesOf> {
  const words: Word[] = [];
  const put = (x: number, y: number, text: string): void => {
    words.push({ text, x, y, width: text.length * 4.5, height: 9, page: 1 });
  };
  put(40, 40, 'Load # TW-55120');
  const titles: Array<[number, string]> = [
    [39, 'Stop'],
    [69, 'Type'],
    [113, 'Location'],
    [263, 'Date'],
    [325, 'Time'],
    [483, 'Notes'],
  ];
  for (const [x, t] of titles) put(x, 70, t);
  const rows = [
    [
      '1',
      'Pick up',
      'Midwest Paper Mills',
      '1616 Trade Center Pkwy',
      'Reno, NV 89502',
      '11/23/2026',
    ],
    ['2', 'Drop', 'Redline Steel Service', '4581 Logistics Pkwy', 'Kent, WA 98032', '11/24/2026'],
  ];
  let y = 90;
  rows.forEach((r, i) => {
    put(39, y, r[0]!);
    put(69, y, r[1]!);
    put(263, y, r[5]!);
    put(325, y, 'APPT 08:00');
    for (const [k, t] of [r[2]!, r[3]!, r[4]!].entries()) put(113, y + k * 10, t);
    for (const [k, t] of notes[i]!.entries()) put(483, y + k * 10, t);
    y += Math.max(3, notes[i]!.length) * 10 + 20;
  });
  return linesOf({ page: 1, width: 612, height: 792, words });
}

describe('a narrow notes column of a stop grid', () => {
  it('reads the goods and the note each whole, wherever their lines break', () => {
    const lines = narrowNotesGrid([
      [
        'Commodity: Canned',
        'goods',
        'Keep the trailer',
        'sealed between stops',
        'and count pallets.',
      ],
      [
        'Commodity:',
        'Household goods -',
        'general merchandise',
        'Lumper service on',
        'site, get receipt.',
        'Unload appointment',
        'is firm.',
      ],
    ]);
    const { load } = readRateConfirmation([{ width: 612, lines }]);
    expect(load.stops.map((s) => [s.company_name, s.commodities, s.stop_instructions])).toEqual([
      [
        'Midwest Paper Mills',
        'Canned goods',
        'Keep the trailer sealed between stops and count pallets.',
      ],
      [
        'Redline Steel Service',
        'Household goods - general merchandise',
        'Lumper service on site, get receipt. Unload appointment is firm.',
      ],
    ]);
  });

  it('inside a note a capital goes on (a name, a department)', () => {
    const lines = narrowNotesGrid([
      ['Deliver to doors 10-18', 'only. Call Ana Ruiz', 'Lopez at the gate.'],
      ['Check in with', 'Receiving before', 'unloading.'],
    ]);
    const { load } = readRateConfirmation([{ width: 612, lines }]);
    expect(load.stops.map((s) => s.stop_instructions)).toEqual([
      'Deliver to doors 10-18 only. Call Ana Ruiz Lopez at the gate.',
      'Check in with Receiving before unloading.',
    ]);
  });

  it('a capital after words that end no sentence starts another text', () => {
    expect(startsAnotherText('general merchandise', 'Call 1 hour before')).toBe(true);
    expect(startsAnotherText('site, get receipt.', 'Unload appointment')).toBe(false);
    expect(startsAnotherText('Commodity: Canned', 'goods')).toBe(false);
  });
});

describe('a sentence that starts with a label word', () => {
  it('is a sentence: its verb follows the word ("Trailer must be clean, dry …")', () => {
    expect(matchLabel('Trailer must be clean, dry and odor free.')).toBeNull();
    expect(matchLabel('Trailer 53 ft dry van')?.field).toBe('trailer');
    const { load } = read([
      [[40, 'Load # TW-55120']],
      [
        [39, 'Stop'],
        [69, 'Type'],
        [113, 'Location'],
        [263, 'Date'],
        [325, 'Time'],
        [420, 'Notes'],
      ],
      [
        [39, '1'],
        [69, 'Pick up'],
        [113, 'Midwest Paper Mills'],
        [263, '11/23/2026'],
        [325, 'APPT 08:00'],
        [420, 'Trailer must be clean, dry and odor free.'],
      ],
      [[113, '1616 Trade Center Pkwy']],
      [[113, 'Reno, NV 89502']],
    ]);
    expect(load.stops[0]?.stop_instructions).toBe('Trailer must be clean, dry and odor free.');
  });
});

describe('pay per unit and temperatures by scale', () => {
  it('a rate per ton or per mile is no linehaul; what it comes to is', () => {
    const perTon = read([
      [[40, 'Load # A-55120']],
      [
        [370, 'Rate'],
        [500, '$93.64 per net ton'],
      ],
      [
        [370, 'Est. net tons'],
        [530, '20.29 NT'],
      ],
    ]);
    expect(perTon.load.linehaul_rate).toBeNull();
    const said = read([
      [[40, 'Load # A-55120']],
      [[40, 'Rate: $93.64/ton x 20.29 tons = $1,899.96']],
    ]);
    expect(said.load.linehaul_rate).toBe(1899.96);
    const flat = read([[[40, 'Load # A-55120']], [[40, 'Rate: $2,450.00 flat']]]);
    expect(flat.load.linehaul_rate).toBe(2450);
  });

  it('a bare number under a title in °C is converted, under one in °F read as it is', () => {
    const celsius = read([
      [[40, 'Load # A-55120']],
      [
        [40, 'Temp °C'],
        [120, 'Commodity'],
      ],
      [
        [40, '2'],
        [120, 'Yogurt'],
      ],
    ]);
    expect(celsius.load.temperature).toBe(36);
    const fahrenheit = read([
      [[40, 'Load # A-55120']],
      [
        [40, 'Set point (F)'],
        [120, 'Commodity'],
      ],
      [
        [40, '-10'],
        [120, 'Ice cream'],
      ],
    ]);
    expect(fahrenheit.load.temperature).toBe(-10);
  });
});

describe('a weight in tons', () => {
  it('is in pounds: short or net tons of 2,000 lb, metric tonnes of 2,204.62 lb', () => {
    expect(readWeight('21.5 tons')).toBe(43000);
    expect(readWeight('20.29 NT')).toBe(40580);
    expect(readWeight('19.5 tonnes')).toBe(42990);
    // (The pounds printed beside them are read as printed.)
    expect(readWeight('40,575 lbs (20.29 NT)')).toBe(40575);
    expect(readWeight('20.29 NT (40,575 lbs)')).toBe(40575);
  });
});

describe('several temperatures in one text', () => {
  it("the one the unit is set to is the load's", () => {
    expect(readTemperature('Return air 36 °F · Set 34 °F · CYCLE')).toEqual({
      temperature: 34,
      temperature_control: 'start_stop',
    });
    expect(readTemperature('Pulp 28-32 °F, set point 30 °F, continuous').temperature).toBe(30);
    expect(readTemperature('34 °F continuous').temperature).toBe(34);
  });
});
