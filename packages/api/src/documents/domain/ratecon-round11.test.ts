/**
 * Round 11: general capabilities after the ninth held-out set was spent — check boxes whose
 * tick is a typed mark ("X Dry van | Reefer"), a stop's number with its kind in the next cell,
 * a form's rows of label-over-value boxes spaced wide apart, charge titles over a row of
 * amounts, equipment facts each in a cell of their own, titles left blank. Made-up pages, no
 * broker's form.
 */
import { describe, expect, it } from 'vitest';
import { domainMatches } from './broker';
import { ocrPrefixMended, ocrTitleMended } from './date-order';
import { type Cell, tickedOptions } from './layout';
import { readRateConfirmation } from './ratecon';
import { matchLabel } from './ratecon-labels';
import { flatPage, page } from './ratecon-test-pages.test-helper';
import { roleMentioned } from './stop-roles';
import { readSchedule } from './values';

/** Reads one page of rows written flat (ratecon-test-pages' flatPage). */
const read = (flat: Array<Array<number | string>>) =>
  readRateConfirmation([{ width: 612, lines: flatPage(flat) }]);
const cells = (...texts: string[]): Cell[] =>
  texts.map((text, i) => ({
    text,
    parts: text.split(' ').map((t) => ({ text: t, x: i * 80 })),
    x0: i * 80,
    x1: i * 80 + 60,
    y: 100,
    height: 8,
  }));
const texts = (cs: Cell[]) => cs.map((c) => c.text);

describe('check boxes ticked with a typed mark', () => {
  it('keeps the ticked options without their mark and drops the others', () => {
    expect(
      texts(tickedOptions(cells('X Dry van', 'Reefer', 'Flatbed', "48'", "X 53'", 'Cycle'))),
    ).toEqual(['Dry van', "53'"]);
    expect(texts(tickedOptions(cells('✓ Appointment', 'Date 12/06/2026', 'Time 7:00 AM')))).toEqual(
      ['Appointment', 'Date 12/06/2026', 'Time 7:00 AM'],
    );
  });

  it('keeps a heading before the boxes, and reads boxes as OCR prints them', () => {
    expect(texts(tickedOptions(cells('STOP 2', 'Pick up', 'X Delivery')))).toEqual([
      'STOP 2',
      'Delivery',
    ]);
    expect(texts(tickedOptions(cells('STOP 1', '[XI Pickup', '[J Delivery')))).toEqual([
      'STOP 1',
      'Pickup',
    ]);
  });

  it('leaves lines without a tick and bracketed tags alone', () => {
    expect(texts(tickedOptions(cells('Reefer', 'Flatbed')))).toEqual(['Reefer', 'Flatbed']);
    expect(
      texts(tickedOptions(cells('1', '[1 Pick] Frontier Plastics', 'Tue 12/08/2026'))),
    ).toEqual(['1', '[1 Pick] Frontier Plastics', 'Tue 12/08/2026']);
    expect(texts(tickedOptions(cells('X-ray film', 'Reefer')))).toEqual(['X-ray film', 'Reefer']);
  });

  it('a whole line of boxes on a page', () => {
    const lines = page([
      [
        [40, 'X'],
        [48, 'Dry van'],
        [100, 'Reefer'],
        [150, 'Flatbed'],
        [210, 'X'],
        [218, "53'"],
      ],
    ]);
    expect(lines[0]!.text).toBe("Dry van | 53'");
  });
});

