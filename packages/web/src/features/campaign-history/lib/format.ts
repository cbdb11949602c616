import {
  CALL_STATUS_LABELS,
  CAMPAIGN_STATUS_LABELS,
  type CampaignStatus,
  type CampaignStop,
  type RateRange,
} from '@fleet/contracts';
import { equipmentLabel } from '@/lib/equipment';

export const NA = 'N/A';

const present = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * §9: an instant in the browser's zone as 'MMM d, yyyy h:mm a' (Mar 2, 2026 3:04 PM).
 * `timeZone` is for tests.
 */
export function formatCampaignTime(
  value: string | null | undefined,
  fallback = NA,
  timeZone?: string,
): string {
  const date = toDate(value);
  if (!date) return fallback;
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(date)) p[part.type] = part.value;
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const centsUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** §9: a campaign rate in USD with no decimals ($2,350). */
export function formatRate(value: number | null | undefined, fallback = NA): string {
  return present(value) ? wholeUsd.format(value) : fallback;
}

/** A desired or market range ($2,000 - $2,400); a missing or 0–0 range is N/A. */
export function formatRateRange(range: RateRange | null | undefined): string {
  if (!range || (range.min === 0 && range.max === 0)) return NA;
  return `${formatRate(range.min)} - ${formatRate(range.max)}`;
}

/** §9: distance with 1 decimal (781.0 mi). */
export function formatDistance(miles: number | null | undefined): string {
  return present(miles) ? `${oneDecimal.format(miles)} mi` : NA;
}

export function formatWeight(pounds: number | null | undefined): string {
  return present(pounds) ? `${upToOneDecimal.format(pounds)} lbs` : NA;
}

export function formatTemperature(degrees: number | null | undefined): string {
  return present(degrees) ? `${upToOneDecimal.format(degrees)}°F` : NA;
}

/** The rate range per mile (rate / distance, 2 decimals): '$2.56 - $3.07 per mile'. */
export function formatPerMileRange(
  range: RateRange | null | undefined,
  miles: number | null | undefined,
): string {
  if (!range || (range.min === 0 && range.max === 0) || !present(miles) || miles <= 0) return NA;
  return `${centsUsd.format(range.min / miles)} - ${centsUsd.format(range.max / miles)} per mile`;
}

export function text(value: string | null | undefined): string {
  const shown = value?.trim() ?? '';
  return shown === '' ? NA : shown;
}

export function formatEquipment(value: string | null | undefined): string {
  return text(equipmentLabel(value));
}

export function campaignStatusLabel(status: CampaignStatus): string {
  return CAMPAIGN_STATUS_LABELS[status] ?? status;
}

/** Badge colour of a campaign status. */
export function campaignStatusColor(status: CampaignStatus): string {
  switch (status) {
    case 'confirmed':
      return 'green';
    case 'cancelled':
    case 'failed':
      return 'red';
    case 'completed':
      return 'gray';
    case 'running':
    case 'started':
      return 'blue';
    case 'pause':
    case 'paused':
      return 'yellow';
    default:
      return 'gray';
  }
}

/** §4 "Call status labels" (the contracts' table); an unknown raw status is shown as it is. */
export function callStatusLabel(raw: string): string {
  return (CALL_STATUS_LABELS as Record<string, string>)[raw] ?? raw;
}

/** 'Dallas, TX → Atlanta, GA' (first stop to last); one stop alone; N/A without stops. */
export function formatRoute(stops: readonly Pick<CampaignStop, 'cityState'>[]): string {
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return NA;
  return stops.length === 1 ? first.cityState : `${first.cityState} → ${last.cityState}`;
}

/** §2 load detail: the first stop is Pickup, the last Delivery, the others Stop. */
export function stopLabel(index: number, count: number): 'Pickup' | 'Delivery' | 'Stop' {
  if (index === 0) return 'Pickup';
  if (index === count - 1) return 'Delivery';
  return 'Stop';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (yyyy-MM-dd, no zone, not shifted) as 'MMM d, yyyy'; missing is TBD. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return 'TBD';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : value;
}

/** HH:mm (24 h, a dock time with no zone) as h:mm a. */
export function formatClockTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  if (hours > 23) return value;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A Set appointment's time, or an FCFS window ('8:00 AM - 12:00 PM'); TBD when unknown. */
export function formatAppointment(stop: CampaignStop): { label: 'Time' | 'Window'; value: string } {
  if (stop.appointmentType === 'FCFS') {
    const start = formatClockTime(stop.appointmentWindowStart);
    const end = formatClockTime(stop.appointmentWindowEnd);
    const value = start && end ? `${start} - ${end}` : (start ?? end ?? 'TBD');
    return { label: 'Window', value };
  }
  return { label: 'Time', value: formatClockTime(stop.appointmentTime) ?? 'TBD' };
}
