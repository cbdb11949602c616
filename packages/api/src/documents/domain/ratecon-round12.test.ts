/**
 * Round 12: general capabilities after the tenth held-out set was spent — forms that print each
 * value over a rule with its caption under it, a stop title with a note in brackets in the
 * sheet's other language, amounts said with their currency's code under charge titles, the
 * legal forms of Mexican and Canadian companies and domains that leave out a name's first trade
 * word, a person's job title under a broker's section bar; an hour after a day that is no year
 * ("Dec 3, 10 AM"), "noon", a window's hour word wrapped onto the next line, the broker's phone
 * in a column beside another block; a stop's verb under an "Action" column, "Cmdty:", a side
 * title "CARRIER &" over "TEAM", a charge's basis in words between its title and amount, a
 * team's second driver; a note in brackets before a label's colon in a run of facts, "to be
 * named" as no value, a hazardous-materials mark after the goods, "see pick up" as no goods, a
 * stop title set as a tab over several lines, a stop continued on the next page; on scans, a
 * stop column titled by its number alone, a colon read as a semicolon, specks stuck to a title,
 * two titles with their slash lost or split into two cells, "Ibs" for lbs, one row on two
 * baselines, a CARRIER heading in a band of headings. Made-up pages, no broker's form.
 */
import { describe, expect, it } from 'vitest';
import { domainMatches, looksLikeCompany } from './broker';
import { chooseBrokerPhone } from './broker-phone';
import { captionsOverValues } from './caption-under';
import {
  ocrColonMended,
  ocrPoundsMended,
  ocrRowsJoined,
  ocrSplitTitleJoined,
  ocrTitleMended,
} from './date-order';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';
import { matchLabel } from './ratecon-labels';
import { flatPage, page, read } from './ratecon-test-pages.test-helper';
import { cleanCommodity } from './ratecon-words';
import { roleTitle } from './stop-roles';
import { readSchedule } from './values';

/** A form whose values stand over their captions (each pair close, the next pair further on). */
const captionForm: Array<Array<[number, string]>> = [
  [[30, 'LOAD CONFIRMATION']],
  [[30, 'Altiplano Carga, S.A. de C.V.']],
  [],
  [[30, 'SHIPMENT']],
  [
    [30, 'QX-55120'],
    [200, '12/02/2026'],
  ],
  [
    [30, 'Load no.'],
    [200, 'Date'],
  ],
  [],
  [
    [30, 'Dry van'],
    [200, '41,000 lb'],
  ],
  [
    [30, 'Equipment'],
    [200, 'Gross weight'],
  ],
  [],
  [[30, 'STOP 1 — PICKUP (CARGA)']],
  [
    [30, 'Harbor Foods'],
    [330, 'PU-77120'],
  ],
  [
    [30, 'Shipper'],
    [330, 'Pickup no.'],
  ],
  [],
  [
    [30, '210 Pier Rd'],
    [200, 'Tacoma'],
    [330, 'WA'],
    [400, '98421'],
  ],
  [
    [30, 'Street address'],
    [200, 'City'],
    [330, 'State'],
    [400, 'ZIP'],
  ],
  [],
  [
    [30, '12/03/2026'],
    [200, '08:00'],
  ],
  [
    [30, 'Date'],
    [200, 'Time'],
  ],
  [],
  [[30, 'STOP 2 — DELIVERY (DESCARGA)']],
  [
    [30, 'Ridge Cold Storage'],
    [330, 'D-4410'],
  ],
  [
    [30, 'Consignee'],
    [330, 'Delivery no.'],
  ],
  [],
  [
    [30, '88 Mill St'],
    [200, 'Boise'],
    [330, 'ID'],
    [400, '83702'],
  ],
  [
    [30, 'Street address'],
    [200, 'City'],
    [330, 'State'],
    [400, 'ZIP'],
  ],
  [],
  [[30, 'RATE']],
  [
    [30, 'USD 2,400.00'],
    [200, 'USD 310.50'],
    [330, 'USD 2,710.50'],
  ],
  [
    [30, 'Line haul'],
    [200, 'Fuel surcharge'],
    [330, 'Total carrier pay'],
  ],
];

