import { describe, expect, it } from 'vitest';
import { addressStops } from './address-stops';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';

/** Rows of [x, text] items; an empty row leaves a gap. */
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

describe('stops found by their address', () => {
  it('blocks with a "City, ST zip" and a schedule are stops; letterhead and remit-to are not', () => {
    const { lines } = page([
      [[30, 'Northwind Freight Brokers']],
      [[30, '400 Commerce Pkwy, Tulsa, OK 74103']],
      [[30, 'Printed 03/01/2027']],
      [],
      [[30, 'Lakeview Cold Storage']],
      [[30, '1880 Harbor Rd']],
      [[30, 'Duluth, MN 55802']],
      [[30, '03/02/2027 07:00']],
      [],
      [[30, 'Pine Depot']],
      [[30, '3 Elm St']],
      [[30, 'Fargo, ND 58102']],
      [[30, 'Receiver hours 03/04/2027 08:00 - 14:00']],
      [],
      [[30, 'Northwind Freight Brokers · 400 Commerce Pkwy, Tulsa, OK 74103']],
      [[30, 'Page 1 of 2 · 03/01/2027 10:02']],
      [],
      [[30, 'Remit to:']],
      [[30, 'Northwind Freight Brokers']],
      [[30, 'PO Box 88, Tulsa, OK 74101']],
    ]);
    const stops = addressStops(lines, new Set(), 612);
    expect(stops.map((s) => [s.lines.map((l) => l.text), s.role])).toEqual([
      [['Lakeview Cold Storage', '1880 Harbor Rd', 'Duluth, MN 55802', '03/02/2027 07:00'], null],
      [
        ['Pine Depot', '3 Elm St', 'Fargo, ND 58102', 'Receiver hours 03/04/2027 08:00 - 14:00'],
        'Delivery',
      ],
    ]);
  });

  it('stops side by side, each its own column', () => {
    const { lines } = page([
      [[30, 'Northwind Freight Brokers']],
      [[30, 'Load #: NW-4410']],
      [],
      [
        [30, 'Lakeview Cold Storage'],
        [300, 'Pine Depot'],
      ],
      [
        [30, 'Duluth, MN 55802'],
        [300, 'Fargo, ND 58102'],
      ],
      [
        [30, 'Mar 2 2027 07:00'],
        [300, 'Mar 4 2027 09:30'],
      ],
    ]);
    const stops = addressStops(lines, new Set(), 612);
    expect(stops.map((s) => s.lines.map((l) => l.text))).toEqual([
      ['Lakeview Cold Storage', 'Duluth, MN 55802', 'Mar 2 2027 07:00'],
      ['Pine Depot', 'Fargo, ND 58102', 'Mar 4 2027 09:30'],
    ]);
  });

  it('a sheet whose stops have no title is read: order decides the kinds, with low confidence', () => {
    const { load, confidence } = readRateConfirmation([
      page([
        [[30, 'Northwind Freight Brokers']],
        [[30, 'Load #: NW-4410']],
        [],
        [[30, 'Lakeview Cold Storage']],
        [[30, '1880 Harbor Rd, Duluth, MN 55802']],
        [[30, 'Appt 03/02/2027 07:00']],
        [],
        [[30, 'Pine Depot']],
        [[30, '3 Elm St, Fargo, ND 58102']],
        [[30, 'Appt 03/04/2027 09:30']],
      ]),
    ]);
    expect(load.order_number).toBe('NW-4410');
    expect(
      load.stops.map((s) => [
        s.stop_type,
        s.company_name,
        s.address,
        s.city,
        s.appointment_date,
        s.appointment_time_hours,
      ]),
    ).toEqual([
      ['Pickup', 'Lakeview Cold Storage', '1880 Harbor Rd', 'Duluth', '03/02/2027', '07'],
      ['Delivery', 'Pine Depot', '3 Elm St', 'Fargo', '03/04/2027', '09'],
    ]);
    expect(confidence['stops.0.stop_type']).toBeLessThanOrEqual(0.5);
    expect(confidence['stops.0.city']).toBeLessThan(0.75);
  });
  it('next to titled stops, an untitled address above them is no stop', () => {
    const { load } = readRateConfirmation([
      page([
        [[30, 'Northwind Freight Brokers']],
        [[30, 'Load #: NW-4410']],
        [],
        [[30, 'Terminal']],
        [[30, '88 Depot Rd, Tulsa, OK 74103']],
        [[30, 'Insurance on file until 05/01/2027']],
        [],
        [[30, 'Pickup']],
        [[30, 'Lakeview Cold Storage']],
        [[30, '1880 Harbor Rd, Duluth, MN 55802']],
        [[30, 'Appt 03/02/2027 07:00']],
        [],
        [[30, 'Delivery']],
        [[30, 'Pine Depot']],
        [[30, '3 Elm St, Fargo, ND 58102']],
        [[30, 'Appt 03/04/2027 09:30']],
      ]),
    ]);
    expect(load.stops.map((s) => [s.stop_type, s.city])).toEqual([
      ['Pickup', 'Duluth'],
      ['Delivery', 'Fargo'],
    ]);
  });
  it('a table whose rows name no role, city, state and zip in three columns: rows by address', () => {
    const { load } = readRateConfirmation([
      page([
        [[30, 'Northwind Freight Brokers']],
        [[30, 'Load #: NW-4410']],
        [],
        [
          [30, 'Seq'],
          [60, 'Facility'],
          [170, 'Street'],
          [260, 'City'],
          [330, 'ST'],
          [360, 'Zip'],
          [400, 'Date'],
        ],
        [
          [30, 'A'],
          [60, 'Lakeview Cold'],
          [170, '1880 Harbor Rd'],
          [260, 'Duluth'],
          [330, 'MN'],
          [360, '55802'],
          [400, '03/02/2027 07:00'],
        ],
        [
          [30, 'B'],
          [60, 'Pine Depot'],
          [170, '3 Elm St'],
          [260, 'Fargo'],
          [330, 'ND'],
          [360, '58102'],
          [400, '03/04/2027 09:30'],
        ],
      ]),
    ]);
    expect(
      load.stops.map((s) => [s.stop_type, s.company_name, s.address, s.city, s.state, s.zipcode]),
    ).toEqual([
      ['Pickup', 'Lakeview Cold', '1880 Harbor Rd', 'Duluth', 'MN', '55802'],
      ['Delivery', 'Pine Depot', '3 Elm St', 'Fargo', 'ND', '58102'],
    ]);
  });
  it('city, state and zip written with labels of their own', () => {
    const { lines } = page([
      [[30, 'Northwind Freight Brokers']],
      [[30, 'Load #: NW-4410']],
      [],
      [[30, 'Lakeview Cold Storage']],
      [
        [30, 'City: Duluth'],
        [130, 'State: MN'],
        [200, 'Zip: 55802'],
      ],
      [[30, 'Date: 03/02/2027 07:00']],
      [],
      [[30, 'Pine Depot']],
      [[30, 'City: Fargo State: ND Zip: 58102']],
      [[30, 'Date: 03/04/2027 09:30']],
    ]);
    expect(addressStops(lines, new Set(), 612).map((s) => s.lines.length)).toEqual([3, 3]);
  });

  it('cards with the schedule over the name and references beside the street, read without titles', () => {
    const { lines } = page([
      [[30, 'Northwind Freight Brokers']],
      [],
      [[40, 'Leg A']],
      [[40, 'Wed, Mar 3, 2027 · 10:00 a.m.']],
      [
        [40, 'Pine Depot'],
        [300, 'PU # 5521'],
      ],
      [
        [40, '3 Elm St'],
        [300, 'BOL 77812'],
      ],
      [[40, 'Fargo, ND 58102']],
      [],
      [[40, 'Leg B']],
      [[40, 'Thu, Mar 4, 2027 · 7:00 a.m. – 12:30 p.m.']],
      [
        [40, 'Oak Market'],
        [300, 'Ref R-4410'],
      ],
      [
        [40, '9 Lake Rd'],
        [300, 'BOL 77813'],
      ],
      [[40, 'Tulsa, OK 74107']],
    ]);
    const stops = addressStops(lines, new Set(), 612);
    expect(stops).toHaveLength(2);
    const texts = stops.map((s) => s.lines.map((l) => l.text).join(' / '));
    expect(texts[0]).toContain('Wed, Mar 3, 2027');
    expect(texts[0]).toContain('Pine Depot');
    expect(texts[0]).not.toContain('Thu, Mar 4');
    expect(texts[1]).toContain('Thu, Mar 4, 2027');
    expect(texts[1]).toContain('BOL 77813');
  });

  it("the load's equipment line under the last stop is not the stop's", () => {
    const { lines } = page([
      [[30, 'Northwind Freight Brokers']],
      [],
      [[30, 'Pine Depot']],
      [[30, '3 Elm St']],
      [[30, 'Fargo, ND 58102']],
      [[30, 'Appt 03/04/2027 08:00']],
      [[30, "53' Refrigerated Trailer, temp 34F continuous, 40,000 lbs"]],
    ]);
    const stops = addressStops(lines, new Set(), 612);
    expect(stops).toHaveLength(1);
    expect(stops[0]!.lines.map((l) => l.text).join(' / ')).not.toContain('Refrigerated');
  });
});
