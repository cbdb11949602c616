import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser, storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('route guard', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fakeApi({ user: makeUser() }).fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('redirects a protected page to /login when no session is stored', async () => {
    const { router } = renderApp('/alerts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each(['/home', '/profile', '/ai', '/exceptionlist', '/task/list', '/ai/calls'])(
    'guards %s',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it('shows the protected page when a session is stored', async () => {
    storeSession();
    const { router } = renderApp('/alerts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alerts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/alerts');
  });

  it('sends a signed-in user from /login to /home', async () => {
    storeSession();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monitoring' }),
    ).toBeInTheDocument();
  });

  it('renders a registered but unbuilt screen honestly', async () => {
    storeSession();
    renderApp('/exceptionDetailsCard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exception Details Card' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This screen is not built yet.')).toBeInTheDocument();
  });

  it('answers an unknown route with the 404 page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
  });
});
