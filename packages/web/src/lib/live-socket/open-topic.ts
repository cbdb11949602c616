import type { TopicEvent, TopicKind } from '@fleet/contracts';
import {
  type BackoffOptions,
  type LiveConnectionSnapshot,
  type LiveStatusLabel,
  liveConnectionMachine,
  selectStatusLabel,
} from '@fleet/machines';
import { distinctUntilChanged, map, Observable, Subject, shareReplay } from 'rxjs';
import { createActor, fromPromise } from 'xstate';
import { createOpenSocket, type SocketDeps } from './socket-actor';

export interface OpenTopicOptions extends SocketDeps {
  kind: TopicKind;
  id: string;
  /** Resume after this seq (omitted: start from what the gateway keeps). */
  since?: number | null;
  backoff?: Partial<BackoffOptions>;
  random?: () => number;
}

export interface LiveTopic {
  /** Topic events in seq order, each once. Hot: subscribe right after opening. */
  events$: Observable<TopicEvent>;
  /** The gateway lost events after the last one seen: drop what was built from events$. */
  resync$: Observable<void>;
  /** Replays the current label to each subscriber. */
  status$: Observable<LiveStatusLabel>;
  /** Closes for good; every observable completes. */
  close(): void;
}

/** One live subscription to a call (`watch`) or campaign topic, run by the live-connection machine. */
export function openTopic(options: OpenTopicOptions): LiveTopic {
  const events = new Subject<TopicEvent>();
  const resyncs = new Subject<void>();

  const logic = liveConnectionMachine.provide({
    actors: {
      openSocket: createOpenSocket(options),
      refreshToken: fromPromise(() => options.auth.refresh()),
    },
    actions: {
      onEvent: (_, { event }) => events.next(event),
      onResync: () => resyncs.next(),
      onForceLogout: () => options.auth.forceLogout(),
    },
  });
  const actor = createActor(logic, {
    input: {
      kind: options.kind,
      id: options.id,
      since: options.since ?? null,
      ...(options.backoff ? { backoff: options.backoff } : {}),
      ...(options.random ? { random: options.random } : {}),
    },
  });

  const snapshots = new Observable<LiveConnectionSnapshot>((subscriber) => {
    subscriber.next(actor.getSnapshot());
    const subscription = actor.subscribe({
      next: (snapshot) => subscriber.next(snapshot),
      error: (error) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    return () => subscription.unsubscribe();
  });
  const status$ = snapshots.pipe(
    map(selectStatusLabel),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: false }),
  );

  actor.subscribe({
    complete: () => {
      events.complete();
      resyncs.complete();
    },
    error: (error) => {
      events.error(error);
      resyncs.error(error);
    },
  });
  actor.start();
  actor.send({ type: 'connection.open' });

  return {
    events$: events.asObservable(),
    resync$: resyncs.asObservable(),
    status$,
    close: () => {
      if (actor.getSnapshot().status === 'active') actor.send({ type: 'connection.close' });
    },
  };
}
