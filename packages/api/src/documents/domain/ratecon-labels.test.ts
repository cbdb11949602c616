import { describe, expect, it } from 'vitest';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';

/** Rows of [x, text] items on one baseline each; an empty row leaves a gap. */
function read(rows: Array<Array<[number, string]>>) {
  const words: Word[] = [];
  rows.forEach((row, i) => {
    for (const [x, text] of row) {
      words.push({ text, x, y: 40 + i * 12, width: text.length * 4.5, height: 9, page: 1 });
    }
  });
  return readRateConfirmation([
    { width: 612, lines: linesOf({ page: 1, width: 612, height: 792, words }) },
  ]);
}

describe('labels and values', () => {
  it('a qualifier before a known label ("Client Reference"); named parts of Truck / Trailer', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'Client Reference'],
        [140, 'HL-55120'],
      ],
      [
        [30, 'Truck / Trailer'],
        [140, 'Trailer RT-4410'],
      ],
    ]);
    expect(load.reference_number).toBe('HL-55120');
    expect(load.carrier.trailer).toBe('RT-4410');
    expect(load.carrier.truck).toBeNull();
  });

  it('an e-mail after a labelled phone; a window whose end time wrapped onto its own line', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'Consignee 1']],
      [[30, 'Pine Depot']],
      [[30, '3 Elm St, Fargo, ND 58102 Ph: 701-555-0142 dock@pinedepot.test']],
      [[30, 'FCFS: Mar 4 2027 22:00 - Mar 5 2027']],
      [[30, '06:00']],
    ]);
    expect(load.stops[0]).toMatchObject({
      phone: '(701) 555-0142',
      email: 'dock@pinedepot.test',
      appointment_type: 'FCFS',
      fcfs_start_date: '03/04/2027',
      fcfs_end_date: '03/05/2027',
      fcfs_end_time_hours: '06',
    });
  });

  it('stops side by side: a label of the left stop is not a row title of the right one', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'Shipper 1'],
        [300, 'Consignee 2'],
      ],
      [
        [30, 'Name'],
        [90, 'Lakeview Cold'],
        [300, 'Name'],
        [360, 'Pine Depot'],
      ],
      [
        [30, 'Notes'],
        [90, 'Call ahead one hour'],
        [300, 'Notes'],
        [360, 'Lumper on site, get a'],
      ],
      [
        [30, 'Phone'],
        [90, '218-555-0101'],
        [360, 'receipt for the fee.'],
      ],
    ]);
    expect(load.stops[1]?.stop_instructions).toBe('Lumper on site, get a receipt for the fee.');
    expect(load.stops[0]?.phone).toBe('(218) 555-0101');
  });
  it('a Trailer label holding the equipment gives its temperature too', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'Trailer:'],
        [120, "48' Reefer — -5°F cycle"],
      ],
    ]);
    expect(load).toMatchObject({
      equipment_type: 'reefer',
      length: 48,
      temperature: -5,
      temperature_control: 'start_stop',
    });
    expect(load.carrier.trailer).toBeNull();
  });
});