describe('a fillable form: stops numbered with their kind ticked, rows far apart', () => {
  const form = [
    [40, 40, 'Acme Brokerage LLC'],
    [62, 40, 'Load #', 200, 'Date'],
    [72, 40, '88120', 200, '12/04/2026'],
    [88, 40, 'Driver', 200, 'Driver cell', 300, 'Truck #', 400, 'Trailer #'],
    [119, 40, 'EQUIPMENT AND LOAD'],
    [133, 40, 'X', 48, 'Dry van', 100, 'Reefer', 150, 'Flatbed', 210, 'X', 218, "53'"],
    [157, 44, 'STOP 1', 100, 'X', 108, 'Pick up', 160, 'Delivery'],
    [170, 40, 'Facility', 150, 'Address', 300, 'City', 400, 'State', 450, 'Zip'],
    [
      180,
      40,
      'Lakeshore Candy Co',
      150,
      '12309 S Broadway',
      300,
      'Laredo',
      400,
      'TX',
      450,
      '78045',
    ],
    [196, 40, 'Phone', 150, 'PU #', 300, 'Commodity'],
    [206, 40, '(469) 278-5813', 150, 'PU1913034', 300, 'Auto parts'],
    [225, 40, 'X', 48, 'Appointment', 150, 'Date 12/06/2026', 300, 'Time 7:00 AM'],
    [239, 40, 'FCFS / open window', 150, 'From', 300, 'To'],
    [273, 44, 'STOP 2', 100, 'Pick up', 150, 'X', 158, 'Delivery'],
    [286, 40, 'Facility', 150, 'Address', 300, 'City', 400, 'State', 450, 'Zip'],
    [
      296,
      40,
      'Blue Ridge Furniture',
      150,
      '16191 W Airport Fwy',
      300,
      'Tulsa',
      400,
      'OK',
      450,
      '74107',
    ],
    [312, 40, 'Phone', 150, 'Del #', 300, 'Commodity'],
    [322, 40, '(206) 540-7602', 150, '65173770'],
    [341, 40, 'Appointment', 150, 'Date', 300, 'Time'],
    [355, 40, 'X', 48, 'FCFS / open window', 150, 'From 12/08/2026 6:00 AM', 300, 'To 2:00 PM'],
    [389, 40, 'RATE (USD)'],
    [403, 40, 'X', 48, 'Flat rate', 120, 'Per mile', 200, 'All-in'],
    [416, 40, 'Linehaul $', 150, 'Fuel surcharge $', 260, 'Other charges $', 380, 'TOTAL $'],
    [426, 40, '3,875.00', 150, '967.01', 380, '4,842.01'],
  ];

  it('a stop number with its kind in the next cell is one stop of that kind', () => {
    const { load } = read(form);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Delivery']);
    expect(load.stops[0]!.company_name).toBe('Lakeshore Candy Co');
    expect(load.stops[1]!.city).toBe('Tulsa');
  });

  it("a stop's schedule row after its wide-spaced boxes is still the stop's", () => {
    const { load } = read(form);
    expect(load.stops[0]!.appointment_type).toBe('APPT');
    expect(load.stops[0]!.appointment_date).toBe('12/06/2026');
    expect(load.stops[0]!.appointment_time_hours).toBe('07');
    expect(load.stops[1]!.appointment_type).toBe('FCFS');
    expect(load.stops[1]!.fcfs_end_time_hours).toBe('14');
  });

  it('charge titles over a row of amounts, equipment ticked apart, blank titles', () => {
    const { load } = read(form);
    expect(load.linehaul_rate).toBe(3875);
    expect(load.fuel_surcharge).toBe(967.01);
    expect(load.equipment_type).toBe('van');
    expect(load.length).toBe(53);
    expect(load.carrier.driver_name).toBeNull();
  });
});

