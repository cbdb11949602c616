import type { TopicEvent, TopicKind } from '@fleet/contracts';
import type { LiveStatusLabel } from '@fleet/machines';
import { selectIsSignedIn } from '@fleet/machines';
import { useEffect, useRef, useState } from 'react';
import { authPortFor, useAuthActorRef, useAuthSelector } from '../auth';
import { type OpenTopicOptions, openTopic } from './open-topic';

export interface LiveTopicState {
  /** The events since the topic opened (or since the last resync), in seq order. */
  events: TopicEvent[];
  status: LiveStatusLabel;
}

const IDLE: LiveTopicState = { events: [], status: 'Disconnected' };

type ExtraOptions = Omit<OpenTopicOptions, 'kind' | 'id' | 'auth'>;

/**
 * Follows a topic while `id` is set and someone is signed in, with the session's token. A resync
 * empties the list (the events that follow rebuild the state). Changing kind or id reopens;
 * signing out or unmounting closes. Must render inside the AuthProvider.
 */
export function useLiveTopic(
  kind: TopicKind,
  id: string | null,
  options?: ExtraOptions,
): LiveTopicState {
  const authActor = useAuthActorRef();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const [state, setState] = useState<LiveTopicState>(IDLE);
  // Read when the topic opens; a new options object on each render does not reopen it.
  const extra = useRef(options);
  extra.current = options;

  useEffect(() => {
    setState(IDLE);
    if (id === null || !signedIn) return;
    const topic = openTopic({ ...extra.current, kind, id, auth: authPortFor(authActor) });
    const subscriptions = [
      topic.events$.subscribe((event) =>
        setState((current) => ({ ...current, events: [...current.events, event] })),
      ),
      topic.resync$.subscribe(() => setState((current) => ({ ...current, events: [] }))),
      topic.status$.subscribe((status) => setState((current) => ({ ...current, status }))),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      topic.close();
    };
  }, [kind, id, signedIn, authActor]);

  return state;
}
