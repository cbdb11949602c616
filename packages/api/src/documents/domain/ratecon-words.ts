/** Words shared by the rate-confirmation readers: stop titles, section ends, charge names. */

import { DELIVERY_TITLE, PICKUP_TITLE } from './stop-roles';

/** A remark running across a table's columns: many words, mostly words of letters. */
export function isSentence(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length >= 6 &&
    (/[.!?]$/.test(text) ||
      /\b(the|and|to|with|on|at|in|of|for|be|is|are|must|no|not|call)\b/i.test(text))
  );
}

// ---------------------------------------------------------------------------------------------
// Stops

export const PICK = PICKUP_TITLE;
export const DROP = DELIVERY_TITLE;
/** A stop titled by its number only ("Stop 2", "Stop 2 of 3", "Stop 2 - Stop off"): kind unsaid. */
export const STOP_ONLY =
  /^stop\s*#?\s*\d+(?:\s*(?:of|\/)\s*\d+)?(?:\s*[-–—:]\s*(?:stop\s*-?\s*off|extra\s+stop|intermediate(?:\s+stop)?))?\s*$/i;

/**
 * The kind of place a role names in a title ("ORIGIN RAMP", "Destination terminal", "Pickup
 * port", "Delivery DC"): intermodal ramps, rail yards, ports and depots as much as warehouses.
 */
const FACILITY_KIND = String.raw`(?:intermodal\s+)?(?:ramp|terminal|rail\s*yard|railyard|yard|port|pier|depot|warehouse|dc|plant|facility|point)`;
const STOP_NUMBER = String.raw`(\(?\s*(stop\s*)?#?\s*\d{1,2}(?!\d)\s*(of\s*\d{1,2})?\s*\)?|[—–·•|-]\s*stop\s*#?\s*\d+(\s*of\s*\d{1,2})?|\))`;
export const STOP_TITLE_REST = new RegExp(
  `^${STOP_NUMBER}?\\s*(information|info|details|location|address|facility|site|stop|${FACILITY_KIND})?\\s*${STOP_NUMBER}?\\s*:?$`,
  'i',
);

/** Legal text: the end of the stops. */
export const TERMS =
  /\b(subject to the|agreement between|terms (and|&) conditions|carrier agrees|shall not re-?broker)\b/i;

export const SECTION_END =
  /^(charges?|carrier rates|rates?|carrier pay|payment|charge description|description|rate type|terms|standard terms|terms and conditions|line\s*haul|linehaul|total|carrier|carrier information|equipment|weight|base rate|freight charges|accessorials|signature|carrier signature|accepted by)\b/i;

/** A time or a window alone ("at 15:45", "09:30–13:00 (FCFS)"): its date is on another line. */
/** A label that gives the end of a window: "Close:", "Latest", "Window end", "Not after". */
export const WINDOW_END =
  /^\W*(?:window\s+)?(?:close[sd]?|closing|latest(?:\s+arrival)?|end|until|not\s+after|no\s+later\s+than)\b|^\W*(?:end|close)\s+window\b/i;

export const TIME_ONLY =
  /^\s*(?:(?:at|by|from|until|@)\s*)?\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?(?:\s*[-–]\s*\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?)?\s*(?:hrs?)?\s*(?:\(?\s*(?:fcfs|appt|appointment|open|window)\s*\)?)?\s*$/i;
/**
 * A 24-hour time without a colon alone on its line, said to be one ("1200 (appt)", "0700-1200
 * (FCFS)", "0800-1400 hrs"): a range, or a kind or "hrs" after it (a bare "1200" may be a number).
 */
export const MILITARY_TIME_ONLY =
  /^\s*(?:(?:at|by|from|until|@)\s*)?[0-2]\d[0-5]\d(?:(?:\s*[-–]\s*[0-2]\d[0-5]\d)?\s*(?:hrs?)?\s*\(?\s*(?:fcfs|appt|appointment|open|window)\s*\)?|\s*[-–]\s*[0-2]\d[0-5]\d\s*(?:hrs?)?)\s*$/i;

export const cleanCommodity = (s: string) => {
  const t = s
    .replace(
      /[,;]?\s*\d[\d,]*\s*(pcs|pes|pieces|pallets?|plts?|skids?|cases|lbs?|cartons)\b.*$/i,
      '',
    )
    // A hazardous-materials mark after the goods ("— HM (UN2794)", "(UN1263)", "Hazmat
    // UN1950"): the load's class, not the goods' name.
    .replace(
      /\s*[—–-]?\s*(?:\b(?:HM|hazmat|haz\.?)\b\s*)?\(?\s*\b(?:UN|NA)\s?\d{4}\b\s*\)?\s*$/i,
      '',
    )
    .replace(/\s*[—–-]\s*(?:HM|hazmat)\s*$/i, '')
    .replace(/\s*[-,;·•—–]\s*$/, '')
    .trim();
  // A pointer to another stop's or paper's goods ("see pick up", "same as above", "per BOL"):
  // no goods of this stop's own.
  return /^(?:see|same\s+as|as\s+(?:above|per)|per|refer\s+to)\b(?:\s+(?:the\s+)?(?:above|pick\s*-?\s*up|pickup|shipper|stop\s*#?\s*\d{1,2}|bol|bill\s+of\s+lading|p\.?o\.?|order))?\.?$/i.test(
    t,
  )
    ? ''
    : t;
};

// ---------------------------------------------------------------------------------------------
// The load

export const LINEHAUL =
  /\b(line\s*-?\s*haul|linehaul|base rate|flat rate|freight charges?|freight rate|haul rate|(?:lane|trip|contract|load|transport(?:ation)?)\s+rate)\b|^base(?:\s+(?:freight|charge|pay))?(?:\s*\([^)]{1,30}\))?$/i;
export const FUEL = /\b(fuel|fsc)\b/i;
export const TOTAL = /\b(total|all[- ]in|your rate|agreed)\b/i;

/**
 * A line of facts set apart by bars or bullets ("CARRIER Acme LLC MC 1 | Dispatch Ann 555…",
 * "12/10/2026 11:30 FCFS | PU# 5521 | PH 210-474-3414"): however long, it is no prose.
 */
export function isFactList(text: string): boolean {
  const parts = text.split(/\s[|•·]\s/);
  return (
    parts.length >= 2 && parts.every((p) => p.length <= 75 && !/[a-z]{2}[.!?]\s+[A-Z]/.test(p))
  );
}
