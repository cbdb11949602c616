import { LOAD_MESSAGES, LOAD_PATHS } from '@fleet/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import type { ConfirmRateConState } from '../lib/navigation-state';
import {
  type FakeRateconOptions,
  fakeRateconApi,
  invalid,
  makeAnswer,
  saved,
} from '../testing/fake-ratecon-api';

configure({ asyncUtilTimeout: 5000 });

const HANDED: ConfirmRateConState = {
  fileName: 'rate.pdf',
  pdf: btoa('%PDF-1.4 rate'),
  parsed: makeAnswer('ORD-100'),
};

function fakeTab(closed = false) {
  return {
    closed,
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
    close: vi.fn(),
  };
}

/** /home first, then the confirm screen as the upload opens it (so Cancel has somewhere to go). */
async function openConfirm(
  options: Partial<FakeRateconOptions> = {},
  state: ConfirmRateConState | null = HANDED,
) {
  const api = fakeRateconApi({ flag: { enabled: true, tmsType: 'alvys' }, ...options });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  const view = renderApp('/home');
  await screen.findByRole('heading', { level: 1, name: 'Monitoring' });
  await act(() => view.router.navigate('/confirmRateCon?file=rate.pdf', { state }));
  const user = userEvent.setup();
  return { api, user, router: view.router };
}