describe('a caption printed under a rule names the value above it', () => {
  it('reads the load, the stops and the pay of a form captioned from below', () => {
    const { load } = read(captionForm);
    expect(load.order_number).toBe('QX-55120');
    expect(load.weight).toBe(41000);
    expect(load.equipment_type).toBe('van');
    expect(load.stops).toHaveLength(2);
    const [pick, drop] = load.stops;
    expect(pick).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'Harbor Foods',
      address: '210 Pier Rd',
      city: 'Tacoma',
      state: 'WA',
      zipcode: '98421',
      confirmation_number: 'PU-77120',
      appointment_date: '12/03/2026',
      appointment_time_hours: '08',
    });
    expect(drop).toMatchObject({
      stop_type: 'Delivery',
      company_name: 'Ridge Cold Storage',
      city: 'Boise',
      zipcode: '83702',
    });
    expect(load.linehaul_rate).toBe(2400);
    expect(load.fuel_surcharge).toBe(310.5);
    expect(load.customer_name).toBe('Altiplano Carga, S.A. de C.V.');
  });

  it('sets each caption row over the values it names', () => {
    const lines = captionsOverValues(page(captionForm));
    const at = (text: string) => lines.findIndex((l) => l.text === text);
    expect(at('Load no. | Date')).toBe(at('QX-55120 | 12/02/2026') - 1);
    expect(at('Line haul | Fuel surcharge | Total carrier pay')).toBe(
      at('USD 2,400.00 | USD 310.50 | USD 2,710.50') - 1,
    );
    // The captions take the values' place on the page, the values the captions'.
    const caption = lines[at('Shipper | Pickup no.')]!;
    const values = lines[at('Harbor Foods | PU-77120')]!;
    expect(caption.y).toBeLessThan(values.y);
  });

  it('leaves a form of labels over values alone (each label nearer the value under it)', () => {
    const rows: Array<Array<[number, string]>> = [
      [
        [30, 'Load no.'],
        [200, 'Date'],
      ],
      [
        [30, 'QX-55120'],
        [200, '12/02/2026'],
      ],
      [],
      [
        [30, 'Equipment'],
        [200, 'Gross weight'],
      ],
      [
        [30, 'Dry van'],
        [200, '41,000 lb'],
      ],
      [],
      [
        [30, 'Street address'],
        [200, 'City'],
      ],
      [
        [30, '210 Pier Rd'],
        [200, 'Tacoma'],
      ],
    ];
    const lines = page(rows);
    expect(captionsOverValues(lines)).toEqual(lines);
    const { load } = read(rows);
    expect(load.order_number).toBe('QX-55120');
    expect(load.weight).toBe(41000);
  });

  it('needs the sheet to caption from below more than once', () => {
    // One row of titles under one row of values, evenly spaced otherwise: a table's footer, not
    // the sheet's convention.
    const lines = page([
      [[30, 'Notes']],
      [
        [30, 'QX-55120'],
        [200, '12/02/2026'],
      ],
      [
        [30, 'Load no.'],
        [200, 'Date'],
      ],
      [],
      [[30, 'Terms apply.']],
      [[30, 'Thank you.']],
    ]);
    expect(captionsOverValues(lines)).toEqual(lines);
  });

  it('keeps values in the columns of their captions only', () => {
    // Captions under a line whose cells stand between the captions' columns: no pair.
    const rows: Array<Array<[number, string]>> = [
      [
        [100, 'QX-55120'],
        [280, '12/02/2026'],
      ],
      [
        [30, 'Load no.'],
        [200, 'Date'],
      ],
      [],
      [
        [100, 'Reefer'],
        [280, '41,000 lb'],
      ],
      [
        [30, 'Equipment'],
        [200, 'Weight'],
      ],
      [],
    ];
    const lines = page(rows);
    expect(captionsOverValues(lines)).toEqual(lines);
  });
});

