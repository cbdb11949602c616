import { randomUUID } from 'node:crypto';
import type { NewSystemNote } from '../../notes/data/notes-repository';
import type { ProjectedTrip, TripFacts } from './trip-view';

/**
 * The System notes the fleet's own events write on a trip's notes panel (document 2 §3 Note:
 * type System, created_by 'System', additional_metadata.exception_type):
 * - eta: an ETA exception opening (the trip turns late for its stop's appointment) and closing
 *   (back on time);
 * - tempViolation: the reefer temperature leaving its range;
 * - detention: detention (or loss, for a late arrival) starting to accrue at a stop.
 *
 * Each note is keyed by the event itself, never by when a sync noticed it, and the notes table
 * keeps one per key and account (insert on conflict do nothing), so repeated syncs, a restart or
 * another replica cannot write one twice:
 * - `eta:opened:trip:stop:appointment` (a new appointment or the next stop is a new exception);
 * - `eta:closed:trip:<when it turned late>` (the exception that closes, by its start);
 * - `tempViolation:started:trip:<first out-of-range reading>`;
 * - `detention:started:trip:stop`.
 * `projected[i]` is the projection of `facts[i]` (whose history says what was open before).
 */
export function systemNotesFor(
  projected: readonly (ProjectedTrip & { tripId: string })[],
  facts: readonly TripFacts[],
  now: string,
): NewSystemNote[] {
  const out: NewSystemNote[] = [];
  projected.forEach(({ tripId, view, newEntries, detention }, index) => {
    const history = facts[index]?.history ?? [];
    const add = (
      exceptionType: 'eta' | 'tempViolation' | 'detention',
      event: 'opened' | 'closed' | 'started',
      key: string,
      note: string,
      more: Record<string, unknown> = {},
    ) =>
      out.push({
        id: randomUUID(),
        originType: 'TRIP',
        originId: view.trip_num,
        note,
        createdAt: now,
        dedupeKey: `${exceptionType}:${event}:${tripId}:${key}`,
        additionalMetadata: { exception_type: exceptionType, event, ...more },
      });
    const stopOf = (id: string) => view.stops.find((s) => s.id === id);
    const where = (stop: ProjectedTrip['view']['stops'][number] | undefined) =>
      stop ? `${stop.customer_name}, ${stop.location.city}` : 'its stop';

    for (const entry of newEntries) {
      if (entry.type === 'ETA' && entry.status === 'LATE') {
        const stop = view.stops.find((s) => s.stop_order === view.active_stop_num);
        add(
          'eta',
          'opened',
          stop ? `${stop.id}:${stop.deliver_date}` : entry.at,
          `ETA exception opened: trip ${view.trip_num} is projected to arrive at ${where(stop)} after its appointment (${local(stop?.deliver_date, stop?.timezone)}).`,
          stop ? { stop_id: stop.id, appointment: stop.deliver_date } : {},
        );
      }
      if (entry.type === 'ETA' && entry.status !== 'LATE') {
        const lateSince = history.filter((e) => e.type === 'ETA').at(-1);
        if (lateSince?.status !== 'LATE') continue;
        add(
          'eta',
          'closed',
          lateSince.at,
          `ETA exception closed: trip ${view.trip_num} is projected to arrive on time again.`,
          { late_since: lateSince.at },
        );
      }
      if (entry.type === 'TEMPERATURE' && entry.status !== 'IN_RANGE') {
        const temperature = view.temperature_monitoring_details;
        const ongoing = temperature?.temp_exceptions.at(-1);
        const start =
          ongoing && ongoing.total_time_ms === null ? ongoing.start_time_ms : Date.parse(entry.at);
        const side = entry.status === 'TEMP_OVER_RANGE' ? 'above' : 'below';
        add(
          'tempViolation',
          'started',
          String(start),
          `Temperature violation: the reefer of trip ${view.trip_num} reads ${side} its allowed range${temperature ? ` (${temperature.allowable_temperature_range})` : ''}${ongoing?.location ? ` near ${ongoing.location}` : ''}.`,
          { started_at: new Date(start).toISOString(), status: entry.status },
        );
      }
    }
    for (const record of detention) {
      const detail = record.detention_detail ?? record.loss_detail;
      if (detail?.status !== 'IN_DETENTION' && detail?.status !== 'IN_LOSS') continue;
      const stop = stopOf(record.stop_id);
      const loss = detail.status === 'IN_LOSS';
      add(
        'detention',
        'started',
        record.stop_id,
        loss
          ? `Loss started: the driver of trip ${view.trip_num} arrived late at ${where(stop)}; the time there is the carrier's loss since ${local(detail.charge_start_time, stop?.timezone)}.`
          : `Detention started: trip ${view.trip_num} is in detention at ${where(stop)} since ${local(detail.charge_start_time, stop?.timezone)}, at $${detail.rate.toFixed(2)} an hour.`,
        { stop_id: record.stop_id, charge_start_time: detail.charge_start_time, is_loss: loss },
      );
    }
  });
  return out;
}

/** An instant as the stop's local time ("11/20/2026, 9:30 AM CST"); a dash when unknown. */
function local(at: string | undefined, timeZone: string | undefined): string {
  if (!at) return '-';
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
      timeZoneName: 'short',
    } as Intl.DateTimeFormatOptions).format(new Date(at));
  } catch {
    return at;
  }
}
