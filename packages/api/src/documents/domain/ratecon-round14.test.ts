import { describe, expect, it } from 'vitest';
import { calendarTileDates } from './calendar-tiles';
import { readRateConfirmation } from './ratecon';
import { flatPage } from './ratecon-test-pages.test-helper';

/** An itinerary: each stop beside a calendar tile (month, day, weekday; no year). */
function itinerary(issued: string, tiles: Array<[string, string, string]>) {
  const rows: Array<Array<number | string>> = [
    [30, 40, 'LOAD CONFIRMATION'],
    [46, 440, `Issued ${issued}`],
    [80, 40, 'ITINERARY'],
  ];
  const stops = [
    ['PICKUP 1', '05:00 APPT', 'Harbor Point Imports', '18774 County Road 12 · Lakeland, FL 33805'],
    ['DROP 2', '15:00 APPT', 'Canyon Creek Bottling', '9736 E 45th St · Chicago, IL 60632'],
  ];
  stops.forEach(([title, time, name, address], i) => {
    const [month, day, weekday] = tiles[i]!;
    const y = 100 + i * 100;
    rows.push(
      [y, 55, month, 108, title!, 159, time!],
      [y + 18, 102, name!],
      [y + 22, 54, day],
      [y + 31, 102, address!],
      [y + 37, 54, weekday],
      [y + 42, 102, 'Frozen vegetables'],
    );
  });
  return readRateConfirmation([{ width: 612, lines: flatPage(rows) }]).load.stops;
}

