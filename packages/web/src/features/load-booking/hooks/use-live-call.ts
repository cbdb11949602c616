import { dispatchLiveMessageSchema, isEndedCallStatus } from '@fleet/contracts';
import {
  type BookingCallInfo,
  type DispatchCallMachine,
  type LiveStatusLabel,
  selectIsSignedIn,
  selectShouldWatch,
} from '@fleet/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { authPortFor, useAuthActorRef, useAuthSelector } from '@/lib/auth';
import { openTopic } from '@/lib/live-socket';
import { logger } from '@/lib/logger';
import { useLoadBookingDeps } from '../lib/deps';

/**
 * One dispatch call: its dispatch-call actor (spawned by the booking session, which replays a
 * restored call into it), fed by the gateway topic
 * `/voice/watch/{callId}` while `follow` is on and the call has not ended (a call restored as
 * ended is never followed; an ended call's socket closes after a short grace for late lines).
 */
export function useLiveCall(
  info: BookingCallInfo,
  follow: boolean,
  actor: ActorRefFrom<DispatchCallMachine>,
) {
  const deps = useLoadBookingDeps();
  const authActor = useAuthActorRef();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const [connection, setConnection] = useState<LiveStatusLabel>('Disconnected');
  const shouldWatch = useSelector(actor, selectShouldWatch);
  const [watching, setWatching] = useState(true);
  const callId = info.id;

  const restored = info.restored;
  // Once the call has ended, stop following it after a grace period.
  useEffect(() => {
    if (shouldWatch) {
      setWatching(true);
      return;
    }
    const timer = setTimeout(() => setWatching(false), deps.endedGraceMs);
    return () => clearTimeout(timer);
  }, [shouldWatch, deps.endedGraceMs]);
  // A call the server already reported as over is shown as it is, not reconnected (§2).
  const [endedAtRestore] = useState(() => isEndedCallStatus(restored?.status ?? ''));

  useEffect(() => {
    if (!follow || !watching || endedAtRestore || !signedIn) return;
    const topic = openTopic({
      kind: 'watch',
      id: callId,
      auth: authPortFor(authActor),
      WebSocket: deps.WebSocket,
    });
    const subscriptions = [
      topic.events$.subscribe((event) => {
        const parsed = dispatchLiveMessageSchema.safeParse(event);
        if (!parsed.success) {
          logger.warn(`call ${callId}: unknown live message dropped`, event);
          return;
        }
        if (parsed.data.call_id !== callId) {
          logger.warn(`call ${callId}: message for another call ignored`, event);
          return;
        }
        actor.send({ type: 'call.message', message: parsed.data });
      }),
      topic.status$.subscribe(setConnection),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      topic.close();
      setConnection('Disconnected');
    };
  }, [follow, watching, endedAtRestore, signedIn, callId, authActor, actor, deps.WebSocket]);

  return { actor, connection, following: follow && watching && !endedAtRestore };
}
