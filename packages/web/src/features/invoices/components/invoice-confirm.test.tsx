import { DOCUMENT_MESSAGES, INVOICE_MESSAGES, invoiceConfirmSchema } from '@fleet/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fromParseAnswer } from '../lib/invoice-data';
import type { ConfirmInvoiceState } from '../lib/navigation-state';
import {
  type FakeInvoicesOptions,
  fakeInvoicesApi,
  makeInvoiceData,
  makeParseAnswer,
} from '../testing/fake-invoices-api';
import { LOW_CONFIDENCE_NOTE } from './confidence';

configure({ asyncUtilTimeout: 5000 });

const pdf = (name = 'bill.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.4 bill'], name, { type });

/** The list first (so Cancel has somewhere to go back to), then the upload or the confirm screen. */
async function start(options: FakeInvoicesOptions = {}) {
  const api = fakeInvoicesApi(options);
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  const view = renderApp('/invoices');
  await screen.findByRole('heading', { level: 1, name: 'Invoices' });
  // applyAccept off: a non-PDF reaches the drop zone, which refuses it (as a drop would).
  const user = userEvent.setup({ applyAccept: false });
  return { api, user, router: view.router };
}

async function openConfirm(options: FakeInvoicesOptions = {}, answer = makeParseAnswer()) {
  const started = await start(options);
  const parsedData = fromParseAnswer(answer);
  if (!parsedData) throw new Error('empty answer');
  const state: ConfirmInvoiceState = { pdf: pdf(), parsedData };
  await act(() => started.router.navigate('/confirmInvoice?file=bill.pdf', { state }));
  await screen.findByRole('heading', { name: 'Invoice Details' });
  return started;
}

