import { describe, expect, it } from 'vitest';
import { segmentChat } from './chat';
import { buildDoc } from './document';
import { firstOpenLoad } from './loads';
import { parseText, parseTextDetailed } from './parse-text';
import { typeBoardRow } from './table-rows';

/**
 * Issue 18's mechanisms, each on made-up text: a paste is cut into regions (label/value pairs,
 * board rows with or without their header, chat message headers, e-mail messages and their
 * signatures, loads of a list) before fields are read, and a field is taken from the region where
 * it belongs.
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (lines: string[]) => parseText(lines.join('\n'), { now: NOW });

describe('label/value pairs separated by a run of spaces', () => {
  it('reads a label column as labels', () => {
    const doc = buildDoc(
      'Equipment      Reefer\nTrip           318 mi\nCompany        Harbor Gate Freight',
    );
    expect(doc.lines.map((l) => [l.cells[0]!.label, l.cells[0]!.value])).toEqual([
      ['equipment', 'Reefer'],
      ['distance', '318 mi'],
      ['company', 'Harbor Gate Freight'],
    ]);
  });

  it('leaves a row of column names alone', () => {
    const doc = buildDoc('Origin   Destination   Weight   Rate');
    expect(doc.lines[0]!.cells.map((c) => c.label)).toEqual([null, null, null, null]);
  });
});

describe('board rows without their header row', () => {
  it('knows columns by the shapes of their values', () => {
    expect(
      typeBoardRow([
        '3h',
        '$1,340',
        '512 mi',
        'Fargo, ND',
        '(17)',
        'Duluth MN',
        '(40)',
        'Tue 12/1',
        'RFR',
        'P',
        'Bright Path Logistics',
        '701-555-0190',
      ]),
    ).toEqual([
      'Origin: Fargo, ND',
      'DH-O: (17)',
      'Destination: Duluth MN',
      'DH-D: (40)',
      'Trip: 512 mi',
      'Pick Up: Tue 12/1',
      'Equipment: RFR',
      'Rate: $1,340',
      '3h  |  P  |  Bright Path Logistics  |  701-555-0190',
    ]);
  });

  it('tells trip from rate among bare numbers, and a weight by its size', () => {
    const data = parse([
      '12/2\tAmes, IA\t31\tPeoria, IL\tVan\t304\t41,000\t1,150\tCorn Row Freight',
    ]);
    expect(data.loadDetails).toMatchObject({
      totalDistance: 304,
      originDeadhead: 31,
      brokerOfferedRate: 1150,
      weight: 41000,
      equipmentType: 'dry_van',
    });
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Ames, IA', 'Peoria, IL']);
  });
});

describe('spreadsheet rows', () => {
  it('reads CSV and joins a city column with its state column', () => {
    const data = parse([
      'PU City,PU ST,PU Date,DEL City,DEL ST,Miles,Rate',
      'Provo,ut,12/03/2026,Butte,MT,"  430",$1,950',
    ]);
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Provo, UT', 'Butte, MT']);
    expect(data.loadDetails.totalDistance).toBe(430);
    expect(data.loadDetails.stops[0]!.appointmentDate).toBe('2026-12-03');
  });
});

describe('chat exports', () => {
  const chat = [
    '[11/19/26, 4:10:02 PM] Dispatch Joe: anything out of Omaha?',
    '[11/19/26, 4:12:40 PM] Lena Marsh: Omaha NE to Topeka KS',
    '[11/19/26, 4:13:05 PM] Lena Marsh: pu tomorrow 9am, 180 mi, $640, van',
  ];

  it('takes message headers off and knows who wrote the load', () => {
    const seg = segmentChat(chat, NOW);
    expect(seg.sender).toBe('Lena Marsh');
    expect(seg.lines[1]).toBe('Omaha NE to Topeka KS');
  });

  it('never reads a message time as an appointment; tomorrow counts from the message', () => {
    const data = parse(chat);
    expect(data.loadDetails.stops[0]).toMatchObject({
      cityState: 'Omaha, NE',
      appointmentDate: '2026-11-20',
      appointmentTime: '09:00',
    });
    expect(data.callDetails.brokerName).toBe('Lena Marsh');
  });

  it('drops an SMS stamp line but keeps its number', () => {
    const data = parse([
      '(402) 555-0133 - Fri, Nov 20 at 3:02 PM',
      'Omaha NE to Lincoln NE van $300',
    ]);
    expect(data.loadDetails.stops[0]!.appointmentTime).toBeNull();
    expect(data.callDetails.brokerPhone).toBe('+1-402-555-0133');
  });
});

describe('e-mail threads and signatures', () => {
  it("reads the name from the signature block, never a 'Main …' line", () => {
    const data = parse([
      'Subject: RE: Fresno CA -> Reno NV',
      '',
      'Still open, $1,100 all in.',
      'PU: Fresno, CA 11/24 0700',
      'DEL: Reno, NV 11/24 1500',
      '',
      'Dora Finch',
      'Sierra Crest Logistics',
      'Main 559-555-0102 | Ext. 48',
      '',
      '-----Original Message-----',
      'From: Dispatch <ops@example.com>',
      'Sent: Thursday, November 19, 2026 6:45 PM',
      'Is this still open?',
    ]);
    expect(data.callDetails).toEqual({
      brokerPhone: '+1-559-555-0102',
      brokerExtension: '48',
      brokerName: 'Dora Finch',
      brokerCompany: 'Sierra Crest Logistics',
    });
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Fresno, CA', 'Reno, NV']);
    expect(data.loadDetails.stops[0]!.appointmentTime).toBe('07:00');
  });

  it("never takes the subject's route summary for a stop when the body has stops", () => {
    const data = parse([
      'Subject: Akron OH -> Erie PA lane',
      '',
      'PU: Barberton, OH 12/2 0800',
      'DEL: Erie, PA 12/2 1400',
    ]);
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Barberton, OH', 'Erie, PA']);
    expect(parse(['Subject: Akron OH -> Erie PA', '', 'van, $600']).loadDetails.numberOfStops).toBe(
      2,
    );
  });

  it('reads a quoted message (> markers) like any other', () => {
    const doc = buildDoc('Ok.\n> PU: Waco, TX 11/24\n>> earlier text');
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Ok.',
      '',
      'PU: Waco, TX 11/24',
      '',
      'earlier text',
    ]);
  });
});

describe('companies', () => {
  it("never takes a company name's words for the commodity", () => {
    const data = parse([
      'Yuma, AZ to Tucson, AZ  van  $700',
      'Desert Lettuce Transport 928-555-0111',
    ]);
    expect(data.loadDetails.commodity).toBeNull();
    expect(data.callDetails.brokerCompany).toBe('Desert Lettuce Transport');
  });

  it('never takes the carrier block for the broker', () => {
    const data = parse([
      'Broker: Keystone Freight LLC   Phone: 717-555-0120',
      'Carrier: Open Road Carriers Inc   Phone: 610-555-0188',
      'Origin: York, PA   Destination: Akron, OH',
    ]);
    expect(data.callDetails.brokerPhone).toBe('+1-717-555-0120');
    expect(data.callDetails.brokerCompany).not.toBe('Open Road Carriers Inc');
  });
});

describe('rate confirmation letterheads', () => {
  it("never takes the broker's address for a stop or a market", () => {
    const data = parse([
      'RATE CONFIRMATION                     Lakeshore Freight LLC',
      '12 Market Sq, Toledo, OH 43604  |  Main 419-555-0170',
      'Shipper: Lima, OH   Pickup: 12/2/2026 08:00',
      'Consignee: Fort Wayne, IN   Delivery: 12/2/2026 14:00',
      'Linehaul: $500.00   Fuel: $60.00   Total Carrier Pay: $560.00',
    ]);
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Lima, OH', 'Fort Wayne, IN']);
    expect(data.loadDetails.marketRateRange).toBeNull();
    expect(data.loadDetails.brokerOfferedRate).toBe(560);
    expect(data.callDetails.brokerPhone).toBe('+1-419-555-0170');
  });
});

describe('stop columns side by side', () => {
  it('reads each column under its stop heading', () => {
    const data = parse([
      'Ship From            Ship To',
      'Dover, DE            Trenton, NJ',
      '12/01/2026           12/02/2026',
      '0600-1000            1500 APPT',
      '------------------------------',
      'Miles  118',
    ]);
    expect(data.loadDetails.stops).toMatchObject([
      { cityState: 'Dover, DE', appointmentDate: '2026-12-01', appointmentWindowStart: '06:00' },
      { cityState: 'Trenton, NJ', appointmentDate: '2026-12-02', appointmentTime: '15:00' },
    ]);
  });
});

describe('multi-load lists', () => {
  it('keeps the first load still on offer and the lines shared by all', () => {
    expect(
      firstOpenLoad([
        'All loads van, 40k',
        '1) Erie, PA -> Buffalo, NY $500 COVERED',
        '2) Erie, PA -> Albany, NY $1,100',
        '3) Erie, PA -> Boston, MA $1,400',
        'Call Pat 814-555-0150',
      ]),
    ).toEqual(['All loads van, 40k', '2) Erie, PA -> Albany, NY $1,100', 'Call Pat 814-555-0150']);
  });

  it('skips a load a later line says is gone', () => {
    const data = parse([
      '#1 Erie PA -> Buffalo NY, 95 mi, $500',
      '#2 Erie PA -> Albany NY, 300 mi, $1,100',
      '#1 is gone',
    ]);
    expect(data.loadDetails.brokerOfferedRate).toBe(1100);
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Erie, PA', 'Albany, NY']);
  });
});

describe('commodity as written', () => {
  it('takes the words after a weight up to a separator, a noun-phrase cell, a parenthesis', () => {
    expect(parse(['Ames IA to Peoria IL, 36k sorghum meal, van']).loadDetails.commodity).toBe(
      'sorghum meal',
    );
    expect(parse(['Van | 40,000 lbs | plastic pellets | $900']).loadDetails.commodity).toBe(
      'plastic pellets',
    );
    expect(parse(['Flatbed 45k Lumber (treated) 300 mi']).loadDetails.commodity).toBe(
      'Lumber (treated)',
    );
  });
});

describe('chat days', () => {
  it('reads a weekday from the date of the message that says it', () => {
    const data = parse([
      '[12/1/26, 7:14:02 AM] Kai Dunn: Regina SK to Winnipeg MB, pickup 12/2 0700, van, $1,400',
      '[12/1/26, 7:14:30 AM] Kai Dunn: delivers Thursday 0800',
    ]);
    expect(data.loadDetails.stops[1]).toMatchObject({
      appointmentDate: '2026-12-03',
      appointmentTime: '08:00',
    });
  });
});

describe('app cards', () => {
  it('gives the date lines under a lane to its stops in turn', () => {
    const data = parse([
      'Hauler App',
      '$900',
      'Tulsa, OK → Wichita, KS',
      'Mon, Nov 23 · 8:00 AM',
      'Tue, Nov 24 · 6:00 AM',
      '176 mi',
    ]);
    expect(
      data.loadDetails.stops.map((s) => [s.cityState, s.appointmentDate, s.appointmentTime]),
    ).toEqual([
      ['Tulsa, OK', '2026-11-23', '08:00'],
      ['Wichita, KS', '2026-11-24', '06:00'],
    ]);
    expect(data.callDetails.brokerName).toBeNull();
  });
});

describe('shapes', () => {
  it('reads the total beside a linehaul as the offered rate', () => {
    expect(parse(['Linehaul $900  All-in $1,020']).loadDetails.brokerOfferedRate).toBe(1020);
    expect(parse(['$700 linehaul + $60 fuel = $760 total']).loadDetails.brokerOfferedRate).toBe(
      760,
    );
    expect(parse(['Base $1,000 + Fuel $120']).loadDetails.brokerOfferedRate).toBe(1120);
    expect(parse(['TOTAL CARRIER PAY    $2,040.00']).loadDetails.brokerOfferedRate).toBe(2040);
  });

  it('reads board equipment codes', () => {
    expect(parse(['Equip: FLATBD']).loadDetails.equipmentType).toBe('flatbed');
    expect(parse(['Truck: R-V']).loadDetails.equipmentType).toBe('reefer');
    expect(parse(['RFR @ 34, 40k']).loadDetails.equipmentType).toBe('reefer');
  });

  it("reads an app card's 'N mi away' as the deadhead, and a city is never a name", () => {
    const data = parse([
      'Hauler App',
      '$700',
      'Green Bay, WI → Madison, WI',
      '136 mi · 14 mi away',
      'Green Bay',
    ]);
    expect(data.loadDetails.originDeadhead).toBe(14);
    expect(data.callDetails.brokerName).toBeNull();
  });

  it('reads a name closing a sentence before its number, and a dash-joined route', () => {
    const data = parse(['Tulsa OK-Dallas TX. van. 250mi. $800 all in. Rosa 918-555-0131']);
    expect(data.callDetails.brokerName).toBe('Rosa');
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Tulsa, OK', 'Dallas, TX']);
    expect(
      parse(['Tulsa OK to Dallas TX $800', 'txt 918-555-0131']).callDetails.brokerName,
    ).toBeNull();
  });

  it('reads a load id in a board row', () => {
    const data = parse([
      '11/24  Ames, IA  31  Peoria, IL  Van  304  $1,150  Corn Row Freight  CR44190',
    ]);
    expect(data.loadDetails.referenceNumber).toBe('CR44190');
  });

  it('reads deadhead in parentheses', () => {
    expect(parse(['Mesa, AZ (14) -> Yuma, AZ']).loadDetails.originDeadhead).toBe(14);
    expect(parse(['Mesa, AZ -> Yuma, AZ, 180 mi (9 DH)']).loadDetails.originDeadhead).toBe(9);
  });

  it('reads an extension in the next cell or before the number', () => {
    expect(parse(['Rio Freight • 956-555-0131 • Ext. 8']).callDetails.brokerExtension).toBe('8');
    expect(parse(['Rio Freight | Ext 8 | 956-555-0131']).callDetails.brokerExtension).toBe('8');
  });

  it("reads capital windows, 'st. louis, mo' and Canadian provinces", () => {
    const data = parse(['TO: st. louis, mo', 'FROM: London, ON', 'pu 12/2 7A-11A']);
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['London, ON', 'St. Louis, MO']);
    expect(data.loadDetails.stops[0]).toMatchObject({
      appointmentType: 'FCFS',
      appointmentWindowStart: '07:00',
      appointmentWindowEnd: '11:00',
    });
  });

  it('joins a place or a number that a PDF broke over two lines', () => {
    const doc = buildDoc('Consignee: Sioux City,\nIA\nPhone (712) 555-\n0190');
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Consignee: Sioux City, IA',
      'Phone (712) 555-0190',
    ]);
  });
});

describe('confidence per field', () => {
  it('trusts labelled values and flags guesses', () => {
    const labelled = parseTextDetailed(
      ['Origin: Fargo, ND', 'Destination: Duluth, MN', 'Miles: 250', 'Rate: $900'].join('\n'),
      { now: NOW },
    );
    expect(labelled.confidence).toMatchObject({
      'stops[0].cityState': 0.9,
      totalDistance: 0.9,
      brokerOfferedRate: 0.9,
    });
    expect(labelled.lowConfidence).toEqual([]);
    // A title line for the company and the largest dollar amount for the rate: guesses.
    const guessed = parseTextDetailed('Convoy\nFargo ND to Duluth MN. 250 mi. $900 or $950', {
      now: NOW,
    });
    expect(guessed.confidence.totalDistance).toBe(0.7);
    expect(guessed.lowConfidence).toEqual(
      expect.arrayContaining(['brokerCompany', 'brokerOfferedRate', 'ratePerMile']),
    );
  });
});
