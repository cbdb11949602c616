/**
 * Round 9: general capabilities after the seventh held-out set was spent — current values over
 * superseded ones, stops in the order their titles number them, a stop's number over its kind
 * in a table cell, columns titled with two free-text fields. Made-up pages, no broker's form.
 */
import { describe, expect, it } from 'vitest';
import { carrierRunOn } from './carrier-runon';
import { isDayFirst, ocrYearsMended } from './date-order';
import { twoFieldColumn } from './ratecon-pairs';
import { page, read as readRows } from './ratecon-test-pages.test-helper';
import { readSchedule } from './values';

/** Rows written flat: x, text, x, text … */
const rows = (flat: Array<Array<number | string>>) =>
  flat.map((row) => {
    const pairs: Array<[number, string]> = [];
    for (let i = 0; i + 1 < row.length; i += 2)
      pairs.push([row[i] as number, row[i + 1] as string]);
    return pairs;
  });
const flatPage = (flat: Array<Array<number | string>>) => page(rows(flat));
const read = (flat: Array<Array<number | string>>) => readRows(rows(flat));

describe('current values over superseded ones', () => {
  it('a sentence about the earlier rate is not the rate', () => {
    const { load } = read([
      [40, 'Quarry Lane Freight'],
      [40, 'Load # QL-55012'],
      [40, 'Rate revised: linehaul was previously $2,300.00 and is replaced by the amount below.'],
      [],
      [40, 'Shipper', 300, 'Consignee'],
      [40, 'Birch Foods', 300, 'Wren Market'],
      [40, '14 Elm St', 300, '9 Oak Ave'],
      [40, 'Salem, OR 97301', 300, 'Boise, ID 83702'],
      [40, '04/02/2027 0800', 300, '04/03/2027 1400'],
      [],
      [40, 'CHARGES'],
      [40, 'Linehaul', 300, '$2,050.00'],
      [40, 'Fuel', 300, '$310.00'],
    ]);
    expect(load.linehaul_rate).toBe(2050);
    expect(load.fuel_surcharge).toBe(310);
  });

  it('a column of earlier amounts beside the current one, whichever comes first', () => {
    const { load } = read([
      [40, 'Quarry Lane Freight'],
      [40, 'Load # QL-55013'],
      [],
      [40, 'Charge', 200, 'Revised', 320, 'Original'],
      [40, 'Linehaul', 200, '$1,975.00', 320, '$1,800.00'],
      [40, 'Fuel surcharge', 200, '$240.00', 320, '$260.00'],
      [40, 'Total', 200, '$2,215.00', 320, '$2,060.00'],
    ]);
    expect(load.linehaul_rate).toBe(1975);
    expect(load.fuel_surcharge).toBe(240);
  });

  it('a schedule whose two times come before any date reads without failing', () => {
    const s = readSchedule('previous 07:00 and 09:30 cancelled, now 04/02/2027');
    expect(s?.date).toBe('04/02/2027');
  });
});

describe('stops in the order their titles number them', () => {
  it('origin and final destination printed first, the stops between after them', () => {
    const { load } = read([
      [40, 'Saltgrass Brokerage'],
      [40, 'Order 771203'],
      [],
      [40, 'STOP 1 OF 3 — ORIGIN'],
      [50, 'Cedar Mill Supply'],
      [50, '200 Mill Rd, Eugene, OR 97402'],
      [50, 'Appt 04/05/2027 0900'],
      [],
      [40, 'STOP 3 OF 3 — FINAL DESTINATION'],
      [50, 'Harbor Grocers'],
      [50, '77 Pier Ave, Tacoma, WA 98402'],
      [50, 'Appt 04/06/2027 1300'],
      [],
      [40, 'OTHER STOPS'],
      [40, 'STOP 2 OF 3 — STOP-OFF DELIVERY'],
      [50, 'Valley Foods'],
      [50, '15 Orchard Ln, Salem, OR 97301'],
      [50, 'Appt 04/05/2027 1500'],
    ]);
    expect(load.stops.map((s) => s.company_name)).toEqual([
      'Cedar Mill Supply',
      'Valley Foods',
      'Harbor Grocers',
    ]);
    expect(load.stops.map((s) => s.stop_number)).toEqual([1, 2, 3]);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Delivery', 'Delivery']);
  });

  it('a route strip (cities and days, a count of stops) is no stop beside the full stops', () => {
    const { load } = read([
      [40, 'Saltgrass Brokerage'],
      [40, 'Order 771204'],
      [],
      [40, 'ORIGIN', 300, 'DESTINATION', 480, '2 stops · 410 mi'],
      [40, 'Eugene, OR 04/05/2027', 300, 'Tacoma, WA 04/06/2027'],
      [],
      [40, 'STOP 1 OF 2 — ORIGIN'],
      [50, 'Cedar Mill Supply'],
      [50, '200 Mill Rd, Eugene, OR 97402'],
      [50, 'Appt 04/05/2027 0900'],
      [],
      [40, 'STOP 2 OF 2 — DESTINATION'],
      [50, 'Harbor Grocers'],
      [50, '77 Pier Ave, Tacoma, WA 98402'],
      [50, 'Appt 04/06/2027 1300'],
    ]);
    expect(load.stops.map((s) => s.company_name)).toEqual(['Cedar Mill Supply', 'Harbor Grocers']);
  });
});

