import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/session-storage';
import { jsonResponse, makeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

function stubSignIn(response: () => Response) {
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/v1/auth/sign-in')) return response();
    if (url.includes('is-feature-enabled')) {
      return jsonResponse({ enabled: false, feature_configuration: { variables_data: {} } });
    }
    return jsonResponse({ code: 'x', message: 'nope' }, 404);
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec message of a rejected sign-in', async () => {
    stubSignIn(() =>
      jsonResponse({ code: 'auth/invalid-credential', message: 'Invalid Credential' }, 401),
    );
    renderApp('/login');
    await submit('dispatcher@demo.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Credential');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows Loading... while working, then stores the session and lands on /home', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const session = makeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/v1/auth/sign-in')) {
          await gate;
          return jsonResponse(session);
        }
        if (url.includes('is-feature-enabled')) {
          return jsonResponse({ enabled: false, feature_configuration: { variables_data: {} } });
        }
        return jsonResponse(session.user);
      }),
    );
    const { router } = renderApp('/login');
    await submit('dispatcher@demo.test', 'dispatch-demo');
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // Stored with the server's clock minus the browser's (the test's server is this browser).
    const stored = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual({ ...session, clock_skew_ms: expect.any(Number) });
    expect(Math.abs(stored.clock_skew_ms)).toBeLessThan(60_000);
  });
});
