import {
  type CampaignCallSession,
  type Carrier,
  updateConversationMessageSchema,
} from '@fleet/contracts';
import {
  campaignCallMachine,
  selectCampaignCallBooking,
  selectCampaignCallLabel,
  selectCampaignCallRate,
  selectIsCampaignCallOver,
  selectIsCardExpanded,
} from '@fleet/machines';
import {
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  HoverCard,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { authPortFor, useAuthActorRef } from '@/lib/auth';
import { openTopic } from '@/lib/live-socket';
import { formatPhone } from '@/lib/phone-display';
import { useCarrierSalesDeps } from '../lib/deps';
import { rangeText, usd } from '../lib/load-form';

/** §9: the transcript box is 144 px tall and scrolls to the newest message. */
const TRANSCRIPT_HEIGHT = 144;

const STATUS_COLOR: Partial<Record<string, string>> = {
  'In Progress': 'green',
  Connected: 'teal',
  Answered: 'teal',
  Completed: 'gray',
  Failed: 'red',
  Busy: 'orange',
  'No Answer': 'orange',
  Canceled: 'gray',
  Ringing: 'yellow',
};
const BOOKING_COLOR: Record<string, string> = {
  'Not Booked': 'gray',
  Negotiating: 'yellow',
  Booked: 'green',
  Rejected: 'red',
};

type Line = { sender: 'agent' | 'other'; message: string };

/**
 * Live transcript lines of a call in progress: /voice/watch/{call_uid} through the gateway while
 * `follow` is on (the card is open and the call has not ended). Lines replace by index.
 */
function useLiveLines(callUid: string, follow: boolean): Line[] {
  const deps = useCarrierSalesDeps();
  const authActor = useAuthActorRef();
  const [lines, setLines] = useState<Line[]>([]);
  useEffect(() => {
    if (!follow) return;
    const topic = openTopic({
      kind: 'watch',
      id: callUid,
      auth: authPortFor(authActor),
      WebSocket: deps.WebSocket,
    });
    const subscription = topic.events$.subscribe((raw) => {
      const parsed = updateConversationMessageSchema.safeParse(raw);
      if (!parsed.success || parsed.data.call_id !== callUid) return;
      const { index, sender, message } = parsed.data;
      setLines((current) => {
        const next = [...current];
        next[index] = { sender: sender === 'agent' ? 'agent' : 'other', message };
        return next;
      });
    });
    return () => {
      subscription.unsubscribe();
      topic.close();
    };
  }, [callUid, follow, authActor, deps.WebSocket]);
  return lines;
}

/**
 * §2 call card, over the shared campaign-call machine: status pill, desired rate, carrier rate,
 * booking status; expanded: Call Transcript (Broker and Carrier) and Carrier Information. It
 * auto-expands on In Progress and collapses on Connected, Completed or Failed (§4); the person
 * may open or close it at any time.
 */
export function CallCard({ call }: { call: CampaignCallSession }) {
  const actor = useActorRef(campaignCallMachine, {
    input: {
      callUid: call.call_uid,
      status: call.call_status,
      bookingStatus: call.booking_status,
      carrierRate: call.carrier_rate,
    },
  });
  useEffect(
    () => actor.send({ type: 'call.status', status: call.call_status }),
    [actor, call.call_status],
  );
  useEffect(
    () => actor.send({ type: 'call.booking', status: call.booking_status }),
    [actor, call.booking_status],
  );
  useEffect(
    () => actor.send({ type: 'call.rate', rate: call.carrier_rate }),
    [actor, call.carrier_rate],
  );

  const label = useSelector(actor, selectCampaignCallLabel);
  const booking = useSelector(actor, selectCampaignCallBooking);
  const rate = useSelector(actor, selectCampaignCallRate);
  const expanded = useSelector(actor, selectIsCardExpanded);
  const over = useSelector(actor, selectIsCampaignCallOver);
  const live = useLiveLines(call.call_uid, expanded && !over);
  const titleId = useId();
  const bodyId = useId();
  const carrier = call.carrier_info;

  const count = Math.max(call.conversation.length, live.length);
  const lines: Line[] = [];
  for (let i = 0; i < count; i += 1) {
    const line = live[i] ?? call.conversation[i];
    if (line) lines.push(line);
  }

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="call-card"
      data-call-uid={call.call_uid}
      data-expanded={expanded}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={4} size="h6" id={titleId}>
              {carrier.legal_name}
            </Title>
            <Badge color={STATUS_COLOR[label] ?? 'blue'} variant="light" data-testid="call-status">
              {label}
            </Badge>
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} call with ${carrier.legal_name}`}
            onClick={() => actor.send({ type: 'card.toggle' })}
          >
            {expanded ? 'Collapse' : 'Expand'}
          </Button>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            <Text span size="xs" c="dimmed">
              Desired Rate:{' '}
            </Text>
            {rangeText(call.desired_rate)}
          </Text>
          <Text size="sm" data-testid="carrier-rate">
            <Text span size="xs" c="dimmed">
              Carrier Rate:{' '}
            </Text>
            {usd(rate)}
          </Text>
          <Badge
            color={BOOKING_COLOR[booking] ?? 'gray'}
            variant="outline"
            data-testid="booking-status"
          >
            {booking}
          </Badge>
        </Group>
        <Collapse in={expanded} id={bodyId}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Call Transcript
              </Text>
              <Transcript lines={lines} label={`Call Transcript with ${carrier.legal_name}`} />
            </Stack>
            <CarrierInformation carrier={carrier} />
          </SimpleGrid>
        </Collapse>
      </Stack>
    </Paper>
  );
}

function Transcript({ lines, label }: { lines: Line[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const last = lines.at(-1)?.message;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a line arrives
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length, last]);
  return (
    <Box
      ref={box}
      role="log"
      aria-label={label}
      tabIndex={0}
      p="xs"
      style={{
        height: TRANSCRIPT_HEIGHT,
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 6,
      }}
    >
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          No messages yet
        </Text>
      ) : (
        <Stack gap={4}>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the transcript index is the line's identity
            <Text size="sm" key={index} data-sender={line.sender}>
              <Text span fw={700} size="xs">
                {line.sender === 'agent' ? 'Broker' : 'Carrier'}:{' '}
              </Text>
              {line.message}
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function WithAlternates({ main, others }: { main: string; others: string[] }) {
  if (others.length === 0) return <>{main}</>;
  return (
    <HoverCard closeDelay={300} withArrow>
      <HoverCard.Target>
        <Text span size="sm" tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
          {main} (+{others.length})
        </Text>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        {others.map((value) => (
          <Text size="xs" key={value}>
            {value}
          </Text>
        ))}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

function CarrierInformation({ carrier }: { carrier: Carrier }) {
  const phones = [carrier.alt_phone_1, carrier.alt_phone_2, carrier.alt_phone_3]
    .filter((v): v is string => !!v)
    .map(formatPhone);
  const emails = [carrier.alt_email_1, carrier.alt_email_2, carrier.alt_email_3].filter(
    (v): v is string => !!v,
  );
  const row = (label: string, value: React.ReactNode) => (
    <Text size="sm">
      <Text span size="xs" c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
  return (
    <Stack gap={2} aria-label="Carrier Information" role="group">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Carrier Information
        </Text>
        {carrier.my_carrier ? (
          <Badge size="xs" color="green">
            My Carrier
          </Badge>
        ) : null}
      </Group>
      {row('Legal Name', carrier.legal_name)}
      {row('DBA', carrier.dba_name ?? 'N/A')}
      {row('Address', carrier.physical_address ?? 'N/A')}
      {row('DOT#', carrier.dot_number ?? 'N/A')}
      {row('MC#', carrier.mc_number ?? 'N/A')}
      {row(
        'Dispatch Phone',
        <WithAlternates main={formatPhone(carrier.dispatch_phone)} others={phones} />,
      )}
      {row('Email', <WithAlternates main={carrier.dispatch_email ?? 'N/A'} others={emails} />)}
    </Stack>
  );
}
