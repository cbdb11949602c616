/**
 * Round 10: general capabilities after the eighth held-out set was spent — addresses without a
 * comma between street and city, a stop's long lines of facts, goods then a note, notes keyed
 * by sequence, bare labels running on, role verbs and numbered titles with their day, times said
 * with their word, party blocks of a form, columns decided by the table's titles, all-in rates
 * under their title. Made-up pages, no broker's form.
 */
import { describe, expect, it } from 'vitest';
import { matchLabel } from './ratecon-labels';
import { isHeaderRow } from './ratecon-pairs';
import { page, read as readRows } from './ratecon-test-pages.test-helper';
import { isFactList } from './ratecon-words';
import { roleTitle } from './stop-roles';
import {
  decimalYear,
  readEquipment,
  scheduleTokens,
  splitNameStreet,
  splitStreetCity,
} from './values';

/** Rows written flat: x, text, x, text … */
const rows = (flat: Array<Array<number | string>>) =>
  flat.map((row) => {
    const pairs: Array<[number, string]> = [];
    for (let i = 0; i + 1 < row.length; i += 2)
      pairs.push([row[i] as number, row[i + 1] as string]);
    return pairs;
  });
const read = (flat: Array<Array<number | string>>) => readRows(rows(flat));

describe('addresses without a comma between the street and the city', () => {
  it('splits at the road word, with a direction and a suite after it', () => {
    expect(splitStreetCity('Willow Bend Pkwy Harrisonburg')).toEqual({
      street: 'Willow Bend Pkwy',
      city: 'Harrisonburg',
    });
    expect(splitStreetCity('Hwy 61 S #4 Red Wing')).toEqual({
      street: 'Hwy 61 S #4',
      city: 'Red Wing',
    });
    expect(splitStreetCity('Orchard Ave Ste 9 West Fargo')).toEqual({
      street: 'Orchard Ave Ste 9',
      city: 'West Fargo',
    });
    expect(splitStreetCity('Harrisonburg')).toBeNull();
  });

  it('a name run on into its street splits at the house number', () => {
    expect(splitNameStreet('Copperleaf Bakery 2210 Mill Pond Rd')).toEqual({
      name: 'Copperleaf Bakery',
      street: '2210 Mill Pond Rd',
    });
    expect(splitNameStreet('Tamarack DC 77 480 Kiln Way')).toEqual({
      name: 'Tamarack DC 77',
      street: '480 Kiln Way',
    });
    expect(splitNameStreet('Copperleaf Bakery')).toBeNull();
  });

  it('a stop line of name, street, city, state and zip without commas', () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88120'],
      [],
      [40, '1 PU', 80, 'Copperleaf Bakery 2210 Mill Pond Rd Red Wing MN 55066'],
      [80, '03/04/2027 09:00 appt | PU# CB-44120'],
      [],
      [40, '2 DL', 80, 'Juniper Outlet 15 E 12th St Fargo ND 58102'],
      [80, '03/05/2027 13:00 appt | DEL# 71002'],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]!.company_name).toBe('Copperleaf Bakery');
    expect(load.stops[0]!.address).toBe('2210 Mill Pond Rd');
    expect(load.stops[0]!.city).toBe('Red Wing');
    expect(load.stops[1]!.company_name).toBe('Juniper Outlet');
    expect(load.stops[1]!.address).toBe('15 E 12th St');
    expect(load.stops[1]!.city).toBe('Fargo');
  });
});

describe("a stop's long lines", () => {
  it('a list of facts apart by bars is no prose', () => {
    expect(
      isFactList('04/12/2027 06:30 - 04/12/2027 11:00 FCFS | PU# QP-2210 | PH 612-555-0148'),
    ).toBe(true);
    expect(
      isFactList(
        'Carrier shall not re-broker this load. Payment is made within thirty days of the signed POD.',
      ),
    ).toBe(false);
  });

  it('a long line set in under the title stays the stop’s, goods then a note after a dash', () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88121'],
      [],
      [40, '1 PU', 80, 'Copperleaf Bakery 2210 Mill Pond Rd Red Wing MN 55066'],
      [
        80,
        '03/04/2027 07:30 - 03/04/2027 12:00 FCFS | PU# CB-44121 | PH 651-555-0170 | dock@copperleafbakery.com',
      ],
      [80, 'Bagged flour, 22 plts — Call the dock office thirty minutes before arriving please.'],
      [],
      [40, '2 DL', 80, 'Juniper Outlet 15 E 12th St Fargo ND 58102'],
      [80, '03/05/2027 13:00 appt | DEL# 71003'],
    ]);
    const s = load.stops[0]!;
    expect(s.confirmation_number).toBe('CB-44121');
    expect(s.phone).toBe('(651) 555-0170');
    expect(s.appointment_type).toBe('FCFS');
    expect(s.fcfs_start_time_hours).toBe('07');
    expect(s.commodities).toBe('Bagged flour');
    expect(s.stop_instructions).toBe('Call the dock office thirty minutes before arriving please.');
  });
});

