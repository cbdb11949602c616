import type { Line } from './document';

/**
 * Faxed pages (issue 18): a fax machine stamps each page with its transmission line ('NOV-19-2026
 * 16:42  FROM: GULF COAST BROKERAGE  TO: 18005550100  P.001/002', '11/20/2026 08:12  5135550166
 * MIDWEST FREIGHT LINK  PAGE 01'), and a cover sheet opens with a heading and To/From/Re/Pages
 * lines. Those lines say who sent the pages to whom and when, never when the load picks up: their
 * cells become header cells (no stop, date, phone or rate is read from them). The sender (FROM, or
 * the name a stamp prints) is the broker's company; the addressee (TO) is the carrier.
 */

const DATE = /\b(?:\d{1,2}\/\d{1,2}\/\d{2,4}|[A-Z]{3}-\d{1,2}-\d{2,4}|\d{4}-\d{2}-\d{2})\b/i;
const TIME = /\b\d{1,2}:\d{2}\b/;
/** A page mark ('P.001/002', 'PAGE 01', 'Pg 1 of 2') or a bare fax number beside the stamp. */
const PAGE_MARK = /\bP\.\s?\d{2,3}(?:\/\d{2,3})?\b|\bpage\s+\d{1,3}\b|\bpg\.?\s*\d{1,3}\b/i;
const BARE_NUMBER = /(?<![\d-])1?\d{10}(?![\d-])/;
/** A cover sheet's heading ('FAX COVER SHEET', '*** FAX ***', 'Fax Transmittal'). */
const COVER =
  /^\W*(?:fax(?:\s+(?:cover(?:\s+sheet)?|transmittal|transmission))?|facsimile(?:\s+cover(?:\s+sheet)?)?)\W*(?:\s{2,}|$)/i;
/** The lines of a cover sheet's address block. */
const COVER_FIELD = /^\s*(?:to|from|attn|attention|re|subject|date|pages?|fax|phone|cc)\s*[:.]/i;

/** A page's transmission stamp: a date, a time and a page mark or a fax number. */
export function isFaxStamp(text: string): boolean {
  if (!DATE.test(text) || !TIME.test(text)) return false;
  return PAGE_MARK.test(text) || BARE_NUMBER.test(text) || /\bfax\b/i.test(text);
}

function markHeader(line: Line): void {
  for (const cell of line.cells) {
    const label = (cell.labelText ?? '').trim().toLowerCase();
    if (label === 'from') cell.label = 'company';
    else if (label === 'to' || label === 'attn' || label === 'attention') cell.label = 'carrier';
    else if (cell.label === 'subject' || cell.label === 'fax' || cell.label === 'phone') continue;
    // The sender's name a stamp prints between its number and its page mark.
    else if (
      !cell.label &&
      /^[A-Za-z][A-Za-z&.,' -]+$/.test(cell.value.trim()) &&
      /\s/.test(cell.value.trim()) &&
      !/\bfax\b/i.test(cell.value)
    )
      cell.label = 'company';
    else cell.label = 'header';
  }
}

/** Relabels the transmission stamps and the cover sheet's address block of a faxed paste. */
export function markFaxHeaders(lines: Line[]): void {
  let cover = false;
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) {
      cover = false;
      continue;
    }
    if (COVER.test(text)) {
      cover = true;
      if (/\b(?:to|from)\s*:/i.test(text) || isFaxStamp(text)) markHeader(line);
      else for (const cell of line.cells) cell.label = 'header';
      continue;
    }
    if (cover && COVER_FIELD.test(text)) {
      markHeader(line);
      continue;
    }
    cover = false;
    if (isFaxStamp(text)) markHeader(line);
  }
}
