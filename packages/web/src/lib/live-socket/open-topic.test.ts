import {
  GATEWAY_CLOSE,
  SLOW_CONSUMER_REASON,
  TOKEN_EXPIRED_REASON,
  type TopicEvent,
  topicPath,
} from '@fleet/contracts';
import type { LiveStatusLabel } from '@fleet/machines';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '../api-client';
import { type OpenTopicOptions, openTopic } from './open-topic';
import { NO_TOKEN_REASON } from './socket-actor';
import { FakeWebSocket } from './testing/fake-web-socket';
import { liveTopicUrl } from './topic-url';

function fakeAuth(token: string | null = 'token-1') {
  const auth = {
    token,
    getAccessToken: vi.fn((): string | null => auth.token),
    refresh: vi.fn(async () => {
      auth.token = 'token-2';
      return true;
    }),
    forceLogout: vi.fn(),
  } satisfies AuthPort & { token: string | null };
  return auth;
}

/** Opens a topic on fake sockets and records everything it emits. */
function open(overrides: Partial<OpenTopicOptions> = {}) {
  const auth = fakeAuth();
  const log = vi.fn();
  const topic = openTopic({
    kind: 'watch',
    id: 'call-1',
    auth,
    WebSocket: FakeWebSocket,
    // The ceiling of every backoff wait: 500 ms, 1 s, 2 s, ...
    random: () => 1,
    log,
    ...overrides,
  });
  const seen = { events: [] as number[], resyncs: 0, statuses: [] as LiveStatusLabel[] };
  const completed = { events: false, resync: false, status: false };
  topic.events$.subscribe({
    next: (event: TopicEvent) => seen.events.push(event.seq),
    complete: () => {
      completed.events = true;
    },
  });
  topic.resync$.subscribe({
    next: () => {
      seen.resyncs += 1;
    },
    complete: () => {
      completed.resync = true;
    },
  });
  topic.status$.subscribe({
    next: (status) => seen.statuses.push(status),
    complete: () => {
      completed.status = true;
    },
  });
  return { topic, auth, log, seen, completed, socket: () => FakeWebSocket.last() };
}

const event = (seq: number, type = 'update_conversation') => ({ type, seq, call_id: 'call-1' });