describe("a shipper's tender: sections under a table, goods by stop, charges by code", () => {
  const tender = [
    [40, 40, 'Granite Mill Supply Co.', 360, 'TRUCKLOAD FREIGHT TENDER'],
    [52, 360, 'Shipment No.', 430, '0014873434'],
    [80, 40, 'Customer PO', 200, 'BOL No.', 360, 'Reference (sales order)'],
    [92, 40, 'PO6458699', 200, '8729322', 360, '273827'],
    [118, 40, 'SHIP FROM — stop 1'],
    [
      130,
      40,
      'Meadowbrook Farms',
      260,
      'Dock hours (first come, first served): 12/06/2026 11:00–19:30',
    ],
    [140, 40, '679 Commerce Dr', 260, 'BOL No. (this stop) 70806490'],
    [150, 40, 'Salt Lake City, UT 84104'],
    [160, 40, 'Dock (312) 763-9599'],
    [186, 40, 'SHIP TO — stop 2'],
    [198, 40, 'Harbor Point Imports', 260, 'Must arrive by: 12/07/2026 05:00'],
    [208, 40, '3976 Enterprise Ct', 260, 'Ref DEL-422826'],
    [218, 40, 'Laredo, TX 78045'],
    [244, 40, 'MATERIAL TO SHIP'],
    [256, 40, 'Item', 70, 'Action', 170, 'Handling units', 280, 'Material description'],
    [268, 40, '10', 70, 'Load at stop 1', 170, '14 PLT / 883 CS', 280, 'Paper products'],
    [280, 40, '11', 70, 'Unload at stop 2', 170, '14 PLT / 883 CS', 280, 'Paper products'],
    [306, 40, 'CHARGES (USD)'],
    [318, 40, 'Code', 80, 'Description', 400, 'Amount'],
    [330, 40, 'LH', 80, 'Line haul (contract lane rate)', 400, '$4,800.00'],
    [342, 40, 'FSC', 80, 'Fuel surcharge per the weekly DOE schedule', 400, '$997.69'],
    [354, 40, 'Total authorised (USD)', 400, '$5,797.69'],
  ];

  it("a section title under a table that has its own rows takes none of the table's columns", () => {
    const { load } = read(tender);
    expect(load.reference_number).toBe('273827');
    expect(load.stops[0]!.company_name).toBe('Meadowbrook Farms');
    expect(load.stops[0]!.address).toBe('679 Commerce Dr');
    expect(load.stops[0]!.reference_number).toBeNull();
    expect(load.stops[1]!.address).toBe('3976 Enterprise Ct');
    expect(load.stops[1]!.reference_number).toBe('DEL-422826');
  });

  it('rows that name a stop with what happens there open no stop; their goods are its', () => {
    const { load } = read(tender);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]!.commodities).toBe('Paper products');
    expect(load.stops[1]!.commodities).toBe('Paper products');
  });

  it("a place's word before a phone is the phone's label, not the street's suite", () => {
    const { load } = read(tender);
    expect(load.stops[0]!.phone).toBe('(312) 763-9599');
    expect(load.stops[0]!.address).toBe('679 Commerce Dr');
  });

  it('a note in brackets between a label and its value', () => {
    expect(matchLabel('BOL No. (this stop) 70806490')).toMatchObject({
      field: 'bol',
      value: '70806490',
    });
    expect(matchLabel('Reference (sales order)')).toMatchObject({ field: 'ref', value: '' });
    expect(matchLabel('Weight (lbs)')).toMatchObject({ field: 'weight', value: '' });
    expect(read(tender).load.stops[0]!.bol_number).toBe('70806490');
  });

  it("a charge's code with its description between it and the amount; a total is no fuel", () => {
    const { load } = read(tender);
    expect(load.linehaul_rate).toBe(4800);
    expect(load.fuel_surcharge).toBe(997.69);
    const noAmount = read([
      [40, 40, 'Acme Brokerage LLC'],
      [60, 40, 'Linehaul', 200, '$1,200.00'],
      [72, 40, 'Fuel surcharge (see schedule)'],
      [84, 40, 'Total due', 200, '$1,450.00'],
    ]);
    expect(noAmount.load.fuel_surcharge).toBeNull();
  });
});

