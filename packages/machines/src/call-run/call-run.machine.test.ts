import {
  CALL_STATUS_GROUPS,
  callStatusGroup,
  DEFAULT_HOP_IN_INTRODUCTION,
  DEFAULT_REJECT_REASON,
  DEFAULT_TERMINATE_REASON,
  type DispatchCallStatus,
  type ExtractedLoadDetails,
  emptyLoadDetails,
} from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  assign,
  createActor,
  fromCallback,
  type SnapshotFrom,
  type StateValue,
  setup,
} from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import {
  CALL_RUN_STATE_GROUPS,
  type CallRunMachine,
  type CallRunSnapshot,
  callRunMachine,
  terminatedEnd,
} from './call-run.machine';
import {
  callRunChanges,
  selectCallRunApproval,
  selectCallRunEnd,
  selectCallRunGroup,
  selectCallRunStatus,
  selectIsCallRunEnded,
  selectIsHoppedIn,
  selectIsOnApprovalHold,
  selectIsTerminating,
  selectTakesControls,
} from './selectors';
import type {
  ApprovalTimerInput,
  CallRunApproval,
  CallRunEnd,
  CallRunEvent,
  ConverseInput,
  DialInput,
  GoodbyeInput,
  StandByInput,
} from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with fakes for the injected actors (they record that
// they run, and with what input) and actions (they record their calls). The test speaks for the
// actors (telephony.*, agent.*, approval.timeout) and for the service (call.*).
// ---------------------------------------------------------------------------------------------

const CALL_ID = 'call-9';
const LOAD: ExtractedLoadDetails = { ...emptyLoadDetails(), brokerOfferedRate: 2300 };
const APPROVAL: CallRunApproval = {
  rate: 2300,
  loadDetails: LOAD,
  message: 'The broker agreed to $2,300. Approve?',
};
const CORRECTIONS = { weight: 41000 };

type ActorName = 'dial' | 'converse' | 'standBy' | 'goodbye' | 'approvalTimer';

function createHarness(options: { lineOpen?: () => boolean } = {}) {
  const calls: string[] = [];
  const running = new Map<ActorName, unknown>();
  const fake = <TInput>(name: ActorName) =>
    fromCallback<CallRunEvent, TInput>(({ input }) => {
      running.set(name, input);
      return () => running.delete(name);
    });
  const machine = callRunMachine.provide({
    actors: {
      dial: fake<DialInput>('dial'),
      converse: fake<ConverseInput>('converse'),
      standBy: fake<StandByInput>('standBy'),
      goodbye: fake<GoodbyeInput>('goodbye'),
      approvalTimer: fake<ApprovalTimerInput>('approvalTimer'),
    },
    actions: {
      approvalRequested: (_, { callId, approval }) =>
        calls.push(`approvalRequested:${callId}:${JSON.stringify(approval)}`),
      approvalResolved: (_, { callId, resolution }) =>
        calls.push(`approvalResolved:${callId}:${JSON.stringify(resolution)}`),
      hopInIgnored: (_, { callId }) => calls.push(`hopInIgnored:${callId}`),
    },
    ...(options.lineOpen
      ? {
          guards: {
            brokerOnLine: ({ context }) =>
              context.answeredBy === 'human' && (options.lineOpen?.() ?? true),
          },
        }
      : {}),
  });
  const actor: Actor<CallRunMachine> = createActor(machine, { input: { callId: CALL_ID } });
  // What the voice service stores and broadcasts: the snapshot's projection (its status and end).
  let told: CallRunSnapshot | undefined;
  actor.subscribe((snapshot) => {
    for (const change of callRunChanges(told, snapshot)) {
      if (change.type === 'status') calls.push(`status:${CALL_ID}:${change.status}`);
      if (change.type === 'ended') calls.push(`end:${CALL_ID}:${JSON.stringify(change.end)}`);
    }
    told = snapshot;
  });
  return { actor, calls, running, send: (event: CallRunEvent) => actor.send(event) };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states, the context abstracted to whether an approval request is open,
// whether a human answered, and whether the dispatcher hopped in. Every event is tried in every
// state: the ones a state does not take are modelled as ignored (after the end: all of them, so
// the call ends exactly once). A drift test checks that states and handled events match.
// ---------------------------------------------------------------------------------------------

type Given = 'given' | 'default';
type ModelEvent =
  | { type: 'call.terminate'; reason: Given }
  | { type: 'call.hopIn'; introduction: Given }
  | { type: 'call.approve' }
  | { type: 'call.reject'; reason: Given }
  | { type: 'call.fail' }
  | { type: 'telephony.ringing' }
  | { type: 'telephony.answered'; answeredBy: 'human' | 'machine' }
  | { type: 'telephony.unanswered'; status: 'busy' | 'no-answer' | 'failed' }
  | { type: 'agent.approvalRequested' }
  | { type: 'agent.finished' }
  | { type: 'agent.saidGoodbye' }
  | { type: 'approval.timeout' };

interface ModelContext {
  approval: boolean;
  human: boolean;
  hoppedIn: boolean;
}

const ignored = { actions: 'ignored' } as const;
const toEnded = { target: '#callRun.ended', actions: 'clearApproval' } as const;

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
  actions: { ignored: () => {}, clearApproval: assign({ approval: false }) },
  guards: { human: ({ context }) => context.human },
}).createMachine({
  id: 'callRun',
  context: { approval: false, human: false, hoppedIn: false },
  initial: 'placing',
  states: {
    placing: {
      initial: 'dialing',
      states: {
        dialing: { on: { 'telephony.ringing': 'ringing' } },
        ringing: { on: { 'telephony.ringing': ignored } },
      },
      on: {
        'telephony.answered': {
          target: 'connected',
          actions: assign({ human: ({ event }) => event.answeredBy === 'human' }),
        },
        'telephony.unanswered': toEnded,
        'call.hopIn': ignored,
        'call.terminate': 'terminating',
        'call.fail': toEnded,
        'call.approve': ignored,
        'call.reject': ignored,
      },
    },
    connected: {
      initial: 'conversation',
      states: {
        conversation: {
          on: {
            'agent.approvalRequested': {
              target: 'approvalHold',
              actions: assign({ approval: true }),
            },
            'call.approve': ignored,
            'call.reject': ignored,
          },
        },
        approvalHold: {
          on: {
            'call.approve': { target: 'conversation', actions: assign({ approval: false }) },
            'call.reject': { target: 'conversation', actions: assign({ approval: false }) },
            'approval.timeout': { target: 'conversation', actions: assign({ approval: false }) },
            'agent.approvalRequested': ignored,
          },
        },
      },
      on: {
        'call.hopIn': [
          {
            guard: 'human',
            target: 'hoppedIn',
            actions: assign({ approval: false, hoppedIn: true }),
          },
          ignored,
        ],
        'agent.finished': toEnded,
        'call.terminate': 'terminating',
        'call.fail': toEnded,
        'telephony.ringing': ignored,
      },
    },
    hoppedIn: {
      on: {
        'agent.finished': toEnded,
        'call.terminate': 'terminating',
        'call.fail': toEnded,
        'call.hopIn': ignored,
        'call.approve': ignored,
      },
    },
    terminating: {
      on: {
        'agent.saidGoodbye': toEnded,
        'call.fail': toEnded,
        'call.terminate': ignored,
        'call.approve': ignored,
        'agent.finished': ignored,
      },
    },
    ended: {
      on: {
        'call.terminate': ignored,
        'call.fail': ignored,
        'agent.finished': ignored,
        'agent.saidGoodbye': ignored,
        'telephony.unanswered': ignored,
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const MODEL_EVENTS: ModelEvent[] = [
  { type: 'call.terminate', reason: 'given' },
  { type: 'call.terminate', reason: 'default' },
  { type: 'call.hopIn', introduction: 'given' },
  { type: 'call.hopIn', introduction: 'default' },
  { type: 'call.approve' },
  { type: 'call.reject', reason: 'given' },
  { type: 'call.reject', reason: 'default' },
  { type: 'call.fail' },
  { type: 'telephony.ringing' },
  { type: 'telephony.answered', answeredBy: 'human' },
  { type: 'telephony.answered', answeredBy: 'machine' },
  { type: 'telephony.unanswered', status: 'busy' },
  { type: 'telephony.unanswered', status: 'no-answer' },
  { type: 'telephony.unanswered', status: 'failed' },
  { type: 'agent.approvalRequested' },
  { type: 'agent.finished' },
  { type: 'agent.saidGoodbye' },
  { type: 'approval.timeout' },
];

const STATES = [
  { placing: 'dialing' },
  { placing: 'ringing' },
  { connected: 'conversation' },
  { connected: 'approvalHold' },
  'hoppedIn',
  'terminating',
  'ended',
] as const;
type Where =
  | 'dialing'
  | 'ringing'
  | 'conversation'
  | 'approvalHold'
  | 'hoppedIn'
  | 'terminating'
  | 'ended';

function where(value: StateValue): Where {
  if (typeof value === 'string') return value as Where;
  if ('placing' in value) return value.placing as Where;
  return (value as { connected: Where }).connected;
}

/** The injected actors that run in each state. */
const RUNNING: Record<Where, ActorName[]> = {
  dialing: ['dial'],
  ringing: ['dial'],
  conversation: ['converse'],
  approvalHold: ['converse', 'approvalTimer'],
  hoppedIn: ['standBy'],
  terminating: ['goodbye'],
  ended: [],
};

const GROUP_OF: Record<Where, string> = {
  dialing: 'pending',
  ringing: 'ringing',
  conversation: 'live',
  approvalHold: 'live',
  hoppedIn: 'live',
  terminating: 'ending',
  ended: 'ended',
};

function createPathRunner(h: Harness) {
  const expected = {
    status: 'initiated' as DispatchCallStatus,
    approval: null as CallRunApproval | null,
    end: null as CallRunEnd | null,
    terminateReason: null as string | null,
    introduction: null as string | null,
    answeredBy: null as 'human' | 'machine' | null,
    calls: [`status:${CALL_ID}:initiated`] as string[],
  };
  let previous: Where = 'dialing';
  const placing = () => previous === 'dialing' || previous === 'ringing';
  const talking = () => previous === 'conversation' || previous === 'approvalHold';
  const ended = () => previous === 'ended';
  const call = (name: string, body?: unknown) =>
    expected.calls.push(
      `${name}:${CALL_ID}${body === undefined ? '' : `:${JSON.stringify(body)}`}`,
    );
  const resolve = (resolution: object) => {
    call('approvalResolved', resolution);
    expected.approval = null;
  };
  const end = (value: CallRunEnd) => {
    if (expected.approval) resolve({ decision: 'expired' });
    expected.end = value;
    expected.status = value.status;
    call('end', value);
  };

  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => void;
  const events: Record<ModelEvent['type'], Executor> = {
    'call.terminate': ({ event }) => {
      const given = event.type === 'call.terminate' && event.reason === 'given';
      h.send({ type: 'call.terminate', ...(given ? { reason: 'Found another load' } : {}) });
      if (placing() || talking() || previous === 'hoppedIn') {
        expected.terminateReason = given ? 'Found another load' : DEFAULT_TERMINATE_REASON;
      }
    },
    'call.hopIn': ({ event }) => {
      const given = event.type === 'call.hopIn' && event.introduction === 'given';
      h.send({ type: 'call.hopIn', ...(given ? { introduction: ' Hi, Dana here. ' } : {}) });
      if (placing() || (talking() && expected.answeredBy !== 'human')) call('hopInIgnored');
      else if (talking()) {
        if (expected.approval) resolve({ decision: 'expired' });
        expected.introduction = given ? 'Hi, Dana here.' : DEFAULT_HOP_IN_INTRODUCTION;
      }
    },
    'call.approve': () => {
      h.send({ type: 'call.approve', loadDetails: CORRECTIONS });
      if (previous === 'approvalHold') resolve({ decision: 'approved', loadDetails: CORRECTIONS });
    },
    'call.reject': ({ event }) => {
      const given = event.type === 'call.reject' && event.reason === 'given';
      h.send({ type: 'call.reject', ...(given ? { reason: 'Rate too low' } : {}) });
      if (previous === 'approvalHold') {
        resolve({ decision: 'rejected', reason: given ? 'Rate too low' : DEFAULT_REJECT_REASON });
      }
    },
    'call.fail': () => {
      h.send({ type: 'call.fail', reason: 'The voice service stopped during the call.' });
      if (!ended()) {
        end({
          status: 'failed',
          outcome: 'failed',
          reason: 'The voice service stopped during the call.',
        });
      }
    },
    'telephony.ringing': () => {
      h.send({ type: 'telephony.ringing' });
      if (previous === 'dialing') {
        expected.status = 'ringing';
        call('status', undefined);
        expected.calls[expected.calls.length - 1] += ':ringing';
      }
    },
    'telephony.answered': ({ event }) => {
      const answeredBy = event.type === 'telephony.answered' ? event.answeredBy : 'human';
      h.send({ type: 'telephony.answered', answeredBy });
      if (placing()) {
        expected.answeredBy = answeredBy;
        expected.status = 'in-progress';
        expected.calls.push(`status:${CALL_ID}:in-progress`);
      }
    },
    'telephony.unanswered': ({ event }) => {
      const status = event.type === 'telephony.unanswered' ? event.status : 'busy';
      h.send({ type: 'telephony.unanswered', status, reason: `The line was ${status}.` });
      const outcome = { busy: 'busy', 'no-answer': 'no_answer', failed: 'failed' }[status];
      if (placing()) end({ status, outcome, reason: `The line was ${status}.` });
    },
    'agent.approvalRequested': () => {
      h.send({ type: 'agent.approvalRequested', ...APPROVAL });
      if (previous === 'conversation') {
        expected.approval = APPROVAL;
        call('approvalRequested', APPROVAL);
      }
    },
    'agent.finished': () => {
      h.send({ type: 'agent.finished', outcome: 'booked', reason: 'The load was booked.' });
      if (talking() || previous === 'hoppedIn') {
        end({ status: 'completed', outcome: 'booked', reason: 'The load was booked.' });
      }
    },
    'agent.saidGoodbye': () => {
      h.send({ type: 'agent.saidGoodbye' });
      if (previous === 'terminating') {
        end({ status: 'canceled', outcome: 'terminated', reason: expected.terminateReason ?? '' });
      }
    },
    'approval.timeout': () => {
      h.send({ type: 'approval.timeout' });
      if (previous === 'approvalHold') resolve({ decision: 'expired' });
    },
  };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    const now = where(state.value);
    const { context } = snapshot;
    expect(context.status).toBe(expected.status);
    expect(context.approval).toEqual(expected.approval);
    expect(context.end).toEqual(expected.end);
    expect(context.terminateReason).toBe(expected.terminateReason);
    expect(context.hopInIntroduction).toBe(expected.introduction);
    expect(context.answeredBy).toBe(expected.answeredBy);
    expect(h.calls).toEqual(expected.calls);
    // Exactly the state's actors run, with the inputs the context gives them.
    expect([...h.running.keys()].sort()).toEqual([...RUNNING[now]].sort());
    if (now === 'conversation' || now === 'approvalHold') {
      expect(h.running.get('converse')).toEqual({
        callId: CALL_ID,
        answeredBy: expected.answeredBy,
      });
    }
    if (now === 'hoppedIn') {
      expect(h.running.get('standBy')).toEqual({
        callId: CALL_ID,
        introduction: expected.introduction,
      });
    }
    if (now === 'terminating') {
      expect(h.running.get('goodbye')).toEqual({
        callId: CALL_ID,
        reason: expected.terminateReason,
        hoppedIn: expected.introduction !== null,
      });
    }
    // Selectors.
    expect(selectCallRunStatus(snapshot)).toBe(expected.status);
    expect(selectCallRunGroup(snapshot)).toBe(GROUP_OF[now]);
    expect(selectCallRunApproval(snapshot)).toEqual(expected.approval);
    expect(selectCallRunEnd(snapshot)).toEqual(expected.end);
    expect(selectIsOnApprovalHold(snapshot)).toBe(now === 'approvalHold');
    expect(selectIsHoppedIn(snapshot)).toBe(now === 'hoppedIn');
    expect(selectIsTerminating(snapshot)).toBe(now === 'terminating');
    expect(selectIsCallRunEnded(snapshot)).toBe(now === 'ended');
    expect(selectTakesControls(snapshot)).toBe(now !== 'ended');
    previous = now;
  };

  return { events, states: { '*': check } };
}

describe('call-run model', () => {
  itMirrorsMachine(modelMachine, callRunMachine, '');
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, MODEL_EVENTS, { kind: 'shortest', vertex: 'transition' }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: { states: [...STATES], events: MODEL_EVENTS },
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

describe('call-run behaviour', () => {
  it('walks a booking: dial, ringing, answered, approval hold, approved, completed', () => {
    const h = createHarness();
    h.actor.start();
    h.send({ type: 'telephony.ringing' });
    h.send({ type: 'telephony.answered', answeredBy: 'human' });
    h.send({ type: 'agent.approvalRequested', ...APPROVAL });
    h.send({ type: 'call.approve' });
    h.send({ type: 'agent.finished', outcome: 'booked', reason: 'Booked at $2,300.' });
    expect(h.calls).toEqual([
      `status:${CALL_ID}:initiated`,
      `status:${CALL_ID}:ringing`,
      `status:${CALL_ID}:in-progress`,
      `approvalRequested:${CALL_ID}:${JSON.stringify(APPROVAL)}`,
      `approvalResolved:${CALL_ID}:${JSON.stringify({ decision: 'approved' })}`,
      `end:${CALL_ID}:${JSON.stringify({ status: 'completed', outcome: 'booked', reason: 'Booked at $2,300.' })}`,
    ]);
    expect(h.actor.getSnapshot().context.lastApproval).toBe('approved');
  });

  it('projects every change a watcher needs from the snapshots, the end last', () => {
    const h = createHarness();
    const changes: unknown[] = [];
    let told: CallRunSnapshot | undefined;
    h.actor.subscribe((snapshot) => {
      changes.push(...callRunChanges(told, snapshot));
      told = snapshot;
    });
    h.actor.start();
    h.send({ type: 'telephony.ringing' });
    h.send({ type: 'telephony.answered', answeredBy: 'human' });
    h.send({ type: 'agent.approvalRequested', ...APPROVAL });
    h.send({ type: 'call.reject', reason: 'Rate too low' });
    h.send({ type: 'agent.approvalRequested', ...APPROVAL });
    h.send({ type: 'call.terminate' });
    h.send({ type: 'agent.saidGoodbye' });
    h.send({ type: 'call.fail', reason: 'late' });
    expect(changes).toEqual([
      { type: 'status', status: 'initiated' },
      { type: 'status', status: 'ringing' },
      { type: 'status', status: 'in-progress' },
      { type: 'approvalRequested', approval: APPROVAL },
      { type: 'approvalResolved', decision: 'rejected' },
      { type: 'approvalRequested', approval: APPROVAL },
      { type: 'approvalResolved', decision: 'expired' },
      { type: 'ended', end: terminatedEnd(DEFAULT_TERMINATE_REASON) },
    ]);
  });

  it('ends exactly once: a later end, terminate or failure changes nothing', () => {
    const h = createHarness();
    h.actor.start();
    h.send({ type: 'telephony.answered', answeredBy: 'human' });
    h.send({ type: 'call.fail', reason: 'Agent error: boom' });
    const after = h.actor.getSnapshot();
    h.send({ type: 'call.fail', reason: 'again' });
    h.send({ type: 'call.terminate' });
    h.send({ type: 'agent.finished', outcome: 'booked', reason: 'late' });
    h.send({ type: 'agent.saidGoodbye' });
    expect(h.actor.getSnapshot().context).toEqual(after.context);
    expect(h.calls.filter((line) => line.startsWith('end:'))).toEqual([
      `end:${CALL_ID}:${JSON.stringify({ status: 'failed', outcome: 'failed', reason: 'Agent error: boom' })}`,
    ]);
  });

  it('terminating while on approval hold: the open request expires when the call ends', () => {
    const h = createHarness();
    h.actor.start();
    h.send({ type: 'telephony.answered', answeredBy: 'human' });
    h.send({ type: 'agent.approvalRequested', ...APPROVAL });
    h.send({ type: 'call.terminate', reason: '' });
    expect(h.actor.getSnapshot().context.approval).toEqual(APPROVAL);
    expect(h.running.get('goodbye')).toEqual({
      callId: CALL_ID,
      reason: DEFAULT_TERMINATE_REASON,
      hoppedIn: false,
    });
    h.send({ type: 'agent.saidGoodbye' });
    expect(h.calls.slice(-2)).toEqual([
      `approvalResolved:${CALL_ID}:${JSON.stringify({ decision: 'expired' })}`,
      `end:${CALL_ID}:${JSON.stringify({ status: 'canceled', outcome: 'terminated', reason: DEFAULT_TERMINATE_REASON })}`,
    ]);
  });

  it('a refined brokerOnLine guard ignores a hop-in once the line closed', () => {
    let open = true;
    const h = createHarness({ lineOpen: () => open });
    h.actor.start();
    h.send({ type: 'telephony.answered', answeredBy: 'human' });
    open = false;
    h.send({ type: 'call.hopIn' });
    expect(h.actor.getSnapshot().value).toEqual({ connected: 'conversation' });
    expect(h.calls.at(-1)).toBe(`hopInIgnored:${CALL_ID}`);
    open = true;
    h.send({ type: 'call.hopIn' });
    expect(h.actor.getSnapshot().value).toBe('hoppedIn');
  });

  it("maps each state to the contracts' status group of its status", () => {
    expect(Object.values(CALL_RUN_STATE_GROUPS).every((g) => CALL_STATUS_GROUPS.includes(g))).toBe(
      true,
    );
    expect(callStatusGroup('initiated')).toBe(CALL_RUN_STATE_GROUPS['placing.dialing']);
    expect(callStatusGroup('ringing')).toBe(CALL_RUN_STATE_GROUPS['placing.ringing']);
    expect(callStatusGroup('in-progress')).toBe(CALL_RUN_STATE_GROUPS.connected);
    expect(callStatusGroup('Terminated')).toBe(CALL_RUN_STATE_GROUPS.terminating);
    for (const status of ['completed', 'failed', 'busy', 'no-answer', 'canceled'] as const) {
      expect(callStatusGroup(status)).toBe(CALL_RUN_STATE_GROUPS.ended);
    }
  });
});
