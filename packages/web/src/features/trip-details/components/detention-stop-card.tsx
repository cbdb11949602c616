import { Badge } from '@mantine/core';
import { formatMinutes, formatUsd } from '@/lib/format';
import { clockStartsAtArrival, formatZoned, type StopDetention } from '../lib/detention';
import { stopLabel } from '../lib/stops';
import { FieldList } from './field-list';
import { InfoCard } from './info-card';

export function DetentionStopCard({ item }: { item: StopDetention }) {
  const { record, detail, stop, badge } = item;
  const loss = record.loss_detail !== null && record.detention_detail === null;
  const title = stop ? `${stopLabel(stop)} · ${stop.customer_name}` : `Stop ${record.stop_id}`;
  return (
    <InfoCard
      title={title}
      action={
        <Badge color={badge.color} variant="filled" radius="sm">
          {badge.label}
        </Badge>
      }
    >
      <FieldList
        fields={[
          { label: 'Arrival', value: formatZoned(record.arrival_datetime, stop?.timezone) },
          { label: 'Departed', value: formatZoned(record.departure_datetime, stop?.timezone) },
          { label: 'Driver On Time', value: record.is_on_time ? 'Yes' : 'No' },
          {
            label: clockStartsAtArrival(record, detail)
              ? 'Time Since Arrival'
              : 'Time Since Appointment',
            value: formatMinutes(detail.elapsed_time_since_start_time),
          },
          {
            label: 'Time Remaining Till Charge Starts',
            value: formatMinutes(detail.time_remaining_charge_start_time),
          },
          { label: loss ? 'Loss Hours' : 'Detention Hours', value: formatMinutes(detail.duration) },
          { label: 'Rate', value: `${formatUsd(detail.rate)}/hr` },
          { label: 'Amount', value: formatUsd(detail.total_amount) },
          { label: 'Late By', value: formatMinutes(detail.late_duration_total) },
        ]}
      />
    </InfoCard>
  );
}