describe('dates with the month in letters between slashes or dots; notes by stop without labels', () => {
  it('reads 03/DEC/2026, 03.DEC.2026 and Dec/03/2026 with their times', () => {
    expect(readSchedule('03/DEC/2026 10:45 hrs CT (appt)', 2026)).toMatchObject({
      date: '12/03/2026',
      hours: '10',
      minutes: '45',
    });
    expect(readSchedule('03.DEC.2026 08:00', 2026)?.date).toBe('12/03/2026');
    expect(readSchedule('Dec/03/2026 08:00', 2026)?.date).toBe('12/03/2026');
    expect(readSchedule('4 dic 2026', 2026)?.date).toBe('12/04/2026');
  });

  const route = [
    [40, 40, 'Rio Verde Logistics LLC'],
    [52, 40, 'Load RV5521', 300, 'Issued 30/NOV/2026'],
    [70, 40, 'Driver / Operador: Ana Ruiz · cel. 901-994-9175'],
    [90, 40, '#', 60, 'Action', 120, 'Facility', 300, 'Date', 380, 'Time'],
    [
      102,
      40,
      '1',
      60,
      'Pick up',
      120,
      'Keystone Auto Parts DC',
      300,
      '03/DEC/2026',
      380,
      '10:45 hrs CT (appt)',
    ],
    [112, 120, '18010 Old Mill Rd, Suite 4B'],
    [122, 120, 'Laredo, TX 78045'],
    [
      136,
      40,
      '2',
      60,
      'Deliver',
      120,
      'Heartland Foods DC',
      300,
      '04/DEC/2026',
      380,
      '08:45 hrs ET (appt)',
    ],
    [146, 120, '18999 S Broadway'],
    [156, 120, 'Columbus, OH 43207'],
    [
      176,
      40,
      'Stop 1: Plastic resin pellets, 17 pallets. Hard hat and safety vest required on the dock.',
    ],
    [188, 40, 'Stop 2: Deliver to dock doors 10-18 only. Do not break seal; receiver will.'],
  ];

  it("a line per stop, the goods with their count then a remark, is that stop's", () => {
    const { load } = read(route);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]!.appointment_date).toBe('12/03/2026');
    expect(load.stops[0]!.appointment_time_hours).toBe('10');
    expect(load.stops[0]!.commodities).toBe('Plastic resin pellets');
    expect(load.stops[0]!.stop_instructions).toBe('Hard hat and safety vest required on the dock.');
    expect(load.stops[1]!.stop_instructions).toBe(
      'Deliver to dock doors 10-18 only. Do not break seal; receiver will.',
    );
  });

  it("a phone's word in another language goes with the phone, not the driver's name", () => {
    const { load } = read(route);
    expect(load.carrier.driver_name).toBe('Ana Ruiz');
  });

  it('a numbered title with its kind and day is no note', () => {
    const { load } = read([
      [40, 40, 'Rio Verde Logistics LLC'],
      [60, 40, 'Stop 1 — PICKUP — Saturday, 12/05/2026'],
      [72, 52, 'Heartland Foods DC, 10399 Hwy 287 N, San Antonio, TX 78219'],
      [84, 52, 'Appointment 1100'],
      [100, 40, 'Stop 2 — DELIVERY — Sunday, 12/06/2026'],
      [112, 52, 'Sunbelt Distribution, 488 Warehouse Rd, Cincinnati, OH 45246'],
      [124, 52, 'Appointment 0900'],
    ]);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Delivery']);
    expect(load.stops[0]!.stop_instructions).toBeNull();
    expect(load.stops[1]!.appointment_date).toBe('12/06/2026');
  });
});

