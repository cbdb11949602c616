import { describe, expect, it } from 'vitest';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';

/**
 * Shapes the dev corpus does not have, written here by hand (not from the held-out layouts):
 * a fixed-width printout whose columns are runs of spaces, a confirmation typed as prose, stops
 * numbered "#1" in columns side by side.
 */
function page(
  rows: Array<string | Array<[number, string]>>,
  size = 10,
): { width: number; lines: ReturnType<typeof linesOf> } {
  const words: Word[] = [];
  rows.forEach((row, i) => {
    const y = 40 + i * size * 1.4;
    const items = typeof row === 'string' ? [[40, row] as [number, string]] : row;
    for (const [x, text] of items) {
      words.push({ text, x, y, width: text.length * size * 0.6, height: size, page: 1 });
    }
  });
  return { width: 612, lines: linesOf({ page: 1, width: 612, height: 792, words }) };
}

describe('rate-confirmation readers on other shapes', () => {
  it('a fixed-width printout: columns by runs of spaces, upper case, 0800 times, 2-digit years', () => {
    const { load } = readRateConfirmation([
      page([
        'PLAINS FREIGHT BROKERS INC',
        'LOAD #: 556677        PO #: 8812        BOL #: 99120',
        'CARRIER: ACME TRUCKING LLC           DRIVER: JOHN SMITH',
        'EQUIPMENT: 53 REEFER   TEMP: 34F CONT   WEIGHT: 40000 LBS',
        '',
        'PICKUP 1',
        'NAME:    NORTH FARMS',
        'ADDRESS: 120 MAIN ST, FRESNO, CA 93725',
        'DATE:    11/26/26      TIME: 0800',
        '',
        'DELIVERY 2',
        'NAME:    SOUTH FOODS DC',
        'ADDRESS: 77 DOCK RD, DALLAS, TX 75201',
        'DATE:    11/28/26      TIME: 0600 - 1400',
        '',
        'LINE HAUL:   $2,400.00',
        'FUEL:        $300.00',
        'TOTAL:       $2,700.00',
      ]),
    ]);
    expect(load.order_number).toBe('556677');
    expect(load.linehaul_rate).toBe(2400);
    expect(load.fuel_surcharge).toBe(300);
    expect(load.equipment_type).toBe('reefer');
    expect(load.temperature).toBe(34);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'NORTH FARMS',
      address: '120 MAIN ST',
      city: 'FRESNO',
      state: 'CA',
      zipcode: '93725',
      appointment_type: 'APPT',
      appointment_date: '11/26/2026',
      appointment_time_hours: '08',
      appointment_time_minutes: '00',
    });
    expect(load.stops[1]).toMatchObject({
      stop_type: 'Delivery',
      appointment_type: 'FCFS',
      fcfs_start_date: '11/28/2026',
      fcfs_start_time_hours: '06',
      fcfs_end_time_hours: '14',
    });
  });

  it('a confirmation typed as prose: the stop on its header line, the rate in a sentence', () => {
    const { load } = readRateConfirmation([
      page([
        'Hi team, confirming the load below.',
        'Load #: 7781',
        'Pickup: North Farms, 120 Main St, Fresno, CA 93725 on 11/26/2026 at 08:00',
        'Delivery: South Foods DC, 77 Dock Rd, Dallas, TX 75201 on 11/28/2026 06:00-14:00',
        'Rate: $2,400.00 linehaul + $300.00 fuel = $2,700.00 all in',
      ]),
    ]);
    expect(load.linehaul_rate).toBe(2400);
    expect(load.fuel_surcharge).toBe(300);
    expect(
      load.stops.map((s) => [s.stop_type, s.company_name, s.address, s.city, s.zipcode]),
    ).toEqual([
      ['Pickup', 'North Farms', '120 Main St', 'Fresno', '93725'],
      ['Delivery', 'South Foods DC', '77 Dock Rd', 'Dallas', '75201'],
    ]);
    expect(load.stops[0]!.appointment_time_hours).toBe('08');
    expect(load.stops[1]!.appointment_type).toBe('FCFS');
  });

  it('stops numbered "#1" in columns side by side', () => {
    const { load } = readRateConfirmation([
      page(
        [
          [
            [40, 'Pickup #1'],
            [240, 'Delivery #1'],
            [440, 'Delivery #2'],
          ],
          [
            [40, 'North Farms'],
            [240, 'South Foods DC'],
            [440, 'East Market'],
          ],
          [
            [40, '120 Main St'],
            [240, '77 Dock Rd'],
            [440, '5 Pier Ave'],
          ],
          [
            [40, 'Fresno, CA 93725'],
            [240, 'Dallas, TX 75201'],
            [440, 'Mobile, AL 36602'],
          ],
          [
            [40, '11/26/2026 08:00'],
            [240, '11/28/2026 06:00'],
            [440, '11/29/2026 09:30'],
          ],
        ],
        8,
      ),
    ]);
    expect(load.stops.map((s) => [s.stop_number, s.stop_type, s.company_name, s.city])).toEqual([
      [1, 'Pickup', 'North Farms', 'Fresno'],
      [2, 'Delivery', 'South Foods DC', 'Dallas'],
      [3, 'Delivery', 'East Market', 'Mobile'],
    ]);
  });

  it('a table whose columns are the stops and whose rows are the fields', () => {
    const { load } = readRateConfirmation([
      page(
        [
          [
            [40, 'Stop 1'],
            [200, 'Stop 2'],
            [360, 'Stop 3'],
          ],
          [
            [2, 'Type'],
            [40, 'Pickup'],
            [200, 'Pickup'],
            [360, 'Delivery'],
          ],
          [
            [2, 'Name'],
            [40, 'North Farms'],
            [200, 'West Growers'],
            [360, 'East Market'],
          ],
          [
            [2, 'Address'],
            [40, '120 Main St'],
            [200, '9 Vine Rd'],
            [360, '5 Pier Ave'],
          ],
          [
            [2, 'City'],
            [40, 'Fresno, CA 93725'],
            [200, 'Salinas, CA 93901'],
            [360, 'Mobile, AL 36602'],
          ],
          [
            [2, 'PU #'],
            [40, 'PU1001'],
            [200, 'PU1002'],
            [360, ''],
          ],
          [
            [2, 'Appt'],
            [40, '11/26/2026 08:00'],
            [200, '11/26/2026 13:00'],
            [360, '11/29/2026 09:30'],
          ],
        ],
        7,
      ),
    ]);
    expect(
      load.stops.map((s) => [
        s.stop_type,
        s.company_name,
        s.address,
        s.city,
        s.confirmation_number,
      ]),
    ).toEqual([
      ['Pickup', 'North Farms', '120 Main St', 'Fresno', 'PU1001'],
      ['Pickup', 'West Growers', '9 Vine Rd', 'Salinas', 'PU1002'],
      ['Delivery', 'East Market', '5 Pier Ave', 'Mobile', null],
    ]);
  });

  it('stop titles with banners, ordinals and heading words; kinds from order when unsaid', () => {
    const { load } = readRateConfirmation([
      page([
        '*** PICKUP INFORMATION ***',
        'NORTH FARMS',
        '120 MAIN ST, FRESNO, CA 93725',
        '== DROP OFF 1 ==',
        'SOUTH FOODS DC',
        '77 DOCK RD, DALLAS, TX 75201',
        'STOP 3',
        'EAST MARKET',
        '5 PIER AVE, MOBILE, AL 36602',
      ]),
    ]);
    expect(load.stops.map((s) => [s.stop_type, s.company_name, s.city])).toEqual([
      ['Pickup', 'NORTH FARMS', 'FRESNO'],
      ['Delivery', 'SOUTH FOODS DC', 'DALLAS'],
      ['Delivery', 'EAST MARKET', 'MOBILE'],
    ]);
  });

  it('long rules of = * - | before text are read in linear time (no regex backtracking)', () => {
    const started = performance.now();
    readRateConfirmation([
      page([
        `${'='.repeat(90)} PICKUP`,
        `${'*'.repeat(90)}x`,
        `${'-'.repeat(90)} DELIVERY 2 ${'-'.repeat(60)}x`,
        `${' | '.repeat(40)}x`,
      ]),
    ]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
