import { CALL_RECORD_STATUS_LABELS, type CallRecord, type RateRange } from '@fleet/contracts';
import { formatUsd } from '@/lib/format';

export const NA = 'N/A';

/** Seconds as m:ss (document 3 §9): 75 → "1:15", 3600 → "60:00". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '0:00';
  const total = Math.max(0, Math.round(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    ...options,
    ...(timeZone ? { timeZone } : {}),
  });
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/**
 * A UTC instant in the browser's zone as 'MMM d, yyyy hh:mm a' (Jan 5, 2026 03:04 PM); `fallback`
 * when missing or unreadable. `timeZone` is for tests.
 */
export function formatInstant(
  value: string | null | undefined,
  fallback = NA,
  timeZone?: string,
): string {
  const date = toDate(value);
  if (!date) return fallback;
  const p = parts(
    date,
    {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    },
    timeZone,
  );
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** A transcript timestamp as hh:mm:ss in the browser's zone (document 3 §2). */
export function formatClock(value: string | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(
    date,
    { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true },
    timeZone,
  );
  return `${p.hour}:${p.minute}:${p.second}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (yyyy-MM-dd, no zone) as 'MMM d, yyyy'; other text is shown as it is. */
export function formatCalendarDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : value;
}

const perMile = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const present = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

export function formatMoney(value: number | null | undefined): string {
  return formatUsd(value, NA);
}

export function formatMiles(value: number | null | undefined): string {
  return present(value) ? `${number.format(value)} miles` : NA;
}

export function formatRatePerMile(value: number | null | undefined): string {
  return present(value) ? `${perMile.format(value)}/mile` : NA;
}

/** A range of dollars; a missing or 0–0 range (a details-only call) is N/A. */
export function formatRange(range: RateRange | null | undefined): string {
  if (!range || (range.min === 0 && range.max === 0)) return NA;
  return `${formatUsd(range.min)} - ${formatUsd(range.max)}`;
}

export function formatWeight(value: number | null | undefined): string {
  return present(value) ? `${number.format(value)} lbs` : NA;
}

export function formatTemperature(value: number | null | undefined): string {
  return present(value) ? `${number.format(value)}°F` : NA;
}

export function text(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NA;
  const shown = String(value).trim();
  return shown === '' ? NA : shown;
}

/** History status label (document 3 §4 "Call status labels", contracts' CALL_RECORD_STATUS_LABELS). */
export function statusLabel(status: CallRecord['status']): string {
  return CALL_RECORD_STATUS_LABELS[status] ?? status;
}

export function callTypeLabel(detailsOnly: boolean): string {
  return detailsOnly ? 'Details Only' : 'Full Booking';
}

/** Badge colour: green completed, red failed, yellow otherwise. */
export function statusColor(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'completed') return 'green';
  if (status === 'failed') return 'red';
  return 'yellow';
}
