import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/app/provider';
import { AuthProvider } from '@/lib/auth';
import { createAuthLogic } from '@/lib/auth-runtime';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { storeSession } from '@/testing/fixtures';
import { LoadBookingScreen } from '../components/load-booking-screen';
import type { LoadBookingDeps } from '../lib/deps';

/** Renders `ui` with the app's providers and a signed-in session (restored from storage). */
export function renderWithProviders(ui: ReactElement) {
  storeSession();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const logic = createAuthLogic({ queryClient });
  const utils = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthProvider logic={logic}>
          <MemoryRouter initialEntries={['/ai/load-booking']}>{ui}</MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, queryClient };
}

/** The Load Booking screen with a fake socket and a counted (silent) approval sound. */
export function renderScreen(deps: Partial<LoadBookingDeps> = {}) {
  const sounds = { count: 0 };
  const utils = renderWithProviders(
    <LoadBookingScreen
      deps={{
        WebSocket: FakeWebSocket,
        playSound: () => {
          sounds.count += 1;
        },
        endedGraceMs: 0,
        ...deps,
      }}
    />,
  );
  return { ...utils, sounds };
}
