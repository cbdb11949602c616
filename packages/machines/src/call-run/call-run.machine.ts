import {
  type CallStatusGroup,
  DEFAULT_HOP_IN_INTRODUCTION,
  DEFAULT_REJECT_REASON,
  DEFAULT_TERMINATE_REASON,
} from '@fleet/contracts';
import { assign, enqueueActions, fromCallback, type SnapshotFrom, setup } from 'xstate';
import type {
  ApprovalRequestedParams,
  ApprovalResolution,
  ApprovalResolvedParams,
  ApprovalTimerInput,
  CallRunContext,
  CallRunEnd,
  CallRunEvent,
  CallRunInput,
  ConverseInput,
  DialInput,
  GoodbyeInput,
  HopInIgnoredParams,
  StandByInput,
  UnansweredStatus,
} from './types';

// ---- Pure parts ---------------------------------------------------------------------------------

/** The outcome of a call nobody answered. */
export function unansweredOutcome(status: UnansweredStatus): string {
  if (status === 'busy') return 'busy';
  if (status === 'no-answer') return 'no_answer';
  return 'failed';
}

/** The end of a call the dispatcher ended (End Call): canceled, outcome 'terminated'. */
export const terminatedEnd = (reason: string): CallRunEnd => ({
  status: 'canceled',
  outcome: 'terminated',
  reason,
});

/** The end of a call that broke: failed, with the reason. */
export const failedEnd = (reason: string): CallRunEnd => ({
  status: 'failed',
  outcome: 'failed',
  reason,
});

/** The contracts' status group of each state (what the browser's dispatch-call shows for it). */
export const CALL_RUN_STATE_GROUPS = {
  'placing.dialing': 'pending',
  'placing.ringing': 'ringing',
  connected: 'live',
  hoppedIn: 'live',
  terminating: 'ending',
  ended: 'ended',
} as const satisfies Record<string, CallStatusGroup>;

// ---- The machine --------------------------------------------------------------------------------

/** A placeholder for an injected actor: the caller's `provide({ actors })` replaces it. */
function injected<TInput>() {
  return fromCallback<CallRunEvent, TInput>(() => undefined);
}

/**
 * One dispatch call on the server, from dialing to its end (§4): the telephony provider dials
 * (`dial` reports ringing, answered or unanswered), the agent holds the conversation (`converse`,
 * which may ask for the dispatcher's approval), the dispatcher may hop in (`standBy`: the agent
 * stops talking and only listens) or end the call (`goodbye`), and the call ends exactly once, in
 * `ended`, which nothing leaves. A failure (`call.fail`) ends it from any state, with its reason.
 *
 * Pure: the actors (`dial`, `converse`, `standBy`, `goodbye`, `approvalTimer`) and the actions
 * that instruct the agent (`approvalRequested`, `approvalResolved`, `hopInIgnored`) are injected
 * with `callRunMachine.provide(...)`; the `brokerOnLine` guard may be refined there (the voice
 * service also checks the line is still open). What the call is (status, open approval request,
 * end) is read from the snapshot: `callRunChanges` turns two snapshots into what to store and
 * broadcast.
 */
