import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders the real app (providers, routes, auth actor) at `path` in a memory router. Queries do
 * not retry unless a `queryClient` is given (`createQueryClient()` tests the app's own policy).
 */
export function renderApp(path: string, options: { queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = options.queryClient ?? createQueryClient();
  if (!options.queryClient) queryClient.setDefaultOptions({ queries: { retry: false } });
  const utils = render(
    <AppProvider queryClient={queryClient} withVersionNotice={false}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}
