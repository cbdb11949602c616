import { describe, expect, it } from 'vitest';
import { brief } from './fields/test-helpers';
import { parseText } from './parse-text';

/**
 * Issue 18, second round on the wild corpus: general behaviours of load postings, each shown on
 * made-up postings (not corpus text).
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(text, { now: NOW });
const stops = (text: string) => parse(text).loadDetails.stops.map(brief);

describe('stops: which stop a date or time belongs to', () => {
  it('gives the facts that end their clause with a role word to that role', () => {
    expect(stops('Tulsa OK - Wichita KS, 12/2 6am-10am pickup, delivers 12/3 by 5pm')).toEqual([
      'Tulsa, OK PICKUP FCFS 2026-12-02 06:00-10:00',
      'Wichita, KS DELIVERY APPT 2026-12-03 17:00',
    ]);
    expect(
      stops('got Fresno CA to Reno NV for monday 11/23 noon pickup, drops tuesday 11/24 at 6am'),
    ).toEqual([
      'Fresno, CA PICKUP APPT 2026-11-23 12:00',
      'Reno, NV DELIVERY APPT 2026-11-24 06:00',
    ]);
    expect(
      stops('Boise ID to Provo UT, Friday 12/4, 0900 appt pickup, deliver same day 1700.'),
    ).toEqual([
      'Boise, ID PICKUP APPT 2026-12-04 09:00',
      'Provo, UT DELIVERY APPT 2026-12-04 17:00',
    ]);
  });

  it('keeps a date written right after a place with that place', () => {
    expect(stops('Pickup Macon, GA 12/01 delivers Tampa, FL 12/02')).toEqual([
      'Macon, GA PICKUP APPT 2026-12-01 ',
      'Tampa, FL DELIVERY APPT 2026-12-02 ',
    ]);
  });

  it('gives the facts after a route of two places to its first place, the pickup', () => {
    expect(stops('Ogden UT to Butte MT, van, thursday 7a-11a, 30k paper, 400 mi, $1,200')).toEqual([
      'Ogden, UT PICKUP FCFS 2026-11-26 07:00-11:00',
      'Butte, MT DELIVERY APPT  ',
    ]);
    expect(stops('1. Akron, OH → Erie, PA — 12/02 FCFS 9a-3p — van — 110 mi — $500')).toEqual([
      'Akron, OH PICKUP FCFS 2026-12-02 09:00-15:00',
      'Erie, PA DELIVERY APPT  ',
    ]);
  });

  it("joins a place, a deadhead and a 'TO:' label into a route, the next line its pickup's", () => {
    expect(stops('FROM Joplin, MO (14) TO: tulsa, ok\n12/05 6a-10a\nV 20k\n112mi\n$500')).toEqual([
      'Joplin, MO PICKUP FCFS 2026-12-05 06:00-10:00',
      'Tulsa, OK DELIVERY APPT  ',
    ]);
  });

  it('hands the dates under a route of three places to its stops in turn', () => {
    expect(
      stops(
        'Mobile, AL → Biloxi, MS → Gulfport, MS\nTue Dec 1 · 8:00 AM\nTue Dec 1 · 1:00 PM\nWed Dec 2 · 9:00 AM',
      ),
    ).toEqual([
      'Mobile, AL PICKUP APPT 2026-12-01 08:00',
      'Biloxi, MS DELIVERY APPT 2026-12-01 13:00',
      'Gulfport, MS DELIVERY APPT 2026-12-02 09:00',
    ]);
  });

  it("never reads 'ALL IN' or 'incl' as a place", () => {
    const data = parse('Waco TX -> Tyler TX 12/3 0800, 140 mi, $650 ALL IN');
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Waco, TX', 'Tyler, TX']);
    expect(data.loadDetails.brokerOfferedRate).toBe(650);
  });
});

describe('special instructions', () => {
  const notes = (text: string) => parse(text).loadDetails.specialInstructions;

  it("reads a 'Special Info:' label as notes, whole", () => {
    expect(
      notes('Macon, GA to Tampa, FL\nSpecial Info: Bring 4 ft tarps, 12 straps, corner guards.'),
    ).toBe('Bring 4 ft tarps, 12 straps, corner guards.');
  });

  it('keeps a requirement sentence whole when it carries none of the load figures', () => {
    expect(
      notes('Van, 30,000 lbs, 400 mi, $1,200\nCustoms: PARS required, carrier to provide.'),
    ).toBe('Customs: PARS required, carrier to provide');
    expect(notes('Van, 30,000 lbs, tarps required, 400 mi')).toBe('tarps required');
  });

  it('takes a charge for pay, not an instruction, unless it says what to do', () => {
    expect(notes('Flatbed 45k\nLinehaul $1,400 · Tarp $150')).toBeNull();
    expect(notes('Flatbed 45k\n$1,400 + $150 tarp = $1,550 total')).toBeNull();
    expect(notes('Van 40k\nLumper $200 reimbursed with receipt')).toBe(
      'Lumper $200 reimbursed with receipt',
    );
  });

  it('drops what is not asked for and appointment deadlines', () => {
    expect(notes('Reefer 34F 40k\nTeam not required')).toBeNull();
    expect(notes('Hot load, must deliver by Friday 8:00 AM')).toBeNull();
    expect(notes('40,000 lbs resin (non-haz)')).toBeNull();
  });

  it('reads the truck apart from what it must bring', () => {
    expect(notes("26' box truck w/ liftgate, 6 pallets")).toBeNull();
    expect(notes('Need flatbed w/ 6ft tarps, 44k steel')).toBe('6ft tarps');
  });

  it('splits a line of fields joined by spaced dashes', () => {
    expect(
      notes('Erie, PA → Akron, OH - 12/3 0800 - 40,000 lbs coils - 110 mi - $600 - chains'),
    ).toBe('chains');
  });
});

describe('reference number', () => {
  const ref = (text: string) => parse(text).loadDetails.referenceNumber;

  it('reads an id shaped as capitals, dash and digits, or any id after #, with no label', () => {
    expect(ref('Quote Request - Ridgeway Freight #RWF-30412\nVan 40k Akron, OH to Erie, PA')).toBe(
      'RWF-30412',
    );
    expect(ref('Acme Logistics | Load Tender | QX-55120\nPick: Akron, OH 12/3')).toBe('QX-55120');
    expect(ref('LOAD #1 (PL-4410)\nPU: Akron, OH 12/3\nDEL: Erie, PA 12/4')).toBe('PL-4410');
  });

  it("is never a carrier's authority number", () => {
    expect(ref('Carrier: Fast Wheels MC-123456\nAkron, OH to Erie, PA')).toBeNull();
  });

  it("joins an id a PDF broke after its prefix, and reads 'Order No.' and 'ID' labels", () => {
    expect(ref('RATE CONFIRMATION   Load QTX-\n77120\nOrigin Akron, OH')).toBe('QTX-77120');
    expect(ref('Order No.  BBX-10022\nPick-up\nAkron, OH')).toBe('BBX-10022');
    expect(ref('Dry Van · 20,000 lb\nID 4TR-99102')).toBe('4TR-99102');
  });
});

describe('commodity', () => {
  const goods = (text: string) => parse(text).loadDetails.commodity;

  it('takes the item of plain words beside the weight in a list of figures', () => {
    expect(goods('Van, 40,000 lbs, kiln dried pellets (bagged), 300 mi')).toBe(
      'kiln dried pellets (bagged)',
    );
    expect(goods('Picks Mon Akron, OH. Van, 30k, housewares. $900')).toBe('housewares');
    expect(goods('stadium seating (crated), 18,000 lbs\nDry van 53')).toBe(
      'stadium seating (crated)',
    );
    expect(goods('Weight: 9,000 lbs (marine parts)')).toBe('marine parts');
  });

  it('takes the words opening a line before its weight', () => {
    expect(goods('Pickup Akron, OH 12/3\nFrozen okra 40,000 lbs @ -5F')).toBe('Frozen okra');
  });

  it('keeps a labelled commodity going past a comma before more goods, not before figures', () => {
    expect(goods('Commodity: soda, cans')).toBe('soda, cans');
    expect(goods('Commodity: steel pipe, 40,000 lbs')).toBe('steel pipe');
    expect(goods('Commodity: frozen peas @ -10F')).toBe('frozen peas');
    expect(goods('Trailer: Reefer Temp: 34 F Commodity: juice, bottles')).toBe('juice, bottles');
  });

  it('is not a facility named before its address, nor a word after a stop role', () => {
    expect(goods('Location: Northside Packaging, Akron, OH\nDelivery Erie, PA')).toBeNull();
    expect(goods('Akron, OH to Erie, PA\nPU windows 0700-1500')).toBeNull();
    expect(goods('pu fri 11/27 Akron, OH. 44,500 lbs. pu fri 11/27')).toBeNull();
  });
});

describe('labels inside a cell', () => {
  const weightAndTemp = (text: string) => {
    const d = parse(text).loadDetails;
    return [d.equipmentType, d.temperature, d.commodity];
  };

  it('takes the last words before a colon as the label, the words before as the last value', () => {
    expect(weightAndTemp('Trailer: Reefer Temp: 36 F Commodity: apples')).toEqual([
      'reefer',
      36,
      'apples',
    ]);
  });
});

describe('weight written with a thousands comma and no unit', () => {
  const weight = (text: string) => parse(text).loadDetails.weight;

  it('is the weight when it is not money, miles or an id', () => {
    expect(weight('Akron OH-Erie PA. V. 12/3. 36,200. 110mi. 600.')).toBe(36200);
    expect(weight('PU 12/3 | 110 mi | V | 24,000 | $600 total')).toBe(24000);
    expect(weight('RFR 0F frozen peas 40,000\n110mi')).toBe(40000);
  });

  it('is not a rate, a distance or a reference', () => {
    expect(weight('Akron, OH to Erie, PA\nRate $12,500 all in\n1,250 mi\nRef 12,345')).toBeNull();
  });
});

describe('a row of labels each followed by its value', () => {
  it('is read as label/value pairs, not as a table header', () => {
    const d = parse(
      'Shipper: Akron, OH\nConsignee: Erie, PA\nEquipment  Flatbed      Weight  44,100 lbs    Miles  110',
    ).loadDetails;
    expect([d.equipmentType, d.weight, d.totalDistance]).toEqual(['flatbed', 44100, 110]);
  });
});

describe('company names', () => {
  const company = (text: string) => parse(text).callDetails.brokerCompany;

  it('run on over several company words and end in Haulers too', () => {
    expect(company('Akron, OH to Erie, PA 12/3\nGreat Basin Freight Group 555-0100')).toBe(
      'Great Basin Freight Group',
    );
    expect(company('Akron, OH to Erie, PA 12/3\nBuckeye Pipe Haulers • 330-555-0101')).toBe(
      'Buckeye Pipe Haulers',
    );
  });
});

describe('equipment', () => {
  const equipment = (text: string) => parse(text).loadDetails.equipmentType;

  it("reads a code after the trailer's length under its label", () => {
    expect(equipment('Origin: Akron, OH\nEquip......... 53 R\nMiles: 110')).toBe('reefer');
  });

  it('reads a lone V or R item in a line of figures, and lower-case board codes', () => {
    expect(equipment('akron oh > erie pa  v  pu 12/3  30k  110mi  $600')).toBe('dry_van');
    expect(equipment('Akron OH-Erie PA. R. 12/3 pu 8:00. 30,000. 110mi')).toBe('reefer');
    expect(equipment('rfr load — akron oh to erie pa — 12/3')).toBe('reefer');
    expect(equipment('flatbd avail — akron oh to erie pa — 12/3')).toBe('flatbed');
  });

  it("never takes a place's state for a code (SD is also step deck)", () => {
    expect(equipment('Pickup: Rapid City, SD 12/3\nDrop: Erie, PA\nReefer, 34F, 40,000 lbs')).toBe(
      'reefer',
    );
  });
});

describe('stops: a route over its facts', () => {
  it('gives each piece of a facts line cut by arrows to the route stop in its place', () => {
    expect(
      stops('Akron, OH 44301  >  Erie, PA 16501\n12/03/2026 09:00 (Appt)  >  12/04/2026 FCFS'),
    ).toEqual(['Akron, OH PICKUP APPT 2026-12-03 09:00', 'Erie, PA DELIVERY FCFS 2026-12-04 ']);
    expect(stops('Akron, OH → Erie, PA\nThu, Dec 3, 8:00 – 10:00 → Thu, Dec 3, 15:00')).toEqual([
      'Akron, OH PICKUP FCFS 2026-12-03 08:00-10:00',
      'Erie, PA DELIVERY APPT 2026-12-03 15:00',
    ]);
  });

  it("gives 'Stop N' facts to the N-th place named", () => {
    expect(
      stops(
        'Akron, OH → Erie, PA → Buffalo, NY\nPickup Thu Dec 3 · 8:00 AM\nStop 2 Thu Dec 3 · 1:00 PM\nStop 3 Fri Dec 4 · 7:00 AM',
      ),
    ).toEqual([
      'Akron, OH PICKUP APPT 2026-12-03 08:00',
      'Erie, PA DELIVERY APPT 2026-12-03 13:00',
      'Buffalo, NY DELIVERY APPT 2026-12-04 07:00',
    ]);
  });

  it('reads DO and D/O as the drop-off', () => {
    expect(stops('Akron, OH → Erie, PA\nPU 12/3 06:00–10:00 | DO 12/4 07:00')).toEqual([
      'Akron, OH PICKUP FCFS 2026-12-03 06:00-10:00',
      'Erie, PA DELIVERY APPT 2026-12-04 07:00',
    ]);
    expect(
      stops('Origin: Akron, OH   Dest: Erie, PA\nP/U: 12/3 0700-1500    D/O: 12/4 0600 APPT'),
    ).toEqual([
      'Akron, OH PICKUP FCFS 2026-12-03 07:00-15:00',
      'Erie, PA DELIVERY APPT 2026-12-04 06:00',
    ]);
  });
});

describe('broker name', () => {
  const name = (text: string) => parse(text).callDetails.brokerName;

  it('reads a self-introduction', () => {
    expect(name('hey its Marisol from Dune Freight. Yuma AZ to Tucson AZ 12/3')).toBe('Marisol');
    expect(name('yo its Abe w/ Summit Carriers\nAkron OH to Erie PA')).toBe('Abe');
  });

  it('reads a name written just before a company name', () => {
    expect(name('Akron, OH to Erie, PA 12/3\nlmk - Omar, Lakeshore Logistics 330-555-0100')).toBe(
      'Omar',
    );
    expect(name('Akron, OH to Erie, PA 12/3\nCall me - Jo, Buckeye Freight, 330-555-0100')).toBe(
      'Jo',
    );
  });

  it('takes any short sign-off ending in a comma over a full name as the signature', () => {
    expect(
      name(
        'Akron, OH to Erie, PA 12/3, van, $600\n\nHope that works,\n\nNadia Petrov\nSenior Account Manager\nLakeshore Logistics\nO: 330-555-0100\n\nCONFIDENTIAL: for the addressee only.',
      ),
    ).toBe('Nadia Petrov');
  });

  it('does not take a sentence opening with thanks for the closing', () => {
    expect(
      name(
        'Thanks for the note. Here is one:\nAkron, OH to Erie, PA 12/3\n\nLet me know,\nNadia Petrov\nLakeshore Logistics',
      ),
    ).toBe('Nadia Petrov');
  });

  it('is not a stop line', () => {
    expect(
      name(
        'Acme\n$900\nAkron, OH → Erie, PA\nPickup Mon, Dec 7 · 08:00\nDropoff Mon, Dec 7 · 16:00',
      ),
    ).toBeNull();
  });
});

describe('a window of two bare hours', () => {
  it('is read next to a window word, its end after its start', () => {
    expect(stops('wichita ks to erie, pa 12/3 pu 9-1 fcfs, deliver 12/3 5p')).toEqual([
      'Wichita, KS PICKUP FCFS 2026-12-03 09:00-13:00',
      'Erie, PA DELIVERY APPT 2026-12-03 17:00',
    ]);
    expect(stops('Loads Akron, OH 12/3 at 9:00, delivers Erie, PA 12/4 FCFS 7-3.')).toEqual([
      'Akron, OH PICKUP APPT 2026-12-03 09:00',
      'Erie, PA DELIVERY FCFS 2026-12-04 07:00-15:00',
    ]);
    expect(stops('Akron, OH to Erie, PA\nLoads tomorrow btwn 8-12, drops Monday 8am appt')).toEqual(
      ['Akron, OH PICKUP FCFS 2026-11-21 08:00-12:00', 'Erie, PA DELIVERY APPT 2026-11-23 08:00'],
    );
  });

  it('is not a count, a weight or a pallet range', () => {
    const d = parse('Akron, OH to Erie, PA 12/3 08:00\nPU 8-10 pallets, 2-3 stops').loadDetails;
    expect(d.stops[0]!.appointmentTime).toBe('08:00');
  });
});

describe('total miles', () => {
  it("reads 'N total miles' as the trip, never as a total rate", () => {
    const d = parse(
      'Akron, OH to Erie, PA 12/3\nMixed freight 30,000 lbs. 412 total miles.\nLinehaul $1,100 + fuel $150 = $1,250 total.',
    ).loadDetails;
    expect([d.totalDistance, d.brokerOfferedRate]).toEqual([412, 1250]);
  });
});

describe('a lower-case state code that is also a word, without its comma', () => {
  it('is a place at the end of a route from a place just before it', () => {
    expect(
      parse('van load — fargo nd to helena mt — 12/3 6a-10a — 700 mi').loadDetails.stops.map(
        (s) => s.cityState,
      ),
    ).toEqual(['Fargo, ND', 'Helena, MT']);
  });

  it('is a word anywhere else', () => {
    expect(
      parse('fargo nd, we can go in the am or pm\nhelena mt is it').loadDetails.stops.map(
        (s) => s.cityState,
      ),
    ).toEqual(['Fargo, ND']);
  });
});
