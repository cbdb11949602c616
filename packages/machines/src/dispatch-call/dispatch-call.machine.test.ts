import {
  ACTIVE_CALL_STATUSES,
  type ActiveCall,
  CALL_STATUS_LABELS,
  DISPATCH_CALL_STATUSES,
  type DispatchCallStatus,
  type DispatchLiveMessage,
  ENDED_CALL_STATUSES,
  type ExtractedLoadDetails,
  isEndedCallStatus as isEndedStatus,
  callStatusGroup as statusGroup,
  dispatchCallStatusLabel as statusLabel,
} from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { type Actor, assign, createActor, type SnapshotFrom, type StateValue, setup } from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import {
  changedFieldNames,
  type DispatchCallMachine,
  dispatchCallMachine,
} from './dispatch-call.machine';
import {
  selectCallGroup,
  selectCallStatusLabel,
  selectCanRemove,
  selectIsAwaitingApproval,
  selectRemoveHint,
  selectShouldWatch,
  selectShowEnd,
  selectShowHopIn,
} from './selectors';
import type { ApprovalRequest, LiveExtractedData, LiveTranscriptEntry } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with fakes for the two injected actions. The test
// speaks for the socket (call.message, call.socketError, call.socketClosed) and the dispatcher.
// ---------------------------------------------------------------------------------------------

const CALL_ID = 'call-7';
const AT = '2025-03-14T15:00:00Z';

const LOAD_A: ExtractedLoadDetails = {
  stops: [
    {
      cityState: 'Dallas, TX',
      stopType: 'PICKUP',
      appointmentType: 'APPT',
      appointmentDate: '2025-03-15',
      appointmentTime: '08:00',
      appointmentWindowStart: null,
      appointmentWindowEnd: null,
    },
  ],
  numberOfStops: 1,
  originDeadhead: null,
  totalDistance: 452,
  totalDistanceWithDeadhead: null,
  brokerOfferedRate: 1350,
  ratePerMile: null,
  ratePerMileWithDeadhead: null,
  marketRateRange: null,
  weight: 38000,
  commodity: 'Frozen poultry',
  temperature: null,
  equipmentType: 'reefer',
  specialInstructions: null,
  referenceNumber: null,
};
const LOAD_B: ExtractedLoadDetails = { ...LOAD_A, weight: 40000, brokerOfferedRate: 1400 };
const CALL_DETAILS = { brokerPhone: '+1-214-555-0199', brokerExtension: null };

const EXTRACTED_A = {
  loadDetails: LOAD_A,
  callDetails: CALL_DETAILS,
  metadata: { source: 'call', turn: 3 },
};
const EXTRACTED_B = { ...EXTRACTED_A, loadDetails: LOAD_B, metadata: { source: 'call', turn: 5 } };
/** A's rate is its broker offer; B carries a direct carrier_rate. */
const RATE_A = 1350;
const RATE_B = 1450;
/** Written out (not derived): the first update flashes every field it carries. */
const FIRST_CHANGED = [
  'stops',
  'numberOfStops',
  'totalDistance',
  'brokerOfferedRate',
  'weight',
  'commodity',
  'equipmentType',
  'brokerPhone',
  'carrierRate',
];
const TOGGLE_CHANGED = ['brokerOfferedRate', 'weight', 'carrierRate'];

const RESTORED_TRANSCRIPT = [
  { sender: 'agent' as const, message: 'Hi, calling about the Dallas load.', timestamp: AT },
  { sender: 'user' as const, message: 'Sure, go ahead.', timestamp: AT },
];

function activeCall(status: DispatchCallStatus, pending_approval = false): ActiveCall {
  return {
    uid: CALL_ID,
    id: CALL_ID,
    to_number: '+12145550199',
    load_details: LOAD_A,
    call_details: CALL_DETAILS,
    transcript: RESTORED_TRANSCRIPT,
    details_only: false,
    load_details_text: 'DAL to MEM',
    status,
    initiator: 'web',
    rate_range: { min: 1200, max: 1500 },
    dispatcher_approval_required: true,
    pending_approval,
    created_at: AT,
  };
}