describe('round 14 readings', () => {
  it('a calendar tile beside a stop is its date, in the year of the document', () => {
    const stops = itinerary('Nov 20, 2026', [
      ['NOV', '23', 'MON'],
      ['NOV', '24', 'TUE'],
    ]);
    expect(stops.map((s) => [s.company_name, s.city, s.appointment_date])).toEqual([
      ['Harbor Point Imports', 'Lakeland', '11/23/2026'],
      ['Canyon Creek Bottling', 'Chicago', '11/24/2026'],
    ]);
    expect(stops[0]!.appointment_time_hours).toBe('05');
  });

  it('a tile past the year end of the document date is in the next year', () => {
    const stops = itinerary('Dec 29, 2026', [
      ['DEC', '31', 'THU'],
      ['JAN', '4', 'MON'],
    ]);
    expect(stops.map((s) => s.appointment_date)).toEqual(['12/31/2026', '01/04/2027']);
  });

  it('a tile without its weekday is read; a month alone on its line is no tile', () => {
    const tiled = calendarTileDates(
      flatPage([
        [100, 55, 'Dec', 108, 'STOP 1', 159, '08:00'],
        [118, 54, '7'],
        [130, 102, 'Acme Foods'],
      ]),
    );
    expect(tiled.map((l) => l.text)).toEqual(['Dec 7 | STOP 1 | 08:00', 'Acme Foods']);
    const alone = flatPage([
      [100, 55, 'NOV'],
      [118, 54, '12'],
    ]);
    expect(calendarTileDates(alone).map((l) => l.text)).toEqual(['NOV', '12']);
  });

  it('a stop title beside a tile keeps the lines set a few points left of its text', () => {
    const stops = itinerary('Nov 20, 2026', [
      ['NOV', '23', 'MON'],
      ['NOV', '24', 'TUE'],
    ]);
    // The name sits 18 pt under the title (a blank band for its small type), 6 pt left of it.
    expect(stops).toHaveLength(2);
    expect(stops[1]!.commodities).toBe('Frozen vegetables');
  });

  it("a title naming only the stop's city and state has the stop's name under it", () => {
    const stops = readRateConfirmation([
      {
        width: 612,
        lines: flatPage([
          [40, 54, 'Date issued:', 146, 'Dec 1, 2026'],
          [100, 54, '1. PICK UP — ALLENTOWN, PA'],
          [114, 72, 'Cascade Organics'],
          [126, 72, '8281 Packer Ave, Suite 100'],
          [138, 72, 'Allentown, PA 18109'],
          [150, 72, 'Appointment: Wednesday, December 2, 2026 at 16:30 EST'],
          [180, 54, '2. DELIVER — BOISE, ID'],
          [194, 72, 'Sunbelt Distribution'],
          [206, 72, '19642 Quarry Rd'],
          [218, 72, 'Boise, ID 83716'],
        ]),
      },
    ]).load.stops;
    expect(stops.map((s) => [s.company_name, s.city])).toEqual([
      ['Cascade Organics', 'Allentown'],
      ['Sunbelt Distribution', 'Boise'],
    ]);
  });

  it('a signature block\'s party captions and a driver "to be advised" are no values', () => {
    const { load } = readRateConfirmation([
      {
        width: 612,
        lines: flatPage([
          [40, 54, 'Dispatcher: Olga Lopez, (469) 770-6386. Driver: to be advised.'],
          [60, 54, 'PICK UP', 150, 'Acme Foods, 1 Main St, Allentown, PA 18109'],
          [80, 54, 'DELIVER', 150, 'Beta Mart, 9 Oak Rd, Boise, ID 83716'],
          [110, 242, 'CARRIER ACCEPTANCE'],
          [
            126,
            68,
            'Sunrise Cartage Co accepts Load No. BW 13474 on the terms above, at this rate:',
          ],
          [140, 94, 'Line haul', 456, '$4,725.00 USD'],
          [154, 94, 'Total agreed rate', 456, '$4,725.00 USD'],
          [178, 68, 'For the carrier:', 314, 'For Bramblewood Transport Brokerage:'],
          [211, 68, 'Signature, printed name and date', 314, 'Ivan Hernandez'],
        ]),
      },
    ]);
    expect(load.carrier.carrier_name).toBeNull();
    expect(load.carrier.driver_name).toBeNull();
  });

  it("the number under the document title, the weight under the equipment and the driver's cell across a box line are read", () => {
    const { load } = readRateConfirmation([
      {
        width: 612,
        lines: flatPage([
          [30, 481, 'LOAD CONFIRMATION'],
          [38, 40, 'Northbeam Freight Co.'],
          [49, 476, 'NB5996219'],
          [66, 499, 'Issued Nov 20, 2026'],
          [100, 108, 'PICKUP 1', 159, 'Nov 23 05:00'],
          [112, 102, 'Acme Foods, 1 Main St, Joliet, IL 60436'],
          [140, 108, 'DROP 2', 159, 'Nov 24 15:00'],
          [152, 102, 'Beta Mart, 9 Oak Rd, Boise, ID 83716'],
          [363, 46, 'CARRIER', 227, 'EQUIPMENT', 407, 'PAY (USD)'],
          [
            378,
            46,
            'Eagle Express Freight Inc',
            227,
            'Reefer · 48 ft',
            407,
            'Line haul',
            533,
            '3,325.00',
          ],
          [389, 46, 'MC 1189043', 227, '28 °F · Continuous', 407, 'Fuel', 540, '626.08'],
          [400, 46, 'Dispatch Bogdan Patel', 227, '41,350 lb', 407, 'Stop-off', 540, '150.00'],
          [411, 46, 'Driver Ivan Murphy'],
          [416, 407, 'Total', 506, 'USD 4,101.08'],
          [422, 46, 'Cell 602-515-4602'],
        ]),
      },
    ]);
    expect(load.order_number).toBe('NB5996219');
    expect(load.weight).toBe(41350);
    expect(load.carrier.driver_phone).toBe('(602) 515-4602');
  });

  it('a note wrapped onto a line that starts with a label word ending its sentence goes on', () => {
    const stops = readRateConfirmation([
      {
        width: 612,
        lines: flatPage([
          [40, 44, 'STOP 1 — PICKUP'],
          [52, 88, 'Facility', 136, 'Acme Foods'],
          [64, 92, 'Address', 136, '1 Main St, Joliet, IL 60436'],
          [76, 106, 'Date', 136, '11/23/2026 08:00'],
          [88, 88, 'Pickup #', 136, 'PU1775378'],
          [100, 70, 'Instructions', 136, 'Driver must check in at guard shack with'],
          [111, 136, 'PU#. Bring 2 load bars.'],
          [140, 44, 'STOP 2 — DELIVERY'],
          [152, 88, 'Facility', 136, 'Beta Mart'],
          [164, 92, 'Address', 136, '9 Oak Rd, Boise, ID 83716'],
        ]),
      },
    ]).load.stops;
    expect(stops[0]!.stop_instructions).toBe(
      'Driver must check in at guard shack with PU#. Bring 2 load bars.',
    );
    expect(stops[0]!.confirmation_number).toBe('PU1775378');
  });
});
