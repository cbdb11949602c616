import type { EquipmentType } from '@fleet/contracts';
import type { Doc } from '../document';
import { findLocations } from './locations';
import { labelledCells, units } from './text-units';

/**
 * Equipment: dry_van (V, Van, Dry Van), reefer (R, Reefer), flatbed (F, FB, Flatbed, Step deck,
 * Conestoga, RGN, Hotshot), box_truck (Box truck, straight truck), sprinter_van (Sprinter, cargo
 * van). The first one named wins ('V, R' → dry_van).
 */

const PATTERNS: Array<[EquipmentType, RegExp]> = [
  ['sprinter_van', /\b(?:sprinter(?:\s+van)?|cargo\s+van|sprinters)\b/gi],
  [
    'box_truck',
    /\b(?:box\s+trucks?|straight\s+trucks?|\d{2}\s*(?:ft|'|foot|feet)?\s*box\b|box\s+van|ST\s+\d{2}\s*(?:ft|'|foot))\b/gi,
  ],
  ['reefer', /\b(?:reefers?|rfr|refrigerated|temp(?:erature)?[\s-]+controlled)(?![a-z])/gi],
  [
    'flatbed',
    /\b(?:flat\s*beds?|flatbeds?|flat\s*decks?|flatbd|fltbd|flbd|step\s*-?\s*decks?|stepdecks?|conestogas?|rgn|lowboy|double\s+drop|hot\s*shot|\d{2}\s*(?:ft|'|foot)\s*flat\b(?!\s*rate)|flat\s+(?:needed|load|trailer)|FB)\b/gi,
  ],
  // A bare 53-foot trailer is a dry van ('53' Trailer · Drop/Live').
  ['dry_van', /\b(?:dry\s+vans?|vans?|dv|53\s*(?:'|ft|foot)\s*trailers?)(?![a-z])/gi],
];

const CODES: Record<string, EquipmentType> = {
  v: 'dry_van',
  van: 'dry_van',
  dv: 'dry_van',
  drv: 'dry_van',
  r: 'reefer',
  rf: 'reefer',
  rfr: 'reefer',
  rfg: 'reefer',
  reef: 'reefer',
  reefr: 'reefer',
  f: 'flatbed',
  fb: 'flatbed',
  flt: 'flatbed',
  flat: 'flatbed',
  flatbd: 'flatbed',
  fltbd: 'flatbed',
  flbd: 'flatbed',
  sd: 'flatbed',
  fd: 'flatbed',
  sb: 'box_truck',
  bt: 'box_truck',
  // Expedite boards: cargo van, straight truck; heavy haul: RGN, double drop, lowboy.
  cv: 'sprinter_van',
  'c/v': 'sprinter_van',
  sv: 'sprinter_van',
  st: 'box_truck',
  's/t': 'box_truck',
  rgn: 'flatbed',
  dd: 'flatbed',
  lb: 'flatbed',
};

/**
 * A board code: one of CODES, or several joined ('VR', 'V-R', 'R/V', 'F-SD', 'V-F-R'), which
 * offers the first one named.
 */
export function equipmentCode(token: string): EquipmentType | null {
  // An oversize or over-weight mark after the code ('F-OD', 'SD-OW') says nothing of the type.
  const t = token
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/[-/](?:od|ow|odow)$/, '');
  if (CODES[t]) return CODES[t]!;
  const parts = t.split(/[-/]/);
  if (parts.length > 1 && parts.every((p) => CODES[p])) return CODES[parts[0]!]!;
  if (/^[vrf]{2,3}$/.test(t)) return CODES[t[0]!]!;
  return null;
}

/** A code written in capitals in running text ('RFR @ 34', 'FLATBD 48\'', 'V-R, 38k'). */
const CAPS_CODE =
  /(?<![A-Za-z0-9-])(?:RFR|RFG|REEFR|FLATBD|FLTBD|FLBD|DV|[VRF](?:[-/]?(?:[VRF]|SD))+|SD)(?![A-Za-z0-9-])/g;

function firstIn(text: string): { type: EquipmentType; index: number } | null {
  let best: { type: EquipmentType; index: number; end: number } | null = null;
  const taken: Array<[number, number]> = [];
  for (const [type, re] of PATTERNS) {
    for (const m of text.matchAll(re)) {
      // 'FB' only in capitals ('fb' is too often something else).
      if (m[0].toLowerCase() === 'fb' && m[0] !== 'FB') continue;
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      if (!best || start < best.index) best = { type, index: start, end };
    }
  }
  return best;
}

/**
 * Power only: the carrier brings a tractor and pulls a trailer the shipper or the broker provides
 * ('Power only', 'Tractor only', 'PO needed', 'hook to our loaded 48' flatbed', 'pull an empty 53'
 * reefer trailer'): the trailer named is theirs, so no equipment is asked of the carrier.
 */
const POWER_ONLY =
  /\bpower[\s-]*only\b|\btractor\s+only\b|\bPO\s+(?:needed|load|only|run|wanted)\b|\b(?:pull|hook\s+(?:to|up\s+to|onto))\s+(?:an?\s+|our\s+|the\s+|their\s+|(?:customer|shipper)[’']?s\s+)?(?:empty|loaded|preloaded|pre-loaded)\b/i;

export function isPowerOnly(doc: Doc): boolean {
  if (POWER_ONLY.test(doc.text)) return true;
  return labelledCells(doc, 'equipment').some(({ cell }) =>
    /^\s*(?:PO|P\/O)\s*$/i.test(cell.value),
  );
}

export function extractEquipment(doc: Doc): EquipmentType | null {
  if (isPowerOnly(doc)) return null;
  return namedEquipment(doc);
}

function namedEquipment(doc: Doc): EquipmentType | null {
  for (const { cell } of labelledCells(doc, 'equipment')) {
    // OCR reads a lone 'V' in a table cell as '\\' or '\\/'.
    // A trailer length before the code ('53 V', "48' F") says nothing of the type.
    const value = cell.value
      .trim()
      .replace(/^\\\/?(?=\s|,|$)/, 'V')
      .replace(/^\d{2}\s*(?:'|ft\.?|foot)?\s*(?=[A-Za-z])/i, '');
    const code =
      /^([A-Za-z]{1,6}(?:[-/][A-Za-z]{1,2}){0,2})\.?(?:\s*[,&]|\s*$|\s+(?:\d|or\b|-|\(|w\/|with\b))/.exec(
        value,
      );
    const coded = code ? equipmentCode(code[1]!) : null;
    if (coded) return coded;
    const found = firstIn(cell.value);
    if (found) return found.type;
  }
  const searchable = units(doc, ['company', 'contact', 'name', 'phone', 'fax', 'reference']);
  for (const u of searchable) {
    const found = firstIn(u.text);
    // A place's state ('Rapid City, SD') is not a board code.
    const places = findLocations(u.text);
    const caps = [...u.text.matchAll(CAPS_CODE)].find(
      (m) => equipmentCode(m[0]) && !places.some((p) => p.start <= m.index && m.index < p.end),
    );
    if (caps && (!found || caps.index < found.index)) return equipmentCode(caps[0])!;
    // A code with its trailer length: 'V/53', 'R-53', "F/48'".
    const sized = SIZED_CODE.exec(u.text) ?? LENGTH_CODE.exec(u.text);
    if (sized && (!found || sized.index < found.index))
      return CODES[(sized[1] ?? sized[2])!.toLowerCase()]!;
    if (found) return found.type;
    // A bare code opening a shorthand line: 'v 781mi 42k lbs'.
    const m = u.cell.start === 0 ? /^([VRF])\b(?=\s+[\d$|])/i.exec(u.text) : null;
    if (m) return CODES[m[1]!.toLowerCase()]!;
  }
  // A lone V, R or F as an item of its own in a line of figures ('erie pa  v  pu 12/3',
  // 'Erie PA. R. 12/3'): the board code.
  for (const u of searchable) {
    const lone = LONE_CODE.exec(u.line.text);
    if (lone && /\d/.test(u.line.text)) return CODES[lone[1]!.toLowerCase()]!;
  }
  return null;
}

const SIZED_CODE = /(?<![A-Za-z0-9-])([VRF])\s*[/-]\s*(?:48|53)(?:'|ft)?(?![A-Za-z0-9])/i;
/** The length first: '53V', '53R', "48'F" (a bare '48F' may be a temperature). */
const LENGTH_CODE = /(?<![A-Za-z0-9-])(?:48|53)(?:'\s*([VRF])|([VR]))(?![A-Za-z0-9])/;

const LONE_CODE = /(?:^|\s{2,}|[.,;|·]\s+)([VRvr])\.?(?=\s{2,}|[.,;|·]\s|\s*$)/;
