import { describe, expect, it } from 'vitest';
import { checkLoadText } from './input-checks';
import { parseText } from './parse-text';
import { readX12 } from './x12';

/**
 * Issue 18, sixth round on the wild corpus (the spent fifth held-out split moved into dev):
 * general readings of EDI tenders pasted as text, tender reports, relative dates, forwarders' mails,
 * blasts of several lanes and bid boards, each shown on made-up postings (not corpus text).
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(checkLoadText(text), { now: NOW });
const load = (text: string) => parse(text).loadDetails;
const call = (text: string) => parse(text).callDetails;

/** A made-up X12 204: a van load, one pickup with a window and one delivery appointment. */
const TENDER = [
  'ST*204*0007~',
  'B2**ABCD**TX-40021**PP~',
  'B2A*00*LT~',
  'NTE*LOI*NO DOUBLE STACKING~',
  'N1*BT*LAKESHORE FREIGHT GROUP*93*LKFG~',
  'G61*IC*PAT MORENO*TE*6165550142*EX*31~',
  'N7**0*********TF****5300~',
  'S5*1*CL*39000*L~',
  'G62*37*20261124*I*0600~',
  'G62*38*20261124*K*1000~',
  'N1*SH*WEST MICHIGAN PLASTICS~',
  'N3*200 INDUSTRIAL AVE~',
  'N4*GRAND RAPIDS*MI*49548*US~',
  'L5*1*PLASTIC TOTES~',
  'S5*2*CU*39000*L~',
  'G62*70*20261125*X*1400~',
  'N1*CN*LAKE STATES RETAIL DC~',
  'N4*COLUMBUS*OH*43228*US~',
  'L3*39000*G***1150.00~',
  'SE*17*0007~',
];

describe('EDI tenders pasted as text (X12 204)', () => {
  it('reads the segments one per line: stops, window and appointment, goods, weight, total', () => {
    const d = parse(TENDER.join('\n'));
    const l = d.loadDetails;
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Grand Rapids, MI', 'PICKUP'],
      ['Columbus, OH', 'DELIVERY'],
    ]);
    expect(l.stops[0]).toMatchObject({
      appointmentType: 'FCFS',
      appointmentDate: '2026-11-24',
      appointmentWindowStart: '06:00',
      appointmentWindowEnd: '10:00',
    });
    expect(l.stops[1]).toMatchObject({
      appointmentType: 'APPT',
      appointmentDate: '2026-11-25',
      appointmentTime: '14:00',
    });
    expect(l.brokerOfferedRate).toBe(1150);
    expect(l.weight).toBe(39000);
    expect(l.commodity).toBe('PLASTIC TOTES');
    expect(l.equipmentType).toBe('dry_van');
    expect(l.referenceNumber).toBe('TX-40021');
    expect(l.specialInstructions).toBe('NO DOUBLE STACKING');
    expect(d.callDetails.brokerCompany).toBe('LAKESHORE FREIGHT GROUP');
    expect(d.callDetails.brokerPhone).toBe('+1-616-555-0142');
    expect(d.callDetails.brokerExtension).toBe('31');
  });

  it('reads the same tender run together in one line after a note, with its envelope', () => {
    const blob = [
      'ISA*00*          *00*          *ZZ*ABCD           *ZZ*WXYZ           *261120*0900*U*00401*000000001*0*P*>',
      'GS*SM*ABCD*WXYZ*20261120*0900*1*X*004010',
      ...TENDER.map((s) => s.replace(/~$/, '')),
      'GE*1*1',
      'IEA*1*000000001',
    ].join('~');
    const d = parse(`Fwd: can you cover this? raw tender below\n\n${blob}~`);
    expect(d.loadDetails.stops.map((s) => s.cityState)).toEqual([
      'Grand Rapids, MI',
      'Columbus, OH',
    ]);
    expect(d.loadDetails.brokerOfferedRate).toBe(1150);
    expect(d.loadDetails.stops[1]!.appointmentTime).toBe('14:00');
  });

  it('takes the stop role from the stop reason code: PU is a part unload, not a pickup', () => {
    const d = load(
      [
        'B2**ABCD**77120**PP~',
        'S5*1*LD*20000*L~',
        'G62*69*20261123*U*0700~',
        'N4*DAYTON*OH*45414~',
        'S5*2*PU*8000*L~',
        'G62*70*20261123*X*1300~',
        'N4*FORT WAYNE*IN*46808~',
        'S5*3*CU*12000*L~',
        'G62*70*20261124*X*0800~',
        'N4*TOLEDO*OH*43612~',
      ].join('\n'),
    );
    expect(d.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Dayton, OH', 'PICKUP'],
      ['Fort Wayne, IN', 'DELIVERY'],
      ['Toledo, OH', 'DELIVERY'],
    ]);
    // No L3: the weight loaded at the pickups.
    expect(d.weight).toBe(20000);
  });

  it('leaves text that only looks like a segment alone', () => {
    const text = 'Dallas, TX to Tulsa, OK\nRate*: $900 (*firm)\nN4*? no';
    expect(readX12(text)).toBe(text);
    expect(readX12('Van 53 ft, ~500 mi, ST*no')).toBe('Van 53 ft, ~500 mi, ST*no');
  });

  it('never reads a must-respond-by date as an appointment', () => {
    const d = load(
      [
        'B2**ABCD**55001**PP~',
        'G62*64*20261120*1*1200~',
        'S5*1*CL~',
        'N4*BOISE*ID*83716~',
        'S5*2*CU~',
        'G62*70*20261123*X*0900~',
        'N4*SPOKANE*WA*99216~',
      ].join('\n'),
    );
    expect(d.stops[0]!.appointmentDate).toBeNull();
    expect(d.stops[1]!.appointmentDate).toBe('2026-11-23');
  });
});

