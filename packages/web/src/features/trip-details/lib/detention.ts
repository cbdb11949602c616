import type { DetentionDetail, DetentionRecord, TripStop } from '@fleet/contracts';
import { DASH, formatInZone } from '@/lib/format';

export type DetentionStatus = DetentionDetail['status'];

export interface DetentionBadge {
  label: string;
  /** A CSS colour with white text at AA contrast. */
  color: string;
}

const BADGES: Partial<Record<DetentionStatus, DetentionBadge>> = {
  PRE_DETENTION: { label: 'PRE-DETENTION', color: '#5c6b1f' }, // olive
  IN_DETENTION: { label: 'IN-DETENTION', color: '#237032' }, // green
  POST_DETENTION: { label: 'DETENTION', color: '#1864ab' }, // blue
  PRE_LOSS: { label: 'PRE-LOSS', color: '#a6570b' },
  IN_LOSS: { label: 'IN-LOSS', color: '#c92a2a' },
  POST_LOSS: { label: 'LOSS', color: '#862e9c' },
};

/** The badge of a stop status; null for NOT_DETENTION / NOT_LOSS, whose card is hidden. */
export function detentionBadge(status: DetentionStatus): DetentionBadge | null {
  return BADGES[status] ?? null;
}

/** The detail that applies: detention when on time, loss when late. */
export function recordDetail(record: DetentionRecord): DetentionDetail | null {
  return record.detention_detail ?? record.loss_detail;
}

export interface StopDetention {
  record: DetentionRecord;
  detail: DetentionDetail;
  stop: TripStop | undefined;
  badge: DetentionBadge;
}

/** The records whose card shows, with their stop, in stop order. */
export function visibleDetention(
  records: readonly DetentionRecord[],
  stops: readonly TripStop[],
): StopDetention[] {
  const result: StopDetention[] = [];
  for (const record of records) {
    const detail = recordDetail(record);
    const badge = detail ? detentionBadge(detail.status) : null;
    if (!detail || !badge) continue;
    const stop = stops.find((s) => s.id === record.stop_id);
    result.push({ record, detail, stop, badge });
  }
  return result.sort((a, b) => (a.stop?.stop_order ?? 0) - (b.stop?.stop_order ?? 0));
}

/** Whether the clock started at arrival (late, or arrived after the appointment) or at the appointment. */
export function clockStartsAtArrival(record: DetentionRecord, detail: DetentionDetail): boolean {
  return Date.parse(detail.start_time) === Date.parse(record.arrival_datetime.utc_datetime);
}

/**
 * A detention time in its stop's zone, 'Mar 3, 06:50 MST' (the same helper as the stop card).
 * Without a known stop zone, the record's own offset: 'Mar 3, 06:50 UTC-07:00'.
 */
export function formatZoned(
  value: { utc_datetime: string; offset_minutes: number } | null,
  timeZone?: string,
): string {
  if (!value) return DASH;
  return formatAtOffset(value.utc_datetime, value.offset_minutes, timeZone);
}

/** An instant in the zone of a record's stop, else at the record's offset. */
export function formatAtOffset(instant: string, offsetMinutes: number, timeZone?: string): string {
  if (timeZone) return formatInZone(instant, timeZone);
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return DASH;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  // Shift the instant by the offset and print it as UTC, then name the offset.
  return `${formatInZone(ms + offsetMinutes * 60_000, 'UTC').replace(/ UTC$/, '')} UTC${sign}${hh}:${mm}`;
}
