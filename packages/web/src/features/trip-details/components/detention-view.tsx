import type { DetentionSummary, TripView } from '@fleet/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMinutes, formatUsd } from '@/lib/format';
import { visibleDetention } from '../lib/detention';
import { customerMessages } from '../lib/messages';
import { CustomerMessages } from './customer-messages';
import { DetentionStopCard } from './detention-stop-card';
import { FieldList } from './field-list';
import { InfoCard } from './info-card';

function Summary({ summary }: { summary: DetentionSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <InfoCard title="Detention Summary">
        <FieldList
          fields={[
            { label: 'Hours', value: formatMinutes(summary.detention_total_duration) },
            { label: 'Rate Per Hour', value: formatUsd(summary.detention_rate) },
            { label: 'Amount', value: formatUsd(summary.detention_total_amount) },
          ]}
        />
      </InfoCard>
      <InfoCard title="Loss Summary">
        <FieldList
          fields={[
            { label: 'Hours', value: formatMinutes(summary.loss_total_duration) },
            { label: 'Rate Per Hour', value: formatUsd(summary.loss_rate) },
            { label: 'Amount', value: formatUsd(summary.loss_total_amount) },
          ]}
        />
      </InfoCard>
    </SimpleGrid>
  );
}

export function DetentionView({ trip, completed }: { trip: TripView; completed: boolean }) {
  const items = visibleDetention(trip.detention, trip.stops);
  const messages = customerMessages(trip, items, completed);
  if (!trip.detention_summary && items.length === 0) {
    return <Text>No detention data for this trip.</Text>;
  }
  return (
    <Stack gap="md">
      {trip.detention_summary ? <Summary summary={trip.detention_summary} /> : null}
      {items.map((item) => (
        <DetentionStopCard key={item.record.stop_id} item={item} />
      ))}
      <CustomerMessages messages={messages} />
    </Stack>
  );
}