describe('an enterprise print: a typed reference list, placeholders, a clipped domain', () => {
  const print = [
    [40, 40, 'Meridian Lakes Logistics'],
    [52, 40, '233 S Wacker Dr, Chicago, IL 60606'],
    [70, 40, 'CARRIER SALES', 300, 'CARRIER'],
    [80, 40, 'James Sandoval', 300, 'Eagle Express Freight Inc'],
    [90, 40, 'james.sandoval@lakeslogistics.com', 300, 'Driver 1: —'],
    [110, 40, 'Seq', 70, 'Type', 110, 'Facility', 220, 'Address', 360, 'Start'],
    [
      122,
      40,
      '1',
      70,
      'Pick',
      110,
      'Blue Ridge Furniture',
      220,
      '5732 N Main St',
      360,
      '11/25/2026 08:00 CT',
    ],
    [132, 220, 'Kansas City, MO 64161'],
    [
      144,
      40,
      '2',
      70,
      'Drop',
      110,
      'Silver Lake Snacks',
      220,
      '15415 N Main St',
      360,
      '11/26/2026 06:00 CT',
    ],
    [154, 220, 'Tulsa, OK 74107'],
    [180, 40, 'REFERENCE NUMBERS'],
    [192, 40, 'Applies to', 150, 'Reference type', 320, 'Value'],
    [204, 40, 'Load', 150, 'Purchase Order', 320, 'PO48387821'],
    [216, 40, 'Stop 1 (Pick)', 150, 'Pickup Number', 320, 'PU7581026'],
    [228, 40, 'Stop 1 (Pick)', 150, 'Bill of Lading', 320, '31292563'],
    [240, 40, 'Stop 2 (Drop)', 150, 'Appointment Confirmation', 320, '14513396'],
    [252, 40, 'Stop 2 - Drop', 150, 'Stop Reference', 320, 'SO-680466'],
  ];

  it('rows naming a stop with its kind in brackets give that stop their typed values', () => {
    const { load } = read(print);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]!.confirmation_number).toBe('PU7581026');
    expect(load.stops[0]!.bol_number).toBe('31292563');
    expect(load.stops[1]!.confirmation_number).toBe('14513396');
    expect(load.stops[1]!.reference_number).toBe('SO-680466');
    expect(load.po_number).toBe('PO48387821');
  });

  it('a dash is an empty value; a domain may clip a long first word of the name', () => {
    expect(read(print).load.carrier.driver_name).toBeNull();
    expect(domainMatches('a@hoochpoweronly.com', 'Chattahoochee Power Only LLC')).toBe(true);
    expect(domainMatches('a@lakeslogistics.com', 'Meridian Lakes Logistics')).toBe(true);
    expect(domainMatches('a@gmail.com', 'Chattahoochee Power Only LLC')).toBe(false);
    expect(domainMatches('a@onlylogistics.com', 'Meridian Lakes Logistics')).toBe(false);
  });

  it("a bracketed note before a label's colon; a party's word before what the load holds", () => {
    expect(matchLabel('Loaded weight (shipper count): 9,000 lbs')).toMatchObject({
      field: 'weight',
      value: '9,000 lbs',
    });
    expect(matchLabel('Trailer holds: Dairy products (23 pallets)')).toMatchObject({
      field: 'commodity',
    });
    expect(matchLabel('Carrier phone: 555-0100')?.field).not.toBe('phone');
  });

  it('numbers are no role words: "Ref DEL-926816" says nothing of the kind', () => {
    expect(roleMentioned('Release / PU # PU7691796 Ref DEL-926816')).toBeNull();
    expect(roleMentioned('Live unload at the consignee')).toBe('Delivery');
  });
});

describe("OCR's zero in an identifier's letter prefix", () => {
  it('reads S0-231377 as SO-231377, nothing else', () => {
    expect(ocrPrefixMended('Ref S0-231377')).toBe('Ref SO-231377');
    expect(ocrPrefixMended('P0-614579 | 50-694361 | 2026-11-26 | A10-2234')).toBe(
      'PO-614579 | 50-694361 | 2026-11-26 | A10-2234',
    );
  });
});

describe('a typed reference list naming its stops by role and number', () => {
  it('"Pickup 1 | PU # | …" under the stops is that stop\'s, no stop of its own', () => {
    const { load } = read([
      [40, 40, 'Meridian Lakes Logistics'],
      [60, 40, 'Pickup 1', 120, 'Blue Ridge Furniture, 5732 N Main St, Kansas City, MO 64161'],
      [70, 120, '11/25/2026 08:00'],
      [90, 40, 'Delivery 2', 120, 'Silver Lake Snacks, 15415 N Main St, Tulsa, OK 74107'],
      [100, 120, '11/26/2026 06:00'],
      [130, 40, 'REFERENCES'],
      [142, 40, 'Stop', 150, 'Type', 320, 'Value'],
      [154, 40, 'Pickup 1', 150, 'Pickup Number', 320, 'PU7581026'],
      [166, 40, 'Delivery 2', 150, 'Stop Reference', 320, 'SO-680466'],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]!.confirmation_number).toBe('PU7581026');
    expect(load.stops[1]!.reference_number).toBe('SO-680466');
  });
});

describe("OCR's one-letter slips in a box's title", () => {
  it('reads Phane, Faciity, Adress as the titles they are; leaves other words alone', () => {
    expect(ocrTitleMended('Phane')).toBe('Phone');
    expect(ocrTitleMended('Faciity.')).toBe('Facility.');
    expect(ocrTitleMended('ADRESS')).toBe('ADDRESS');
    expect(ocrTitleMended('Shipper')).toBe('Shipper');
    expect(ocrTitleMended('Status')).toBe('Status');
    expect(ocrTitleMended('Acme Foods')).toBe('Acme Foods');
    expect(ocrTitleMended('Tie')).toBe('Tie');
  });
});
