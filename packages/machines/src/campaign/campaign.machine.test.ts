import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  assign,
  createActor,
  fromCallback,
  fromPromise,
  type SnapshotFrom,
  type StateValue,
  setup,
} from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import {
  CAMPAIGN_COMMAND_FAILURES,
  type CampaignMachine,
  campaignCommandError,
  campaignMachine,
} from './campaign.machine';
import {
  selectCampaignStatus,
  selectCampaignStatusLabel,
  selectCanCancel,
  selectCommandPending,
  selectIsOver,
  selectIsWatching,
  selectLocks,
  selectPrimaryAction,
  selectStatusBanner,
  selectSubmitButton,
} from './selectors';
import type { CampaignEvent, CampaignInput, CommandInput, RunCallsControl } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with a fake sendCommand (each command stays pending
// until the test settles it), a fake runCalls (records that it runs and what it is told, and
// lets the test send its events) and recording actions.
// ---------------------------------------------------------------------------------------------

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const CAMPAIGN_ID = 'campaign-1';

class CommandRefused extends Error {
  constructor(readonly detail: string | null) {
    super(detail ?? 'refused');
  }
}

function createHarness(input: Partial<CampaignInput> = {}) {
  const calls: string[] = [];
  const pending: Array<{ command: string; resolve: () => void; reject: (e: unknown) => void }> = [];
  const runner = {
    running: 0,
    controls: [] as string[],
    sendBack: null as ((event: CampaignEvent) => void) | null,
  };
  const machine = campaignMachine.provide({
    actors: {
      sendCommand: fromPromise<void, CommandInput>(
        ({ input: command }) =>
          new Promise<void>((resolve, reject) => {
            calls.push(`send:${command.command}`);
            pending.push({ command: command.command, resolve, reject });
          }),
      ),
      runCalls: fromCallback<RunCallsControl | CampaignEvent, { campaignId: string }>(
        ({ sendBack, receive, input: calling }) => {
          expect(calling).toEqual({ campaignId: CAMPAIGN_ID });
          runner.running += 1;
          runner.sendBack = sendBack;
          receive((event) => runner.controls.push(event.type));
          return () => {
            runner.running -= 1;
            runner.sendBack = null;
          };
        },
      ),
    },
    actions: {
      statusChanged: (_, { campaignId, status }) => {
        expect(campaignId).toBe(CAMPAIGN_ID);
        calls.push(`status:${status}`);
      },
      refuseStart: () => calls.push('refuseStart'),
      commandDone: (_, { command }) => calls.push(`done:${command}`),
      commandFailed: (_, { command, detail }) => calls.push(`failed:${command}:${detail}`),
    },
  });
  const actor: Actor<CampaignMachine> = createActor(machine, {
    input: { campaignId: CAMPAIGN_ID, status: 'stop', carrierCount: 0, callCount: 0, ...input },
  });
  async function settle(outcome: 'done' | 'failed', detail: string | null = null) {
    const command = pending.shift();
    if (!command) throw new Error('no command pending');
    if (outcome === 'done') command.resolve();
    else command.reject(new CommandRefused(detail));
    await flush();
  }
  return {
    actor,
    calls,
    runner,
    pending,
    settle,
    send: (event: CampaignEvent) => actor.send(event),
  };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states; the context abstracted to whether there are carriers and the
// status, plus the side effects the last step must have caused (`effects`). Commands are settled
// by `command.done` / `command.failed`; runCalls' events are sent as themselves. A drift test
// checks that states and the events the machine handles match.
// ---------------------------------------------------------------------------------------------

type ModelEvent =
  | { type: 'campaign.execute' }
  | { type: 'campaign.pause' }
  | { type: 'campaign.resume' }
  | { type: 'campaign.cancel' }
  | { type: 'campaign.statusPushed'; status: CampaignStatus }
  | { type: 'campaign.carriersLoaded'; count: number }
  | { type: 'campaign.callAdded' }
  | { type: 'calls.finished'; result: 'booked' | 'exhausted' | 'held' }
  | { type: 'calls.failed' }
  | { type: 'command.done' }
  | { type: 'command.failed'; detail: 'given' | 'none' };

interface ModelContext {
  carriers: boolean;
  status: CampaignStatus;
  /** What the last step did: statusChanged, sendCommand, commandDone/Failed, refuseStart. */
  effects: string[];
}

type ModelAssign = typeof assign<ModelContext, ModelEvent, undefined, ModelEvent, never>;
const modelAssign: ModelAssign = assign;
const effects = (...list: string[]) => modelAssign({ effects: list });
const enter = (status: CampaignStatus) =>
  modelAssign(({ context }) => ({
    status,
    effects: [...context.effects, `status:${status}`],
  }));
const send = (command: string) =>
  modelAssign(({ context }) => ({
    effects: [...context.effects, `send:${command}`],
  }));
const failedWith = (command: string) =>
  modelAssign(({ event }) => ({
    effects: [
      `failed:${command}:${event.type === 'command.failed' && event.detail === 'given' ? 'No carriers left to call' : null}`,
    ],
  }));

const pushed =
  (statuses: CampaignStatus[]) =>
  ({ context, event }: { context: ModelContext; event: ModelEvent }) =>
    event.type === 'campaign.statusPushed' &&
    statuses.includes(event.status) &&
    event.status !== context.status;

const takePushed = modelAssign(({ event }) =>
  event.type === 'campaign.statusPushed' ? { status: event.status, effects: [] } : {},
);

const PUSH_TARGETS: Array<[CampaignStatus[], string]> = [
  [['stop'], '#campaign.notStarted'],
  [['started', 'running'], '#campaign.calling.running'],
  [['pause'], '#campaign.calling.pausing'],
  [['paused'], '#campaign.paused'],
  [['completed'], '#campaign.completed'],
  [['confirmed'], '#campaign.confirmed'],
  [['cancelled'], '#campaign.cancelled'],
  [['failed'], '#campaign.failed'],
];
const pushes = (inCalling = false) =>
  PUSH_TARGETS.map(([statuses, target]) => ({
    guard: pushed(statuses),
    target: inCalling
      ? target
          .replace('#campaign.calling.running', '.running')
          .replace('#campaign.calling.pausing', '.pausing')
      : target,
    actions: takePushed,
  }));

/** Back to the state of the status (a command failed). */
const restore = (command: string) =>
  PUSH_TARGETS.map(([statuses, target]) => ({
    guard: ({ context }: { context: ModelContext }) => statuses.includes(context.status),
    target,
    actions: failedWith(command),
  }));

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
}).createMachine({
  id: 'campaign',
  context: { carriers: false, status: 'stop', effects: [] },
  initial: 'restoring',
  on: {
    'campaign.carriersLoaded': {
      actions: assign(({ event }) => ({
        carriers: event.type === 'campaign.carriersLoaded' && event.count > 0,
        effects: [],
      })),
    },
    'campaign.callAdded': { actions: effects() },
  },
  states: {
    restoring: { always: '#campaign.notStarted' },
    notStarted: {
      on: {
        'campaign.execute': [
          {
            guard: ({ context }) => context.carriers,
            target: 'startRequested',
            actions: effects(),
          },
          { actions: effects('refuseStart') },
        ],
        'campaign.cancel': { target: 'cancelRequested', actions: effects() },
        'campaign.statusPushed': pushes(),
      },
    },
    startRequested: {
      entry: send('start'),
      on: {
        'command.done': { target: 'calling.running', actions: effects('done:start') },
        'command.failed': restore('start'),
        'campaign.statusPushed': pushes(),
      },
    },
    calling: {
      on: {
        'calls.finished': [
          {
            guard: ({ event }) => event.type === 'calls.finished' && event.result === 'booked',
            target: 'confirmed',
            actions: effects(),
          },
          {
            guard: ({ event }) => event.type === 'calls.finished' && event.result === 'exhausted',
            target: 'completed',
            actions: effects(),
          },
          { target: 'paused', actions: effects() },
        ],
        'calls.failed': { target: 'failed', actions: effects() },
        'campaign.statusPushed': pushes(true),
      },
      initial: 'running',
      states: {
        running: {
          entry: enter('running'),
          on: {
            'campaign.pause': { target: 'pauseRequested', actions: effects() },
            'campaign.cancel': { target: 'cancelRequested', actions: effects() },
          },
        },
        pauseRequested: {
          entry: send('pause'),
          on: {
            'command.done': { target: 'pausing', actions: effects('done:pause') },
            'command.failed': { target: 'running', actions: failedWith('pause') },
          },
        },
        pausing: {
          entry: enter('pause'),
          on: {
            'campaign.resume': { target: 'resumeRequested', actions: effects() },
            'campaign.cancel': { target: 'cancelRequested', actions: effects() },
          },
        },
        resumeRequested: {
          entry: send('resume'),
          on: {
            'command.done': { target: 'running', actions: effects('done:resume') },
            'command.failed': { target: 'pausing', actions: failedWith('resume') },
            'calls.finished': {
              guard: ({ event }) => event.type === 'calls.finished' && event.result === 'held',
              target: '#campaign.resumeRequested',
              actions: effects(),
            },
          },
        },
        cancelRequested: {
          entry: send('cancel'),
          on: {
            'command.done': { target: '#campaign.cancelled', actions: effects('done:cancel') },
            'command.failed': restore('cancel'),
          },
        },
      },
    },
    paused: {
      entry: enter('paused'),
      on: {
        'campaign.resume': { target: 'resumeRequested', actions: effects() },
        'campaign.cancel': { target: 'cancelRequested', actions: effects() },
        'campaign.statusPushed': pushes(),
      },
    },
    resumeRequested: {
      entry: send('resume'),
      on: {
        'command.done': { target: 'calling.running', actions: effects('done:resume') },
        'command.failed': { target: 'paused', actions: failedWith('resume') },
        'campaign.statusPushed': pushes(),
      },
    },
    cancelRequested: {
      entry: send('cancel'),
      on: {
        'command.done': { target: 'cancelled', actions: effects('done:cancel') },
        'command.failed': restore('cancel'),
        'campaign.statusPushed': pushes(),
      },
    },
    failed: {
      entry: enter('failed'),
      on: {
        'campaign.execute': [
          {
            guard: ({ context }) => context.carriers,
            target: 'startRequested',
            actions: effects(),
          },
          { actions: effects('refuseStart') },
        ],
        'campaign.cancel': { target: 'cancelRequested', actions: effects() },
        'campaign.statusPushed': pushes(),
      },
    },
    completed: { entry: enter('completed') },
    confirmed: { entry: enter('confirmed') },
    cancelled: { entry: enter('cancelled') },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const MODEL_EVENTS: ModelEvent[] = [
  { type: 'campaign.execute' },
  { type: 'campaign.pause' },
  { type: 'campaign.resume' },
  { type: 'campaign.cancel' },
  ...CAMPAIGN_STATUSES.map((status) => ({ type: 'campaign.statusPushed' as const, status })),
  { type: 'campaign.carriersLoaded', count: 3 },
  { type: 'campaign.carriersLoaded', count: 0 },
  { type: 'campaign.callAdded' },
  { type: 'calls.finished', result: 'booked' },
  { type: 'calls.finished', result: 'exhausted' },
  { type: 'calls.finished', result: 'held' },
  { type: 'calls.failed' },
  { type: 'command.done' },
  { type: 'command.failed', detail: 'given' },
  { type: 'command.failed', detail: 'none' },
];

/** The events each state takes (an event a state ignores changes nothing: not a step). */
const modelEvents = (state: ModelSnapshot): ModelEvent[] =>
  MODEL_EVENTS.filter((event) => state.can(event));

const leaf = (value: StateValue): string =>
  typeof value === 'string' ? value : `calling.${(value as { calling: string }).calling}`;

/** §2 action buttons: the primary button's label in each state (and status). */
function primaryLabel(where: string, status: CampaignStatus): string {
  if (where.startsWith('calling.')) return status === 'pause' ? 'Resume' : 'Pause';
  if (where === 'paused' || where === 'resumeRequested') return 'Resume';
  if (where === 'cancelRequested') return status === 'paused' ? 'Resume' : 'Call Carriers';
  if (where === 'completed' || where === 'confirmed') return 'Completed';
  if (where === 'cancelled') return 'Cancelled';
  return 'Call Carriers';
}
const PENDING = new Set([
  'startRequested',
  'resumeRequested',
  'cancelRequested',
  'calling.pauseRequested',
  'calling.resumeRequested',
  'calling.cancelRequested',
]);

function createPathRunner(h: Harness) {
  let seen = 0;
  let controlsSeen = 0;
  let previous = 'notStarted';
  const expected = { carriers: 0, callCount: 0, controls: [] as string[] };

  const events: Record<ModelEvent['type'], (step: { event: ModelEvent }) => Promise<void> | void> =
    {
      'campaign.execute': () => h.send({ type: 'campaign.execute' }),
      'campaign.pause': () => h.send({ type: 'campaign.pause' }),
      'campaign.resume': () => h.send({ type: 'campaign.resume' }),
      'campaign.cancel': () => h.send({ type: 'campaign.cancel' }),
      'campaign.statusPushed': ({ event }) => {
        if (event.type === 'campaign.statusPushed') h.send(event);
      },
      'campaign.carriersLoaded': ({ event }) => {
        if (event.type !== 'campaign.carriersLoaded') return;
        h.send(event);
        expected.carriers = event.count;
      },
      'campaign.callAdded': () => {
        h.send({ type: 'campaign.callAdded' });
        expected.callCount += 1;
      },
      'calls.finished': ({ event }) => {
        if (event.type === 'calls.finished') h.runner.sendBack?.(event);
      },
      'calls.failed': () => h.runner.sendBack?.({ type: 'calls.failed', reason: 'provider down' }),
      'command.done': () => h.settle('done'),
      'command.failed': ({ event }) =>
        h.settle(
          'failed',
          event.type === 'command.failed' && event.detail === 'given'
            ? 'No carriers left to call'
            : null,
        ),
    };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    const where = leaf(state.value);
    const { context } = snapshot;
    // The side effects of the last step, exactly.
    expect(h.calls.slice(seen)).toEqual(state.context.effects);
    seen = h.calls.length;
    expect(context.status).toBe(state.context.status);
    expect(context.carrierCount).toBe(expected.carriers);
    expect(context.callCount).toBe(expected.callCount);
    // runCalls runs exactly while calling; entering pausing tells it to hold, a resume releases.
    const calling = state.matches('calling');
    expect(h.runner.running).toBe(calling ? 1 : 0);
    const newControls = h.runner.controls.slice(controlsSeen);
    controlsSeen = h.runner.controls.length;
    if (state.context.effects.includes('status:pause')) expect(newControls).toEqual(['calls.hold']);
    else if (
      previous === 'calling.resumeRequested' &&
      state.context.effects.includes('done:resume')
    ) {
      expect(newControls).toEqual(['calls.release']);
    } else expect(newControls).toEqual([]);
    previous = where;
    // Selectors: status and label, the buttons, the locks, the banner.
    const status = state.context.status;
    expect(selectCampaignStatus(snapshot)).toBe(status);
    expect(selectCampaignStatusLabel(snapshot)).toBe(CAMPAIGN_STATUS_LABELS[status]);
    const pending = PENDING.has(where);
    expect(selectCommandPending(snapshot)).toBe(pending);
    const action = selectPrimaryAction(snapshot);
    expect(action.label).toBe(primaryLabel(where, status));
    const over = ['completed', 'confirmed', 'cancelled'].includes(where);
    expect(action.disabled).toBe(pending || over);
    expect(action.event === null).toBe(over);
    expect(selectCanCancel(snapshot)).toBe(
      !pending && !['completed', 'confirmed', 'cancelled'].includes(status),
    );
    const locked = ['started', 'running', 'completed', 'confirmed', 'cancelled'].includes(status);
    expect(selectLocks(snapshot)).toEqual({
      loadDetails: locked,
      carrierList: locked,
      desiredRate: status === 'running' || status === 'started',
      rateHint:
        status === 'running' || status === 'started' ? 'Pause load to update desired rate' : null,
      rawLoadDetails: expected.callCount > 0,
    });
    expect(
      selectSubmitButton(snapshot, { saved: true, processing: false, complete: true }),
    ).toEqual({ label: 'Update', disabled: locked });
    expect(selectIsWatching(snapshot)).toBe(calling);
    expect(selectIsOver(snapshot)).toBe(over);
    expect(selectStatusBanner(snapshot)).toBe(
      where === 'completed'
        ? 'Load not booked. All carriers processed.'
        : where === 'confirmed'
          ? 'Booking confirmed with carrier!'
          : where === 'failed'
            ? 'Load failed. Please check for errors.'
            : null,
    );
  };

  return { events, states: { '*': check } };
}

const ALL_STATES = [
  'notStarted',
  'startRequested',
  { calling: 'running' },
  { calling: 'pauseRequested' },
  { calling: 'pausing' },
  { calling: 'resumeRequested' },
  { calling: 'cancelRequested' },
  'paused',
  'resumeRequested',
  'cancelRequested',
  'failed',
  'completed',
  'confirmed',
  'cancelled',
] as const;

describe('campaign model', () => {
  itMirrorsMachine(modelMachine, campaignMachine, 'campaign.');
  itMirrorsMachine(modelMachine, campaignMachine, 'calls.');
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, modelEvents, {
      kind: 'shortest',
      vertex: 'transition-from-value',
    }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: { states: [...ALL_STATES], events: MODEL_EVENTS },
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

describe('campaign behaviour', () => {
  it.each([
    ['stop', 'notStarted'],
    ['started', { calling: 'running' }],
    ['running', { calling: 'running' }],
    ['pause', { calling: 'pausing' }],
    ['paused', 'paused'],
    ['completed', 'completed'],
    ['confirmed', 'confirmed'],
    ['cancelled', 'cancelled'],
    ['failed', 'failed'],
  ] as const)('when restored with status %s, then it starts in %j', (status, value) => {
    const h = createHarness({ status, carrierCount: 2 });
    h.actor.start();
    expect(h.actor.getSnapshot().value).toEqual(value);
    // A restored pause is held at once: the engine finishes no call it did not start.
    expect(h.runner.controls).toEqual(status === 'pause' ? ['calls.hold'] : []);
  });

  it('when Call Carriers is pressed with an empty list, then it is refused and nothing is sent', () => {
    const h = createHarness();
    h.actor.start();
    h.send({ type: 'campaign.execute' });
    expect(h.calls).toEqual(['refuseStart']);
    expect(h.actor.getSnapshot().value).toBe('notStarted');
  });

  it('walks a campaign: start, pause during a call, resume after it, booked', async () => {
    const h = createHarness({ carrierCount: 3 });
    h.actor.start();
    h.send({ type: 'campaign.execute' });
    await h.settle('done');
    h.send({ type: 'campaign.callAdded' });
    h.send({ type: 'campaign.pause' });
    await h.settle('done');
    expect(h.actor.getSnapshot().value).toEqual({ calling: 'pausing' });
    h.runner.sendBack?.({ type: 'calls.finished', result: 'held' });
    expect(h.actor.getSnapshot().value).toBe('paused');
    h.send({ type: 'campaign.resume' });
    await h.settle('done');
    h.send({ type: 'campaign.callAdded' });
    h.runner.sendBack?.({ type: 'calls.finished', result: 'booked' });
    expect(h.calls).toEqual([
      'send:start',
      'done:start',
      'status:running',
      'send:pause',
      'done:pause',
      'status:pause',
      'status:paused',
      'send:resume',
      'done:resume',
      'status:running',
      'status:confirmed',
    ]);
    expect(h.actor.getSnapshot().context.callCount).toBe(2);
  });

  it('when the call ends while a resume is on its way, then the resume goes on from paused', async () => {
    const h = createHarness({ status: 'pause', carrierCount: 3 });
    h.actor.start();
    h.send({ type: 'campaign.resume' });
    h.runner.sendBack?.({ type: 'calls.finished', result: 'held' });
    expect(h.actor.getSnapshot().value).toBe('resumeRequested');
    await h.settle('done'); // the first resume (its answer is no longer awaited)
    await h.settle('done');
    expect(h.actor.getSnapshot().value).toEqual({ calling: 'running' });
  });

  it('says why a command failed: the server detail, else the command message', () => {
    expect(campaignCommandError('pause', 'The load is already booked')).toBe(
      'Error: The load is already booked',
    );
    expect(campaignCommandError('resume', null)).toBe(CAMPAIGN_COMMAND_FAILURES.resume);
    expect(CAMPAIGN_COMMAND_FAILURES).toEqual({
      start: 'Failed to start load',
      pause: 'Failed to pause load',
      resume: 'Failed to resume campaign',
      cancel: 'Failed to cancel load',
    });
  });

  it('the submit button: Processing... while submitting, Next for a new load, disabled while incomplete', () => {
    expect(selectSubmitButton(null, { saved: false, processing: true, complete: true })).toEqual({
      label: 'Processing...',
      disabled: true,
    });
    expect(selectSubmitButton(null, { saved: false, processing: false, complete: false })).toEqual({
      label: 'Next',
      disabled: true,
    });
    expect(selectSubmitButton(null, { saved: false, processing: false, complete: true })).toEqual({
      label: 'Next',
      disabled: false,
    });
  });
});