describe('a stop title with a note in brackets', () => {
  it('a note in capitals after a title in capitals is no place name', () => {
    const { load } = read([
      [[30, 'STOP 1 — PICK UP (CARGA)']],
      [[30, 'Harbor Foods']],
      [[30, '210 Pier Rd']],
      [[30, 'Tacoma, WA 98421']],
      [],
      [[30, 'STOP 2 — DELIVERY (LIVE)']],
      [[30, 'Ridge Cold Storage']],
      [[30, '88 Mill St']],
      [[30, 'Boise, ID 83702']],
    ]);
    expect(load.stops.map((s) => [s.stop_type, s.company_name, s.city])).toEqual([
      ['Pickup', 'Harbor Foods', 'Tacoma'],
      ['Delivery', 'Ridge Cold Storage', 'Boise'],
    ]);
    expect(roleTitle('STOP 2 — DELIVERY (DESCARGA)')?.role).toBe('Delivery');
  });
});

describe('brokers', () => {
  it("knows the legal forms of Mexican and Canadian companies as a name's end", () => {
    expect(looksLikeCompany('Altiplano Carga, S.A. de C.V.')).toBe(true);
    expect(looksLikeCompany('Norteño Fletes S. de R.L. de C.V.')).toBe(true);
    expect(looksLikeCompany('Transports Beaulieu Ltée')).toBe(true);
    expect(looksLikeCompany('Sierra Madre')).toBe(false);
  });

  it('reads a domain without the accents, the legal form or the leading trade word', () => {
    expect(domainMatches('ana@sierramadre3pl.mx', 'Logística Sierra Madre, S.A. de C.V.')).toBe(
      true,
    );
    expect(domainMatches('ana@logisticasierra.mx', 'Logística Sierra Madre, S.A. de C.V.')).toBe(
      true,
    );
    // (Two short words of a name are no evidence: "ab" + "co".)
    expect(domainMatches('ana@madrecargo.mx', 'Logística Sierra Madre, S.A. de C.V.')).toBe(false);
  });

  it("a person's two names OCR glued together after 'Booked by' are no broker", () => {
    const { load } = read([
      [[35, 'Sweetbriar Lane Brokerage']],
      [[35, '612 Prairie Center Dr, Wichita, KS 67207']],
      [],
      [
        [39, 'Load #'],
        [106, 'TB-15620'],
        [268, 'Booked by'],
        [358, 'CarlosJohnson 801.555.6510'],
      ],
    ]);
    expect(load.customer_name).toBe('Sweetbriar Lane Brokerage');
  });

  it("a person's job title under a broker's section bar is no broker", () => {
    const { load } = read([
      [[30, 'Pinecrest Freight Brokers LLC']],
      [[30, '12 Elm St, Dayton, OH 45402']],
      [],
      [[30, 'ISSUED BY']],
      [
        [30, 'Load desk coordinator'],
        [200, 'Direct phone'],
        [330, 'E-mail'],
      ],
      [
        [30, 'Maria Lopez'],
        [200, '937-555-0142'],
        [330, 'maria@pinecrestfreight.com'],
      ],
    ]);
    expect(load.customer_name).toBe('Pinecrest Freight Brokers LLC');
    expect(load.email).toBe('maria@pinecrestfreight.com');
  });
});

