import type { InvoiceData } from '@fleet/contracts';

/** The fields checked before Confirm Invoice opens its modal (the API refuses them with 400). */
export type CheckedField = 'invoice_number' | 'issue_date' | 'due_date';
export type ConfirmErrors = Partial<Record<CheckedField, string>>;

export const INVOICE_NUMBER_REQUIRED = 'Invoice number is required';
export const DATE_FORMAT_HINT = 'Enter the date as MM/DD/YYYY';

/** MM/DD/YYYY and a real calendar day (§5; the wire format). */
export function isWireDate(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * What stops a confirm: no invoice number; a date that is not MM/DD/YYYY. An empty date is
 * allowed (the API dates an invoice without an issue date the day it is confirmed).
 */
export function confirmErrors(data: InvoiceData): ConfirmErrors {
  const errors: ConfirmErrors = {};
  const details = data.invoice_details;
  if (!details.invoice_number?.trim()) errors.invoice_number = INVOICE_NUMBER_REQUIRED;
  for (const key of ['issue_date', 'due_date'] as const) {
    const value = details[key]?.trim();
    if (value && !isWireDate(value)) errors[key] = DATE_FORMAT_HINT;
  }
  return errors;
}
