/**
 * The sandbox board's brokers. Every phone number is +1-AAA-555-00NN, the area code of the
 * broker's home city and a suffix the voice service's simulated telephony maps to a broker
 * persona (packages/voice/src/providers/telephony/simulated/personas.ts, PERSONA_TABLE, matched
 * on the last four digits), so a call placed from a sandbox result runs the real dispatch agent
 * against a broker that negotiates:
 *
 * | suffix | persona                                                                 |
 * | ------ | ----------------------------------------------------------------------- |
 * | 0006   | negotiator: counters, concedes in steps, agrees inside the desired range |
 * | 0007   | hard negotiator: walk-away below the desired minimum, no agreement       |
 * | 0008   | cooperative: gives every detail, takes the opening ask                   |
 * | 0009   | cooperative but impatient on hold (hangs up after 45 s of hold)          |
 *
 * Most brokers are plain negotiators (0006), as on a real board.
 */
export interface SandboxBroker {
  company: string;
  city: string;
  state: string;
  /** E.164. */
  phone: string;
  email: string;
  mcNumber: string;
  dotNumber: string;
  /** 0–100. */
  creditScore: number;
  daysToPay: number;
}

export const PERSONA_SUFFIXES = {
  negotiator: '0006',
  hardNegotiator: '0007',
  cooperative: '0008',
  impatientOnHold: '0009',
} as const;

type Row = [company: string, city: string, state: string, areaCode: string, suffix: string];

const ROWS: readonly Row[] = [
  ['Prairie Line Logistics LLC', 'Chicago', 'IL', '312', '0006'],
  ['Lone Star Freight Partners', 'Dallas', 'TX', '214', '0006'],
  ['Bluegrass Brokerage Inc', 'Louisville', 'KY', '502', '0008'],
  ['Cascade Cargo Solutions', 'Seattle', 'WA', '206', '0006'],
  ['Peachtree Transport Group', 'Atlanta', 'GA', '404', '0007'],
  ['Mile High Freight Co', 'Denver', 'CO', '303', '0006'],
  ['Gulf Coast Load Services', 'Houston', 'TX', '713', '0008'],
  ['Great Lakes Shipping Desk', 'Detroit', 'MI', '313', '0006'],
  ['Desert Sun Logistics', 'Phoenix', 'AZ', '602', '0009'],
  ['Keystone Freight Exchange', 'Pittsburgh', 'PA', '412', '0006'],
  ['Gateway Arch Brokerage', 'St. Louis', 'MO', '314', '0007'],
  ['Twin Cities Transport Brokers', 'Minneapolis', 'MN', '612', '0006'],
  ['Sunshine State Carriers Network', 'Orlando', 'FL', '407', '0008'],
  ['Golden Gate Freight Match', 'Oakland', 'CA', '510', '0006'],
  ['Music City Logistics', 'Nashville', 'TN', '615', '0006'],
  ['Heartland Reefer Brokerage', 'Omaha', 'NE', '402', '0009'],
  ['Queen City Freight Desk', 'Charlotte', 'NC', '704', '0006'],
  ['Inland Empire Load Board Partners', 'Riverside', 'CA', '951', '0007'],
  ['Buckeye Freight Brokers', 'Columbus', 'OH', '614', '0006'],
  ['Crescent City Logistics', 'New Orleans', 'LA', '504', '0008'],
  ['Silver State Transport Group', 'Las Vegas', 'NV', '702', '0006'],
  ['Hoosier Freight Solutions', 'Indianapolis', 'IN', '317', '0006'],
  ['Alamo Cross-Border Logistics', 'San Antonio', 'TX', '210', '0006'],
  ['Big Sky Flatbed Brokerage', 'Salt Lake City', 'UT', '801', '0008'],
];

function digits(seed: number, count: number): string {
  let out = '';
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += String((x >>> 16) % 10);
  }
  return out.replace(/^0/, '1');
}

/** The brokers, fixed (their numbers are documented above, so they do not depend on the seed). */
export const SANDBOX_BROKERS: readonly SandboxBroker[] = ROWS.map(
  ([company, city, state, areaCode, suffix], i) => {
    const slug = company
      .toLowerCase()
      .replace(/\b(llc|inc|co)\b/g, '')
      .replace(/[^a-z]+/g, '');
    return {
      company,
      city,
      state,
      phone: `+1${areaCode}555${suffix}`,
      email: `loads@${slug}.example.com`,
      mcNumber: digits(1000 + i * 7919, i % 3 === 0 ? 7 : 6),
      dotNumber: digits(5000 + i * 104_729, 7),
      // Most brokers pay well; a few are slow and score low, as on a real board.
      creditScore: [98, 95, 91, 87, 82, 76, 93, 89][i % 8]!,
      daysToPay: [21, 28, 30, 33, 38, 45, 24, 30][i % 8]!,
    };
  },
);
