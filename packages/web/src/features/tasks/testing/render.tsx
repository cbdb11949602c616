import { usDateOf } from '@fleet/machines';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import type { fakeTasksApi } from './fake-tasks-api';

/** The real app at `path` with the fake tasks API and a signed-in dispatcher@demo.test. */
export function renderTasks(path: string, api: ReturnType<typeof fakeTasksApi>) {
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  const user = userEvent.setup();
  return { api, user, ...renderApp(path) };
}

/** Today ± days as MM/DD/YYYY (the browser's calendar). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return usDateOf(date);
}

export const ME = 'dispatcher@demo.test';
export const me = { user_id: ME, name: 'dispatcher' };
export const other = { user_id: 'olga@demo.test', name: 'olga' };
