import { describe, expect, it } from 'vitest';
import { findLocations } from './fields/locations';
import { brief } from './fields/test-helpers';
import { checkLoadText } from './input-checks';
import { parseText } from './parse-text';
import { splitSingleSpaced } from './table-rows';

/**
 * Issue 18, fourth round on the wild corpus (the spent third held-out split moved into dev):
 * general behaviours of spreadsheet pastes, automatic load mails and corrections, each shown on
 * made-up postings (not corpus text). Faxes, team chats and truck posts have their own files
 * (fax.test.ts, channel.test.ts, truck-posts.test.ts); OCR letters in numbers are in
 * fields/numbers.test.ts.
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(checkLoadText(text), { now: NOW });
const load = (text: string) => parse(text).loadDetails;
const stops = (text: string) => load(text).stops.map(brief);

describe('spreadsheet pastes', () => {
  it('reads an error value as no value and a filter button as no part of a name', () => {
    const l = load(
      [
        'Load ▼\tOrigin ▼\tDest ▼\tMiles ▼\tRate ▼\tDH ▼\tRPM ▼',
        'AB-12\tMacon, GA\tTampa, FL\t390\t$1,050\t#N/A\t#DIV/0!',
      ].join('\n'),
    );
    expect(l.totalDistance).toBe(390);
    expect(l.originDeadhead).toBeNull();
    expect(l.referenceNumber).toBe('AB-12');
  });

  it('skips a row marked booked in a Booked? column, and no value of it fills a blank below', () => {
    const l = load(
      [
        'Booked?\tLoad\tOrigin\tDest\tMiles\tRate\tDH',
        'TRUE\tAB-1\tMacon, GA\tTampa, FL\t390\t$1,050\t20',
        'FALSE\tAB-2\tMacon, GA\tOcala, FL\t310\t$900\t#N/A',
      ].join('\n'),
    );
    expect(l.referenceNumber).toBe('AB-2');
    expect(l.brokerOfferedRate).toBe(900);
    expect(l.originDeadhead).toBeNull();
  });

  it('reads no value from a totals row', () => {
    const text = [
      'Load\tOrigin\tDest\tMiles\tRate',
      'AB-3\tMacon, GA\tTampa, FL\t390\t',
      '\t\tTOTAL\t390\t$0.00',
    ].join('\n');
    expect(load(text).brokerOfferedRate).toBeNull();
  });

  it('puts a group row over its columns and keeps a first row that starts with empty cells', () => {
    const text = [
      '\t\tPICKUP\t\t\t\tDELIVERY\t\t\t\t\t',
      'Load\t\tCity\tST\tDate\tWindow\tCity\tST\tDate\tWindow\tMi\tRate',
      'AB-4\t\tMacon\tGA\t11/30\t0600-0900\tTampa\tFL\t12/01\t1300\t390\t$1,050',
    ].join('\n');
    expect(stops(text)).toEqual([
      'Macon, GA PICKUP FCFS 2026-11-30 06:00-09:00',
      'Tampa, FL DELIVERY APPT 2026-12-01 13:00',
    ]);
  });

  it('continues a column under a blank header cell, and an extension column goes with the number', () => {
    const csv = [
      '"Load","Pickup","","","Drop","","","Contact","","Ext"',
      '"AB-5","Macon, GA","11/24/2026","08:00","Tampa, FL","11/25/2026","07:00","Ann Lee","478-555-0133","42"',
    ].join('\n');
    expect(stops(csv)).toEqual([
      'Macon, GA PICKUP APPT 2026-11-24 08:00',
      'Tampa, FL DELIVERY APPT 2026-11-25 07:00',
    ]);
    expect(parse(csv).callDetails).toMatchObject({
      brokerPhone: '+1-478-555-0133',
      brokerExtension: '42',
    });
  });

  it("does not take the date a row was posted for the pickup's", () => {
    const text = [
      'Date Posted\tFrom\tTo\tPU Date\tRate',
      '11/19\tMacon, GA\tTampa, FL\t11/24\t$1,050',
    ].join('\n');
    expect(stops(text)[0]).toBe('Macon, GA PICKUP APPT 2026-11-24 ');
  });
});

describe('automatic load mails', () => {
  it("reads a stop table's Early and Late columns as a window, or one time when equal", () => {
    const text = [
      'Stop\tType\tCity\tState\tZip\tDate\tEarly\tLate',
      '1\tPU\tMACON\tGA\t31201\t11/23/2026\t0600\t1000',
      '2\tDEL\tTAMPA\tFL\t33601\t11/24/2026\t1400\t1400',
    ].join('\n');
    expect(stops(text)).toEqual([
      'Macon, GA PICKUP FCFS 2026-11-23 06:00-10:00',
      'Tampa, FL DELIVERY APPT 2026-11-24 14:00',
    ]);
  });

  it('reads a window whose ends are equal as one time', () => {
    expect(stops('Origin: Macon, GA  11/23 08:00 - 08:00\nDest: Tampa, FL 11/24')[0]).toBe(
      'Macon, GA PICKUP APPT 2026-11-23 08:00',
    );
  });
});

describe('smaller', () => {
  it("reads 'FCFS till' between two times as a window", () => {
    expect(stops('Macon, GA to Tampa, FL\nPU 11/23 07:00 FCFS till 11:00')[0]).toBe(
      'Macon, GA PICKUP FCFS 2026-11-23 07:00-11:00',
    );
  });

  it("does not take 'load' before a date for a reference", () => {
    const l = load('Macon, GA -> Tampa, FL\nload 11/23 @ 09:00, deliver 11/24 by 14:00');
    expect(l.referenceNumber).toBeNull();
    expect(l.stops.map(brief)[0]).toBe('Macon, GA PICKUP APPT 2026-11-23 09:00');
  });

  it('takes a rate restated as a change over the first one, a total included', () => {
    expect(
      load('Macon, GA to Tampa, FL, $1,000 all in\nrate bumped to $1,150').brokerOfferedRate,
    ).toBe(1150);
    expect(
      load('rate now 1200 per Sam\nMacon, GA to Tampa, FL\nRate $1,000 flat').brokerOfferedRate,
    ).toBe(1200);
  });

  it("reads a total after a dotted leader ('TOTAL ...... $950.00')", () => {
    expect(
      load('Line Haul ...... $850.00\nFuel ...... $100.00\nTOTAL ...... $950.00').brokerOfferedRate,
    ).toBe(950);
  });

  it("never takes a company's last word and a state code for a place ('Acme Freight CO.')", () => {
    expect(findLocations('ACME FREIGHT CO. - Load Sheet')).toEqual([]);
    expect(findLocations('Sunrise Logistics, CO')).toEqual([]);
  });
});

describe('automatic load mails, more', () => {
  it('reads a label cell and its value cell as a labelled value', () => {
    const l = load(
      'Pickup | Macon, GA | 11/23 08:00\nDelivery | Tampa, FL | 11/24 07:00\nTotal Miles | 390\nOffer | $1,050 all in',
    );
    expect(l.totalDistance).toBe(390);
    expect(l.brokerOfferedRate).toBe(1050);
  });

  it('ends a stop table at a row without a stop role', () => {
    const text = [
      'Stop # | Type | Location | Appt',
      '1 | Pickup | Macon, GA | 11/23 08:00',
      '2 | Delivery | Tampa, FL | 11/24 07:00',
      'Total Miles | 390',
    ].join('\n');
    expect(stops(text)).toEqual([
      'Macon, GA PICKUP APPT 2026-11-23 08:00',
      'Tampa, FL DELIVERY APPT 2026-11-24 07:00',
    ]);
    expect(load(text).totalDistance).toBe(390);
  });

  it('fills the columns of a row in order when wide gaps no longer line up', () => {
    const text = [
      'LOAD#   ORIGIN              DEST                PU DATE  MILES  RATE',
      '7001    Macon GA            Tampa FL            11/23    390',
    ].join('\n');
    expect(load(text).totalDistance).toBe(390);
    expect(load(text).brokerOfferedRate).toBeNull();
  });

  it("gives a summary subject's date to no stop when the body has dates", () => {
    const text = 'Subject: Loads for Fri 11/20\n\nMacon, GA to Tampa, FL, pu 11/23, $1,050';
    expect(stops(text)[0]).toBe('Macon, GA PICKUP APPT 2026-11-23 ');
  });

  it("reads 'Total Charges', a deadhead from the posted truck, 'Questions:' as the contact", () => {
    const data = parse(
      [
        'Macon, GA -> Tampa, FL, pu 11/23',
        'Line Haul: $900.00',
        'Total Charges: $1,050.00',
        'Loaded miles: 390',
        '• Deadhead from your posted truck (Perry, GA): 30 mi',
        'Questions: Dana Cole, (478) 555-0144',
      ].join('\n'),
    );
    expect(data.loadDetails.brokerOfferedRate).toBe(1050);
    expect(data.loadDetails.originDeadhead).toBe(30);
    expect(data.loadDetails.stops).toHaveLength(2);
    expect(data.callDetails.brokerName).toBe('Dana Cole');
  });

  it('knows Cartage and Systems as company words, and a lane alert is no name', () => {
    expect(
      parse('Macon, GA to Tampa, FL $900\nPeach State Cartage').callDetails.brokerCompany,
    ).toBe('Peach State Cartage');
    expect(
      parse('Lane Alert from Peach Freight Systems\nMacon, GA to Tampa, FL $900').callDetails
        .brokerName,
    ).toBeNull();
  });
});

describe('who the broker is', () => {
  it('reads the cells after a contact label, and a name before an @ company', () => {
    expect(
      parse('Macon, GA to Tampa, FL $900\nPoster: Peach Freight Group | Ana Ruiz | 478-555-0101')
        .callDetails,
    ).toMatchObject({ brokerName: 'Ana Ruiz', brokerCompany: 'Peach Freight Group' });
    expect(
      parse('Macon, GA to Tampa, FL $900\nContact: Ravi @ Peach Freight Group 478-555-0102')
        .callDetails.brokerName,
    ).toBe('Ravi');
    expect(
      parse('Macon, GA to Tampa, FL $900\nContact your Peach rep: Ana Ruiz  (478) 555-0103')
        .callDetails.brokerName,
    ).toBe('Ana Ruiz');
  });

  it('takes a one-word name beside a company and a number, or in parentheses after the number', () => {
    expect(
      parse(
        'Macon, GA to Tampa, FL\n$900 all in\n11/23 pu\nPeach Freight Group - Odile - 478-555-0104',
      ).callDetails.brokerName,
    ).toBe('Odile');
    expect(
      parse('Macon, GA to Tampa, FL $900\nTel. 478-555-0105 (Chuy)').callDetails.brokerName,
    ).toBe('Chuy');
  });

  it('reads names with accents', () => {
    expect(
      parse('Macon, GA to Tampa, FL $900\ncall Iñaki Muñoz: 478-555-0106').callDetails.brokerName,
    ).toBe('Iñaki Muñoz');
  });
});

describe('negotiations', () => {
  it("takes the broker's last offer in a chronological thread, a per-mile one as the rate per mile", () => {
    const notes =
      'Macon, GA -> Tampa, FL, 400 mi\noffered 1,000 / I asked 1,200 / she came back 1,100';
    expect(load(notes).brokerOfferedRate).toBe(1100);
    const chat =
      'Macon, GA -> Tampa, FL, 400 mi, paying 2.50/mi\ncan you do 3.00?\nbest I can do is 2.75';
    expect(load(chat).ratePerMile).toBe(2.75);
    expect(load(chat).brokerOfferedRate).toBe(1100);
    expect(load('Macon, GA -> Tampa, FL $1,000\n1,050 is the best I have').brokerOfferedRate).toBe(
      1050,
    );
  });

  it('leaves an e-mail thread (newest first) to its first offer', () => {
    const thread = [
      'We can do $1,200 total.',
      '',
      'From: Ana Ruiz <ana@peach.example>',
      'Sent: Friday, November 20, 2026 9:00 AM',
      'Best I can do is $1,100.',
      'Macon, GA to Tampa, FL',
    ].join('\n');
    expect(load(thread).brokerOfferedRate).toBe(1200);
  });

  it("keeps a chat's messages after a quoted line ('> …')", () => {
    const chat = [
      '[11/20 8:00 AM] Ana Ruiz',
      'Macon, GA -> Tampa, FL, 400 mi, $1,000',
      '[11/20 8:05 AM] Dispatch',
      '> $1,000',
      'can you do 1,200?',
      '[11/20 8:07 AM] Ana Ruiz',
      'best I can do is 1,100',
    ].join('\n');
    expect(load(chat).brokerOfferedRate).toBe(1100);
  });
});

describe('stops named one a line', () => {
  it("gives bare date and time lines under 'Origin' and 'Dest' lines to the pickup", () => {
    expect(stops('Origin: Macon, GA\nDest: Tampa, FL\nDate: 12/1\nTime: 6A-2P')).toEqual([
      'Macon, GA PICKUP FCFS 2026-12-01 06:00-14:00',
      'Tampa, FL DELIVERY APPT  ',
    ]);
    expect(stops('TO: TAMPA, FL\nFROM: MACON, GA\nDATE: 12/1   TIME: 8A-12P')[0]).toBe(
      'Macon, GA PICKUP FCFS 2026-12-01 08:00-12:00',
    );
  });

  it('still gives a stop its own lines when each stop has them', () => {
    expect(stops('Origin: Macon, GA\nDate: 12/1\nDest: Tampa, FL\nDate: 12/2')).toEqual([
      'Macon, GA PICKUP APPT 2026-12-01 ',
      'Tampa, FL DELIVERY APPT 2026-12-02 ',
    ]);
  });
});

describe('board rows and tables, more', () => {
  it('reads a signature line under a table, not as another row', () => {
    const data = parse(
      [
        'ORIGIN              DESTINATION         PICKUP',
        'Macon, GA           Tampa, FL           11/27 7A-11A',
        'EQUIP    WEIGHT    MILES    RATE',
        'V        39,000    390      $1,050',
        'Peach Freight Group  •  478-555-0107  •  Ext. 12',
      ].join('\n'),
    );
    expect(data.callDetails).toMatchObject({
      brokerPhone: '+1-478-555-0107',
      brokerExtension: '12',
    });
  });

  it("reads a board row apart by wide gaps with a bullet before its extension ('• Ext. 30')", () => {
    const l = load(
      "11/23  Macon, GA  25  Tampa, FL  53' Van  FTL  390  29,800 lbs  48  $1,050  Peach Freight Group  478-555-0108 • Ext. 30",
    );
    expect(l.totalDistance).toBe(390);
    expect(l.originDeadhead).toBe(25);
  });
});

describe('company names, more', () => {
  it('drops a desk of the company from its name', () => {
    expect(
      parse(
        'Macon, GA to Tampa, FL $900\nContact: Peach Freight Partners Carrier Desk 478-555-0109',
      ).callDetails.brokerCompany,
    ).toBe('Peach Freight Partners');
  });

  it('takes the full name a company is written out with elsewhere', () => {
    const data = parse(
      'FROM: PEACH STATE BROKERAGE  TO: 18005550100  NOV-19-2026 16:42  P.001\nPEACH STATE BROKERAGE, LLC\nMacon, GA to Tampa, FL $900',
    );
    expect(data.callDetails.brokerCompany).toBe('PEACH STATE BROKERAGE, LLC');
  });

  it("reads a subject's cells after the subject as the subject's", () => {
    const text =
      'From: Loads <loads@peach.example>\nSubject: Spot Load #PF-1 | 2 Stops | Van\n\nMacon, GA -> Tampa, FL, 11/23, $1,050';
    expect(load(text).equipmentType).toBe('dry_van');
  });
});

describe('Spanish lists', () => {
  it("skips a load marked 'ya se cubrió'", () => {
    const l = load(
      [
        'CARGAS HOY – Fletes Sierra Madre',
        '1) Laredo, TX → Austin, TX — caja seca — $700 — YA SE CUBRIÓ ❌',
        '2) Laredo, TX → Waco, TX — caja seca, 40k, 300 mi, $1,100, carga mañana 8am',
      ].join('\n'),
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Laredo, TX', 'Waco, TX']);
    expect(l.brokerOfferedRate).toBe(1100);
  });
});

describe('requirements, more', () => {
  it("reads 'need tracking' and 'team preferred' as requirements", () => {
    expect(
      load('Macon, GA to Tampa, FL\nrate is $1,050 flat, need tracking').specialInstructions,
    ).toBe('need tracking');
    expect(load('Macon, GA to Tampa, FL $1,050\nTeam preferred').specialInstructions).toBe(
      'Team preferred',
    );
  });
});

describe('screenshots read back', () => {
  it("joins a chat message wrapped onto the next line ('…: PU 11/23' / '0900-1300, DEL …')", () => {
    const chat = [
      '11/20/26, 06:12 - Ana Ruiz: Macon, GA -> Tampa, FL dry van',
      '11/20/26, 06:12 - Ana Ruiz: PU 11/23',
      '0900-1300, DEL 11/24 0800',
      '11/20/26, 06:13 - Ana Ruiz: 390mi, $1,050',
    ].join('\n');
    expect(stops(chat)).toEqual([
      'Macon, GA PICKUP FCFS 2026-11-23 09:00-13:00',
      'Tampa, FL DELIVERY APPT 2026-11-24 08:00',
    ]);
  });

  it("drops equipment codes a board row's cells ran into a company name", () => {
    expect(
      parse('Macon, GA  Tampa, FL  11/23  390  $1,050  Van F Peach Freight Group').callDetails
        .brokerCompany,
    ).toBe('Peach Freight Group');
  });
});

describe("a screen's title", () => {
  it("takes the app's name under a screen's own title ('Load Details' / 'Haulzy')", () => {
    expect(
      parse('Load Details\n\nHaulzy\n$1,050\nMacon, GA -> Tampa, FL\n390 mi').callDetails
        .brokerCompany,
    ).toBe('Haulzy');
  });
});

describe('board rows read back from a screenshot', () => {
  it('splits a row whose gaps OCR read as single spaces into its cells', () => {
    expect(
      splitSingleSpaced(
        'Om $1,950 640 Macon, GA (24) Tampa, FL Nov 24 DV Full Peach Freight Group (478) 555-0110 53 ft 21,000 lbs 82 / 42',
      ),
    ).toEqual([
      '$1,950',
      '640',
      'Macon, GA',
      '(24)',
      'Tampa, FL',
      'Nov 24',
      'DV',
      'Full',
      'Peach Freight Group',
      '(478) 555-0110',
      '53 ft',
      '21,000 lbs',
      '82 / 42',
    ]);
    expect(splitSingleSpaced('Macon, GA to Tampa, FL, $1,950, 640 mi, pu Nov 24')).toBeNull();
  });

  it('reads the row as a board row', () => {
    const data = parse(
      'Om $1,950 640 Macon, GA (24) Tampa, FL Nov 24 DV Full Peach Freight Group (478) 555-0110 53 ft 21,000 lbs',
    );
    expect(data.loadDetails).toMatchObject({
      totalDistance: 640,
      originDeadhead: 24,
      brokerOfferedRate: 1950,
      weight: 21000,
    });
    expect(data.callDetails).toMatchObject({
      brokerName: null,
      brokerCompany: 'Peach Freight Group',
    });
  });
});
