import { describe, expect, it } from 'vitest';
import { metricToImperial } from './fields/metric';
import { brief } from './fields/test-helpers';
import { parseText } from './parse-text';

/**
 * Issue 18, third round on the wild corpus: general behaviours of load postings (metric units,
 * spoken calls, rough text, …), each shown on made-up postings (not corpus text).
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(text, { now: NOW });
const load = (text: string) => parse(text).loadDetails;
const stops = (text: string) => load(text).stops.map(brief);

describe('metric units and French-Canadian numbers', () => {
  it('reads kilometres as miles and kilograms as pounds, rounded as a dispatcher would', () => {
    const l = load('Regina, SK to Winnipeg, MB\nDistance 100 km\n10 000 kg of canola, $900');
    expect(l.totalDistance).toBe(62);
    expect(l.weight).toBe(22046);
    expect(l.brokerOfferedRate).toBe(900);
    expect(load('Moncton NB - Laval QC | 1,000 kms | 2 tonnes').weight).toBe(4409);
  });

  it('keeps the imperial value when both are written', () => {
    expect(metricToImperial('Dist: 200 mi (322 km)')).toBe('Dist: 200 mi');
    expect(metricToImperial('9 072 kg (20,000 lb)')).toBe('20,000 lb');
    expect(metricToImperial('set -20 °C (-4 °F)')).toBe('set -4 °F');
    expect(load('Reefer -25 °C (-13 °F), Sudbury ON to Timmins ON').temperature).toBe(-13);
  });

  it('converts a Celsius set point alone to Fahrenheit', () => {
    expect(load('Reefer at 2 °C, Guelph ON to Barrie ON').temperature).toBe(36);
  });

  it('reads space-grouped thousands and a dollar sign after the amount', () => {
    expect(load('Taux / Rate: 2 100 $ CAD\nLévis, QC → Gatineau, QC').brokerOfferedRate).toBe(2100);
    expect(load('Montant: 1 875,50 $\nSherbrooke, QC to Quebec, QC').brokerOfferedRate).toBe(
      1875.5,
    );
  });

  it('takes the Canadian flat deck for a flatbed', () => {
    expect(load('Flat deck, Red Deer AB to Calgary AB, 30k pipe').equipmentType).toBe('flatbed');
  });
});

describe('commodity', () => {
  it('does not take what the truck must bring for the goods beside the weight', () => {
    expect(load('Prince George BC to Kelowna BC\nPosts, 20,000 lbs, straps req’d').commodity).toBe(
      'Posts',
    );
  });

  it('drops packaging written before the goods', () => {
    expect(load('Bagged sugar 30,000 lbs, Tampa FL to Ocala FL').commodity).toBe('sugar');
  });
});

describe('calls written as text', () => {
  it('never takes a voicemail or call heading stamp for an appointment', () => {
    const l = load(
      [
        'New voicemail (2:14) from (479) 555-0101 · Thu, Nov 19, 4:40 PM',
        '"hey its Dale with Ozark Hills Logistics, van load Fort Smith, Arkansas to Joplin, Missouri, picks up Monday at 9 a.m., 120 miles, paying $500"',
      ].join('\n'),
    );
    expect(l.stops.map(brief)).toEqual([
      'Fort Smith, AR PICKUP APPT 2026-11-23 09:00',
      'Joplin, MO DELIVERY APPT  ',
    ]);
  });

  it('drops call offsets, speaker labels, our own turns and fillers', () => {
    const r = parse(
      [
        '[00:01] Broker: Thanks for calling Lone Pine Freight, this is Gail.',
        '[00:05] Caller: Hi Gail, about the Bend, Oregon load, can you do $1,400?',
        '[00:09] Broker: Uh, Bend, Oregon to Boise, Idaho, um, it pays $1,200 flat.',
        '[00:15] Caller: OK.',
      ].join('\n'),
    );
    expect(r.loadDetails.brokerOfferedRate).toBe(1200);
    expect(r.loadDetails.stops.map((s) => s.cityState)).toEqual(['Bend, OR', 'Boise, ID']);
    expect(r.callDetails.brokerName).toBe('Gail');
    expect(r.callDetails.brokerCompany).toBe('Lone Pine Freight');
  });

  it('reads an answer under what our question asked', () => {
    const l = load(
      [
        'Carrier: Got the Macon load?',
        'Broker: Yes, Macon, Georgia to Ocala, Florida.',
        'Carrier: When does it deliver?',
        'Broker: Wednesday 6 a.m.',
        'Carrier: How far is it?',
        'Broker: 231.',
      ].join('\n'),
    );
    expect(l.stops.map(brief)).toEqual([
      'Macon, GA PICKUP APPT  ',
      'Ocala, FL DELIVERY APPT 2026-11-25 06:00',
    ]);
    expect(l.totalDistance).toBe(231);
  });

  it("keeps the load's own dates and times on a call-notes heading line", () => {
    expect(stops('Call notes 11/20 3:45p - PU Tulsa, OK 11/23 8am, DEL Wichita, KS 11/24')).toEqual(
      ['Tulsa, OK PICKUP APPT 2026-11-23 08:00', 'Wichita, KS DELIVERY APPT 2026-11-24 '],
    );
  });

  it('takes the extension the number is given with elsewhere', () => {
    const r = parse(
      'Voicemail from 314-555-0111, Nov 20 9:02 AM\n"call me at 314-555-0111 extension 8"',
    );
    expect(r.callDetails.brokerPhone).toBe('+1-314-555-0111');
    expect(r.callDetails.brokerExtension).toBe('8');
  });

  it('names who a call was with', () => {
    expect(
      parse('call notes 11/20 — spoke w/ Lena @ Delta Bay Freight, Memphis TN to Tupelo MS')
        .callDetails.brokerName,
    ).toBe('Lena');
  });
});

describe('rough text', () => {
  it('reads common misspellings and clipped words as the words they stand for', () => {
    const r = parse(
      'lod avail refer frm Mobile AL to Biloxi MS\npikup tommorow 7am, dlvry sat b4 1500\ncall ANDY 251-555-0100',
    );
    expect(r.loadDetails.equipmentType).toBe('reefer');
    expect(r.loadDetails.stops.map(brief)).toEqual([
      'Mobile, AL PICKUP APPT 2026-11-21 07:00',
      'Biloxi, MS DELIVERY APPT 2026-11-21 15:00',
    ]);
    expect(r.callDetails.brokerName).toBe('Andy');
  });

  it('leaves the verb refer alone', () => {
    expect(load('Dry van, Reno NV to Elko NV, please refer to notes').equipmentType).toBe(
      'dry_van',
    );
    expect(
      load('Reno NV to Elko NV, 300 mi, please refer questions to Al').equipmentType,
    ).toBeNull();
  });

  it('reads a label set off by a dash and list symbols opening lines', () => {
    const l = load(
      '◆ Origin — Salem, OR\n◆ Destination — Yakima, WA\n◆ Miles — 233 ‣ Offer — $900\n◆ Commodity — “lamp posts”',
    );
    expect(l.totalDistance).toBe(233);
    expect(l.brokerOfferedRate).toBe(900);
    expect(l.commodity).toBe('lamp posts');
  });

  it('reads military hours joined by TO as a window, HRS dropped', () => {
    expect(stops('PICKUP: Waco, TX 12/01 0600 HRS TO 1000 HRS\nDELIVERY: Tyler, TX')[0]).toBe(
      'Waco, TX PICKUP FCFS 2026-12-01 06:00-10:00',
    );
    // Money joined by 'to' is not a window.
    expect(stops('Reefer at 34, market is around 1900 to 2100 on that lane')).toEqual([]);
  });

  it('reads a board code with its trailer length and an abbreviated company word', () => {
    const r = parse('AVL 12/2 - ERIE PA > ALTOONA PA - R/53 - 40K - $700 - KEYSTONE XPRS FRT');
    expect(r.loadDetails.equipmentType).toBe('reefer');
    expect(r.callDetails.brokerCompany).toBe('KEYSTONE XPRS FRT');
  });

  it('takes the place opening a route after an arrow for the origin', () => {
    expect(stops('got a van run ➜ wichita ks to salina ks, pu mon 8-10am')).toEqual([
      'Wichita, KS PICKUP FCFS 2026-11-23 08:00-10:00',
      'Salina, KS DELIVERY APPT  ',
    ]);
  });

  it('reads a set point below zero after @', () => {
    expect(load('reefer, frozen peas 40k @ -10, Fresno CA to Reno NV').temperature).toBe(-10);
  });
});

describe('long e-mails', () => {
  it('reads through what an e-mail turned into text leaves behind', () => {
    const l = load(
      [
        '[cid:logo.png@01AB]',
        '*Origin:* Boise, ID&nbsp;&nbsp;|&nbsp;&nbsp;12/02',
        '*Destination:* Reno, NV',
        '*Miles:* 420  *Temp:* 35&deg;F',
        'Rate $1,500, van, dry goods, deliv=',
        'ers 12/03.=20',
        '<https://example.com/book> Book',
      ].join('\n'),
    );
    expect(l.totalDistance).toBe(420);
    expect(l.temperature).toBe(35);
    expect(l.stops.map(brief)).toEqual([
      'Boise, ID PICKUP APPT 2026-12-02 ',
      'Reno, NV DELIVERY APPT 2026-12-03 ',
    ]);
  });

  it('pairs a run of labels with the run of values under it (a flattened table)', () => {
    const l = load('Origin\nDestination\nMiles\nRate\n\nOmaha, NE\nDes Moines, IA\n140\n$600');
    expect(l.stops.map((s) => s.cityState)).toEqual(['Omaha, NE', 'Des Moines, IA']);
    expect(l.totalDistance).toBe(140);
    expect(l.brokerOfferedRate).toBe(600);
  });

  it('reads questions answered inline', () => {
    const l = load(
      'Origin? >> Topeka, KS\nDelivery? >> Joplin, MO\nHow many miles? >> 190\nWeight? >> 30,000\nWhat is the commodity? >> Cat litter',
    );
    expect(l.totalDistance).toBe(190);
    expect(l.weight).toBe(30000);
    expect(l.commodity).toBe('Cat litter');
  });

  it('reads only the newest message when it is a whole load', () => {
    const l = load(
      [
        'That one fell through, try this instead:',
        'Fargo, ND -> Bismarck, ND, 195 mi, $700',
        '',
        '-----Original Message-----',
        'From: Kay Lund',
        'Sent: Thursday, November 19, 2026 9:00 AM',
        'Fargo, ND -> Duluth, MN, 250 mi, $900',
      ].join('\n'),
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Fargo, ND', 'Bismarck, ND']);
    expect(l.totalDistance).toBe(195);
    expect(l.brokerOfferedRate).toBe(700);
  });

  it('finds the signature without a closing, the full name, the cell when asked, the company as written', () => {
    const r = parse(
      [
        'Van, Erie PA to Albany NY, 300 mi, $1,000. Best to reach me on my cell.',
        'Thanks,',
        'Lou',
        '',
        'Lou Marchetti | Lakeview Freight, LLC',
        'O: 814-555-0100 x 12',
        'C: 814-555-0199',
      ].join('\n'),
    );
    expect(r.callDetails).toEqual({
      brokerPhone: '+1-814-555-0199',
      brokerExtension: null,
      brokerName: 'Lou Marchetti',
      brokerCompany: 'Lakeview Freight, LLC',
    });
    expect(
      parse('Need a truck, paying $900.\nNora Quist\nPine Ridge Logistics\n218-555-0101')
        .callDetails.brokerName,
    ).toBe('Nora Quist');
  });

  it("does not take the equipment the load needs for an instruction ('53' van required')", () => {
    expect(
      load("Pickup: Troy, OH\nDelivery: Lima, OH\n20 pallets paper, 30,000 lbs, 53' van required")
        .specialInstructions,
    ).toBeNull();
  });

  it('drops a container in parentheses after the goods', () => {
    expect(load('Commodity: Onions (totes)\nVidalia, GA to Macon, GA').commodity).toBe('Onions');
  });
});

describe('spreadsheets with merged cells', () => {
  it('reads a table of one row per stop, the load columns merged over them', () => {
    const r = parse(
      [
        'Order\tPay\tTrailer\tSeq\tAction\tCity\tST\tDate\tTime\tLbs',
        'QX-77\t$1,900\tVan\t1\tPickup\tAmes\tIA\t12/3\t07:00\t30,000',
        '\t\t\t2\tDrop\tCedar Falls\tIA\t12/3\t13:00',
        '\t\t\t3\tDrop\tWaterloo\tIA\t12/4\t08:00-12:00',
      ].join('\n'),
    );
    expect(r.loadDetails.stops.map(brief)).toEqual([
      'Ames, IA PICKUP APPT 2026-12-03 07:00',
      'Cedar Falls, IA DELIVERY APPT 2026-12-03 13:00',
      'Waterloo, IA DELIVERY FCFS 2026-12-04 08:00-12:00',
    ]);
    expect(r.loadDetails.brokerOfferedRate).toBe(1900);
    expect(r.loadDetails.weight).toBe(30000);
    expect(r.callDetails.brokerName).toBeNull();
  });

  it('skips a Markdown rule row under the header', () => {
    const l = load(
      '| Pay | Destination City | Destination State | Origin City | Origin State | Miles |\n|---|---|---|---|---|---|\n| 900 | Mobile | Alabama | Pensacola | Florida | 60 |',
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Pensacola, FL', 'Mobile, AL']);
    expect(l.totalDistance).toBe(60);
  });

  it('fills a blank cell from the merged cell above it', () => {
    const l = load(
      'Date\tOrigin\tDestination\tMiles\tRate\tStatus\nWed 11/25\tOmaha, NE\tLincoln, NE\t60\t$400\tBOOKED\n\tOmaha, NE\tSioux City, IA\t100\t$550\topen',
    );
    expect(l.stops.map(brief)).toEqual([
      'Omaha, NE PICKUP APPT 2026-11-25 ',
      'Sioux City, IA DELIVERY APPT  ',
    ]);
  });

  it('reads a trailer length written against its code (53V)', () => {
    expect(load('Equip: 53V\nAkron, OH to Erie, PA').equipmentType).toBe('dry_van');
  });
});

describe('multi-load lists', () => {
  it('skips a load marked ❌ and reads a list whose origin is a code after the header place', () => {
    const l = load(
      [
        '2 loads out of Denver, CO - Tue 12/1',
        '❌ DEN → Pueblo CO | van | $600',
        '✅ DEN → Cheyenne WY | van | 100 mi | $500',
      ].join('\n'),
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Denver, CO', 'Cheyenne, WY']);
    expect(l.brokerOfferedRate).toBe(500);
  });

  it('reads Load A / Load B blocks, a booked heading skipping its block', () => {
    const l = load(
      [
        'Load A (BOOKED)',
        'Yuma AZ to Tucson AZ, $900',
        '',
        'Load B',
        'Yuma, AZ → Mesa, AZ',
        '185 mi · $750',
      ].join('\n'),
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Yuma, AZ', 'Mesa, AZ']);
    expect(l.brokerOfferedRate).toBe(750);
  });

  it('keeps each route with the line of figures heading it', () => {
    const l = load(
      [
        'Q-100AB · 120 mi · $400',
        '  Reno, NV → Carson City, NV',
        'Q-200CD · 300 mi · $900',
        '  Reno, NV → Elko, NV',
        'Q-300EF · 2 stops · 500 mi · $1,400',
      ].join('\n'),
    );
    expect(l.totalDistance).toBe(120);
    expect(l.brokerOfferedRate).toBe(400);
  });

  it('reads a closing and signature on one line; a cue word in a company name asks for nothing', () => {
    const r = parse('Ogden UT to Provo UT, $500\nThanks! — Rhea, Summit Cold Chain · 801-555-0100');
    expect(r.callDetails.brokerName).toBe('Rhea');
    expect(r.callDetails.brokerCompany).toBe('Summit Cold Chain');
    expect(r.loadDetails.specialInstructions).toBeNull();
  });

  it('does not take a heading word with a company word for a company', () => {
    expect(
      parse('HOT FREIGHT - Tulsa OK to Dallas TX $800 - Red Earth Logistics 918-555-0100')
        .callDetails.brokerCompany,
    ).toBe('Red Earth Logistics');
  });
});

describe('PDF pastes', () => {
  it('brings a hyphenated word back together across a line break', () => {
    const r = parse(
      'Pickup: Salem, OR\nDelivery: Eugene, OR\nCommodity: ferti-\nlizer   Weight 40,000 lbs\nContact: Hal Gud-\nmundsen   Tel 503-555-0100',
    );
    expect(r.loadDetails.commodity).toBe('fertilizer');
    expect(r.callDetails.brokerName).toBe('Hal Gudmundsen');
  });

  it('reads a bilingual label and value, a French extension and accented places', () => {
    const r = parse(
      [
        'Chargement / Pickup: Trois-Rivières, QC',
        'Livraison / Delivery: Québec, QC',
        'Marchandise / Commodity: bois / lumber',
        'Courtier: 819-555-0100 poste 44',
      ].join('\n'),
    );
    expect(r.loadDetails.stops.map((s) => s.cityState)).toEqual([
      'Trois-Rivieres, QC',
      'Quebec, QC',
    ]);
    expect(r.loadDetails.commodity).toBe('lumber');
    expect(r.callDetails.brokerExtension).toBe('44');
  });

  it('pairs a run of labels with its values when labelled lines follow', () => {
    const l = load(
      'Order No.\nPickup\nDelivery\nRate\n5521\nOrem, UT\nLogan, UT\n$700\nMiles: 120',
    );
    expect(l.referenceNumber).toBe('5521');
    expect(l.brokerOfferedRate).toBe(700);
    expect(l.totalDistance).toBe(120);
  });
});

describe('social posts', () => {
  it('reads through emojis: bullets, separators, arrows, a dollar sign', () => {
    const l = load(
      '🚚 VAN LOAD 🔥\n📍 Lubbock TX ➡️ Amarillo TX\n📦 24 plts soda ✅ 38,000 LBS\n💲900 · 123 mi',
    );
    expect(l.stops.map((s) => s.cityState)).toEqual(['Lubbock, TX', 'Amarillo, TX']);
    expect(l.brokerOfferedRate).toBe(900);
    expect(l.weight).toBe(38000);
    expect(l.commodity).toBe('soda');
  });

  it('takes the poster for the broker, never the post stamp for a time, nor others’ comments', () => {
    const r = parse(
      [
        'Midwest Loads Exchange | Public group',
        'Gwen Ortiz · Nov 20 at 6:45 AM',
        'Reefer Des Moines IA -> Peoria IL, PU Mon 11/23 10am, $700',
        '💬 Comments',
        'Joe Haul: 700 lol, pass. Needs tarps?',
        'Gwen Ortiz: ok $780',
      ].join('\n'),
    );
    expect(r.callDetails.brokerName).toBe('Gwen Ortiz');
    expect(r.loadDetails.brokerOfferedRate).toBe(780);
    expect(r.loadDetails.specialInstructions).toBeNull();
    expect(r.loadDetails.stops.map(brief)[0]).toBe('Des Moines, IA PICKUP APPT 2026-11-23 10:00');
  });

  it("reads a WhatsApp display name '~ Name | Company' and italics", () => {
    const r = parse(
      [
        '[20/11/2026, 10:01:00] ~ Ines | Mesa Freight: Tucson AZ to Mesa AZ $600',
        '[20/11/2026, 10:01:30] ~ Ines | Mesa Freight: 110 mi, van',
        '_Ines - Mesa Freight_',
      ].join('\n'),
    );
    expect(r.callDetails.brokerName).toBe('Ines');
  });

  it('takes a name between a company and its number', () => {
    expect(
      parse('Van Erie PA to Buffalo NY $400\nLake Shore Freight - Nell 716-555-0100').callDetails
        .brokerName,
    ).toBe('Nell');
  });
});

describe('load boards and carrier portals', () => {
  it("names the app from the title's first part, reads its trip id and a bare 53' trailer", () => {
    const r = parse(
      "Relay Plus - Trip K-42QX9PL7\nFresno, CA → Bakersfield, CA · 110 mi · $480\n53' Trailer · Live load",
    );
    expect(r.callDetails.brokerCompany).toBe('Relay Plus');
    expect(r.callDetails.brokerName).toBeNull();
    expect(r.loadDetails.referenceNumber).toBe('K-42QX9PL7');
    expect(r.loadDetails.equipmentType).toBe('dry_van');
    expect(
      parse('Acme Freight Carrier Dashboard > Loads\nRate: $500\nFrom: Waco, TX To: Temple, TX')
        .callDetails.brokerCompany,
    ).toBe('Acme Freight');
  });

  it('reads Desc, Item and Reqs labels', () => {
    const l = load('From: Boise, ID  To: Nampa, ID\nDesc: pallet racks\nReqs: 4 straps');
    expect(l.commodity).toBe('pallet racks');
    expect(l.specialInstructions).toBe('4 straps');
    expect(load('Item: Drywall\nOrigin: Reno, NV\nDestination: Sparks, NV').commodity).toBe(
      'Drywall',
    );
  });
});

describe('a weekday alone after an earlier stop', () => {
  it('is the first such day on or after that stop, not the next one from today', () => {
    expect(stops('Pickup Reno, NV thursday 12/3 8am\nDeliver Boise, ID monday 9am')).toEqual([
      'Reno, NV PICKUP APPT 2026-12-03 08:00',
      'Boise, ID DELIVERY APPT 2026-12-07 09:00',
    ]);
  });
});
