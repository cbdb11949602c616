import { describe, expect, it } from 'vitest';
import { CALL_FIELDS, LOAD_FIELDS } from '../load-corpus/score';
import { CORPUS_NOW, type Expected, loadWildCorpus, wildFamilies, wildHoldout } from './index';

/**
 * Checks the wild corpus itself (no parser runs here): its size and split, that every expected
 * value is well-formed and its derived numbers follow from their inputs, and, loosely, that the
 * labels come from the posting text.
 */

const all = loadWildCorpus();
const dev = loadWildCorpus('dev');
const holdout = loadWildCorpus('holdout');

const EQUIPMENT = ['dry_van', 'reefer', 'flatbed', 'box_truck', 'sprinter_van'];
const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB MB SK NB NS PE NL'.split(
    ' ',
  );
const STATE_NAMES: Record<string, string> = {
  AL: 'alabama',
  AK: 'alaska',
  AZ: 'arizona',
  AR: 'arkansas',
  CA: 'california',
  CO: 'colorado',
  CT: 'connecticut',
  DE: 'delaware',
  FL: 'florida',
  GA: 'georgia',
  HI: 'hawaii',
  ID: 'idaho',
  IL: 'illinois',
  IN: 'indiana',
  IA: 'iowa',
  KS: 'kansas',
  KY: 'kentucky',
  LA: 'louisiana',
  ME: 'maine',
  MD: 'maryland',
  MA: 'massachusetts',
  MI: 'michigan',
  MN: 'minnesota',
  MS: 'mississippi',
  MO: 'missouri',
  MT: 'montana',
  NE: 'nebraska',
  NV: 'nevada',
  NH: 'new hampshire',
  NJ: 'new jersey',
  NM: 'new mexico',
  NY: 'new york',
  NC: 'north carolina',
  ND: 'north dakota',
  OH: 'ohio',
  OK: 'oklahoma',
  OR: 'oregon',
  PA: 'pennsylvania',
  RI: 'rhode island',
  SC: 'south carolina',
  SD: 'south dakota',
  TN: 'tennessee',
  TX: 'texas',
  UT: 'utah',
  VT: 'vermont',
  VA: 'virginia',
  WA: 'washington',
  WV: 'west virginia',
  WI: 'wisconsin',
  WY: 'wyoming',
  ON: 'ontario',
  QC: 'quebec',
  BC: 'british columbia',
  AB: 'alberta',
  MB: 'manitoba',
  SK: 'saskatchewan',
  NB: 'new brunswick',
  NS: 'nova scotia',
};

/** rate / miles rounded up to the cent, as the original corpus does (1650 / 512 -> 3.23). */
const perMile = (rate: number, miles: number) =>
  Math.ceil(Math.round(rate * 100) / miles - 1e-9) / 100;
const close = (a: number, b: number) => Math.abs(a - b) < 0.005;

function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
const isTime = (s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** Words of a text, lower case, with the usual abbreviations of city names folded. */
function words(s: string): string {
  return ` ${s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt')
    .trim()} `;
}

/**
 * The text with thousands separators and unicode minus signs taken out, and a spoken `minus 10`
 * written as `-10`, for finding numbers; with `spaces`, also space-separated thousands
 * (`20 400 kg`, `2 350,00 $`), which would otherwise join neighbouring table cells.
 */
function numbersText(s: string, spaces = false): string {
  const t = s
    .replace(/(?<![\d,])\d{1,3}(?:,\d{3})+(?!\d)/g, (m) => m.replace(/,/g, ''))
    .replace(/[−–]/g, '-')
    .replace(/\bminus\s+(?=\d)/gi, '-')
    .toLowerCase();
  return spaces
    ? t.replace(/(?<![\d,.])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)/g, (m) => m.replace(/\D/g, ''))
    : t;
}

/**
 * A distance or weight written only in km / kg (also `KGS`, and metric tonnes: `21.5 t`, `19 MT`,
 * `tonnes`), converted as README.md says (rounded).
 */
function writesMetric(text: string, n: number, unit: 'km' | 'kg'): boolean {
  const units: Array<[string, number]> =
    unit === 'km'
      ? [['km', 0.621371]]
      : [
          ['kgs?', 2.20462],
          ['(?:t|mt|tonnes?|metric tons?)', 2204.62],
        ];
  return units.some(([u, factor]) => {
    const re = new RegExp(`(?<![\\d.])(\\d+(?:\\.\\d+)?)\\s*${u}\\b`, 'g');
    return [...numbersText(text, true).matchAll(re)].some(
      (m) => Math.round(Number(m[1]) * factor) === n,
    );
  });
}

