import { Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { InvoiceFlagGate } from '../components/invoice-flag-gate';
import { InvoiceView } from '../components/invoice-view';

export function InvoiceViewRoute() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <InvoiceFlagGate>
      <Page title="Invoice" size="xl">
        <Anchor component={Link} to={paths.invoices} size="sm">
          Back to Invoices
        </Anchor>
        <InvoiceView id={id} />
      </Page>
    </InvoiceFlagGate>
  );
}
