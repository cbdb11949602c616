import { INVOICE_MESSAGES } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clockAt, openApp } from '@/testing/open-app';
import {
  type FakeInvoicesOptions,
  fakeInvoicesApi,
  makeInvoice,
  makeInvoiceData,
} from '../testing/fake-invoices-api';

configure({ asyncUtilTimeout: 5000 });

const FIRST = makeInvoice(makeInvoiceData({ number: 'INV-1001' }), { id: 'inv-a' });
const SECOND = makeInvoice(
  makeInvoiceData({
    number: 'FB-77',
    vendor: 'Peach State Repair',
    lines: [{ description: 'Brake job', quantity: 1, unit_price: 980.5, amount: 980.5 }],
    details: { paid_status: 'Paid', issue_date: '11/09/2026', due_date: '01/05/2027' },
  }),
  { id: 'inv-b' },
);

function openList(options: FakeInvoicesOptions = { invoices: [FIRST, SECOND] }) {
  return openApp(fakeInvoicesApi(options), '/invoices');
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const table = () => screen.findByRole('table', { name: 'Invoices' });

describe('/invoices', () => {
  // Thursday 26 November 2026: this week is Sunday the 22nd through today.
  clockAt(new Date(2026, 10, 26, 10, 30));

  it('sends the user home when the INVOICE flag is off', async () => {
    const { router } = openList({ flag: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("lists this week's invoices with the table's columns, dates M/D/YYYY and amounts in USD", async () => {
    const { api } = openList();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('Invoice #DateVendorAmountStatusDue DateActions');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'INV-1001',
      '11/2/2026',
      'Lone Star Freight LLC',
      '$2,076.00',
      'Unpaid',
      '12/2/2026',
      '',
    ]);
    expect(rows[2]).toHaveTextContent('FB-77');
    expect(rows[2]).toHaveTextContent('$980.50');
    expect(rows[2]).toHaveTextContent('1/5/2027');
    const [asked] = api.to('/v1/invoices', 'GET');
    expect(asked?.query.get('from_date')).toBe('11/22/2026');
    expect(asked?.query.get('to_date')).toBe('11/26/2026');
    expect(asked?.authorization).toBe('Bearer access-1');
    expect(screen.getByRole('button', { name: 'Date Range' })).toHaveTextContent(
      '11/22/2026 – 11/26/2026',
    );
  });

  it('forbids future dates in the range picker', async () => {
    const { user } = openList();
    await table();
    await user.click(screen.getByRole('button', { name: 'Date Range' }));
    // The calendar's days are found by their labels (the popover is outside the a11y tree in jsdom).
    const day = (label: string) =>
      waitFor(() => {
        const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
        expect(found).not.toBeNull();
        return found as HTMLButtonElement;
      });
    expect(await day('26 November 2026')).toBeEnabled();
    expect(await day('27 November 2026')).toBeDisabled();
    expect(await day('30 November 2026')).toBeDisabled();
  });

  it('opens an invoice by Enter on the focused row', async () => {
    const { router, user } = openList();
    const row = await screen.findByRole('row', { name: 'Invoice INV-1001' });
    // The route's focus effect moves focus to the heading once; focus the row after it.
    await waitFor(() => {
      row.focus();
      expect(row).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?id=inv-a'));
    expect(router.state.location.pathname).toBe('/invoices/view');
  });

  it('opens an invoice by a row click', async () => {
    const { router, user } = openList();
    await user.click(within(await table()).getByText('Peach State Repair'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=inv-b'));
    expect(router.state.location.pathname).toBe('/invoices/view');
  });

  it('deletes after the question, says so and reloads the list', async () => {
    const { api, user } = openList();
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete invoice FB-77' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice FB-77' });
    expect(dialog).toHaveTextContent(INVOICE_MESSAGES.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(INVOICE_MESSAGES.deleted)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('FB-77')).toBeNull());
    expect(api.to('/v1/invoices/inv-b', 'DELETE')).toHaveLength(1);
    expect(api.to('/v1/invoices', 'GET')).toHaveLength(2);
  });

  it("keeps the invoice when the delete is cancelled, and says 'Failed to delete invoice' when it fails", async () => {
    const { api, user } = openList({ invoices: [FIRST], failDelete: { status: 500, body: {} } });
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete invoice INV-1001' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('/v1/invoices/inv-a', 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete invoice INV-1001' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(INVOICE_MESSAGES.failedToDelete)).toBeVisible();
    expect(screen.getByText('INV-1001')).toBeVisible();
  });

  it("exports the list as an .xlsx whose sheet 'Invoices' has the table's columns", async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:invoices';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = openList();
    await table();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('invoices_11-22-2026_to_11-26-2026.xlsx');

    const XLSX = await import('xlsx');
    const book = XLSX.read(await bytesOf(blobs[0] as Blob), { type: 'array' });
    expect(book.SheetNames).toEqual(['Invoices']);
    const rows = XLSX.utils.sheet_to_json(book.Sheets.Invoices as never, { header: 1 });
    expect(rows).toEqual([
      ['Invoice #', 'Date', 'Vendor', 'Amount', 'Status', 'Due Date'],
      ['INV-1001', '11/2/2026', 'Lone Star Freight LLC', 2076, 'Unpaid', '12/2/2026'],
      ['FB-77', '11/9/2026', 'Peach State Repair', 980.5, 'Paid', '1/5/2027'],
    ]);
    click.mockRestore();
  });

  it("says 'No invoices to export.' when the list is empty, and makes no file", async () => {
    const createObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL }));
    const { user } = openList({ invoices: [] });
    expect(await screen.findByText('No invoices from 11/22/2026 to 11/26/2026.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(INVOICE_MESSAGES.nothingToExport)).toBeVisible();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("shows 'Failed to fetch invoices' when the list fails", async () => {
    openList({ failList: { status: 500, body: { detail: 'db down' } } });
    // The toast and the page's own alert.
    await waitFor(() =>
      expect(screen.getAllByText(INVOICE_MESSAGES.failedToFetchList)).toHaveLength(2),
    );
  });

  it('lists a long range 50 rows at a time, and exports all of it', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      makeInvoice(makeInvoiceData({ number: `BULK-${i + 1}` }), { id: `bulk-${i + 1}` }),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:x';
        },
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = openList({ invoices: many });
    const rows = async () =>
      within(await table())
        .getAllByRole('row')
        .slice(1);
    expect(await rows()).toHaveLength(50);
    expect(screen.getByText('Showing 1–50 of 120')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await rows()).toHaveLength(20);
    expect((await rows())[0]).toHaveTextContent('BULK-101');
    expect(screen.getByText('Showing 101–120 of 120')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const XLSX = await import('xlsx');
    const book = XLSX.read(await bytesOf(blobs[0] as Blob), { type: 'array' });
    expect(XLSX.utils.sheet_to_json(book.Sheets.Invoices as never)).toHaveLength(120);
    click.mockRestore();
  });

  it('opens the 800 px upload modal from Upload Invoice', async () => {
    const { user } = openList();
    await table();
    await user.click(screen.getByRole('button', { name: 'Upload Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Invoice' });
    expect(within(dialog).getByRole('button', { name: 'Upload an invoice PDF' })).toBeVisible();
  });
});
