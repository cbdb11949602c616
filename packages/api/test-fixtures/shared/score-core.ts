/**
 * Field comparison shared by the rate-confirmation and invoice scorers. Every rule is written
 * here once; the corpus READMEs repeat them in prose.
 *
 * Empty: null, undefined, '' and whitespace-only strings are all "no value". An expected "no
 * value" is matched only by no value (a value the document does not have is wrong).
 */

export type Kind =
  /** Reference numbers, truck/trailer numbers: trimmed, case-insensitive, spaces and a leading '#' ignored. */
  | 'id'
  /** Names, addresses, cities, commodities, descriptions: case- and punctuation-insensitive (same words in the same order). */
  | 'text'
  /** Free text (instructions, notes, wrapped descriptions): as 'text', or ≥ 80 % of distinct words shared (Jaccard). */
  | 'fuzzy'
  /** Enumerations (equipment_type, appointment_type, paid_status...): trimmed, case-insensitive. */
  | 'enum'
  /** US state: two letters, case-insensitive. */
  | 'state'
  /** Zip code: the first five digits. */
  | 'zip'
  /** Phone: digits only, a leading country code 1 dropped, the first ten digits compared. */
  | 'phone'
  /** E-mail: trimmed, case-insensitive. */
  | 'email'
  /** Money: numbers or numeric strings ($, commas allowed), equal to the cent. */
  | 'money'
  /** Money where no value and 0 are the same (tax, shipping, discount on an invoice). */
  | 'money0'
  /** Quantities and unit prices: equal to 1/1000 (fuel is priced to the tenth of a cent). */
  | 'qty'
  /** Whole numbers (weight, length, stop number, temperature): equal after parsing. */
  | 'int'
  /** Dates: MM/DD/YYYY; M/D/YYYY and YYYY-MM-DD in an extraction are normalised first. */
  | 'date'
  /** Hours or minutes: two-digit strings; numbers and one-digit strings are padded. */
  | 'hh';

export interface FieldResult {
  id: string;
  field: string;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

export function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

export function words(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const t = v.trim();
  const neg = /^\(.*\)$/.test(t) || t.startsWith('-');
  const n = Number(t.replace(/[$,()\s]|USD/gi, '').replace(/^-/, ''));
  if (!Number.isFinite(n) || t.replace(/[^0-9]/g, '') === '') return null;
  return neg ? -n : n;
}

export function normDate(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const t = v.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return `${m[1]?.padStart(2, '0')}/${m[2]?.padStart(2, '0')}/${m[3]}`;
  m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return `${m[2]}/${m[3]}/${m[1]}`;
  return t;
}

function phoneDigits(v: string): string {
  let d = v.replace(/\D/g, '');
  if (d.length >= 11 && d.startsWith('1')) d = d.slice(1);
  return d.slice(0, 10);
}

export function same(kind: Kind, expected: unknown, actual: unknown): boolean {
  if (kind === 'money0') {
    const e = isEmpty(expected) ? 0 : toNumber(expected);
    const a = isEmpty(actual) ? 0 : toNumber(actual);
    return e !== null && a !== null && Math.abs(e - a) < 0.005;
  }
  if (isEmpty(expected) || isEmpty(actual)) return isEmpty(expected) && isEmpty(actual);
  const e = String(expected).trim();
  const a = String(actual).trim();
  switch (kind) {
    case 'id': {
      const n = (s: string) => s.replace(/^#\s*/, '').replace(/\s+/g, '').toLowerCase();
      return n(e) === n(a);
    }
    case 'text':
      return words(e).join(' ') === words(a).join(' ');
    case 'fuzzy': {
      const we = words(e);
      const wa = words(a);
      if (we.join(' ') === wa.join(' ')) return true;
      const se = new Set(we);
      const sa = new Set(wa);
      const shared = [...se].filter((w) => sa.has(w)).length;
      return shared / new Set([...se, ...sa]).size >= 0.8;
    }
    case 'enum':
    case 'email':
    case 'state':
      return e.toLowerCase() === a.toLowerCase();
    case 'zip':
      return e.replace(/\D/g, '').slice(0, 5) === a.replace(/\D/g, '').slice(0, 5);
    case 'phone':
      return phoneDigits(e) === phoneDigits(a);
    case 'money': {
      const x = toNumber(expected);
      const y = toNumber(actual);
      return x !== null && y !== null && Math.abs(x - y) < 0.005;
    }
    case 'qty': {
      const x = toNumber(expected);
      const y = toNumber(actual);
      return x !== null && y !== null && Math.abs(x - y) < 0.0005;
    }
    case 'int': {
      const x = toNumber(expected);
      const y = toNumber(actual);
      return x !== null && y !== null && Math.abs(x - y) < 1e-9;
    }
    case 'date':
      return normDate(e) === normDate(a);
    case 'hh':
      return e.padStart(2, '0') === a.padStart(2, '0');
  }
}

export function get(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split('.')) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

export interface Accuracy {
  /** correct / total, 0..1. */
  overall: number;
  correct: number;
  total: number;
  perField: Array<{ field: string; correct: number; total: number; accuracy: number }>;
  failures: FieldResult[];
}

export function accuracy(results: FieldResult[]): Accuracy {
  const byField = new Map<string, { correct: number; total: number }>();
  for (const r of results) {
    const key = r.field.replace(/\.\d+\./, '[].');
    const f = byField.get(key) ?? { correct: 0, total: 0 };
    f.total++;
    if (r.ok) f.correct++;
    byField.set(key, f);
  }
  const correct = results.filter((r) => r.ok).length;
  return {
    overall: results.length ? correct / results.length : 1,
    correct,
    total: results.length,
    perField: [...byField.entries()].map(([field, f]) => ({
      field,
      ...f,
      accuracy: f.correct / f.total,
    })),
    failures: results.filter((r) => !r.ok),
  };
}

export function formatFailures(failures: FieldResult[]): string {
  return failures
    .map(
      (f) =>
        `  ${f.id} ${f.field}: expected ${JSON.stringify(f.expected)}, got ${JSON.stringify(f.actual)}`,
    )
    .join('\n');
}

/**
 * Scores a list (stops, line items): `<prefix>.count` is one field, then every field of every
 * expected element, matched by position. A missing element makes all its fields wrong; extra
 * elements cost only the count.
 */
export function scoreList(
  id: string,
  prefix: string,
  fields: ReadonlyArray<readonly [string, Kind]>,
  expected: unknown[],
  actual: unknown,
  push: (r: FieldResult) => void,
): void {
  const act = Array.isArray(actual) ? actual : [];
  push({
    id,
    field: `${prefix}.count`,
    ok: act.length === expected.length,
    expected: expected.length,
    actual: act.length,
  });
  expected.forEach((e, i) => {
    const a = act[i] as unknown;
    for (const [f, kind] of fields) {
      const ev = get(e, f);
      const av = a === undefined ? undefined : get(a, f);
      push({
        id,
        field: `${prefix}.${i}.${f}`,
        ok: a !== undefined && same(kind, ev, av),
        expected: ev ?? null,
        actual: av ?? null,
      });
    }
  });
}
