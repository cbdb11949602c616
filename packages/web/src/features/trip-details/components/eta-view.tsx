import type { TripView } from '@fleet/contracts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { FutureDays } from './future-days';
import { HosPanel } from './hos-panel';
import { TripCards } from './trip-cards';
import { TripMap } from './trip-map';
import { TripStatusPanel } from './trip-status-panel';

export const EXTERNAL_ELD = 'HoS data unavailable for non-company ELD';

/** ETA module: trip cards, then (active trips only) driver-time panels and the map. */
export function EtaView({
  trip,
  completed,
  modeIndex,
  onModeChange,
}: {
  trip: TripView;
  completed: boolean;
  modeIndex: 0 | 1;
  onModeChange: (index: 0 | 1) => void;
}) {
  const companyDriver = trip.driver.samsara_id !== null;
  return (
    <Stack gap="md">
      <TripCards trip={trip} modeIndex={modeIndex} />
      {!completed && !companyDriver ? (
        <Alert color="gray" variant="light">
          {EXTERNAL_ELD}
        </Alert>
      ) : null}
      {!completed && companyDriver ? (
        <>
          <TripStatusPanel trip={trip} modeIndex={modeIndex} onModeChange={onModeChange} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <HosPanel status={trip.driver.legal_time_status} />
            <FutureDays driver={trip.driver} />
          </SimpleGrid>
        </>
      ) : null}
      {!completed && trip.current_location ? <TripMap trip={trip} /> : null}
    </Stack>
  );
}