export const callRunMachine = setup({
  types: {
    context: {} as CallRunContext,
    events: {} as CallRunEvent,
    input: {} as CallRunInput,
  },
  actors: {
    /** Places the call: sends telephony.ringing, then telephony.answered or telephony.unanswered. */
    dial: injected<DialInput>(),
    /** The agent's conversation: may send agent.approvalRequested; ends with agent.finished. */
    converse: injected<ConverseInput>(),
    /** After a hop-in: the broker hears the introduction, the agent listens; agent.finished. */
    standBy: injected<StandByInput>(),
    /** After End Call: a short goodbye when the broker is on, hang up; agent.saidGoodbye. */
    goodbye: injected<GoodbyeInput>(),
    /** Sends approval.timeout when the dispatcher has not answered in time. */
    approvalTimer: injected<ApprovalTimerInput>(),
  },
  actions: {
    /** The broker is on hold for the dispatcher's decision. */
    approvalRequested: (_, _params: ApprovalRequestedParams) => {},
    /** The hold is over: approved (with corrections), rejected (with a reason) or expired. */
    approvalResolved: (_, _params: ApprovalResolvedParams) => {},
    /** A hop-in while nobody (or a voicemail) is on the line. */
    hopInIgnored: (_, _params: HopInIgnoredParams) => {},
    setStatus: assign((_, params: { status: CallRunContext['status'] }) => ({
      status: params.status,
    })),
    /** Clears the approval request, remembering how it was resolved. */
    clearApproval: assign((_, params: { decision: ApprovalResolution['decision'] }) => ({
      approval: null,
      lastApproval: params.decision,
    })),
    setTerminateReason: assign(({ event }) => ({
      terminateReason:
        (event.type === 'call.terminate' && event.reason) || DEFAULT_TERMINATE_REASON,
    })),
    setHopInIntroduction: assign(({ event }) => ({
      hopInIntroduction:
        (event.type === 'call.hopIn' && event.introduction?.trim()) || DEFAULT_HOP_IN_INTRODUCTION,
    })),
    setAnsweredBy: assign(({ event }) => ({
      answeredBy: event.type === 'telephony.answered' ? event.answeredBy : null,
    })),
    setApproval: assign(({ event }) =>
      event.type === 'agent.approvalRequested'
        ? { approval: { rate: event.rate, loadDetails: event.loadDetails, message: event.message } }
        : {},
    ),
    /** Sets the end (once: a later call is a no-op) and its status. */
    setEnd: assign(({ context }, params: { end: CallRunEnd }) =>
      context.end === null ? { end: params.end, status: params.end.status } : {},
    ),
  },
  guards: {
    /** A human is on the line (no hop-in on a voicemail). */
    brokerOnLine: ({ context }) => context.answeredBy === 'human',
    awaitingApproval: ({ context }) => context.approval !== null,
  },
}).createMachine({
  id: 'callRun',
  context: ({ input }) => ({
    callId: input.callId,
    status: 'initiated',
    answeredBy: null,
    approval: null,
    lastApproval: null,
    terminateReason: null,
    hopInIntroduction: null,
    end: null,
  }),
  initial: 'placing',
  states: {
    /** The provider places the call: dialing (status initiated), then ringing. */
    placing: {
      invoke: { id: 'dial', src: 'dial', input: ({ context }) => ({ callId: context.callId }) },
      initial: 'dialing',
      states: {
        dialing: {
          entry: { type: 'setStatus', params: { status: 'initiated' } },
          on: { 'telephony.ringing': 'ringing' },
        },
        ringing: {
          entry: { type: 'setStatus', params: { status: 'ringing' } },
        },
      },
      on: {
        'telephony.answered': { target: 'connected', actions: 'setAnsweredBy' },
        'telephony.unanswered': {
          target: 'ended',
          actions: {
            type: 'setEnd',
            params: ({ event }) => ({
              end: {
                status: event.status,
                outcome: unansweredOutcome(event.status),
                reason: event.reason,
              },
            }),
          },
        },
        // Nobody is on the line to hand over to yet.
        'call.hopIn': {
          actions: { type: 'hopInIgnored', params: ({ context }) => ({ callId: context.callId }) },
        },
        'call.terminate': { target: 'terminating', actions: 'setTerminateReason' },
        'call.fail': {
          target: 'ended',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: failedEnd(event.reason) }) },
        },
      },
    },
    /** Someone picked up (status in-progress): the agent holds the conversation. */
    connected: {
      entry: { type: 'setStatus', params: { status: 'in-progress' } },
      invoke: {
        id: 'converse',
        src: 'converse',
        input: ({ context }) => ({
          callId: context.callId,
          answeredBy: context.answeredBy ?? 'human',
        }),
      },
      initial: 'conversation',
      states: {
        conversation: {
          on: {
            'agent.approvalRequested': {
              target: 'approvalHold',
              actions: [
                'setApproval',
                {
                  type: 'approvalRequested',
                  params: ({ context }) => ({
                    callId: context.callId,
                    approval: context.approval as NonNullable<CallRunContext['approval']>,
                  }),
                },
              ],
            },
          },
        },
        /** The broker is on hold for the dispatcher's Approve or Reject (or the timeout). */
        approvalHold: {
          invoke: {
            src: 'approvalTimer',
            input: ({ context }) => ({ callId: context.callId }),
          },
          on: {
            'call.approve': {
              target: 'conversation',
              actions: [
                {
                  type: 'approvalResolved',
                  params: ({ context, event }) => ({
                    callId: context.callId,
                    resolution: { decision: 'approved', loadDetails: event.loadDetails },
                  }),
                },
                { type: 'clearApproval', params: { decision: 'approved' } },
              ],
            },
            'call.reject': {
              target: 'conversation',
              actions: [
                {
                  type: 'approvalResolved',
                  params: ({ context, event }) => ({
                    callId: context.callId,
                    resolution: {
                      decision: 'rejected',
                      reason: event.reason || DEFAULT_REJECT_REASON,
                    },
                  }),
                },
                { type: 'clearApproval', params: { decision: 'rejected' } },
              ],
            },
            'approval.timeout': {
              target: 'conversation',
              actions: [
                {
                  type: 'approvalResolved',
                  params: ({ context }) => ({
                    callId: context.callId,
                    resolution: { decision: 'expired' },
                  }),
                },
                { type: 'clearApproval', params: { decision: 'expired' } },
              ],
            },
          },
        },
      },
      on: {
        'call.hopIn': [
          { guard: 'brokerOnLine', target: 'hoppedIn', actions: 'setHopInIntroduction' },
          {
            actions: {
              type: 'hopInIgnored',
              params: ({ context }) => ({ callId: context.callId }),
            },
          },
        ],
        'agent.finished': {
          target: 'ended',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: completedEnd(event) }) },
        },
        'call.terminate': { target: 'terminating', actions: 'setTerminateReason' },
        'call.fail': {
          target: 'ended',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: failedEnd(event.reason) }) },
        },
      },
    },
    /** The dispatcher took over: the agent stopped talking and only listens. */
    hoppedIn: {
      entry: enqueueActions(({ context, enqueue }) => {
        // An approval request still open expires.
        if (context.approval === null) return;
        enqueue({
          type: 'approvalResolved',
          params: { callId: context.callId, resolution: { decision: 'expired' } },
        });
        enqueue({ type: 'clearApproval', params: { decision: 'expired' } });
      }),
      invoke: {
        id: 'standBy',
        src: 'standBy',
        input: ({ context }) => ({
          callId: context.callId,
          introduction: context.hopInIntroduction ?? DEFAULT_HOP_IN_INTRODUCTION,
        }),
      },
      on: {
        'agent.finished': {
          target: 'ended',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: completedEnd(event) }) },
        },
        'call.terminate': { target: 'terminating', actions: 'setTerminateReason' },
        'call.fail': {
          target: 'ended',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: failedEnd(event.reason) }) },
        },
      },
    },
    /** End Call: the agent says goodbye (when the broker, and no dispatcher, is on) and hangs up. */
    terminating: {
      invoke: {
        id: 'goodbye',
        src: 'goodbye',
        input: ({ context }) => ({
          callId: context.callId,
          reason: context.terminateReason ?? DEFAULT_TERMINATE_REASON,
          hoppedIn: context.hopInIntroduction !== null,
        }),
      },
      on: {
        'agent.saidGoodbye': {
          target: 'ended',
          actions: {
            type: 'setEnd',
            params: ({ context }) => ({
              end: terminatedEnd(context.terminateReason ?? DEFAULT_TERMINATE_REASON),
            }),
          },
        },
        'call.fail': {
          target: 'ended',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: failedEnd(event.reason) }) },
        },
      },
    },
    /**
     * Over, exactly once (`context.end` is set on the way in): an approval still open expires,
     * and nothing leaves this state (a later end, terminate or failure is ignored).
     */
    ended: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.approval === null) return;
        enqueue({
          type: 'approvalResolved',
          params: { callId: context.callId, resolution: { decision: 'expired' } },
        });
        enqueue({ type: 'clearApproval', params: { decision: 'expired' } });
      }),
    },
  },
});

function completedEnd(event: CallRunEvent): CallRunEnd {
  if (event.type !== 'agent.finished') throw new Error('call-run: not agent.finished');
  return { status: 'completed', outcome: event.outcome, reason: event.reason };
}

export type CallRunMachine = typeof callRunMachine;
export type CallRunSnapshot = SnapshotFrom<CallRunMachine>;