describe('notes and labels', () => {
  it('notes keyed by sequence, the goods ending at their count in brackets', () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88122'],
      [],
      [40, 'Seq', 70, 'Type', 110, 'Date', 170, 'Location'],
      [40, '1', 70, 'PICK', 110, '03/04/2027', 170, 'Copperleaf Bakery'],
      [170, '2210 Mill Pond Rd, Red Wing, MN 55066'],
      [40, '2', 70, 'DROP', 110, '03/05/2027', 170, 'Juniper Outlet'],
      [170, '15 E 12th St, Fargo, ND 58102'],
      [],
      [40, 'STOP NOTES'],
      [40, 'Seq 1: Commodity: Rye loaves (14 pallets) Seal the trailer before leaving.'],
      [40, 'Seq 2: Unload at door 6 only.'],
    ]);
    expect(load.stops[0]!.commodities).toBe('Rye loaves');
    expect(load.stops[0]!.stop_instructions).toBe('Seal the trailer before leaving.');
    expect(load.stops[1]!.stop_instructions).toBe('Unload at door 6 only.');
  });

  it("a bare label's value runs on into the next bare label", () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88123'],
      [],
      [40, 'Pickup 1'],
      [40, 'Copperleaf Bakery'],
      [40, '2210 Mill Pond Rd, Red Wing, MN 55066'],
      [40, '03/04/2027 0900 appt'],
      [40, 'BOL 55120987 Ref RW-3321'],
      [],
      [40, 'Delivery 2'],
      [40, 'Juniper Outlet'],
      [40, '15 E 12th St, Fargo, ND 58102'],
      [40, '03/05/2027 1300 appt'],
    ]);
    expect(load.stops[0]!.bol_number).toBe('55120987');
    expect(load.stops[0]!.reference_number).toBe('RW-3321');
  });

  it('a master BOL is a BOL', () => {
    expect(matchLabel('Master BOL')).toMatchObject({ field: 'bol', value: '' });
    expect(matchLabel('Master bill of lading: MB-7710')).toMatchObject({
      field: 'bol',
      value: 'MB-7710',
    });
  });

  it('a release number is the pickup’s number, also as the second side of a label', () => {
    expect(matchLabel('Release #: RL-5501')?.field).toBe('confirmation');
    expect(matchLabel('PU / release # RL-5502')).toMatchObject({
      field: 'confirmation',
      value: 'RL-5502',
    });
  });
});

