import type { CallInfo } from './call-info';

/**
 * The page's internal event bus (document 3 §4 "Draft"): call-initiating, call-initiated (adds the
 * call to the session), call-initiator-error (shows a toast), call-session-reset. Cards emit;
 * the screen listens. One bus per screen, so two screens never hear each other.
 */
export type CallBusEvent =
  | { type: 'call-initiating'; draftId: string }
  | { type: 'call-initiated'; draftId: string; callId: string; call: CallInfo }
  /** `message` is the toast: 'Error: {detail}' or 'Error: Error initiating call'. */
  | { type: 'call-initiator-error'; draftId: string; message: string }
  | { type: 'call-session-reset' };

export type CallBusEventType = CallBusEvent['type'];
type Listener<T extends CallBusEventType> = (event: Extract<CallBusEvent, { type: T }>) => void;

export interface CallEventBus {
  emit(event: CallBusEvent): void;
  /** Returns the unsubscribe function. */
  on<T extends CallBusEventType>(type: T, listener: Listener<T>): () => void;
}

export function createCallEventBus(): CallEventBus {
  const listeners = new Map<CallBusEventType, Set<(event: CallBusEvent) => void>>();
  return {
    emit(event) {
      for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event);
    },
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      const wrapped = listener as (event: CallBusEvent) => void;
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
  };
}
