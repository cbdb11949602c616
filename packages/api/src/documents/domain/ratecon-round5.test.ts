import { describe, expect, it } from 'vitest';
import { englishLabel } from './label-words';
import { clausesOf, isProseStopIntro, readProseStop } from './prose-stops';
import { matchLabel } from './ratecon';
import { page, read } from './ratecon-test-pages.test-helper';
import { stopPrefixedRows, withoutSheetGutter } from './sheet-rows';
import { readSchedule } from './values';

describe('a spreadsheet printed with its grid', () => {
  it('row numbers and column letters are dropped; "Stop N - Field" rows become a titled stop', () => {
    let n = 0;
    const row = (field: string, value?: string): Array<[number, string]> => {
      n++;
      return value === undefined
        ? [
            [20, String(n)],
            [50, field],
          ]
        : [
            [20, String(n)],
            [50, field],
            [220, value],
          ];
    };
    const rows: Array<Array<[number, string]>> = [
      [
        [120, 'A'],
        [320, 'B'],
      ],
      row('Freight desk', 'Harrow Lake Freight LLC'),
      row('Order #', 'HL-40021'),
      row('Gross weight (lbs)', '27500'),
      row('Temperature (F)', '-5'),
      row('Reefer mode', 'Continuous'),
      row(''),
      row('Stop 1 - Type', 'Shipper'),
      row('Stop 1 - Name', 'Copper Basin Mills'),
      row('Stop 1 - Street', '77 Tannery Rd'),
      row('Stop 1 - City', 'Ogden'),
      row('Stop 1 - State', 'UT'),
      row('Stop 1 - Zip', '84401'),
      row('Stop 1 - Appointment date', '03/02/2027'),
      row('Stop 1 - Appointment time', '07:30'),
      row('Stop 1 - Notes'),
      row('Stop 2 - Type', 'Receiver'),
      row('Stop 2 - Name', 'Lakefront Cold Store'),
      row('Stop 2 - Street', '9 Wharf St'),
      row('Stop 2 - City', 'Duluth'),
      row('Stop 2 - State', 'MN'),
      row('Stop 2 - Zip', '55802'),
      row('Stop 2 - Window start', '03/04/2027 06:00'),
      row('Stop 2 - Window end', '03/04/2027 13:30'),
      row('Stop 2 - Scheduling', 'FCFS'),
      row('Line haul', '2,950.00'),
    ];
    const lines = withoutSheetGutter(page(rows));
    expect(lines.some((l) => l.cells.some((c) => c.x0 < 40))).toBe(false);
    expect(lines.some((l) => l.text === 'A | B')).toBe(false);
    const titled = stopPrefixedRows(lines, () => false);
    expect(titled.filter((l) => /^Stop \d$/.test(l.text)).map((l) => l.text)).toEqual([
      'Stop 1',
      'Stop 2',
    ]);

    const { load } = read(rows);
    expect(load).toMatchObject({
      order_number: 'HL-40021',
      weight: 27500,
      temperature: -5,
      temperature_control: 'continuous',
      linehaul_rate: 2950,
    });
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'Copper Basin Mills',
      city: 'Ogden',
      state: 'UT',
      zipcode: '84401',
      appointment_type: 'APPT',
      appointment_time_hours: '07',
      appointment_time_minutes: '30',
    });
    expect(load.stops[1]).toMatchObject({
      stop_type: 'Delivery',
      company_name: 'Lakefront Cold Store',
      appointment_type: 'FCFS',
      fcfs_start_time_hours: '06',
      fcfs_end_time_hours: '13',
      fcfs_end_time_minutes: '30',
    });
  });

  it('a few numbered lines are no gutter', () => {
    const lines = page([
      [
        [20, '1'],
        [50, 'Pallets'],
      ],
      [
        [20, '2'],
        [50, 'Cases'],
      ],
    ]);
    expect(withoutSheetGutter(lines)).toBe(lines);
  });
});

