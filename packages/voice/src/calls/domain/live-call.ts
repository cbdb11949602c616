import type { DispatchCallStatus, DispatchLiveMessage } from '@fleet/contracts';
import type { AgentEvent, CallHandle } from '../../agent/domain/types';
import type { DispatchCallLiveState } from '../data/dispatch-calls-repo';

/** A watcher of one call (an upstream WebSocket). */
export interface CallWatcher {
  /** One live message, in order. */
  message(message: DispatchLiveMessage): void;
  /** The call is over; the final connection_status was the last message. */
  end(): void;
}

export type EndedEvent = Extract<AgentEvent, { type: 'ended' }>;

/**
 * A call running in this process: its state (the source of truth while it runs; written to the
 * database in batches), its controls and its watchers.
 */
export class LiveCall {
  handle: CallHandle | null = null;
  /** Set once the agent said the call is over (its final write may still be in flight). */
  ended: EndedEvent | null = null;
  /** Why the call ends as failed whatever the agent says (another replica took it over). */
  failure: string | null = null;
  readonly state: DispatchCallLiveState;
  /** Resolves once the final state is written and watchers were told; never rejects. */
  readonly finished: Promise<void>;
  private resolveFinished!: () => void;
  private readonly watchers = new Set<CallWatcher>();
  /** The last connection_status broadcast, to send the final one exactly once. */
  private lastSent: { status: DispatchCallStatus; message?: string } | null = null;
  private eventNo = 0;
  /** Per piece of state (status, each transcript line, ...): the id and text last sent for it. */
  private readonly sent = new Map<string, { id: string; json: string }>();

  constructor(
    readonly id: string,
    readonly accountId: string,
    initialStatus: DispatchCallStatus,
  ) {
    this.state = {
      callStatus: initialStatus,
      transcript: [],
      updateHistory: [],
      extracted: null,
      carrierRate: null,
      pendingApproval: null,
    };
    this.finished = new Promise((resolve) => {
      this.resolveFinished = resolve;
    });
  }

  get watcherCount(): number {
    return this.watchers.size;
  }

  /**
   * Adds a watcher and returns the current state as messages (status, every transcript line,
   * the latest extracted data, a pending approval request): the caller sends them first.
   */
  watch(watcher: CallWatcher): { snapshot: DispatchLiveMessage[]; stop: () => void } {
    this.watchers.add(watcher);
    return {
      snapshot: snapshotMessages(this.id, this.state).map((message) => this.identify(message)),
      stop: () => this.unwatch(watcher),
    };
  }

  unwatch(watcher: CallWatcher): void {
    this.watchers.delete(watcher);
  }

  /** Applies one agent event to the state; returns the message for watchers, if any. */
  apply(event: Exclude<AgentEvent, EndedEvent>): DispatchLiveMessage | undefined {
    const s = this.state;
    switch (event.type) {
      case 'status':
        s.callStatus = event.status;
        return this.statusMessage(event.status, event.message);
      case 'transcript': {
        // A repeated index replaces (the runtime may correct a line); holes never stay open.
        while (s.transcript.length < event.index) {
          s.transcript.push({ sender: 'agent', message: '', timestamp: event.entry.timestamp });
        }
        s.transcript[event.index] = event.entry;
        return conversationMessage(this.id, event.index, event.entry);
      }
      case 'extracted':
        s.extracted = event.data;
        s.carrierRate = event.carrierRate;
        return {
          type: 'update_extracted_data',
          call_id: this.id,
          loadDetails: event.data.loadDetails,
          callDetails: event.data.callDetails,
          metadata: { ...event.data.metadata },
          carrier_rate: event.carrierRate,
        };
      case 'approval_requested':
        s.pendingApproval = {
          rate: event.rate,
          loadDetails: event.loadDetails,
          message: event.message,
        };
        return {
          type: 'dispatcher_approval_request',
          call_id: this.id,
          rate: event.rate,
          loadDetails: event.loadDetails,
          message: event.message,
        };
      case 'approval_resolved':
        s.pendingApproval = null;
        return { type: 'approval_resolved', call_id: this.id, decision: event.decision };
      case 'history':
        s.updateHistory.push(event.entry);
        return undefined;
    }
  }