describe('times after a day', () => {
  it('a number said with its hour word after a day is the time, not a two-digit year', () => {
    expect(readSchedule('Thu Dec 3, 10 AM – 3 PM', 2026.9)).toMatchObject({
      type: 'FCFS',
      date: '12/03/2026',
      hours: '10',
      endDate: '12/03/2026',
      endHours: '15',
    });
    expect(readSchedule('Mon Dec 7 11 AM – Tue Dec 8 10 AM', 2026.9)).toMatchObject({
      date: '12/07/2026',
      hours: '11',
      endDate: '12/08/2026',
      endHours: '10',
    });
    // A two-digit year is still one: "Dec 3, 26", "Dec 3, 26 10:00".
    expect(readSchedule('Dec 3, 26')?.date).toBe('12/03/2026');
    expect(readSchedule('Dec 3, 26 10:00')).toMatchObject({ date: '12/03/2026', hours: '10' });
  });

  it('noon is 12:00', () => {
    expect(readSchedule('Wed Nov 25, 9 AM – noon', 2026.9)).toMatchObject({
      date: '11/25/2026',
      hours: '09',
      endHours: '12',
      endMinutes: '00',
    });
  });

  it("a window's hour word wrapped onto the next line in its column ends the window", () => {
    const { load } = read([
      [[40, 'Issued Dec 1, 2026']],
      [],
      [
        [40, 'STOP 1'],
        [140, 'Canyon Foods'],
        [360, 'Open (first come, first served): Thu Dec 3, 10 AM – 3'],
      ],
      [
        [140, '6775 County Road 12'],
        [360, 'PM'],
      ],
      [
        [40, 'PICK UP'],
        [140, 'Fresno, CA 93725'],
      ],
      [],
      [
        [40, 'STOP 2'],
        [140, 'Ridge Cold Storage'],
        [360, 'Open (first come, first served): Sat Dec 5, 9 AM –'],
      ],
      [
        [140, '88 Mill St'],
        [360, 'noon'],
      ],
      [
        [40, 'DROP'],
        [140, 'Boise, ID 83702'],
      ],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      appointment_type: 'FCFS',
      fcfs_start_date: '12/03/2026',
      fcfs_start_time_hours: '10',
      fcfs_end_time_hours: '15',
    });
    expect(load.stops[1]).toMatchObject({
      appointment_type: 'FCFS',
      fcfs_start_date: '12/05/2026',
      fcfs_start_time_hours: '09',
      fcfs_end_time_hours: '12',
    });
  });
});

describe("the broker's phone in a column beside another block", () => {
  /** Rows at their own baselines: [y, x, text, x, text …]. */
  const lines = (flat: Array<Array<number | string>>) => flatPage(flat, 8.5);

  it('finds the e-mail of its column past a line of the block beside it', () => {
    const page1 = lines([
      [40, 40, 'Pinecrest Freight Brokers LLC'],
      [282, 40, 'Line haul', 290, '$700.00', 370, 'Load desk'],
      [295, 40, 'Fuel surcharge', 290, '$141.04', 370, 'Kevin Nguyen'],
      [304, 370, '214-959-3366'],
      [307, 40, 'Stop-off', 290, '$150.00'],
      [315, 370, 'kevin@pinecrestfreight.com'],
      [337, 40, 'Total', 290, '$991.04'],
      [360, 40, 'Carrier dispatch 555-201-3344'],
    ]);
    expect(chooseBrokerPhone(null, page1, 'Pinecrest Freight Brokers LLC')).toBe('(214) 959-3366');
  });

  it("leaves a phone without the broker's e-mail or person in its column", () => {
    const page1 = lines([
      [40, 40, 'Pinecrest Freight Brokers LLC'],
      [282, 40, 'Line haul', 290, '$700.00', 370, 'Driver'],
      [295, 40, 'Fuel surcharge', 290, '$141.04', 370, 'Kevin Nguyen'],
      [304, 370, '214-959-3366'],
      [307, 40, 'Stop-off', 290, '$150.00'],
      [360, 40, 'dispatch@othercarrier.com'],
    ]);
    expect(chooseBrokerPhone(null, page1, 'Pinecrest Freight Brokers LLC')).toBeNull();
  });
});