describe('stop titles', () => {
  it('role verbs with the stop number, the role said again after a dash', () => {
    expect(roleTitle('LOADING 2 — SHIPPER (cold room)')?.role).toBe('Pickup');
    expect(roleTitle('UNLOADING 3 — RECEIVER')?.role).toBe('Delivery');
    // The verb alone is no title.
    expect(roleTitle('Loading dock opens at six')).toBeNull();
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88124'],
      [],
      [40, 'LOADING 1 — SHIPPER (cold room)', 400, 'Thu Mar 4 FCFS 06:00–11:00'],
      [40, 'Copperleaf Bakery'],
      [40, '2210 Mill Pond Rd'],
      [40, 'Red Wing, MN 55066'],
      [],
      [40, 'UNLOADING 2 — RECEIVER', 400, 'Fri Mar 5 FCFS 10:00–14:00'],
      [40, 'Juniper Outlet'],
      [40, '15 E 12th St'],
      [40, 'Fargo, ND 58102'],
      [],
      [40, 'Issued 03/01/2027'],
    ]);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Delivery']);
    expect(load.stops.map((s) => s.company_name)).toEqual(['Copperleaf Bakery', 'Juniper Outlet']);
  });

  it('a numbered title with its day, the time said with its word below', () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88125'],
      [],
      [40, 'Stop 1 — PICKUP — Thursday, 03/04/2027'],
      [52, 'Copperleaf Bakery, 2210 Mill Pond Rd, Red Wing, MN 55066'],
      [52, 'Appointment 0945 Tel. (651) 555-0171'],
      [],
      [40, 'Stop 2 — DELIVERY — Friday, 03/05/2027'],
      [52, 'Juniper Outlet, 15 E 12th St, Fargo, ND 58102'],
      [52, 'Open 0600–1030 (first come, first served) Tel. (701) 555-0190'],
    ]);
    const [a, b] = load.stops;
    expect(a!.appointment_type).toBe('APPT');
    expect(a!.appointment_date).toBe('03/04/2027');
    expect(a!.appointment_time_hours).toBe('09');
    expect(a!.appointment_time_minutes).toBe('45');
    expect(a!.phone).toBe('(651) 555-0171');
    expect(b!.appointment_type).toBe('FCFS');
    expect(b!.fcfs_start_date).toBe('03/05/2027');
    expect(b!.fcfs_end_time_hours).toBe('10');
    expect(b!.phone).toBe('(701) 555-0190');
  });

  it('a 24-hour time after an appointment word is a time', () => {
    expect(scheduleTokens('Appointment 1415').map((t) => t.value)).toEqual(['14:15']);
    // A remark that mentions hours is not the schedule.
    expect(scheduleTokens('Receiving 1415').length).toBe(0);
  });

  it('a weekly schedule table of days and times is no stop ("0700 appt" is no street)', () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88126'],
      [],
      [40, 'Day', 110, 'Load', 180, 'Origin', 330, 'Deliver', 420, 'Destination'],
      [
        40,
        'Monday',
        110,
        '0600 appt',
        180,
        'Copperleaf Bakery',
        330,
        'Tuesday 1400',
        420,
        'Juniper Outlet',
      ],
      [
        40,
        'Tuesday',
        110,
        '0600 appt',
        180,
        'Copperleaf Bakery',
        330,
        'Wednesday 1400',
        420,
        'Juniper Outlet',
      ],
      [],
      [40, 'Stop 1 — PICKUP — Thursday, 03/04/2027'],
      [52, 'Copperleaf Bakery, 2210 Mill Pond Rd, Red Wing, MN 55066'],
      [52, 'Appointment 0600'],
      [],
      [40, 'Stop 2 — DELIVERY — Friday, 03/05/2027'],
      [52, 'Juniper Outlet, 15 E 12th St, Fargo, ND 58102'],
      [52, 'Appointment 1400'],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]!.stop_type).toBe('Pickup');
    expect(load.stops[0]!.city).toBe('Red Wing');
  });
});

describe('the end of the last stop and the charges', () => {
  it('a pay table titled "Pay | USD" ends the stop; a lane rate is the linehaul', () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88127'],
      [],
      [40, 'Stop 1 — PICKUP — Thursday, 03/04/2027'],
      [52, 'Copperleaf Bakery, 2210 Mill Pond Rd, Red Wing, MN 55066'],
      [52, 'Appointment 0600'],
      [],
      [40, 'Stop 2 — DELIVERY — Friday, 03/05/2027'],
      [52, 'Juniper Outlet, 15 E 12th St, Fargo, ND 58102'],
      [52, 'Appointment 1400'],
      [],
      [40, 'Pay', 500, 'USD'],
      [40, 'Lane rate (flat, per load)', 500, '$1,120.00'],
      [40, 'FSC', 500, '$140.50'],
      [40, 'Total for this load', 500, '$1,260.50'],
    ]);
    expect(load.linehaul_rate).toBe(1120);
    expect(load.fuel_surcharge).toBe(140.5);
    expect(load.stops[1]!.stop_instructions).toBeNull();
  });

  it('after a blank band, notes starting left of the last title are not its own', () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88128'],
      [],
      [44, 'PICKUP 1', 400, '03/04/2027 08:00'],
      [44, 'Copperleaf Bakery'],
      [44, '2210 Mill Pond Rd, Red Wing, MN 55066'],
      [],
      [44, 'DELIVERY 2', 400, '03/05/2027 14:00'],
      [44, 'Juniper Outlet'],
      [44, '15 E 12th St, Fargo, ND 58102'],
      [],
      [],
      [30, 'Pallet swap: none. Carrier loads as tendered unless told otherwise.'],
    ]);
    expect(load.stops[1]!.stop_instructions).toBeNull();
  });
});

