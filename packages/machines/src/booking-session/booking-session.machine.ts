import {
  type ActiveCall,
  type CallBrokerRequest,
  DRAFT_INITIATOR,
  type ExtractedLoadDetails,
} from '@fleet/contracts';
import {
  type ActorRefFrom,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  type SnapshotFrom,
  sendParent,
  setup,
} from 'xstate';
import { dispatchCallMachine } from '../dispatch-call/dispatch-call.machine';
import {
  type DispatchDraftMachine,
  dispatchDraftMachine,
} from '../dispatch-draft/dispatch-draft.machine';
import type { DraftNotifyParams } from '../dispatch-draft/types';
import type {
  BookingCall,
  BookingCallInfo,
  BookingSessionContext,
  BookingSessionEvent,
  BookingSessionInput,
  DraftDoneEvent,
  DraftFailureParams,
  FetchActiveCallsInput,
  FetchActiveCallsOutput,
  SessionIdParams,
  SessionIdsParams,
} from './types';

// ---- Pure parts -------------------------------------------------------------------------------

/** Document 3 §9: a new call is selected and followed about 500 ms after it started. */
export const FOLLOW_DELAY_MS = 500;

/** Document 3 §9: at most 3 skeleton cards while the session's calls load. */
export const MAX_RESTORE_SKELETONS = 3;

export function callInfoFromActive(call: ActiveCall): BookingCallInfo {
  return {
    id: call.uid,
    toNumber: call.to_number,
    detailsOnly: call.details_only,
    desiredRate: call.rate_range,
    approvalRequired: call.dispatcher_approval_required,
    initiator: call.initiator,
    loadDetails: call.load_details,
    createdAt: call.created_at,
    restored: call,
  };
}

export function callInfoFromStart(
  uid: string,
  request: CallBrokerRequest,
  loadDetails: ExtractedLoadDetails | null,
  createdAt: string,
): BookingCallInfo {
  return {
    id: uid,
    toNumber: request.phone_number,
    detailsOnly: request.details_only,
    desiredRate: request.rate_range,
    approvalRequired: request.dispatcher_approval_required,
    initiator: request.initiator,
    loadDetails,
    createdAt,
    restored: null,
  };
}

