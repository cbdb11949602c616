import type { CampaignStatus } from '@fleet/contracts';
import { assign, fromCallback, fromPromise, type SnapshotFrom, sendTo, setup } from 'xstate';
import type {
  CampaignCommand,
  CampaignContext,
  CampaignEvent,
  CampaignInput,
  CommandDoneParams,
  CommandErrorParams,
  CommandInput,
  RunCallsControl,
  RunCallsInput,
  StatusChangedParams,
} from './types';

/** Document 3 §8: the toast when a command fails without the server's detail. */
export const CAMPAIGN_COMMAND_FAILURES: Record<CampaignCommand, string> = {
  start: 'Failed to start load',
  pause: 'Failed to pause load',
  resume: 'Failed to resume campaign',
  cancel: 'Failed to cancel load',
};

/** Document 3 §8: the toast when a command succeeded. */
export const CAMPAIGN_COMMAND_SUCCESSES: Record<CampaignCommand, string> = {
  start: 'Load started successfully!',
  pause: 'Load paused successfully!',
  resume: 'Load resumed successfully!',
  cancel: 'Load cancelled successfully!',
};

/** §5 and §8: Call Carriers with an empty list. */
export const NO_CARRIERS_MESSAGE = 'Cannot start load: No carriers in list.';

/** §8: 'Error: {server detail}' when the server said why, else the command's own message. */
export function campaignCommandError(command: CampaignCommand, detail: string | null): string {
  return detail ? `Error: ${detail}` : CAMPAIGN_COMMAND_FAILURES[command];
}

/** The server's reason in a rejected command (`detail` on the error), if it gave one. */
export function commandErrorDetail(error: unknown): string | null {
  if (error && typeof error === 'object' && 'detail' in error) {
    const detail = (error as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail.trim()) return detail.trim();
  }
  return null;
}

const notProvided = (name: string) =>
  new Error(`campaign: '${name}' was not provided (use campaignMachine.provide)`);

/** A pushed status among these that is news (the same status again changes nothing). */
const isStatus =
  (...statuses: CampaignStatus[]) =>
  ({ context, event }: { context: CampaignContext; event: CampaignEvent }) =>
    event.type === 'campaign.statusPushed' &&
    statuses.includes(event.status) &&
    event.status !== context.status;

/** Where a status lives in the machine: `restoring` routes there, pushed statuses go there. */
const STATUS_TARGETS: Array<{ statuses: CampaignStatus[]; target: string }> = [
  { statuses: ['stop'], target: '#campaign.notStarted' },
  { statuses: ['started', 'running'], target: '#campaign.calling.running' },
  { statuses: ['pause'], target: '#campaign.calling.pausing' },
  { statuses: ['paused'], target: '#campaign.paused' },
  { statuses: ['completed'], target: '#campaign.completed' },
  { statuses: ['confirmed'], target: '#campaign.confirmed' },
  { statuses: ['cancelled'], target: '#campaign.cancelled' },
  { statuses: ['failed'], target: '#campaign.failed' },
];

/** A pushed status moves the machine to its state (and is remembered as the status). */
const pushedStatusTransitions = (targets = STATUS_TARGETS) =>
  targets.map(({ statuses, target }) => ({
    guard: isStatus(...statuses),
    target,
    actions: 'takePushedStatus' as const,
  }));

/** Inside `calling`, a pushed calling status stays inside it (runCalls keeps running). */
const CALLING_TARGETS = STATUS_TARGETS.map((entry) =>
  entry.target === '#campaign.calling.running'
    ? { ...entry, target: '.running' }
    : entry.target === '#campaign.calling.pausing'
      ? { ...entry, target: '.pausing' }
      : entry,
);

const commandInput =
  (command: CampaignCommand) =>
  ({ context }: { context: CampaignContext }): CommandInput => ({
    campaignId: context.campaignId,
    command,
  });

const commandFailed = (command: CampaignCommand) => ({
  type: 'commandFailed' as const,
  params: ({ event }: { event: { error?: unknown } }): CommandErrorParams => ({
    command,
    detail: commandErrorDetail(event.error),
  }),
});

const commandDone = (command: CampaignCommand) => ({
  type: 'commandDone' as const,
  params: (): CommandDoneParams => ({ command }),
});

/** A command the server refused: remembered (with its detail) and told (commandFailed). */
const commandRejected = (command: CampaignCommand) => [
  { type: 'rememberError' as const, params: commandFailed(command).params },
  commandFailed(command),
];

