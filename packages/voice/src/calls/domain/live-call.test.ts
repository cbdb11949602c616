import type { DispatchLiveMessage } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { LiveCall } from './live-call';

type Sent = DispatchLiveMessage & { event_id?: string };

function watcher() {
  const messages: Sent[] = [];
  return { messages, watcher: { message: (m: Sent) => messages.push(m), end: () => {} } };
}

const line = (index: number, message: string) =>
  ({
    type: 'transcript',
    index,
    entry: { sender: 'agent', message, timestamp: '2026-03-05T08:00:00.000Z' },
  }) as const;

function say(call: LiveCall, index: number, message: string) {
  const sent = call.apply(line(index, message));
  if (sent) call.broadcast(sent);
}

describe('live call event ids', () => {
  it('when a second watcher joins (the gateway after a failover), then the state so far comes with the ids it was sent with', () => {
    const call = new LiveCall('call-1', 'acc-1', 'in-progress');
    const first = watcher();
    const opening = call.watch(first.watcher).snapshot as Sent[];
    say(call, 0, 'Hello, this is Sam.');
    say(call, 1, 'Calling about the Dallas load.');
    const live = [...opening, ...first.messages];
    expect(live.every((m) => typeof m.event_id === 'string')).toBe(true);
    expect(new Set(live.map((m) => m.event_id)).size).toBe(live.length);

    const second = call.watch(watcher().watcher).snapshot as Sent[];
    expect(second.map((m) => m.event_id)).toEqual(live.map((m) => m.event_id));
    // The id is the first key: the gateway reads it without parsing the event.
    expect(JSON.stringify(second[1]).startsWith('{"event_id":')).toBe(true);
  });

  it('when a piece of state changes, then it is a new event with a new id', () => {
    const call = new LiveCall('call-1', 'acc-1', 'in-progress');
    const first = watcher();
    call.watch(first.watcher);
    say(call, 0, 'Hello.');
    say(call, 0, 'Hello, this is Sam.'); // the runtime corrected the line
    const [a, b] = first.messages;
    expect(a!.event_id).not.toBe(b!.event_id);
    const again = call.watch(watcher().watcher).snapshot as Sent[];
    expect(again.find((m) => m.type === 'update_conversation')!.event_id).toBe(b!.event_id);
  });
});
