import type { ExtractedLoadDetails, ExtractedStop } from '@fleet/contracts';
import { Badge, Box, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { equipmentLabel } from '@/lib/equipment';
import { formatMoney, formatRatePerMile, ratePerMile } from '../lib/money';
import { CheckBadge } from './check-badge';

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

const NO_MARKS: ReadonlySet<string> = new Set();

/** An orange frame around a value to check. */
const markedStyle = { outline: '2px solid var(--mantine-color-orange-6)', outlineOffset: 1 };

/** A stop is marked when any of its paths ('stops[0].cityState') is low. */
function stopMarked(low: ReadonlySet<string>, index: number): boolean {
  const prefix = `stops[${index}].`;
  for (const path of low) if (path.startsWith(prefix)) return true;
  return false;
}

/**
 * The numbered stops, in order: city/state and appointment. `lowConfidence`: the paths read from
 * weak evidence; their stop gets a "Check" badge.
 */
export function StopsStrip({
  stops,
  lowConfidence = NO_MARKS,
}: {
  stops: readonly ExtractedStop[];
  lowConfidence?: ReadonlySet<string>;
}) {
  const hintId = useId();
  if (stops.length === 0) return null;
  return (
    <Group component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Stops">
      {stops.map((stop, index) => {
        const marked = stopMarked(lowConfidence, index);
        return (
          <Group
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: stops have no id; the order is the identity
            key={index}
            gap={6}
            wrap="nowrap"
            px="xs"
            py={4}
            data-low-confidence={marked ? 'true' : undefined}
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 6,
              ...(marked ? markedStyle : {}),
            }}
          >
            <Badge size="sm" circle variant="filled" aria-hidden>
              {index + 1}
            </Badge>
            <Box>
              <Text size="sm" fw={600} aria-describedby={marked ? `${hintId}-${index}` : undefined}>
                <VisuallyHidden>
                  {`Stop ${index + 1}${stop.stopType === 'PICKUP' ? ' (pickup)' : ' (delivery)'}: `}
                </VisuallyHidden>
                {stop.cityState || NA}
              </Text>
              {marked ? <CheckBadge hintId={`${hintId}-${index}`} /> : null}
              <Text size="xs" c="dimmed">
                {stopWhen(stop)}
              </Text>
            </Box>
          </Group>
        );
      })}
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

/**
 * Parsed or extracted load details: stops strip and the fields, changed ones flashing, and those
 * read with low confidence (`lowConfidence`, metadata.lowConfidenceFields) marked "Check".
 */
export function LoadSummary({
  details,
  flashing,
  carrierRate,
  lowConfidence = NO_MARKS,
}: {
  details: ExtractedLoadDetails;
  flashing?: ReadonlySet<string>;
  carrierRate?: number | null;
  lowConfidence?: ReadonlySet<string>;
}) {
  const hintId = useId();
  return (
    <Stack gap="xs">
      <StopsStrip stops={details.stops} lowConfidence={lowConfidence} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {fieldsOf(details, carrierRate).map((field) => {
          const flash = flashing?.has(field.key) === true;
          const marked = lowConfidence.has(field.key);
          const fieldHint = `${hintId}-${field.key}`;
          return (
            <Box
              key={field.key}
              data-field={field.key}
              data-flash={flash ? 'true' : undefined}
              data-low-confidence={marked ? 'true' : undefined}
              px={4}
              style={{
                borderRadius: 4,
                transition: 'background-color 200ms',
                backgroundColor: flash ? 'var(--mantine-color-yellow-2)' : undefined,
                ...(marked ? markedStyle : {}),
              }}
            >
              <Text component="dt" size="xs" c="dimmed">
                {field.label}
                {marked ? <CheckBadge hintId={fieldHint} /> : null}
              </Text>
              <Text
                component="dd"
                size="sm"
                m={0}
                aria-describedby={marked ? fieldHint : undefined}
              >
                {field.value}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
      {details.specialInstructions ? (
        <Text
          size="sm"
          data-low-confidence={lowConfidence.has('specialInstructions') ? 'true' : undefined}
          aria-describedby={
            lowConfidence.has('specialInstructions') ? `${hintId}-specialInstructions` : undefined
          }
        >
          <Text span c="dimmed" size="xs">
            Special Instructions:{' '}
          </Text>
          {details.specialInstructions}
          {lowConfidence.has('specialInstructions') ? (
            <CheckBadge hintId={`${hintId}-specialInstructions`} />
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}