describe('a team expedite sheet', () => {
  const sheet: Array<Array<[number, string]>> = [
    [[32, 'Ridgeline Expedite Brokerage LLC']],
    [[32, 'Desk: Ana Ruiz · 412-555-0190 · ana.ruiz@ridgelineexpedite.com']],
    [],
    [
      [36, '#'],
      [56, 'Action'],
      [102, 'Facility'],
      [292, 'Schedule'],
      [420, 'Numbers'],
    ],
    [
      [36, '1'],
      [56, 'LOAD'],
      [102, 'Lakeside Paper Co'],
      [292, 'Fri 12/4/2026 1230'],
      [420, 'PU# 4103411'],
    ],
    [
      [102, '7262 Quarry Rd'],
      [420, 'Cmdty: Paper rolls'],
    ],
    [[102, 'St. Louis, MO 63147']],
    [],
    [
      [36, '2'],
      [56, 'LOAD'],
      [102, 'Harbor Point Imports'],
      [292, 'Fri 12/4/2026 1600'],
      [420, 'PU# 4103412'],
    ],
    [[102, '4333 Trade Center Pkwy']],
    [[102, 'Atlanta, GA 30336']],
    [],
    [
      [36, '3'],
      [56, 'UNLOAD'],
      [102, 'Summit Beverage DC'],
      [292, 'Sat 12/5/2026 1000'],
      [420, 'DEL# 65519445'],
    ],
    [[102, '3935 S Broadway']],
    [[102, 'Salt Lake City, UT 84104']],
    [],
    [
      [35, 'Pay item'],
      [185, 'Basis'],
      [540, 'USD'],
    ],
    [
      [35, 'Team linehaul'],
      [185, 'flat, about $2.52 per loaded mile x 506 mi'],
      [540, '1,275.00'],
    ],
    [
      [35, 'Fuel surcharge'],
      [185, 'per trip'],
      [540, '205.94'],
    ],
    [
      [35, 'Driver assist'],
      [185, 'pre-approved'],
      [540, '100.00'],
    ],
    [
      [35, 'TOTAL CARRIER PAY'],
      [540, '1,580.94'],
    ],
    [],
    [
      [40, 'CARRIER &'],
      [152, 'Red River Transport LLC · MC 884213'],
    ],
    [
      [40, 'TEAM'],
      [152, 'Dispatch: Luis Garcia, 469-555-6385'],
    ],
    [[152, 'Lead driver: Michael Novak']],
    [[152, 'Co-driver: Luis Anderson — cell 720-555-1459']],
  ];

  it("reads each stop's kind from what the truck does there", () => {
    const { load } = read(sheet);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Pickup', 'Delivery']);
    expect(load.stops[0]!.commodities).toBe('Paper rolls');
    expect(matchLabel('Cmdty: Furniture - boxed')).toMatchObject({
      field: 'commodity',
      value: 'Furniture - boxed',
    });
  });

  it("reads a charge's amount past its basis in words", () => {
    const { load } = read(sheet);
    expect(load.linehaul_rate).toBe(1275);
    expect(load.fuel_surcharge).toBe(205.94);
  });

  it('reads the carrier under a side title, its dispatcher no broker, its second driver no driver', () => {
    const { load } = read(sheet);
    expect(load.carrier.carrier_name).toBe('Red River Transport LLC');
    expect(load.carrier.driver_name).toBe('Michael Novak');
    expect(load.carrier.driver_phone).toBeNull();
    expect(load.phone).toBe('(412) 555-0190');
  });
});

describe('a hazardous-materials sheet', () => {
  it('reads a label with a note in brackets before its colon in a run of facts', () => {
    const { load } = read([
      [[40, 'Summit Chemical Brokerage Inc']],
      [],
      [[290, 'CARRIER']],
      [[290, 'Blue Line Carriers Inc']],
      [[290, 'Driver (HM endorsed): Aisha Kowalski · Cell (404) 555-2457']],
    ]);
    expect(load.carrier.driver_name).toBe('Aisha Kowalski');
    expect(load.carrier.driver_phone).toBe('(404) 555-2457');
  });

  it('a driver "to be named" is no driver yet', () => {
    const { load } = read([
      [[40, 'Summit Chemical Brokerage Inc']],
      [],
      [[290, 'CARRIER']],
      [[290, 'Blue Line Carriers Inc']],
      [[290, 'Driver: to be named before dispatch (CDL with H endorsement)']],
    ]);
    expect(load.carrier.driver_name).toBeNull();
  });

  it('the goods without their hazmat mark, a pointer to another stop as no goods', () => {
    expect(cleanCommodity('Lead-acid batteries — HM (UN2794), 22 pallets')).toBe(
      'Lead-acid batteries',
    );
    expect(cleanCommodity('Paint and coatings (UN1263)')).toBe('Paint and coatings');
    expect(cleanCommodity('Aerosol cans, cased - Hazmat UN1950')).toBe('Aerosol cans, cased');
    expect(cleanCommodity('Union fittings')).toBe('Union fittings');
    expect(cleanCommodity('see pick up')).toBe('');
    expect(cleanCommodity('Same as above')).toBe('');
    expect(cleanCommodity('Seeds and grain')).toBe('Seeds and grain');
  });

  it("a stop's title set as a tab over its lines is no part of the street", () => {
    const { load } = read([
      [
        [40, 'PICK'],
        [104, 'Golden Valley Growers'],
        [260, 'Date: 11/27/2026'],
      ],
      [
        [40, 'UP'],
        [104, '2964 S Broadway'],
        [260, 'Appointment: 7:00 AM'],
      ],
      [
        [40, '#1'],
        [104, 'Memphis, TN 38118'],
      ],
      [],
      [
        [40, 'DELIVERY'],
        [104, 'Keystone Auto Parts DC'],
        [260, 'Date: 11/29/2026'],
      ],
      [
        [40, '#2'],
        [104, '17568 E 45th St'],
      ],
      [[104, 'Minneapolis, MN 55411']],
    ]);
    expect(load.stops.map((s) => [s.stop_type, s.address, s.city])).toEqual([
      ['Pickup', '2964 S Broadway', 'Memphis'],
      ['Delivery', '17568 E 45th St', 'Minneapolis'],
    ]);
  });
});

