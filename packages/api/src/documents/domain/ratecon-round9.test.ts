/**
 * Round 9: general capabilities after the seventh held-out set was spent — current values over
 * superseded ones, stops in the order their titles number them, a stop's number over its kind
 * in a table cell, columns titled with two free-text fields. Made-up pages, no broker's form.
 */
import { describe, expect, it } from 'vitest';
import { twoFieldColumn } from './ratecon-pairs';
import { read as readRows } from './ratecon-test-pages.test-helper';
import { readSchedule } from './values';

/** Rows written flat: x, text, x, text … */
const rows = (flat: Array<Array<number | string>>) =>
  flat.map((row) => {
    const pairs: Array<[number, string]> = [];
    for (let i = 0; i + 1 < row.length; i += 2)
      pairs.push([row[i] as number, row[i + 1] as string]);
    return pairs;
  });
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