  broadcast(plain: DispatchLiveMessage): void {
    if (plain.type === 'connection_status') {
      this.lastSent = { status: plain.status, message: plain.message };
    }
    const message = this.identify(plain);
    for (const watcher of this.watchers) {
      try {
        watcher.message(message);
      } catch {
        this.watchers.delete(watcher);
      }
    }
  }

  /** An approval request still open when the call ends expires (the bar goes away). */
  expireApproval(): void {
    if (!this.state.pendingApproval) return;
    this.state.pendingApproval = null;
    this.broadcast({ type: 'approval_resolved', call_id: this.id, decision: 'expired' });
  }

  /** The last message of the call (its final status, once); then watchers end. */
  finish(finalStatus: DispatchCallStatus, reason: string): void {
    this.state.callStatus = finalStatus;
    const last = this.lastSent;
    if (!last || last.status !== finalStatus) {
      const message = this.statusMessage(finalStatus, reason);
      if (message) this.broadcast(message);
    }
    for (const watcher of [...this.watchers]) {
      try {
        watcher.end();
      } catch {
        // a watcher that fails to close is gone anyway
      }
    }
    this.watchers.clear();
    this.resolveFinished();
  }

  /**
   * Gives a message its `event_id` (first key, so the gateway finds it at once): the id the same
   * piece of state was last sent with when it has not changed since, else a new one. So a new
   * watcher (the gateway's next upstream) gets the state so far under the ids the events had, and
   * the gateway drops what it already sequenced.
   */
  private identify(message: DispatchLiveMessage): DispatchLiveMessage & { event_id: string } {
    const slot = slotOf(message);
    const json = JSON.stringify(message);
    const known = slot === undefined ? undefined : this.sent.get(slot);
    if (known && known.json === json) return { event_id: known.id, ...message };
    this.eventNo += 1;
    const id = `${this.id}:${this.eventNo}`;
    if (slot !== undefined) this.sent.set(slot, { id, json });
    return { event_id: id, ...message };
  }

  private statusMessage(status: DispatchCallStatus, message?: string): DispatchLiveMessage {
    return {
      type: 'connection_status',
      call_id: this.id,
      status,
      ...(message ? { message } : {}),
    };
  }
}

/** The piece of call state a message carries (snapshots repeat these); undefined: a one-off. */
function slotOf(message: DispatchLiveMessage): string | undefined {
  switch (message.type) {
    case 'connection_status':
      return 'status';
    case 'update_conversation':
      return `line:${message.index}`;
    case 'update_extracted_data':
      return 'extracted';
    case 'dispatcher_approval_request':
      return 'approval';
    case 'approval_resolved':
      return undefined;
  }
}

const conversationMessage = (
  callId: string,
  index: number,
  entry: DispatchCallLiveState['transcript'][number],
): DispatchLiveMessage => ({
  type: 'update_conversation',
  call_id: callId,
  index,
  sender: entry.sender,
  message: entry.message,
  timestamp: entry.timestamp,
});

/**
 * The current state of a call as the messages a new watcher needs, in the order it needs them.
 * An ended call's final connection_status comes last (after it, the socket closes).
 */
export function snapshotMessages(
  callId: string,
  state: DispatchCallLiveState,
  options: { ended?: { reason: string | null } } = {},
): DispatchLiveMessage[] {
  const status: DispatchLiveMessage = {
    type: 'connection_status',
    call_id: callId,
    status: state.callStatus,
    ...(options.ended?.reason ? { message: options.ended.reason } : {}),
  };
  const messages: DispatchLiveMessage[] = options.ended ? [] : [status];
  state.transcript.forEach((entry, index) => {
    messages.push(conversationMessage(callId, index, entry));
  });
  if (state.extracted) {
    messages.push({
      type: 'update_extracted_data',
      call_id: callId,
      loadDetails: state.extracted.loadDetails,
      callDetails: state.extracted.callDetails,
      metadata: { ...state.extracted.metadata },
      carrier_rate: state.carrierRate,
    });
  }
  if (state.pendingApproval && !options.ended) {
    messages.push({
      type: 'dispatcher_approval_request',
      call_id: callId,
      rate: state.pendingApproval.rate,
      loadDetails: state.pendingApproval.loadDetails,
      message: state.pendingApproval.message,
    });
  }
  if (options.ended) messages.push(status);
  return messages;
}