async function uploadFromList(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(screen.getByRole('button', { name: 'Upload Invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Invoice' });
  await user.upload(
    within(dialog).getByLabelText('Upload an invoice PDF', { selector: 'input' }),
    file,
  );
  return dialog;
}

// By label (the accessible name): *ByRole walks the whole form's tree on every call, and this
// form has some forty fields.
const field = (name: string | RegExp) =>
  screen.getByLabelText<HTMLInputElement>(name, { selector: 'input, textarea' });
/** Focus the field and paste the text: one change, as typing would end (typing is slow here). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const invoicePart = (body: unknown) =>
  invoiceConfirmSchema.parse(JSON.parse(String((body as FormData).get('invoice'))));

describe('invoice upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a file that is not a PDF with 'Please upload a PDF file'", async () => {
    const { api, user } = await start();
    const dialog = await uploadFromList(user, pdf('photo.png', 'image/png'));
    expect(await within(dialog).findByText(DOCUMENT_MESSAGES.notPdf)).toBeVisible();
    expect(api.to('/v1/pdfparse/invoice', 'POST')).toHaveLength(0);
  });

  it('sends the PDF as base64 and opens /confirmInvoice with the extracted data', async () => {
    const { api, user, router } = await start();
    await uploadFromList(user, pdf());
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmInvoice'));
    expect(router.state.location.search).toBe('?file=bill.pdf');
    const [sent] = api.to('/v1/pdfparse/invoice', 'POST');
    expect(sent?.body).toEqual({ fileName: 'bill.pdf', fileContent: btoa('%PDF-1.4 bill') });
    expect(await screen.findByLabelText(/^Invoice Number/, { selector: 'input' })).toHaveValue(
      'INV-1001',
    );
    expect(screen.getByRole('document', { name: 'PDF bill.pdf' })).toBeInTheDocument();
  });

  it.each([
    ['nothing is found', makeParseAnswer(makeInvoiceData({ number: '', vendor: '', lines: [] }))],
    ['the extraction fails', { status: 422, body: { message: 'unreadable' } } as const],
  ])("says 'Could not extract data from bill.pdf' when %s", async (_, parse) => {
    const { user, router } = await start({ parse });
    const dialog = await uploadFromList(user, pdf());
    expect(
      await within(dialog).findByText(DOCUMENT_MESSAGES.couldNotExtract('bill.pdf')),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/invoices');
  });
});

describe('/confirmInvoice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sections, marks low-confidence fields and the totals the lines do not reach', async () => {
    const data = makeInvoiceData({ total: { total_amount: 2100 } });
    const { user } = await openConfirm(
      {},
      makeParseAnswer(
        data,
        {
          'invoice_details.invoice_number': 0.4,
          'line_items.1.amount': 0.5,
          'line_items.0.amount': 0.95,
        },
        true,
      ),
    );
    for (const name of ['Invoice Details', 'Vendor Details', 'Line Items', 'Total', 'Notes']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(field(/^Invoice Number/)).toHaveAccessibleDescription(LOW_CONFIDENCE_NOTE);
    expect(field('Line 2 amount')).toHaveAccessibleDescription(LOW_CONFIDENCE_NOTE);
    expect(field('Line 1 amount')).not.toHaveAccessibleDescription(LOW_CONFIDENCE_NOTE);
    expect(field('Company Name')).toHaveValue('Lone Star Freight LLC');
    expect(
      screen.getByText('The line items add up to $2,076.00; the invoice says $2,100.00.'),
    ).toBeVisible();

    // The mark follows its line when an earlier line goes, and a new line has none.
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(field('Line 1 description')).toHaveValue('Fuel surcharge');
    expect(field('Line 1 amount')).toHaveAccessibleDescription(LOW_CONFIDENCE_NOTE);
    await user.click(screen.getByRole('button', { name: 'Add Line Item' }));
    expect(field('Line 2 amount')).not.toHaveAccessibleDescription(LOW_CONFIDENCE_NOTE);
  });

  it('keeps line amounts and totals live as lines change, are added and removed', async () => {
    const { user } = await openConfirm();
    const total = () => field('Total Amount');
    expect(total()).toHaveValue('$2,076.00');
    await user.clear(field('Line 1 quantity'));
    await fill(user, field('Line 1 quantity'), '2');
    expect(field('Line 1 amount')).toHaveValue('3700');
    expect(total()).toHaveValue('$3,926.00');
    expect(field('Subtotal')).toHaveValue('$3,926.00');

    await user.click(screen.getByRole('button', { name: 'Add Line Item' }));
    await fill(user, field('Line 3 description'), 'Wait');
    await user.clear(field('Line 3 amount'));
    await fill(user, field('Line 3 amount'), '75');
    expect(total()).toHaveValue('$4,001.00');
    await fill(user, field('Tax'), '10');
    expect(total()).toHaveValue('$4,011.00');

    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByLabelText('Line 3 description')).toBeNull();
    expect(field('Line 2 description')).toHaveValue('Wait');
    expect(total()).toHaveValue('$3,785.00');

    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(total()).toHaveValue('$2,076.00');
    expect(field('Line 2 description')).toHaveValue('Fuel surcharge');
  });

  it('fills missing totals and line values with 0 and saves them so', async () => {
    const data = makeInvoiceData({
      lines: [{ description: 'Lumper', quantity: null, unit_price: null, amount: 140 }],
      total: { tax: null, shipping: null, discount: null, subtotal: null },
    });
    const { api, user } = await openConfirm({}, makeParseAnswer(data));
    expect(field('Line 1 quantity')).toHaveValue('0');
    expect(field('Line 1 unit price')).toHaveValue('0');
    expect(field('Shipping')).toHaveValue('$0');
    await user.click(screen.getByRole('button', { name: 'Confirm Invoice' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(api.to('/v1/invoices/confirm', 'POST')).toHaveLength(1));
    const sent = invoicePart(api.to('/v1/invoices/confirm', 'POST')[0]?.body);
    expect(sent.data.line_items[0]).toEqual({
      description: 'Lumper',
      quantity: 0,
      unit_price: 0,
      amount: 140,
    });
    expect(sent.data.total).toMatchObject({
      subtotal: 140,
      tax: 0,
      shipping: 0,
      discount: 0,
      total_amount: 140,
    });
  });

  it("confirms through Cancel / Save, shows 'Saving...' with the buttons disabled, then the invoice", async () => {
    const { api, user, router } = await openConfirm({ holdConfirm: true, duplicateOf: 'inv-old' });
    await user.clear(field('Line 2 quantity'));
    await fill(user, field('Line 2 quantity'), '500');
    await user.click(screen.getByRole('button', { name: 'Confirm Invoice' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('/v1/invoices/confirm', 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm Invoice' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Invoice' });
    expect(dialog).toHaveTextContent('Save invoice INV-1001 for $2,100.00?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset Form', hidden: true })).toBeDisabled();

    await waitFor(() => expect(api.to('/v1/invoices/confirm', 'POST')).toHaveLength(1));
    const form = api.to('/v1/invoices/confirm', 'POST')[0]?.body as FormData;
    const sent = invoicePart(form);
    expect(sent).toMatchObject({ invoice_number: 'INV-1001', amount: 2100, description: 'Net 30' });
    expect(sent.data.line_items[1]).toMatchObject({ quantity: 500, amount: 250 });
    expect((form.get('pdf_file') as File).name).toBe('bill.pdf');

    api.releaseConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices/view'));
    const id = api.invoices[0]?.id as string;
    expect(router.state.location.search).toBe(`?id=${id}`);
    expect(await screen.findByText(/Same invoice number from this vendor as/)).toBeVisible();
  });

  it.each([
    [
      'refuses it',
      { status: 500, body: { detail: 'db down' } } as const,
      INVOICE_MESSAGES.failedToSave,
    ],
    ['cannot be reached', 'network' as const, INVOICE_MESSAGES.errorAdding],
  ])('stays on the form with its edits when the API %s', async (_, failConfirm, message) => {
    const { user, router } = await openConfirm({ failConfirm });
    await user.clear(field('Notes'));
    await fill(user, field('Notes'), 'Call');
    await user.click(screen.getByRole('button', { name: 'Confirm Invoice' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    // The toast and the form's alert.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/confirmInvoice');
    expect(field('Notes')).toHaveValue('Call');
    expect(screen.getByRole('button', { name: 'Confirm Invoice' })).toBeEnabled();
  });

  it('asks for an invoice number and MM/DD/YYYY dates before confirming', async () => {
    const { user } = await openConfirm();
    await user.clear(field(/^Invoice Number/));
    await user.clear(field('Due Date'));
    await fill(user, field('Due Date'), '12/32/2026');
    await user.click(screen.getByRole('button', { name: 'Confirm Invoice' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field(/^Invoice Number/)).toHaveFocus();
    expect(field(/^Invoice Number/)).toHaveAccessibleDescription('Invoice number is required');
    expect(field('Due Date')).toHaveAccessibleDescription('Enter the date as MM/DD/YYYY');

    await fill(user, field(/^Invoice Number/), 'INV-9');
    expect(screen.queryByText('Invoice number is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Invoice' }));
    expect(field('Due Date')).toHaveFocus();
    await user.clear(field('Due Date'));
    await fill(user, field('Due Date'), '01/15/2027');
    await user.click(screen.getByRole('button', { name: 'Confirm Invoice' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Invoice' })).toBeVisible();
  });

  it('asks for the PDF when opened without one, then confirms what it reads', async () => {
    const { user, router } = await start();
    await act(() => router.navigate('/confirmInvoice'));
    await user.upload(
      await screen.findByLabelText('Upload an invoice PDF', { selector: 'input' }),
      pdf(),
    );
    expect(await screen.findByLabelText(/^Invoice Number/, { selector: 'input' })).toHaveValue(
      'INV-1001',
    );
  });

  it('goes back on Cancel', async () => {
    const { user, router } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices'));
  });
});