const enterStatus = (status: CampaignStatus) => [
  { type: 'setStatus' as const, params: { status } },
  {
    type: 'statusChanged' as const,
    params: ({ context }: { context: CampaignContext }): StatusChangedParams => ({
      campaignId: context.campaignId,
      status,
    }),
  },
];

/**
 * A load offer campaign (document 3 §4 "Campaign status"), ONE definition for both sides:
 * - the voice service's engine runs one actor per running campaign: `sendCommand` persists the
 *   command's status before the machine moves on, `runCalls` calls the carriers one after another
 *   (sending `campaign.callAdded` per call, `calls.finished` when a carrier booked, when every
 *   carrier was processed, or after `calls.hold` once the current call ended), `statusChanged`
 *   pushes `campaign_status_update`;
 * - each browser tab runs one to show the campaign: `sendCommand` is the HTTP call (execute,
 *   pause-resume, cancel), `runCalls` is the live watcher, which turns the server's pushes into
 *   `campaign.statusPushed` and `campaign.callAdded` (the tab never decides an outcome itself).
 *
 * The states are the statuses: notStarted (stop), calling.running (started, running),
 * calling.pausing (pause: the current call goes on, no one more is called), paused, completed
 * (every carrier processed, not booked), confirmed (booked), cancelled, failed; plus the
 * `*Requested` states while a command is on its way. Call Carriers needs at least one carrier;
 * Cancel is taken in every status but completed, confirmed and cancelled; a status the server
 * pushes is the truth from any state that is not over.
 */
