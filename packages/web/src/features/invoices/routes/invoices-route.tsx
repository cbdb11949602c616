import { InvoiceFlagGate } from '../components/invoice-flag-gate';
import { InvoiceList } from '../components/invoice-list';

export function InvoicesRoute() {
  return (
    <InvoiceFlagGate>
      <InvoiceList />
    </InvoiceFlagGate>
  );
}
