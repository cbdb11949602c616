import type { ExtractedData, ExtractedLoadDetails } from '@fleet/contracts';
import {
  type BookingDraft,
  type DraftParseFailure,
  type DraftPatch,
  selectDraftErrors,
  selectDraftIsBooking,
  selectDraftIsProcessing,
  selectDraftParsedData,
  selectDraftShowsRateRange,
  type TruckDetails,
} from '@fleet/machines';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type ClipboardEvent, useId, useRef, useState } from 'react';
import { PencilIcon } from '@/components/ui/icons';
import { ApiRequestError } from '@/lib/api-client';
import { pasteProblem } from '../api/parse-load-details';
import { readPaste } from '../lib/clipboard';
import { lowConfidenceOf, withoutEditedMarks } from './check-badge';
import { LoadDetailsModal } from './load-details-modal';
import { LoadSummary } from './load-summary';

export const PROCESSING_TEXT = 'Processing load details...';

/** The server's answer to bad input (4xx) is shown; anything else is only logged (§8). */
function visibleParseError(failure: DraftParseFailure): string | null {
  const { error } = failure;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return error.message;
  }
  return null;
}

/**
 * One draft call (document 3 §2, §4 "Draft") over the shared dispatch-draft machine: raw load
 * details typed or pasted (text or screenshots, parsed by the voice service), a form for the
 * details, the broker's phone, the mode and 'Initiate Call'. The draft actor is the booking
 * session's: once the call started it leaves the drafts and the call is tracked as a running call;
 * a failed start is toasted by the session.
 */