beforeEach(() => {
  FakeWebSocket.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('openTopic', () => {
  it('opens the same-origin topic URL with the token and no since', () => {
    const { socket, seen } = open();
    const url = socket().url;
    expect(url.protocol).toBe('ws:');
    expect(url.host).toBe(window.location.host);
    expect(url.pathname).toBe(topicPath('watch', 'call-1'));
    expect(url.searchParams.get('token')).toBe('token-1');
    expect(url.searchParams.has('since')).toBe(false);
    expect(seen.statuses).toEqual(['Connecting...']);
    socket().open();
    expect(seen.statuses).toEqual(['Connecting...', 'Connected']);
  });

  it('builds wss URLs for https pages and encodes the id', () => {
    expect(
      liveTopicUrl({
        kind: 'load-offer-campaign-watcher',
        id: 'camp 7',
        token: 't',
        since: 12,
        baseUrl: 'https://fleet.example.com',
      }),
    ).toBe('wss://fleet.example.com/voice/load-offer-campaign-watcher/camp%207?token=t&since=12');
  });

  it('emits events in order and drops duplicates', () => {
    const { socket, seen } = open();
    socket().open();
    socket().receive({ type: 'gateway_status', status: 'live' });
    for (const seq of [1, 2, 2, 3, 1, 4]) socket().receive(event(seq));
    expect(seen.events).toEqual([1, 2, 3, 4]);
  });

  it('reconnects after a drop with since = the last seq, and drops the replayed overlap', async () => {
    const { socket, seen } = open();
    socket().open();
    socket().receive(event(1));
    socket().receive(event(2));
    socket().serverClose(GATEWAY_CLOSE.tryAgainLater, SLOW_CONSUMER_REASON);
    expect(seen.statuses.at(-1)).toBe('Connecting...');
    expect(FakeWebSocket.sockets).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(500);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(socket().url.searchParams.get('since')).toBe('2');
    socket().open();
    socket().receive(event(2));
    socket().receive(event(3));
    expect(seen.events).toEqual([1, 2, 3]);
    expect(seen.statuses).toEqual(['Connecting...', 'Connected', 'Connecting...', 'Connected']);
  });

  it('reconnects after a network error, backing off further each time', async () => {
    const { socket } = open();
    socket().fail();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    socket().fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.sockets).toHaveLength(3);
  });

  it('emits on resync$ and then takes the kept events from from_seq on', async () => {
    const { socket, seen } = open();
    socket().open();
    socket().receive(event(1));
    socket().serverClose(GATEWAY_CLOSE.goingAway, 'server shutting down');
    await vi.advanceTimersByTimeAsync(500);
    expect(socket().url.searchParams.get('since')).toBe('1');
    socket().open();
    socket().receive({ type: 'gateway_resync', from_seq: 50 });
    socket().receive(event(50));
    socket().receive(event(51));
    expect(seen.resyncs).toBe(1);
    expect(seen.events).toEqual([1, 50, 51]);
  });

  it('on token expiry refreshes through the auth port and reconnects with the new token', async () => {
    const { socket, auth, seen } = open();
    socket().open();
    socket().receive(event(1));
    socket().receive({
      type: 'error',
      code: TOKEN_EXPIRED_REASON,
      message: 'Your session has expired.',
      action: 'refreshToken',
    });
    socket().serverClose(GATEWAY_CLOSE.unauthorized, TOKEN_EXPIRED_REASON);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(socket().url.searchParams.get('token')).toBe('token-2');
    expect(socket().url.searchParams.get('since')).toBe('1');
    expect(auth.forceLogout).not.toHaveBeenCalled();
    expect(seen.statuses).toEqual(['Connecting...', 'Connected', 'Connecting...']);
  });

  it('on forbidden shows Disconnected and never retries', async () => {
    const { socket, auth, seen } = open();
    socket().open();
    socket().receive({ type: 'error', code: 'gateway/forbidden', message: 'Not your topic.' });
    socket().serverClose(GATEWAY_CLOSE.forbidden, 'gateway/forbidden');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(seen.statuses.at(-1)).toBe('Disconnected');
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(auth.forceLogout).not.toHaveBeenCalled();
  });

  it('when the call ends (1000 topic ended), then it keeps the events and never reconnects', async () => {
    const { socket, seen } = open();
    socket().open();
    socket().receive(event(1));
    socket().receive(event(2));
    socket().serverClose(GATEWAY_CLOSE.topicEnded, 'topic ended');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(seen.events).toEqual([1, 2]);
    expect(seen.statuses.at(-1)).toBe('Disconnected');
  });

  it('forces a logout on a 4401 that is not an expiry', async () => {
    const { socket, auth, seen } = open();
    socket().open();
    socket().serverClose(GATEWAY_CLOSE.unauthorized, 'auth/invalid-token');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(auth.forceLogout).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(seen.statuses.at(-1)).toBe('Disconnected');
  });

  it('does not open a socket without a token', () => {
    const auth = fakeAuth(null);
    const { seen } = open({ auth });
    expect(FakeWebSocket.sockets).toHaveLength(0);
    expect(seen.statuses.at(-1)).toBe('Disconnected');
    expect(auth.forceLogout).toHaveBeenCalledTimes(1);
    expect(NO_TOKEN_REASON).toBe('auth/no-token');
  });

  it('drops malformed frames with a warning and keeps going', () => {
    const { socket, seen, log } = open();
    socket().open();
    const bad = [
      'not json',
      { type: 'update_conversation' },
      { type: 'update_conversation', seq: 0 },
      { type: 'update_conversation', seq: 1.5 },
      { seq: 3 },
      { type: 'gateway_resync' },
      { type: 'gateway_status', status: 'sleeping', seq: 9 },
      '[1,2]',
    ];
    for (const frame of bad) socket().receive(frame);
    socket().onmessage?.({ data: new ArrayBuffer(4) });
    socket().receive(event(1));
    expect(seen.events).toEqual([1]);
    expect(seen.resyncs).toBe(0);
    expect(log).toHaveBeenCalledTimes(bad.length + 1);
    expect(log.mock.calls[0]?.[0]).toMatch(/frame dropped/);
    expect(seen.statuses.at(-1)).toBe('Connected');
  });

  it('sends an application ping every 25 s while open and answers nothing else', async () => {
    const { socket } = open();
    socket().open();
    socket().receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket().sent).toEqual([{ type: 'ping' }]);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket().sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
  });

  it('close() closes the socket, cancels retries and completes every observable', async () => {
    const { topic, socket, seen, completed } = open();
    socket().open();
    topic.close();
    expect(socket().closedByClient).toEqual({ code: 1000, reason: 'client closed' });
    expect(completed).toEqual({ events: true, resync: true, status: true });
    expect(seen.statuses.at(-1)).toBe('Disconnected');
    topic.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(socket().sent).toEqual([]);
  });

  it('replays the current status to a late subscriber', () => {
    const { topic, socket } = open();
    socket().open();
    const late: LiveStatusLabel[] = [];
    topic.status$.subscribe((status) => late.push(status));
    expect(late).toEqual(['Connected']);
  });
});
