import type { ExtractedLoadDetails, ExtractedStop } from '@fleet/contracts';
import { Badge, Box, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { equipmentLabel } from '@/lib/equipment';
import { formatMoney, formatRatePerMile, ratePerMile } from '../lib/money';

const NA = 'N/A';

/** 'Mar 10' + the FCFS window 'start - end' or the appointment time. */
export function stopWhen(stop: ExtractedStop): string {
  const date = stop.appointmentDate ?? '';
  const time =
    stop.appointmentType === 'FCFS'
      ? stop.appointmentWindowStart || stop.appointmentWindowEnd
        ? `${stop.appointmentWindowStart ?? ''} - ${stop.appointmentWindowEnd ?? ''}`
        : ''
      : (stop.appointmentTime ?? '');
  return [date, time].filter(Boolean).join(' ') || 'TBD';
}

/** The numbered stops, in order: city/state and appointment. */
export function StopsStrip({ stops }: { stops: readonly ExtractedStop[] }) {
  if (stops.length === 0) return null;
  return (
    <Group component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Stops">
      {stops.map((stop, index) => (
        <Group
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: stops have no id; the order is the identity
          key={index}
          gap={6}
          wrap="nowrap"
          px="xs"
          py={4}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
        >
          <Badge size="sm" circle variant="filled" aria-hidden>
            {index + 1}
          </Badge>
          <Box>
            <Text size="sm" fw={600}>
              <VisuallyHidden>
                {`Stop ${index + 1}${stop.stopType === 'PICKUP' ? ' (pickup)' : ' (delivery)'}: `}
              </VisuallyHidden>
              {stop.cityState || NA}
            </Text>
            <Text size="xs" c="dimmed">
              {stopWhen(stop)}
            </Text>
          </Box>
        </Group>
      ))}
    </Group>
  );
}

type Field = { key: keyof ExtractedLoadDetails | 'carrierRate'; label: string; value: string };

function fieldsOf(details: ExtractedLoadDetails, carrierRate: number | null | undefined): Field[] {
  const fields: Field[] = [
    { key: 'brokerOfferedRate', label: 'Rate', value: formatMoney(details.brokerOfferedRate) },
    {
      key: 'ratePerMile',
      label: 'Rate per Mile',
      value: formatRatePerMile(ratePerMile(details)),
    },
    {
      key: 'totalDistance',
      label: 'Distance',
      value: details.totalDistance === null ? NA : `${details.totalDistance} mi`,
    },
    {
      key: 'weight',
      label: 'Weight',
      value: details.weight === null ? NA : `${details.weight.toLocaleString('en-US')} lbs`,
    },
    { key: 'commodity', label: 'Commodity', value: details.commodity || NA },
    {
      key: 'equipmentType',
      label: 'Equipment',
      value: details.equipmentType ? equipmentLabel(details.equipmentType) : NA,
    },
    {
      key: 'temperature',
      label: 'Temp',
      value: details.temperature === null ? NA : `${details.temperature} °F`,
    },
    {
      key: 'marketRateRange',
      label: 'Market Rate',
      value: details.marketRateRange
        ? `${formatMoney(details.marketRateRange.min)} - ${formatMoney(details.marketRateRange.max)}`
        : NA,
    },
    { key: 'referenceNumber', label: 'Reference #', value: details.referenceNumber || NA },
  ];
  if (
    carrierRate !== undefined &&
    carrierRate !== null &&
    carrierRate !== details.brokerOfferedRate
  ) {
    fields.unshift({
      key: 'carrierRate',
      label: 'Rate on the Table',
      value: formatMoney(carrierRate),
    });
  }
  return fields;
}

/** Parsed or extracted load details: stops strip and the fields, changed ones flashing. */
export function LoadSummary({
  details,
  flashing,
  carrierRate,
}: {
  details: ExtractedLoadDetails;
  flashing?: ReadonlySet<string>;
  carrierRate?: number | null;
}) {
  return (
    <Stack gap="xs">
      <StopsStrip stops={details.stops} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {fieldsOf(details, carrierRate).map((field) => {
          const flash = flashing?.has(field.key) === true;
          return (
            <Box
              key={field.key}
              data-field={field.key}
              data-flash={flash ? 'true' : undefined}
              px={4}
              style={{
                borderRadius: 4,
                transition: 'background-color 200ms',
                backgroundColor: flash ? 'var(--mantine-color-yellow-2)' : undefined,
              }}
            >
              <Text component="dt" size="xs" c="dimmed">
                {field.label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {field.value}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
      {details.specialInstructions ? (
        <Text size="sm">
          <Text span c="dimmed" size="xs">
            Special Instructions:{' '}
          </Text>
          {details.specialInstructions}
        </Text>
      ) : null}
    </Stack>
  );
}
