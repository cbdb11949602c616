import {
  invoiceConfirmMachine,
  selectCanEditInvoice,
  selectInvoiceConfidence,
  selectInvoiceDraft,
  selectInvoiceSaveFailure,
  selectInvoiceTotalsMismatch,
  selectIsConfirmingInvoice,
  selectIsSavingInvoice,
} from '@fleet/machines';
import { Alert, Button, Grid, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { PdfViewer } from '@/components/pdf/pdf-viewer';
import { notify } from '@/lib/notify';
import { confirmInvoice } from '../api/confirm-invoice';
import { formatAmount } from '../lib/format';
import { emptyInvoiceData, withLiveTotals } from '../lib/invoice-data';
import { type ConfirmInvoiceState, invoiceViewHref } from '../lib/navigation-state';
import { type ConfirmErrors, confirmErrors } from '../lib/validate';
import { fieldId, InvoiceForm } from './invoice-form';

/**
 * /confirmInvoice with the upload's PDF and data (§2.8, §4): the PDF on the left, the form on the
 * right; Reset Form, Cancel (back), Confirm Invoice → Cancel / Save → 'Saving...' → the view.
 */
export function InvoiceConfirm({ handed }: { handed: ConfirmInvoiceState }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<ConfirmErrors>({});
  const extractedOrigins = () => handed.parsedData.data.line_items.map((_, index) => index);
  const [lineOrigins, setLineOrigins] = useState<(number | null)[]>(extractedOrigins);
  const actor = useActorRef(
    invoiceConfirmMachine.provide({
      actors: {
        saveInvoice: fromPromise(({ input }) => {
          const pdf = input.file as File | null;
          return confirmInvoice(input.draft, pdf, pdf?.name ?? null);
        }),
      },
      actions: {
        invoiceSaved: (_, { saved }) => navigate(invoiceViewHref(saved.id)),
        saveFailed: (_, { message }) => notify.error(message),
        left: () => navigate(-1),
      },
    }),
    { input: { emptyData: emptyInvoiceData() } },
  );
  useEffect(() => {
    const { data, confidence, totalsMismatch } = handed.parsedData;
    actor.send({
      type: 'review.open',
      extracted: { data: withLiveTotals(data), confidence, totalsMismatch },
      file: handed.pdf,
    });
  }, [actor, handed]);

  const draft = useSelector(actor, selectInvoiceDraft);
  const confidence = useSelector(actor, selectInvoiceConfidence);
  const totalsMismatch = useSelector(actor, selectInvoiceTotalsMismatch);
  const canEdit = useSelector(actor, selectCanEditInvoice);
  const confirming = useSelector(actor, selectIsConfirmingInvoice);
  const saving = useSelector(actor, selectIsSavingInvoice);
  const failure = useSelector(actor, selectInvoiceSaveFailure);
  // The server's finding holds for the data as extracted; once edited, the form's own check does.
  const untouched = useSelector(actor, (s) => s.context.draft === s.context.extracted);
  const printedTotal = handed.parsedData.data.total.total_amount;

  const confirm = () => {
    const found = confirmErrors(draft);
    setErrors(found);
    const [first] = Object.keys(found) as Array<keyof ConfirmErrors>;
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    actor.send({ type: 'review.confirm' });
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p="sm">
          <PdfViewer file={handed.pdf} name={handed.pdf.name} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <InvoiceForm
            data={draft}
            confidence={confidence}
            lineOrigins={lineOrigins}
            onLineOriginsChange={setLineOrigins}
            printedTotal={printedTotal}
            totalsMismatch={totalsMismatch && untouched}
            disabled={!canEdit}
            errors={errors}
            onChange={(data) => {
              // A field's message goes once it is right.
              if (Object.keys(errors).length > 0) {
                const still = confirmErrors(data);
                setErrors((shown) =>
                  Object.fromEntries(
                    Object.keys(shown)
                      .filter((key) => key in still)
                      .map((key) => [key, still[key as keyof ConfirmErrors]]),
                  ),
                );
              }
              actor.send({ type: 'review.change', draft: data });
            }}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!canEdit}
              onClick={() => {
                setLineOrigins(extractedOrigins());
                actor.send({ type: 'review.reset' });
              }}
            >
              Reset Form
            </Button>
            <Button
              variant="default"
              disabled={!canEdit}
              onClick={() => actor.send({ type: 'review.cancel' })}
            >
              Cancel
            </Button>
            <Button disabled={!canEdit} onClick={confirm}>
              Confirm Invoice
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Modal
        opened={confirming}
        onClose={() => actor.send({ type: 'confirm.cancel' })}
        closeOnClickOutside={!saving}
        closeOnEscape={!saving}
        withCloseButton={!saving}
        title="Confirm Invoice"
        centered
      >
        <Text mb="md">
          Save invoice {draft.invoice_details.invoice_number} for{' '}
          {formatAmount(draft.total.total_amount)}?
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={saving}
            onClick={() => actor.send({ type: 'confirm.cancel' })}
          >
            Cancel
          </Button>
          <Button
            disabled={saving}
            onClick={() => actor.send({ type: 'confirm.save' })}
            data-autofocus
          >
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </Group>
      </Modal>
    </Grid>
  );
}
