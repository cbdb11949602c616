import type { ExtractedData } from '@fleet/contracts';
import type { Doc, LabelKind } from './document';

/**
 * A confidence (0–1) per filled field, from where the value was read:
 *
 * - 0.9 — under a label of its kind ('Rate: $1,650', 'Weight  41,000 lbs', a table column named
 *   for it, a chat's sender for the name);
 * - 0.7 — in running text with its own cue ('$1,200 all-in', '512 mi', '(12 DH)', a signature);
 * - 0.5 — guessed from what is left (a board row's bare numbers, the largest dollar amount, a
 *   company word anywhere, a paste's title line).
 *
 * Derived fields (rate per mile, distance with deadhead) take the lowest of their inputs. The wire
 * `ExtractedData` has no place for it (metadata.confidence is one number for the record), so it is
 * returned beside the data by `parseLoadTextDetailed`; `lowConfidenceFields` names the fields the
 * agent should ask about rather than trust.
 */

export const LABELLED = 0.9;
export const CUED = 0.7;
export const GUESSED = 0.5;
/** Below this a field is worth a question. */
export const LOW_CONFIDENCE = 0.6;

export type FieldConfidence = Record<string, number>;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const digits = (n: number) => String(n);

/** The value's text is in a cell labelled with one of the kinds. */
function labelledWith(doc: Doc, kinds: LabelKind[], needle: string): boolean {
  if (!needle) return false;
  for (const line of doc.lines) {
    for (const cell of line.cells) {
      if (!cell.label || !kinds.includes(cell.label)) continue;
      if (norm(cell.value).includes(needle)) return true;
    }
  }
  return false;
}

/** The value's text is somewhere in the document (not only guessed from elsewhere). */
function written(doc: Doc, needle: string): boolean {
  return needle !== '' && norm(doc.lines.map((l) => l.text).join(' ')).includes(needle);
}

function grade(doc: Doc, kinds: LabelKind[], value: string, cue: RegExp | null): number {
  const needle = norm(value);
  if (labelledWith(doc, kinds, needle)) return LABELLED;
  // A number with a cue of its own ('512 mi', '$1,200 all-in') is read; one without was picked
  // from what was left (a board row's bare numbers, the largest dollar amount).
  if (cue) return cue.test(doc.text) ? CUED : GUESSED;
  return written(doc, needle) ? CUED : GUESSED;
}

export function fieldConfidence(doc: Doc, data: ExtractedData): FieldConfidence {
  const d = data.loadDetails;
  const c = data.callDetails;
  const out: FieldConfidence = {};
  d.stops.forEach((stop, i) => {
    if (!stop.cityState) return;
    const city = stop.cityState.split(',')[0] ?? '';
    out[`stops[${i}].cityState`] = labelledWith(
      doc,
      ['pickup', 'delivery', 'final', 'stop', 'lane'],
      norm(city),
    )
      ? LABELLED
      : CUED;
  });
  const num = (
    key: string,
    value: number | null,
    kinds: LabelKind[],
    cue: (v: string) => RegExp,
  ) => {
    if (value === null) return;
    const v = digits(value);
    out[key] = grade(doc, kinds, v, cue(v.replace(/\B(?=(\d{3})+$)/g, ',?')));
  };
  num(
    'totalDistance',
    d.totalDistance,
    ['distance'],
    (v) => new RegExp(`${v}\\s*(?:mi|miles)\\b`, 'i'),
  );
  num(
    'originDeadhead',
    d.originDeadhead,
    ['deadhead'],
    (v) =>
      new RegExp(
        `(?:dh|deadhead)\\W{0,4}${v}\\b|\\b${v}\\s*(?:mi\\s*)?(?:dh|deadhead)|\\(${v}\\)`,
        'i',
      ),
  );
  num(
    'brokerOfferedRate',
    d.brokerOfferedRate,
    ['rate'],
    (v) =>
      new RegExp(
        `(?:rate|pay|total|all[\\s-]?in|offer|paying)\\W{0,12}\\$?${v}|\\$?${v}\\s*(?:all[\\s-]?in|total|flat|firm)`,
        'i',
      ),
  );
  num('weight', d.weight, ['weight'], (v) => new RegExp(`${v}\\s*(?:lbs?|#|pounds)`, 'i'));
  num('temperature', d.temperature, ['temperature'], (v) => new RegExp(`${v}\\s*°?\\s*f\\b`, 'i'));
  if (d.commodity) out.commodity = grade(doc, ['commodity'], d.commodity, null);
  if (d.equipmentType) {
    const labelled = doc.lines.some((l) => l.cells.some((cell) => cell.label === 'equipment'));
    out.equipmentType = labelled ? LABELLED : CUED;
  }
  if (d.referenceNumber) out.referenceNumber = grade(doc, ['reference'], d.referenceNumber, null);
  if (d.specialInstructions)
    out.specialInstructions = grade(doc, ['instructions'], d.specialInstructions, null);
  if (d.marketRateRange) out.marketRateRange = CUED;
  const lowest = (...keys: string[]) => Math.min(...keys.map((k) => out[k] ?? CUED));
  if (d.ratePerMile !== null)
    out.ratePerMile = /\/\s*mi|per\s+mile|rpm/i.test(doc.text)
      ? CUED
      : lowest('brokerOfferedRate', 'totalDistance');
  if (d.totalDistanceWithDeadhead !== null)
    out.totalDistanceWithDeadhead = lowest('totalDistance', 'originDeadhead');
  if (d.ratePerMileWithDeadhead !== null)
    out.ratePerMileWithDeadhead = lowest('brokerOfferedRate', 'totalDistance', 'originDeadhead');
  if (c.brokerPhone)
    out.brokerPhone = labelledWith(doc, ['phone', 'contact', 'name'], norm(c.brokerPhone.slice(-4)))
      ? LABELLED
      : CUED;
  if (c.brokerExtension) out.brokerExtension = out.brokerPhone ?? CUED;
  if (c.brokerName)
    out.brokerName =
      doc.sender === c.brokerName ? LABELLED : grade(doc, ['name', 'contact'], c.brokerName, null);
  if (c.brokerCompany) {
    const needle = norm(c.brokerCompany);
    out.brokerCompany = labelledWith(doc, ['company', 'contact'], needle)
      ? LABELLED
      : /\b(?:logistics|freight|transport|brokerage|llc|inc|carriers|express|trucking)\b/i.test(
            c.brokerCompany,
          )
        ? CUED
        : GUESSED;
  }
  return out;
}

/** The filled fields whose confidence is below LOW_CONFIDENCE: what the agent should ask about. */
export function lowConfidenceFields(confidence: FieldConfidence): string[] {
  return Object.entries(confidence)
    .filter(([, v]) => v < LOW_CONFIDENCE)
    .map(([k]) => k);
}
