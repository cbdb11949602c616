import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/app/provider';
import { AuthProvider } from '@/lib/auth';
import { createAuthLogic } from '@/lib/auth-runtime';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/testing/fixtures';

/** Renders `ui` with the app's providers and a signed-in session (restored from storage). */
export function renderWithProviders(ui: ReactElement) {
  storeSession();
  // The app's query client (its list-error toasts), without retries.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const logic = createAuthLogic({ queryClient });
  return render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthProvider logic={logic}>
          <MemoryRouter>{ui}</MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
