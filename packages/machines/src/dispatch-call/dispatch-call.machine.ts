import {
  type ActiveCall,
  CALL_ENDED_LABEL,
  type CallStatusGroup,
  DEFAULT_REJECT_REASON,
  DEFAULT_TERMINATE_REASON,
  type DispatchCallStatus,
  type DispatchLiveMessage,
  callStatusGroup as statusGroup,
  dispatchCallStatusLabel as statusLabel,
} from '@fleet/contracts';
import { assign, type SnapshotFrom, setup } from 'xstate';
import type {
  DispatchCallContext,
  DispatchCallEvent,
  DispatchCallInput,
  LiveExtractedData,
  LiveTranscriptEntry,
  PlayApprovalSoundParams,
  SendSessionUpdateParams,
} from './types';

// ---- Pure parts (statuses, labels, groups and default reasons are contracts') ---------------

/** §2: Remove is disabled with this hint while the call is active. */
export const CANNOT_REMOVE_HINT = 'Cannot remove active call';

/** Names of the fields an extracted-data update changed (loadDetails and callDetails keys). */
export function changedFieldNames(
  previous: LiveExtractedData | null,
  next: LiveExtractedData,
  previousRate: number | null,
  nextRate: number | null,
): string[] {
  const differs = (a: object | undefined, b: object) =>
    Object.keys(b).filter(
      (name) =>
        JSON.stringify((a as Record<string, unknown> | undefined)?.[name] ?? null) !==
        JSON.stringify((b as Record<string, unknown>)[name] ?? null),
    );
  const names = [
    ...differs(previous?.loadDetails, next.loadDetails),
    ...differs(previous?.callDetails, next.callDetails),
  ];
  return previousRate === nextRate ? names : [...names, 'carrierRate'];
}

/** A transcript with one line put in its place (a repeated index replaces: replays are harmless). */
export function upsertTranscript(
  transcript: readonly LiveTranscriptEntry[],
  entry: LiveTranscriptEntry,
): LiveTranscriptEntry[] {
  const others = transcript.filter((line) => line.index !== entry.index);
  return [...others, entry].sort((a, b) => a.index - b.index);
}

// ---- The machine ------------------------------------------------------------------------------

type Message<T extends DispatchLiveMessage['type']> = Extract<DispatchLiveMessage, { type: T }>;

/** The event's live message when it is one of this call's, else null. */
const messageOf = (context: DispatchCallContext, event: DispatchCallEvent) =>
  event.type === 'call.message' && event.message.call_id === context.callId ? event.message : null;

const restoredStatus = (call: ActiveCall): DispatchCallStatus =>
  call.status === 'completed' ? 'closed' : call.status;

/**
 * One live dispatch call as the browser sees it (§2 Load Booking, §4): its status from
 * connection_status messages, the transcript, the extracted data, the approval prompt, and the
 * dispatcher's Hop In, End Call, Approve and Reject. Session updates and the approval sound are
 * injected with `dispatchCallMachine.provide({ actions })`; the socket is the caller's (it sends
 * `call.message`, `call.socketError`, `call.socketClosed`).
 */
