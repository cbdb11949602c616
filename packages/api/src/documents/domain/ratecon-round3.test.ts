import { describe, expect, it } from 'vitest';
import { checkedOptions } from './layout';
import { page, read } from './ratecon-test-pages.test-helper';

describe('dot leaders and check boxes', () => {
  it('a run of dots between a label and its value sets them apart (one text item or several)', () => {
    const lines = page([
      [[30, 'SHIPMENT NO. ............................ 4471-A']],
      [
        [30, 'Weight'],
        [60, '. . . . . . . . . . .'],
        [200, '38,000 lbs'],
      ],
      [[30, 'Signature ______________ Date ________']],
    ]);
    expect(lines[0]!.cells.map((c) => c.text)).toEqual(['SHIPMENT NO.', '4471-A']);
    expect(lines[1]!.cells.map((c) => c.text)).toEqual(['Weight', '38,000 lbs']);
    expect(lines[2]!.cells.map((c) => c.text)).toEqual(['Signature', 'Date']);
    // An ellipsis in a sentence is not a leader.
    expect(page([[[30, 'Call first... then load']]])[0]!.cells.map((c) => c.text)).toEqual([
      'Call first... then load',
    ]);
  });

  it('check boxes: only the ticked options are read', () => {
    expect(checkedOptions('[X] Reefer [ ] Van [ ] Flatbed')).toBe('Reefer');
    expect(checkedOptions('[ ] APPT [x] FCFS')).toBe('FCFS');
    expect(checkedOptions('☐ Dry Van ☒ Reefer')).toBe('Reefer');
    expect(checkedOptions('Mode: [ ] LTL [X] Truckload')).toBe('Mode: Truckload');
    expect(checkedOptions('Dock [3]')).toBe('Dock [3]');
  });

  it('a dot-leader form: labels, leaders, values far right, stop titles restating the role', () => {
    const { load } = read([
      [[30, 'KESTREL FREIGHT SYSTEMS']],
      [
        [30, 'LOAD NO. ..................'],
        [200, 'KF-20931'],
      ],
      [[30, 'EQUIPMENT: [ ] VAN [X] REEFER [ ] FLATBED']],
      [],
      [[30, 'STOP 1 - SHIPPER (PICK UP)']],
      [
        [30, 'NAME ...............'],
        [200, 'Orchard Pack Co'],
      ],
      [
        [30, 'ADDRESS ............'],
        [200, '410 Mill St'],
      ],
      [
        [30, 'CITY, ST ZIP .......'],
        [200, 'Yakima, WA 98901'],
      ],
      [
        [30, 'DATE ...............'],
        [200, '03/09/2027 0800'],
      ],
      [],
      [[30, 'STOP 2 - CONSIGNEE (DELIVER)']],
      [
        [30, 'NAME ...............'],
        [200, 'Valley Grocers DC'],
      ],
      [
        [30, 'ADDRESS ............'],
        [200, '9 Depot Rd'],
      ],
      [
        [30, 'CITY, ST ZIP .......'],
        [200, 'Boise, ID 83705'],
      ],
      [
        [30, 'DATE ...............'],
        [200, '03/10/2027 1400'],
      ],
    ]);
    expect(load.order_number).toBe('KF-20931');
    expect(load.equipment_type).toBe('reefer');
    expect(load.stops.map((s) => [s.stop_type, s.company_name, s.city])).toEqual([
      ['Pickup', 'Orchard Pack Co', 'Yakima'],
      ['Delivery', 'Valley Grocers DC', 'Boise'],
    ]);
  });

  it('a segment-tagged report: tags and qualifier codes are not labels, a band of header values is no stop', () => {
    const { load } = read([
      [
        [30, 'FROM: OSPREY'],
        [150, 'RECEIVER: CARRIER'],
        [300, 'CONTROL #: 88120'],
      ],
      [
        [30, 'B2'],
        [60, 'Load number'],
        [250, 'OSP-5510'],
      ],
      [
        [30, 'L11'],
        [60, 'PO'],
        [90, 'PO #'],
        [250, '7781'],
      ],
      [
        [30, 'N7'],
        [60, 'LEN'],
        [90, 'Trailer length'],
        [250, '53 FT'],
      ],
      [],
      [
        [30, 'STOP 1 (LD)'],
        [120, '-'],
        [140, 'LOAD'],
        [180, '1 OF 2'],
      ],
      [
        [30, 'S5'],
        [60, 'LD'],
        [90, 'Stop reason'],
        [250, 'COMPLETE LOAD'],
      ],
      [
        [30, 'N1'],
        [60, 'SH'],
        [90, 'Ship from'],
        [250, 'Cedar Mill Foods'],
      ],
      [
        [30, 'N3'],
        [90, 'Address'],
        [250, '12 Rail Ave'],
      ],
      [
        [30, 'N4'],
        [90, 'City'],
        [250, 'Macon, GA 31201'],
      ],
      [
        [30, 'G62'],
        [60, '37'],
        [90, 'Ship date'],
        [250, '06/01/2027 0800'],
      ],
      [],
      [
        [30, 'STOP 2 (UL)'],
        [120, '-'],
        [140, 'UNLOAD'],
        [180, '2 OF 2'],
      ],
      [
        [30, 'N1'],
        [60, 'CN'],
        [90, 'Ship to'],
        [250, 'Harbor Foods'],
      ],
      [
        [30, 'N3'],
        [90, 'Address'],
        [250, '4 Pier Rd'],
      ],
      [
        [30, 'N4'],
        [90, 'City'],
        [250, 'Mobile, AL 36602'],
      ],
      [
        [30, 'G62'],
        [60, '53'],
        [90, 'Deliver date'],
        [250, '06/02/2027 1300'],
      ],
    ]);
    expect(load.po_number).toBe('7781');
    expect(load.stops.map((s) => [s.stop_type, s.company_name, s.address, s.city])).toEqual([
      ['Pickup', 'Cedar Mill Foods', '12 Rail Ave', 'Macon'],
      ['Delivery', 'Harbor Foods', '4 Pier Rd', 'Mobile'],
    ]);
  });

  it('a trailer length on a line of its own is the load length', () => {
    const { load } = read([[[30, 'EQUIPMENT: REEFER']], [[30, 'TRAILER LENGTH: 48 FT']]]);
    expect(load.equipment_type).toBe('reefer');
    expect(load.length).toBe(48);
  });
});
