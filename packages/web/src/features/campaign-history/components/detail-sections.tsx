import type { Campaign, CampaignCallSession, Carrier } from '@fleet/contracts';
import { Badge, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import {
  callStatusLabel,
  formatAppointment,
  formatCalendarDate,
  formatCampaignTime,
  formatDistance,
  formatEquipment,
  formatPerMileRange,
  formatRate,
  formatRateRange,
  formatTemperature,
  formatWeight,
  NA,
  stopLabel,
  text,
} from '../lib/format';

/** §9: the fallback carrier list shows at most this many rows. */
export const CARRIER_FALLBACK_LIMIT = 10;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}

export function StopsSection({ campaign }: { campaign: Campaign }) {
  const stops = campaign.load_details.stops;
  return (
    <Section title="Stops">
      {stops.length === 0 ? (
        <Text size="sm">{NA}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {stops.map((stop, index) => {
            const appointment = formatAppointment(stop);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: stops are positional
              <li key={index}>
                <Group gap="xs" mb={4}>
                  <Badge variant="light" color={index === 0 ? 'blue' : 'grape'}>
                    {stopLabel(index, stops.length)}
                  </Badge>
                  <Text fw={600}>{stop.cityState}</Text>
                </Group>
                <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="xs" m={0}>
                  <Field label="Appointment Type" value={stop.appointmentType} />
                  <Field label="Date" value={formatCalendarDate(stop.appointmentDate)} />
                  <Field label={appointment.label} value={appointment.value} />
                </SimpleGrid>
              </li>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

export function SpecificationsSection({ campaign }: { campaign: Campaign }) {
  const load = campaign.load_details;
  return (
    <Section title="Specifications">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" m={0}>
        <Field label="Distance" value={formatDistance(load.total_distance)} />
        <Field label="Weight" value={formatWeight(load.weight)} />
        <Field label="Equipment" value={formatEquipment(load.equipment_type)} />
        <Field label="Commodity" value={text(load.commodity)} />
        <Field label="Temperature" value={formatTemperature(load.temperature)} />
      </SimpleGrid>
    </Section>
  );
}

export function RateSection({ campaign }: { campaign: Campaign }) {
  const load = campaign.load_details;
  return (
    <Section title="Rate Information">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
        <Field label="Desired Rate" value={formatRateRange(campaign.rate_range)} />
        <Field
          label="Rate per Mile"
          value={formatPerMileRange(campaign.rate_range, load.total_distance)}
        />
        <Field label="Market Rate" value={formatRateRange(load.marketRateRange)} />
        <Field label="Best Offer" value={formatRate(campaign.state.best_offer)} />
      </SimpleGrid>
    </Section>
  );
}

export function InstructionsSection({ campaign }: { campaign: Campaign }) {
  return (
    <Section title="Special Instructions">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text(campaign.load_details.specialInstructions)}
      </Text>
    </Section>
  );
}

function joined(...values: Array<string | null>): string {
  const shown = values.filter((value): value is string => Boolean(value?.trim()));
  return shown.length === 0 ? NA : shown.join(', ');
}

/**
 * The carriers of /carriers, or (`fallback`) the basic info the campaign carries, at most
 * CARRIER_FALLBACK_LIMIT rows (§8, §9).
 */
export function CarriersSection({
  carriers,
  fallback,
  fileName,
  loading,
}: {
  carriers: readonly Carrier[];
  fallback: boolean;
  fileName: string | null;
  loading: boolean;
}) {
  const rows = fallback ? carriers.slice(0, CARRIER_FALLBACK_LIMIT) : carriers;
  return (
    <Section title="Carriers">
      <Stack gap="xs">
        <Text size="sm">
          Carrier file: <strong>{fileName?.trim() || NA}</strong>
        </Text>
        {loading ? (
          <Text size="sm" role="status">
            Loading carriers...
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm">No carriers found</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Caption>
                {`Showing ${rows.length} ${rows.length === 1 ? 'carrier' : 'carriers'}`}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Legal Name</Table.Th>
                  <Table.Th scope="col">DOT/MC</Table.Th>
                  <Table.Th scope="col">Phone</Table.Th>
                  {fallback ? null : <Table.Th scope="col">Email</Table.Th>}
                  {fallback ? null : <Table.Th scope="col">Address</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((carrier) => (
                  <Table.Tr key={carrier.id}>
                    <Table.Td>
                      {carrier.legal_name}
                      {carrier.dba_name ? ` (${carrier.dba_name})` : ''}
                      {carrier.my_carrier ? (
                        <Badge ml="xs" size="xs" variant="light">
                          My Carrier
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {joined(
                        carrier.dot_number ? `DOT ${carrier.dot_number}` : null,
                        carrier.mc_number ? `MC ${carrier.mc_number}` : null,
                      )}
                    </Table.Td>
                    <Table.Td>{carrier.dispatch_phone}</Table.Td>
                    {fallback ? null : <Table.Td>{text(carrier.dispatch_email)}</Table.Td>}
                    {fallback ? null : <Table.Td>{text(carrier.physical_address)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Section>
  );
}

function CallSessionCard({ call }: { call: CampaignCallSession }) {
  const headingId = useId();
  return (
    <Card component="article" withBorder radius="md" padding="sm" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h5" id={headingId}>
              {call.carrier_info.legal_name}
            </Title>
            <Text size="xs" c="dimmed">
              {formatCampaignTime(call.timestamp)}
            </Text>
          </div>
          <Group gap="xs">
            <Badge variant="light">{callStatusLabel(call.call_status)}</Badge>
            <Badge variant="outline" color={call.booking_status === 'Booked' ? 'green' : 'gray'}>
              {call.booking_status}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="xs" m={0}>
          <Field label="Booking Status" value={call.booking_status} />
          <Field label="Carrier Rate" value={formatRate(call.carrier_rate)} />
          <Field label="Desired Rate" value={formatRateRange(call.desired_rate)} />
        </SimpleGrid>
        {call.end_reason ? <Text size="sm">Ended: {call.end_reason}</Text> : null}
        <Title order={4} size="h6">
          Call Transcript
        </Title>
        {call.conversation.length === 0 ? (
          <Text size="sm" c="dimmed">
            No transcript
          </Text>
        ) : (
          <List
            spacing={4}
            size="sm"
            listStyleType="none"
            aria-label={`Call Transcript with ${call.carrier_info.legal_name}`}
            mah={240}
            style={{ overflowY: 'auto' }}
            tabIndex={0}
          >
            {call.conversation.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: transcript lines are positional
              <List.Item key={index}>
                <Text span fw={600}>
                  {entry.sender === 'agent' ? 'Broker' : 'Carrier'}:
                </Text>{' '}
                {entry.message}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

export function CallSessionsSection({ calls }: { calls: readonly CampaignCallSession[] }) {
  return (
    <Section title="Call Sessions">
      {calls.length === 0 ? (
        <Text size="sm">No calls</Text>
      ) : (
        <Stack gap="sm">
          {calls.map((call) => (
            <CallSessionCard key={call.call_uid} call={call} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
