import type { LegalTimeStatus } from '@fleet/contracts';
import { Text } from '@mantine/core';
import { DASH, formatMinutes } from '@/lib/format';
import { dutyStatusLabel } from '../lib/hos';
import { FieldList } from './field-list';
import { InfoCard } from './info-card';

export function HosPanel({ status }: { status: LegalTimeStatus | null }) {
  return (
    <InfoCard title="Hours of Service">
      {status ? (
        <FieldList
          fields={[
            {
              label: 'Duty Status',
              value: `${dutyStatusLabel(status.duty_status)} (${formatMinutes(status.time_in_current_status)})`,
            },
            { label: 'Time Until Break', value: formatMinutes(status.time_until_break) },
            { label: 'Drive Remaining', value: formatMinutes(status.drive_remaining) },
            { label: 'Cycle Remaining', value: formatMinutes(status.cycle_remaining) },
            { label: 'Shift Remaining', value: formatMinutes(status.shift_remaining) },
            {
              label: 'Days Since Last 34 Hour Reset',
              value: status.days_since_last_reset ?? DASH,
            },
          ]}
        />
      ) : (
        <Text size="sm">No hours-of-service data reported yet.</Text>
      )}
    </InfoCard>
  );
}
