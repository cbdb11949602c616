import { describe, expect, it } from 'vitest';
import { checkLoadText } from './input-checks';
import { parseText } from './parse-text';
import { readStructured, whenText } from './structured';
import { parseJsonLike, parseXml, STRUCTURED_MAX_CHARS } from './structured-parse';

/**
 * Issue 18, eighth round on the wild corpus (the spent seventh held-out split moved into dev):
 * structured data pasted as text — API answers as JSON, XML, GraphQL, a Python dict, `curl | jq`
 * output — read by their keys and their values' shapes, each shown on made-up pastes (not corpus
 * text).
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(checkLoadText(text), { now: NOW });
const load = (text: string) => parse(text).loadDetails;
const call = (text: string) => parse(text).callDetails;

describe('the tolerant JSON and XML readers', () => {
  it('read JSON, a Python dict (single quotes, None, trailing commas) and XML into one tree', () => {
    const json = parseJsonLike('{"a": [1, "x"], "b": null}', 0);
    expect(json?.value).toEqual({
      entries: [
        ['a', [1, 'x']],
        ['b', null],
      ],
    });
    const py = parseJsonLike("{'a': None, 'b': True, 'c': 'it',}", 0);
    expect(py?.value).toEqual({
      entries: [
        ['a', null],
        ['b', true],
        ['c', 'it'],
      ],
    });
    const xml = parseXml('<?xml version="1.0"?><L id="7"><W unit="lb">40,000</W><N/></L>', 0);
    expect(xml?.value).toEqual({
      entries: [
        ['id', 7],
        [
          'W',
          {
            entries: [
              ['unit', 'lb'],
              ['#text', '40,000'],
            ],
          },
        ],
        ['N', null],
      ],
    });
  });

  it('give up on what is not theirs, and on nesting or size past their bounds', () => {
    expect(parseJsonLike('{ call me at 5 }', 0)).toBeNull();
    expect(parseXml('<b>bold</i>', 0)).toBeNull();
    expect(parseJsonLike(`${'['.repeat(100)}${']'.repeat(100)}`, 0)).toBeNull();
    const long = `{"a": "${'x'.repeat(STRUCTURED_MAX_CHARS)}"}`;
    expect(parseJsonLike(long, 0)).toBeNull();
  });

  it('leave text without a structured block as it is', () => {
    const text = 'Van 11/23 Akron, OH to Erie, PA {call} [asap] <3';
    expect(readStructured(text)).toBe(text);
  });
});

describe('times written in an API stamp', () => {
  it('read an ISO stamp with an offset as the local time written, a date alone as a day', () => {
    expect(whenText('2026-11-23T08:00:00-06:00')).toBe('11/23/2026 08:00');
    expect(whenText('2026-12-02 07:00')).toBe('12/02/2026 07:00');
    expect(whenText('2026-11-30Z')).toBe('2026-11-30Z');
    expect(whenText('2026-11-30')).toBe('11/30/2026');
    expect(whenText('Mon 11/23 0700')).toBe('Mon 11/23 0700');
  });
});

describe('a JSON load from an API', () => {
  it('reads stops out of order by their sequence, windows, rate beside a max buy, weight in kg', () => {
    const text = [
      '$ curl -s https://api.example/loads/K-100 | jq .',
      '{',
      '  "id": "K-100",',
      '  "trailer_type": "REEFER",',
      '  "stops": [',
      '    {"sequence": 2, "stop_type": "drop", "location": {"city": "Macon", "state_code": "GA"},',
      '     "window": {"from": "2026-11-25T06:00:00-05:00", "to": "2026-11-25T10:00:00-05:00"}},',
      '    {"sequence": 1, "stop_type": "pickup", "location": {"city": "Tampa", "state_code": "FL"},',
      '     "appointment": "2026-11-24 13:00"}',
      '  ],',
      '  "total_miles": 420, "offer_usd": 1500, "max_buy_usd": 1700,',
      '  "weight": "15000 kg", "temperature": 34,',
      '  "posted_by": {"company": "Gulf Reefer Freight", "rep": "Ana Diaz", "phone": "+18135550100"}',
      '}',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Tampa, FL', 'PICKUP'],
      ['Macon, GA', 'DELIVERY'],
    ]);
    expect(l.stops[0]).toMatchObject({ appointmentDate: '2026-11-24', appointmentTime: '13:00' });
    expect(l.stops[1]).toMatchObject({
      appointmentType: 'FCFS',
      appointmentWindowStart: '06:00',
      appointmentWindowEnd: '10:00',
    });
    expect(l).toMatchObject({
      referenceNumber: 'K-100',
      equipmentType: 'reefer',
      totalDistance: 420,
      brokerOfferedRate: 1500,
      temperature: 34,
    });
    expect(call(text)).toMatchObject({
      brokerCompany: 'Gulf Reefer Freight',
      brokerName: 'Ana Diaz',
      brokerPhone: '+1-813-555-0100',
    });
    expect(l.weight).toBeCloseTo(33069, -1);
  });

  it('takes the first row still on offer from a list, and the note after the block', () => {
    const text = [
      'GET /loads?near=Reno  →  200 OK',
      '[',
      '  {"ref":"R-1","status":"booked","o":"Reno, NV","d":"Boise, ID","mi":420,"rate":1400,"eq":"V"},',
      '  {"ref":"R-2","status":"open","o":"Sparks, NV","d":"Eugene, OR","pu":"11/24 08:00","mi":480,"dh":12,"rate":1650,"eq":"F"}',
      ']',
      'broker: Sierra Freight Group · 775-555-0109',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => s.cityState)).toEqual(['Sparks, NV', 'Eugene, OR']);
    expect(l).toMatchObject({
      referenceNumber: 'R-2',
      equipmentType: 'flatbed',
      totalDistance: 480,
      originDeadhead: 12,
      brokerOfferedRate: 1650,
    });
  });

  it('reads a webhook by the load as it is now, not the change it reports', () => {
    const text = [
      '{"event": "load.updated", "data": {"load_number": "W-9",',
      '  "changes": {"rate": {"old": 900, "new": 975}},',
      '  "load": {"origin": {"city": "Omaha", "state": "NE", "pickup_date": "2026-11-30", "pickup_window": "07:00-11:00"},',
      '           "destination": {"city": "Denver", "state": "CO", "delivery_date": "2026-12-01"},',
      '           "equipment": "dry_van", "rate": 975, "distance_mi": 540},',
      '  "broker": {"name": "Plains Freight Partners", "phone": "402-555-0177", "agent": "Cal Ortiz"}}}',
    ].join('\n');
    const l = load(text);
    expect(l.stops[0]).toMatchObject({
      cityState: 'Omaha, NE',
      appointmentDate: '2026-11-30',
      appointmentWindowStart: '07:00',
      appointmentWindowEnd: '11:00',
    });
    expect(l).toMatchObject({
      referenceNumber: 'W-9',
      brokerOfferedRate: 975,
    });
    expect(call(text)).toMatchObject({
      brokerCompany: 'Plains Freight Partners',
      brokerName: 'Cal Ortiz',
    });
  });

  it('reads a Python dict with a lane string and a per-mile rate', () => {
    const text = [
      'from their API:',
      'offer = {',
      "    'offer_id': 'P-77', 'lane': 'Memphis, TN -> Mobile, AL',",
      "    'pickup': 'Tue 11/24 0600', 'equipment': 'Van 53',",
      "    'miles': 400, 'rate': 2.5, 'rate_type': 'PER_MILE', 'temp': None,",
      '}',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => s.cityState)).toEqual(['Memphis, TN', 'Mobile, AL']);
    expect(l).toMatchObject({ referenceNumber: 'P-77', totalDistance: 400, ratePerMile: 2.5 });
    expect(l.brokerOfferedRate).toBe(1000);
  });
});

describe('an XML load from an API', () => {
  it('reads attributes and elements alike, skips a cancelled load, weight with its unit', () => {
    const text = [
      '<Loads>',
      '  <Load id="X-1" status="Cancelled"><Stop seq="1" type="Pickup"><Location>Erie, PA</Location></Stop></Load>',
      '  <Load id="X-2" status="Active">',
      '    <Stop seq="2" type="Delivery"><Location>Albany, NY</Location><Appointment>2026-11-25T09:00</Appointment></Stop>',
      '    <Stop seq="1" type="Pickup"><Location>Buffalo, NY</Location><Window start="2026-11-24T06:00" end="2026-11-24T08:00"/></Stop>',
      '    <Weight uom="LB">31,500</Weight><Miles>290</Miles><TotalRate>1,050.00</TotalRate>',
      '    <Equipment>Dry Van</Equipment>',
      '    <Contact name="Lee Park" phone="716-555-0140" ext="12" company="Lakeshore Logistics"/>',
      '  </Load>',
      '</Loads>',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Buffalo, NY', 'PICKUP'],
      ['Albany, NY', 'DELIVERY'],
    ]);
    expect(l.stops[0]).toMatchObject({
      appointmentWindowStart: '06:00',
      appointmentWindowEnd: '08:00',
    });
    expect(l).toMatchObject({
      referenceNumber: 'X-2',
      weight: 31500,
      totalDistance: 290,
      brokerOfferedRate: 1050,
      equipmentType: 'dry_van',
    });
    expect(call(text)).toMatchObject({
      brokerName: 'Lee Park',
      brokerExtension: '12',
      brokerCompany: 'Lakeshore Logistics',
    });
  });

  it('is read before markup is stripped (its tags are keys, not HTML)', () => {
    const text = [
      '<?xml version="1.0"?>',
      '<Posting><PostingId>5521</PostingId>',
      '<Origin><City>Yuma</City><State>AZ</State><PickupDate>2026-11-24</PickupDate></Origin>',
      '<Destination><City>Tucson</City><State>AZ</State></Destination>',
      '<Equipment>R</Equipment><Temperature unit="F">36</Temperature><Rate>800</Rate>',
      '</Posting>',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => s.cityState)).toEqual(['Yuma, AZ', 'Tucson, AZ']);
    expect(l).toMatchObject({
      referenceNumber: '5521',
      equipmentType: 'reefer',
      temperature: 36,
      brokerOfferedRate: 800,
    });
  });
});

describe('route sheets and store runs (stops numbered, no role written)', () => {
  it('reads a numbered stop table: the first row loads, the rest deliver, on the day of its title', () => {
    const text = [
      'RUN 88 – Thu 12/03/2026 – North Yard',
      'Stop  Order    Customer     City, ST       Window       Pcs',
      '0     —        YARD         Fresno, CA     04:30        —',
      '1     A-1001   J. Park      Clovis, CA     07:00-09:00  12',
      '2     A-1002   M. Ruiz      Madera, CA     10:00-12:00  4',
      'Route pay: $380 | est. 90 mi',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => [s.cityState, s.stopType])).toEqual([
      ['Fresno, CA', 'PICKUP'],
      ['Clovis, CA', 'DELIVERY'],
      ['Madera, CA', 'DELIVERY'],
    ]);
    expect(l.stops.map((s) => s.appointmentDate)).toEqual([
      '2026-12-03',
      '2026-12-03',
      '2026-12-03',
    ]);
    expect(l.stops[1]).toMatchObject({
      appointmentWindowStart: '07:00',
      appointmentWindowEnd: '09:00',
    });
  });

  it('joins a city column and a state column, takes the arrival and not the departure', () => {
    const text = [
      'STORE RUN 5 – Mon 11/30 – DC 4 Reno NV',
      'Stop  Store  City       ST  Arrive  Depart  Cases',
      'DC    4      Reno       NV  02:00   03:00   —',
      '1     #12    Fallon     NV  04:30   05:15   300',
      '2     #19    Fernley    NV  06:00   06:40   210',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => [s.cityState, s.appointmentTime])).toEqual([
      ['Reno, NV', '02:00'],
      ['Fallon, NV', '04:30'],
      ['Fernley, NV', '06:00'],
    ]);
    expect(l.stops[2]?.appointmentDate).toBe('2026-11-30');
  });
});

describe('lane-award mails', () => {
  it("reads 'awarded' as the lane won and skips the lanes not awarded", () => {
    const text = [
      'Subject: RFP results – Midwest lanes',
      'Results of the bid:',
      '- Toledo, OH → Erie, PA, dry van: not awarded',
      '- Toledo, OH → Flint, MI, dry van: AWARDED at $780/load, ~150 mi',
      'First load picks up Tue 12/1 at 08:00.',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => s.cityState)).toEqual(['Toledo, OH', 'Flint, MI']);
    expect(l).toMatchObject({ brokerOfferedRate: 780, totalDistance: 150 });
  });

  it("takes an award table's first lane won ('Award: No' rows are gone), its state columns known", () => {
    const text = [
      'Lane,Orig City,Orig St,Dest City,Dest St,Equip,Miles,Bid Rate,Award',
      '1,Tulsa,OK,Wichita,KS,V,180,$650,No',
      '2,Tulsa,OK,Joplin,MO,V,110,$520,Yes',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => s.cityState)).toEqual(['Tulsa, OK', 'Joplin, MO']);
    expect(l).toMatchObject({ brokerOfferedRate: 520, totalDistance: 110 });
  });
});

describe('LTL linehaul schedules', () => {
  it('reads terminals, dispatch and arrival columns, and skips a FILLED schedule', () => {
    const text = [
      'LINEHAUL BOARD – Great Lakes LTL',
      'Sched   Orig Term              Dest Term            Dispatch      ETA           Miles  Pay    Status',
      'S-101   DET Detroit, MI        TOL Toledo, OH       11/23 21:00   11/23 23:00   60     $300   FILLED',
      'S-102   DET Detroit, MI        FWA Fort Wayne, IN   11/23 22:00   11/24 01:30   160    $480   OPEN',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => s.cityState)).toEqual(['Detroit, MI', 'Fort Wayne, IN']);
    expect(l.stops[1]).toMatchObject({ appointmentDate: '2026-11-24', appointmentTime: '01:30' });
    expect(l).toMatchObject({ totalDistance: 160, brokerOfferedRate: 480 });
  });

  it("reads 'Depart' as the pickup's time and 'Arrive' / 'ETA' as the delivery's", () => {
    const text = [
      'Power only, our pups.',
      'Origin terminal: Memphis, TN',
      'Destination terminal: Nashville, TN',
      'Depart: 11/24 22:00',
      'Arrive: 11/25 01:30',
      '$520, 210 mi',
    ].join('\n');
    const l = load(text);
    expect(l.stops[0]).toMatchObject({ cityState: 'Memphis, TN', appointmentTime: '22:00' });
    expect(l.stops[1]).toMatchObject({
      cityState: 'Nashville, TN',
      appointmentDate: '2026-11-25',
      appointmentTime: '01:30',
    });
  });
});

describe("an order's number under other names", () => {
  it("reads 'Ticket', 'Job #', 'Contract #', 'Reg #' and 'Sched' as the reference", () => {
    const base = 'Akron, OH to Erie, PA, van, 11/24 08:00, $650, 180 mi';
    expect(load(`${base}\nTicket 55-1020`).referenceNumber).toBe('55-1020');
    expect(load(`${base}\nJob # HH-7781`).referenceNumber).toBe('HH-7781');
    expect(load(`${base}\nContract # CT-118`).referenceNumber).toBe('CT-118');
    expect(load(`Reg # 19-4400-26\n${base}`).referenceNumber).toBe('19-4400-26');
    expect(load(`Sched 7741   ${base}`).referenceNumber).toBe('7741');
  });
});

describe('a contract lane named by its id', () => {
  it("reads the lane's id as the reference, not a list's numbering or a highway", () => {
    const base = 'Joliet, IL → Detroit, MI, dry van, $860/load, 285 mi';
    expect(load(`You're awarded lane CHI-DET-09: ${base}`).referenceNumber).toBe('CHI-DET-09');
    expect(load(`Congrats! You won lane #55120 ${base}`).referenceNumber).toBe('55120');
    expect(load(`  Lane Q-07   ${base}`).referenceNumber).toBe('Q-07');
    expect(load(`Lane 3: ${base}`).referenceNumber).toBeNull();
    expect(load(`${base}\nleft lane I-94 closed near Kalamazoo`).referenceNumber).toBeNull();
  });
});

describe('retail routing confirmations', () => {
  it("reads 'Must Arrive By Date (MABD)' as the delivery's date, the ship window as the pickup's", () => {
    const text = [
      'Load ID: 660012        Ship Window: 11/24/2026 – 11/25/2026',
      'Ship From: Lakeside Mills, Dalton, GA',
      'Ship To: Home Value DC 12, Jackson, MS',
      'Must Arrive By Date (MABD): 11/30/2026',
      'Total: $910.00',
    ].join('\n');
    const l = load(text);
    expect(l.stops.map((s) => [s.cityState, s.appointmentDate])).toEqual([
      ['Dalton, GA', '2026-11-24'],
      ['Jackson, MS', '2026-11-30'],
    ]);
    expect(l.specialInstructions ?? null).toBeNull();
  });

  it('keeps a DC appointment over the MABD written beside it', () => {
    const text = [
      'Pickup: Racine, WI pool – Mon 11/30 – 13:00 appt',
      'Delivery: Mart DC 60, Joliet, IL – appt Tue 12/1 22:00 (MABD 12/2)',
      '$700 all in, 120 mi',
    ].join('\n');
    expect(load(text).stops[1]).toMatchObject({
      appointmentDate: '2026-12-01',
      appointmentTime: '22:00',
    });
  });
});
