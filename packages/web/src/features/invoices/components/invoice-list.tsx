import { INVOICE_MESSAGES, type Invoice } from '@fleet/contracts';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { invalidateEverywhere } from '@/lib/cross-tab';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { isoDay } from '@/lib/us-dates';
import { deleteInvoice } from '../api/delete-invoice';
import { useInvoices } from '../api/get-invoices';
import { invoiceKeys } from '../api/keys';
import { buildInvoiceWorkbook, exportFileName } from '../lib/export';
import { thisWeek, toWireDate } from '../lib/format';
import { invoiceViewHref } from '../lib/navigation-state';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { PagedInvoices } from './paged-invoices';
import { UploadInvoiceModal } from './upload-invoice-modal';

type Range = [string | null, string | null];

/**
 * /invoices (§2.8): the invoices of a date range (this week by default, no future dates), Export
 * to Excel, Upload Invoice, and the table with delete.
 */
export function InvoiceList() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Range>(() => thisWeek());
  // The list follows the picker once both ends are chosen.
  const [range, setRange] = useState<[string, string]>(() => thisWeek());
  const from = toWireDate(range[0]);
  const to = toWireDate(range[1]);
  const invoices = useInvoices(from, to);
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<Invoice | null>(null);
  const [exporting, setExporting] = useState(false);

  const removal = useMutation({
    mutationFn: (invoice: Invoice) => deleteInvoice(invoice.id),
    onSuccess: async () => {
      setToDelete(null);
      notify.success(INVOICE_MESSAGES.deleted);
      await invalidateEverywhere(queryClient, invoiceKeys.all);
    },
    onError: (error) => {
      setToDelete(null);
      notify.error(error.message);
    },
  });

  const exportList = async () => {
    const rows = invoices.data ?? [];
    if (rows.length === 0) {
      notifications.show({ message: INVOICE_MESSAGES.nothingToExport, color: 'blue' });
      return;
    }
    setExporting(true);
    try {
      saveBlob(await buildInvoiceWorkbook(rows), exportFileName(from, to));
    } finally {
      setExporting(false);
    }
  };

  const onPick = (value: Range) => {
    setPicked(value);
    if (value[0] && value[1]) setRange([value[0], value[1]]);
  };

  return (
    <Page title="Invoices" size="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <DatePickerInput
          type="range"
          label="Date Range"
          w={260}
          allowSingleDateInRange
          firstDayOfWeek={0}
          valueFormat="MM/DD/YYYY"
          maxDate={isoDay(new Date())}
          value={picked}
          onChange={onPick}
        />
        <Group>
          <Button variant="default" onClick={() => void exportList()} loading={exporting}>
            Export to Excel
          </Button>
          <Button onClick={() => setUploading(true)}>Upload Invoice</Button>
        </Group>
      </Group>
      {invoices.isPending ? (
        <Center py="xl" role="status" aria-live="polite">
          <Loader aria-label="Loading invoices" />
        </Center>
      ) : invoices.isError ? (
        <Alert color="red" role="alert" title={INVOICE_MESSAGES.failedToFetchList}>
          <Button size="xs" variant="default" onClick={() => void invoices.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : invoices.data.length === 0 ? (
        <Stack align="center" py="xl">
          <Text>No invoices from {`${from} to ${to}`}.</Text>
        </Stack>
      ) : (
        <PagedInvoices
          // A new range starts on its first page.
          key={`${from}-${to}`}
          invoices={invoices.data}
          onOpen={(invoice) => navigate(invoiceViewHref(invoice.id))}
          onDelete={setToDelete}
        />
      )}
      <DeleteInvoiceDialog
        invoiceNumber={toDelete?.invoice_number ?? null}
        busy={removal.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
      <UploadInvoiceModal opened={uploading} onClose={() => setUploading(false)} />
    </Page>
  );
}
