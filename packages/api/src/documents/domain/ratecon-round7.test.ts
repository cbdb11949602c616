import { describe, expect, it } from 'vitest';
import { linesOf, type Word } from './layout';
import { matchLabel, readRateConfirmation } from './ratecon';
import { read as readRows } from './ratecon-test-pages.test-helper';
import { readSchedule, readTemperature, readWeight } from './values';

/** Rows written flat: x, text, x, text … */
const read = (rows: Array<Array<number | string>>) =>
  readRows(
    rows.map((row) => {
      const pairs: Array<[number, string]> = [];
      for (let i = 0; i + 1 < row.length; i += 2)
        pairs.push([row[i] as number, row[i + 1] as string]);
      return pairs;
    }),
  );

describe('the linehaul by its role among the charges (no linehaul label)', () => {
  it('the one charge that is not fuel, an accessorial or the total, checked by the total', () => {
    // Made-up sheet: the haul is called "Transportation", beside a stop-off and fuel.
    const { load } = read([
      [40, 'Kestrel Run Freight'],
      [40, 'Shipment KR-5521'],
      [40, 'PAYMENT'],
      [40, 'Transportation'],
      [40, 'Stop-off (1)', 300, '$75.00'],
      [40, 'Transportation', 300, '$1,930.00'],
      [40, 'Fuel adj.', 300, '$211.40'],
      [40, 'Amount due carrier', 300, '$2,216.40'],
    ]);
    expect(load.linehaul_rate).toBe(1930);
    expect(load.fuel_surcharge).toBe(211.4);
  });

  it('does not take a charge the total contradicts', () => {
    const { load } = read([
      [40, 'Kestrel Run Freight'],
      [40, 'Transportation', 300, '$1,930.00'],
      [40, 'Fuel adj.', 300, '$211.40'],
      [40, 'Amount due carrier', 300, '$9,999.00'],
    ]);
    expect(load.linehaul_rate).toBeNull();
  });

  it('the total less fuel and accessorials when the haul has no line of its own', () => {
    const { load } = read([
      [40, 'Marten Ridge Brokerage'],
      [40, 'Tender 44-1902'],
      [40, 'Detention (est.)', 300, '$100.00'],
      [40, 'Fuel', 300, '$300.00'],
      [40, 'Total to carrier', 300, '$2,900.00'],
    ]);
    expect(load.linehaul_rate).toBe(2500);
    expect(load.fuel_surcharge).toBe(300);
  });

  it('the only rate of a sheet, whatever its label says', () => {
    const { load } = read([
      [40, 'Osprey Lane Logistics'],
      [40, 'Order 99213'],
      [40, 'Contract price (incl. fuel, CAD)', 400, '$1,275.50'],
      [
        40,
        'Detention is paid at $40.00 per hour after two free hours, with in and out times on the signed bill of lading.',
      ],
    ]);
    expect(load.linehaul_rate).toBe(1275.5);
  });

  it('charges beside a stop row of a grid are still read', () => {
    const { load } = read([
      [40, 'Heron Point Transport'],
      [40, 'Shipment', 120, 'Freight', 260, 'Charge', 400, 'Amount'],
      [40, 'Stop 1', 120, '12 pallets paper', 260, 'Carriage', 400, '$3,050.00'],
      [40, 'Stop 2', 120, '8 pallets paper', 260, 'Fuel surcharge', 400, '$410.25'],
      [260, 'Grand total', 400, '$3,460.25'],
    ]);
    expect(load.linehaul_rate).toBe(3050);
    expect(load.fuel_surcharge).toBe(410.25);
  });
});

describe('metric units and a value given in two units', () => {
  it('weights: the pounds as printed beside kilograms, else kilograms converted', () => {
    expect(readWeight('Masse brute 8 200 kg / 18,078 lbs')).toBe(18078);
    expect(readWeight('18,078 lb [8,200 kg]')).toBe(18078);
    expect(readWeight('Gross 9,500 kg')).toBe(20944);
  });

  it('temperatures: Fahrenheit beside Celsius, else Celsius converted', () => {
    expect(readTemperature('Keep at -20 °C [-4 °F] cycle').temperature).toBe(-4);
    expect(readTemperature('Reefer set 2 deg C, continuous')).toEqual({
      temperature: 36,
      temperature_control: 'continuous',
    });
    expect(readTemperature('Frozen -18 °C').temperature).toBe(0);
  });

  it('dates written year first with slashes or dots', () => {
    expect(readSchedule('Window 2027/03/04 08:00')).toMatchObject({ date: '03/04/2027' });
    expect(readSchedule('Appt 2027.03.05 14:30')).toMatchObject({ date: '03/05/2027' });
  });

  it('a label written with a hyphen between its words', () => {
    expect(matchLabel('Pick-up # QX-7713')).toMatchObject({ field: 'confirmation' });
  });
});

describe('a stop on a page of its own', () => {
  // Made-up packet page: the stop's facts as label | value rows, a weight labelled as the
  // stop's own, then a heading over the driver's instructions that begin with a label word.
  const stopPage = (remark: string) =>
    read([
      [40, 'PICKUP 1'],
      [40, 'Tall Pines Pulp Co'],
      [40, '9 Depot St'],
      [40, 'Berlin, NH 03570'],
      [40, 'DELIVERY 2'],
      [40, 'Larkspur Paper Mill'],
      [40, '55 Mill Race Rd'],
      [40, 'Rumford, ME 04276'],
      [40, 'Weight at this stop', 200, '9,400 lbs'],
      [40, 'Stop ref #', 200, 'RX-55120'],
      [40, 'Site instructions'],
      [40, remark],
    ]);

  it("reads past a weight that is the stop's own, and the instructions under their heading", () => {
    const { load } = stopPage('Trailer seal must stay intact until the receiver breaks it.');
    expect(load.stops).toHaveLength(2);
    expect(load.stops[1]!.reference_number).toBe('RX-55120');
    expect(load.stops[1]!.stop_instructions).toBe(
      'Trailer seal must stay intact until the receiver breaks it.',
    );
  });

  it('an instruction that says there is none is none', () => {
    const { load } = stopPage('None.');
    expect(load.stops).toHaveLength(2);
    expect(load.stops[1]!.stop_instructions).toBeNull();
  });
});