describe('stop tables', () => {
  it("a cell with the stop's number over its kind starts the row at the number", () => {
    const { load } = read([
      [40, 'Saltgrass Brokerage'],
      [40, 'Order 771205'],
      [],
      [40, 'Stop', 70, 'Location', 240, 'Schedule', 360, 'Numbers'],
      [40, '1', 70, 'Cedar Mill Supply', 240, '04/05/2027', 360, 'Conf# CM1200'],
      [40, 'PU', 70, '200 Mill Rd', 240, '09:00 APPT'],
      [70, 'Eugene, OR 97402'],
      [],
      [40, '2', 70, 'Harbor Grocers', 240, '04/06/2027', 360, 'Conf# HG5521'],
      [40, 'DEL', 70, '77 Pier Ave', 240, '13:00 APPT'],
      [70, 'Tacoma, WA 98402'],
    ]);
    expect(load.stops.map((s) => s.company_name)).toEqual(['Cedar Mill Supply', 'Harbor Grocers']);
    expect(load.stops.map((s) => s.confirmation_number)).toEqual(['CM1200', 'HG5521']);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Delivery']);
  });

  it('a column titled with two free-text fields: the goods first, the notes under them', () => {
    expect(twoFieldColumn('Commodity / Notes')).toEqual(['commodity', 'instructions']);
    expect(twoFieldColumn('City / State')).toBeNull();
    expect(twoFieldColumn('PU / DEL #')).toBeNull();
  });
});

