import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { storeSession } from './fixtures';
import { renderApp } from './render-app';

/** Answers fetch with a fake API, signs a user in and renders the app at `path`. */
export function openApp<Api extends { fetch: typeof fetch }>(api: Api, path: string) {
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  const view = renderApp(path);
  return { api, router: view.router, user: userEvent.setup() };
}

/** Every test of the enclosing describe runs with Date at `now`; globals are unstubbed after. */
export function clockAt(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
