import { dispatchLiveMessageSchema, isEndedCallStatus } from '@fleet/contracts';
import {
  type DispatchCallMachine,
  dispatchCallMachine,
  type LiveStatusLabel,
  selectIsSignedIn,
  selectShouldWatch,
} from '@fleet/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { authPortFor, useAuthActorRef, useAuthSelector } from '@/lib/auth';
import { openTopic } from '@/lib/live-socket';
import { logger } from '@/lib/logger';
import { updateSession } from '../api/update-session';
import type { CallInfo } from '../lib/call-info';
import { useLoadBookingDeps } from '../lib/deps';

/** The dispatch-call machine with the browser's effects: session updates and the sound. */
function callLogic(playSound: () => void): DispatchCallMachine {
  return dispatchCallMachine.provide({
    actions: {
      sendSessionUpdate: (_, { callId, update }) => {
        // Document 3 §8: terminate, hop-in, approve and reject failures are only logged.
        updateSession(callId, update).catch((error: unknown) =>
          logger.warn(`${update.update_type} failed for call ${callId}`, error),
        );
      },
      playApprovalSound: () => playSound(),
    },
  });
}

/**
 * One dispatch call: the shared dispatch-call machine, fed by the gateway topic
 * `/voice/watch/{callId}` while `follow` is on and the call has not ended (a call restored as
 * ended is never followed; an ended call's socket closes after a short grace for late lines).
 */
export function useLiveCall(info: CallInfo, follow: boolean) {
  const deps = useLoadBookingDeps();
  const authActor = useAuthActorRef();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const [logic] = useState(() => callLogic(deps.playSound));
  const actor = useActorRef(logic, { input: { callId: info.id } });
  const [connection, setConnection] = useState<LiveStatusLabel>('Disconnected');
  const shouldWatch = useSelector(actor, selectShouldWatch);
  const [watching, setWatching] = useState(true);
  const callId = info.id;

  // The server's view first (a restored call), then the live messages.
  const restored = info.restored;
  useEffect(() => {
    if (restored) actor.send({ type: 'call.restore', call: restored });
  }, [actor, restored]);

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
