import type { SessionTokens } from '@fleet/contracts';
import { topicPath } from '@fleet/contracts';
import { authSessionMachine } from '@fleet/machines';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { makeSession } from '@/testing/fixtures';
import { AuthActorProvider } from '../auth-runtime';
import { FakeWebSocket } from './testing/fake-web-socket';
import { useLiveTopic } from './use-live-topic';

const signedIn = authSessionMachine.provide({
  actors: {
    loadStoredSession: fromPromise(async (): Promise<SessionTokens | null> => makeSession()),
  },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AuthActorProvider logic={signedIn}>{children}</AuthActorProvider>
);

beforeEach(() => FakeWebSocket.reset());

describe('useLiveTopic', () => {
  it('follows the topic with the session token, clears on resync and closes on unmount', async () => {
    const { result, unmount } = renderHook(
      () => useLiveTopic('load-offer-campaign-watcher', 'camp-1', { WebSocket: FakeWebSocket }),
      { wrapper },
    );
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    const socket = FakeWebSocket.last();
    expect(socket.url.pathname).toBe(topicPath('load-offer-campaign-watcher', 'camp-1'));
    expect(socket.url.searchParams.get('token')).toBe('access-1');
    expect(result.current.status).toBe('Connecting...');

    act(() => {
      socket.open();
      socket.receive({ type: 'initial_status', seq: 1 });
      socket.receive({ type: 'call_added', seq: 2 });
    });
    expect(result.current.status).toBe('Connected');
    expect(result.current.events.map((event) => event.seq)).toEqual([1, 2]);

    act(() => {
      socket.receive({ type: 'gateway_resync', from_seq: 9 });
      socket.receive({ type: 'initial_status', seq: 9 });
    });
    expect(result.current.events.map((event) => event.seq)).toEqual([9]);

    unmount();
    expect(socket.closedByClient?.code).toBe(1000);
  });

  it('opens nothing while the id is null', async () => {
    const { result } = renderHook(() => useLiveTopic('watch', null, { WebSocket: FakeWebSocket }), {
      wrapper,
    });
    await act(async () => {});
    expect(FakeWebSocket.sockets).toHaveLength(0);
    expect(result.current).toEqual({ events: [], status: 'Disconnected' });
  });
});
