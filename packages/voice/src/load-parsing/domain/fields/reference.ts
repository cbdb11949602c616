import type { Doc } from '../document';
import { labelledCells, units } from './text-units';

/** The broker's load reference: 'Ref #', 'Load #', 'Load ID', 'PO', 'Order', 'reference number is'. */

const VALUE = /^[#:\s]*([A-Za-z0-9][A-Za-z0-9\-/]{1,29})/;
const FREE =
  /\b(?:ref(?:erence)?|load|po|order|pro|bol|confirmation|conf|hbl|mbl|hawb|mawb|awb|booking)\b((?:\s*(?:#|no\.?|num(?:ber)?|id|offer))*)\s*(?:is\s+)?[:#]?\s*(?:(?:hbl|mbl|hawb|mawb|awb|booking)\s*[#:]?\s+)?([A-Za-z0-9][A-Za-z0-9\-/]{2,29})/gi;

const DAY_MONTH =
  /^\d{1,2}-(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:-\d{2,4})?$/i;

function plausible(value: string): string | null {
  const v = value.replace(/[.,;:]+$/, '');
  if (!/\d/.test(v) || v.length < 3) return null;
  // Not a date, a phone number or a time range.
  if (/^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/.test(v)) return null;
  // '3-Dec', '12-Jan-27': a day and a month.
  if (DAY_MONTH.test(v)) return null;
  if (/^\d{3}[-.]\d{3}[-.]\d{4}$/.test(v) || /^\d{10}$/.test(v)) return null;
  // '7a-3p', '8am-4pm': a window.
  if (/^\d{1,2}(?::\d{2})?[ap]m?-\d{1,2}(?::\d{2})?[ap]m?$/i.test(v)) return null;
  if (/^\d{3,4}-\d{3,4}$/.test(v) && /^(?:[01]\d|2[0-3])[0-5]\d-(?:[01]\d|2[0-3])[0-5]\d$/.test(v))
    return null;
  return v;
}

/**
 * An identifier written without a label: capitals, a dash and digits ('ABC-12345'), or any id
 * after '#' ('#AB7701'), in a title, a heading or a cell of its own. A carrier's authority
 * number (MC, DOT) and a list's own numbering ('#1') are not the load's reference.
 */
const SHAPED =
  /(?<![\w-])(?:#\s?([A-Z]{1,4}-?\d{3,}[A-Z0-9-]*)|([A-Z]{2,4}-\d{3,}[A-Z0-9-]*|[A-Z]-\d{2,}[A-Z][A-Z0-9]{3,}))(?![\w-])/g;
const AUTHORITY = /^(?:MC|DOT|USDOT|FEIN|EIN|FF|MX|SCAC|TAX)\b/;

export function extractReference(doc: Doc): string | null {
  return (
    labelledReference(doc) ?? laneReference(doc) ?? shapedReference(doc) ?? containerReference(doc)
  );
}

/**
 * A contract lane named by its id ('awarded lane CHI-DET-04', 'won lane #88213', 'Lane P-07'):
 * letters and digits, or a '#' before digits; a list's own numbering ('Lane 3') is not one.
 */
const LANE_ID =
  /\blanes?\s+(?:id\s+)?(?:#\s?(\d{3,}[A-Z0-9-]*)|((?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)+))(?![\w-])/i;

/** A highway is no lane id ('lane I-80 closed', 'US-41'). */
const HIGHWAY = /^(?:I|US|SR|HWY|RT|CR)-?\d+$/i;

function laneReference(doc: Doc): string | null {
  for (const u of units(doc, ['phone', 'fax', 'contact', 'name', 'carrier'])) {
    const m = LANE_ID.exec(u.text);
    const id = m ? (m[1] ?? m[2]!) : null;
    if (id && !AUTHORITY.test(id) && !HIGHWAY.test(id)) {
      const v = plausible(id);
      if (v) return v;
    }
  }
  return null;
}

/**
 * A shipping container's number (ISO 6346: an owner code of three letters and U, J or Z, six
 * digits and a check digit, 'MSCU 7754102', 'TGHU 883215-0', a domestic 'JBHU 298114'): in a
 * drayage posting without a reference of the broker's own, the container is what the load is
 * known by. Written as it stands.
 */
const CONTAINER = /(?<![\w-])[A-Z]{3}[UJZ] ?\d{6}(?:-?\d)?(?![\w-])/g;

function containerReference(doc: Doc): string | null {
  for (const u of units(doc, ['phone', 'fax', 'contact', 'name', 'carrier'])) {
    const m = CONTAINER.exec(u.text);
    CONTAINER.lastIndex = 0;
    if (m) return m[0];
  }
  return null;
}

/** A line about the carrier's own truck posting: its number is not the load's. */
const TRUCK_POSTING = /\b(?:your|the\s+carrier'?s)\s+(?:truck|equipment)\s+post(?:ing)?s?\b/i;

function shapedReference(doc: Doc): string | null {
  for (const u of units(doc, ['phone', 'fax', 'contact', 'name', 'carrier'])) {
    if (TRUCK_POSTING.test(u.line.text)) continue;
    for (const m of u.text.matchAll(SHAPED)) {
      const id = m[1] ?? m[2]!;
      if (AUTHORITY.test(id)) continue;
      const v = plausible(id);
      if (v) return v;
    }
  }
  return null;
}

/** A forwarder's document kinds written before their numbers (house / master bill, air waybill). */
const DOCUMENT_KIND = /^\s*(?:HBL|MBL|HAWB|MAWB|AWB|B\/L|booking|bkg)\s*[#:]?\s+(?=\S*\d)/i;

/** A label of one order or document of the load ('PO 44810', 'BOL', 'PRO'), not the load's own. */
const ORDER_LABEL =
  /^\s*(?:po|po\s*(?:number|no|#)|purchase\s+order|bol|pro|pro\s+number|ref\s+po)\b/i;

function labelledReference(doc: Doc): string | null {
  // The load's own number ('Load # CL-2091', 'Ref') over an order's ('PO 44815') when both are
  // written: a load gathers several orders.
  let order: string | null = null;
  for (const { cell } of labelledCells(doc, 'reference')) {
    // 'Ref: HBL SZX26110448': the kind of document before its number.
    const m = VALUE.exec(cell.value.replace(DOCUMENT_KIND, ''));
    // Under its label, ten bare digits are an app's load number, not a phone ('Load 4011872265').
    const v = m ? (/^\d{10}$/.test(m[1]!) ? m[1]! : plausible(m[1]!)) : null;
    if (!v) continue;
    if (ORDER_LABEL.test(cell.labelText ?? '')) order ??= v;
    else return v;
  }
  if (order !== null) return order;
  for (const u of units(doc, ['phone', 'fax', 'company', 'contact', 'name'])) {
    for (const m of u.text.matchAll(FREE)) {
      const qualified = Boolean(m[1]?.trim());
      const raw = m[2]!;
      // A bare 'load' needs an identifier-looking value ('Load 5510238', not 'load 42000 lbs').
      if (/^load$/i.test(m[0].split(/[\s#:]/)[0]!) && !qualified) {
        const after = u.text.slice(m.index + m[0].length);
        if (
          !/^[A-Za-z-]*\d[\dA-Za-z-]{3,}$/.test(raw) ||
          (raw.match(/\d/g)?.length ?? 0) < 3 ||
          /^\s*(?:lbs|pounds|mi|miles|#)/i.test(after)
        )
          continue;
      }
      const v = plausible(raw);
      if (v) return v;
    }
  }
  return null;
}