describe('a stop continued on the next page', () => {
  it('gives the lines under its "(continued)" title to the stop of that number', () => {
    const first = page([
      [[58, 'Stop 1 of 2: Pick Up']],
      [
        [66, 'Location:'],
        [164, 'Magnolia Poultry'],
      ],
      [
        [66, 'Address:'],
        [164, '19063 Enterprise Ct'],
      ],
      [[164, 'Oklahoma City, OK 73129']],
      [],
      [[58, 'Stop 2 of 2: Drop Off']],
      [
        [66, 'Location:'],
        [164, 'Evergreen Lumber Supply'],
      ],
      [
        [66, 'Address:'],
        [164, '6045 Port Rd'],
      ],
      [[164, 'New Orleans, LA 70123']],
    ]);
    const second = page(
      [
        [[58, 'Stop 2 of 2: Drop Off (continued)']],
        [
          [66, 'Reference #:'],
          [164, 'PO-986904'],
        ],
        [
          [66, 'Commodity:'],
          [164, 'Building materials'],
        ],
        [],
        [[58, 'Rate']],
        [
          [58, 'Line Haul'],
          [520, '$500.00'],
        ],
      ],
      2,
    );
    const { load } = readRateConfirmation([
      { width: 612, lines: first },
      { width: 612, lines: second },
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[1]).toMatchObject({
      company_name: 'Evergreen Lumber Supply',
      reference_number: 'PO-986904',
      commodities: 'Building materials',
    });
  });
});

describe('scans', () => {
  it('a stop column titled by its number alone beside "2 - DROP" is stop 1', () => {
    const { load } = read([
      [
        [38, 'Stop'],
        [124, '1'],
        [353, '2 - DROP'],
      ],
      [
        [38, 'Facility'],
        [124, 'Evergreen Lumber Supply'],
        [353, 'Golden Valley Growers'],
      ],
      [
        [38, 'Street'],
        [124, '2481 N Main St'],
        [353, '12838 Market St'],
      ],
      [
        [38, 'City'],
        [124, 'Fresno'],
        [353, 'Secaucus'],
      ],
      [
        [38, 'St / Zip'],
        [124, 'CA 93725'],
        [353, 'NJ 07094'],
      ],
    ]);
    expect(load.stops.map((s) => [s.stop_type, s.company_name, s.city, s.zipcode])).toEqual([
      ['Pickup', 'Evergreen Lumber Supply', 'Fresno', '93725'],
      ['Delivery', 'Golden Valley Growers', 'Secaucus', '07094'],
    ]);
  });

  it("mends a label's colon read as a semicolon", () => {
    expect(ocrColonMended('Load #; PCL-264500')).toBe('Load #: PCL-264500');
    expect(ocrColonMended('Date;')).toBe('Date:');
    expect(ocrColonMended('Hello; world')).toBe('Hello; world');
  });

  it("joins one row OCR set on two baselines a few points apart (a scan's pages only)", () => {
    const words: Word[] = [
      { text: '718276', x: 259, y: 113.5, width: 26, height: 7, page: 1 },
      { text: 'CARRIER:', x: 315, y: 113.5, width: 44, height: 7, page: 1 },
      { text: 'ORDER NO.:', x: 36, y: 116.5, width: 53, height: 7, page: 1 },
      { text: 'DATE ISSUED:', x: 37, y: 129, width: 60, height: 7, page: 1 },
      { text: '11/20/2026', x: 245, y: 126.5, width: 40, height: 7, page: 1 },
    ];
    const lines = linesOf({ page: 1, width: 612, height: 792, words });
    expect(lines).toHaveLength(4);
    expect(ocrRowsJoined(lines, new Set([1])).map((l) => l.text)).toEqual([
      'ORDER NO.: | 718276 | CARRIER:',
      'DATE ISSUED: | 11/20/2026',
    ]);
    // A text page's lines are its own; cells over each other are two lines.
    expect(ocrRowsJoined(lines, new Set())).toHaveLength(4);
    const stacked = linesOf({
      page: 1,
      width: 612,
      height: 792,
      words: [
        { text: 'Consignee', x: 36, y: 100, width: 40, height: 9, page: 1 },
        { text: 'Acme Foods', x: 40, y: 103, width: 45, height: 9, page: 1 },
      ],
    });
    expect(ocrRowsJoined(stacked, new Set([1])).length).toBe(stacked.length);
  });

  it('joins a title of two fields OCR split into two cells, before a value of two', () => {
    const [split] = page([
      [
        [42, 'Tractor'],
        [82, 'Trailer'],
        [153, '2091 / R40736'],
      ],
    ]);
    expect(ocrSplitTitleJoined(split!).text).toBe('Tractor / Trailer | 2091 / R40736');
    // Two titles of their own over single values stay apart.
    const [apart] = page([
      [
        [42, 'Tractor'],
        [82, 'Trailer'],
        [153, '2091'],
      ],
    ]);
    expect(ocrSplitTitleJoined(apart!).text).toBe('Tractor | Trailer | 2091');
  });

  it("mends a weight's unit read with a capital I or a one", () => {
    expect(ocrPoundsMended("53' Reefer, 41,275 Ibs")).toBe("53' Reefer, 41,275 lbs");
    expect(ocrPoundsMended('3 40,200 1bs')).toBe('3 40,200 lbs');
    expect(ocrPoundsMended('Weight 18,250 Ib')).toBe('Weight 18,250 lb');
    // (Words and identifiers are left alone.)
    expect(ocrPoundsMended('Ibex Freight, unit 41Ibx')).toBe('Ibex Freight, unit 41Ibx');
  });

  it('mends titles with specks stuck to them and two titles with their slash lost', () => {
    expect(ocrTitleMended('imFacility')).toBe('Facility');
    expect(ocrTitleMended('Streetvii')).toBe('Street');
    expect(ocrTitleMended('St Zip')).toBe('St / Zip');
    expect(ocrTitleMended('Appt FCFS')).toBe('Appt / FCFS');
    // (A plural or a word of its own is left alone.)
    expect(ocrTitleMended('Addresses')).toBe('Addresses');
    expect(ocrTitleMended('Dry van')).toBe('Dry van');
  });

  it('reads the carrier under a CARRIER heading in a band of headings, past a line beside it', () => {
    const { load } = read([
      [[47, 'Piedmont Freight Brokers, Inc.']],
      [],
      [
        [47, 'LOAD INFORMATION'],
        [296, 'CARRIER'],
      ],
      [
        [47, 'Load #:'],
        [122, 'PCL-264500'],
      ],
      [[296, 'Prairie Wind Logistics Inc']],
      [
        [47, 'Date:'],
        [122, '12/06/2026'],
      ],
    ]);
    expect(load.carrier.carrier_name).toBe('Prairie Wind Logistics Inc');
    expect(load.order_number).toBe('PCL-264500');
  });
});
