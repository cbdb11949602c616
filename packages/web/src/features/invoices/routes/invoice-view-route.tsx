import { Page } from '@/components/ui/page';
import { InvoiceFlagGate } from '../components/invoice-flag-gate';

export function InvoiceViewRoute() {
  return (
    <InvoiceFlagGate>
      <Page title="Invoice" size="xl" />
    </InvoiceFlagGate>
  );
}
