import { describe, expect, it } from 'vitest';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';
import { read } from './ratecon-test-pages.test-helper';

function readRows(rows: Array<{ y: number; cells: Array<[number, string]> }>) {
  const words: Word[] = rows.flatMap(({ y, cells }) =>
    cells.map(([x, text]) => ({ text, x, y, width: text.length * 4.5, height: 9, page: 1 })),
  );
  return readRateConfirmation([
    { width: 612, lines: linesOf({ page: 1, width: 612, height: 792, words }) },
  ]);
}

describe('shapes of sheets the readers were not written for', () => {
  it('a two-language form: labels "Spanish / English" over their values, a bilingual stop title', () => {
    const { load, confidence } = read([
      [[30, 'Transportes Del Valle Brokerage']],
      [],
      [
        [30, 'Núm. de carga / Load No.'],
        [250, 'Peso / Weight'],
      ],
      [
        [30, 'TDV-88120'],
        [250, '18,200 lbs'],
      ],
      [],
      [[30, 'ORIGEN / ORIGIN — Parada 1 / Stop 1']],
      [
        [30, 'Empresa / Company'],
        [300, 'No. de recolección / Pickup #'],
      ],
      [
        [30, 'Ceramica Norte'],
        [300, 'R-55012'],
      ],
      [[30, 'Domicilio / Address: 77 Camino Real, El Paso, TX 79901']],
      [[30, 'Cita / Appt: 04/02/2027 09:30']],
      [],
      [[30, 'DESTINO / DESTINATION — Parada 2 / Stop 2']],
      [[30, 'Bodega Sur, 5 Dock Rd, Tulsa, OK 74107']],
      [[30, 'Cita / Appt: 04/03/2027 14:00']],
    ]);
    expect(load.order_number).toBe('TDV-88120');
    expect(load.weight).toBe(18200);
    // Labels found written another way are trusted a little less than the ones the list knows.
    expect(confidence.weight).toBeLessThan(0.8);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'Ceramica Norte',
      confirmation_number: 'R-55012',
      city: 'El Paso',
      appointment_date: '04/02/2027',
      appointment_time_hours: '09',
    });
    expect(load.stops[1]).toMatchObject({ stop_type: 'Delivery', city: 'Tulsa', zipcode: '74107' });
  });

  it('a charges table under the last stop, its titles in two languages, is not the stop’s', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'Delivery 1']],
      [[30, 'Pine Depot, 3 Elm St, Fargo, ND 58102']],
      [[30, 'Appt 03/04/2027 08:00']],
      [
        [200, 'Concepto / Item'],
        [420, 'Importe / Amount (USD)'],
      ],
      [
        [200, 'Flete / Line haul'],
        [420, '$2,100.00'],
      ],
    ]);
    expect(load.stops).toHaveLength(1);
    expect(load.stops[0]!.commodities).toBeNull();
    expect(load.stops[0]!.stop_instructions).toBeNull();
    expect(load.linehaul_rate).toBe(2100);
  });

  it('section titles in a left margin with the stop number under them; a coded ledger line "Base"', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [],
      [
        [30, 'SHIPPER'],
        [130, 'Pine Depot'],
      ],
      [
        [30, 'Stop 1 of 2'],
        [130, '3 Elm St'],
      ],
      [[130, 'Fargo, ND 58102']],
      [[130, 'Earliest: 03/04/2027 08:00 · Latest: 03/04/2027 12:00']],
      [[130, 'B/L 66120']],
      [],
      [
        [30, 'RECEIVER'],
        [130, 'Oak Market'],
      ],
      [
        [30, 'Stop 2 of 2'],
        [130, '9 Lake Rd'],
      ],
      [[130, 'Tulsa, OK 74107']],
      [[130, 'Appointment: 03/05/2027 07:00']],
      [],
      [
        [130, 'Code'],
        [180, 'Description'],
        [400, 'Amount'],
      ],
      [
        [130, 'BASE'],
        [180, 'Base'],
        [400, '2,950.00'],
      ],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'Pine Depot',
      city: 'Fargo',
      bol_number: '66120',
      appointment_type: 'FCFS',
      fcfs_end_time_hours: '12',
    });
    expect(load.stops[1]).toMatchObject({ stop_type: 'Delivery', company_name: 'Oak Market' });
    expect(load.linehaul_rate).toBe(2950);
  });

  it('boxed titles over their values, not all of them known labels; a box beside the letterhead', () => {
    const { load } = read([
      [[400, 'SHIPMENT NO.']],
      [[30, 'Harbor Lane Logistics']],
      [[400, 'HL-77120']],
      [],
      [
        [30, 'TENDER #'],
        [150, 'TENDERED'],
        [270, 'EQUIPMENT'],
        [400, 'TOTAL MILES'],
      ],
      [
        [30, 'T-5512'],
        [150, 'Nov 25 2026'],
        [270, "53' Reefer"],
        [400, '1,204'],
      ],
    ]);
    expect(load.order_number).toBe('HL-77120');
    expect(load.equipment_type).toBe('reefer');
    expect(load.length).toBe(53);
  });

  it('a charge line beside the remarks under the last stop ends it; a dock phone is no address part', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'Delivery 1']],
      [[30, 'Pine Depot']],
      [[30, '3 Elm St, Dock 4']],
      [[30, 'Fargo, ND 58102']],
      [[30, 'Dock phone (701) 555-0142']],
      [[30, 'Appt 03/04/2027 08:00']],
      [],
      [
        [30, 'Sign and return; detention after 2 hrs.'],
        [350, 'Flat Rate'],
        [500, '$2,100.00'],
      ],
    ]);
    expect(load.stops[0]).toMatchObject({
      address: '3 Elm St, Dock 4',
      phone: '(701) 555-0142',
      stop_instructions: null,
    });
    expect(load.linehaul_rate).toBe(2100);
  });

  it('numbered stop rows: the role in capitals before the name, the row number set lower, a date beside', () => {
    const { load } = readRows([
      { y: 40, cells: [[30, 'Harbor Lane Logistics']] },
      {
        y: 80,
        cells: [
          [30, '#'],
          [60, 'STOP / LOCATION'],
          [280, 'SCHEDULE'],
          [430, 'NUMBERS'],
        ],
      },
      {
        y: 96,
        cells: [
          [60, 'PICKUP Pine Depot'],
          [280, 'Sun 11/29/2026'],
          [430, 'PU # P-4410'],
        ],
      },
      { y: 101, cells: [[30, '1']] },
      {
        y: 107,
        cells: [
          [60, '3 Elm St'],
          [280, 'Appt 11:15 a.m.'],
        ],
      },
      { y: 118, cells: [[60, 'Fargo, ND 58102']] },
      {
        y: 140,
        cells: [
          [60, 'DELIVERY Oak Market'],
          [280, 'Mon 11/30/2026'],
          [430, 'Del # 7781'],
        ],
      },
      { y: 145, cells: [[30, '2']] },
      {
        y: 151,
        cells: [
          [60, '9 Lake Rd'],
          [280, 'FCFS 9:00 a.m. - 5:00 p.m.'],
        ],
      },
      { y: 162, cells: [[60, 'Tulsa, OK 74107']] },
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'Pine Depot',
      confirmation_number: 'P-4410',
      appointment_type: 'APPT',
      appointment_date: '11/29/2026',
      appointment_time_hours: '11',
    });
    expect(load.stops[1]).toMatchObject({
      stop_type: 'Delivery',
      company_name: 'Oak Market',
      confirmation_number: '7781',
      appointment_type: 'FCFS',
      fcfs_end_time_hours: '17',
    });
  });

  it('a cover sheet: TO the carrier, FROM the broker; stop headings with a yearless day and times', () => {
    const { load } = read([
      [[30, 'LOAD CONFIRMATION']],
      [[30, 'Date: Fri, Mar 5, 2027']],
      [],
      [
        [30, 'TO:'],
        [60, 'Blue Mesa Carriers LLC'],
        [320, 'FROM: Harbor Lane Logistics'],
      ],
      [
        [60, 'Phone: (505) 555-0100'],
        [320, 'Phone (701) 555-0199'],
      ],
      [[320, 'ana.ruiz@harborlane.com']],
      [],
      [[30, 'Pick up: Sat, Mar 6 — 0800-1400']],
      [[50, 'Pine Depot']],
      [[50, '3 Elm St']],
      [[50, 'Fargo, ND 58102']],
      [[50, 'BOL 55120 | Ref R-9981']],
      [],
      [[30, 'Deliver: Mon, Mar 8 — 0930 appt']],
      [[50, 'Oak Market']],
      [[50, '9 Lake Rd']],
      [[50, 'Tulsa, OK 74107']],
    ]);
    expect(load.customer_name).toBe('Harbor Lane Logistics');
    expect(load.carrier.carrier_name).toBe('Blue Mesa Carriers LLC');
    expect(load.phone).toBe('(701) 555-0199');
    expect(load.stops[0]).toMatchObject({
      company_name: 'Pine Depot',
      bol_number: '55120',
      reference_number: 'R-9981',
      appointment_type: 'FCFS',
      fcfs_start_date: '03/06/2027',
      fcfs_start_time_hours: '08',
      fcfs_end_time_hours: '14',
    });
    expect(load.stops[1]).toMatchObject({
      company_name: 'Oak Market',
      appointment_type: 'APPT',
      appointment_date: '03/08/2027',
      appointment_time_hours: '09',
      appointment_time_minutes: '30',
    });
  });

  it('a printed portal page: a route summary up top is no stop, one all-in rate is the linehaul (less sure)', () => {
    const long =
      'Handling notes: Shipper load and count. Seal must be applied at the shipper and its number written on the BOL.';
    const { load, confidence } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'All-in rate'],
        [200, 'Pickup'],
        [400, 'Delivery'],
      ],
      [
        [30, '$2,480.00'],
        [200, 'Fargo, ND'],
        [400, 'Tulsa, OK'],
      ],
      [
        [30, 'Fuel and extras included'],
        [200, 'Thu, Mar 4, 2027'],
        [400, 'Fri, Mar 5, 2027'],
      ],
      [],
      [
        [30, 'Name'],
        [200, 'Phone'],
        [400, 'Email'],
      ],
      [
        [30, 'Ana Ruiz'],
        [200, '(701) 555-0199'],
        [400, 'ana@harborlane.com'],
      ],
      [],
      [[30, 'Stops']],
      [
        [40, 'Pickup · Stop 1 of 2'],
        [300, 'Open window (FCFS)'],
      ],
      [
        [40, 'Pine Depot'],
        [300, 'Thu, Mar 4, 2027 · 08:00 – 14:00 CST'],
      ],
      [[40, '3 Elm St, Fargo, ND 58102']],
      [[40, long]],
      [],
      [
        [40, 'Delivery · Stop 2 of 2'],
        [300, 'Appointment'],
      ],
      [
        [40, 'Oak Market'],
        [300, 'Fri, Mar 5, 2027 · 09:00 CST'],
      ],
      [[40, '9 Lake Rd, Tulsa, OK 74107']],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      company_name: 'Pine Depot',
      city: 'Fargo',
      appointment_type: 'FCFS',
      fcfs_start_time_hours: '08',
      fcfs_end_time_hours: '14',
      stop_instructions: long.replace('Handling notes: ', ''),
    });
    expect(load.stops[1]).toMatchObject({
      company_name: 'Oak Market',
      appointment_time_hours: '09',
    });
    expect(load.linehaul_rate).toBe(2480);
    expect(load.fuel_surcharge).toBeNull();
    expect(confidence.linehaul_rate).toBeLessThan(0.7);
  });

  it('a place written in pieces: city, state and zip in three cells, or the zip under "City, ST"', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'Pickup 1']],
      [[30, 'Pine Depot']],
      [[30, '3 Elm St']],
      [
        [30, 'Fargo'],
        [200, 'ND'],
        [260, '58102'],
      ],
      [[30, 'Appt 03/04/2027 08:00']],
      [],
      [[30, 'Delivery 2']],
      [[30, 'Oak Market']],
      [[30, '9 Lake Rd']],
      [[30, 'Tulsa, OK']],
      [[30, '74107']],
      [[30, 'Appt 03/05/2027 09:00']],
    ]);
    expect(load.stops[0]).toMatchObject({
      city: 'Fargo',
      state: 'ND',
      zipcode: '58102',
      address: '3 Elm St',
    });
    expect(load.stops[1]).toMatchObject({
      city: 'Tulsa',
      state: 'OK',
      zipcode: '74107',
      address: '9 Lake Rd',
    });
  });

  it('stop kinds as TMS codes after the stop number ("Stop 1 (LD)", "Stop 2 (UL)")', () => {
    const { load, confidence } = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'Stop 1 (LD)']],
      [[30, 'Pine Depot, 3 Elm St, Fargo, ND 58102']],
      [[30, 'Appt 03/04/2027 08:00']],
      [],
      [[30, 'Stop 2 (LD)']],
      [[30, 'Birch Mill, 8 Mill Rd, Moorhead, MN 56560']],
      [[30, 'Appt 03/04/2027 13:00']],
      [],
      [[30, 'Stop 3 (UL)']],
      [[30, 'Oak Market, 9 Lake Rd, Tulsa, OK 74107']],
      [[30, 'Appt 03/05/2027 09:00']],
    ]);
    expect(load.stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Pickup', 'Delivery']);
    expect(confidence['stops.1.stop_type']).toBeGreaterThan(0.9);
  });

  it('labels with hyphens and plurals ("Pick-up #", "References:", "Load Nbr")', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'Load Nbr: HL-4410']],
      [[30, 'References: R-5512']],
      [[30, 'Pickup 1']],
      [[30, 'Pine Depot, 3 Elm St, Fargo, ND 58102']],
      [[30, 'Pick-up #: 77120']],
      [[30, 'Appt 03/04/2027 08:00']],
    ]);
    expect(load.order_number).toBe('HL-4410');
    expect(load.reference_number).toBe('R-5512');
    expect(load.stops[0]!.confirmation_number).toBe('77120');
  });

  it('a stop cut by a page break goes on under the next page’s repeated header', () => {
    const page = (n: number, rows: Array<Array<[number, string]>>) => {
      const words: Word[] = [];
      rows.forEach((row, i) => {
        for (const [x, text] of row) {
          words.push({ text, x, y: 40 + i * 12, width: text.length * 4.5, height: 9, page: n });
        }
      });
      return { width: 612, lines: linesOf({ page: n, width: 612, height: 792, words }) };
    };
    const { load } = readRateConfirmation([
      page(1, [
        [[30, 'Harbor Lane Logistics · Load HL-4410 · Page 1 of 2']],
        [],
        [[30, 'Pickup 1']],
        [[30, 'Pine Depot, 3 Elm St, Fargo, ND 58102']],
        [[30, 'Appt 03/04/2027 08:00']],
        [],
        [[30, 'Delivery 2']],
        [[30, 'Oak Market']],
        [[30, '9 Lake Rd, Tulsa, OK 74107']],
      ]),
      page(2, [
        [[30, 'Harbor Lane Logistics · Load HL-4410 · Page 2 of 2']],
        [],
        [[30, 'Appt 03/05/2027 09:30']],
        [[30, 'Delivery #: D-7781']],
        [],
        [[30, 'Terms and conditions: carrier agrees that this load is subject to the terms.']],
      ]),
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[1]).toMatchObject({
      company_name: 'Oak Market',
      appointment_date: '03/05/2027',
      appointment_time_hours: '09',
      confirmation_number: 'D-7781',
      stop_instructions: null,
    });
  });

  it('an unlabelled commodity line after the place and the schedule, at a low confidence', () => {
    const { load, confidence } = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'PICK 1: Pine Depot, 3 Elm St, Fargo, ND 58102']],
      [[30, 'Appt 03/04/2027 08:00']],
      [[30, 'PU# 5521, Ref SO-1']],
      [[30, 'Frozen poultry - whole birds']],
      [[30, 'Trailer must be pre-cooled before arrival.']],
      [],
      [[30, 'DROP 2: Oak Market, 9 Lake Rd, Tulsa, OK 74107']],
      [[30, 'Appt 03/05/2027 09:00']],
      [[30, 'Receiving dock entrance']],
    ]);
    expect(load.stops[0]!.commodities).toBe('Frozen poultry - whole birds');
    expect(confidence['stops.0.commodities']).toBeLessThanOrEqual(0.5);
    expect(load.stops[0]!.stop_instructions).toBe('Trailer must be pre-cooled before arrival.');
    expect(load.stops[1]!.commodities).toBeNull();
  });
});
