import { describe, expect, it } from 'vitest';
import { checkLoadText } from './input-checks';
import { parseText } from './parse-text';

/**
 * Issue 18, fifth round on the wild corpus (the spent fourth held-out split moved into dev):
 * general behaviours of contacts, equipment, deadhead, spoken postings, multi-stop lists and rate
 * changes, each shown on made-up postings (not corpus text).
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(checkLoadText(text), { now: NOW });
const load = (text: string) => parse(text).loadDetails;
const call = (text: string) => parse(text).callDetails;

describe('who the broker is', () => {
  it('drops the words before a company name (posted by, call, contact)', () => {
    expect(
      call(
        'Erie, PA → Albany, NY\nVan · 380 mi · $900\nPosted by Lakeview Freight Group · 814-555-0101',
      ).brokerCompany,
    ).toBe('Lakeview Freight Group');
    expect(
      call(
        'Erie, PA → Albany, NY\nVan · 380 mi · $900\nCall Lakeview Expedite Board 814-555-0101 to book',
      ).brokerCompany,
    ).toBe('Lakeview Expedite Board');
  });

  it('knows expedite, courier, supply, distribution and specialized outfits as companies', () => {
    for (const company of [
      'Harbor Expedited',
      'Metro Courier',
      'Prairie Parts Supply',
      'Coastal Furniture Distribution',
      'Ridge Specialized',
      'Gulf Drayage',
      'Summit Consolidators',
    ]) {
      const c = call(
        `Erie, PA to Albany, NY\nVan, 380 mi, $900 flat\n${company} – Dana – 814-555-0101`,
      );
      expect(c.brokerCompany, company).toBe(company);
      expect(c.brokerName, company).toBe('Dana');
    }
  });

  it('takes a name after a comma, a colon or a contact word before its number, or right after it', () => {
    const name = (text: string) => call(text).brokerName;
    expect(
      name('Erie, PA → Albany, NY, 41k, $1,400 — Lakeview Brokerage, Carla 775-555-0151'),
    ).toBe('Carla');
    expect(
      name('Erie, PA to Albany, NY\nVan, $900\nQuestions call dispatch: Kyle Brandt 513-555-0170'),
    ).toBe('Kyle Brandt');
    expect(
      name('got a partial erie pa to albany ny today 3pm pu $250 van ok 814-555-0170 Jose'),
    ).toBe('Jose');
    expect(
      name(
        'Erie, PA to Albany, NY\nVan, $900\nInterested carriers contact our Transportation Mgr: Kevin Shaw 336-555-0144',
      ),
    ).toBe('Kevin Shaw');
  });

  it('takes no desk or department for the company or the name', () => {
    const a = call(
      'Erie, PA to Albany, NY, $900\nContact: Heavy Haul Desk – Ridge Specialized – 814-555-0101',
    );
    expect(a.brokerCompany).toBe('Ridge Specialized');
    expect(a.brokerName).toBeNull();
    const b = call(
      'Erie, PA to Albany, NY, $900\n\nPrairie Tractor Logistics – Shipping Dept\n814-555-0101',
    );
    expect(b.brokerCompany).toBe('Prairie Tractor Logistics');
  });
});

describe('equipment', () => {
  it('asks for no trailer on a power-only load, whatever trailer it names', () => {
    for (const text of [
      "POWER ONLY – Erie, PA to Albany, NY – customer's 53' dry van, preloaded – $900",
      "Tractor only: hook to our loaded 48' flatbed in Erie, PA, deliver Albany, NY, $900",
      "PO needed: pull an empty 53' reefer trailer from Erie, PA to Albany, NY, $900",
      'Equip\tOrigin\tDest\tRate\nPO\tErie, PA\tAlbany, NY\t$900',
    ])
      expect(load(text).equipmentType, text).toBeNull();
    // A purchase order is no power-only load.
    expect(load('Erie, PA to Albany, NY, dry van, PO 44810, $900').equipmentType).toBe('dry_van');
  });

  it('reads expedite and heavy-haul codes and a length before the code', () => {
    const row = (code: string) =>
      load(`Veh\tOrigin\tDest\tPay\n${code}\tErie, PA\tAlbany, NY\t$900`).equipmentType;
    expect(row('C/V')).toBe('sprinter_van');
    expect(row('S/T')).toBe('box_truck');
    expect(row('F-OD')).toBe('flatbed');
    expect(row('SD-OW')).toBe('flatbed');
    expect(load('TEAM ST 24ft – Erie PA → Albany NY – $900').equipmentType).toBe('box_truck');
    expect(load('Erie PA → Albany NY | 53V | 26,000 lb | $900').equipmentType).toBe('dry_van');
    expect(load('Erie PA → Albany NY | 53R | 26,000 lb | $900').equipmentType).toBe('reefer');
  });
});

describe('deadhead', () => {
  it('reads how far the pickup is from the truck as the deadhead, not the trip', () => {
    const a = load(
      'Pickup: Erie, PA (about 45 mi from your truck)\nDelivery: Albany, NY\n380 miles · $900',
    );
    expect(a.originDeadhead).toBe(45);
    expect(a.totalDistance).toBe(380);
    const b = load('Erie, PA → Albany, NY\n380 mi · $900 · 18 mi from you');
    expect(b.originDeadhead).toBe(18);
    expect(b.totalDistance).toBe(380);
  });
});

describe('postings said aloud (voice-to-text)', () => {
  it('reads spoken punctuation as the marks when the text says two or more', () => {
    const l = load(
      'Load available period pick up in Erie Pennsylvania Monday comma deliver Albany New York Tuesday period 38,000 pounds of paper period rate is $900 period',
    );
    expect(l.commodity).toBe('paper');
    expect(l.stops.map((s) => s.appointmentDate)).toEqual(['2026-11-23', '2026-11-24']);
    expect(load('Erie, PA to Albany, NY, 30 day grace period, $900').brokerOfferedRate).toBe(900);
  });

  it('takes the value a speaker corrects to, for places, amounts and days', () => {
    const a = load(
      'I need a van out of Erie Pennsylvania sorry I mean Buffalo New York going to Albany New York $900',
    );
    expect(a.stops.map((s) => s.cityState)).toEqual(['Buffalo, NY', 'Albany, NY']);
    const b = load('Erie PA to Albany NY paying $900 make that $950 dry van');
    expect(b.brokerOfferedRate).toBe(950);
    const c = load('Erie PA to Albany NY picks up Monday no wait Tuesday dry van $900');
    expect(c.stops[0]!.appointmentDate).toBe('2026-11-24');
  });

  it('gives the pickup and delivery verbs after a route in one breath to the route’s stops', () => {
    const l = load(
      'Got a van out of Erie Pennsylvania going to Albany New York picks up Monday between 8 and noon delivers Tuesday at 9 AM paying $900',
    );
    expect(l.stops.map((s) => [s.cityState, s.stopType, s.appointmentDate])).toEqual([
      ['Erie, PA', 'PICKUP', '2026-11-23'],
      ['Albany, NY', 'DELIVERY', '2026-11-24'],
    ]);
    expect(l.stops[0]!.appointmentWindowStart).toBe('08:00');
    expect(l.stops[1]!.appointmentTime).toBe('09:00');
    const m = load('van Erie Pennsylvania to Albany New York Monday pick up at 1 PM $900');
    expect(m.stops[0]!.appointmentDate).toBe('2026-11-23');
    expect(m.stops[1]!.appointmentDate).toBeNull();
  });

  it("reads 'FCFS 8 to 2' as a window and writes a US Saint as 'St.'", () => {
    const l = load(
      'pick up Saint Paul Minnesota Friday 11/27 FCFS 8 to 2, drop Fargo, ND 11/30, $900',
    );
    expect(l.stops[0]!.cityState).toBe('St. Paul, MN');
    expect([l.stops[0]!.appointmentWindowStart, l.stops[0]!.appointmentWindowEnd]).toEqual([
      '08:00',
      '14:00',
    ]);
    expect(load('Saint John, NB to Moncton, NB, $900').stops[0]!.cityState).toBe('Saint John, NB');
  });
});

describe('stops', () => {
  it('reads a numbered list under a stops heading as stops of one load, not loads', () => {
    const l = load(
      [
        'PICK',
        '  Erie, PA – Tue 11/24 – 14:00',
        'DROPS',
        '  1) Albany, NY – Wed 11/25 – 08:00 appt',
        '  2) Utica, NY – Wed 11/25 – FCFS 12:00-16:00',
        'Van · 31,000 lbs · $1,400 total',
      ].join('\n'),
    );
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Erie, PA', 'PICKUP'],
      ['Albany, NY', 'DELIVERY'],
      ['Utica, NY', 'DELIVERY'],
    ]);
    expect(l.weight).toBe(31000);
    // A numbered list of routes is still several loads.
    const two = load('1) Erie, PA -> Albany, NY $900 COVERED\n2) Erie, PA -> Utica, NY $850');
    expect(two.stops.map((s) => s.cityState)).toEqual(['Erie, PA', 'Utica, NY']);
  });

  it('takes no stop role from equipment and methods (double drop, drop & hook, drop trailer)', () => {
    const l = load(
      'Double drop needed – Erie, PA to Albany, NY\nReady Mon 11/23, deliver Tue 11/24 by noon\n$2,850',
    );
    expect(l.stops.map((s) => [s.cityState, s.stopType, s.appointmentDate])).toEqual([
      ['Erie, PA', 'PICKUP', '2026-11-23'],
      ['Albany, NY', 'DELIVERY', '2026-11-24'],
    ]);
  });
});

describe('rates, weights and references', () => {
  it('takes the new amount of a rate written as a change with an arrow, and no time from the change', () => {
    const l = load(
      'Erie, PA → Albany, NY\nPickup: Sat, Nov 21\nRate: $1,400 → $1,550 (updated 6:12 AM)\nDistance: 300 mi',
    );
    expect(l.brokerOfferedRate).toBe(1550);
    expect(l.stops[0]!.appointmentTime).toBeNull();
  });

  it('takes a total said after its parts, the trip miles after it', () => {
    expect(
      load('Erie PA to Albany NY paying 1100 plus 100 for the hot pickup so 1200 total 300 miles')
        .brokerOfferedRate,
    ).toBe(1200);
  });

  it('takes the total weight over the weight of each piece or order', () => {
    expect(
      load(
        'Erie, PA to Albany, NY\nPiece 1: 9,800 lbs\nPiece 2: 28,000 lbs\nTotal: 37,800 lbs\n$1,900',
      ).weight,
    ).toBe(37800);
    expect(
      load(
        'Erie, PA to Albany, NY\nPO 4481 – 6 pallets, 7,500 lbs\nTotal: 24 pallets, 24,600 lbs\n$900',
      ).weight,
    ).toBe(24600);
    expect(load('Erie, PA to Albany, NY, 2 generators 8,000 lbs total, $900').weight).toBe(8000);
  });

  it("takes the load's own number over an order's (PO) when both are labelled", () => {
    expect(load('Erie, PA to Albany, NY\nPO 44815\nLoad # CL-2091\n$900').referenceNumber).toBe(
      'CL-2091',
    );
    expect(load('Erie, PA to Albany, NY\nPO 44815\n$900').referenceNumber).toBe('44815');
  });
});

describe('instructions', () => {
  it('reads requirement labels (Req, Carrier must have, Tractor requirements) up to their sentence', () => {
    expect(
      load(
        'Erie, PA to Albany, NY\nCarrier must have: Hazmat authority, $5M insurance, HM endorsement\n$900',
      ).specialInstructions,
    ).toBe('Hazmat authority, $5M insurance, HM endorsement');
    expect(
      load(
        'HM load Erie PA → Albany NY, $1,100. Req: HM endorsement, chains & straps. Call Terri 410-555-0171',
      ).specialInstructions,
    ).toBe('HM endorsement, chains & straps');
    expect(
      load(
        'Erie, PA to Albany, NY\nTractor requirements: air lines + gladhands, ELD\nMarcus Lee\nLakeview Logistics',
      ).specialInstructions,
    ).toBe('air lines + gladhands, ELD');
  });

  it('finds what a run-on line asks for, and what the truck must bring in parentheses', () => {
    expect(
      load(
        'step deck out of Erie Pennsylvania going to Albany New York 42,000 pounds of lumber needs 8 foot tarps paying $1,600 this is Dana',
      ).specialInstructions,
    ).toBe('needs 8 foot tarps');
    expect(
      load('Erie, PA ➜ Albany, NY\n🚛 Flatbed (tarps required, 4ft)\n💵 $900').specialInstructions,
    ).toBe('tarps required, 4ft');
  });

  it('reads permits, escorts, endorsements and what to bring as requirements, and not a heading, a route or what was done', () => {
    expect(
      load('Erie, PA to Albany, NY\nOS permits in PA & NY, 1 pilot car in NY (we arrange)\n$2,850')
        .specialInstructions,
    ).toBe('OS permits in PA & NY, 1 pilot car in NY (we arrange)');
    expect(load('Erie, PA to Albany, NY, $475\nBring TSA-compliant ID').specialInstructions).toBe(
      'Bring TSA-compliant ID',
    );
    expect(
      load('Quote request (dock to dock, no liftgate):\nErie, PA to Albany, NY, $780')
        .specialInstructions,
    ).toBeNull();
    expect(
      load(
        "Power only – hook to our loaded 48' flatbed (steel, already tarped)\nErie, PA to Albany, NY, $600",
      ).specialInstructions,
    ).toBeNull();
    expect(
      load(
        'HAZMAT CL 9 (batteries) Erie PA -> Albany NY | 26,000 lb | $1,500 | HM endorsed driver + placards',
      ).specialInstructions,
    ).toBe('HM endorsed driver + placards');
  });

  it('ends labelled notes at a line of pay', () => {
    expect(
      load(
        'Erie, PA to Albany, NY\nNotes: step deck must have ramps\nTarget rate $1,900, send your best',
      ).specialInstructions,
    ).toBe('step deck must have ramps');
  });
});

describe('commodity', () => {
  it('keeps the words that describe the goods before a goods word', () => {
    expect(
      load('Erie, PA to Albany, NY, 26 pallets, 31,200 lbs, consumer electronics, high value')
        .commodity,
    ).toBe('consumer electronics');
    expect(
      load('HAZMAT CL 9 (lithium ion batteries) Erie PA → Albany NY | 26,000 lb | $1,500')
        .commodity,
    ).toBe('lithium ion batteries');
    expect(
      load('Recover 3 pcs (420 lbs, aircraft parts) at Erie, PA, deliver Albany, NY, $475')
        .commodity,
    ).toBe('aircraft parts');
    expect(
      load("need a 48' flat for farm equipment (2 grain augers), Erie, PA to Albany, NY").commodity,
    ).toBe('farm equipment');
    expect(load('RFR 0F frozen cranberries 41,000 Erie, PA to Albany, NY').commodity).toBe(
      'frozen cranberries',
    );
    // Counts, verbs and equipment are no part of the goods.
    expect(load('Erie, PA to Albany, NY, hauling 12 bundles rebar, flatbed, $900').commodity).toBe(
      'rebar',
    );
    expect(load('Erie, PA to Albany, NY dry van electronics $900').commodity).toBe('electronics');
  });
});

describe('corrections in a thread', () => {
  const original = [
    '',
    'From: Dana Reyes',
    'Sent: Friday, November 20, 2026 8:30 AM',
    'Subject: Load 4410',
    '',
    'PU Erie, PA Mon 11/23 0800 appt',
    'DEL Albany, NY Tue 11/24 0700 appt',
    'Dry van, 34,000 lbs paper, 300 mi, $900',
  ];

  it('moves the delivery where a correction says it now goes', () => {
    const a = load(
      ['Correction - consignee moved it to their Troy, NY DC, same appt time.', ...original].join(
        '\n',
      ),
    );
    expect(a.stops.map((s) => [s.cityState, s.appointmentDate, s.appointmentTime])).toEqual([
      ['Erie, PA', '2026-11-23', '08:00'],
      ['Troy, NY', '2026-11-24', '07:00'],
    ]);
    const b = load(
      ["Correction - it's going to Troy, not Albany. Everything else the same.", ...original].join(
        '\n',
      ),
    );
    expect(b.stops.map((s) => s.cityState)).toEqual(['Erie, PA', 'Troy, NY']);
  });

  it('takes the appointment a correction restates', () => {
    const l = load(
      [
        'Yes - receiver moved it, delivery is now Wed 11/25 at 0900. Rate stays $900.',
        ...original,
      ].join('\n'),
    );
    expect([l.stops[1]!.appointmentDate, l.stops[1]!.appointmentTime]).toEqual([
      '2026-11-25',
      '09:00',
    ]);
    expect(l.stops[0]!.appointmentDate).toBe('2026-11-23');
  });

  it('reads no place from an ID a driver must show (REAL ID, photo ID)', () => {
    const l = load(
      'Pickup: Erie, PA\nDelivery: Albany, NY\nDriver must have REAL ID. Valid photo ID at the gate.',
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Erie, PA', 'Albany, NY']);
  });
});

describe('alert mails and digests', () => {
  it("reads no stop, day or number from a line about the carrier's own truck posting", () => {
    const l = load(
      [
        'Load match for your truck posting #T-55120 (Van, Joliet IL, available 11/23)',
        '',
        'Erie, PA → Albany, NY',
        'Pickup      Tue 11/24  06:00–14:00',
        'Delivery    Wed 11/25  08:00',
        'Offer: $1,950',
      ].join('\n'),
    );
    expect(l.stops.map((s) => [s.cityState, s.appointmentDate])).toEqual([
      ['Erie, PA', '2026-11-24'],
      ['Albany, NY', '2026-11-25'],
    ]);
    expect(l.referenceNumber).toBeNull();
  });

  it("gives a lane's bare origin the state of its heading or of the same city named elsewhere", () => {
    const digest = [
      'Loads near Erie, PA',
      '',
      '━━ From OHIO ━━',
      'Akron → Albany, NY    11/23    Van   40,000 lb   420 mi   Rate: —',
      '   Lakeview Freight Group · 814-555-0140',
      'Toledo → Utica, NY    11/23    Van   30,000 lb   510 mi   Rate: $1,100',
      '   Harbor Logistics · 814-555-0183',
    ].join('\n');
    const l = load(digest);
    expect(l.stops.map((s) => s.cityState)).toEqual(['Akron, OH', 'Albany, NY']);
    expect(l.brokerOfferedRate).toBeNull();
    expect(l.totalDistance).toBe(420);
    expect(call(digest).brokerCompany).toBe('Lakeview Freight Group');
    expect(load('Loads near Erie, PA\nErie → Albany, NY | 11/23 | $900').stops[0]!.cityState).toBe(
      'Erie, PA',
    );
  });
});

describe('dates', () => {
  it('reads no day or time from a street address', () => {
    const l = load(
      [
        'SHIPPER                 CONSIGNEE',
        '1200 W 41st St          88 Industrial Dr',
        'Erie, PA                Albany, NY',
        'Date: 11/23/2026 Time: 08:00-12:00     Date: 11/24/2026 Time: 07:00',
      ].join('\n'),
    );
    expect(l.stops[0]!.appointmentDate).toBe('2026-11-23');
  });

  it('reads no day from a weekday word inside a company name', () => {
    const l = load(
      'Hey its Pete with Desert Sun Logistics got a load Erie PA to Albany NY pick up today by 5 PM $900',
    );
    expect(l.stops[0]!.appointmentDate).toBe('2026-11-20');
  });

  it("reads no day from 'the first one' or 'the 2nd load' (which one of a list)", () => {
    const l = load(
      'can u call on the first one, the 2nd load is too light\nErie, PA → Albany, NY | P/U 11/23 0500 | $900',
    );
    expect(l.stops[0]!.appointmentDate).toBe('2026-11-23');
    expect(
      load('Erie, PA to Albany, NY, pick up on the 24th, $900').stops[0]!.appointmentDate,
    ).toBe('2026-11-24');
  });
});

describe('small figures', () => {
  it('reads a reefer code before its set point, and a figure below zero before frozen goods', () => {
    expect(load('Erie, PA to Albany, NY. RFR @ 34, 40k produce, $575').temperature).toBe(34);
    expect(
      load('reefer Erie PA → Albany NY. -10 frozen berries 41k. $3,400 all in').temperature,
    ).toBe(-10);
    expect(load('Erie, PA to Albany, NY, 10 frozen pizzas pallets, $900').temperature).toBeNull();
  });

  it('reads a weight in thousands after an amount already written', () => {
    expect(load('1. Erie, PA → Albany, NY — 11/25 — van — 168 mi — $650 — 38k').weight).toBe(38000);
    expect(load('erie pa to albany ny 340mi $1150 van 40k pu 6a').weight).toBe(40000);
    expect(load('erie pa to albany ny 340mi, paying 2k, van').weight).toBeNull();
  });

  it('reads a smaller number in parentheses after the labelled trip miles as the deadhead', () => {
    const l = load('Origin… Erie, PA\nDestination… Albany, NY\nMiles… 290 (19)\nRate… $940');
    expect([l.totalDistance, l.originDeadhead]).toEqual([290, 19]);
  });
});
