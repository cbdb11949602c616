import type { TripView } from '@fleet/contracts';
import { Stack, Title } from '@mantine/core';
import { sortStops, stopPosition } from '../lib/stops';
import { StopCard } from './stop-card';

export function StopList({ trip }: { trip: Pick<TripView, 'stops' | 'active_stop_num'> }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Stops
      </Title>
      {sortStops(trip.stops).map((stop) => (
        <StopCard
          key={stop.id}
          stop={stop}
          position={stopPosition(stop.stop_order, trip.active_stop_num)}
        />
      ))}
    </Stack>
  );
}
