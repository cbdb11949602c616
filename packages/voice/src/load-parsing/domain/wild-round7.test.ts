import { describe, expect, it } from 'vitest';
import { checkLoadText } from './input-checks';
import { parseText } from './parse-text';
import { readShortCodeTexts } from './short-code';
import { readTransposedTables } from './transposed-table';

/**
 * Issue 18, seventh round on the wild corpus (the spent sixth held-out split moved into dev):
 * general readings of drayage postings, car-hauler listings, ag and tanker bulk, cross-border
 * cross-docks, portal texts from SMS short codes and tables pasted from spreadsheets, each shown on
 * made-up postings (not corpus text).
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(checkLoadText(text), { now: NOW });
const load = (text: string) => parse(text).loadDetails;
const call = (text: string) => parse(text).callDetails;

describe('tables pasted from spreadsheets', () => {
  it('reads a transposed table (one column per load) from the first load still on offer', () => {
    const text = [
      'Two lanes this week:',
      '',
      'Field\tLoad Q-301\tLoad Q-302',
      'Status\tBooked\tOpen',
      'Origin\tAkron, OH\tToledo, OH',
      'Pick date\t11/30\t12/01',
      'Destination\tErie, PA\tFlint, MI',
      'Equipment\tVan\tReefer',
      'Weight\t30,000\t38,500',
      'Miles\t210\t145',
      'Rate\t$900\t$725',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => s.cityState)).toEqual(['Toledo, OH', 'Flint, MI']);
    expect(l.stops[0]?.appointmentDate).toBe('2026-12-01');
    expect(l).toMatchObject({
      referenceNumber: 'Q-302',
      equipmentType: 'reefer',
      weight: 38500,
      totalDistance: 145,
      brokerOfferedRate: 725,
    });
  });

  it('leaves an ordinary table (labels in the first row, values under them) to the table reader', () => {
    const lines = [
      'Origin\tDest\tRate',
      'Akron, OH\tErie, PA\t$900',
      'Toledo, OH\tFlint, MI\t$725',
    ];
    expect(readTransposedTables(lines)).toEqual(lines);
  });

  it('reads a stop table whose Stop column holds codes (PU, SO) and keeps each stop’s notes with it', () => {
    const text = [
      'Stop\tLocation\tDate\tAppt\tNotes',
      'PU\tModesto, CA\tMon 11/30\tFCFS 05:00-09:00\tload 20 plt almonds',
      'SO\tTracy, CA\tMon 11/30\tAppt 13:00\tdrop 8 plt',
      'SO\tVallejo, CA\tTue 12/1\tAppt 08:00\tdrop 12 plt',
      '',
      "53' van · 24,000# · 120 mi · $980",
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Modesto, CA', 'PICKUP'],
      ['Tracy, CA', 'DELIVERY'],
      ['Vallejo, CA', 'DELIVERY'],
    ]);
    expect(l.commodity).toBe('almonds');
    expect(l.specialInstructions).toBeNull();
  });

  it('skips a row marked DISPATCHED like one marked COVERED', () => {
    const text = [
      'Order#\tStatus\tOrigin\tDest\tReady\tPay\tMiles',
      'VX-100\tDISPATCHED\tAmes, IA\tPeoria, IL\t11/21\t$800\t300',
      'VX-104\tOPEN\tWaco, TX\tTyler, TX\t11/23\t$600\t140',
    ].join('\n');
    const l = load(text);
    expect(l.referenceNumber).toBe('VX-104');
    expect(l.stops.map((s) => s.cityState)).toEqual(['Waco, TX', 'Tyler, TX']);
  });
});

describe('drayage', () => {
  it('takes a container number as the reference when the broker gives none of its own', () => {
    expect(load('Dray out of Elwood IL to Gary IN, TRLU 4410293, 60 mi $450').referenceNumber).toBe(
      'TRLU 4410293',
    );
    expect(
      load('Ref: DR-7710\nContainer: TRLU 4410293\nPU: Elwood, IL\nDEL: Gary, IN').referenceNumber,
    ).toBe('DR-7710');
  });

  it('reads Container and Gross lbs columns of a dray board', () => {
    const text = [
      'Container\tSize\tDeliver to\tGross lbs\tAll-in\tStatus',
      'SEGU 100201\t40\tMesquite TX\t40,100\t$700\tCOVERED',
      'FCIU 300442\t40HC\tPlano TX\t35,000\t$650\tOPEN',
    ].join('\n');
    const l = load(text);
    expect(l.referenceNumber).toBe('FCIU 300442');
    expect(l.weight).toBe(35000);
    expect(l.brokerOfferedRate).toBe(650);
  });

  it('gives no stop the earliest return date (ERD) or a rail cutoff', () => {
    const l = load(
      [
        'Shipper: Tupelo, MS - live load Mon 11/23 at 09:00',
        'Ingate: CN Memphis ramp, Memphis, TN - ERD 11/23, rail cutoff 11/24 18:00',
        'Cargo: cotton, 40,000 lbs',
      ].join('\n'),
    );
    expect(l.stops[1]).toMatchObject({
      cityState: 'Memphis, TN',
      appointmentDate: null,
      appointmentTime: null,
    });
    expect(l.commodity).toBe('cotton');
  });

  it('takes no generic word for goods ("42,000 lbs cargo")', () => {
    expect(load('Mobile AL to Meridian MS, 42,000 lbs cargo, $700').commodity).toBeNull();
  });
});

describe('dates and counts are no reference', () => {
  it('"Load: 3-Dec" is when it loads, not an id', () => {
    expect(load('Load: 3-Dec, Reno, NV\nUnload: 4-Dec, Boise, ID').referenceNumber).toBeNull();
  });

  it('"load 24 plt raisins" is a count of goods, not an id', () => {
    expect(load('Fresno, CA to Reno, NV. load 18 plt walnuts. $900').commodity).toBe('walnuts');
  });

  it('a labelled commodity loses its package count ("Cargo: 30 pallets tile")', () => {
    expect(
      load('Cargo: 30 pallets floor tile, 38,000 lbs\nFrom Dalton, GA to Macon, GA').commodity,
    ).toBe('floor tile');
  });
});

describe('portal offers texted from SMS short codes', () => {
  it('drops the short code and the phone’s stamps, and the portal’s name is the company', () => {
    expect(
      readShortCodeTexts([
        '[Text Message · Fri, Nov 20 · 8:02 AM]',
        '41877: RouteBoard: New load offer #5501. Reply Y.',
      ]),
    ).toEqual(['Company: RouteBoard', 'New load offer #5501. Reply Y.']);
  });

  it('reads a one-line offer after its portal name: lane, pickup, figures, reference', () => {
    const text = [
      'From: 41877',
      'RouteBoard: Load RB-4410 Toledo OH to Erie PA, pick Tue 11/24 8a-12p, 53 van, 38k paper rolls, 210 mi, $780. Reply Y to book.',
    ].join('\n');
    const d = parse(text);
    expect(d.callDetails.brokerCompany).toBe('RouteBoard');
    expect(d.loadDetails).toMatchObject({
      referenceNumber: 'RB-4410',
      commodity: 'paper rolls',
      weight: 38000,
      totalDistance: 210,
      brokerOfferedRate: 780,
    });
    expect(d.loadDetails.stops.map((s) => s.cityState)).toEqual(['Toledo, OH', 'Erie, PA']);
    expect(d.loadDetails.stops[0]?.appointmentWindowStart).toBe('08:00');
  });

  it('a portal name before UPDATE or a spaced dash, and without its channel word', () => {
    expect(
      call('55021: ShipGrid UPDATE: Load SG-10 rate now $900. Tulsa OK to Enid OK').brokerCompany,
    ).toBe('ShipGrid');
    expect(call('55021: HAULNET – Load offer H-77: Tulsa OK to Enid OK, $500').brokerCompany).toBe(
      'HAULNET',
    );
    expect(
      call('Short code 55021\nBluePeak Portal: offered! Tulsa OK to Enid OK, $500').brokerCompany,
    ).toBe('BluePeak');
  });

  it('a number alone on a later line is a figure, not a short code', () => {
    expect(readShortCodeTexts(['Weight', '40000'])).toEqual(['Weight', '40000']);
  });
});

describe('car haulers', () => {
  it('a count of vehicles names the goods, with the words between the count and the noun', () => {
    expect(load('6 cars, Reno NV to Boise ID, $1,400, 420 mi').commodity).toBe('cars');
    expect(load('Moving 4 late-model SUVs from Reno, NV to Boise, ID').commodity).toBe(
      'late-model SUVs',
    );
    expect(load('Cars (2): 2020 Kia Soul | 2019 Ford Focus\nReno, NV to Boise, ID').commodity).toBe(
      'Cars',
    );
  });

  it('one vehicle with its model year and make is the goods, up to the words that are not the model', () => {
    expect(load('1 inop 2012 honda accord, no keys. Reno NV to Boise ID $600').commodity).toBe(
      '2012 honda accord',
    );
    expect(load('Please move a 2022 Tesla Model Y to Boise, ID from Reno, NV').commodity).toBe(
      '2022 Tesla Model Y',
    );
  });
});

describe('ag and tanker bulk', () => {
  it('knows bulk and livestock goods, not the trailer named after them', () => {
    expect(load('HOPPER NEEDED – barley – Minot ND to Fargo ND, $900').commodity).toBe('barley');
    expect(load('CATTLE POT NEEDED – feeder cattle – Salina KS to Dodge City KS').commodity).toBe(
      'feeder cattle',
    );
  });

  it('a goods word right after another goes with it ("cattle feed")', () => {
    expect(load('Van – bagged cattle feed, 40,000 lbs, Enid OK to Vernon TX').commodity).toBe(
      'cattle feed',
    );
  });

  it('a package’s weight ("50 lb bags") is not the load’s', () => {
    expect(load('bagged feed (50 lb bags), 42,000 lbs, Enid OK to Vernon TX').weight).toBe(42000);
  });

  it('pays per loaded mile', () => {
    const l = load('Salina KS to Dodge City KS\n$4.10 per loaded mile, 200 loaded miles');
    expect(l.ratePerMile).toBe(4.1);
    expect(l.brokerOfferedRate).toBe(820);
  });

  it('the goods before the weight ("PVC pellets, 44,000#"), not how they are handled', () => {
    expect(load('Tulsa OK to Enid OK. PVC pellets, 44,000#. pick 11/30').commodity).toBe(
      'PVC pellets',
    );
    expect(
      load('Tulsa OK to Enid OK. shrink wrapped, 30,000 lbs, 48 ft flatbed').commodity,
    ).toBeNull();
  });
});

describe('a board’s stamp and short labels', () => {
  it('"posted 11/20 6:10 AM" gives no stop a day or time', () => {
    const l = load(
      'LOAD BOARD – posted 11/20 6:10 AM\nPickup: Fargo, ND 11/23\nDelivery: Duluth, MN',
    );
    expect(l.stops[0]).toMatchObject({ appointmentDate: '2026-11-23', appointmentTime: null });
  });

  it('"Comm:" is the commodity label', () => {
    expect(load('Weight: 40,000   Comm: Lumber\nFrom Macon, GA to Ocala, FL').commodity).toBe(
      'Lumber',
    );
  });
});

describe('spreadsheet cells and compressed texts', () => {
  it('reads a spreadsheet’s "3-Dec 06:00" as a day and a time', () => {
    const l = load('Load: 3-Dec 06:00, Tulsa, OK\nDeliver: 4-Dec 13:30, Joplin, MO');
    expect(l.stops.map((s) => [s.appointmentDate, s.appointmentTime])).toEqual([
      ['2026-12-03', '06:00'],
      ['2026-12-04', '13:30'],
    ]);
  });

  it('a label with its unit or note in parentheses is the label ("Rate (USD)"), a role is not', () => {
    const l = load(
      'Rate (USD)\tWeight (lbs)\tPickup\tDelivery\n1,900\t30,000\tAkron, OH\tErie, PA',
    );
    expect(l.brokerOfferedRate).toBe(1900);
    expect(l.weight).toBe(30000);
    const multi = load(
      'Stop 1 (PU): Akron, OH 11/23\nStop 2 (PU): Kent, OH 11/23\nStop 3 (DEL): Erie, PA',
    );
    expect(multi.stops.map((s) => s.stopType)).toEqual(['PICKUP', 'PICKUP', 'DELIVERY']);
  });

  it('reads a bordered table pasted with tabs ("| Origin\\t| Dest\\t| $ |")', () => {
    const l = load(
      ['| Origin\t| Dest\t| PU\t| $ |', '| Mobile, AL\t| Biloxi, MS\t| 11/24 09:00\t| 600 |'].join(
        '\n',
      ),
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Mobile, AL', 'Biloxi, MS']);
    expect(l.stops[0]?.appointmentTime).toBe('09:00');
    expect(l.brokerOfferedRate).toBe(600);
  });

  it('splits two places in capitals glued by a dash, and reads LDOFR as a load offer', () => {
    const l = load('LDOFR 55120 | SAVANNAH GA-COLUMBIA SC | 12/2 0800 | V | 40K | 250MI | $900');
    expect(l.stops.map((s) => s.cityState)).toEqual(['Savannah, GA', 'Columbia, SC']);
    expect(l.referenceNumber).toBe('55120');
  });
});

describe('places and companies of cross-docks and terminals', () => {
  it('a terminal’s code or a facility word before a city is no part of it', () => {
    expect(load('GCT Savannah GA → Macon GA, 40 ft can, $600').stops[0]?.cityState).toBe(
      'Savannah, GA',
    );
    expect(load('transload laredo tx → dallas tx. 40,000 lbs. $1,200').stops[0]?.cityState).toBe(
      'Laredo, TX',
    );
  });

  it('splits two places in capitals glued by a dash; a state’s name opening a city’s is no state', () => {
    expect(
      load('NDC Kansas City, KS → P&DC Omaha, NE, $750').stops.map((s) => s.cityState),
    ).toEqual(['Kansas City, KS', 'Omaha, NE']);
    expect(load('OMAHA NE-DES MOINES IA | $700').stops.map((s) => s.cityState)).toEqual([
      'Omaha, NE',
      'Des Moines, IA',
    ]);
  });

  it('a chat sender shown as "Name - Company" is the person and the company', () => {
    const c = call(
      [
        '[11/20/26, 9:02 AM] Rosa - Frontera Cargo: Laredo TX → Dallas TX, $1,100, 430 mi',
        '[11/20/26, 9:03 AM] Rosa - Frontera Cargo: pick today 4pm',
      ].join('\n'),
    );
    expect(c.brokerName).toBe('Rosa');
    expect(c.brokerCompany).toBe('Frontera Cargo');
  });

  it('a name ending in Cross-Dock or Dray is a company', () => {
    expect(
      call(
        'Laredo, TX to Dallas, TX\n40,000 lbs, $900 all in\nBorderline Cross-Dock · Ana Ruiz · 956.555.0100',
      ).brokerCompany,
    ).toBe('Borderline Cross-Dock');
  });
});

describe('tanker and bulk loads', () => {
  it('"Load Dec 1st 05:00 at the mill" is the pickup’s day and time', () => {
    const l = load(
      'Pneumatic needed | sugar | Toledo OH → Akron OH\nLoad Dec 1st 05:00 at the mill, deliver Dec 2nd 06:00\n$900 all-in',
    );
    expect(l.stops.map((s) => [s.stopType, s.appointmentDate, s.appointmentTime])).toEqual([
      ['PICKUP', '2026-12-01', '05:00'],
      ['DELIVERY', '2026-12-02', '06:00'],
    ]);
  });

  it('a clock time said in words before a part of the day ("seven thirty in the morning")', () => {
    const l = load(
      'this is Gary, picking up in Toledo Ohio on Wednesday at seven thirty in the morning, delivering to Akron Ohio Thursday at eight fifteen a.m.',
    );
    expect(l.stops.map((s) => s.appointmentTime)).toEqual(['07:30', '08:15']);
    expect(load('Toledo OH to Akron OH, paying seven thirty').stops[0]?.appointmentTime).toBeNull();
  });

  it('a tank load’s product temperature is no reefer set point', () => {
    const l = load('Insulated tanker – asphalt – Tulsa OK to Enid OK\nNotes: keep above 60F\n$800');
    expect(l.temperature).toBeNull();
    expect(l.equipmentType).toBeNull();
    expect(load('Reefer 34F, Tulsa OK to Enid OK, $800').temperature).toBe(34);
  });
});

describe('livestock and request titles', () => {
  it('"market hogs" are goods, their head count no market rate', () => {
    const l = load(
      '2 loads of market hogs, 180 head each (approx 48,000 lbs)\nYankton, SD to Sioux City, IA\n$700 per load',
    );
    expect(l.marketRateRange).toBeNull();
    expect(l.commodity).toBe('market hogs');
  });

  it('a request title ("HOPPERS WANTED") is no company', () => {
    expect(
      call('HOPPERS WANTED\nbarley from Minot, ND to Fargo, ND, $900').brokerCompany,
    ).toBeNull();
  });
});

describe('a board’s heading over a pasted table', () => {
  it('its date is the board’s, not the pickup’s', () => {
    const l = load(
      [
        'PORT OF MOBILE – OPEN DRAYS – Fri 11/20',
        'Container\tDeliver to\tDel appt\tAll-in\tStatus',
        'ZIMU 1002003\tBirmingham AL\t11/24 0800\t$700\tOPEN',
        'Dray desk 251-555-0100',
      ].join('\n'),
    );
    expect(l.stops.find((s) => s.stopType === 'PICKUP')?.appointmentDate ?? null).toBeNull();
    expect(l.stops.at(-1)).toMatchObject({
      cityState: 'Birmingham, AL',
      appointmentDate: '2026-11-24',
    });
  });
});

describe('corrections on top of the offer', () => {
  it('"delivery appt moved to 11/24 1400" and "consignee moved the appointment to …" replace the delivery’s', () => {
    expect(
      load(
        'Load Q-1 Reno NV -> Boise ID. PU 11/23 0700. DEL 11/24 0800.\nUPDATE Q-1 delivery appt moved to 11/24 1400.',
      ).stops[1],
    ).toMatchObject({ appointmentDate: '2026-11-24', appointmentTime: '14:00' });
    expect(
      load(
        'Correction – consignee moved the appointment to Wednesday 11/25 at 9:00 AM.\n\nPick up Reno, NV Mon 11/23 8:00 AM, deliver Boise, ID Tue 11/24 3:00 PM.',
      ).stops[1],
    ).toMatchObject({ appointmentDate: '2026-11-25', appointmentTime: '09:00' });
  });
});

describe('requirements said after the truck', () => {
  it('the truck and how the goods sit, named first, are no part of the requirement', () => {
    expect(
      load('Hay – Twin Falls ID to Boise ID\nStep deck or flatbed, must tarp (rain)\n$900')
        .specialInstructions,
    ).toBe('must tarp (rain)');
    expect(
      load("Enid OK to Vernon TX\n53' dry van, floor-loaded, driver assist unload\n$675")
        .specialInstructions,
    ).toBe('driver assist unload');
    expect(
      load("Reno NV to Boise ID\n53' van, clean & odor free, load locks required")
        .specialInstructions,
    ).toBe('clean & odor free, load locks required');
  });
});

describe('a company named after a state', () => {
  it('"Karen Vogt, Iowa Harvest Marketing" is a person and a company, not a place', () => {
    const d = parse(
      [
        'Soybeans – Cedar Rapids IA to Davenport IA',
        'Origin: Cedar Rapids, IA',
        'Destination: Davenport, IA river terminal – unload 7:00-16:00, FCFS',
        'Rate: $475 per load, Miles: 82',
        '',
        'Karen Vogt, Iowa Harvest Marketing, 319-555-0100',
      ].join('\n'),
    );
    expect(d.loadDetails.stops.map((s) => s.cityState)).toEqual([
      'Cedar Rapids, IA',
      'Davenport, IA',
    ]);
    expect(d.callDetails.brokerCompany).toBe('Iowa Harvest Marketing');
    expect(d.callDetails.brokerName).toBe('Karen Vogt');
    expect(load('Sioux City, Iowa to Omaha, Nebraska, $600').stops.map((s) => s.cityState)).toEqual(
      ['Sioux City, IA', 'Omaha, NE'],
    );
  });
});

describe('companies that sign a post at its end', () => {
  it('the words after a spaced dash at a one-line post’s end, with a company word', () => {
    expect(
      call(
        'Savannah GA → Macon GA, 40 ft can, 44,000 lbs, $700. Text Luis 912 555 0100 – Coastal Plain Dray',
      ).brokerCompany,
    ).toBe('Coastal Plain Dray');
  });

  it('a name that owns the dispatch line is the company, not a person', () => {
    const c = call(
      'Fargo ND → Duluth MN\n48,000 lbs\n$1,200 all-in\nRed Lake Dry Bulk – dispatch 701 555 0100',
    );
    expect(c.brokerCompany).toBe('Red Lake Dry Bulk');
    expect(c.brokerName).toBeNull();
  });
});

describe('phones', () => {
  it('the office number over the cell written beside it, unless the cell is asked for', () => {
    const sig = 'Reno NV to Boise ID $900\nJoe Brennan\nRed River Auto Brokers\n';
    expect(call(`${sig}C: 775-555-0112 | O: 775-555-0140`).brokerPhone).toBe('+1-775-555-0140');
    expect(call(`${sig}Cell: 775-555-0112`).brokerPhone).toBe('+1-775-555-0112');
    expect(
      call(
        `Reno NV to Boise ID $900, best to reach me on my cell\nC: 775-555-0112 | O: 775-555-0140`,
      ).brokerPhone,
    ).toBe('+1-775-555-0112');
  });
});

describe('a cargo van', () => {
  it('is the truck, not cargo insurance: its rate is read', () => {
    expect(load('Miami, FL to Lakeland, FL\nCargo van OK, 213 miles, $475').brokerOfferedRate).toBe(
      475,
    );
    expect(load('Miami, FL to Lakeland, FL $900, must have $100K cargo').brokerOfferedRate).toBe(
      900,
    );
  });
});

describe('four-digit hours', () => {
  it('after a day-first date ("24 Nov 0700") or before "appointment"', () => {
    expect(
      load('Pickup Reno, NV 23 Nov 0800\nDeliver Boise, ID 24 Nov 0700').stops.map(
        (s) => s.appointmentTime,
      ),
    ).toEqual(['08:00', '07:00']);
    expect(
      load('Pickup Reno, NV Mon\nDeliver Boise, ID Tue 0700 appointment').stops[1]?.appointmentTime,
    ).toBe('07:00');
  });
});
