import type { TripView } from '@fleet/contracts';
import { Anchor, Badge, SimpleGrid } from '@mantine/core';
import { DASH, formatInZone } from '@/lib/format';
import { GREEN, RED } from '../lib/colors';
import { tripTimeZone } from '../lib/stops';
import { type Field, FieldList } from './field-list';
import { InfoCard } from './info-card';

const orDash = (value: string | null | undefined) => (value?.trim() ? value : DASH);

export function DriverCard({ trip }: { trip: TripView }) {
  return (
    <InfoCard title="Driver">
      <FieldList
        fields={[
          { label: 'Name', value: orDash(trip.driver.driver_name || trip.driver.name) },
          { label: 'Phone', value: orDash(trip.driver.contact_phone) },
          { label: 'Truck', value: orDash(trip.truck_num) },
          { label: 'Trailer', value: orDash(trip.trailer_num) },
        ]}
      />
    </InfoCard>
  );
}

/** A link out to the TMS load, or a dash. */
export function TmsLink({ href }: { href: string | null | undefined }) {
  if (!href) return <>{DASH}</>;
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
      Open in TMS
    </Anchor>
  );
}

/**
 * The 'TMS' row of a card, or none: a link opens a real page or is not shown, and the API sends
 * no link (null) when the load has no real TMS page (the simulated fleet has no TMS).
 */
export function tmsFields(trip: TripView): Field[] {
  const href = trip.external_tms_summary.external_link;
  return href ? [{ label: 'TMS', value: <TmsLink href={href} /> }] : [];
}

export function LoadCard({ trip }: { trip: TripView }) {
  return (
    <InfoCard title="Load">
      <FieldList
        fields={[
          { label: 'Customer', value: orDash(trip.customer_name) },
          { label: 'Load #', value: orDash(trip.load_num) },
          ...tmsFields(trip),
          { label: 'Order #', value: orDash(trip.order_number) },
        ]}
      />
    </InfoCard>
  );
}

export function CurrentLocationCard({ trip, modeIndex }: { trip: TripView; modeIndex: 0 | 1 }) {
  const calc = trip.eta_details?.eta_calculations[modeIndex];
  const location = trip.current_location;
  const zone = tripTimeZone(trip);
  return (
    <InfoCard title="Current Location">
      <FieldList
        fields={[
          { label: 'Address', value: orDash(location?.address1) },
          { label: 'ETA', value: calc && location ? formatInZone(calc.eta, zone) : DASH },
          {
            label: 'Status',
            value: calc ? (
              <Badge color={calc.is_late ? RED : GREEN} variant="filled" radius="sm">
                {calc.is_late ? 'Late' : 'On Time'}
              </Badge>
            ) : (
              DASH
            ),
          },
          { label: 'Last Updated', value: formatInZone(location?.last_updated, zone) },
          { label: 'Timezone', value: orDash(trip.customer_timezone) },
        ]}
      />
    </InfoCard>
  );
}

export function TripCards({ trip, modeIndex }: { trip: TripView; modeIndex: 0 | 1 }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <DriverCard trip={trip} />
      <LoadCard trip={trip} />
      <CurrentLocationCard trip={trip} modeIndex={modeIndex} />
    </SimpleGrid>
  );
}
