import { DOCUMENT_MESSAGES, DOCUMENT_PATHS, LOAD_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import {
  emptyAnswer,
  type FakeRateconOptions,
  fakeRateconApi,
  makeAnswer,
} from '../testing/fake-ratecon-api';

configure({ asyncUtilTimeout: 5000 });

const PDF_BYTES = '%PDF-1.4 rate confirmation';
const pdf = (name = 'rate.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' });

async function openAddLoad(options: Partial<FakeRateconOptions> = {}) {
  const api = fakeRateconApi({ flag: { enabled: true, tmsType: 'alvys' }, ...options });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  const view = renderApp('/home');
  // Dropzone filters by `accept`; the real browser hands it any file, so the test does too.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Add Load' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Load' });
  const input = within(dialog).getByLabelText('Upload a rate confirmation PDF', {
    selector: 'input',
  });
  return { api, user, dialog, input, router: view.router };
}

describe('Add Load', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not offered when the flag is off or NA', async () => {
    for (const flag of [{ enabled: false }, { enabled: true, tmsType: 'NA' }]) {
      const api = fakeRateconApi({ flag });
      vi.stubGlobal('fetch', api.fetch);
      storeSession();
      const view = renderApp('/home');
      expect(await screen.findByRole('heading', { name: 'Monitoring' })).toBeVisible();
      await waitFor(() => expect(api.requests.some((r) => r.path.includes('RATE_CON'))).toBe(true));
      expect(screen.queryByRole('button', { name: 'Add Load' })).toBeNull();
      view.unmount();
    }
  });

  it('reads the PDF as base64, extracts it and opens the confirm screen with the data', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, user, input, router } = await openAddLoad({
      extract: () => held.then(() => jsonResponse(makeAnswer('ORD-42'))),
    });
    await user.upload(input, pdf());
    // Extraction can take seconds: the wait is shown.
    expect(await screen.findByText(/Reading rate\.pdf/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Reading rate.pdf' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmRateCon'));
    expect(router.state.location.search).toBe('?file=rate.pdf');
    const [call] = api.to(DOCUMENT_PATHS.pdfparse);
    expect(call?.body).toEqual({ fileName: 'rate.pdf', fileContent: btoa(PDF_BYTES) });
    expect(router.state.location.state).toMatchObject({
      fileName: 'rate.pdf',
      pdf: btoa(PDF_BYTES),
      parsed: { parsedData: { order_number: 'ORD-42' } },
    });
    expect(await screen.findByRole('textbox', { name: 'Order Number' })).toHaveValue('ORD-42');
  });

  it("refuses a file that is not a PDF with 'Please upload a PDF file'", async () => {
    const { api, user, dialog, input } = await openAddLoad();
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(DOCUMENT_MESSAGES.notPdf)).toBeVisible();
    expect(api.to(DOCUMENT_PATHS.pdfparse)).toHaveLength(0);
  });

  it.each([
    ['an empty result', () => jsonResponse(emptyAnswer())],
    ['a refusal', () => jsonResponse({ message: 'unreadable' }, 422)],
    ['a network failure', () => 'network-error' as const],
  ])("says 'Could not extract data from {file name}' after %s, and stays", async (_, extract) => {
    const { user, dialog, input, router } = await openAddLoad({ extract });
    await user.upload(input, pdf('scan.pdf'));
    expect(
      await within(dialog).findByText(DOCUMENT_MESSAGES.couldNotExtract('scan.pdf')),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    // Another try is possible at once.
    expect(within(dialog).getByRole('button', { name: 'Enter Manually' })).toBeEnabled();
  });

  it('Enter Manually opens the confirm screen with an empty form and no extraction', async () => {
    const { api, user, dialog, router } = await openAddLoad();
    await user.click(within(dialog).getByRole('button', { name: 'Enter Manually' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmRateCon'));
    expect(await screen.findByRole('textbox', { name: 'Order Number' })).toHaveValue('');
    expect(screen.getByText(/No rate confirmation attached/)).toBeVisible();
    expect(api.to(DOCUMENT_PATHS.pdfparse)).toHaveLength(0);
  });

  it('asks Ditat’s create-load-input when TMS_TYPE is ditat, and shows the Ditat form', async () => {
    const { api, user, input, router } = await openAddLoad({
      flag: { enabled: true, tmsType: 'ditat' },
      extract: () => jsonResponse(makeAnswer('DIT-1')),
    });
    await user.upload(input, pdf());
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmRateCon'));
    expect(api.to(LOAD_PATHS.ditatCreateLoadInput)).toHaveLength(1);
    expect(api.to(DOCUMENT_PATHS.pdfparse)).toHaveLength(0);
    expect(await screen.findByRole('textbox', { name: 'Order Number' })).toHaveValue('DIT-1');
  });

  it('stops the extraction when the upload is cancelled', async () => {
    const { user, dialog, input, router } = await openAddLoad({
      extract: () => new Promise<Response>(() => {}),
    });
    await user.upload(input, pdf());
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(
      within(dialog).getByRole('button', { name: 'Upload a rate confirmation PDF' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('/uploadRateCon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the same upload as a page, and leads to the confirm screen', async () => {
    const api = fakeRateconApi({
      flag: { enabled: true, tmsType: 'alvys' },
      extract: () => jsonResponse(makeAnswer('ORD-7')),
    });
    vi.stubGlobal('fetch', api.fetch);
    storeSession();
    const { router } = renderApp('/uploadRateCon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Load' })).toBeVisible();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Upload a rate confirmation PDF', { selector: 'input' }),
      pdf(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmRateCon'));
    expect(await screen.findByRole('textbox', { name: 'Order Number' })).toHaveValue('ORD-7');
  });

  it('redirects to the dashboard when extraction is unavailable', async () => {
    const api = fakeRateconApi({ flag: { enabled: false } });
    vi.stubGlobal('fetch', api.fetch);
    storeSession();
    const { router } = renderApp('/uploadRateCon');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
