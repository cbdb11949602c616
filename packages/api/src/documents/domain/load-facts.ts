/**
 * Load facts written without labels: references inside sentences ("details for load # DS123
 * (customer PO 4455)", a subject "Load DS123 confirmation"), and an equipment line ("53'
 * Refrigerated Trailer, temp 34F continuous, 11,500 lbs"). Found by their shape, so the readers
 * give them a lower confidence than labelled values and use them only where nothing labelled
 * was found.
 */
import type { Line } from './layout';
import { type Equipment, readEquipment } from './values';

export type ProseField = 'order' | 'po' | 'bol' | 'ref';

/** An identifier: letters, digits and dashes with at least one digit. */
const ID = String.raw`([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)`;
const MARK = String.raw`(?:#|no\.?|number|num|id)`;
/** Between a keyword and its value: a mark, a colon, or at least a space ("REF4402" is a value). */
const SEP = String.raw`(?:\s*${MARK}\s*:?\s*|\s*:\s*|\s+)`;

const PATTERNS: Array<[ProseField, RegExp]> = [
  // "load # DS123", "order no. 4455", "shipment ID UF-1"; "Load DS123 confirmation" (a subject);
  // a title naming the document and its number ("Load Confirmation BML326064").
  [
    'order',
    new RegExp(
      String.raw`\b(?:(?:load|order|shipment|trip)(?:\s+(?:confirmation|tender))?|(?:rate|carrier)\s+confirmation)${SEP}${ID}`,
      'gi',
    ),
  ],
  ['po', new RegExp(String.raw`\b(?:customer\s+|cust\.?\s+)?p\.?o\.?${SEP}${ID}`, 'gi')],
  ['bol', new RegExp(String.raw`\b(?:bol|b/l|bill of lading)${SEP}${ID}`, 'gi')],
  ['ref', new RegExp(String.raw`\b(?:ref|reference)${SEP}${ID}`, 'gi')],
];

/** References written in a sentence, first of each field. */
export function proseReferences(text: string): Array<{ field: ProseField; value: string }> {
  const out: Array<{ field: ProseField; value: string }> = [];
  for (const [field, re] of PATTERNS) {
    re.lastIndex = 0;
    const m = re.exec(text);
    // A bare number of 1-2 digits ("load 2 of 3") is no reference, nor a date ("Load Tender
    // 2026-11-26").
    if (m && m[1]!.replace(/\D/g, '').length >= 3 && !/^\d{4}-\d{1,2}-\d{1,2}$/.test(m[1]!))
      out.push({ field, value: m[1]! });
  }
  return out;
}

export interface LoadFacts extends Equipment {
  weight: number | null;
}

/**
 * An unlabelled equipment line: an equipment word and at least one more fact (length,
 * temperature, weight) in a short line. Null for anything else (a sentence mentioning a van).
 */
export function loadFactsOf(text: string, maxLength = 90): LoadFacts | null {
  // (A clause of a letter may be longer: "We confirm a 53-foot reefer set at 34°F, 15,000 lbs".)
  if (text.length > maxLength) return null;
  const equipment = readEquipment(text);
  if (!equipment.equipment_type || !/\b(reefer|refrigerated|van|dry|trailer)\b/i.test(text)) {
    return null;
  }
  const w = /\b(\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds|#)(?![a-z])/i.exec(text);
  const weight = w ? Number(w[1]!.replace(/,/g, '')) : null;
  if (equipment.length === null && equipment.temperature === null && weight === null) return null;
  return { ...equipment, weight };
}

/** A title naming the document ("LOAD CONFIRMATION", "Rate Confirmation", "Carrier Tender"). */
const DOC_TITLE =
  /^(?:(?:load|rate|carrier|freight|truckload|shipment)\s+)?(?:confirmation|tender|agreement)$/i;
/** An identifier alone: letters and digits with at least four digits, no spaces. */
const BARE_ID = /^(?=(?:[^\d]*\d){4})[A-Z]{0,4}-?\d[A-Z0-9-]*$/;

/**
 * The number printed alone under the document's title, in its column ("LOAD CONFIRMATION" over
 * "NB9163795" at a sheet's top right): the load's number, when no label names one.
 */
export function numberUnderTitle(lines: Line[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const title = lines[i]!.cells.find((c) => DOC_TITLE.test(c.text.trim()));
    if (!title) continue;
    for (const next of lines.slice(i + 1, i + 3)) {
      if (next.page !== lines[i]!.page || next.y - lines[i]!.y > Math.max(title.height, 9) * 3)
        break;
      const c = next.cells.find((x) => x.x0 < title.x1 && x.x1 > title.x0);
      if (c) return BARE_ID.test(c.text.trim()) ? c.text.trim() : null;
    }
  }
  return null;
}

const WEIGHT_ALONE = /^(\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds)$/i;

/**
 * A weight alone in its cell a few lines under the equipment in the same column (an equipment
 * box "Reefer · 53 ft" / "-10 °F · Continuous" / "31,275 lb" beside the carrier and pay boxes):
 * the load's.
 */
export function weightUnderEquipment(lines: Line[]): number | null {
  for (let i = 0; i < lines.length; i++) {
    const eq = lines[i]!.cells.find(
      (c) => c.text.length <= 40 && readEquipment(c.text).equipment_type !== null,
    );
    if (!eq) continue;
    for (const next of lines.slice(i + 1, i + 4)) {
      if (next.page !== lines[i]!.page) break;
      const c = next.cells.find((x) => Math.abs(x.x0 - eq.x0) <= 4);
      const w = c && WEIGHT_ALONE.exec(c.text.trim());
      if (w) return Number(w[1]!.replace(/,/g, ''));
    }
  }
  return null;
}