async function saveLoad(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Save Load' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save Load' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('/confirmRateCon', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['off', { enabled: false }],
    ["'NA'", { enabled: true, tmsType: 'NA' }],
  ])('redirects to the dashboard when the flag is %s', async (_, flag) => {
    const { router } = await openConfirm({ flag });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('heading', { name: 'Load Record' })).toBeNull();
  });

  it('shows the PDF beside the Load Record filled from the extraction', async () => {
    await openConfirm();
    expect(await screen.findByRole('heading', { name: 'Load Record' })).toBeVisible();
    expect(screen.getByRole('document', { name: 'PDF rate.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('page 1 at scale 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveValue('ORD-100');
  });

  it('opens an empty manual form when visited without navigation state', async () => {
    await openConfirm({}, null);
    expect(await screen.findByRole('textbox', { name: 'Order Number' })).toHaveValue('');
    expect(screen.getByText(/No rate confirmation attached/)).toBeVisible();
  });

  it('saves the corrected record, opens /loads/{id} in the tab opened by the click, and goes home', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { api, user, router } = await openConfirm({ save: () => saved('load-77') });
    const order = await screen.findByRole('textbox', { name: 'Order Number' });
    await user.clear(order);
    await user.type(order, 'ORD-101');
    await saveLoad(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe(`${window.location.origin}/loads/load-77`);
    const [call] = api.to(LOAD_PATHS.addExternalLoad);
    expect(call?.body).toMatchObject({ order_number: 'ORD-101', customer_name: 'Acme Foods' });
  });

  it("says 'Saving…' with every button disabled while the save runs", async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, router } = await openConfirm({ save: () => held.then(() => saved('load-1')) });
    const dialog = await saveLoad(user);
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    for (const name of ['Save Load', 'Clear all fields']) {
      expect(screen.getByRole('button', { name, hidden: true })).toBeDisabled();
    }
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('aborts the save when the browser blocks the tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { api, user, router } = await openConfirm({ save: () => saved('load-1') });
    await saveLoad(user);
    expect(await screen.findByText(LOAD_MESSAGES.popupBlockedAbort)).toBeVisible();
    expect(api.to(LOAD_PATHS.addExternalLoad)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/confirmRateCon');
    expect(screen.getByRole('button', { name: 'Save Load' })).toBeEnabled();
  });

  it('links to the load in a toast that stays when the tab is gone after the save', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeTab(true) as unknown as Window);
    const { user } = await openConfirm({ save: () => saved('load-9') });
    await saveLoad(user);
    const link = await screen.findByRole('link', { name: LOAD_MESSAGES.popupBlockedLink });
    expect(link).toHaveAttribute('href', `${window.location.origin}/loads/load-9`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  const refusal = (): Response => jsonResponse({ message: 'TMS down' }, 502);
  const networkError = (): 'network-error' => 'network-error';
  it.each([
    ['a refusal', refusal, LOAD_MESSAGES.failedToAdd],
    ['a network failure', networkError, LOAD_MESSAGES.errorAdding],
  ])('says why after %s, closes the blank tab and saves on Try again', async (_, fail, message) => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let attempts = 0;
    const { api, user, router } = await openConfirm({
      save: () => (attempts++ === 0 ? fail() : saved('load-2')),
    });
    await saveLoad(user);
    // The toast, and the note above the form that stays with 'Try again'.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(tab.close).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/confirmRateCon');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.to(LOAD_PATHS.addExternalLoad)).toHaveLength(2);
  });

  it('Clear all fields empties the record that is saved', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    const { api, user } = await openConfirm({ save: () => saved('load-3') });
    await user.click(await screen.findByRole('button', { name: 'Clear all fields' }));
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveValue('');
    await saveLoad(user);
    await waitFor(() => expect(api.to(LOAD_PATHS.addExternalLoad)).toHaveLength(1));
    expect(api.to(LOAD_PATHS.addExternalLoad)[0]?.body).toMatchObject({
      order_number: null,
      customer_name: null,
      stops: [],
    });
  });

  it('Cancel goes back to where the user came from', async () => {
    const { user, router } = await openConfirm();
    await act(() => router.navigate('/task/list'));
    await act(() => router.navigate('/confirmRateCon', { state: HANDED }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/list'));
  });

  it('Cancel goes to the dashboard when the screen was the first page opened', async () => {
    const api = fakeRateconApi({ flag: { enabled: true, tmsType: 'alvys' } });
    vi.stubGlobal('fetch', api.fetch);
    storeSession();
    const { router } = renderApp('/confirmRateCon');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  describe('with Ditat', () => {
    const ditat = { flag: { enabled: true, tmsType: 'ditat' } };

    it('lists the validation errors with their labels, then saves the fixed load and offers its id', async () => {
      const open = vi.spyOn(window, 'open');
      let attempts = 0;
      const { api, user, router } = await openConfirm({
        ...ditat,
        save: () =>
          attempts++ === 0
            ? invalid([
                { propertyName: 'referenceId1', message: 'Order number already used' },
                { propertyName: 'rates_list[0].rate_amount', message: 'Must be positive' },
              ])
            : saved('DIT-9'),
      });
      await saveLoad(user);
      const errors = await screen.findByRole('dialog', {
        name: LOAD_MESSAGES.validationErrorsTitle,
      });
      expect(errors).toHaveTextContent('Order Number: Order number already used');
      expect(errors).toHaveTextContent('Linehaul Rate: Must be positive');
      await user.click(within(errors).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const order = screen.getByRole('textbox', { name: 'Order Number' });
      await user.clear(order);
      await user.type(order, 'ORD-NEW');
      await saveLoad(user);
      const done = await screen.findByRole('dialog', { name: LOAD_MESSAGES.loadSavedTitle });
      expect(done).toHaveTextContent('DIT-9');
      const bodies = api.to(LOAD_PATHS.ditatUpdateLoadInput).map((r) => r.body);
      expect(bodies).toHaveLength(2);
      expect(bodies[0]).toMatchObject({ load_input: { referenceId1: 'ORD-100' } });
      expect(bodies[1]).toMatchObject({
        load_input: { referenceId1: 'ORD-NEW' },
        goods_details: { weight: null },
      });
      expect(open).not.toHaveBeenCalled();

      await user.click(within(done).getByRole('button', { name: LOAD_MESSAGES.copyLoadId }));
      expect(await screen.findByText('Copied')).toBeVisible();
      expect(await navigator.clipboard.readText()).toBe('DIT-9');
      await user.click(within(done).getByRole('button', { name: LOAD_MESSAGES.goToDashboard }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    });
  });
});
