/**
 * Invoice details: the number, the issue and due dates, and the paid status, each by its labels
 * and their synonyms across the kinds of bills a carrier receives and sends (invoices,
 * statements, receipts, tickets, repair orders, purchase schedules).
 */

import { type Found, findLabelled, type LabelOptions } from './labels';
import type { ItemsRead } from './line-items';
import type { DocLine } from './page-model';
import { findDate, readCompactDate, readDate, saysDayFirst } from './values';

export type PaidStatus = 'Paid' | 'Unpaid' | 'Partially Paid';

/** An identifier: has a digit, is not a date or an amount, no blanks to fill in. */
export function readIdentifier(text: string): string | undefined {
  // A short capital prefix set apart from the digits ("RA 10280827", "WO 5512") is kept.
  const m =
    /^(?:no\.?|number|num\.?|#)?[\s#:.]*([A-Z]{1,4} \d[A-Za-z0-9\-/._]*(?![\w ])|[A-Za-z0-9][A-Za-z0-9\-/._]*[A-Za-z0-9]|\d)/i.exec(
      text.trim(),
    );
  if (!m) return undefined;
  const id = m[1]!;
  // A blank to fill in ("____") is no number; "INV_1001" is one.
  if (!/\d/.test(id) || id.length > 30 || /^[\s#:.]*_|__/.test(text)) return undefined;
  if (readDate(id) || /^\d{1,3}(,\d{3})*\.\d{2}$/.test(id) || /^\d+\.\d{2}$/.test(id))
    return undefined;
  return id;
}

const NUMBER_LABELS: Array<{ re: RegExp; sameCell?: boolean }> = [
  // "Your invoice #" is the reader's own document (a column of a remittance), not this one's.
  {
    re: /(?<!\byour\s+)\binv(?:oice)?\.?\s*(?:#|no\b\.?|number|num\b\.?|id\b|nbr\b\.?|ref\b\.?|reference\b)/i,
  },
  {
    re: /\b(?:statement|receipt|ticket|tran|transaction|repair order|work order|order|r[./]?o|w[./]?o|bill|freight bill|pro|document|doc|agreement|contract|schedule|folio|credit memo|credit|debit memo|debit|memo|notice|billing notice|premium notice|reference|ref|job|claim|payment|remittance|settlement|advice|voucher)\.?\s*(?:#|no\b\.?|number|num\b\.?|id\b)/i,
  },
  // A document word with a qualifier or two ("Account statement no.", "Policy billing notice #").
  {
    re: /^(?:[A-Za-z]+\s+){1,2}(?:invoice|statement|notice|bill(?:ing)?|ticket|document|job|claim)\s*(?:#|no\b\.?|number|num\b\.?|id\b)/i,
  },
  { re: /^(?:tax )?invoice\s*:/i },
  // Spanish and French: "Factura No.", "Folio", "No. de factura", "Facture n°".
  {
    re: /\b(?:factura|facture)\s*(?:#|no\b\.?|n[uú]m(?:ero)?\b\.?|n\s?[°º])|\b(?:no\.?|n[uú]m(?:ero)?\.?)\s+de\s+factura\b/i,
  },
  { re: /^(?:tax )?invoice\b/i, sameCell: true },
  // A title of one or two words before the document word: "PARTS INVOICE P3484934".
  { re: /^(?:[A-Za-z]+\s+){1,2}(?:invoice|statement|receipt|ticket|bill)\b/i, sameCell: true },
  {
    re: /^(?:statement|receipt|ticket|schedule|repair order|work order|bill|folio)\b/i,
    sameCell: true,
  },
  // A grid's title cell "Invoice" over the number (or beside it); another document word alone
  // in its cell ("Agreement", "Contract", "Work order") likewise.
  { re: /^invoice\s*$/i },
  { re: /^(?:rental\s+)?(?:agreement|contract|work\s*order|repair\s*order|statement|ticket)\s*$/i },
  { re: /^(?:no\.|#)/i, sameCell: true },
];

export function readInvoiceNumber(lines: DocLine[], options: LabelOptions): Found<string> | null {
  for (const { re, sameCell } of NUMBER_LABELS) {
    const found = findLabelled(lines, re, readIdentifier, { ...options, sameCell });
    if (found?.value) return found as Found<string>;
  }
  return null;
}

const dateParser =
  (dayFirst: boolean) =>
  (text: string): string | null | undefined => {
    // A weekday before the date ("Fri 10/16/2026", "Friday, November 13, 2026").
    const t = text.replace(/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '');
    const d = findDate(t, dayFirst);
    if (d && d.index < 4) return d.value;
    const compact = readCompactDate(t);
    if (compact) return compact;
    if (/^(upon|on|due on)?\s*receipt|^immediate|^on demand/i.test(text)) return null;
    return undefined;
  };

const ISSUE_LABELS = [
  // The document's own date first; an order or service date only when no other is printed.
  /\b(?:invoice|statement|issue|billing|bill|document|receipt|ticket|inv)\.?\s*(?:date|dt\b)|\bdate\s*(?:issued|of\s*(?:invoice|issue))\b/i,
  /\b(?:order|transaction|service|txn|sale|purchase|delivery|ship)\.?\s*(?:date|dt\b)/i,
  /\bdate\s*(?:issued|of\s*(?:invoice|issue|service))\b/i,
  /\b(?:issued(?:\s*on)?|funded|dated)\b/i,
  // Spanish and French: "Fecha de emisión", "Fecha de expedición", "Date de facture".
  /\bfecha(?:\s+de)?\s+(?:emisi[oó]n|expedici[oó]n|factura)\b|\bdate\s+(?:de\s+(?:la\s+)?facture|d'?[eé]mission)\b|^fecha\b/i,
  /^date\b/i,
];
const DUE_LABELS = [
  // Spanish and French: "Vencimiento", "Fecha límite de pago", "Date d'échéance".
  /^(?:fecha\s+de\s+)?vencimiento\b|\bfecha\s+l[ií]mite(?:\s+de\s+pago)?\b|\bdate\s+d'?[eé]ch[eé]ance\b|^[eé]ch[eé]ance\b/i,
  // Written the other way round ("Date due", "Date payable").
  /^date\s*(?:due|payable)\b/i,
  /\b(?:payment\s*due\s*date|due\s*date|payment\s*due|(?:please\s+)?pay(?:ment)?\s*(?:by|before)|due\s*by|due\s*on|remit\s*by|payable\s*(?:by|on))\b/i,
  /(?<!balance\s|amount\s|total\s|now\s|past\s)\bdue\b/i,
  // A label of a word or two ending in "due", alone in its cell ("Quick pay due", "Terms due"):
  // the date it gives is when payment is due (not an amount label: "Minimum due", "Total due").
  /^(?!.*\b(?:balance|amount|total|minimum|min|sum|past|now|tax)\b)(?:[A-Za-z]+\.?\s+){1,2}due\s*:?\s*$/i,
];

function firstLabelledDate(
  lines: DocLine[],
  labels: RegExp[],
  options: LabelOptions,
  dayFirst: boolean,
) {
  const parseDate = dateParser(dayFirst);
  for (const re of labels) {
    const found = findLabelled(lines, re, parseDate, options);
    if (found) return found;
  }
  return null;
}

export function readDates(lines: DocLine[], options: LabelOptions) {
  // Day-first dates only where the page says so ("Date (DD/MM/YYYY)").
  const dayFirst = lines.some((l) => saysDayFirst(l.text));
  const issue = firstLabelledDate(lines, ISSUE_LABELS, options, dayFirst);
  const due =
    firstLabelledDate(lines, DUE_LABELS, options, dayFirst) ?? dueInTerms(lines, options, dayFirst);
  let issueValue = issue?.value ?? null;
  let issueConfidence = issue?.value ? 0.9 : 0;
  if (!issueValue) {
    // No label read: the first date on the first page outside the tables that is not the due
    // date's (beside or under a due label; the same day may be both).
    const first = firstUnlabelledDate(lines, options.skip ?? new Set(), dayFirst);
    if (first) {
      issueValue = first;
      issueConfidence = 0.55;
    }
  }
  return {
    issue: { value: issueValue, confidence: issueConfidence },
    due: { value: due?.value ?? null, confidence: due?.value ? 0.9 : 0 },
  };
}

const isDueLabel = (text: string) => DUE_LABELS.some((re) => re.test(text));

/** "Net 30, due 11/11/2026", "Terms: 2% 10 Net 30 — due by Nov 11, 2026": a date said due in a sentence. */
function dueInTerms(lines: DocLine[], options: LabelOptions, dayFirst: boolean) {
  for (const line of lines) {
    if (options.skip?.has(line.index)) continue;
    for (const cell of line.cells) {
      const m = /\b(?:due|payable)\s*(?:on|by|before|date)?\s*:?\s*/i.exec(cell.text);
      // "Balance due 500.00" names an amount; "Balance due by 11/11/2026" names when.
      if (
        !m ||
        (/\b(?:amount|balance|total)\s+$/i.test(cell.text.slice(0, m.index)) &&
          !/\b(?:by|before|on)\b/i.test(m[0]))
      )
        continue;
      const d = findDate(cell.text.slice(m.index + m[0].length), dayFirst);
      if (d && d.index === 0) return { value: d.value, line: line.index };
      // "Payment due within 30 days, by 31 March 2027": the date said further on in the clause.
      const later = /^[^.;]{0,40}?\b(?:on|by|before)\s*:?\s*/i.exec(
        cell.text.slice(m.index + m[0].length),
      );
      if (!later) continue;
      const at = m.index + m[0].length + later[0].length;
      const d2 = findDate(cell.text.slice(at), dayFirst);
      if (d2 && d2.index === 0) return { value: d2.value, line: line.index };
    }
  }
  return null;
}

function firstUnlabelledDate(
  lines: DocLine[],
  skip: Set<number>,
  dayFirst: boolean,
): string | null {
  for (const line of lines) {
    if (skip.has(line.index) || line.page !== 1) continue;
    for (let c = 0; c < line.cells.length; c++) {
      const cell = line.cells[c]!;
      const d = findDate(cell.text, dayFirst);
      if (!d || isDueLabel(cell.text.slice(0, d.index))) continue;
      const left = line.cells[c - 1];
      if (left && isDueLabel(left.text) && !findDate(left.text)) continue;
      const above = lines
        .slice(Math.max(0, line.index - 2), line.index)
        .filter((l) => l.page === line.page && line.y - l.y <= line.height * 3)
        .flatMap((l) => l.cells)
        .find((a) => a.x0 < cell.x1 + 4 && a.x1 > cell.x0 - 4);
      if (above && isDueLabel(above.text) && !findDate(above.text)) continue;
      return d.value;
    }
  }
  return null;
}

function statusOf(text: string): PaidStatus | undefined {
  const t = text.toLowerCase();
  if (/partial|part paid|partly/.test(t)) return 'Partially Paid';
  if (/unpaid|not paid|open|outstanding|overdue|past due|due\b|pending/.test(t)) return 'Unpaid';
  if (/\bpaid\b|settled|closed/.test(t)) return 'Paid';
  return undefined;
}

const PAID_WITH_METHOD =
  /^[\W_]*PAID\b[\s:\-–/]*(?:VIA|BY|WITH)?\s*(?:VISA|MC|MASTERCARD|AMEX|DISCOVER|CASH|CHECK|CHK|CARD|DEBIT|CREDIT CARD|Visa|Mastercard|MasterCard|Amex|Discover|Debit|ACH|WIRE|EFS|COMDATA|WEX|FLEET ?CARD|EXPRESS CODE|COMCHEK|[Cc][Kk]\.?\s*#?\s*\d+|[Cc]heck\s*#?\s*\d+|[Cc]h(?:e)?q(?:ue)?\.?\s*#?\s*\d+|[Cc]ash|[Cc]ard)\b/;

/**
 * Paid status only when the page says so: a status label, a PAID stamp (PAID, *** PAID ***,
 * PAID IN FULL, PAID CASH), or the payments printed against the total.
 */
export function readPaidStatus(
  lines: DocLine[],
  options: LabelOptions,
  payments: {
    paid: number | null;
    balance: number | null;
    totalPaid: boolean;
    total_amount?: number | null;
  },
): { value: PaidStatus | null; confidence: number } {
  const labelled = findLabelled(
    lines,
    /\b(?:payment\s*status|paid\s*status|balance\s*status|invoice\s*status|status)\b/i,
    (t) => statusOf(t),
    options,
  );
  if (labelled?.value) return { value: labelled.value, confidence: 0.9 };
  for (const line of lines) {
    for (const cell of line.cells) {
      if (/^[\W_]*(?:UNPAID|NOT PAID|PAST DUE|OVERDUE)[\W_]*$/.test(cell.text)) {
        return { value: 'Unpaid', confidence: 0.8 };
      }
      // "PARTIALLY PAID", "Part paid", "PARTIAL PAYMENT" stamped on the page.
      if (
        /^[\W_]*(?:partially|partly|part|partial)[\s-]*(?:paid|payment)[\W_]*$/i.test(cell.text)
      ) {
        return { value: 'Partially Paid', confidence: 0.8 };
      }
      if (
        /^[\W_]*(?:paid(?:\s+in\s+full|\s+cash|\s+by\s+\w+|\s+check)?|payment\s+received)[\W_]*$/i.test(
          cell.text,
        )
      ) {
        return { value: 'Paid', confidence: 0.85 };
      }
      // A stamp naming how it was paid: "PAID - VISA ****4417", "PAID CHECK #2231".
      if (PAID_WITH_METHOD.test(cell.text)) return { value: 'Paid', confidence: 0.85 };
      // A stamp read with noise around it ("wes PAID A**"): PAID in capitals, alone in a short cell.
      if (
        cell.text.length <= 24 &&
        /\bPAID\b/.test(cell.text) &&
        !/\d|UNPAID|NOT PAID|TOTAL|AMOUNT|BALANCE|PAID BY|PAID TO/i.test(cell.text)
      ) {
        return { value: 'Paid', confidence: 0.7 };
      }
    }
  }
  if (payments.totalPaid) return { value: 'Paid', confidence: 0.8 };
  // A payment against an earlier balance ("Previous balance | Payment received | Current charges |
  // Balance due" = this invoice's total): nothing of this invoice is paid.
  const earlier =
    payments.balance !== null &&
    payments.total_amount !== null &&
    payments.total_amount !== undefined &&
    payments.total_amount > 0 &&
    payments.balance >= payments.total_amount - 0.005;
  if (payments.paid !== null && payments.paid > 0 && !earlier) {
    if (payments.balance !== null && payments.balance > 0.005) {
      return { value: 'Partially Paid', confidence: 0.75 };
    }
    if (payments.balance !== null) return { value: 'Paid', confidence: 0.75 };
  }
  return { value: null, confidence: 0 };
}

export type { ItemsRead };
