import { isoDay } from '@/lib/us-dates';

/** §9: invoice dates show as M/D/YYYY; the wire (and the form) use MM/DD/YYYY. */
export function formatInvoiceDate(value: string | null | undefined): string {
  const match = value ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim()) : null;
  if (!match) return value?.trim() ? value : '-';
  return `${Number(match[1])}/${Number(match[2])}/${match[3]}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** §9: amounts in USD. */
export const formatAmount = (amount: number | null | undefined): string =>
  typeof amount === 'number' && Number.isFinite(amount) ? usd.format(amount) : '-';

/** A calendar day (YYYY-MM-DD, Mantine's date value) as the list request's MM/DD/YYYY (§5). */
export function toWireDate(isoDay: string): string {
  const [y, m, d] = isoDay.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/**
 * The list's default range: this week, Sunday (the date picker's first day) through today. The
 * picker forbids future dates, so the week stops at today. (The spec does not say; README.)
 */
export function thisWeek(now = new Date()): [string, string] {
  const sunday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  return [isoDay(sunday), isoDay(now)];
}

/** Fields whose confidence is below this are marked on the confirm form. */
export const LOW_CONFIDENCE = 0.7;
