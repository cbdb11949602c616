import type { CallDetail, ExtractedStop, TranscriptEntry } from '@fleet/contracts';
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { equipmentLabel } from '@/lib/equipment';
import { formatPhone } from '../../../lib/phone-display';
import {
  formatCalendarDate,
  formatClock,
  formatDuration,
  formatInstant,
  formatMiles,
  formatMoney,
  formatRange,
  formatRatePerMile,
  formatTemperature,
  formatWeight,
  NA,
  statusColor,
  text,
} from '../lib/format-call';
import classes from './call-details.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function Fields({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} m={0}>
      {items.map(([label, value]) => (
        <div key={label} className={classes.field}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Badge fills that keep their text at AA contrast (Mantine's green 8–9 under white do not). */
const BADGE_COLORS = { green: '#1f7a33', red: 'red.9', yellow: 'yellow.4' } as const;

/** Upper case, underscores as spaces (in_progress → IN PROGRESS). */
const badgeText = (value: string) => value.replace(/_/g, ' ').toUpperCase();

export function CallBadges({ call }: { call: CallDetail }) {
  return (
    <Group gap="xs" aria-label="Call summary" role="group">
      <Badge variant="outline" color="gray.8">
        {badgeText(call.initiator || NA)}
      </Badge>
      <Badge color={BADGE_COLORS[statusColor(call.status)]} autoContrast>
        {badgeText(call.status)}
      </Badge>
      <Badge variant="outline">{call.details_only ? 'Details Only' : 'Full Booking'}</Badge>
      <Badge
        variant="outline"
        color="gray.8"
        aria-label={`Duration ${formatDuration(call.call_duration)}`}
      >
        {formatDuration(call.call_duration)}
      </Badge>
    </Group>
  );
}

function appointmentText(stop: ExtractedStop): string {
  const date = formatCalendarDate(stop.appointmentDate);
  const time =
    stop.appointmentType === 'FCFS'
      ? stop.appointmentWindowStart || stop.appointmentWindowEnd
        ? `${stop.appointmentWindowStart ?? ''} - ${stop.appointmentWindowEnd ?? ''}`
        : null
      : stop.appointmentTime;
  const shown = [date, time].filter(Boolean).join(' ');
  return shown === '' ? NA : shown;
}

function Stops({ stops }: { stops: readonly ExtractedStop[] }) {
  if (stops.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {NA}
      </Text>
    );
  }
  return (
    <ol className={classes.stops}>
      {stops.map((stop, index) => (
        // Stops have no id; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
        <li key={index} className={classes.stop}>
          <Paper withBorder p="xs" radius="md" h="100%">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <span className={classes.stopNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <Text size="sm" fw={600}>
                  <span className={classes.visuallyHidden}>Stop {index + 1}: </span>
                  {text(stop.cityState)}
                </Text>
                <Text size="xs" c="dimmed">
                  {stop.stopType === 'DELIVERY' ? 'Delivery' : 'Pickup'}
                </Text>
                <Text size="xs">{appointmentText(stop)}</Text>
              </div>
            </Group>
          </Paper>
        </li>
      ))}
    </ol>
  );
}

function Transcript({ entries }: { entries: readonly TranscriptEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No transcript available.
      </Text>
    );
  }
  return (
    // Scrollable, so it takes focus for keyboard users.
    <Box className={classes.transcript} tabIndex={0} role="region" aria-label="Transcript">
      <Stack gap="xs" component="ol" className={classes.messages}>
        {entries.map((entry, index) => {
          const broker = entry.sender === 'user';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a transcript is append-only
            <li key={index} className={broker ? classes.broker : classes.agent}>
              <Group gap={6} justify={broker ? 'flex-end' : 'flex-start'}>
                <Text size="xs" fw={700}>
                  {broker ? 'Broker' : 'Agent'}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={entry.timestamp}>
                  {formatClock(entry.timestamp)}
                </Text>
              </Group>
              <Text size="sm" className={classes.bubble}>
                {entry.message}
              </Text>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

/** How a call ended, in words (the agent's outcome codes, packages/voice domain/agent/types.ts). */
const OUTCOME_TEXT: Record<string, string> = {
  booked: 'Booked',
  declined_by_broker: 'Declined by the broker',
  rejected_by_dispatcher: 'Rejected by the dispatcher',
  rate_not_agreed: 'Rate not agreed',
  details_gathered: 'Details gathered',
  load_unavailable: 'Load no longer available',
  no_answer: 'No answer',
  busy: 'Busy',
  voicemail: 'Voicemail',
  hung_up: 'The broker hung up',
  terminated: 'Ended by the dispatcher',
  failed: 'Failed',
};

export function outcomeText(outcome: string | null | undefined): string {
  if (!outcome) return NA;
  return OUTCOME_TEXT[outcome] ?? outcome.replace(/_/g, ' ');
}

/**
 * The body of the Call Details modal once the call is loaded (document 3 §2). Outcome and Booked
 * Rate are ours (the spec's list lacks them): a dispatcher opening a finished call asks first
 * whether it booked and at what rate.
 */
export function CallDetailsBody({ call }: { call: CallDetail }) {
  const load = call.load_details;
  const desired = call.desired_rate ?? call.rate_range;
  const market = load?.marketRateRange ? formatRange(load.marketRateRange) : text(call.market_rate);
  const loadFields: Array<readonly [string, string]> = [
    ['Truck Location', text(load?.truck_location)],
    ['Number of Stops', text(load?.numberOfStops ?? load?.stops.length)],
    ['Total Distance', formatMiles(load?.totalDistance)],
    ['Origin Deadhead', formatMiles(load?.originDeadhead)],
    ['Total Distance with Deadhead', formatMiles(load?.totalDistanceWithDeadhead)],
    ['Broker Rate', formatMoney(load?.brokerOfferedRate)],
    ['Rate per Mile', formatRatePerMile(load?.ratePerMile)],
    ['Market Rate Range', market],
    ['Desired Rate Range', call.details_only ? NA : formatRange(desired)],
    ['Weight', formatWeight(load?.weight)],
    ['Commodity', text(load?.commodity)],
    ['Temperature', formatTemperature(load?.temperature)],
    ['Equipment Type', text(equipmentLabel(load?.equipment_type))],
  ];
  if (load?.specialInstructions?.trim()) {
    loadFields.push(['Special Instructions', load.specialInstructions.trim()]);
  }

  return (
    <Stack gap="lg">
      <Section title="Call Information">
        <Fields
          items={[
            ['Carrier ID', text(call.carrier_id)],
            ['To Number', text(formatPhone(call.to_number))],
            ['From Number', text(formatPhone(call.from_number))],
            ['Started At', formatInstant(call.created_at)],
            ['Ended At', formatInstant(call.completed_at)],
            ['Outcome', outcomeText(call.outcome)],
            ['Booked Rate', formatMoney(call.booked_rate)],
          ]}
        />
      </Section>
      <Section title="Load Details">
        <Fields items={loadFields} />
      </Section>
      <Section title="Stops">
        <Stops stops={load?.stops ?? []} />
      </Section>
      <Section title="Call Transcript">
        <Transcript entries={call.transcript} />
      </Section>
      {call.update_history.length > 0 ? (
        <Section title="Update History">
          <Table withTableBorder striped aria-label="Update History">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Details</Table.Th>
                <Table.Th scope="col">Timestamp</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {call.update_history.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: append-only history
                <Table.Tr key={index}>
                  <Table.Td>{entry.type}</Table.Td>
                  <Table.Td>{entry.details}</Table.Td>
                  <Table.Td>{formatInstant(entry.timestamp)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      ) : null}
    </Stack>
  );
}
