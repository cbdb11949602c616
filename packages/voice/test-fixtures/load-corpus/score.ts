import type { ExtractedData, ExtractedStop } from '@fleet/contracts';
import type { Expected, Posting } from './index';

/**
 * Field-level scoring of extractions against the corpus. Every field of every posting counts,
 * nulls included (a value where the posting has none is wrong). Stop fields count once per
 * expected stop ('stops.cityState', ...). Numbers match to the cent; free text (commodity,
 * instructions, names, companies) matches case- and punctuation-insensitively, and instructions
 * also when 80% of their words are shared.
 */

export const LOAD_FIELDS = [
  'numberOfStops',
  'originDeadhead',
  'totalDistance',
  'totalDistanceWithDeadhead',
  'brokerOfferedRate',
  'ratePerMile',
  'ratePerMileWithDeadhead',
  'marketRateRange',
  'weight',
  'commodity',
  'temperature',
  'equipmentType',
  'specialInstructions',
  'referenceNumber',
] as const;
export const CALL_FIELDS = [
  'brokerPhone',
  'brokerExtension',
  'brokerName',
  'brokerCompany',
] as const;
export const STOP_FIELDS = [
  'cityState',
  'stopType',
  'appointmentType',
  'appointmentDate',
  'appointmentTime',
  'appointmentWindowStart',
  'appointmentWindowEnd',
] as const;

export interface FieldResult {
  id: string;
  field: string;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

function words(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function sameText(a: unknown, b: unknown, fuzzy: boolean): boolean {
  if (a === null || b === null || a === undefined || b === undefined)
    return (a ?? null) === (b ?? null);
  const wa = words(String(a));
  const wb = words(String(b));
  if (wa.join(' ') === wb.join(' ')) return true;
  if (!fuzzy) return false;
  const sa = new Set(wa);
  const sb = new Set(wb);
  const shared = [...sa].filter((w) => sb.has(w)).length;
  return shared / new Set([...sa, ...sb]).size >= 0.8;
}

function sameValue(field: string, expected: unknown, actual: unknown): boolean {
  const e = expected ?? null;
  const a = actual ?? null;
  if (e === null || a === null) return e === a;
  if (field === 'marketRateRange') {
    const ee = e as { min: number; max: number };
    const aa = a as { min: number; max: number };
    return Math.abs(ee.min - aa.min) < 0.005 && Math.abs(ee.max - aa.max) < 0.005;
  }
  if (typeof e === 'number') return typeof a === 'number' && Math.abs(e - a) < 0.005;
  if (['commodity', 'brokerName', 'brokerCompany', 'cityState'].includes(field))
    return sameText(e, a, false);
  if (field === 'specialInstructions') return sameText(e, a, true);
  return e === a;
}

export function scorePosting(posting: Posting, data: ExtractedData): FieldResult[] {
  const exp: Expected = posting.expected;
  const out: FieldResult[] = [];
  const load = data.loadDetails as unknown as Record<string, unknown>;
  const call = data.callDetails as unknown as Record<string, unknown>;
  const expRecord = exp as unknown as Record<string, unknown>;
  const push = (field: string, expected: unknown, actual: unknown) =>
    out.push({
      id: posting.id,
      field,
      ok: sameValue(field.replace(/^stops\./, ''), expected, actual),
      expected: expected ?? null,
      actual: actual ?? null,
    });
  for (const field of LOAD_FIELDS) {
    const expected = field === 'numberOfStops' ? exp.stops.length : expRecord[field];
    push(field, expected, load[field]);
  }
  for (const field of CALL_FIELDS) push(field, expRecord[field], call[field]);
  exp.stops.forEach((es, i) => {
    const actual = data.loadDetails.stops[i] as ExtractedStop | undefined;
    for (const field of STOP_FIELDS) {
      const expected = (es as unknown as Record<string, unknown>)[field] ?? null;
      push(
        `stops.${field}`,
        expected,
        actual ? (actual as unknown as Record<string, unknown>)[field] : undefined,
      );
    }
  });
  return out;
}

export interface Accuracy {
  overall: number;
  correct: number;
  total: number;
  perField: Array<{ field: string; correct: number; total: number; accuracy: number }>;
  failures: FieldResult[];
}

export function accuracy(results: FieldResult[]): Accuracy {
  const byField = new Map<string, { correct: number; total: number }>();
  for (const r of results) {
    const f = byField.get(r.field) ?? { correct: 0, total: 0 };
    f.total++;
    if (r.ok) f.correct++;
    byField.set(r.field, f);
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