/** Ways a posting writes a number: 42000, 42k, 42 K, 21 tons, 1499.40, 2.1K. */
function spellings(n: number): string[] {
  const out = [String(n), n.toFixed(2)];
  if (n >= 1000 && n % 100 === 0) {
    const k = String(n / 1000);
    out.push(`${k}k`, `${k} k`);
  }
  if (n >= 2000 && n % 2000 === 0) out.push(`${n / 2000} tons`);
  return out;
}

function writes(text: string, n: number): boolean {
  return [numbersText(text), numbersText(text, true)].some((t) =>
    spellings(n).some((sp) => {
      const esc = sp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`(?<![\\d.])${esc}(?![\\d])`).test(t);
    }),
  );
}

function statedPerMile(e: Expected): boolean {
  return (
    e.ratePerMile !== undefined &&
    e.brokerOfferedRate !== undefined &&
    e.totalDistance !== undefined &&
    close(e.brokerOfferedRate, Math.round(e.ratePerMile * e.totalDistance * 100) / 100)
  );
}

describe('wild load corpus', () => {
  it('has 695 postings: 635 dev, 60 held out (the eighth split; the seven before are spent)', () => {
    expect(all.length).toBe(695);
    expect(dev.length).toBe(635);
    expect(holdout.length).toBe(60);
    expect(dev.length + holdout.length).toBe(all.length);
  });

  it('has unique ids, every held-out id in the corpus under its family', () => {
    const ids = all.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = new Map(all.map((p) => [p.id, p]));
    const { rule, ids: held } = wildHoldout();
    expect(rule).toMatch(/never tuned on/);
    for (const [family, list] of Object.entries(held)) {
      for (const id of list) expect(byId.get(id)?.family, id).toBe(family);
    }
  });

  it('holds out whole families: the seven of the eighth sitting, the other fifty-four dev', () => {
    // The first held-out split (53 postings across the first ten families), the second (the nine
    // families of the second sitting), the third (the seven of the third sitting), the fourth (the
    // seven of the fourth sitting), the fifth (the seven of the fifth sitting), the sixth (the seven
    // of the sixth sitting) and the seventh (the seven of the seventh sitting) were each measured
    // once and are dev now. The eighth (the seven families of tools/hand_heldout8.py) is held out.
    const families = wildFamilies();
    const held = Object.keys(wildHoldout().ids);
    expect(families.length).toBe(61);
    expect(held.sort()).toEqual([
      'aggregate-dump',
      'auto-parts-jit',
      'beverage-dist',
      'dispatch-notes',
      'pharma-reefer',
      'quebec-french',
      'reverse-logistics',
    ]);
    for (const f of families) {
      const split = held.includes(f) ? 'holdout' : 'dev';
      const ofFamily = all.filter((p) => p.family === f);
      expect(ofFamily.length, `${f} has postings`).toBeGreaterThan(0);
      for (const p of ofFamily) expect(p.split, p.id).toBe(split);
    }
  });

  describe.each(all.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const e = p.expected;

    it('is well-formed', () => {
      expect(['table', 'dark', 'email', 'sms']).toContain(p.style);
      expect(p.text.trim().length).toBeGreaterThan(0);
      // Expected's keys: the scored fields, with the stops array in place of its count.
      const known = new Set<string>([
        'stops',
        ...LOAD_FIELDS.filter((f) => f !== 'numberOfStops'),
        ...CALL_FIELDS,
      ]);
      for (const k of Object.keys(e)) expect(known.has(k), k).toBe(true);
      expect(e.stops.length).toBeGreaterThan(0);
      expect(e.stops[0]?.stopType).toBe('PICKUP');
      expect(e.stops.at(-1)?.stopType).toBe('DELIVERY');
      const earliest = new Date(CORPUS_NOW.getTime() - 86_400_000).toISOString().slice(0, 10);
      const latest = new Date(CORPUS_NOW.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
      for (const s of e.stops) {
        expect(s.cityState).toMatch(/^[A-Z][A-Za-z.' -]+, [A-Z]{2}$/);
        expect(STATES).toContain(s.cityState.slice(-2));
        expect(['PICKUP', 'DELIVERY']).toContain(s.stopType);
        expect(['APPT', 'FCFS']).toContain(s.appointmentType);
        if (s.appointmentDate !== undefined) {
          expect(isIsoDate(s.appointmentDate), s.appointmentDate).toBe(true);
          expect(s.appointmentDate >= earliest && s.appointmentDate <= latest).toBe(true);
        }
        if (s.appointmentTime !== undefined) expect(isTime(s.appointmentTime)).toBe(true);
        expect(s.appointmentWindowStart === undefined).toBe(s.appointmentWindowEnd === undefined);
        if (s.appointmentWindowStart !== undefined) {
          expect(isTime(s.appointmentWindowStart) && isTime(s.appointmentWindowEnd ?? '')).toBe(
            true,
          );
          // A window is first-come-first-served; a window and a single time never both.
          expect(s.appointmentType).toBe('FCFS');
          expect(s.appointmentTime).toBeUndefined();
        }
      }
      for (const k of ['originDeadhead', 'totalDistance', 'weight'] as const) {
        if (e[k] !== undefined) expect(Number.isInteger(e[k]) && (e[k] ?? 0) > 0, k).toBe(true);
      }
      if (e.brokerOfferedRate !== undefined) expect(e.brokerOfferedRate).toBeGreaterThan(0);
      if (e.temperature !== undefined) expect(Number.isInteger(e.temperature)).toBe(true);
      if (e.temperature !== undefined) expect(e.equipmentType).toBe('reefer');
      if (e.marketRateRange)
        expect(e.marketRateRange.min).toBeLessThanOrEqual(e.marketRateRange.max);
      if (e.equipmentType !== undefined) expect(EQUIPMENT).toContain(e.equipmentType);
      if (e.brokerPhone !== undefined) expect(e.brokerPhone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
      if (e.brokerExtension !== undefined) {
        expect(e.brokerExtension).toMatch(/^\d+$/);
        expect(e.brokerPhone).toBeDefined();
      }
      for (const k of [
        'commodity',
        'specialInstructions',
        'referenceNumber',
        'brokerName',
        'brokerCompany',
      ] as const) {
        if (e[k] !== undefined) expect((e[k] ?? '').trim()).toBe(e[k]);
      }
    });

    it('has derived numbers that follow from their inputs', () => {
      const { originDeadhead: dh, totalDistance: miles, brokerOfferedRate: rate } = e;
      if (miles !== undefined && dh !== undefined)
        expect(e.totalDistanceWithDeadhead).toBe(miles + dh);
      else expect(e.totalDistanceWithDeadhead).toBeUndefined();
      if (rate !== undefined && miles !== undefined) {
        // rate / miles rounded up to the cent, or a stated per-mile rate the rate was made from
        const ok = close(e.ratePerMile ?? Number.NaN, perMile(rate, miles)) || statedPerMile(e);
        expect(ok, `ratePerMile ${e.ratePerMile} vs ${perMile(rate, miles)}`).toBe(true);
      }
      if (rate !== undefined && miles !== undefined && dh !== undefined) {
        expect(e.ratePerMileWithDeadhead).toBeCloseTo(perMile(rate, miles + dh), 2);
      } else {
        expect(e.ratePerMileWithDeadhead).toBeUndefined();
      }
    });

    it('takes its cities, numbers and phone from the text', () => {
      const w = words(p.text);
      for (const s of e.stops) {
        const [city = '', st = ''] = s.cityState.split(', ');
        expect(w.includes(words(city)), `${city} in text`).toBe(true);
        const hasState =
          w.includes(` ${st.toLowerCase()} `) ||
          (STATE_NAMES[st] !== undefined && w.includes(` ${STATE_NAMES[st]} `));
        expect(hasState, `${st} in text`).toBe(true);
      }
      const numbers: Array<[string, number | undefined]> = [
        ['originDeadhead', e.originDeadhead],
        ['totalDistance', e.totalDistance],
        ['weight', e.weight],
        ['temperature', e.temperature],
        ['marketRateRange.min', e.marketRateRange?.min],
        ['marketRateRange.max', e.marketRateRange?.max],
      ];
      for (const [field, n] of numbers) {
        if (n === undefined) continue;
        const unit = field === 'weight' ? 'kg' : field === 'temperature' ? undefined : 'km';
        const written = writes(p.text, n) || (unit !== undefined && writesMetric(p.text, n, unit));
        expect(written, `${field} ${n} in text`).toBe(true);
      }
      if (e.brokerOfferedRate !== undefined) {
        // a rate made from a stated per-mile rate need not be written; its per-mile rate is
        const written =
          writes(p.text, e.brokerOfferedRate) ||
          (statedPerMile(e) && writes(p.text, e.ratePerMile ?? Number.NaN));
        expect(written, `brokerOfferedRate ${e.brokerOfferedRate} in text`).toBe(true);
      }
      if (e.brokerPhone) {
        expect(p.text.replace(/\D/g, '')).toContain(e.brokerPhone.replace(/\D/g, '').slice(1));
      }
      if (e.brokerExtension) expect(writes(p.text, Number(e.brokerExtension))).toBe(true);
    });
  });
});