describe('stops written as sentences', () => {
  it('a letter paragraph: place after the verb, numbers after their words, window, commodity, note', () => {
    const lines = [
      'Stop 1. First, load at Tamarack Paper Co, 410 Mill Pond Rd, Bangor, ME 04401 on Tuesday, March',
      '9, 2027 between 0700 and 1130, first come first served. The pickup number there is LP-55123. Their',
      'BOL for it is 7781204. Reach the dock at 207-555-0144. Loading: Tissue rolls (22 pallets). Note:',
      'Bring two load bars. Check in at gate 3.',
    ];
    expect(isProseStopIntro(lines[0]!)).toBe(true);
    const p = readProseStop(lines);
    expect(p.place).toBe('Tamarack Paper Co, 410 Mill Pond Rd, Bangor, ME 04401');
    expect(p.confirmation).toBe('LP-55123');
    expect(p.bol).toBe('7781204');
    expect(p.phone).toBe('(207) 555-0144');
    expect(p.commodity).toBe('Tissue rolls');
    expect(p.instructions).toBe('Bring two load bars. Check in at gate 3.');
    expect(readSchedule(p.schedule)).toMatchObject({
      type: 'FCFS',
      date: '03/09/2027',
      hours: '07',
      endHours: '11',
      endMinutes: '30',
    });
  });

  it('bullets under "Deliver to …" open stops; a remark with hours stays a remark', () => {
    const { load } = read([
      [[40, 'Birchfield Brokerage LLC']],
      [[40, 'Your stops for this load:']],
      [[60, '• Pick up at Alder Creek Foods, 55 Orchard Way, Yakima, WA 98901']],
      [[80, '– Wed., April 7, 2027, appointment at 9:15 a.m.']],
      [[80, '– Quote pickup number AC-90017, ref. SO-4410']],
      [[80, '– Apples, fresh (18 pallets)']],
      [[60, '• Deliver to Northgate Market, 1200 Harbor Ave, Tacoma, WA 98421']],
      [[80, '– Thu., April 8, 2027, appointment at 6:00 a.m.']],
      [[80, '– Receiving closed 11:00-12:00 for lunch. Use the north door.']],
      [[40, 'We pay $1,450.00 line haul for this load.']],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'Alder Creek Foods',
      address: '55 Orchard Way',
      confirmation_number: 'AC-90017',
      reference_number: 'SO-4410',
      commodities: 'Apples, fresh',
      appointment_time_hours: '09',
      appointment_time_minutes: '15',
    });
    expect(load.stops[1]).toMatchObject({
      stop_type: 'Delivery',
      city: 'Tacoma',
      appointment_time_hours: '06',
      stop_instructions: 'Receiving closed 11:00-12:00 for lunch. Use the north door.',
    });
  });

  it('clauses: bullets apart, sentences apart, not at an abbreviation', () => {
    expect(clausesOf(['• Open Mon., Jan. 4 from 8:00. Call first.', '– Dock 2'])).toEqual([
      'Open Mon., Jan. 4 from 8:00.',
      'Call first.',
      'Dock 2',
    ]);
  });
});

