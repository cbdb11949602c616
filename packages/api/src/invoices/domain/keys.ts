/**
 * What makes two invoices the same bill: the number as printed (case, spaces and a leading '#'
 * aside) and the seller's name reduced to its words (punctuation, case and the company form —
 * LLC, Inc, Co … — aside), so "INV-1042" from "Blue Line Carriers, Inc." and "inv 1042" from
 * "BLUE LINE CARRIERS INC" are one invoice sent twice.
 */
const COMPANY_FORMS = new Set([
  'llc',
  'inc',
  'incorporated',
  'co',
  'corp',
  'corporation',
  'company',
  'ltd',
  'limited',
  'lp',
  'llp',
  'pllc',
]);

export function numberKey(invoiceNumber: string): string {
  return invoiceNumber.trim().replace(/^#+/, '').replace(/\s+/g, '').toUpperCase();
}

export function sellerKey(companyName: string | null | undefined): string {
  if (!companyName) return '';
  return companyName
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !COMPANY_FORMS.has(w))
    .join(' ');
}

/** MM/DD/YYYY (a real calendar day) → YYYY-MM-DD, else null. */
export function isoDate(mdy: string | null | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mdy ?? '');
  if (!m) return null;
  const [, mm, dd, yyyy] = m;
  const d = new Date(Date.UTC(+yyyy!, +mm! - 1, +dd!));
  if (d.getUTCFullYear() !== +yyyy! || d.getUTCMonth() !== +mm! - 1 || d.getUTCDate() !== +dd!) {
    return null;
  }
  return `${yyyy}-${mm}-${dd}`;
}
