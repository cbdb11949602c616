import type { DetentionSummary, TripView } from '@fleet/contracts';
import { formatMinutes, formatUsd } from '@/lib/format';
import { formatAtOffset, formatZoned, type StopDetention } from './detention';
import { cityState } from './stops';

export const APPROVAL_LINE = 'Please approve the detention payment.';

export interface CustomerMessage {
  id: string;
  title: string;
  text: string;
}

function stopName(item: StopDetention): string {
  const stop = item.stop;
  if (!stop) return 'the stop';
  const place = cityState(stop.location);
  return `${stop.customer_name || 'the facility'} (${stop.stop_type} ${stop.stop_order}, ${place})`;
}

/** The stop's IANA zone, so messages read like the stop and detention cards. */
const zone = (item: StopDetention) => item.stop?.timezone;

const work = (item: StopDetention) => (item.stop?.stop_type === 'Pickup' ? 'loaded' : 'unloaded');

function preDetention(trip: Pick<TripView, 'trip_num'>, item: StopDetention): string {
  const { record, detail } = item;
  const offset = record.arrival_datetime.offset_minutes;
  return (
    `Hello, this is a courtesy update on trip #${trip.trip_num}. Our driver arrived on time at ` +
    `${stopName(item)} at ${formatZoned(record.arrival_datetime, zone(item))} for the ` +
    `${formatZoned(record.appointment_datetime, zone(item))} appointment. Free time ends at ` +
    `${formatAtOffset(detail.charge_start_time, offset, zone(item))} (${formatMinutes(detail.time_remaining_charge_start_time)} from now); ` +
    `detention of ${formatUsd(detail.rate)} per hour applies after that. ` +
    `Please help us get the truck ${work(item)} before then. Thank you.`
  );
}

function preLoss(trip: Pick<TripView, 'trip_num'>, item: StopDetention): string {
  const { record, detail } = item;
  return (
    `Hello, this is an update on trip #${trip.trip_num}. Our driver arrived at ${stopName(item)} ` +
    `at ${formatZoned(record.arrival_datetime, zone(item))}, ${formatMinutes(detail.late_duration_total)} after the ` +
    `${formatZoned(record.appointment_datetime, zone(item))} appointment. We apologize for the delay and ` +
    `appreciate you working the truck in. Could you let us know when we can expect to be ` +
    `${work(item)}? Thank you.`
  );
}

function inDetention(trip: Pick<TripView, 'trip_num'>, item: StopDetention): string {
  const { record, detail } = item;
  const offset = record.arrival_datetime.offset_minutes;
  return (
    `Hello, our driver on trip #${trip.trip_num} has been at ${stopName(item)} since ` +
    `${formatZoned(record.arrival_datetime, zone(item))}. Free time ended at ` +
    `${formatAtOffset(detail.charge_start_time, offset, zone(item))}, and detention has been accruing at ` +
    `${formatUsd(detail.rate)} per hour: ${formatMinutes(detail.duration)} so far ` +
    `(${formatUsd(detail.total_amount)}). Please let us know when the truck will be released. Thank you.`
  );
}

function inLoss(trip: Pick<TripView, 'trip_num'>, item: StopDetention): string {
  const { record, detail } = item;
  return (
    `Hello, our driver on trip #${trip.trip_num} has been waiting at ${stopName(item)} since ` +
    `${formatZoned(record.arrival_datetime, zone(item))} (${formatMinutes(detail.elapsed_time_since_start_time)} so far). ` +
    `Please let us know when the truck will be ${work(item)} so we can plan the rest of the trip. Thank you.`
  );
}

/** The closing message of a delivered trip: each billed stop, the total, and the approval line. */
export function completedTripMessage(
  trip: Pick<TripView, 'trip_num'>,
  summary: DetentionSummary,
  items: readonly StopDetention[],
): string {
  const billed = items.filter((item) => item.detail.status === 'POST_DETENTION');
  const lines = billed.map(
    (item) =>
      `- ${stopName(item)}: ${formatMinutes(item.detail.duration)} of detention, ` +
      `${formatUsd(item.detail.total_amount)}`,
  );
  return [
    `Hello, trip #${trip.trip_num} has been delivered. Our driver was held beyond the free time:`,
    ...lines,
    `Total detention: ${formatMinutes(summary.detention_total_duration)} at ` +
      `${formatUsd(summary.detention_rate)} per hour, ${formatUsd(summary.detention_total_amount)}.`,
    APPROVAL_LINE,
  ].join('\n');
}

/**
 * Messages for the customer (document 1 §2, Detention view): pre-detention / pre-loss before
 * completion; in-detention / in-loss while accruing; the completed-trip message for a delivered
 * trip with a detention amount above 0.
 */
export function customerMessages(
  trip: Pick<TripView, 'trip_num' | 'detention_summary'>,
  items: readonly StopDetention[],
  completed: boolean,
): CustomerMessage[] {
  const messages: CustomerMessage[] = [];
  if (!completed) {
    for (const item of items) {
      const at = item.stop ? `${item.stop.stop_type} ${item.stop.stop_order}` : item.record.stop_id;
      const id = item.record.stop_id;
      switch (item.detail.status) {
        case 'PRE_DETENTION':
          messages.push({
            id: `pre-${id}`,
            title: `Pre-Detention Message (${at})`,
            text: preDetention(trip, item),
          });
          break;
        case 'PRE_LOSS':
          messages.push({
            id: `pre-${id}`,
            title: `Pre-Loss Message (${at})`,
            text: preLoss(trip, item),
          });
          break;
        case 'IN_DETENTION':
          messages.push({
            id: `in-${id}`,
            title: `In-Detention Message (${at})`,
            text: inDetention(trip, item),
          });
          break;
        case 'IN_LOSS':
          messages.push({
            id: `in-${id}`,
            title: `In-Loss Message (${at})`,
            text: inLoss(trip, item),
          });
          break;
        default:
          break;
      }
    }
  }
  const summary = trip.detention_summary;
  if (completed && summary && summary.detention_total_amount > 0) {
    messages.push({
      id: 'completed',
      title: 'Completed Trip Message',
      text: completedTripMessage(trip, summary, items),
    });
  }
  return messages;
}
