import type { Notification } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { NOTIFICATIONS_POLL_MS } from '../api/get-notifications';
import { notificationTarget } from '../hooks/use-notification-bell';

// The whole app renders (lazy routes, providers); give it time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '6f1c2a52-6c57-4d3c-9d1e-0a3c1b2d3e41',
    created_at: '2026-03-10T14:05:00.000Z',
    title: 'Trip 1001 is late',
    message: 'ETA moved past the appointment',
    action: 'OPEN_LOAD',
    load_id: '1001',
    module: 'eta',
    read: false,
    ...overrides,
  };
}

/** The notifications API over a mutable list; records POST bodies. */
function notificationsApi(items: Notification[]) {
  const fallback = fakeApi({ user: makeUser() }).fetch;
  const marked: unknown[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/v1/notifications/read')) {
      const body = JSON.parse(String(init?.body ?? '{}')) as { ids?: string[] };
      marked.push(body);
      for (const item of items) if (!body.ids || body.ids.includes(item.id)) item.read = true;
      return jsonResponse({ marked: 1 });
    }
    if (url.includes('/v1/notifications')) {
      return jsonResponse({ data: items, unread: items.filter((item) => !item.read).length });
    }
    return fallback(input, init);
  };
  return { fetch: fetchFn, marked };
}

async function openBell(name: string | RegExp) {
  const account = await screen.findByRole('navigation', { name: 'Account' });
  const bell = await within(account).findByRole('button', { name });
  await userEvent.setup().click(bell);
  return screen.findByRole('dialog', { hidden: true });
}

describe('notification bell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('links OPEN_LOAD notifications to their exception details', () => {
    expect(notificationTarget(makeNotification({ load_id: '77', module: 'tempViolation' }))).toBe(
      '/exceptionDetails?id=77&module=tempViolation',
    );
    expect(notificationTarget(makeNotification({ load_id: '' }))).toBeNull();
    expect(NOTIFICATIONS_POLL_MS).toBe(60_000);
  });

  it('shows the empty state', async () => {
    vi.stubGlobal('fetch', notificationsApi([]).fetch);
    storeSession();
    renderApp('/home');
    const dialog = await openBell('Notifications');
    expect(await within(dialog).findByText('No notifications')).toBeInTheDocument();
  });

  it('counts unread, lists title, message and time, and opens the load on click', async () => {
    const items = [
      makeNotification(),
      makeNotification({
        id: '0b7e1c7a-3e55-4a4e-8f0e-8b1c2d3e4f50',
        title: 'Detention started',
        message: 'Trip 1002 is in detention',
        load_id: '1002',
        module: 'detention',
        read: true,
      }),
    ];
    const api = notificationsApi(items);
    vi.stubGlobal('fetch', api.fetch);
    storeSession();
    const { router } = renderApp('/home');
    const dialog = await openBell('Notifications, 1 unread');
    expect(within(dialog).getByText('Trip 1001 is late')).toBeInTheDocument();
    expect(within(dialog).getByText('ETA moved past the appointment')).toBeInTheDocument();
    expect(within(dialog).getAllByText('03/10/2026 02:05 PM')).toHaveLength(2);

    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: /Trip 1001 is late/, hidden: true }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/exceptionDetails?id=1001&module=eta',
      ),
    );
    expect(api.marked).toEqual([{ ids: ['6f1c2a52-6c57-4d3c-9d1e-0a3c1b2d3e41'] }]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks all as read', async () => {
    const items = [
      makeNotification(),
      makeNotification({ id: '0b7e1c7a-3e55-4a4e-8f0e-8b1c2d3e4f50', title: 'Second' }),
    ];
    const api = notificationsApi(items);
    vi.stubGlobal('fetch', api.fetch);
    storeSession();
    renderApp('/home');
    const dialog = await openBell('Notifications, 2 unread');
    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'Mark all as read', hidden: true }));
    expect(api.marked).toEqual([{}]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Mark all as read', hidden: true }),
    ).toBeNull();
  });

  it('polls every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const items: Notification[] = [];
    vi.stubGlobal('fetch', notificationsApi(items).fetch);
    storeSession();
    renderApp('/home');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    await within(account).findByRole('button', { name: 'Notifications' });
    items.push(makeNotification());
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS + 1_000);
    expect(
      await within(account).findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });
});