describe('stop facts printed apart from the stops, keyed by stop number', () => {
  it('related tables with a "Stop #" column give each numbered stop its schedule and numbers', () => {
    const { load } = read([
      [40, 'Larchmont Freight Desk'],
      [40, 'Load Number', 140, 'LF-22018'],
      [],
      [40, 'Stops (2)'],
      [
        40,
        'Stop',
        70,
        'Type',
        120,
        'Location Name',
        240,
        'Street',
        350,
        'City',
        420,
        'State',
        460,
        'Postal',
      ],
      [
        40,
        '1',
        70,
        'Pick Up',
        120,
        'Birch Foods',
        240,
        '14 Elm St',
        350,
        'Salem',
        420,
        'OR',
        460,
        '97301',
      ],
      [
        40,
        '2',
        70,
        'Delivery',
        120,
        'Wren Market',
        240,
        '9 Oak Ave',
        350,
        'Boise',
        420,
        'ID',
        460,
        '83702',
      ],
      [],
      [40, 'Appointments (2)'],
      [
        40,
        'Stop #',
        80,
        'Appointment Type',
        200,
        'Window Start',
        320,
        'Window End',
        440,
        'Appointment #',
      ],
      [40, '1', 80, 'Appointment', 200, '04/02/2027 8:00 AM', 440, 'BF7781'],
      [40, '2', 80, 'FCFS', 200, '04/03/2027 7:00 AM', 320, '04/03/2027 1:00 PM'],
      [],
      [40, 'Notes (1)'],
      [40, 'Title', 160, 'Body'],
      [40, 'Stop 2 instructions', 160, 'Check in at the guard shack.'],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]!.confirmation_number).toBe('BF7781');
    expect(load.stops[0]!.appointment_date).toBe('04/02/2027');
    expect(load.stops[0]!.appointment_time_hours).toBe('08');
    expect(load.stops[1]!.appointment_type).toBe('FCFS');
    expect(load.stops[1]!.fcfs_end_time_hours).toBe('13');
    expect(load.stops[1]!.stop_instructions).toBe('Check in at the guard shack.');
  });

  it('a line of labelled details per stop ("Stop 2 — Tel …; Delivery # …") is that stop\'s', () => {
    const { load } = read([
      [40, 'Larchmont Freight Desk'],
      [40, 'Load ID 880021'],
      [],
      [40, 'PICKUP', 300, 'DELIVERY'],
      [40, 'Birch Foods', 300, 'Wren Market'],
      [40, '14 Elm St', 300, '9 Oak Ave'],
      [40, 'Salem, OR 97301', 300, 'Boise, ID 83702'],
      [40, '04/02/2027 0800', 300, '04/03/2027 1400'],
      [],
      [40, 'DETAILS'],
      [40, 'Stop 1 — Tel (503) 555-0142; Pickup # BF7781; Commodity: Frozen peas'],
      [40, 'Stop 2 — Delivery # 55120; Ref SO-4410; Instructions: Call ahead; dock 4 only'],
      [],
      [40, 'Linehaul', 300, '$1,500.00'],
    ]);
    expect(load.stops[0]!.phone).toBe('(503) 555-0142');
    expect(load.stops[0]!.confirmation_number).toBe('BF7781');
    expect(load.stops[0]!.commodities).toBe('Frozen peas');
    expect(load.stops[1]!.confirmation_number).toBe('55120');
    expect(load.stops[1]!.reference_number).toBe('SO-4410');
    expect(load.stops[1]!.stop_instructions).toBe('Call ahead; dock 4 only');
    // A stop's reference is not the load's.
    expect(load.reference_number).toBeNull();
  });
});

describe('legs: each row a From → To pair, stops numbered in tags', () => {
  it('a stop printed as the end of one leg and the start of the next is one stop', () => {
    const { load } = read([
      [40, 'Larchmont Freight Desk'],
      [40, 'Load ID 880022'],
      [],
      [40, 'Leg', 60, 'From', 200, 'Depart', 290, 'To', 430, 'Arrive', 520, 'Pay'],
      [
        40,
        '1',
        60,
        '[1 Pick] Birch Foods',
        200,
        'Fri 04/02/2027',
        290,
        '[2 Drop] Wren Market',
        430,
        'Sat 04/03/2027',
        520,
        '$800.00',
      ],
      [60, '14 Elm St', 200, '0800 (appt)', 290, '9 Oak Ave', 430, '1400 (appt)'],
      [60, 'Salem, OR 97301', 290, 'Boise, ID 83702'],
      [],
      [
        40,
        '2',
        60,
        '[2 Drop] Wren Market',
        200,
        'Sat 04/03/2027',
        290,
        '[3 Drop] Lark Grocers',
        430,
        'Sat 04/03/2027',
        520,
        '$400.00',
      ],
      [60, '9 Oak Ave', 200, '1400 (appt)', 290, '5 Pine Rd', 430, '0600-1200 (FCFS)'],
      [60, 'Boise, ID 83702', 290, 'Nampa, ID 83651'],
    ]);
    expect(load.stops.map((s) => s.company_name)).toEqual([
      'Birch Foods',
      'Wren Market',
      'Lark Grocers',
    ]);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Delivery', 'Delivery']);
    expect(load.stops[0]!.appointment_time_hours).toBe('08');
    expect(load.stops[2]!.appointment_type).toBe('FCFS');
    expect(load.stops[2]!.fcfs_end_time_hours).toBe('12');
  });
});