export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
    input: {} as CampaignInput,
  },
  actors: {
    sendCommand: fromPromise<void, CommandInput>(() => Promise.reject(notProvided('sendCommand'))),
    runCalls: fromCallback<RunCallsControl | CampaignEvent, RunCallsInput>(() => {
      throw notProvided('runCalls');
    }),
  },
  actions: {
    /** The status is now this (stored on the server side, pushed to the tabs). */
    statusChanged: (_, _params: StatusChangedParams) => {},
    /** Call Carriers with no carrier: 'Cannot start load: No carriers in list.' */
    refuseStart: () => {},
    /** A command went through ('Load paused successfully!'). */
    commandDone: (_, _params: CommandDoneParams) => {},
    /** A command failed ('Error: {detail}' or 'Failed to pause load'). */
    commandFailed: (_, _params: CommandErrorParams) => {},
    setStatus: assign((_, params: { status: CampaignStatus }) => ({ status: params.status })),
    takePushedStatus: assign(({ event }) =>
      event.type === 'campaign.statusPushed' ? { status: event.status } : {},
    ),
    countCarriers: assign(({ event }) =>
      event.type === 'campaign.carriersLoaded'
        ? { carrierCount: Math.max(0, Math.trunc(event.count)) }
        : {},
    ),
    countCall: assign(({ context }) => ({ callCount: context.callCount + 1 })),
    rememberError: assign((_, params: CommandErrorParams) => ({ error: params })),
    clearError: assign({ error: null }),
    holdCalls: sendTo('calls', { type: 'calls.hold' } satisfies RunCallsControl),
    releaseCalls: sendTo('calls', { type: 'calls.release' } satisfies RunCallsControl),
  },
  guards: {
    hasCarriers: ({ context }) => context.carrierCount > 0,
    booked: ({ event }) => event.type === 'calls.finished' && event.result === 'booked',
    exhausted: ({ event }) => event.type === 'calls.finished' && event.result === 'exhausted',
    held: ({ event }) => event.type === 'calls.finished' && event.result === 'held',
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => ({
    campaignId: input.campaignId,
    status: input.status,
    carrierCount: input.carrierCount,
    callCount: input.callCount,
    error: null,
  }),
  initial: 'restoring',
  on: {
    'campaign.carriersLoaded': { actions: 'countCarriers' },
    'campaign.callAdded': { actions: 'countCall' },
  },
  states: {
    /** Goes to the state of the stored status (at start, and after a command failed). */
    restoring: {
      always: STATUS_TARGETS.map(({ statuses, target }) => ({
        guard: ({ context }: { context: CampaignContext }) => statuses.includes(context.status),
        target,
      })),
    },
    /** stop: Not Started. */
    notStarted: {
      on: {
        'campaign.execute': [
          { guard: 'hasCarriers', target: 'startRequested' },
          { actions: 'refuseStart' },
        ],
        'campaign.cancel': 'cancelRequested',
        'campaign.statusPushed': pushedStatusTransitions(),
      },
    },
    startRequested: {
      entry: 'clearError',
      invoke: {
        src: 'sendCommand',
        input: commandInput('start'),
        onDone: { target: 'calling.running', actions: commandDone('start') },
        onError: {
          target: 'restoring',
          actions: commandRejected('start'),
        },
      },
      on: { 'campaign.statusPushed': pushedStatusTransitions() },
    },
    /** Carriers are being called, one after another: runCalls runs while in here. */
    calling: {
      invoke: {
        id: 'calls',
        src: 'runCalls',
        input: ({ context }) => ({ campaignId: context.campaignId }),
      },
      on: {
        'calls.finished': [
          { guard: 'booked', target: 'confirmed' },
          { guard: 'exhausted', target: 'completed' },
          { guard: 'held', target: 'paused' },
        ],
        'calls.failed': 'failed',
        'campaign.statusPushed': pushedStatusTransitions(CALLING_TARGETS),
      },
      initial: 'running',
      states: {
        /** running: In Progress. */
        running: {
          entry: enterStatus('running'),
          on: {
            'campaign.pause': 'pauseRequested',
            'campaign.cancel': 'cancelRequested',
          },
        },
        pauseRequested: {
          entry: 'clearError',
          invoke: {
            src: 'sendCommand',
            input: commandInput('pause'),
            onDone: { target: 'pausing', actions: commandDone('pause') },
            onError: {
              target: 'running',
              actions: commandRejected('pause'),
            },
          },
        },
        /** pause: the call in progress goes on; nobody more is called (then paused). */
        pausing: {
          entry: [...enterStatus('pause'), 'holdCalls'],
          on: {
            'campaign.resume': 'resumeRequested',
            'campaign.cancel': 'cancelRequested',
          },
        },
        /** Resume before the current call ended: runCalls is told to go on after it. */
        resumeRequested: {
          entry: 'clearError',
          invoke: {
            src: 'sendCommand',
            input: commandInput('resume'),
            onDone: { target: 'running', actions: ['releaseCalls', commandDone('resume')] },
            onError: {
              target: 'pausing',
              actions: commandRejected('resume'),
            },
          },
          on: {
            // The call ended (held) before the resume went through: resume from paused.
            'calls.finished': { guard: 'held', target: '#campaign.resumeRequested' },
          },
        },
        cancelRequested: {
          entry: 'clearError',
          invoke: {
            src: 'sendCommand',
            input: commandInput('cancel'),
            onDone: { target: '#campaign.cancelled', actions: commandDone('cancel') },
            // Back to where it was, without leaving `calling` (the current call goes on).
            onError: [
              {
                guard: ({ context }) => context.status === 'pause',
                target: 'pausing',
                actions: commandRejected('cancel'),
              },
              {
                target: 'running',
                actions: commandRejected('cancel'),
              },
            ],
          },
        },
      },
    },
    /** paused: the last call has ended; Resume calls the next carrier. */
    paused: {
      entry: enterStatus('paused'),
      on: {
        'campaign.resume': 'resumeRequested',
        'campaign.cancel': 'cancelRequested',
        'campaign.statusPushed': pushedStatusTransitions(),
      },
    },
    resumeRequested: {
      entry: 'clearError',
      invoke: {
        src: 'sendCommand',
        input: commandInput('resume'),
        onDone: { target: 'calling.running', actions: commandDone('resume') },
        onError: {
          target: 'paused',
          actions: commandRejected('resume'),
        },
      },
      on: { 'campaign.statusPushed': pushedStatusTransitions() },
    },
    cancelRequested: {
      entry: 'clearError',
      invoke: {
        src: 'sendCommand',
        input: commandInput('cancel'),
        onDone: { target: 'cancelled', actions: commandDone('cancel') },
        onError: {
          target: 'restoring',
          actions: commandRejected('cancel'),
        },
      },
      on: { 'campaign.statusPushed': pushedStatusTransitions() },
    },
    /** failed: Call Carriers calls the carriers not yet called; Cancel ends it. */
    failed: {
      entry: enterStatus('failed'),
      on: {
        'campaign.execute': [
          { guard: 'hasCarriers', target: 'startRequested' },
          { actions: 'refuseStart' },
        ],
        'campaign.cancel': 'cancelRequested',
        'campaign.statusPushed': pushedStatusTransitions(),
      },
    },
    /** completed: every carrier was processed, none booked (Not Booked). Over. */
    completed: { entry: enterStatus('completed') },
    /** confirmed: a carrier booked the load (Booked). Over. */
    confirmed: { entry: enterStatus('confirmed') },
    /** cancelled: over. */
    cancelled: { entry: enterStatus('cancelled') },
  },
});

export type CampaignMachine = typeof campaignMachine;
export type CampaignSnapshot = SnapshotFrom<CampaignMachine>;
