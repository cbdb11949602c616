import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseText } from './parse-text';

/**
 * Formatting noise must not change any field (issue 18): the same posting written with other
 * letter case on its labels and codes, other spacing, other separators (':' / ' - ', '|' / '•' /
 * '·'), unicode dashes and arrows, bullets before its lines, blank lines and CRLF, is the same
 * load. The postings are made up here, in the layouts the parser reads (label/value lines, a
 * label column separated by spaces, a one-line shorthand).
 */

const NOW = new Date('2026-11-20T15:00:00Z');

const POSTINGS: string[][] = [
  [
    'Origin: Dayton, OH',
    'Destination: Raleigh, NC',
    'Pickup: 12/02 7a-11a',
    'Delivery: 12/03 0900',
    'Equipment: Reefer',
    'Temp: 34F',
    'Weight: 41,500 lbs',
    'Commodity: frozen peas',
    'Miles: 512',
    'Deadhead: 22',
    'Rate: $1,650',
    'Ref: TQ-55120',
    'Contact: Nora Blake 937-555-0142 ext 17',
  ],
  [
    'Origin        Boise, ID',
    'Destination   Reno, NV',
    'Pick Up       Mon 11/23',
    'Equipment     Flatbed',
    'Trip          420 mi',
    'Weight        38,000 lbs',
    'Rate          $1,475',
    'Company       Sawtooth Freight Co',
    'Contact       208-555-0119',
  ],
  [
    'Toledo, OH -> Erie, PA | van | pu 12/4 8a-12p | del 12/5 6a | 44k paper rolls | 210 mi | $780 | call Tim 419-555-0166',
  ],
];

type Noise = (line: string, i: number) => string;

/** Each noise keeps the posting's meaning; a run picks some of them. */
const NOISES: Record<string, Noise> = {
  upperLabels: (l) =>
    l.replace(
      /^([A-Za-z ]+?)(:|\s{2,})/,
      (_m, label: string, sep: string) => label.toUpperCase() + sep,
    ),
  lowerLabels: (l) =>
    l.replace(
      /^([A-Za-z ]+?)(:|\s{2,})/,
      (_m, label: string, sep: string) => label.toLowerCase() + sep,
    ),
  upperCodes: (l) => l.replace(/\b(van|reefer|flatbed|pu|del)\b/gi, (w) => w.toUpperCase()),
  spaceAroundColon: (l) => l.replace(/^([A-Za-z ]+?):\s*/, '$1 :  '),
  tabsForSpaces: (l) => l.replace(/^([A-Za-z ]+?)\s{2,}/, '$1\t'),
  trailingSpaces: (l) => `${l}   `,
  leadingSpaces: (l) => `  ${l}`,
  bullets: (l, i) => `${['• ', '- ', '* ', '· '][i % 4]}${l}`,
  unicodeDash: (l) => l.replace(/(\d[ap]?)-(\d)/g, '$1–$2'),
  unicodeArrow: (l) => l.replace(/ -> /g, ' → '),
  bulletSeparators: (l) => l.replace(/ \| /g, ' • '),
  middotSeparators: (l) => l.replace(/ \| /g, '  ·  '),
  nbsp: (l) => l.replace(/ /g, '\u00a0'),
  // A long line wrapped at one of its separators (the rest goes on the next line).
  wrapAtSeparator: (l) => l.replace(/^((?:[^|]*\|){3}[^|]*?) \| /, '$1\n'),
  zeroWidth: (l) => l.replace(/:/, '\u200b:'),
};

const NOISE_NAMES = Object.keys(NOISES);

function noisy(lines: string[], names: string[], blankLines: boolean, crlf: boolean): string {
  let out = lines
    .map((l, i) => names.reduce((acc, n) => NOISES[n]!(acc, i), l))
    .flatMap((l) => l.split('\n'));
  if (blankLines) out = out.flatMap((l) => [l, '']);
  return out.join(crlf ? '\r\n' : '\n');
}

/** Fields compared as a dispatcher reads them: free text without case or spacing differences. */
function comparable(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (_k, v) =>
    typeof v === 'string' ? v.toLowerCase().replace(/\s+/g, ' ').trim() : v,
  );
}

describe('formatting noise', () => {
  POSTINGS.forEach((posting, n) => {
    it(`changes no field of made-up posting ${n + 1}`, () => {
      const clean = parseText(posting.join('\n'), { now: NOW });
      const base = comparable({ ...clean, metadata: undefined });
      fc.assert(
        fc.property(
          fc.subarray(NOISE_NAMES),
          fc.boolean(),
          fc.boolean(),
          (names, blankLines, crlf) => {
            const text = noisy(posting, names, blankLines, crlf);
            const got = comparable({ ...parseText(text, { now: NOW }), metadata: undefined });
            expect(got, `${names.join(', ')}${blankLines ? ', blank lines' : ''}\n${text}`).toEqual(
              base,
            );
          },
        ),
        { numRuns: 60, seed: 18 + n },
      );
    });
  });

  it('reads the made-up postings in full (so the invariance above is about real values)', () => {
    const [a, b, c] = POSTINGS.map((p) => parseText(p.join('\n'), { now: NOW }));
    expect(a!.loadDetails).toMatchObject({
      totalDistance: 512,
      originDeadhead: 22,
      brokerOfferedRate: 1650,
      weight: 41500,
      commodity: 'frozen peas',
      temperature: 34,
      equipmentType: 'reefer',
      referenceNumber: 'TQ-55120',
    });
    expect(a!.loadDetails.stops.map((s) => s.cityState)).toEqual(['Dayton, OH', 'Raleigh, NC']);
    expect(a!.callDetails).toMatchObject({ brokerPhone: '+1-937-555-0142', brokerExtension: '17' });
    expect(b!.loadDetails).toMatchObject({
      totalDistance: 420,
      brokerOfferedRate: 1475,
      weight: 38000,
      equipmentType: 'flatbed',
    });
    expect(b!.callDetails.brokerCompany).toBe('Sawtooth Freight Co');
    expect(c!.loadDetails).toMatchObject({
      totalDistance: 210,
      brokerOfferedRate: 780,
      weight: 44000,
      equipmentType: 'dry_van',
    });
    expect(c!.loadDetails.stops[0]).toMatchObject({
      cityState: 'Toledo, OH',
      appointmentType: 'FCFS',
      appointmentWindowStart: '08:00',
      appointmentWindowEnd: '12:00',
    });
  });
});
