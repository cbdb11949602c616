import { selectIsSignedIn } from '@fleet/machines';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { theme } from '@/app/provider';
import { AuthProvider, useAuthSelector } from '@/lib/auth';
import { createAuthLogic } from '@/lib/auth-runtime';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { makeSession, storeSession } from '@/testing/fixtures';
import { CarrierSalesScreen } from '../components/carrier-sales-screen';
import { CAMPAIGN_SESSION_KEY } from '../lib/campaign-session';
import type { CarrierSalesDeps } from '../lib/deps';
import type { fakeCarrierSales } from './fake-carrier-sales';

/** The Carrier Sales screen over `voice` (stubbed as fetch), signed in as a broker. */
export function renderCarrierSales(
  voice: ReturnType<typeof fakeCarrierSales>,
  options: { session?: string[]; deps?: Partial<CarrierSalesDeps> } = {},
) {
  vi.stubGlobal('fetch', voice.fetch);
  if (options.session) {
    window.localStorage.setItem(CAMPAIGN_SESSION_KEY, JSON.stringify(options.session));
  }
  storeSession(makeSession({ use_case: 'broker' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const logic = createAuthLogic({ queryClient });
  const utils = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthProvider logic={logic}>
          <MemoryRouter initialEntries={['/ai/carrier-sales']}>
            <SignedIn>
              <CarrierSalesScreen
                historyPath="/ai/campaign-history"
                deps={{ WebSocket: FakeWebSocket, pollMs: 60_000, ...options.deps }}
              />
            </SignedIn>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, queryClient };
}

/**
 * As the app's RequireAuth does: the page renders once the stored session is read, so a campaign
 * that is already running opens its watcher with a token (not before the session is known).
 */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuthSelector(selectIsSignedIn) ? children : null;
}

/** The campaign watcher's socket for `id` (the newest one). */
export function watcherSocket(id: string): FakeWebSocket {
  const socket = [...FakeWebSocket.sockets]
    .reverse()
    .find((s) => s.url.pathname === `/voice/load-offer-campaign-watcher/${id}`);
  if (!socket) {
    const open = FakeWebSocket.sockets.map((s) => s.url.pathname).join(', ') || 'none';
    throw new Error(`no watcher socket for ${id} (sockets: ${open})`);
  }
  return socket;
}

let seq = 0;
/** The gateway pushes a campaign event (with the next seq). */
export function push(socket: FakeWebSocket, event: Record<string, unknown>) {
  seq += 1;
  act(() => socket.receive({ seq, ...event }));
}

/** What another browser tab's write of the session looks like here. */
export function otherTabWrites(ids: string[]) {
  const oldValue = window.localStorage.getItem(CAMPAIGN_SESSION_KEY);
  const newValue = JSON.stringify(ids);
  window.localStorage.setItem(CAMPAIGN_SESSION_KEY, newValue);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: CAMPAIGN_SESSION_KEY, oldValue, newValue }),
    );
  });
}
