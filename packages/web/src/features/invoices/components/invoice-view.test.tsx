import { INVOICE_MESSAGES } from '@fleet/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import {
  type FakeInvoicesOptions,
  fakeInvoicesApi,
  makeInvoice,
  makeInvoiceData,
} from '../testing/fake-invoices-api';

configure({ asyncUtilTimeout: 5000 });

const INVOICE = makeInvoice(
  makeInvoiceData({
    number: 'INV-2040',
    total: { tax: 12.5, discount: 20, total_amount: 2068.5 },
    notes: 'Remit to PO Box 11',
  }),
  { id: 'inv-view', amount: 2068.5 },
);

function openView(path: string, options: FakeInvoicesOptions = { invoices: [INVOICE] }) {
  const api = fakeInvoicesApi(options);
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  renderApp(path);
  return api;
}

describe('/invoices/view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows status, dates M/D/YYYY, amount in USD, vendor, line items, totals, notes and the PDF', async () => {
    const api = openView('/invoices/view?id=inv-view');
    expect(
      await screen.findByRole('heading', { name: 'Invoice INV-2040 · Lone Star Freight LLC' }),
    ).toBeVisible();
    expect(screen.getByText('Unpaid')).toBeVisible();
    expect(screen.getByText('Issue Date', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '11/2/2026',
    );
    expect(screen.getByText('Due Date', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '12/2/2026',
    );
    expect(screen.getByText('Amount', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '$2,068.50',
    );
    const vendor = screen.getByRole('region', { name: 'Vendor Information' });
    expect(vendor).toHaveTextContent('Maria Lopez');
    expect(vendor).toHaveTextContent('1200 Commerce St, Dallas, TX 75202');
    const lines = within(screen.getByRole('table', { name: 'Line Items' })).getAllByRole('row');
    expect(lines[2]).toHaveTextContent('Fuel surcharge452$0.50$226.00');
    const totals = screen.getByRole('table', { name: 'Total' });
    expect(within(totals).getByRole('row', { name: /Tax/ })).toHaveTextContent('$12.50');
    expect(within(totals).getByRole('row', { name: /Discount/ })).toHaveTextContent('$20.00');
    expect(within(totals).getByRole('row', { name: /^Total/ })).toHaveTextContent('$2,068.50');
    expect(screen.getByText('Remit to PO Box 11')).toBeVisible();
    const shown = await screen.findByTestId('pdf-page');
    expect(shown).toHaveTextContent('page 1 at scale 1');
    expect(Number(shown.dataset.fileSize)).toBeGreaterThan(0);
    const [asked] = api.to('/v1/invoices/inv-view/pdf', 'GET');
    expect(asked?.authorization).toBe('Bearer access-1');
    expect(screen.queryByText(/Same invoice number/)).toBeNull();
  });

  it('points to the earlier invoice when this one is flagged as a duplicate', async () => {
    const duplicate = makeInvoice(INVOICE.data, { id: 'inv-dup', duplicate_of: 'inv-view' });
    openView('/invoices/view?id=inv-dup', { invoices: [INVOICE, duplicate] });
    const notice = await screen.findByText(/Same invoice number from this vendor as/);
    expect(
      within(notice.closest('[role="status"]') as HTMLElement).getByRole('link'),
    ).toHaveAttribute('href', '/invoices/view?id=inv-view');
  });

  it.each([
    ['an unknown id', '/invoices/view?id=nope'],
    ['no id', '/invoices/view'],
  ])("says 'Invoice not found' for %s", async (_, path) => {
    openView(path);
    expect(await screen.findByText(INVOICE_MESSAGES.notFound)).toBeVisible();
  });

  it("says 'Failed to fetch invoice' when the invoice cannot be read", async () => {
    openView('/invoices/view?id=inv-view', {
      invoices: [INVOICE],
      failOne: { status: 500, body: {} },
    });
    expect(await screen.findByText(INVOICE_MESSAGES.failedToFetch)).toBeVisible();
  });
});