describe('who the broker is', () => {
  it('reads a name written in capitals under a contact label, kept as written', () => {
    expect(call(TENDER.join('\n')).brokerName).toBe('PAT MORENO');
    const name = (contact: string) =>
      call(`Erie, PA to Albany, NY\nVan, 380 mi, $900\nContact: ${contact}`).brokerName;
    expect(name("RORY O'SHEA   (814) 555-0101 x 12")).toBe("RORY O'SHEA");
    expect(name('J. WATTS / 814-555-0101')).toBe('J. WATTS');
  });

  it('takes no desk, company or place in capitals for a name', () => {
    const name = (contact: string) =>
      call(`Erie, PA to Fort Wayne, IN\nVan, 380 mi, $900\nContact: ${contact}`).brokerName;
    expect(name('CARRIER DESK  814-555-0101')).toBeNull();
    expect(name('LAKEVIEW FREIGHT  814-555-0101')).toBeNull();
    // A city the paste names as a stop.
    expect(name('FORT WAYNE  814-555-0101')).toBeNull();
  });

  it('reads no capitals name from a stop table’s Name column', () => {
    const d = parse(
      [
        'Contact: DEE HARLAN 814-555-0101',
        'Stop  Type  Name / City                        Date       Time',
        '1     CL    LAKE ERIE PAPER / ERIE, PA         20261123   0800',
        '2     CU    HUDSON FOODS DC / ALBANY, NY       20261124   1300',
      ].join('\n'),
    );
    expect(d.callDetails.brokerName).toBe('DEE HARLAN');
  });
});

