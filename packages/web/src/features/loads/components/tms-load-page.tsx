import type { LoadRecord, LoadStop, TmsLoad } from '@fleet/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { DASH, formatDateTime, formatUsd } from '@/lib/format';
import { isNotFound, useTmsLoad } from '../api/get-tms-load';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? DASH : String(value);

/** The trip detail of monitoring for the trip the built-in TMS made of this load. */
export function tripHref(tripId: string): string {
  return `${paths.exceptionDetails}?${new URLSearchParams({ id: tripId, module: 'eta' })}`;
}

function Fields({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Table variant="vertical" layout="fixed" withRowBorders={false}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

const time = (hours: string | null, minutes: string | null) =>
  hours ? `${hours.padStart(2, '0')}:${(minutes ?? '00').padStart(2, '0')}` : '';

/** 'APPT 11/24/2026 08:00' or 'FCFS 11/24/2026 08:00 – 11/24/2026 12:00' (stop's own time). */
export function appointmentText(stop: LoadStop): string {
  if (stop.appointment_type === 'FCFS') {
    const start = [
      stop.fcfs_start_date,
      time(stop.fcfs_start_time_hours, stop.fcfs_start_time_minutes),
    ]
      .filter(Boolean)
      .join(' ');
    const end = [stop.fcfs_end_date, time(stop.fcfs_end_time_hours, stop.fcfs_end_time_minutes)]
      .filter(Boolean)
      .join(' ');
    return start || end ? `FCFS ${start || DASH} – ${end || DASH}` : DASH;
  }
  const at = [
    stop.appointment_date,
    time(stop.appointment_time_hours, stop.appointment_time_minutes),
  ]
    .filter(Boolean)
    .join(' ');
  return at ? `APPT ${at}` : DASH;
}

function Stops({ stops }: { stops: readonly LoadStop[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Stops">
      <Title order={2} size="h4" mb="xs">
        Stops
      </Title>
      {stops.length === 0 ? (
        <Text c="dimmed">No stops.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Appointment</Table.Th>
                <Table.Th>Confirmation #</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stops.map((stop) => (
                <Table.Tr key={`${stop.stop_type}-${stop.stop_number}`}>
                  <Table.Td>{stop.stop_number}</Table.Td>
                  <Table.Td>{stop.stop_type}</Table.Td>
                  <Table.Td>{text(stop.company_name)}</Table.Td>
                  <Table.Td>
                    {[stop.address, stop.city, [stop.state, stop.zipcode].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ') || DASH}
                  </Table.Td>
                  <Table.Td>{appointmentText(stop)}</Table.Td>
                  <Table.Td>{text(stop.confirmation_number)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function LoadDetails({ load }: { load: TmsLoad }) {
  const r: LoadRecord = load.record;
  const total =
    r.linehaul_rate === null && r.fuel_surcharge === null
      ? null
      : (r.linehaul_rate ?? 0) + (r.fuel_surcharge ?? 0);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={600}>{load.tms === 'builtin' ? 'Built-in TMS' : `TMS: ${load.tms}`}</Text>
        <Text size="sm" c="dimmed">
          Saved {formatDateTime(load.created_at)} UTC by {load.created_by}
        </Text>
      </Group>
      {load.trip_id ? (
        <Text>
          In monitoring as trip{' '}
          <Anchor component={Link} to={tripHref(load.trip_id)}>
            {load.trip_id}
          </Anchor>
        </Text>
      ) : (
        <Text c="dimmed">No trip in monitoring for this load.</Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Fields
          title="References"
          rows={[
            ['Order Number', text(r.order_number)],
            ['PO Number', text(r.po_number)],
            ['BOL Number', text(r.bol_number)],
            ['Reference Number', text(r.reference_number)],
          ]}
        />
        <Fields
          title="Customer"
          rows={[
            ['Customer', text(r.customer_name)],
            ['Phone', text(r.phone)],
            ['Email', text(r.email)],
          ]}
        />
        <Fields
          title="Rate"
          rows={[
            ['Linehaul Rate', formatUsd(r.linehaul_rate)],
            ['Fuel Surcharge', formatUsd(r.fuel_surcharge)],
            ['Total', formatUsd(total)],
          ]}
        />
        <Fields
          title="Equipment"
          rows={[
            ['Equipment Type', text(r.equipment_type)],
            ...(r.equipment_type === 'reefer'
              ? ([
                  ['Reefer Setting', text(r.temperature_control)],
                  ['Temperature', r.temperature === null ? DASH : `${r.temperature} °F`],
                ] as [string, ReactNode][])
              : []),
            ['Weight', r.weight === null ? DASH : `${r.weight.toLocaleString('en-US')} lb`],
            ['Length', r.length === null ? DASH : `${r.length} ft`],
          ]}
        />
        <Fields
          title="Carrier"
          rows={[
            ['Carrier', text(r.carrier.carrier_name)],
            ['Driver', text(r.carrier.driver_name)],
            ['Driver Phone', text(r.carrier.driver_phone)],
            ['Truck', text(r.carrier.truck)],
            ['Trailer', text(r.carrier.trailer)],
          ]}
        />
      </SimpleGrid>
      <Stops stops={r.stops} />
    </Stack>
  );
}

/** /loads/{id}: a load saved in the built-in TMS (the page the generic save opens in a new tab). */
export function TmsLoadRoute() {
  const { id = '' } = useParams();
  const load = useTmsLoad(id);
  const title = load.data?.record.order_number ? `Load ${load.data.record.order_number}` : 'Load';
  if (load.isPending) return <PageLoader label="Loading the load" />;
  return (
    <Page title={load.isError ? 'Load' : title} size="xl">
      {load.isError ? (
        isNotFound(load.error) ? (
          <Alert color="gray" title="Load not found">
            No load with the id {id} was saved in this account.
          </Alert>
        ) : (
          <Alert color="red" title="The load could not be loaded">
            <Button size="xs" variant="default" onClick={() => void load.refetch()}>
              Try again
            </Button>
          </Alert>
        )
      ) : (
        <LoadDetails load={load.data} />
      )}
    </Page>
  );
}