describe('dates, money columns and the carrier written other ways', () => {
  it('day-first dates when the sheet says so or no date reads month first', () => {
    expect(
      isDayFirst(
        flatPage([
          [40, 'All dates are dd/mm/yyyy'],
          [40, '05/12/2026'],
        ]),
      ),
    ).toBe(true);
    expect(
      isDayFirst(
        flatPage([
          [40, 'Date 28/11/2026'],
          [40, '05/12/2026'],
        ]),
      ),
    ).toBe(true);
    expect(
      isDayFirst(
        flatPage([
          [40, 'Date 11/28/2026'],
          [40, '05/12/2026'],
        ]),
      ),
    ).toBe(false);
    const { load } = read([
      [40, 'Chinook Freight Ltd.'],
      [40, 'Load CF1200', 300, 'Date 28/11/2026'],
      [40, 'PICKUP', 300, 'DELIVERY'],
      [40, 'Birch Foods', 300, 'Wren Market'],
      [40, '14 Elm St', 300, '9 Oak Ave'],
      [40, 'Salem, OR 97301', 300, 'Boise, ID 83702'],
      [40, 'Appt 05/12/2026 08:00', 300, 'Appt 07/12/2026 14:00'],
    ]);
    expect(load.stops.map((s) => s.appointment_date)).toEqual(['12/05/2026', '12/07/2026']);
  });

  it('the amount paid, not the one in a currency shown for reference', () => {
    const { load } = read([
      [40, 'Chinook Freight Ltd.'],
      [40, 'Load CF1201'],
      [],
      [40, 'Charge', 200, 'USD (payable)', 320, 'CAD (reference)'],
      [40, 'Linehaul', 200, '$1,375.00', 320, '$1,868.76'],
      [40, 'Fuel surcharge', 200, '$299.51', 320, '$407.06'],
    ]);
    expect(load.linehaul_rate).toBe(1375);
    expect(load.fuel_surcharge).toBe(299.51);
  });

  it('carrier facts as a run of words after their own words', () => {
    expect(carrierRunOn('Driver Ann Lee cell 555.201.4863 Unit 8610 Trlr T37068')).toEqual({
      driver_name: 'Ann Lee',
      driver_phone: '(555) 201-4863',
      truck: '8610',
      trailer: 'T37068',
    });
    expect(carrierRunOn('Carrier Copper Road Freight LLC MC 884213 Dispatch Bo Reyes')).toEqual({
      carrier_name: 'Copper Road Freight LLC',
    });
    expect(
      carrierRunOn('Carrier agrees to the terms of the broker agreement and the rate.'),
    ).toBeNull();
  });

  it('a fuel advance taken off the pay is no fuel surcharge', () => {
    const { load } = read([
      [40, 'Chinook Freight Ltd.'],
      [40, 'Load CF1202'],
      [40, 'Line haul', 300, '$2,000.00'],
      [40, 'Less fuel advance (EFS)', 300, '($300.00)'],
      [40, 'Net pay', 300, '$1,700.00'],
    ]);
    expect(load.linehaul_rate).toBe(2000);
    expect(load.fuel_surcharge).toBeNull();
  });
});

describe("OCR's small losses in stop tables", () => {
  it("the kind on the row's second line, the number lost, a comma after the kind", () => {
    const { load } = read([
      [40, 'Saltgrass Brokerage'],
      [40, 'Order 771206'],
      [],
      [40, 'Stop', 70, 'Location', 240, 'Schedule', 360, 'Numbers'],
      [],
      [70, 'Cedar Mill Supply', 240, '04/05/2027', 360, 'Conf# CM1200'],
      [40, 'PU', 70, '200 Mill Rd', 240, '09:00 APPT'],
      [70, 'Eugene, OR 97402'],
      [],
      [70, 'Harbor Grocers', 240, '04/06/2027', 360, 'Conf# HG5521'],
      [40, 'DEL,', 70, '77 Pier Ave', 240, '13:00 APPT'],
      [70, 'Tacoma, WA 98402'],
    ]);
    expect(load.stops.map((s) => s.company_name)).toEqual(['Cedar Mill Supply', 'Harbor Grocers']);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Delivery']);
    expect(load.stops.map((s) => s.confirmation_number)).toEqual(['CM1200', 'HG5521']);
  });

  it('a year misread in one digit on an OCR page takes the document year', () => {
    const lines = flatPage([
      [40, 'Issued 04/01/2027'],
      [40, 'Appt 04/05/2077 09:00'],
      [40, 'Appt 04/06/2027 13:00'],
    ]);
    const mended = ocrYearsMended(lines, new Set([1]));
    expect(mended.map((l) => l.text)).toEqual([
      'Issued 04/01/2027',
      'Appt 04/05/2027 09:00',
      'Appt 04/06/2027 13:00',
    ]);
    // A text page is left as printed.
    expect(ocrYearsMended(lines, new Set())[1]!.text).toBe('Appt 04/05/2077 09:00');
  });
});