describe('a later table that names the stops by number', () => {
  it('gives its goods to those stops and opens no stops of its own', () => {
    // Made-up sheet: the stops as blocks, then a freight table keyed by "Stop #n".
    const { load } = read([
      [40, 'Bramble Creek Logistics'],
      [40, 'PICKUP 1', 300, '03/02/2027 08:00'],
      [40, 'Granite Falls Mill'],
      [40, '400 River Rd'],
      [40, 'Granite Falls, MN 56241'],
      [40, 'DELIVERY 2', 300, '03/03/2027 13:00'],
      [40, 'Oak Hollow Foods'],
      [40, '12 Commerce Pkwy'],
      [40, 'Fargo, ND 58102'],
      [],
      [40, 'Shipped at', 140, 'Goods', 330, 'Weight'],
      [40, 'Stop #1', 140, '22 plts Flour sacks', 330, '30,100 lb'],
      [140, 'Gross weight', 330, '30,100 lb'],
    ]);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]!.commodities).toBe('Flour sacks');
    expect(load.weight).toBe(30100);
  });
});

describe('a carrier line of run-on labels', () => {
  it('splits the carrier, its dispatch, driver, truck and trailer, and is no prose', () => {
    // Made-up: one long line, the first label with its colon, the others bare.
    const { load } = read([
      [40, 'Whitecap Freight Partners'],
      [40, 'Booking agent: Ines Park Phone (207) 555-0133 E-mail ines.park@whitecapfp.com'],
      [
        40,
        'Carrier: Northbound Cartage Inc (MC 402211 / DOT 1188021) Dispatch 207-555-0190 Driver Tomas Reyes Driver ph 207-555-0171 Truck T-88 Trailer 5310',
      ],
      [40, 'PICKUP 1'],
      [40, 'Harbor Fish Co'],
      [40, '7 Wharf St'],
      [40, 'Portland, ME 04101'],
    ]);
    expect(load.carrier).toEqual({
      carrier_name: 'Northbound Cartage Inc',
      driver_name: 'Tomas Reyes',
      driver_phone: '(207) 555-0171',
      truck: 'T-88',
      trailer: '5310',
    });
  });

  it("the broker's carrier-sales contact is not the carrier", () => {
    const { load } = read([
      [40, 'Whitecap Freight Partners'],
      [40, 'Carrier sales rep: Ines Park 207-555-0133'],
      [40, 'Carrier', 140, 'Northbound Cartage Inc'],
      [40, 'PICKUP 1'],
      [40, 'Harbor Fish Co'],
      [40, '7 Wharf St'],
      [40, 'Portland, ME 04101'],
    ]);
    expect(load.carrier.carrier_name).toBe('Northbound Cartage Inc');
  });
});

describe("the document's own heading is not the broker", () => {
  it('takes the company over a large "SHIPMENT DETAILS" heading', () => {
    const words: Word[] = [
      { text: 'Tidewater Routing Partners', x: 40, y: 30, width: 120, height: 12, page: 1 },
      { text: 'SHIPMENT DETAILS & RATE', x: 40, y: 50, width: 200, height: 16, page: 1 },
      { text: 'Shipment', x: 40, y: 80, width: 40, height: 9, page: 1 },
      { text: 'TRP-4410', x: 140, y: 80, width: 40, height: 9, page: 1 },
      { text: 'PICKUP 1', x: 40, y: 110, width: 40, height: 9, page: 1 },
      { text: 'Harbor Fish Co', x: 40, y: 122, width: 60, height: 9, page: 1 },
      { text: '7 Wharf St', x: 40, y: 134, width: 50, height: 9, page: 1 },
      { text: 'Portland, ME 04101', x: 40, y: 146, width: 80, height: 9, page: 1 },
    ];
    const { load } = readRateConfirmation([
      { width: 612, lines: linesOf({ page: 1, width: 612, height: 792, words }) },
    ]);
    expect(load.customer_name).toBe('Tidewater Routing Partners');
  });
});

describe('values that are no values, and an e-mail under another label', () => {
  it('a placeholder driver is none; a stop e-mail labelled by its purpose is the e-mail', () => {
    const { load } = read([
      [40, 'Whitecap Freight Partners'],
      [40, 'Carrier', 140, 'Northbound Cartage Inc'],
      [40, 'Driver', 140, 'To be assigned'],
      [40, 'PICKUP 1'],
      [40, 'Harbor Fish Co'],
      [40, '7 Wharf St'],
      [40, 'Portland, ME 04101'],
      [40, 'Appointments: docks@harborfish.example.com'],
    ]);
    expect(load.carrier.driver_name).toBeNull();
    expect(load.stops[0]!.email).toBe('docks@harborfish.example.com');
  });
});

describe('an order number with a prefix apart from its digits', () => {
  it('keeps the prefix, but not a label word before a number', () => {
    const withPrefix = read([
      [40, 'Whitecap Freight Partners'],
      [40, 'Order #', 140, 'WFP 881204'],
    ]);
    expect(withPrefix.load.order_number).toBe('WFP 881204');
    const labelled = read([
      [40, 'Whitecap Freight Partners'],
      [40, 'Order #', 140, '881204'],
    ]);
    expect(labelled.load.order_number).toBe('881204');
  });
});
