import { Alert, Button, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useFleetSummary } from '../api/get-fleet-summary';
import { useTrailerCount } from '../api/get-trailer-count';
import { defaultFilters, exceptionListHref } from '../lib/trip-filters';
import { MonitoringCard } from './monitoring-card';

const HOME_FLAGS = ['TRUCK_TRAILER_MISMATCH', 'TRAILER_AT_CUSTOMER_LOCATION'] as const;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * /home (document 1 §2): one card per monitoring list, each linking to it. The counts come from
 * the API's summary of the active trips (not the trip list itself: on a phone that download was
 * most of the page); the temperature and detention cards show only when some trip has that data.
 *
 * Until the summary is in, only the Trip Monitoring card (with its loader) is shown: the cards
 * after it then appear once, in their final places, instead of being pushed down when the
 * temperature and detention cards arrive (layout shift, issue 19). A failed summary shows the
 * cards that do not depend on it.
 *
 * `addLoad` is the rate-confirmation feature's 'Add Load' button and modal, composed by the home
 * route (features do not import each other); it renders nothing when its flag is off or 'NA'.
 * `uploadInvoice` is the invoices feature's 'Upload Invoice' button and modal, composed the same
 * way; it renders nothing without the INVOICE flag.
 */
export function MonitoringHome({
  addLoad = null,
  uploadInvoice = null,
}: {
  addLoad?: ReactNode;
  uploadInvoice?: ReactNode;
} = {}) {
  const flags = useFeatureFlags(HOME_FLAGS);
  const counts = useFleetSummary();
  const summary = counts.data ?? null;
  const trailerCount = useTrailerCount({ enabled: flags.TRAILER_AT_CUSTOMER_LOCATION.enabled });

  const tripCounts = counts.isPending ? (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">Loading trips…</Text>
    </Group>
  ) : summary ? (
    <Text fw={600}>
      {summary.activeTrips === 0
        ? 'No active trips'
        : `${count(summary.activeTrips, 'active trip')} · ${summary.late} late`}
    </Text>
  ) : null;

  return (
    <Page title="Monitoring" size="xl">
      {addLoad || uploadInvoice ? (
        <Group>
          {addLoad}
          {uploadInvoice}
        </Group>
      ) : null}
      {counts.isError ? (
        <Alert color="red" title="Trips could not be loaded">
          <Button size="xs" variant="default" onClick={() => void counts.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <MonitoringCard
          title="Trip Monitoring"
          to={exceptionListHref(defaultFilters('eta'))}
          description="Trips whose ETA is late against the appointment."
        >
          {tripCounts}
        </MonitoringCard>
        {counts.isPending ? null : (
          <>
            {summary && summary.reeferTrips > 0 ? (
              <MonitoringCard
                title="Temperature Monitoring"
                to={exceptionListHref(defaultFilters('tempViolation'))}
                description="Refrigerated trailers out of their temperature range."
              >
                <Text fw={600}>
                  {count(summary.reeferTrips, 'reefer trip')} · {summary.inViolation} in violation
                </Text>
              </MonitoringCard>
            ) : null}
            {summary && summary.detentionTrips > 0 ? (
              <MonitoringCard
                title="Detention Monitoring"
                to={exceptionListHref(defaultFilters('detention'))}
                description="Time waiting at stops that turns into detention or loss."
              >
                <Text fw={600}>
                  {summary.inDetention} in detention · {summary.withAmount} with an amount
                </Text>
              </MonitoringCard>
            ) : null}
            <MonitoringCard
              title="Available Trucks"
              to={paths.availableTrucks}
              description="Trucks free for their next load, by the time of their last trip."
            />
            {flags.TRUCK_TRAILER_MISMATCH.enabled ? (
              <MonitoringCard
                title="Truck/Trailer Mismatch"
                to={`${paths.truckTrailerMismatch}?bucket=IS_MISMATCH`}
                description="Trucks and their trailers that are not in the same place."
              />
            ) : null}
            {flags.TRAILER_AT_CUSTOMER_LOCATION.enabled ? (
              <MonitoringCard
                title="Trailer at Customer Location"
                to={`${paths.trailerCustomerLocation}?bucket=IS_AT_CUSTOMER_LOCATION`}
                description="Trailers left at a customer location for more than 6 hours."
              >
                {trailerCount.isError ? (
                  <Text size="sm">Count unavailable</Text>
                ) : trailerCount.data !== undefined ? (
                  <Text fw={600}>{count(trailerCount.data, 'trailer')} at a customer location</Text>
                ) : (
                  <Group gap="xs">
                    <Loader size="xs" />
                    <Text size="sm">Loading trailers…</Text>
                  </Group>
                )}
              </MonitoringCard>
            ) : null}
          </>
        )}
      </SimpleGrid>
    </Page>
  );
}
