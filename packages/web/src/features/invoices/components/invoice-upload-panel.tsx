import '@mantine/dropzone/styles.css';
import { DOCUMENT_MESSAGES } from '@fleet/contracts';
import {
  type ExtractedInvoice,
  invoiceConfirmMachine,
  selectInvoiceUploadError,
  selectIsExtractingInvoice,
  selectIsReviewingInvoice,
} from '@fleet/machines';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { extractInvoice } from '../api/extract-invoice';
import { emptyInvoiceData, fromParseAnswer } from '../lib/invoice-data';
import { type ConfirmInvoiceState, confirmInvoiceHref } from '../lib/navigation-state';
import { readAsBase64 } from '../lib/read-file';

export const INVOICE_UPLOAD_LABEL = 'Upload an invoice PDF';

/**
 * The invoice PDF upload (§2.8, §5): a PDF by picker or drag-and-drop ('Please upload a PDF file'
 * otherwise), read as base64 with its progress, sent to POST /v1/pdfparse/invoice; nothing found
 * or a failure gives 'Could not extract data from {file name}'. Then /confirmInvoice?file= opens
 * with the PDF and the parsed data in navigation state.
 */
export function InvoiceUploadPanel({ autoFocusDelayMs }: { autoFocusDelayMs?: number }) {
  const navigate = useNavigate();
  const handed = useRef<ConfirmInvoiceState | null>(null);
  const dropzone = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(0);
  const actor = useActorRef(
    invoiceConfirmMachine.provide({
      actors: {
        extract: fromPromise(async ({ input, signal }) => {
          const file = input.file as File;
          setRead(0);
          const fileContent = await readAsBase64(file, setRead, signal);
          const answer = await extractInvoice({ fileName: file.name, fileContent }, signal);
          const found = fromParseAnswer(answer);
          if (found) handed.current = { pdf: file, parsedData: found satisfies ExtractedInvoice };
          return found;
        }),
      },
    }),
    { input: { emptyData: emptyInvoiceData() } },
  );
  const extracting = useSelector(actor, selectIsExtractingInvoice);
  const reviewing = useSelector(actor, selectIsReviewingInvoice);
  const error = useSelector(actor, selectInvoiceUploadError);
  const fileName = useSelector(actor, (s) => s.context.file?.name ?? null);

  useEffect(() => {
    const state = handed.current;
    if (!reviewing || !state) return;
    navigate(confirmInvoiceHref(state.pdf.name), { state });
  }, [reviewing, navigate]);

  useEffect(() => {
    if (autoFocusDelayMs === undefined) return;
    const timer = setTimeout(() => dropzone.current?.focus(), autoFocusDelayMs);
    return () => clearTimeout(timer);
  }, [autoFocusDelayMs]);

  const pick = (file: File | undefined) => {
    if (file) actor.send({ type: 'upload.pick', file });
  };

  if (extracting) {
    const reading = read < 1;
    const percent = Math.round(read * 100);
    return (
      <Stack gap="xs" role="status" aria-live="polite">
        <Text>
          {reading ? `Reading ${fileName}… ${percent}%` : `Extracting data from ${fileName}…`}
        </Text>
        <Progress
          value={reading ? percent : 100}
          striped={!reading}
          animated={!reading}
          aria-label={reading ? `Reading ${fileName}` : `Extracting data from ${fileName}`}
        />
        <Text size="sm" c="dimmed">
          A scanned invoice can take several seconds.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'upload.cancel' })}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Dropzone
        ref={dropzone}
        onDrop={(files) => pick(files[0])}
        onReject={(rejections) => pick(rejections[0]?.file)}
        accept={['application/pdf']}
        multiple={false}
        aria-label={INVOICE_UPLOAD_LABEL}
        role="button"
        // The modal's focus trap lands here too (it may activate after the 100 ms timer).
        data-autofocus
        // The picker's input stays out of the accessibility tree: the drop zone is the one button.
        inputProps={{ 'aria-label': INVOICE_UPLOAD_LABEL, 'aria-hidden': true }}
        p="xl"
      >
        <Stack gap={4} align="center">
          <Text fw={600}>Drag the invoice here or click to choose it</Text>
          <Text size="sm" c="dimmed">
            PDF only
          </Text>
        </Stack>
      </Dropzone>
      {error ? (
        <Alert
          color="red"
          role="alert"
          title={error === DOCUMENT_MESSAGES.notPdf ? undefined : 'Upload'}
        >
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
