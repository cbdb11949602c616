import { describe, expect, it } from 'vitest';
import { read } from './ratecon-test-pages.test-helper';

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
  it('OCR-shaped slips: a phone is no PO, a trailing period is no part of an id, the last "City, ST zip" of a line is the city', () => {
    const { load } = read([
      [[30, '410 Dock St, Tulsa, OK 74103']],
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'PO #:'],
        [90, '901-939-2890'],
        [200, 'BOL #: 88120.'],
      ],
      [[30, 'Pickup 1: Ridge Foods DC, 15605 E 45th St, Salt Lake City, UT 84104']],
      [[30, 'Appt 03/02/2027 07:00']],
      [[30, 'This rate confirmation is subject to the terms of the broker-carrier']],
      [[30, 'agreement; the carrier shall not re-broker the load.']],
    ]);
    expect(load.customer_name).toBe('Harbor Lane Logistics');
    expect(load.po_number).toBeNull();
    expect(load.bol_number).toBe('88120');
    expect(load.stops[0]).toMatchObject({
      company_name: 'Ridge Foods DC',
      address: '15605 E 45th St',
      city: 'Salt Lake City',
      state: 'UT',
      zipcode: '84104',
      stop_instructions: null,
    });
  });

  it('a sentence with amounts before their words: linehaul and fuel, never the all-in total', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'Pay: $2,950.00 linehaul + $410.10 fuel'],
        [260, '= $3,360.10 all in'],
      ],
    ]);
    expect([load.linehaul_rate, load.fuel_surcharge]).toEqual([2950, 410.1]);
  });
  it("the carrier block's name, phone and e-mail are the carrier's, not the broker's", () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'Phone:'],
        [90, '(402) 555-0190'],
      ],
      [],
      [[30, 'CARRIER']],
      [
        [30, 'Name:'],
        [90, 'Big Rig Carriers LLC'],
      ],
      [
        [30, 'Phone:'],
        [90, '(918) 555-0111'],
      ],
      [
        [30, 'Email:'],
        [90, 'ops@bigrig.test'],
      ],
    ]);
    expect(load.carrier.carrier_name).toBe('Big Rig Carriers LLC');
    expect(load.phone).toBe('(402) 555-0190');
    expect(load.email).toBeNull();
    expect(load.customer_name).toBe('Harbor Lane Logistics');
  });
  it('"Equipment: | Reefer" keeps its value; a labelled temperature without F', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'Equipment:'],
        [120, 'Reefer'],
        [300, 'Temp:'],
        [360, '34-36'],
      ],
    ]);
    expect([load.equipment_type, load.temperature]).toEqual(['reefer', 34]);
  });
  it('a bullet or a stray quote before a label', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, '‘DRIVER'],
        [90, 'Luis Reyes'],
      ],
      [[30, '• Truck #: 4410']],
    ]);
    expect([load.carrier.driver_name, load.carrier.truck]).toEqual(['Luis Reyes', '4410']);
  });
  it("a bare Cell is the driver's next to a driver, the broker's on the broker rep's line", () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'Your rep: Ann Lee'],
        [200, 'Cell: 402-555-0190'],
      ],
      [
        [30, 'Driver: Sam Ortiz'],
        [200, 'Cell: 918-555-0111'],
      ],
    ]);
    expect(load.phone).toBe('(402) 555-0190');
    expect(load.carrier.driver_phone).toBe('(918) 555-0111');
  });
});

describe('charges', () => {
  it('a plain number after a charge label; never miles or a percentage', () => {
    const plain = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'Linehaul: 2500']],
      [[30, 'Fuel: 310']],
    ]);
    expect([plain.load.linehaul_rate, plain.load.fuel_surcharge]).toEqual([2500, 310]);
    const notMoney = read([
      [[30, 'Harbor Lane Logistics']],
      [
        [30, 'Line Haul'],
        [150, '1877 mi'],
      ],
      [
        [30, 'Fuel Surcharge'],
        [150, '12%'],
      ],
    ]);
    expect([notMoney.load.linehaul_rate, notMoney.load.fuel_surcharge]).toEqual([null, null]);
  });
});