describe('tender reports and printouts', () => {
  it('reads a stop table whose type column holds stop codes, dates written 20261123', () => {
    const l = load(
      [
        'Shipment: 44120   Total 1,200.00',
        'Stop  Type  Name / City                        Date       Time',
        '1     CL    LAKE ERIE PAPER / ERIE, PA         20261123   0700-1100',
        '2     CU    HUDSON FOODS DC / ALBANY, NY       20261124   1300',
      ].join('\n'),
    );
    expect(l.stops.map((s) => [s.cityState, s.stopType, s.appointmentDate])).toEqual([
      ['Erie, PA', 'PICKUP', '2026-11-23'],
      ['Albany, NY', 'DELIVERY', '2026-11-24'],
    ]);
    expect(l.stops[0]).toMatchObject({
      appointmentType: 'FCFS',
      appointmentWindowStart: '07:00',
      appointmentWindowEnd: '11:00',
    });
    expect(l.stops[1]).toMatchObject({ appointmentType: 'APPT', appointmentTime: '13:00' });
  });

  it('reads stop-offs as deliveries and Early / Late cells of one day as a window', () => {
    const l = load(
      [
        'SEQ TYPE  LOCATION                 EARLY             LATE',
        ' 1  PU    ERIE, PA 16501           11/23/26 07:00    11/23/26 11:00',
        ' 2  SO    SYRACUSE, NY 13206       11/23/26 15:00    11/23/26 15:00',
        ' 3  SO    ALBANY, NY 12205         11/24/26 06:00    11/24/26 06:00',
      ].join('\n'),
    );
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Erie, PA', 'PICKUP'],
      ['Syracuse, NY', 'DELIVERY'],
      ['Albany, NY', 'DELIVERY'],
    ]);
    expect(l.stops[0]).toMatchObject({
      appointmentType: 'FCFS',
      appointmentWindowStart: '07:00',
      appointmentWindowEnd: '11:00',
    });
    expect(l.stops[1]).toMatchObject({ appointmentType: 'APPT', appointmentTime: '15:00' });
  });

  it('splits no header name that does not stand over its own column', () => {
    const l = load(
      [
        'LOAD#   ORIGIN          DEST            PU DATE  EQUIP  RATE',
        '40211   Erie PA         Albany NY       11/23    V      $1,150   ** COVERED **',
        '40212   Utica NY        Boston MA       11/24    V      $1,050',
      ].join('\n'),
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Utica, NY', 'Boston, MA']);
    expect(l.brokerOfferedRate).toBe(1050);
  });

  it('reads a stop code in parentheses after a role word as that word’s code', () => {
    const l = load(
      [
        'STOP 1  LOAD (CL)     ERIE, PA 16501',
        '        Sched: 11/23/2026  05:00 - 07:00',
        'STOP 2  UNLOAD (PU)   SYRACUSE, NY 13206',
        '        Sched: 11/24/2026  06:00',
        'STOP 3  UNLOAD (CU)   ALBANY, NY 12205',
        '        Sched: 11/24/2026  14:00',
      ].join('\n'),
    );
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Erie, PA', 'PICKUP'],
      ['Syracuse, NY', 'DELIVERY'],
      ['Albany, NY', 'DELIVERY'],
    ]);
    expect(l.stops[0]!.appointmentWindowStart).toBe('05:00');
  });

  it('reads 20261123 as a day only in a year next to now', () => {
    expect(load('Erie, PA to Albany, NY\nPickup 20261123 0800').stops[0]!.appointmentDate).toBe(
      '2026-11-23',
    );
    expect(load('Erie, PA to Albany, NY\nPO 20991123').stops[0]!.appointmentDate).toBeNull();
  });
});

describe('blasts offering several lanes in running prose', () => {
  const BLAST = [
    'Subject: Capacity needed next week',
    '',
    'UPDATE 9:15 - the Erie load is covered, thanks all.',
    '',
    'Hi partners, we need help next week. First we have a load out of Erie, PA going to Albany, NY on Monday 11/23 that picks up between 7 and 3 and delivers the next morning; it is 38k of paper rolls and we pay $950. We also need a truck Tuesday out of Toledo, OH to Dayton, OH (auto parts, 30k, $600), and one Akron, OH to Buffalo, NY on Wednesday at 09:00 for $800.',
    '',
    'All loads are 53 ft dry vans.',
    'Dana Kline | Lakeview Freight Group | 814-555-0101',
  ];

  it('reads the first lane still on offer, with the words said of it and of every lane', () => {
    const l = load(BLAST.join('\n'));
    // The Erie lane is covered (said by its city): the Toledo lane is the load.
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Toledo, OH', 'PICKUP'],
      ['Dayton, OH', 'DELIVERY'],
    ]);
    expect(l.brokerOfferedRate).toBe(600);
    expect(l.weight).toBe(30000);
    expect(l.equipmentType).toBe('dry_van');
  });

  it('reads the first lane with its clause after a semicolon, the delivery the next morning', () => {
    const l = load(BLAST.filter((line) => !line.startsWith('UPDATE')).join('\n'));
    expect(l.stops.map((s) => s.cityState)).toEqual(['Erie, PA', 'Albany, NY']);
    expect(l.stops[0]).toMatchObject({
      appointmentDate: '2026-11-23',
      appointmentWindowStart: '07:00',
      appointmentWindowEnd: '15:00',
    });
    expect(l.stops[1]!.appointmentDate).toBe('2026-11-24');
    expect(l.brokerOfferedRate).toBe(950);
    expect(l.weight).toBe(38000);
  });

  it('keeps two stops of one load named in one sentence', () => {
    const l = load(
      'Hi, we have navels out of Visalia CA going to Boise ID. load monday 11/23 in Visalia CA, 2nd pick in Dinuba CA same day, deliver Wed. 40k, paying 2600.',
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Visalia, CA', 'Dinuba, CA', 'Boise, ID']);
  });

  it('gives a day said before a lane written destination first to its origin', () => {
    const l = load(
      'monday we have a load going to Albany NY from Erie PA, picks up at 1pm, 38k lbs of paper, paying 1400. tuesday theres 2 loads to Boston MA from Utica NY (each 35k, 1650).',
    );
    expect(l.stops.map((s) => [s.cityState, s.appointmentDate])).toEqual([
      ['Erie, PA', '2026-11-23'],
      ['Albany, NY', null],
    ]);
    expect(l.brokerOfferedRate).toBe(1400);
  });

  it('reads what a lane is running as the market, a job title as no company, a greeting as no day', () => {
    const d = parse(
      [
        'Happy Friday! DAT says the Erie to Albany lane is running $1,000-$1,200 this week; we pay $1,150 for ours (Erie, PA to Albany, NY, 290 mi).',
        'Dana Kline',
        'Transportation Manager, Lakeview Home Stores, Inc.',
        '814-555-0101',
      ].join('\n'),
    );
    expect(d.loadDetails.marketRateRange).toEqual({ min: 1000, max: 1200 });
    expect(d.loadDetails.brokerOfferedRate).toBe(1150);
    expect(d.loadDetails.stops.every((s) => s.appointmentDate === null)).toBe(true);
    expect(d.callDetails.brokerCompany).toBe('Lakeview Home Stores, Inc.');
    // A reefer running at a set point is no market.
    expect(load('Erie, PA to Albany, NY, reefer running at minus 10, $1,150').marketRateRange).toBe(
      null,
    );
  });
});