export function DraftCallCard({
  draft,
  truck,
  onRemove,
}: {
  draft: BookingDraft;
  truck: TruckDetails;
  onRemove: () => void;
}) {
  // What the last paste check said, and the parse failure that was current when it was made: a
  // newer failure (reported to the session) replaces it.
  const [pasteCheck, setPasteCheck] = useState<{
    problem: string | null;
    failure: DraftParseFailure | null;
  }>({ problem: null, failure: null });
  const [formOpen, setFormOpen] = useState(false);
  const titleId = useId();
  const actor = draft.ref;
  const parseError =
    draft.parseFailure !== null && draft.parseFailure !== pasteCheck.failure
      ? visibleParseError(draft.parseFailure)
      : pasteCheck.problem;
  const setParseError = (problem: string | null) =>
    setPasteCheck({ problem, failure: draft.parseFailure });
  const fields = useSelector(actor, (snapshot) => snapshot.context);
  const processing = useSelector(actor, selectDraftIsProcessing);
  const booking = useSelector(actor, selectDraftIsBooking);
  const errors = useSelector(actor, selectDraftErrors);
  const parsed = useSelector(actor, selectDraftParsedData);
  const fullBooking = useSelector(actor, selectDraftShowsRateRange);

  const change = (patch: DraftPatch) => actor.send(changeEvent(patch));

  const parsedText = useRef('');

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const paste = readPaste(event.clipboardData);
    // A paste with neither an image nor text is ignored.
    if (!paste) return;
    event.preventDefault();
    if (paste.type === 'image') {
      const problem = pasteProblem(paste);
      setParseError(problem);
      if (!problem) actor.send({ type: 'draft.paste', images: paste.images });
      return;
    }
    const element = event.currentTarget;
    const current = fields.loadDetailsText;
    const start = element.selectionStart ?? current.length;
    const end = element.selectionEnd ?? current.length;
    const text = current.slice(0, start) + paste.text + current.slice(end);
    const problem = pasteProblem({ type: 'text', text });
    setParseError(problem);
    if (problem) return;
    change({ loadDetailsText: text });
    parsedText.current = text;
    actor.send({ type: 'draft.paste', text });
  };

  // Typed (not pasted) details are parsed when the dispatcher leaves the box, once per change.
  const onBlur = () => {
    const text = fields.loadDetailsText;
    if (text.trim() === '' || text === parsedText.current) return;
    const problem = pasteProblem({ type: 'text', text });
    setParseError(problem);
    if (problem) return;
    parsedText.current = text;
    actor.send({ type: 'draft.paste', text });
  };

  const saveForm = (loadDetails: ExtractedLoadDetails) => {
    setFormOpen(false);
    const data: ExtractedData = {
      loadDetails,
      // The phone on the card stays what it is.
      callDetails: {
        ...parsed?.callDetails,
        brokerPhone: fields.brokerPhone || null,
        brokerExtension: fields.brokerExtension || null,
      },
      metadata: parsed
        ? withoutEditedMarks(parsed.metadata, parsed.loadDetails, loadDetails)
        : { source: 'text', confidence: 1, missingFields: [] },
    };
    actor.send({ type: 'draft.load', data });
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="draft-call-card"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3} size="h5" id={titleId}>
              New Call
            </Title>
            <Badge variant="light" color="gray">
              Draft
            </Badge>
          </Group>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} disabled={booking}>
            Remove
          </Button>
        </Group>

        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            label="Raw Load Details"
            description="Paste the load posting (text or a screenshot)"
            placeholder="Paste load details here"
            autosize
            minRows={3}
            maxRows={10}
            style={{ flex: 1 }}
            value={fields.loadDetailsText}
            onChange={(event) => change({ loadDetailsText: event.currentTarget.value })}
            onPaste={onPaste}
            onBlur={onBlur}
            disabled={booking}
          />
          <Tooltip label="Enter load details through a form">
            <ActionIcon
              variant="light"
              size="lg"
              mt={44}
              aria-label="Enter load details through a form"
              onClick={() => setFormOpen(true)}
              disabled={booking || processing}
            >
              <PencilIcon />
            </ActionIcon>
          </Tooltip>
        </Group>

        {processing ? (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm">{PROCESSING_TEXT}</Text>
          </Group>
        ) : null}
        {parseError ? (
          <Alert color="red" variant="light" role="alert" title="Could not read the load details">
            {parseError}
          </Alert>
        ) : null}

        {parsed ? (
          <LoadSummary
            details={parsed.loadDetails}
            lowConfidence={lowConfidenceOf(parsed.metadata)}
          />
        ) : null}

        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Broker Phone"
            placeholder="+1 555 123 4567"
            value={fields.brokerPhone}
            maxLength={32}
            onChange={(event) => change({ brokerPhone: event.currentTarget.value })}
            error={errors.brokerPhone}
            w={200}
            autoComplete="off"
            disabled={booking}
          />
          <TextInput
            label="Extension"
            value={fields.brokerExtension}
            inputMode="numeric"
            onChange={(event) =>
              change({ brokerExtension: event.currentTarget.value.replace(/\D/g, '').slice(0, 8) })
            }
            w={110}
            autoComplete="off"
            disabled={booking}
          />
        </Group>

        <SegmentedControl
          aria-label="Call mode"
          value={fullBooking ? 'booking' : 'details'}
          onChange={(value) => change({ detailsOnly: value === 'details' })}
          data={[
            { value: 'details', label: 'Details Only' },
            { value: 'booking', label: 'Full Booking' },
          ]}
          w="fit-content"
          disabled={booking}
        />

        {fullBooking ? (
          <Stack gap={4}>
            <Group align="flex-start" gap="sm">
              <NumberInput
                label="Desired Rate From ($)"
                min={0}
                allowNegative={false}
                allowDecimal={false}
                thousandSeparator=","
                value={fields.desiredRate.from || ''}
                onChange={(value) => change({ desiredRate: { from: Number(value) || 0 } })}
                w={170}
                disabled={booking}
              />
              <NumberInput
                label="Desired Rate To ($)"
                min={0}
                allowNegative={false}
                allowDecimal={false}
                thousandSeparator=","
                value={fields.desiredRate.to || ''}
                onChange={(value) => change({ desiredRate: { to: Number(value) || 0 } })}
                w={170}
                disabled={booking}
              />
            </Group>
            {errors.desiredRate ? (
              <Text size="sm" c="red.8" role="alert">
                {errors.desiredRate}
              </Text>
            ) : null}
            <Checkbox
              label="Approval Required"
              checked={fields.dispatcherApprovalRequired}
              onChange={(event) =>
                change({ dispatcherApprovalRequired: event.currentTarget.checked })
              }
              mt={4}
              disabled={booking}
            />
          </Stack>
        ) : null}

        <Group>
          <Button
            onClick={() => actor.send({ type: 'draft.initiate', truck })}
            loading={booking}
            disabled={processing}
          >
            Initiate Call
          </Button>
        </Group>
      </Stack>

      <LoadDetailsModal
        opened={formOpen}
        initial={parsed?.loadDetails ?? null}
        onClose={() => setFormOpen(false)}
        onSave={saveForm}
      />
    </Paper>
  );
}

function changeEvent(patch: DraftPatch) {
  return { type: 'draft.change' as const, patch };
}
