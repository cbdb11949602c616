import { describe, expect, it } from 'vitest';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';

/** Rows: a string at x=30, or [x, text] items; an empty string leaves a gap. */
function read(rows: Array<Array<[number, string]> | string>) {
  const words: Word[] = [];
  rows.forEach((row, i) => {
    const items = typeof row === 'string' ? ([[30, row]] as Array<[number, string]>) : row;
    for (const [x, text] of items) {
      if (text)
        words.push({ text, x, y: 40 + i * 12, width: text.length * 4.5, height: 9, page: 1 });
    }
  });
  return readRateConfirmation([
    { width: 612, lines: linesOf({ page: 1, width: 612, height: 792, words }) },
  ]).load;
}

describe('more sheet shapes (hand-written)', () => {
  it('Ship From / Ship To side by side; a rate confirmation number as the load number', () => {
    const load = read([
      'ACME LOGISTICS GROUP',
      'Rate Confirmation #: RC-778120',
      [
        [30, 'Ship From'],
        [300, 'Ship To'],
      ],
      [
        [30, 'Harvest Farms'],
        [300, 'Metro Grocers DC'],
      ],
      [
        [30, '12 Field Rd'],
        [300, '900 Commerce Way'],
      ],
      [
        [30, 'Fresno, CA 93722'],
        [300, 'Phoenix, AZ 85043'],
      ],
      [
        [30, 'Ready: 12/01/2026 06:00'],
        [300, 'Appt: 12/02/2026 14:30'],
      ],
      '',
      [
        [30, 'Freight Charge'],
        [200, '$1,800.00'],
      ],
      [
        [30, 'Fuel'],
        [200, '$240.00'],
      ],
      [
        [30, 'Total'],
        [200, '$2,040.00'],
      ],
    ]);
    expect(load.order_number).toBe('RC-778120');
    expect([load.linehaul_rate, load.fuel_surcharge]).toEqual([1800, 240]);
    expect(
      load.stops.map((s) => [s.stop_type, s.company_name, s.city, s.appointment_time_hours]),
    ).toEqual([
      ['Pickup', 'Harvest Farms', 'Fresno', '06'],
      ['Delivery', 'Metro Grocers DC', 'Phoenix', '14'],
    ]);
  });

  it('LOAD AT / UNLOAD AT, "Date … Time 0700", two charges on one line', () => {
    const load = read([
      'Blue Sky Brokerage LLC',
      'Load: BS-55102   Equipment: Reefer 53 ft   Temp: 36 degrees continuous',
      '',
      'LOAD AT:',
      'Sunrise Dairy, 400 Milk Ln, Madison, WI 53704',
      'Date 12/03/2026 Time 0700',
      '',
      'UNLOAD AT:',
      'Coastal Foods, 77 Harbor Blvd, Savannah, GA 31408',
      'Date 12/05/2026 Time 0900-1500',
      '',
      'Linehaul $3,100   Fuel $420',
    ]);
    expect(load).toMatchObject({
      order_number: 'BS-55102',
      linehaul_rate: 3100,
      fuel_surcharge: 420,
      temperature: 36,
      temperature_control: 'continuous',
    });
    expect(load.stops[0]).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'Sunrise Dairy',
      appointment_time_hours: '07',
    });
    expect(load.stops[1]).toMatchObject({
      stop_type: 'Delivery',
      appointment_type: 'FCFS',
      fcfs_end_time_hours: '15',
    });
  });

  it('"Stop 2 of 3 - Stop Off" titles; stops with the name on the address line', () => {
    const load = read([
      'Northstar Freight',
      'Order No. 4471-B',
      'Stop 1 of 3 - Pick Up',
      'Alpine Lumber, 5 Mill St, Bend, OR 97701',
      'Thu, Dec 3, 2026 8:00 AM',
      'Stop 2 of 3 - Stop Off',
      'Cedar Supply, 9 Pine Rd, Boise, ID 83702',
      'Fri, Dec 4, 2026 10:00 AM',
      'Stop 3 of 3 - Drop',
      'Valley Homes, 1 Main St, Reno, NV 89501',
      'Sat, Dec 5, 2026 1:00 PM',
    ]);
    expect(load.order_number).toBe('4471-B');
    expect(
      load.stops.map((s) => [s.stop_type, s.company_name, s.city, s.appointment_time_hours]),
    ).toEqual([
      ['Pickup', 'Alpine Lumber', 'Bend', '08'],
      ['Delivery', 'Cedar Supply', 'Boise', '10'],
      ['Delivery', 'Valley Homes', 'Reno', '13'],
    ]);
  });
  it('ORIGIN over "Shipper:" is one stop; City/State/Zip and Time labels; a Pick Up / Drop Off table', () => {
    const sections = read([
      'Prairie Brokerage Inc',
      'Load Number: 88123',
      '',
      'ORIGIN',
      [
        [30, 'Shipper:'],
        [120, 'Acme Foods'],
      ],
      [
        [30, 'Address:'],
        [120, '12 Main St'],
      ],
      [
        [30, 'City/State/Zip:'],
        [120, 'Dallas, TX 75201'],
      ],
      [
        [30, 'Pickup Date:'],
        [120, '11/26/2026'],
        [250, 'Time:'],
        [300, '08:00'],
      ],
      '',
      'DESTINATION',
      [
        [30, 'Consignee:'],
        [120, 'Beta Corp'],
      ],
      [
        [30, 'City/State/Zip:'],
        [120, 'Tulsa, OK 74103'],
      ],
      [
        [30, 'Delivery Date:'],
        [120, '11/27/2026'],
        [250, 'Time:'],
        [300, '14:00 - 18:00'],
      ],
    ]);
    expect(
      sections.stops.map((s) => [s.stop_type, s.company_name, s.city, s.appointment_type]),
    ).toEqual([
      ['Pickup', 'Acme Foods', 'Dallas', 'APPT'],
      ['Delivery', 'Beta Corp', 'Tulsa', 'FCFS'],
    ]);
    const table = read([
      'Prairie Brokerage Inc',
      [
        [30, 'Stop'],
        [70, 'Type'],
        [130, 'Location'],
        [330, 'Appointment'],
        [450, 'Ref #'],
      ],
      [
        [30, '1'],
        [70, 'Pick Up'],
        [130, 'Acme Foods'],
        [330, '11/26/2026 08:00'],
        [450, 'A-1'],
      ],
      [[130, '12 Main St']],
      [[130, 'Dallas, TX 75201']],
      [
        [30, '2'],
        [70, 'Drop Off'],
        [130, 'Beta Corp'],
        [330, '11/27/2026 14:00'],
        [450, 'B-2'],
      ],
      [[130, '9 Oak Ave']],
      [[130, 'Tulsa, OK 74103']],
    ]);
    expect(
      table.stops.map((s) => [s.stop_type, s.company_name, s.address, s.city, s.reference_number]),
    ).toEqual([
      ['Pickup', 'Acme Foods', '12 Main St', 'Dallas', 'A-1'],
      ['Delivery', 'Beta Corp', '9 Oak Ave', 'Tulsa', 'B-2'],
    ]);
  });
  it('an e-mail with stops on one line each, dates without a year; a numbered list of stops', () => {
    const mail = read([
      'From: Dana Cole <dana@quickhaul.test>',
      'Sent: 11/24/2026 10:02 AM',
      'Subject: Load QH-7781 tender',
      '',
      'Pickup 11/26 0800 - Acme Foods, 12 Main St, Dallas, TX 75201',
      'Delivery 11/27 by 14:00 - Beta Corp, 9 Oak Ave, Tulsa, OK 74103',
      '',
      'Thanks, Dana Cole',
      'QuickHaul Logistics',
      '(555) 201-4400',
    ]);
    expect(mail).toMatchObject({
      order_number: 'QH-7781',
      customer_name: 'QuickHaul Logistics',
      phone: '(555) 201-4400',
      email: 'dana@quickhaul.test',
    });
    expect(
      mail.stops.map((s) => [s.stop_type, s.company_name, s.address, s.appointment_date]),
    ).toEqual([
      ['Pickup', 'Acme Foods', '12 Main St', '11/26/2026'],
      ['Delivery', 'Beta Corp', '9 Oak Ave', '11/27/2026'],
    ]);
    const list = read([
      'QuickHaul Logistics',
      'Load # QH-7782',
      '1) Acme Foods - Dallas, TX 75201 - PU 11/26/2026 08:00',
      '2) Beta Corp - Tulsa, OK 74103 - DEL 11/27/2026 14:00',
    ]);
    expect(list.stops.map((s) => [s.stop_type, s.company_name, s.city, s.address])).toEqual([
      ['Pickup', 'Acme Foods', 'Dallas', null],
      ['Delivery', 'Beta Corp', 'Tulsa', null],
    ]);
  });
  it('"Pickup Location / Appointment / Number" rows of labels', () => {
    const load = read([
      'Granite Logistics LLC',
      [
        [30, 'Load ID:'],
        [110, 'GL-5512'],
      ],
      '',
      [
        [30, 'Pickup Location:'],
        [130, 'Acme Foods, 12 Main St, Dallas, TX 75201'],
      ],
      [
        [30, 'Pickup Appointment:'],
        [130, '11/26/2026 08:00'],
      ],
      [
        [30, 'Pickup Number:'],
        [130, 'PU-7781'],
      ],
      [
        [30, 'Delivery Location:'],
        [130, 'Beta Corp, 9 Oak Ave, Tulsa, OK 74103'],
      ],
      [
        [30, 'Delivery Appointment:'],
        [130, '11/27/2026 14:00'],
      ],
      [
        [30, 'Delivery Number:'],
        [130, 'D-4410'],
      ],
    ]);
    expect(
      load.stops.map((s) => [
        s.stop_type,
        s.company_name,
        s.city,
        s.confirmation_number,
        s.appointment_time_hours,
      ]),
    ).toEqual([
      ['Pickup', 'Acme Foods', 'Dallas', 'PU-7781', '08'],
      ['Delivery', 'Beta Corp', 'Tulsa', 'D-4410', '14'],
    ]);
  });
});