describe('relative dates', () => {
  it('counts tomorrow and weekdays in an e-mail from the day its Sent: line names', () => {
    const l = load(
      [
        'From: Dana Kline <dana@lakeview.example>',
        'Sent: Thursday, November 19, 2026 4:48 PM',
        'Subject: load for tomorrow',
        '',
        'Reefer picks up tomorrow in Erie, PA at 2 PM and delivers Saturday in Albany, NY. $1,100.',
      ].join('\n'),
    );
    expect(l.stops.map((s) => s.appointmentDate)).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('counts tmrw in a text thread from the day of the stamp over it', () => {
    const l = load(
      [
        'Thu, Nov 19 · 7:42 PM',
        '(814) 555-0101: got one for tmrw. Erie PA to Albany NY, loads tmrw 1pm, delivers Sat 8am, 290 mi',
        'Me: weight?',
        'Thu, Nov 19 · 7:51 PM',
        '(814) 555-0101: 41,200 lbs',
      ].join('\n'),
    );
    expect(l.stops.map((s) => [s.appointmentDate, s.appointmentTime])).toEqual([
      ['2026-11-20', '13:00'],
      ['2026-11-21', '08:00'],
    ]);
    expect(l.weight).toBe(41200);
  });

  it('reads the freight calendar’s holidays, and a weekday or the day after one', () => {
    const dates = (text: string) =>
      load(`Erie, PA to Albany, NY\n${text}\n$900`).stops.map((s) => s.appointmentDate);
    expect(dates('picks up Black Friday, delivers Monday')).toEqual(['2026-11-27', '2026-11-30']);
    expect(dates('loads the Monday after Thanksgiving')[0]).toBe('2026-11-30');
    expect(dates('loads the day after Christmas')[0]).toBe('2026-12-26');
    expect(dates("pick up New Year's Eve")[0]).toBe('2026-12-31');
    // A greeting, a week or a kind of goods is no day.
    expect(dates('Happy Thanksgiving! Thanksgiving week rates, christmas tree load')).toEqual([
      null,
      null,
    ]);
  });

  it('reads the day after tmrw, and a bare 2200 after a weekday', () => {
    const l = load('PU Erie PA day after tmrw (Sun) 2200\nDEL Albany NY Mon 0800 appt\n$850');
    expect(l.stops[0]).toMatchObject({ appointmentDate: '2026-11-22', appointmentTime: '22:00' });
    expect(l.stops[1]).toMatchObject({ appointmentDate: '2026-11-23', appointmentTime: '08:00' });
  });

  it('takes no appointment from a note of the call, and the name it was with', () => {
    const d = parse(
      'call w/ Amber @ Keystone Freight 9:15a\n- PU Erie PA tmrw\n- DEL Albany NY\n$850',
    );
    expect(d.loadDetails.stops[0]!.appointmentTime).toBeNull();
    expect(d.callDetails.brokerName).toBe('Amber');
  });

  it('gives facts before "at the shipper" to the pickup', () => {
    const l = load(
      'We have a load from Erie, PA to Albany, NY on Monday 11/23, FCFS 8-4 at the shipper, delivering Tuesday with a 10:00 appointment. $900.',
    );
    expect(l.stops[0]).toMatchObject({
      appointmentType: 'FCFS',
      appointmentWindowStart: '08:00',
      appointmentWindowEnd: '16:00',
    });
    expect(l.stops[1]).toMatchObject({ appointmentDate: '2026-11-24', appointmentTime: '10:00' });
  });
});

describe('forwarders’ mails', () => {
  it('reads tonnes written t or MT, and keeps pounds written beside kilograms', () => {
    expect(load('Savannah, GA to Atlanta, GA\nGoods: tiles, gross weight 21.5 t').weight).toBe(
      47399,
    );
    expect(load('Miami, FL to Orlando, FL\ncoffee beans, 19 MT, 20 pallets').weight).toBe(41888);
    expect(load('Wichita, KS to Houston, TX\nCargo: 9,980 kg / 22,002 lbs').weight).toBe(22002);
    // Not a load's tonnes: more than a truck carries.
    expect(load('Erie, PA to Albany, NY\n45 t').weight).toBeNull();
  });

  it('reads a weight under a shipment label', () => {
    expect(
      load('Shipment: 18 crates machine parts, 22,002 lbs\nPick up: Erie, PA\nDeliver: Albany, NY')
        .weight,
    ).toBe(22002);
  });

  it('takes a house bill, master air waybill or booking number as the reference', () => {
    const ref = (text: string) => load(`Erie, PA to Albany, NY\n${text}`).referenceNumber;
    expect(ref('Ref: HBL SZX26110448')).toBe('SZX26110448');
    expect(ref('Recovery ORD - MAWB 176-44820915 - 6,200 kg')).toBe('176-44820915');
    expect(ref('Export booking HLCUHOU2611207 - cutoff 27/11')).toBe('HLCUHOU2611207');
  });

  it('reads day-first dates with a year, dotted dates, and a day before a time', () => {
    const dates = (text: string) => load(text).stops.map((s) => s.appointmentDate);
    expect(dates('Pick up: Erie, PA, 24/11/2026, 06:00\nDeliver: Albany, NY, 25/11/2026')).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(dates('Pick-up Erie, PA 24.11.2026 10:00\nDelivery Albany, NY 25.11.2026')).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(
      load('Erie, PA to Albany, NY\nDelivery appointment 25 Nov 09:00').stops[1],
    ).toMatchObject({ appointmentDate: '2026-11-25', appointmentTime: '09:00' });
    // '24/7' is round the clock.
    expect(dates('Erie, PA to Albany, NY\nCall 24/7: 814-555-0101')).toEqual([null, null]);
  });

  it('takes no stop day from a vessel, a terminal’s last free day or receiving days', () => {
    const l = load(
      [
        'Vessel: MSC ADRIANA   Voy 611W   ETA Port Newark 19/11/2026',
        'Cargo available for pickup: 23/11/2026   Last free day at CFS: 27/11/2026',
        'Pick up: Elizabeth, NJ',
        'Deliver to: Allentown, PA - receiving Mon-Fri 07:00-15:00',
      ].join('\n'),
    );
    expect(l.stops.map((s) => s.appointmentDate)).toEqual(['2026-11-23', null]);
  });
});

describe('bid boards and quote requests', () => {
  it('takes the Book Now price over the bids, and a target as the rate', () => {
    const rate = (text: string) =>
      load(`Erie, PA → Albany, NY   290 mi\n${text}`).brokerOfferedRate;
    expect(rate('Current low bid: $1,050 (7 bids)\nBook Now: $980\nYour last bid: $1,100')).toBe(
      980,
    );
    expect(rate('Target 2900 but open to bids')).toBe(2900);
    // A button's words withhold no rate.
    expect(rate('Book It Now ⚡ Instant booking, no calls.\nVan · Book for $1,425')).toBe(1425);
  });

  it('reads the last counter of an offer history, its stamps no appointment', () => {
    const l = load(
      [
        'Load TL-1 · Erie, PA ➝ Albany, NY · 290 mi',
        'Sat 11/21 pick 16:00 · Sun 11/22 deliver 07:00',
        'Offer history',
        '  Posted rate ........................ $950',
        '  You offered ........................ $1,150    11/20 10:02',
        '  Lakeview Freight countered ......... $1,050    11/20 10:09',
        '  You offered ........................ $1,100    11/20 10:15',
        '  Lakeview Freight countered ......... $1,075    11/20 10:21',
      ].join('\n'),
    );
    expect(l.brokerOfferedRate).toBe(1075);
    // The offers' stamps (11/20) are when they were made.
    expect(l.stops.map((s) => s.appointmentDate)).not.toContain('2026-11-20');
    expect(l.stops[0]!.appointmentDate).toBe('2026-11-21');
  });

  it('skips an awarded lane, and takes no day from a quote’s deadline', () => {
    const l = load(
      [
        'Quotes due: Fri 11/20/2026 14:00 CST        Award by: 16:00 CST',
        'Lane 1: Erie, PA → Albany, NY | Pick 11/24 07:00 | Target $1,100 | AWARDED',
        'Lane 2: Erie, PA → Utica, NY | Pick 11/24 09:00 | Deliver 11/25 08:00 | Target $1,250',
      ].join('\n'),
    );
    expect(l.stops.map((s) => [s.cityState, s.appointmentDate, s.appointmentTime])).toEqual([
      ['Erie, PA', '2026-11-24', '09:00'],
      ['Utica, NY', '2026-11-25', '08:00'],
    ]);
    expect(l.brokerOfferedRate).toBe(1250);
  });
});

describe('government and military freight', () => {
  it('reads an RDD as the delivery date and a point of contact with an office after the name', () => {
    const d = parse(
      [
        'Origin: Erie, PA 16501',
        'Destination: Albany, NY 12205',
        'Required pickup: 11/24/2026 0800-1500',
        'RDD: 11/25/2026',
        'Point of contact: Dana Kline (TMO), (814) 555-0101',
      ].join('\n'),
    );
    expect(d.loadDetails.stops[1]!.appointmentDate).toBe('2026-11-25');
    expect(d.callDetails.brokerName).toBe('Dana Kline');
  });

  it('ends labelled requirements at a line of another field or of a stop', () => {
    const text = [
      'Erie, PA to Albany, NY, $900',
      'Reqs: team drivers, protective service',
      'Picks Erie, PA tmrw at 0900',
      'Bids due: 11/20/2026 1400 EST',
    ].join('\n');
    expect(load(text).specialInstructions).toBe('team drivers, protective service');
  });

  it('reads the total of a weight given per piece as the weight, never the rate', () => {
    const l = load(
      '2 trucks on a step deck, 12,000 lbs each, 24,000 total\nErie, PA to Albany, NY\n289 mi, $1,450',
    );
    expect(l.weight).toBe(24000);
    expect(l.brokerOfferedRate).toBe(1450);
  });

  it('takes the name after "text me", never a stop word', () => {
    expect(call('Drops Albany, NY Mon 0700\n$900\ntext me Marlon 903-555-0158').brokerName).toBe(
      'Marlon',
    );
  });
});

describe('produce sheds', () => {
  it('knows a cooperative as a company, a department as no name, a window as no reference', () => {
    const d = parse(
      [
        'Erie, PA to Albany, NY, pick 7a-3p, $900',
        'Lars Eriksen',
        'Lake Erie Fruit Cooperative',
        '814-555-0101',
      ].join('\n'),
    );
    expect(d.callDetails.brokerCompany).toBe('Lake Erie Fruit Cooperative');
    expect(d.callDetails.brokerName).toBe('Lars Eriksen');
    expect(d.loadDetails.referenceNumber).toBeNull();
    expect(call('Erie, PA to Albany, NY, $900\nTraffic Dept 814-555-0101').brokerName).toBeNull();
  });
});

describe('tender report fields', () => {
  it('reads the amount after a rate kind, and a requirement answered no as no instruction', () => {
    const l = load(
      [
        'Trailer type: V    Length: 53    Hazmat: N    Temp: N/A',
        'Rate: FLAT  1,150.00    Fuel: 0.00    Miles: 396',
        'Erie, PA to Albany, NY',
      ].join('\n'),
    );
    expect(l.brokerOfferedRate).toBe(1150);
    expect(l.specialInstructions).toBeNull();
    expect(
      load('Erie, PA to Albany, NY, $900\nHazmat: Y, class 3').specialInstructions,
    ).not.toBeNull();
  });
});
