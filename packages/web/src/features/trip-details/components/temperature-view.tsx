import type { TemperatureMonitoring, TripView } from '@fleet/contracts';
import { Anchor, Badge, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DASH, formatMinutes } from '@/lib/format';
import { GREEN, RED } from '../lib/colors';
import {
  chartData,
  exceptionRows,
  formatTemp,
  inViolation,
  reeferModeLabel,
} from '../lib/temperature';
import { type Field, FieldList } from './field-list';
import { InfoCard } from './info-card';
import { TemperatureChart } from './temperature-chart';
import { tmsFields } from './trip-cards';

const STATUS_TEXT: Record<TemperatureMonitoring['temperature_exception_status'], string> = {
  IN_RANGE: 'In Range',
  TEMP_OVER_RANGE: 'Temp Over Range',
  TEMP_UNDER_RANGE: 'Temp Under Range',
};

function ExceptionHistory({ t }: { t: TemperatureMonitoring }) {
  const rows = exceptionRows(t.temp_exceptions);
  return (
    <InfoCard title="Exception History">
      {rows.length === 0 ? (
        <Text size="sm">No temperature exceptions on this trip.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Timestamp</Table.Th>
                <Table.Th>Length</Table.Th>
                <Table.Th>Exception</Table.Th>
                <Table.Th>Avg Reefer Temp</Table.Th>
                <Table.Th>Location</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.timestamp}</Table.Td>
                  <Table.Td>{row.length}</Table.Td>
                  <Table.Td>{row.type}</Table.Td>
                  <Table.Td>{row.average}</Table.Td>
                  <Table.Td>{row.location}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </InfoCard>
  );
}

/**
 * 'Reefer Data' row: a link to the reefer telematics source, or no row. Decision: we have no
 * reefer page of our own to send the user to (the readings are this very view: the chart and the
 * exception history), and no reefer provider gives a web address today (the API sends null), so
 * the row shows only when the API gives a real link; a dash that can never become a link is not
 * shown.
 */
function reeferDataFields(link: string | null): Field[] {
  if (!link) return [];
  return [
    {
      label: 'Reefer Data',
      value: (
        <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
          Open reefer data
        </Anchor>
      ),
    },
  ];
}

export function TemperatureView({ trip }: { trip: TripView }) {
  const t = trip.temperature_monitoring_details;
  if (!t) return <Text>No temperature data for this trip.</Text>;
  // Delivered: the unit no longer reports for this trip and nothing is ongoing (the API closes
  // the exceptions at delivery), so the badge says Delivered rather than a live 'In Range'; the
  // excursions stay in the Exception History.
  const delivered = trip.trip_status === 'Delivered';
  const violation = !delivered && inViolation(t.temperature_exception_status);
  const exceptionMinutes = t.current_exception_ms === null ? null : t.current_exception_ms / 60_000;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <InfoCard title="Load Requirements">
          <FieldList
            fields={[
              { label: 'Required Temperature', value: formatTemp(t.required_temperature) },
              { label: 'Allowable Range', value: t.allowable_temperature_range || DASH },
              { label: 'Reefer Mode', value: reeferModeLabel(t.reefer_mode) },
              { label: 'Commodity Type', value: t.commodity_type || DASH },
              ...tmsFields(trip),
            ]}
          />
        </InfoCard>
        <InfoCard
          title="Reefer Actual"
          style={
            violation ? { borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 } : undefined
          }
          action={
            <Badge
              color={delivered ? 'gray' : violation ? RED : GREEN}
              variant="filled"
              radius="sm"
              tt="none"
            >
              {delivered ? 'Delivered' : STATUS_TEXT[t.temperature_exception_status]}
            </Badge>
          }
        >
          <FieldList
            fields={[
              { label: 'Return Temperature', value: formatTemp(t.return_temperature) },
              { label: 'Exception Length', value: formatMinutes(exceptionMinutes) },
              { label: 'Reefer Mode', value: reeferModeLabel(t.reefer_mode) },
              { label: 'Fault Code', value: t.fault_code || DASH },
              { label: 'Set Point', value: formatTemp(t.set_point) },
              { label: 'Ambient Temperature', value: formatTemp(t.ambient_temperature) },
              { label: 'Status', value: t.reefer_status || DASH },
              ...reeferDataFields(t.reefer_link),
            ]}
          />
        </InfoCard>
      </SimpleGrid>
      <ExceptionHistory t={t} />
      <InfoCard title="Temperature Chart">
        {t.temp_history.length === 0 ? (
          <Text size="sm">No temperature readings yet.</Text>
        ) : (
          <TemperatureChart
            data={chartData(t)}
            description={`Reefer temperature over time against the ${formatTemp(t.min_required_temperature)} minimum and ${formatTemp(t.max_required_temperature)} maximum; ${t.temp_exceptions.length} exception(s).`}
          />
        )}
      </InfoCard>
    </Stack>
  );
}
