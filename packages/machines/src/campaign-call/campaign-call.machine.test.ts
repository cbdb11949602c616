import { BOOKING_STATUSES, type BookingStatus, CALL_STATUS_LABELS } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { type Actor, assign, createActor, type SnapshotFrom, type StateValue, setup } from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import {
  CALL_STAGES,
  type CampaignCallMachine,
  type CampaignCallSnapshot,
  campaignCallMachine,
  stageOf,
} from './campaign-call.machine';
import {
  campaignCallChanges,
  selectCampaignCallBooking,
  selectCampaignCallLabel,
  selectCampaignCallRate,
  selectCampaignCallStatus,
  selectIsCampaignCallOver,
  selectIsCardExpanded,
} from './selectors';
import type { CampaignCallEvent } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine, with the engine's projection recorded.
// ---------------------------------------------------------------------------------------------

function createHarness() {
  const actor: Actor<CampaignCallMachine> = createActor(campaignCallMachine, {
    input: { callUid: 'call-1' },
  });
  const changes: string[] = [];
  let told: CampaignCallSnapshot | undefined;
  actor.subscribe((snapshot) => {
    for (const change of campaignCallChanges(told, snapshot)) changes.push(JSON.stringify(change));
    told = snapshot;
  });
  return { actor, changes, send: (event: CampaignCallEvent) => actor.send(event) };
}
type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The model: the same states; the context is the card's openness, the raw status and the rate.
// ---------------------------------------------------------------------------------------------

type ModelEvent =
  | { type: 'call.status'; status: string }
  | { type: 'call.booking'; status: BookingStatus }
  | { type: 'call.rate'; rate: number }
  | { type: 'card.toggle' };

interface ModelContext {
  expanded: boolean;
  status: string;
  booking: BookingStatus;
  rate: number | null;
}

type ModelAssign = typeof assign<ModelContext, ModelEvent, undefined, ModelEvent, never>;
const modelAssign: ModelAssign = assign;
const STAGE_TARGET: Record<string, string> = {
  pending: '#campaignCall.call.pending',
  ringing: '#campaignCall.call.ringing',
  inProgress: '#campaignCall.call.inProgress',
  connected: '#campaignCall.call.connected',
  completed: '#campaignCall.call.ended.completed',
  failed: '#campaignCall.call.ended.failed',
  unanswered: '#campaignCall.call.ended.unanswered',
};
const moves = Object.entries(STAGE_TARGET).map(([stage, target]) => ({
  guard: ({ event }: { event: ModelEvent }) =>
    event.type === 'call.status' && stageOf(event.status) === stage,
  target,
  actions: modelAssign(({ event }) =>
    event.type === 'call.status' ? { status: event.status } : {},
  ),
}));
const booking = (status: BookingStatus, target: string) => ({
  guard: ({ event }: { event: ModelEvent }) =>
    event.type === 'call.booking' && event.status === status,
  target,
  actions: modelAssign({ booking: status }),
});
const expand = modelAssign({ expanded: true });
const collapse = modelAssign({ expanded: false });

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
}).createMachine({
  id: 'campaignCall',
  type: 'parallel',
  context: { expanded: false, status: 'initiated', booking: 'Not Booked', rate: null },
  on: {
    'card.toggle': { actions: modelAssign(({ context }) => ({ expanded: !context.expanded })) },
    'call.rate': {
      actions: modelAssign(({ event }) => (event.type === 'call.rate' ? { rate: event.rate } : {})),
    },
  },
  states: {
    call: {
      initial: 'restoring',
      states: {
        restoring: { always: 'pending' },
        pending: { on: { 'call.status': moves } },
        ringing: { on: { 'call.status': moves } },
        inProgress: { entry: expand, on: { 'call.status': moves } },
        connected: { entry: collapse, on: { 'call.status': moves } },
        ended: {
          initial: 'completed',
          states: {
            completed: { entry: collapse },
            failed: { entry: collapse },
            unanswered: {},
          },
        },
      },
    },
    booking: {
      initial: 'restoring',
      states: {
        restoring: { always: 'notBooked' },
        notBooked: {
          on: {
            'call.booking': [
              booking('Negotiating', 'negotiating'),
              booking('Booked', 'booked'),
              booking('Rejected', 'rejected'),
            ],
          },
        },
        negotiating: {
          on: {
            'call.booking': [
              booking('Not Booked', 'notBooked'),
              booking('Booked', 'booked'),
              booking('Rejected', 'rejected'),
            ],
          },
        },
        booked: {},
        rejected: {},
      },
    },
  },
});
type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

// One status of each stage (the others of a stage take the same transitions), and an unknown one.
const STATUS_EVENTS: ModelEvent[] = Object.values(CALL_STAGES).map((statuses) => ({
  type: 'call.status',
  status: statuses[statuses.length - 1] as string,
}));
const MODEL_EVENTS: ModelEvent[] = [
  ...STATUS_EVENTS,
  { type: 'call.status', status: 'teleported' },
  ...BOOKING_STATUSES.map((status) => ({ type: 'call.booking' as const, status })),
  { type: 'call.rate', rate: 2150 },
  { type: 'card.toggle' },
];
const modelEvents = (state: ModelSnapshot) =>
  MODEL_EVENTS.filter((event) => event.type === 'card.toggle' || state.can(event));

