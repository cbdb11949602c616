import { describe, expect, it } from 'vitest';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';

/**
 * Table mechanisms on hand-written pages: rows numbered "01 PU", titles the TMSs abbreviate,
 * a ':' set apart from its label, cells wrapped onto a second line, bare label words that start
 * a remark. Each row is [x, text] items on one baseline.
 */
function page(rows: Array<Array<[number, string]>>, size = 9) {
  const words: Word[] = [];
  rows.forEach((row, i) => {
    const y = 40 + i * size * 1.3;
    for (const [x, text] of row) {
      words.push({ text, x, y, width: text.length * size * 0.5, height: size, page: 1 });
    }
  });
  return { width: 612, lines: linesOf({ page: 1, width: 612, height: 792, words }) };
}

describe('stop tables', () => {
  it('rows opened by "01 PU" / "02 DL" under abbreviated titles, a name column holding the address', () => {
    const { load } = readRateConfirmation([
      page([
        [[30, 'GREAT PLAINS LOGISTICS']],
        [
          [30, 'SHIPMENT #: 7781'],
          [200, 'DRIVER'],
          [240, ':'],
          [300, 'CELL:'],
        ],
        [
          [30, 'STP TYPE'],
          [90, 'NAME/ADDRESS'],
          [260, 'DATE'],
          [320, 'TIME'],
          [380, 'PU/DEL#'],
        ],
        [
          [30, '01 PU'],
          [90, 'NORTH MILL'],
          [260, '03/02/27'],
          [320, '0700 APPT'],
          [380, 'A5521'],
        ],
        [[90, '40 RIVER RD']],
        [[90, 'OMAHA, NE 68102']],
        [[90, '** BRING LOAD LOCKS AND CALL AHEAD TO THE GUARD.']],
        [],
        [
          [30, '02 DL'],
          [90, 'SOUTH YARD'],
          [260, '03/03/27'],
          [320, '0800-1500'],
          [380, '99812'],
        ],
        [[90, '7 PORT AVE']],
        [[90, 'TOPEKA, KS 66603']],
      ]),
    ]);
    expect(load.order_number).toBe('7781');
    expect(load.carrier.driver_name).toBeNull();
    expect(load.stops.map((s) => [s.stop_type, s.company_name, s.address, s.city])).toEqual([
      ['Pickup', 'NORTH MILL', '40 RIVER RD', 'OMAHA'],
      ['Delivery', 'SOUTH YARD', '7 PORT AVE', 'TOPEKA'],
    ]);
    expect(load.stops[0]).toMatchObject({
      confirmation_number: 'A5521',
      appointment_type: 'APPT',
      appointment_date: '03/02/2027',
      appointment_time_hours: '07',
      stop_instructions: 'BRING LOAD LOCKS AND CALL AHEAD TO THE GUARD.',
    });
    expect(load.stops[1]).toMatchObject({
      appointment_type: 'FCFS',
      fcfs_start_time_hours: '08',
      fcfs_end_time_hours: '15',
    });
  });

  it('a label followed by another labelled cell keeps no value; a lone ":" belongs to its label', () => {
    const { load } = readRateConfirmation([
      page([
        [[30, 'ACME BROKERAGE']],
        [
          [30, 'PO #:'],
          [120, 'BOL: 5510'],
          [220, 'WEIGHT'],
          [262, ':'],
          [275, '21000'],
        ],
      ]),
    ]);
    expect(load.po_number).toBeNull();
    expect(load.bol_number).toBe('5510');
    expect(load.weight).toBe(21000);
  });

  it('cells wrapped onto the line below are joined; a second line of its own is not', () => {
    const { load } = readRateConfirmation([
      page([
        [[30, 'ACME BROKERAGE']],
        [
          [30, 'Type'],
          [70, 'Name'],
          [150, 'Address'],
          [285, 'City'],
          [340, 'ST'],
          [370, 'Zip'],
        ],
        [
          [30, 'PU'],
          [70, 'Lakeview Cold'],
          [150, '1880 Harbor Ridge Rd, Suite'],
          [285, 'Duluth'],
          [340, 'MN'],
          [370, '55802'],
        ],
        [
          [70, 'Storage'],
          [150, '9A'],
        ],
        [],
        [
          [30, 'DEL'],
          [70, 'Pine Depot'],
          [150, '3 Elm St'],
          [285, 'Fargo'],
          [340, 'ND'],
          [370, '58102'],
        ],
      ]),
    ]);
    expect(load.stops.map((s) => [s.company_name, s.address, s.city, s.zipcode])).toEqual([
      ['Lakeview Cold Storage', '1880 Harbor Ridge Rd, Suite 9A', 'Duluth', '55802'],
      ['Pine Depot', '3 Elm St', 'Fargo', '58102'],
    ]);
  });

  it('a bare label word that starts a remark is not a label ("Time out …" is an instruction)', () => {
    const { load } = readRateConfirmation([
      page([
        [[30, 'ACME BROKERAGE']],
        [[30, 'Delivery 1']],
        [[30, 'Pine Depot']],
        [[30, '3 Elm St, Fargo, ND 58102']],
        [[30, 'Appt: 03/04/2027 09:00']],
        [[30, 'Notes: Record the time in and']],
        [[30, 'time out on the bill of lading.']],
      ]),
    ]);
    expect(load.stops[0]?.stop_instructions).toBe(
      'Record the time in and time out on the bill of lading.',
    );
    expect(load.stops[0]?.appointment_time_hours).toBe('09');
  });
  it('a "Label | value" line after a table is past it (its words are not cut at the columns)', () => {
    const { load } = readRateConfirmation([
      page([
        [[30, 'ACME BROKERAGE']],
        [
          [30, 'Load #'],
          [140, 'PO #'],
          [250, 'Date'],
        ],
        [
          [30, '99090'],
          [140, 'P-1182'],
          [250, '03/01/2027'],
        ],
        [
          [30, 'Carrier'],
          [110, 'Big'],
          [130, 'Rig'],
          [150, 'Carriers'],
          [190, 'LLC'],
        ],
      ]),
    ]);
    expect([load.order_number, load.po_number]).toEqual(['99090', 'P-1182']);
    expect(load.carrier.carrier_name).toBe('Big Rig Carriers LLC');
  });
});