describe('two languages, container moves, card exports', () => {
  it('French / English labels, City, State without a zip, French hours', () => {
    expect(matchLabel('No de livraison / Del. #')).toMatchObject({
      field: 'confirmation',
      value: '',
    });
    expect(matchLabel('Bon de commande / PO')).toMatchObject({ field: 'po', value: '' });
    expect(matchLabel('Ville, prov./État / City, State')).toMatchObject({ field: 'csz' });
    expect(englishLabel('No de charge / Load no.')).not.toBeNull();
    expect(readSchedule('2027-02-10 de 8 h 30 à 15 h')).toMatchObject({
      type: 'FCFS',
      hours: '08',
      minutes: '30',
      endHours: '15',
    });
    // "24 h" alone is a duration, not a time.
    expect(readSchedule('2027-02-10 service 24 h')).toMatchObject({ hours: null });
  });

  it('a drayage move: the ramp titled as the origin, open/close rows, container numbers kept apart', () => {
    const { load } = read([
      [[40, 'Lowland Rail Drayage Inc']],
      [
        [40, 'Move #'],
        [160, 'MV-3321'],
      ],
      [
        [40, 'Container:'],
        [160, 'TGHU 400112-7'],
        [330, 'Size / type:'],
        [420, "40' dry van"],
      ],
      [
        [40, 'Seal:'],
        [160, '88120'],
      ],
      [],
      [[40, 'ORIGIN TERMINAL (STOP 1)']],
      [
        [40, 'Harbor Intermodal Terminal'],
        [330, 'Date: Mon 05/03/2027'],
      ],
      [
        [40, '1 Quay Rd'],
        [330, 'Open: 0800'],
      ],
      [
        [40, 'Norfolk, VA 23510'],
        [330, 'Close: 0200 (Tue 05/04/2027)'],
      ],
      [],
      [[40, 'DELIVER TO (STOP 2)']],
      [
        [40, 'Piedmont Tile Supply'],
        [330, 'Date: Tue 05/04/2027 10:00'],
      ],
      [[40, '44 Kiln St']],
      [[40, 'Raleigh, NC 27601']],
    ]);
    expect(load.order_number).toBe('MV-3321');
    expect(load.reference_number).toBeNull();
    expect(load.equipment_type).toBe('van');
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Delivery']);
    expect(load.stops[0]).toMatchObject({
      company_name: 'Harbor Intermodal Terminal',
      appointment_type: 'FCFS',
      fcfs_start_time_hours: '08',
      fcfs_end_date: '05/04/2027',
      fcfs_end_time_hours: '02',
    });
  });

  it('labels with units, "number" and "#:" after them, a column ending in its total', () => {
    expect(matchLabel('Gross weight, pounds:')).toMatchObject({ field: 'weight', value: '' });
    expect(matchLabel('Bill of lading number:')).toMatchObject({ field: 'bol', value: '' });
    expect(matchLabel('Trailer length (ft)')).toMatchObject({ field: 'equipment', value: '' });
    const { load } = read([
      [[40, 'Kettle Ridge Freight LLC']],
      [
        [40, 'Line'],
        [120, 'Description'],
        [400, 'Weight (lb)'],
      ],
      [
        [40, '1'],
        [120, 'Glass jars'],
        [420, '9,200'],
      ],
      [
        [40, '2'],
        [120, 'Glass jars'],
        [420, '8,100'],
      ],
      [
        [120, 'TOTAL'],
        [415, '17,300'],
      ],
    ]);
    expect(load.weight).toBe(17300);
  });

  it('two sections side by side: a heading is no value of the heading beside it', () => {
    const { load } = read([
      [[40, 'Moraine Valley Freight LLC']],
      [
        [40, 'Equipment'],
        [330, 'Carrier pay'],
      ],
      [
        [40, "48' Dry van"],
        [330, 'Line haul'],
        [520, '$980.00'],
      ],
    ]);
    expect(load).toMatchObject({ equipment_type: 'van', length: 48, linehaul_rate: 980 });
  });

  it('an app card: a title alone over an icon word and its value', () => {
    const { load } = read([
      [[20, 'Quickline Freight LLC']],
      [[20, 'LOAD']],
      [[20, 'QL-66120']],
      [[20, 'EQUIPMENT']],
      [
        [20, 'Truck'],
        [54, "Reefer · 53'"],
      ],
      [[20, 'DRIVER PHONE']],
      [[20, 'Phone (406) 555-0190']],
    ]);
    expect(load).toMatchObject({
      order_number: 'QL-66120',
      equipment_type: 'reefer',
      length: 53,
      carrier: { driver_phone: '(406) 555-0190' },
    });
  });
});