function createHarness() {
  const calls: string[] = [];
  const machine = dispatchCallMachine.provide({
    actions: {
      sendSessionUpdate: (_, { callId, update }) =>
        calls.push(`sendSessionUpdate:${callId}:${JSON.stringify(update)}`),
      playApprovalSound: (_, { callId }) => calls.push(`playApprovalSound:${callId}`),
    },
  });
  const actor: Actor<DispatchCallMachine> = createActor(machine, { input: { callId: CALL_ID } });
  const message = (body: DispatchLiveMessage) =>
    actor.send({ type: 'call.message', message: body });
  const status = (value: DispatchCallStatus, text?: string) =>
    message({
      type: 'connection_status',
      call_id: CALL_ID,
      status: value,
      ...(text ? { message: text } : {}),
    });
  return { actor, calls, message, status };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states, with each live message abstracted to its kind and the
// context to whether an approval request is pending. The machine has no invoke or after, but
// its context (transcript, extracted data) grows without bound. A drift test checks that states
// and handled events match.
// ---------------------------------------------------------------------------------------------

type Kind =
  | 'initiated'
  | 'ringing'
  | 'connected'
  | 'Terminated'
  | 'completed'
  | 'error'
  | 'conversation'
  | 'replay'
  | 'extracted'
  | 'approvalRequest'
  | 'approvalResolved'
  | 'otherCall';
type RestoreCase = 'ringing' | 'connected' | 'approval' | 'completed';
type ModelEvent =
  | { type: 'call.message'; kind: Kind }
  | { type: 'call.hopIn' }
  | { type: 'call.end' }
  | { type: 'call.approve' }
  | { type: 'call.reject'; reason: 'given' | 'default' }
  | { type: 'call.socketError' }
  | { type: 'call.socketClosed' }
  | { type: 'call.restore'; status: RestoreCase };

const kindIs =
  (...kinds: Kind[]) =>
  ({ event }: { event: ModelEvent }) =>
    event.type === 'call.message' && kinds.includes(event.kind);
const restores =
  (...cases: RestoreCase[]) =>
  ({ event }: { event: ModelEvent }) =>
    event.type === 'call.restore' && cases.includes(event.status);
const pending = ({ context }: { context: { approval: boolean } }) => context.approval;

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as { approval: boolean } },
  actions: { ignored: () => {} },
}).createMachine({
  id: 'dispatchCall',
  context: { approval: false },
  initial: 'active',
  on: {
    'call.message': [
      { guard: kindIs('approvalResolved'), actions: assign({ approval: false }) },
      { actions: 'ignored' },
    ],
    'call.restore': [
      { guard: restores('completed'), target: '.ended', actions: assign({ approval: false }) },
      {
        guard: restores('approval'),
        target: '.active.live',
        actions: assign({ approval: true }),
      },
      {
        guard: restores('connected'),
        target: '.active.live',
        actions: assign({ approval: false }),
      },
      { target: '.active.ringing', actions: assign({ approval: false }) },
    ],
  },
  states: {
    active: {
      initial: 'pending',
      states: {
        pending: {},
        ringing: {},
        live: { on: { 'call.hopIn': { actions: 'ignored' } } },
      },
      on: {
        'call.message': [
          { guard: kindIs('initiated'), target: '.pending' },
          { guard: kindIs('ringing'), target: '.ringing' },
          { guard: kindIs('connected'), target: '.live' },
          { guard: kindIs('Terminated'), target: 'ending', actions: assign({ approval: false }) },
          {
            guard: kindIs('completed', 'error'),
            target: 'ended',
            actions: assign({ approval: false }),
          },
          { guard: kindIs('approvalRequest'), actions: assign({ approval: true }) },
          { guard: kindIs('approvalResolved'), actions: assign({ approval: false }) },
          { actions: 'ignored' },
        ],
        'call.end': { target: 'ending', actions: assign({ approval: false }) },
        'call.approve': [
          { guard: pending, actions: assign({ approval: false }) },
          { actions: 'ignored' },
        ],
        'call.reject': [
          { guard: pending, actions: assign({ approval: false }) },
          { actions: 'ignored' },
        ],
        'call.socketError': { target: 'ended', actions: assign({ approval: false }) },
        'call.socketClosed': { target: 'ended', actions: assign({ approval: false }) },
      },
    },
    ending: {
      on: {
        'call.message': [
          { guard: kindIs('completed', 'error'), target: 'ended' },
          { actions: 'ignored' },
        ],
        'call.socketError': { target: 'ended' },
        'call.socketClosed': { target: 'ended' },
      },
    },
    ended: {
      on: {
        'call.socketError': { actions: 'ignored' },
        'call.socketClosed': { actions: 'ignored' },
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const KINDS: Kind[] = [
  'initiated',
  'ringing',
  'connected',
  'Terminated',
  'completed',
  'error',
  'conversation',
  'replay',
  'extracted',
  'approvalRequest',
  'approvalResolved',
  'otherCall',
];
const MODEL_EVENTS: ModelEvent[] = [
  ...KINDS.map((kind): ModelEvent => ({ type: 'call.message', kind })),
  { type: 'call.reject', reason: 'given' },
  { type: 'call.reject', reason: 'default' },
  ...(['ringing', 'connected', 'approval', 'completed'] as const).map(
    (status): ModelEvent => ({ type: 'call.restore', status }),
  ),
];

const APPROVAL = {
  rate: 1400,
  loadDetails: LOAD_B,
  message: 'Broker agreed to $1,400. Approve?',
} satisfies ApprovalRequest;

const key = (value: StateValue) => JSON.stringify(value);

function createPathRunner(h: Harness) {
  const expected = {
    status: 'initiated' as DispatchCallStatus,
    label: 'Initiated',
    transcript: new Map<number, LiveTranscriptEntry>(),
    extracted: null as LiveExtractedData | null,
    carrierRate: null as number | null,
    changedFields: [] as string[],
    approval: null as ApprovalRequest | null,
    calls: [] as string[],
  };
  let previous: StateValue = { active: 'pending' };
  const wasActive = () => typeof previous === 'object';
  const wasEnding = () => previous === 'ending';
  const update = (body: object) =>
    expected.calls.push(`sendSessionUpdate:${CALL_ID}:${JSON.stringify(body)}`);
  const setStatus = (status: DispatchCallStatus, label: string) => {
    expected.status = status;
    expected.label = label;
  };
  /** An ended status: from an active state it shows its label; after End Call, 'Call Ended'. */
  const endWith = (status: DispatchCallStatus, label: string) => {
    if (wasEnding()) setStatus(status, 'Call Ended');
    if (!wasActive()) return;
    setStatus(status, label);
    expected.approval = null;
  };

  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => void;
  const messages: Record<Kind, () => void> = {
    initiated: () => {
      h.status('initiated');
      if (wasActive()) setStatus('initiated', 'Initiated');
    },
    ringing: () => {
      h.status('ringing');
      if (wasActive()) setStatus('ringing', 'Calling');
    },
    connected: () => {
      h.status('connected');
      if (wasActive()) setStatus('connected', 'Connected');
    },
    Terminated: () => {
      h.status('Terminated');
      if (wasActive()) {
        setStatus('Terminated', 'Ending...');
        expected.approval = null;
      }
    },
    completed: () => {
      h.status('completed');
      endWith('completed', 'Call completed');
    },
    error: () => {
      h.status('error', 'Carrier line dropped');
      endWith('error', 'Carrier line dropped');
    },
    conversation: () => {
      const index = expected.transcript.size;
      const line = { index, sender: 'agent' as const, message: `line ${index}`, timestamp: AT };
      h.message({ type: 'update_conversation', call_id: CALL_ID, ...line });
      expected.transcript.set(index, line);
    },
    replay: () => {
      // A repeated index replaces the line (a reconnect replays, or the agent corrects it).
      const line = { index: 0, sender: 'agent' as const, message: 'line 0 (again)', timestamp: AT };
      h.message({ type: 'update_conversation', call_id: CALL_ID, ...line });
      expected.transcript.set(0, line);
    },
    extracted: () => {
      const first = expected.extracted === null;
      const toB = expected.extracted?.loadDetails.weight === LOAD_A.weight;
      const next = toB ? EXTRACTED_B : EXTRACTED_A;
      h.message({
        type: 'update_extracted_data',
        call_id: CALL_ID,
        ...next,
        ...(toB ? { carrier_rate: RATE_B } : {}),
      });
      expected.extracted = next;
      expected.carrierRate = toB ? RATE_B : RATE_A;
      expected.changedFields = first ? FIRST_CHANGED : TOGGLE_CHANGED;
    },
    approvalRequest: () => {
      h.message({ type: 'dispatcher_approval_request', call_id: CALL_ID, ...APPROVAL });
      if (!wasActive()) return;
      if (expected.approval === null) expected.calls.push(`playApprovalSound:${CALL_ID}`);
      expected.approval = APPROVAL;
    },
    approvalResolved: () => {
      h.message({ type: 'approval_resolved', call_id: CALL_ID, decision: 'expired' });
      expected.approval = null;
    },
    otherCall: () =>
      h.message({ type: 'connection_status', call_id: 'call-other', status: 'completed' }),
  };

  const events: Record<ModelEvent['type'], Executor> = {
    'call.message': ({ event }) => {
      if (event.type === 'call.message') messages[event.kind]();
    },
    'call.hopIn': () => {
      h.actor.send({ type: 'call.hopIn' });
      update({
        update_type: 'ADD_PARTICIPANT',
        context_update: { introduction: '', hop_in: true },
      });
    },
    'call.end': () => {
      h.actor.send({ type: 'call.end' });
      update({
        update_type: 'TERMINATE_CALL',
        context_update: { reason: 'Dispatcher ended the call' },
      });
      setStatus('Terminated', 'Ending...');
      expected.approval = null;
    },
    'call.approve': () => {
      const approval = expected.approval;
      h.actor.send({ type: 'call.approve' });
      if (approval === null) return;
      update({
        update_type: 'LOAD_APPROVAL',
        context_update: { load_details: approval.loadDetails },
      });
      expected.approval = null;
    },
    'call.reject': ({ event }) => {
      const given = event.type === 'call.reject' && event.reason === 'given';
      h.actor.send({ type: 'call.reject', ...(given ? { reason: ' Rate too low ' } : {}) });
      if (expected.approval === null) return;
      update({
        update_type: 'LOAD_REJECTION',
        context_update: { reason: given ? 'Rate too low' : 'Dispatcher rejected the load!' },
      });
      expected.approval = null;
    },
    'call.socketError': () => {
      h.actor.send({ type: 'call.socketError' });
      if (wasActive() || wasEnding()) {
        setStatus('error', 'Error');
        expected.approval = null;
      }
    },
    'call.socketClosed': () => {
      h.actor.send({ type: 'call.socketClosed' });
      if (wasActive()) {
        setStatus('closed', 'Closed');
        expected.approval = null;
      } else if (wasEnding()) setStatus('closed', 'Call Ended');
    },
    'call.restore': ({ event }) => {
      if (event.type !== 'call.restore') return;
      const restored: Record<RestoreCase, [DispatchCallStatus, DispatchCallStatus, string]> = {
        ringing: ['ringing', 'ringing', 'Calling'],
        connected: ['connected', 'connected', 'Connected'],
        approval: ['in-progress', 'in-progress', 'In Progress'],
        // A completed call is shown as closed, without reconnecting.
        completed: ['completed', 'closed', 'Closed'],
      };
      const [raw, status, label] = restored[event.status];
      h.actor.send({ type: 'call.restore', call: activeCall(raw, event.status === 'approval') });
      setStatus(status, label);
      expected.transcript = new Map(
        RESTORED_TRANSCRIPT.map((line, index) => [index, { ...line, index }]),
      );
      expected.extracted = {
        loadDetails: LOAD_A,
        callDetails: CALL_DETAILS,
        metadata: expected.extracted?.metadata ?? {},
      };
      expected.carrierRate = LOAD_A.brokerOfferedRate;
      expected.changedFields = [];
      expected.approval =
        event.status === 'approval'
          ? (expected.approval ?? { rate: null, loadDetails: LOAD_A, message: '' })
          : null;
    },
  };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    const { context } = snapshot;
    expect(context.status).toBe(expected.status);
    expect(context.statusLabel).toBe(expected.label);
    expect(selectCallStatusLabel(snapshot)).toBe(expected.label);
    expect(context.transcript).toEqual(
      [...expected.transcript.values()].sort((a, b) => a.index - b.index),
    );
    expect(context.extracted).toEqual(expected.extracted);
    expect(context.carrierRate).toBe(expected.carrierRate);
    expect(context.changedFields).toEqual(expected.changedFields);
    expect(context.approval).toEqual(expected.approval);
    expect(selectIsAwaitingApproval(snapshot)).toBe(state.context.approval);
    expect(h.calls).toEqual(expected.calls);
    const active = (ACTIVE_CALL_STATUSES as readonly string[]).includes(expected.status);
    expect(selectCanRemove(snapshot)).toBe(!active);
    expect(selectRemoveHint(snapshot)).toBe(active ? 'Cannot remove active call' : null);
    const value = key(state.value);
    expect(selectShowHopIn(snapshot)).toBe(value === key({ active: 'live' }));
    expect(selectShowEnd(snapshot)).toBe(
      value === key({ active: 'live' }) || value === key({ active: 'ringing' }),
    );
    expect(selectShouldWatch(snapshot)).toBe(value !== '"ended"');
    expect(selectCallGroup(snapshot)).toBe(
      typeof state.value === 'string' ? state.value : state.value.active,
    );
    previous = state.value;
  };

  return { events, states: { '*': check } };
}

describe('dispatch-call model', () => {
  itMirrorsMachine(modelMachine, dispatchCallMachine, 'call.');
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, MODEL_EVENTS, { kind: 'shortest', vertex: 'transition' }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: {
      states: [{ active: 'pending' }, { active: 'ringing' }, { active: 'live' }, 'ending', 'ended'],
      events: [
        ...MODEL_EVENTS,
        { type: 'call.hopIn' },
        { type: 'call.end' },
        { type: 'call.approve' },
        { type: 'call.socketError' },
        { type: 'call.socketClosed' },
      ],
    },
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

describe('dispatch-call pure parts', () => {
  it('labels every dispatch status', () => {
    const labels = Object.fromEntries(DISPATCH_CALL_STATUSES.map((s) => [s, statusLabel(s)]));
    expect(labels).toEqual({
      idle: 'Ready',
      waiting: 'Calling',
      calling: 'Calling',
      ringing: 'Calling',
      success: 'Connected',
      error: 'Error',
      closed: 'Closed',
      connecting: 'Connecting',
      connected: 'Connected',
      initiated: 'Initiated',
      answered: 'Answered',
      busy: 'Busy',
      'no-answer': 'No Answer',
      canceled: 'Canceled',
      'in-progress': 'In Progress',
      completed: 'Call completed',
      failed: 'Failed',
      Terminated: 'Ending...',
    });
    expect(statusLabel('error', 'Carrier line dropped')).toBe('Carrier line dropped');
    expect(statusLabel('disconnected')).toBe('Error');
    expect(statusLabel('something-new')).toBe('something-new');
  });

  it('keeps the §4 table for other call cards', () => {
    expect(CALL_STATUS_LABELS.idle).toBe('Pending');
    expect(CALL_STATUS_LABELS.calling).toBe('Ringing');
    expect(CALL_STATUS_LABELS.success).toBe('In Progress');
    expect(CALL_STATUS_LABELS.closed).toBe('Completed');
    expect(CALL_STATUS_LABELS.error).toBe('Failed');
  });

  it('groups statuses into the machine states', () => {
    const groups = Object.fromEntries(DISPATCH_CALL_STATUSES.map((s) => [s, statusGroup(s)]));
    expect(groups).toEqual({
      idle: 'pending',
      initiated: 'pending',
      connecting: 'pending',
      waiting: 'ringing',
      calling: 'ringing',
      ringing: 'ringing',
      success: 'live',
      connected: 'live',
      answered: 'live',
      'in-progress': 'live',
      Terminated: 'ending',
      closed: 'ended',
      completed: 'ended',
      failed: 'ended',
      busy: 'ended',
      'no-answer': 'ended',
      canceled: 'ended',
      error: 'ended',
    });
    for (const status of ENDED_CALL_STATUSES) expect(isEndedStatus(status)).toBe(true);
  });

  it('names the changed fields, including the carrier rate', () => {
    expect(changedFieldNames(EXTRACTED_A, EXTRACTED_A, RATE_A, RATE_A)).toEqual([]);
    expect(changedFieldNames(EXTRACTED_A, EXTRACTED_B, RATE_A, RATE_B)).toEqual(TOGGLE_CHANGED);
    expect(changedFieldNames(null, EXTRACTED_A, null, RATE_A)).toEqual(FIRST_CHANGED);
  });
});

describe('dispatch-call behaviour', () => {
  it('walks a full booking: ringing, connected, approval, approve, completed', () => {
    const h = createHarness();
    h.actor.start();
    h.status('waiting');
    expect(selectCallStatusLabel(h.actor.getSnapshot())).toBe('Calling');
    expect(selectCanRemove(h.actor.getSnapshot())).toBe(true);
    h.status('calling');
    expect(selectCanRemove(h.actor.getSnapshot())).toBe(false);
    h.status('answered');
    h.status('in-progress');
    expect(h.actor.getSnapshot().value).toEqual({ active: 'live' });
    h.message({ type: 'dispatcher_approval_request', call_id: CALL_ID, ...APPROVAL });
    h.message({ type: 'dispatcher_approval_request', call_id: CALL_ID, ...APPROVAL, rate: 1425 });
    expect(h.actor.getSnapshot().context.approval?.rate).toBe(1425);
    h.actor.send({ type: 'call.approve' });
    h.status('completed');
    expect(h.actor.getSnapshot().value).toBe('ended');
    expect(selectCallStatusLabel(h.actor.getSnapshot())).toBe('Call completed');
    expect(h.calls).toEqual([
      `playApprovalSound:${CALL_ID}`,
      `sendSessionUpdate:${CALL_ID}:${JSON.stringify({
        update_type: 'LOAD_APPROVAL',
        context_update: { load_details: LOAD_B },
      })}`,
    ]);
  });

  it('End Call reads Ending... until an ended status, then Call Ended', () => {
    const h = createHarness();
    h.actor.start();
    h.status('connected');
    h.actor.send({ type: 'call.end', reason: 'Found another load' });
    expect(selectCallStatusLabel(h.actor.getSnapshot())).toBe('Ending...');
    expect(h.actor.getSnapshot().context.status).toBe('Terminated');
    h.status('in-progress');
    expect(selectCallStatusLabel(h.actor.getSnapshot())).toBe('Ending...');
    h.status('busy');
    expect(selectCallStatusLabel(h.actor.getSnapshot())).toBe('Call Ended');
    expect(h.calls).toEqual([
      `sendSessionUpdate:${CALL_ID}:${JSON.stringify({
        update_type: 'TERMINATE_CALL',
        context_update: { reason: 'Found another load' },
      })}`,
    ]);
  });

  it('keeps the transcript ordered when lines arrive out of order, and ignores other calls', () => {
    const h = createHarness();
    h.actor.start();
    for (const index of [2, 0, 1, 0]) {
      h.message({
        type: 'update_conversation',
        call_id: CALL_ID,
        index,
        sender: index % 2 ? 'user' : 'agent',
        message: `line ${index}`,
        timestamp: AT,
      });
    }
    h.message({
      type: 'update_conversation',
      call_id: 'call-other',
      index: 3,
      sender: 'user',
      message: 'not ours',
      timestamp: AT,
    });
    expect(h.actor.getSnapshot().context.transcript.map((line) => line.index)).toEqual([0, 1, 2]);
  });

  it('ends with the socket error message', () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'call.socketError', message: 'Connection lost' });
    expect(selectCallStatusLabel(h.actor.getSnapshot())).toBe('Connection lost');
    expect(selectShouldWatch(h.actor.getSnapshot())).toBe(false);
  });
});
