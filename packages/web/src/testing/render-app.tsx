import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  type To,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

interface RouterProbe {
  state: { location: Location };
  navigateTo?: NavigateFunction;
}

/** Renders nothing; keeps the router's current location and navigate function for the test. */
function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.state.location = useLocation();
  probe.navigateTo = useNavigate();
  return null;
}

/**
 * Renders the real app (providers, routes, auth actor) at `path` in a memory router. Queries do
 * not retry unless a `queryClient` is given (`createQueryClient()` tests the app's own policy).
 * `router.state.location` is where the app is now; `router.navigate` goes elsewhere, as a link would.
 */
export function renderApp(path: string, options: { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  if (!options.queryClient) queryClient.setDefaultOptions({ queries: { retry: false } });
  const probe: RouterProbe = { state: { location: undefined as unknown as Location } };
  const navigate = async (to: To, navigateOptions?: NavigateOptions) => {
    if (!probe.navigateTo) throw new Error('the app has not rendered yet');
    await probe.navigateTo(to, navigateOptions);
  };
  const utils = render(
    <AppProvider queryClient={queryClient} withVersionNotice={false}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe probe={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...utils, router: { state: probe.state, navigate }, queryClient };
}