/** The session's ids this tab does not track yet (restored at load, or added by another tab). */
export function missingCallIds(
  sessionIds: readonly string[],
  calls: readonly Pick<BookingCall, 'id'>[],
): string[] {
  const tracked = new Set(calls.map((call) => call.id));
  return sessionIds.filter((id) => !tracked.has(id));
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The restored ids the service did not return: they leave the session. */
export function unknownIds(requested: readonly string[], found: readonly ActiveCall[]): string[] {
  const known = new Set(found.map((call) => call.uid));
  return requested.filter((id) => !known.has(id));
}

const callActorId = (callId: string) => `call:${callId}`;
const followTimerId = (callId: string) => `follow:${callId}`;

/**
 * The dispatch-draft logic as the session spawns it: its failure notifications go to the session
 * (`booking.draftParseFailed`, `booking.draftInitiateFailed`) with the draft's id. Wrap the draft
 * logic you provide as `dispatchDraft` with it (after providing its parser and call start).
 */
export function reportingDraftLogic(logic: DispatchDraftMachine): DispatchDraftMachine {
  return logic.provide({
    actions: {
      notifyParseFailed: sendParent(({ self }, params: DraftNotifyParams) => ({
        type: 'booking.draftParseFailed' as const,
        draftId: self.id,
        message: params.message,
        error: params.error,
      })),
      notifyInitiateFailed: sendParent(({ self }, params: DraftNotifyParams) => ({
        type: 'booking.draftInitiateFailed' as const,
        draftId: self.id,
        message: params.message,
        error: params.error,
      })),
    },
  });
}

const notProvided = (name: string) =>
  new Error(`booking-session: '${name}' was not provided (use bookingSessionMachine.provide)`);

type Event = BookingSessionEvent | DraftDoneEvent;

const isDraftDone = (event: Event): event is DraftDoneEvent =>
  event.type.startsWith('xstate.done.actor.');

// ---- The machine ------------------------------------------------------------------------------

/**
 * The Load Booking page's session (§2, §3 "Draft call", §9): the draft cards (spawned
 * dispatch-draft actors), the session's running calls (spawned dispatch-call actors), restoring
 * the calls of the stored session from `GET active_calls`, following a new call after the follow
 * delay, the other tabs' changes to the stored session, and Clear. Effects are injected with
 * `bookingSessionMachine.provide({ actors, actions, delays })`.
 */
export const bookingSessionMachine = setup({
  types: {
    context: {} as BookingSessionContext,
    events: {} as Event,
    input: {} as BookingSessionInput,
  },
  actors: {
    /** One draft card; provide `reportingDraftLogic(dispatchDraftMachine.provide(...))`. */
    dispatchDraft: reportingDraftLogic(dispatchDraftMachine),
    /** One running call; provide it with its session updates and the approval sound. */
    dispatchCall: dispatchCallMachine,
    /** `GET {voice}/active_calls?calls=...`: the session's calls the service knows. */
    fetchActiveCalls: fromPromise<FetchActiveCallsOutput, FetchActiveCallsInput>(async () => {
      throw notProvided('fetchActiveCalls');
    }),
    /** The stored session's changes made by other tabs: sends `booking.sessionChanged { ids }`. */
    watchSession: fromCallback<BookingSessionEvent>(() => undefined),
  },
  actions: {
    /** Store: add a call id to the shared session. */
    addToSession: (_, _params: SessionIdParams) => {},
    /** Store: remove call ids from the shared session. */
    removeFromSession: (_, _params: SessionIdsParams) => {},
    /** Store: empty the shared session. */
    clearSession: () => {},
    /** 'Error: {detail}' or 'Error: Error initiating call': a toast; the draft stays. */
    notifyInitiateFailed: (_, _params: DraftFailureParams) => {},
    /** 'Failed to parse load details': only logged (the card shows a 4xx answer). */
    notifyParseFailed: (_, _params: DraftFailureParams) => {},
    /** 'Failed to load connected calls': a toast. */
    notifyRestoreFailed: (_, _params: { error: unknown }) => {},

    addDraft: assign(({ context, event, spawn }) => {
      if (event.type !== 'booking.newDraft') return {};
      const draftCount = context.draftCount + 1;
      const id = `draft-${draftCount}`;
      const ref = spawn('dispatchDraft', {
        id,
        input: { truckLocation: event.truckLocation, initiator: DRAFT_INITIATOR },
      });
      return { draftCount, drafts: [{ id, ref, parseFailure: null }, ...context.drafts] };
    }),
    recordParseFailure: assign(({ context, event }) => {
      if (event.type !== 'booking.draftParseFailed') return {};
      const parseFailure = { message: event.message, error: event.error };
      return {
        drafts: context.drafts.map((draft) =>
          draft.id === event.draftId ? { ...draft, parseFailure } : draft,
        ),
      };
    }),
    follow: assign(({ context, event }) => {
      if (event.type !== 'booking.follow') return {};
      if (!context.calls.some((call) => call.id === event.callId)) return {};
      return {
        selected: event.callId,
        calls: context.calls.map((call) =>
          call.id === event.callId ? { ...call, follow: true } : call,
        ),
      };
    }),
    startRestore: assign(({ context }) => ({
      restoreIds: missingCallIds(context.sessionIds, context.calls),
    })),
  },
  guards: {
    hasMissing: ({ context }) => missingCallIds(context.sessionIds, context.calls).length > 0,
    /** The calls to restore after this change are not the ones being (or last) restored. */
    restoreOutdated: ({ context, event }) => {
      if (event.type !== 'booking.sessionChanged') return false;
      const ids = [...new Set(event.ids)];
      const kept = context.calls.filter((call) => ids.includes(call.id));
      return !sameIds(missingCallIds(ids, kept), context.restoreIds);
    },
    isDraftDone: ({ context, event }) =>
      isDraftDone(event) && context.drafts.some((draft) => draft.id === event.actorId),
  },
  delays: {
    followDelay: FOLLOW_DELAY_MS,
  },
}).createMachine({
  id: 'bookingSession',
  context: ({ input }) => ({
    sessionIds: [...new Set(input?.sessionIds ?? [])],
    drafts: [],
    calls: [],
    selected: null,
    restoreIds: [],
    draftCount: 0,
    now: input?.now ?? (() => new Date().toISOString()),
  }),
  invoke: { src: 'watchSession' },
  initial: 'checking',
  on: {
    'booking.newDraft': { actions: 'addDraft' },
    'booking.removeDraft': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const draft = context.drafts.find((other) => other.id === event.draftId);
        if (!draft) return;
        enqueue.stopChild(draft.ref);
        enqueue.assign({ drafts: context.drafts.filter((other) => other !== draft) });
      }),
    },
    'booking.draftParseFailed': {
      actions: [
        'recordParseFailure',
        {
          type: 'notifyParseFailed',
          params: ({ event }) => ({
            draftId: event.draftId,
            message: event.message,
            error: event.error,
          }),
        },
      ],
    },
    'booking.draftInitiateFailed': {
      actions: {
        type: 'notifyInitiateFailed',
        params: ({ event }) => ({
          draftId: event.draftId,
          message: event.message,
          error: event.error,
        }),
      },
    },
    /** A draft's call started: the card goes, the call joins the session, followed later. */
    'xstate.done.actor.*': {
      guard: 'isDraftDone',
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          if (!isDraftDone(event)) return;
          const draft = context.drafts.find((other) => other.id === event.actorId);
          if (!draft) return;
          const { uid, request } = event.output;
          // The load as the draft had it parsed (the request carries the wire's looser copy).
          const parsed = draft.ref.getSnapshot().context.parsedData;
          const info = callInfoFromStart(uid, request, parsed?.loadDetails ?? null, context.now());
          const replaced = context.calls.find((call) => call.id === uid);
          enqueue.stopChild(draft.ref);
          if (replaced) enqueue.stopChild(replaced.ref);
          enqueue.assign(({ context: current, spawn }) => ({
            drafts: current.drafts.filter((other) => other.id !== draft.id),
            calls: [
              ...current.calls.filter((call) => call.id !== uid),
              {
                id: uid,
                info,
                follow: false,
                ref: spawn('dispatchCall', { id: callActorId(uid), input: { callId: uid } }),
              },
            ],
            sessionIds: current.sessionIds.includes(uid)
              ? current.sessionIds
              : [...current.sessionIds, uid],
          }));
          enqueue.raise(
            { type: 'booking.follow', callId: uid },
            { delay: 'followDelay', id: followTimerId(uid) },
          );
        }),
        {
          type: 'addToSession',
          params: ({ event }) => ({ id: (event as DraftDoneEvent).output.uid }),
        },
      ],
    },
    'booking.follow': { actions: 'follow' },
    'booking.removeCall': {
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          const call = context.calls.find((other) => other.id === event.callId);
          if (call) {
            enqueue.cancel(followTimerId(call.id));
            enqueue.stopChild(call.ref);
          }
          enqueue.assign({
            calls: context.calls.filter((other) => other.id !== event.callId),
            sessionIds: context.sessionIds.filter((id) => id !== event.callId),
          });
        }),
        { type: 'removeFromSession', params: ({ event }) => ({ ids: [event.callId] }) },
      ],
    },
    /** Another tab changed the stored session: calls no longer in it stop being tracked. */
    'booking.sessionChanged': [
      {
        guard: 'restoreOutdated',
        target: '.checking',
        actions: enqueueActions(({ context, event, enqueue }) => {
          const ids = [...new Set(event.ids)];
          for (const call of context.calls) {
            if (ids.includes(call.id)) continue;
            enqueue.cancel(followTimerId(call.id));
            enqueue.stopChild(call.ref);
          }
          enqueue.assign({
            sessionIds: ids,
            calls: context.calls.filter((call) => ids.includes(call.id)),
          });
        }),
      },
      {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const ids = [...new Set(event.ids)];
          for (const call of context.calls) {
            if (ids.includes(call.id)) continue;
            enqueue.cancel(followTimerId(call.id));
            enqueue.stopChild(call.ref);
          }
          enqueue.assign({
            sessionIds: ids,
            calls: context.calls.filter((call) => ids.includes(call.id)),
          });
        }),
      },
    ],
    'booking.reset': {
      target: '.ready',
      actions: [
        enqueueActions(({ context, enqueue }) => {
          for (const call of context.calls) {
            enqueue.cancel(followTimerId(call.id));
            enqueue.stopChild(call.ref);
          }
          for (const draft of context.drafts) enqueue.stopChild(draft.ref);
          enqueue.assign({
            drafts: [],
            calls: [],
            selected: null,
            sessionIds: [],
            restoreIds: [],
          });
        }),
        'clearSession',
      ],
    },
  },
  states: {
    /** Which comes next: restoring the session's untracked calls, or ready. */
    checking: {
      always: [
        { guard: 'hasMissing', target: 'restoring' },
        { target: 'ready', actions: assign({ restoreIds: [] }) },
      ],
    },
    /** `GET active_calls` for the untracked ids (skeleton cards meanwhile). */
    restoring: {
      entry: 'startRestore',
      invoke: {
        src: 'fetchActiveCalls',
        input: ({ context }) => ({ ids: context.restoreIds }),
        onDone: {
          target: 'ready',
          actions: [
            /** The restored calls are tracked (and followed); ids the service does not know leave. */
            enqueueActions(({ context, event, enqueue }) => {
              const unknown = unknownIds(context.restoreIds, event.output);
              const fresh = new Map<string, ActiveCall>();
              for (const call of event.output) {
                if (!context.sessionIds.includes(call.uid)) continue;
                if (context.calls.some((other) => other.id === call.uid)) continue;
                if (!fresh.has(call.uid)) fresh.set(call.uid, call);
              }
              enqueue.assign(({ context: current, spawn }) => ({
                calls: [
                  ...current.calls,
                  ...[...fresh.values()].map(
                    (call): BookingCall => ({
                      id: call.uid,
                      info: callInfoFromActive(call),
                      follow: true,
                      ref: spawn('dispatchCall', {
                        id: callActorId(call.uid),
                        input: { callId: call.uid },
                      }),
                    }),
                  ),
                ],
                sessionIds: current.sessionIds.filter((id) => !unknown.includes(id)),
                restoreIds: [],
              }));
              // The server's view first: replayed into each restored call's actor.
              for (const call of fresh.values()) {
                enqueue.sendTo(callActorId(call.uid), { type: 'call.restore', call });
              }
              if (unknown.length > 0) {
                enqueue({ type: 'removeFromSession', params: { ids: unknown } });
              }
            }),
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyRestoreFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {},
  },
});

export type BookingSessionMachine = typeof bookingSessionMachine;
export type BookingSessionSnapshot = SnapshotFrom<BookingSessionMachine>;
export type BookingSessionActorRef = ActorRefFrom<BookingSessionMachine>;
