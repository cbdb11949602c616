/** The carrier block: the carrier's name and the pairs that sit under a carrier heading. */

import type { Line } from './layout';
import type { Pair } from './ratecon-pairs';
import { EMAIL_RE, PHONE_RE, scheduleTokens } from './values';

/** Strips MC/DOT numbers and separators from a carrier name. */
export const cleanCarrier = (v: string) =>
  v
    .replace(/\(?\b(mc|dot|usdot|scac)\b\s*[#:]?\s*-?\s*\d*\)?.*$/i, '')
    .replace(/[·|,\s-]+$/, '')
    .trim();

/**
 * Whether a value can be a carrier's name: words, not a page counter ("Page 2 of 2"), a date, a
 * phone, an e-mail or an amount, and not a sentence.
 */
export function carrierNameFits(v: string): boolean {
  const t = cleanCarrier(v);
  if (!/[A-Za-z]{2,}/.test(t) || t.length > 70) return false;
  if (/^page\s*\d+(?:\s*(?:of|\/)\s*\d+)?$/i.test(t)) return false;
  if (/[@$]/.test(t) || PHONE_RE.test(t)) return false;
  if (scheduleTokens(t).some((x) => x.kind === 'date')) return false;
  return t.split(/\s+/).length <= 8;
}

export const stripPhone = (v: string) =>
  v
    .replace(PHONE_RE, '')
    .replace(EMAIL_RE, '')
    .replace(/\b(ext\.?|x)\s*\d+\b/i, '')
    // (Its word in English, Spanish or French, with its period: "· cel.", "móvil", "tél.")
    .replace(
      /\b(cell|cel|celular|mobile|mob|movil|móvil|ph|phone|tel|tél|telephone|tel[eé]fono)\.?(?!\w)\s*:?/gi,
      '',
    )
    .replace(/[·|,/\s-]+$/, '')
    .trim();

/** A heading naming the carrier and its people or truck: "CARRIER & TEAM", "Carrier / driver". */
export const CARRIER_AND =
  /^carrier\s*(?:&|and|\/|\+)\s*(?:(?:team|drivers?|equipment|truck|tractor|crew)(?:\s+info(?:rmation)?)?)?$/i;

/** Whether a pair sits under a CARRIER heading (same column, below it, before a blank break). */
export function inCarrierBlock(pr: Pair, lines: Line[]): boolean {
  const idx = lines.indexOf(pr.line);
  for (let k = idx; k >= 0 && k >= idx - 12; k--) {
    const l = lines[k]!;
    const heading = l.cells.find(
      (c) =>
        c.x0 <= pr.cell.x0 + 4 &&
        c.x0 >= pr.cell.x0 - 200 &&
        // A cover sheet's "TO:" block is the carrier's.
        (/^to\s*:$/i.test(c.text) ||
          // ("CARRIER (BOOKED BY)": a note in brackets after the heading.)
          (/^carrier(?: information| info| details)?(?:\s*\([^()]{1,30}\))?$/i.test(c.text) &&
            // A title, not the label of a value beside it.
            !l.cells.some((o) => o.x0 > c.x1 && o.x0 < c.x1 + 150)) ||
          // A section of the carrier and who drives ("CARRIER & TEAM", "Carrier and driver",
          // "CARRIER &" wrapped), its lines beside it or under it.
          CARRIER_AND.test(c.text)),
    );
    if (heading) return true;
    if (k < idx && l.cells.some((c) => /^(load information|broker|shipment)/i.test(c.text)))
      return false;
    // Another party's heading between ("Your load manager", "Broker contact").
    if (
      k < idx &&
      l.cells.length === 1 &&
      l.cells[0]!.text.length <= 40 &&
      /\b(contact|manager|rep|representative|agent|support|booked|your)\b/i.test(
        l.cells[0]!.text,
      ) &&
      !/\d|:/.test(l.cells[0]!.text)
    )
      return false;
  }
  return /carrier/i.test(lines[idx - 1]?.text ?? '') && false;
}
