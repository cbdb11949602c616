import '@mantine/dropzone/styles.css';
import type { LoadDraftKind } from '@fleet/machines';
import {
  rateconSaveMachine,
  selectIsExtracting,
  selectIsReviewing,
  selectUploadError,
} from '@fleet/machines';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { extractRateCon } from '../api/extract-rate-con';
import { readAsBase64 } from '../lib/base64';
import { draftFromAnswer, emptyDraft, isEmptyExtraction } from '../lib/drafts';
import {
  type ConfirmRateConState,
  confirmRateConHref,
  MANUAL_ENTRY,
  toNavigationState,
} from '../lib/navigation-state';

export const UPLOAD_LABEL = 'Upload a rate confirmation PDF';

/** Seconds since `running` turned true (scanned PDFs take a while: the wait is shown). */
function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    setSeconds(0);
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

/**
 * The PDF upload of 'Add Load' (§2.7, §4 "Rate-confirmation upload", §5): a PDF by picker or
 * drag-and-drop, read as base64 and extracted; then the confirm screen opens with the PDF and
 * the parsed data in navigation state. 'Enter Manually' opens it with empty data.
 */
export function UploadPanel({
  tms,
  autoFocusDelayMs,
}: {
  tms: LoadDraftKind;
  /** Focus the drop zone after this delay (the modal's 100 ms, §9); no focus move when absent. */
  autoFocusDelayMs?: number;
}) {
  const navigate = useNavigate();
  const extraction = useRef<ConfirmRateConState>(MANUAL_ENTRY);
  // Mantine's Dropzone forwards its ref to an inner element: the focusable root is found by id.
  const dropzoneId = useId();
  const actor = useActorRef(
    rateconSaveMachine.provide({
      actors: {
        extract: fromPromise(async ({ input, signal }) => {
          const file = input.file as File;
          const fileContent = await readAsBase64(file);
          const answer = await extractRateCon({ fileName: file.name, fileContent, tms }, signal);
          if (isEmptyExtraction(answer)) return null;
          extraction.current = { fileName: file.name, pdf: fileContent, parsed: answer };
          return { draft: draftFromAnswer(answer, tms), confidence: answer.parsedData.confidence };
        }),
      },
    }),
    { input: { emptyDraft: emptyDraft(tms) } },
  );
  const extracting = useSelector(actor, selectIsExtracting);
  const reviewing = useSelector(actor, selectIsReviewing);
  const error = useSelector(actor, selectUploadError);
  const fileName = useSelector(actor, (s) => s.context.file?.name ?? null);
  const seconds = useElapsedSeconds(extracting);

  useEffect(() => {
    if (!reviewing) return;
    const state = extraction.current;
    navigate(confirmRateConHref(state.fileName), { state: toNavigationState(state) });
  }, [reviewing, navigate]);

  useEffect(() => {
    if (autoFocusDelayMs === undefined) return;
    const timer = setTimeout(() => document.getElementById(dropzoneId)?.focus(), autoFocusDelayMs);
    return () => clearTimeout(timer);
  }, [autoFocusDelayMs, dropzoneId]);

  const pick = (file: File | undefined) => {
    if (file) actor.send({ type: 'upload.pick', file });
  };

  return (
    <Stack gap="md">
      {extracting ? (
        <Stack gap="xs" role="status" aria-live="polite">
          <Text>
            Reading {fileName}… {seconds > 0 ? `${seconds} s` : ''}
          </Text>
          <Progress value={100} striped animated aria-label={`Reading ${fileName}`} />
          <Text size="sm" c="dimmed">
            A scanned PDF can take several seconds.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'upload.cancel' })}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <Dropzone
            id={dropzoneId}
            onDrop={(files) => pick(files[0])}
            onReject={(rejections) => pick(rejections[0]?.file)}
            accept={['application/pdf']}
            multiple={false}
            aria-label={UPLOAD_LABEL}
            role="button"
            // The picker's input stays out of the accessibility tree: the drop zone is the one button.
            inputProps={{ 'aria-label': UPLOAD_LABEL, 'aria-hidden': true }}
            p="xl"
          >
            <Stack gap={4} align="center">
              <Text fw={600}>Drag the rate confirmation here or click to choose it</Text>
              <Text size="sm" c="dimmed">
                PDF only
              </Text>
            </Stack>
          </Dropzone>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'upload.manual' })}>
              Enter Manually
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