describe('party blocks, tables and rates of a booking form', () => {
  const form = [
    [40, 'Quickhitch Board'],
    [],
    [30, 'BROKER OF RECORD', 313, 'CARRIER (BOOKED BY)'],
    [30, 'Company', 120, 'Larkspur Freight Brokers', 313, 'Company', 403, 'Bent Axle Transport'],
    [
      30,
      'Address',
      120,
      '80 Dock St, Suite 4, Duluth, MN 55802',
      313,
      'Driver',
      403,
      'Not assigned',
    ],
    [30, 'Phone', 120, '218-555-0133', 313, 'Truck', 403, 'Add before pickup'],
    [30, 'Email', 120, 'ops@larkspurfreight.com'],
    [],
    [30, 'Load #', 100, 'Equip', 200, 'Weight', 300, 'Booked rate (all-in)'],
    [30, 'LF50123', 100, 'R 53 ft', 191, '18,400 lbs', 318, '$2,040.00'],
    [],
    [30, '#', 44, 'Type', 90, 'Facility', 190, 'Date', 250, 'Sched', 300, 'Phone', 380, 'PU #'],
    [
      30,
      '1',
      44,
      'Pickup',
      90,
      'Copperleaf Bakery',
      190,
      '03/04/2027',
      250,
      'Appt',
      300,
      '651-555-0172',
      380,
      'CB-44122',
    ],
    [90, '2210 Mill Pond Rd, Red Wing, MN 55066'],
    [
      30,
      '2',
      44,
      'Drop',
      90,
      'Juniper Outlet',
      190,
      '03/05/2027',
      250,
      'FCFS',
      300,
      '701-555-0191',
      380,
      '71004',
    ],
    [90, '15 E 12th St, Fargo, ND 58102'],
  ];

  it('the broker’s address in its block is no stop; its company is the broker', () => {
    const { load } = read(form);
    expect(load.stops).toHaveLength(2);
    expect(load.customer_name).toBe('Larkspur Freight Brokers');
    expect(load.carrier.carrier_name).toBe('Bent Axle Transport');
    // A placeholder is no driver.
    expect(load.carrier.driver_name).toBeNull();
  });

  it('a value set right under its title, an all-in rate, a load-board equipment code', () => {
    const { load } = read(form);
    expect(load.weight).toBe(18400);
    expect(load.linehaul_rate).toBe(2040);
    expect(load.equipment_type).toBe('reefer');
    expect(readEquipment('V 53 ft').equipment_type).toBe('van');
  });

  it('a label word under another column title is that column’s value', () => {
    const { load } = read(form);
    expect(load.stops[0]!.phone).toBe('(651) 555-0172');
    expect(load.stops[0]!.confirmation_number).toBe('CB-44122');
  });

  it('a title cut by its wrap may end in a separator', () => {
    const [header] = page([
      [
        [30, '#'],
        [60, 'Facility'],
        [160, 'City'],
        [240, 'PU / Appt # ·'],
      ],
    ]);
    expect(isHeaderRow(header!)).toBe(true);
  });
});

describe('dates without a year resolve against the document date', () => {
  it('January after a December sheet date is the next year', () => {
    const dec = decimalYear(2026, 12);
    expect(scheduleTokens('Mon Jan 4 0800', dec)[0]!.value).toBe('01/04/2027');
    expect(scheduleTokens('12/30 0800', dec)[0]!.value).toBe('12/30/2026');
    // A sheet dated in March keeps its December dates in its own year.
    expect(scheduleTokens('Dec 4', decimalYear(2026, 3))[0]!.value).toBe('12/04/2026');
  });

  it('on a page: the sheet dated in December, the stops in January', () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics', 400, 'Date 12/29/2026'],
      [40, 'Load # 88129'],
      [],
      [40, 'PICKUP 1', 300, 'Mon Jan 4 08:00'],
      [40, 'Copperleaf Bakery'],
      [40, '2210 Mill Pond Rd, Red Wing, MN 55066'],
      [],
      [40, 'DELIVERY 2', 300, 'Tue Jan 5 14:00'],
      [40, 'Juniper Outlet'],
      [40, '15 E 12th St, Fargo, ND 58102'],
    ]);
    expect(load.stops[0]!.appointment_date).toBe('01/04/2027');
    expect(load.stops[1]!.appointment_date).toBe('01/05/2027');
  });
});

describe('a notes column of a stop table', () => {
  it("the note's next line in the row continues it", () => {
    const { load } = read([
      [40, 'Prairie Lantern Logistics'],
      [40, 'Load # 88130'],
      [],
      [40, '#', 70, 'Location', 230, 'Date', 330, 'Numbers', 430, 'Notes'],
      [
        40,
        '1',
        70,
        'Copperleaf Bakery',
        230,
        '03/04/2027',
        330,
        'PU# CB-44123',
        430,
        'Bring two straps.',
      ],
      [40, 'PU', 70, '2210 Mill Pond Rd', 230, '08:00 APPT', 430, 'Scale ticket required.'],
      [70, 'Red Wing, MN 55066'],
      [40, '2', 70, 'Juniper Outlet', 230, '03/05/2027', 330, 'DEL# 71005', 430, 'Lumper on site.'],
      [40, 'DEL', 70, '15 E 12th St', 230, '14:00 APPT', 430, 'Keep the receipt.'],
      [70, 'Fargo, ND 58102'],
    ]);
    expect(load.stops[0]!.stop_instructions).toBe('Bring two straps. Scale ticket required.');
    expect(load.stops[1]!.stop_instructions).toBe('Lumper on site. Keep the receipt.');
  });
});