function createPathRunner(h: Harness) {
  let seen = 0;
  const events = {
    'call.status': ({ event }: { event: ModelEvent }) => h.send(event as CampaignCallEvent),
    'call.booking': ({ event }: { event: ModelEvent }) => h.send(event as CampaignCallEvent),
    'call.rate': ({ event }: { event: ModelEvent }) => h.send(event as CampaignCallEvent),
    'card.toggle': () => h.send({ type: 'card.toggle' }),
  };
  let previous: ModelContext = {
    expanded: false,
    status: 'initiated',
    booking: 'Not Booked',
    rate: null,
  };
  let wasOver = false;
  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    const { status, booking: bookingStatus, rate, expanded } = state.context;
    expect(selectCampaignCallStatus(snapshot)).toBe(status);
    expect(selectCampaignCallLabel(snapshot)).toBe(
      CALL_STATUS_LABELS[status as keyof typeof CALL_STATUS_LABELS],
    );
    expect(selectCampaignCallBooking(snapshot)).toBe(bookingStatus);
    expect(selectCampaignCallRate(snapshot)).toBe(rate);
    expect(selectIsCardExpanded(snapshot)).toBe(expanded);
    const over = state.matches({ call: 'ended' });
    expect(selectIsCampaignCallOver(snapshot)).toBe(over);
    // What the engine stores and pushes for this step: exactly what changed, the end once.
    const expected: string[] = [];
    if (status !== previous.status) expected.push(JSON.stringify({ type: 'status', status }));
    if (rate !== previous.rate) expected.push(JSON.stringify({ type: 'rate', rate }));
    if (bookingStatus !== previous.booking) {
      expected.push(JSON.stringify({ type: 'booking', status: bookingStatus }));
    }
    if (over && !wasOver) expected.push(JSON.stringify({ type: 'over' }));
    expect(h.changes.slice(seen)).toEqual(expected);
    seen = h.changes.length;
    previous = state.context;
    wasOver = over;
  };
  return { events, states: { '*': check } };
}

const CALL_VALUES: StateValue[] = [
  'pending',
  'ringing',
  'inProgress',
  'connected',
  { ended: 'completed' },
  { ended: 'failed' },
  { ended: 'unanswered' },
];
const BOOKING_VALUES = ['notBooked', 'negotiating', 'booked', 'rejected'];

describe('campaign-call model', () => {
  itMirrorsMachine(modelMachine, campaignCallMachine, 'call.');
  itMirrorsMachine(modelMachine, campaignCallMachine, 'card.');
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, modelEvents, {
      kind: 'shortest',
      vertex: 'transition-from-value',
    }),
    runPath: modelPathRunner(createHarness, (h) => {
      // The initial status is told at start, before the first step.
      h.changes.splice(0);
      return createPathRunner(h);
    }),
    covers: {
      // Every stage of the call with every booking status (two regions).
      states: CALL_VALUES.flatMap((call) => BOOKING_VALUES.map((booking) => ({ call, booking }))),
      events: MODEL_EVENTS.filter((e) => !(e.type === 'call.status' && e.status === 'teleported')),
    },
  });
});

describe('campaign-call behaviour', () => {
  it.each([
    ['in-progress', { call: 'inProgress', booking: 'negotiating' }, true],
    ['busy', { call: { ended: 'unanswered' }, booking: 'negotiating' }, false],
    ['completed', { call: { ended: 'completed' }, booking: 'negotiating' }, false],
  ] as const)(
    'when made from a stored %s call, then it starts in that stage',
    (status, value, expanded) => {
      const actor = createActor(campaignCallMachine, {
        input: { callUid: 'c', status, bookingStatus: 'Negotiating', carrierRate: 2100 },
      }).start();
      expect(actor.getSnapshot().value).toEqual(value);
      expect(selectIsCardExpanded(actor.getSnapshot())).toBe(expanded);
      expect(selectCampaignCallRate(actor.getSnapshot())).toBe(2100);
    },
  );

  it('an ended call takes no more statuses; a person can still open its card', () => {
    const h = createHarness();
    h.actor.start();
    h.send({ type: 'call.status', status: 'in-progress' });
    h.send({ type: 'call.status', status: 'failed' });
    h.send({ type: 'call.status', status: 'in-progress' });
    expect(h.actor.getSnapshot().value).toEqual({
      call: { ended: 'failed' },
      booking: 'notBooked',
    });
    expect(selectIsCardExpanded(h.actor.getSnapshot())).toBe(false);
    h.send({ type: 'card.toggle' });
    expect(selectIsCardExpanded(h.actor.getSnapshot())).toBe(true);
    expect(StateValueOf(h.actor.getSnapshot())).toContain('failed');
  });
});

const StateValueOf = (snapshot: { value: StateValue }) => JSON.stringify(snapshot.value);
