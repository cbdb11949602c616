import { Page } from '@/components/ui/page';
import { InvoiceFlagGate } from '../components/invoice-flag-gate';

export function InvoicesRoute() {
  return (
    <InvoiceFlagGate>
      <Page title="Invoices" size="xl" />
    </InvoiceFlagGate>
  );
}
