import { Stack, Text } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { InvoiceConfirm } from '../components/invoice-confirm';
import { InvoiceFlagGate } from '../components/invoice-flag-gate';
import { InvoiceUploadPanel } from '../components/invoice-upload-panel';
import { readConfirmInvoiceState } from '../lib/navigation-state';

/**
 * /confirmInvoice[?file=name] (§2.8). Opened from the upload, it has the PDF and the parsed data
 * in navigation state; opened directly (or after a reload that lost them) it asks for the PDF.
 */
export function ConfirmInvoiceRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const handed = readConfirmInvoiceState(location.state);
  const file = params.get('file');
  return (
    <InvoiceFlagGate>
      <Page title="Confirm Invoice" size="xl">
        {file ? (
          <Text c="dimmed" size="sm">
            {file}
          </Text>
        ) : null}
        {handed ? (
          // A new upload from here is a new confirmation: a fresh machine.
          <InvoiceConfirm key={location.key} handed={handed} />
        ) : (
          <Stack gap="sm" maw={800}>
            <Text>Upload the invoice PDF to confirm.</Text>
            <InvoiceUploadPanel />
          </Stack>
        )}
      </Page>
    </InvoiceFlagGate>
  );
}