export const dispatchCallMachine = setup({
  types: {
    context: {} as DispatchCallContext,
    events: {} as DispatchCallEvent,
    input: {} as DispatchCallInput,
  },
  actions: {
    /** `POST {voice}/sessions/update?uid={callId}`; failures are only logged. */
    sendSessionUpdate: (_, _params: SendSessionUpdateParams) => {},
    /** The approval notification sound. */
    playApprovalSound: (_, _params: PlayApprovalSoundParams) => {},
    setStatus: assign((_, params: { status: DispatchCallStatus; message?: string }) => ({
      status: params.status,
      statusLabel: statusLabel(params.status, params.message),
    })),
    setEndedLabel: assign({ statusLabel: CALL_ENDED_LABEL }),
    clearApproval: assign({ approval: null }),
    putTranscriptLine: assign(({ context, event }) => {
      const message = messageOf(context, event) as Message<'update_conversation'>;
      const { index, sender, message: text, timestamp } = message;
      return {
        transcript: upsertTranscript(context.transcript, {
          index,
          sender,
          message: text,
          timestamp,
        }),
      };
    }),
    applyExtracted: assign(({ context, event }) => {
      const message = messageOf(context, event) as Message<'update_extracted_data'>;
      const extracted: LiveExtractedData = {
        loadDetails: message.loadDetails,
        callDetails: message.callDetails,
        metadata: message.metadata,
      };
      const carrierRate =
        message.carrier_rate ?? message.loadDetails.brokerOfferedRate ?? context.carrierRate;
      return {
        extracted,
        carrierRate,
        changedFields: changedFieldNames(
          context.extracted,
          extracted,
          context.carrierRate,
          carrierRate,
        ),
      };
    }),
    raiseApproval: assign(({ context, event }) => {
      const { rate, loadDetails, message } = messageOf(
        context,
        event,
      ) as Message<'dispatcher_approval_request'>;
      return { approval: { rate, loadDetails, message } };
    }),
    restore: assign(({ context, event }) => {
      if (event.type !== 'call.restore') return {};
      const { call } = event;
      const status = restoredStatus(call);
      const group = statusGroup(status);
      return {
        status,
        statusLabel: statusLabel(status),
        transcript: call.transcript.map((line, index) => ({ ...line, index })),
        extracted: call.load_details
          ? {
              loadDetails: call.load_details,
              callDetails: call.call_details ?? { brokerPhone: null, brokerExtension: null },
              metadata: context.extracted?.metadata ?? {},
            }
          : context.extracted,
        carrierRate: call.load_details?.brokerOfferedRate ?? context.carrierRate,
        approval:
          call.pending_approval && group !== 'ending' && group !== 'ended'
            ? (context.approval ?? { rate: null, loadDetails: call.load_details, message: '' })
            : null,
        changedFields: [],
      };
    }),
  },
  guards: {
    statusIn: ({ context, event }, params: { group: CallStatusGroup }) => {
      const message = messageOf(context, event);
      return message?.type === 'connection_status' && statusGroup(message.status) === params.group;
    },
    isMessage: ({ context, event }, params: { type: DispatchLiveMessage['type'] }) =>
      messageOf(context, event)?.type === params.type,
    isNewApproval: ({ context, event }) =>
      context.approval === null &&
      messageOf(context, event)?.type === 'dispatcher_approval_request',
    awaitingApproval: ({ context }) => context.approval !== null,
    restoresTo: (_, params: { call: ActiveCall; group: CallStatusGroup }) =>
      statusGroup(restoredStatus(params.call)) === params.group,
  },
}).createMachine({
  id: 'dispatchCall',
  context: ({ input }) => ({
    callId: input.callId,
    status: 'initiated',
    statusLabel: statusLabel('initiated'),
    transcript: [],
    extracted: null,
    carrierRate: null,
    approval: null,
    changedFields: [],
  }),
  initial: 'active',
  on: {
    // In every state: the transcript, the extracted data, an answered approval.
    'call.message': [
      {
        guard: { type: 'isMessage', params: { type: 'update_conversation' } },
        actions: 'putTranscriptLine',
      },
      {
        guard: { type: 'isMessage', params: { type: 'update_extracted_data' } },
        actions: 'applyExtracted',
      },
      {
        guard: { type: 'isMessage', params: { type: 'approval_resolved' } },
        actions: 'clearApproval',
      },
      // Another call's message, or a status the current state does not take: ignored.
    ],
    'call.restore': (['ended', 'ending', 'live', 'ringing', 'pending'] as const).map((group) => ({
      guard: {
        type: 'restoresTo' as const,
        params: ({ event }: { event: { call: ActiveCall } }) => ({ call: event.call, group }),
      },
      target: group === 'ended' || group === 'ending' ? `.${group}` : `.active.${group}`,
      actions: 'restore' as const,
    })),
  },
  states: {
    /** The call is under way: pending (idle, initiated, connecting), ringing, live. */
    active: {
      initial: 'pending',
      states: {
        pending: {},
        ringing: {},
        live: {
          on: {
            'call.hopIn': {
              actions: {
                type: 'sendSessionUpdate',
                params: ({ context, event }) => ({
                  callId: context.callId,
                  update: {
                    update_type: 'ADD_PARTICIPANT',
                    context_update: { introduction: event.introduction ?? '', hop_in: true },
                  },
                }),
              },
            },
          },
        },
      },
      on: {
        'call.message': [
          ...(['pending', 'ringing', 'live'] as const).map((group) => ({
            guard: { type: 'statusIn' as const, params: { group } },
            target: `.${group}`,
            actions: { type: 'setStatus' as const, params: statusParams },
          })),
          {
            guard: { type: 'statusIn', params: { group: 'ending' } },
            target: 'ending',
            actions: [{ type: 'setStatus', params: statusParams }, 'clearApproval'],
          },
          {
            guard: { type: 'statusIn', params: { group: 'ended' } },
            target: 'ended',
            actions: [{ type: 'setStatus', params: statusParams }, 'clearApproval'],
          },
          {
            guard: 'isNewApproval',
            actions: [
              'raiseApproval',
              { type: 'playApprovalSound', params: ({ context }) => ({ callId: context.callId }) },
            ],
          },
          // A request while one is pending updates it, without a second sound.
          {
            guard: { type: 'isMessage', params: { type: 'dispatcher_approval_request' } },
            actions: 'raiseApproval',
          },
        ],
        'call.end': {
          target: 'ending',
          actions: [
            {
              type: 'sendSessionUpdate',
              params: ({ context, event }) => ({
                callId: context.callId,
                update: {
                  update_type: 'TERMINATE_CALL',
                  context_update: { reason: event.reason?.trim() || DEFAULT_TERMINATE_REASON },
                },
              }),
            },
            { type: 'setStatus', params: { status: 'Terminated' } },
            'clearApproval',
          ],
        },
        'call.approve': {
          guard: 'awaitingApproval',
          actions: [
            {
              type: 'sendSessionUpdate',
              params: ({ context }) => ({
                callId: context.callId,
                update: {
                  update_type: 'LOAD_APPROVAL',
                  context_update: {
                    load_details: context.approval?.loadDetails ?? context.extracted?.loadDetails,
                  },
                },
              }),
            },
            'clearApproval',
          ],
        },
        'call.reject': {
          guard: 'awaitingApproval',
          actions: [
            {
              type: 'sendSessionUpdate',
              params: ({ context, event }) => ({
                callId: context.callId,
                update: {
                  update_type: 'LOAD_REJECTION',
                  context_update: { reason: event.reason?.trim() || DEFAULT_REJECT_REASON },
                },
              }),
            },
            'clearApproval',
          ],
        },
        'call.socketError': {
          target: 'ended',
          actions: [
            {
              type: 'setStatus',
              params: ({ event }) => ({ status: 'error', message: event.message }),
            },
            'clearApproval',
          ],
        },
        'call.socketClosed': {
          target: 'ended',
          actions: [{ type: 'setStatus', params: { status: 'closed' } }, 'clearApproval'],
        },
      },
    },

    /** End Call was pressed ('Ending...'): waiting for an ended status. */
    ending: {
      on: {
        'call.message': {
          guard: { type: 'statusIn', params: { group: 'ended' } },
          target: 'ended',
          actions: [{ type: 'setStatus', params: statusParams }, 'setEndedLabel'],
        },
        'call.socketError': {
          target: 'ended',
          actions: {
            type: 'setStatus',
            params: ({ event }) => ({ status: 'error', message: event.message }),
          },
        },
        'call.socketClosed': {
          target: 'ended',
          actions: [{ type: 'setStatus', params: { status: 'closed' } }, 'setEndedLabel'],
        },
      },
    },

    /** Nothing more happens; `call.restore` (the server's word) may still correct it. */
    ended: {},
  },
});

function statusParams({ event }: { event: DispatchCallEvent }) {
  const message = event.type === 'call.message' ? event.message : null;
  if (message?.type !== 'connection_status') throw new Error('dispatch-call: not a status');
  return { status: message.status, message: message.message };
}

export type DispatchCallMachine = typeof dispatchCallMachine;
export type DispatchCallSnapshot = SnapshotFrom<DispatchCallMachine>;
