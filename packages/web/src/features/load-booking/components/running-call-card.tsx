import {
  type BookingCall,
  selectApproval,
  selectCallStatus,
  selectCallStatusLabel,
  selectCanRemove,
  selectCarrierRate,
  selectChangedFields,
  selectExtractedData,
  selectIsEnded,
  selectIsEnding,
  selectRemoveHint,
  selectShowEnd,
  selectShowHopIn,
  selectTranscript,
} from '@fleet/machines';
import {
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { formatPhone } from '../../../lib/phone-display';
import { useBlink } from '../hooks/use-blink';
import { useFlashingFields } from '../hooks/use-flash';
import { useLiveCall } from '../hooks/use-live-call';
import { formatRateRange } from '../lib/money';
import { ApprovalBar } from './approval-bar';
import { lowConfidenceOf } from './check-badge';
import { LoadSummary } from './load-summary';
import { TranscriptBox } from './transcript-box';

const STATUS_COLOR: Partial<Record<string, string>> = {
  connected: 'green',
  success: 'green',
  answered: 'green',
  'in-progress': 'green',
  completed: 'gray',
  closed: 'gray',
  canceled: 'gray',
  error: 'red',
  failed: 'red',
  busy: 'red',
  'no-answer': 'red',
  Terminated: 'orange',
};

/**
 * A running (or finished) dispatch call over the shared dispatch-call machine: status, live
 * connection, transcript, extracted load details (changed fields flash for 1 s), Hop In and End
 * Call, and the approval bar that blinks the border orange every 800 ms (the machine plays the
 * sound when the request arrives).
 */
export function RunningCallCard({
  call,
  selected,
  introduction,
  onRemove,
}: {
  /** The call as the booking session tracks it (its info, follow flag and call actor). */
  call: BookingCall;
  selected: boolean;
  /** What the agent hears when the dispatcher hops in. */
  introduction: string;
  onRemove: () => void;
}) {
  const { info, follow } = call;
  const { actor, connection, following } = useLiveCall(info, follow, call.ref);
  const status = useSelector(actor, selectCallStatus);
  const label = useSelector(actor, selectCallStatusLabel);
  const transcript = useSelector(actor, selectTranscript);
  const extracted = useSelector(actor, selectExtractedData);
  const carrierRate = useSelector(actor, selectCarrierRate);
  const approval = useSelector(actor, selectApproval);
  const changed = useSelector(actor, selectChangedFields);
  const canRemove = useSelector(actor, selectCanRemove);
  const removeHint = useSelector(actor, selectRemoveHint);
  const showHopIn = useSelector(actor, selectShowHopIn);
  const showEnd = useSelector(actor, selectShowEnd);
  const ending = useSelector(actor, selectIsEnding);
  const ended = useSelector(actor, selectIsEnded);

  const [expanded, setExpanded] = useState(() => info.restored === null || follow);
  const [detailsOpen, setDetailsOpen] = useState(true);
  const titleId = useId();
  const transcriptId = useId();
  const detailsId = useId();
  const hintId = useId();
  const card = useRef<HTMLElement>(null);
  const flashing = useFlashingFields(changed);
  const blinkOn = useBlink(approval !== null);

  // The selected call opens and comes into view.
  useEffect(() => {
    if (!selected) return;
    setExpanded(true);
    card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [selected]);

  const loadDetails = extracted?.loadDetails ?? info.loadDetails;

  return (
    <Paper
      ref={card}
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="running-call-card"
      data-call-id={info.id}
      data-status={status}
      data-blink={approval !== null ? (blinkOn ? 'on' : 'off') : undefined}
      style={{
        borderWidth: 2,
        borderColor: blinkOn ? 'var(--mantine-color-orange-6)' : undefined,
        transition: 'border-color 150ms',
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={3} size="h5" id={titleId}>
                Call to {formatPhone(info.toNumber)}
              </Title>
              <Badge
                color={STATUS_COLOR[status] ?? 'blue'}
                variant="light"
                data-testid="call-status"
              >
                {label}
              </Badge>
              {following && !ended ? <LiveIndicator status={connection} /> : null}
            </Group>
            <Group gap="md">
              <Badge variant="outline" color={info.detailsOnly ? 'gray' : 'blue'}>
                {info.detailsOnly ? 'Details Only' : 'Full Booking'}
              </Badge>
              {!info.detailsOnly ? (
                <Text size="sm">
                  <Text span c="dimmed" size="xs">
                    Desired Rate:{' '}
                  </Text>
                  {formatRateRange(info.desiredRate)}
                </Text>
              ) : null}
              {info.approvalRequired ? (
                <Text size="sm" c="dimmed">
                  Approval Required
                </Text>
              ) : null}
              <Text size="sm">
                <Text span c="dimmed" size="xs">
                  Initiator:{' '}
                </Text>
                {info.initiator}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            {showHopIn ? (
              <Button
                variant="light"
                onClick={() => actor.send({ type: 'call.hopIn', introduction })}
              >
                Hop In
              </Button>
            ) : null}
            {showEnd ? (
              <Button color="red" onClick={() => actor.send({ type: 'call.end' })}>
                End Call
              </Button>
            ) : null}
            {ending ? (
              <Button color="red" disabled>
                Ending...
              </Button>
            ) : null}
            {ended ? (
              <Button color="gray" variant="light" disabled>
                Call Ended
              </Button>
            ) : null}
            {canRemove ? (
              <Button variant="subtle" color="red" onClick={onRemove}>
                Remove
              </Button>
            ) : (
              <Tooltip label={removeHint}>
                <Box component="span" tabIndex={0} aria-describedby={hintId}>
                  <Button variant="subtle" color="red" disabled style={{ pointerEvents: 'none' }}>
                    Remove
                  </Button>
                  <VisuallyHidden id={hintId}>{removeHint}</VisuallyHidden>
                </Box>
              </Tooltip>
            )}
          </Group>
        </Group>

        {approval ? (
          <ApprovalBar
            approval={approval}
            onApprove={() => actor.send({ type: 'call.approve' })}
            onReject={(reason) => actor.send({ type: 'call.reject', reason })}
          />
        ) : null}

        <Box>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={expanded}
            aria-controls={transcriptId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Hide Live Transcription' : 'Show Live Transcription'}
          </Button>
          <Collapse in={expanded} id={transcriptId}>
            <Box pt="xs">
              <TranscriptBox
                entries={transcript}
                label={`Live transcription, call to ${formatPhone(info.toNumber)}`}
              />
            </Box>
          </Collapse>
        </Box>

        {loadDetails ? (
          <Box>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={detailsOpen}
              aria-controls={detailsId}
              onClick={() => setDetailsOpen((value) => !value)}
            >
              {detailsOpen ? 'Hide Load Details' : 'Show Load Details'}
            </Button>
            <Collapse in={detailsOpen} id={detailsId}>
              <Box pt="xs">
                <LoadSummary
                  details={loadDetails}
                  flashing={flashing}
                  carrierRate={carrierRate}
                  lowConfidence={lowConfidenceOf(extracted?.metadata)}
                />
              </Box>
            </Collapse>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
