import { Page } from '@/components/ui/page';
import { InvoiceFlagGate } from '../components/invoice-flag-gate';

export function ConfirmInvoiceRoute() {
  return (
    <InvoiceFlagGate>
      <Page title="Confirm Invoice" size="xl" />
    </InvoiceFlagGate>
  );
}
