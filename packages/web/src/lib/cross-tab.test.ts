import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateEverywhere, shareInvalidations } from './cross-tab';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A tab: its own query client holding a fresh task list and a fresh trip list. */
function tab(channelName: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['tasks', 'list', 'acct-1'], [{ task_id: 'T-1', status: 'OPEN' }]);
  client.setQueryData(['trips', 'acct-1', 'active'], []);
  stops.push(shareInvalidations(client, channelName));
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated ?? false;

/** Resolves once `check` holds (messages between channels arrive on a later task). */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  return check();
}

describe('shareInvalidations / invalidateEverywhere', () => {
  it('invalidates what one tab changed in the other tabs too, and nothing else of theirs', async () => {
    const name = `test-${Math.random()}`;
    const [first, second, third] = [tab(name), tab(name), tab(name)];
    await invalidateEverywhere(first, ['tasks']);
    expect(stale(first, ['tasks', 'list', 'acct-1'])).toBe(true);
    expect(await until(() => stale(second, ['tasks', 'list', 'acct-1']))).toBe(true);
    expect(await until(() => stale(third, ['tasks', 'list', 'acct-1']))).toBe(true);
    expect(stale(second, ['trips', 'acct-1', 'active'])).toBe(false);
    expect(stale(third, ['trips', 'acct-1', 'active'])).toBe(false);
  });

  it('tells no other tab about a plain invalidation, and ignores a message that is no query key', async () => {
    const name = `test-${Math.random()}`;
    const [first, second] = [tab(name), tab(name)];
    await first.invalidateQueries({ queryKey: ['tasks'] });
    const stranger = new BroadcastChannel(name);
    stranger.postMessage({ queryKey: 'tasks' });
    stranger.postMessage('tasks');
    stranger.postMessage({ queryKey: ['trips'] });
    // The last message is a real key: once it has arrived, the ones before it have too.
    expect(await until(() => stale(second, ['trips', 'acct-1', 'active']))).toBe(true);
    stranger.close();
    expect(stale(second, ['tasks', 'list', 'acct-1'])).toBe(false);
  });

  it('without a shared channel invalidates only its own tab', async () => {
    const client = new QueryClient();
    client.setQueryData(['tasks', 'list', 'acct-1'], []);
    await invalidateEverywhere(client, ['tasks']);
    expect(stale(client, ['tasks', 'list', 'acct-1'])).toBe(true);
  });
});
