import type { DetentionDetail, DetentionRecord, TripStop } from '@fleet/contracts';
import { DASH, formatDateTime } from '@/lib/format';

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

/** A stop-local time with its offset: "11/23/2026 02:05 PM (UTC-05:00)". */
export function formatZoned(
  value: { utc_datetime: string; offset_minutes: number } | null,
): string {
  if (!value) return DASH;
  const ms = Date.parse(value.utc_datetime);
  if (Number.isNaN(ms)) return DASH;
  const offset = value.offset_minutes;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${formatDateTime(ms + offset * 60_000)} (UTC${sign}${hh}:${mm})`;
}

/** An instant in the time zone of a record (same offset as its arrival). */
export function formatAtOffset(instant: string, offsetMinutes: number): string {
  return formatZoned({ utc_datetime: instant, offset_minutes: offsetMinutes });
}
