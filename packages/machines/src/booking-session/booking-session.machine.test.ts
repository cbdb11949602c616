import type { ActiveCall } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  assign,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { selectCallStatusLabel } from '../dispatch-call/selectors';
import { dispatchDraftMachine } from '../dispatch-draft/dispatch-draft.machine';
import type {
  InitiateCallInput,
  InitiateCallOutput,
  ParseLoadInput,
  ParseLoadOutput,
} from '../dispatch-draft/types';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import type { TruckDetails } from '../truck-details-panel/types';
import {
  type BookingSessionMachine,
  bookingSessionMachine,
  callInfoFromActive,
  FOLLOW_DELAY_MS,
  missingCallIds,
  reportingDraftLogic,
  unknownIds,
} from './booking-session.machine';
import {
  selectBookingDrafts,
  selectIsRestoringCalls,
  selectMissingCallIds,
  selectRunningCalls,
  selectSelectedCallId,
  selectSessionIds,
  selectShowsClear,
  selectShowsNoCalls,
  selectSkeletonCount,
} from './selectors';
import type { BookingSessionEvent, FetchActiveCallsInput, FetchActiveCallsOutput } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine on a simulated clock, spawning the real draft and
// call machines; the parser, the call start, active_calls and the session store are fakes that
// record what they are asked (the promises stay pending until the test settles them).
// ---------------------------------------------------------------------------------------------

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const TRUCK: TruckDetails = {
  location: 'Dallas, TX',
  date: '2025-03-14',
  time: { hour: 9, minutes: 30 },
  equipmentType: 'reefer',
};
const STARTED_AT = '2025-03-14T15:00:00.000Z';
/** The call restored at load (or added by another tab). */
const REMOTE = 'call-r';
/** The call started from a draft in this tab. */
const LOCAL = 'call-l';

function activeCall(uid: string): ActiveCall {
  return {
    uid,
    id: uid,
    to_number: '+12145550100',
    load_details: null,
    call_details: null,
    transcript: [],
    details_only: true,
    load_details_text: '',
    status: 'calling',
    initiator: 'web',
    rate_range: { min: 0, max: 0 },
    dispatcher_approval_required: false,
    pending_approval: false,
    created_at: '2025-03-14T14:00:00.000Z',
  };
}

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Effect = 'parseLoad' | 'initiateCall' | 'fetchActiveCalls';

function createHarness(sessionIds: string[] = [REMOTE]) {
  const calls: string[] = [];
  const pending: Record<Effect, Deferred[]> = {
    parseLoad: [],
    initiateCall: [],
    fetchActiveCalls: [],
  };
  const defer = <T>(name: Effect, label: string): Promise<T> => {
    calls.push(label);
    return new Promise<T>((resolve, reject) => {
      pending[name].push({ resolve: resolve as (value: unknown) => void, reject });
    });
  };
  let otherTab: ((event: BookingSessionEvent) => void) | null = null;
  const clock = new SimulatedClock();

  const draftLogic = reportingDraftLogic(
    dispatchDraftMachine.provide({
      actors: {
        parseLoad: fromPromise<ParseLoadOutput, ParseLoadInput>(() =>
          defer('parseLoad', 'parseLoad'),
        ),
        initiateCall: fromPromise<InitiateCallOutput, InitiateCallInput>(() =>
          defer('initiateCall', 'initiateCall'),
        ),
      },
    }),
  );
  const machine = bookingSessionMachine.provide({
    actors: {
      dispatchDraft: draftLogic,
      fetchActiveCalls: fromPromise<FetchActiveCallsOutput, FetchActiveCallsInput>(({ input }) =>
        defer('fetchActiveCalls', `fetchActiveCalls:${input.ids.join(',')}`),
      ),
      watchSession: fromCallback<BookingSessionEvent>(({ sendBack }) => {
        otherTab = sendBack;
        return () => {
          otherTab = null;
        };
      }),
    },
    actions: {
      addToSession: (_, { id }) => calls.push(`addToSession:${id}`),
      removeFromSession: (_, { ids }) => calls.push(`removeFromSession:${ids.join(',')}`),
      clearSession: () => calls.push('clearSession'),
      notifyInitiateFailed: (_, { message }) => calls.push(`notifyInitiateFailed:${message}`),
      notifyParseFailed: (_, { message }) => calls.push(`notifyParseFailed:${message}`),
      notifyRestoreFailed: () => calls.push('notifyRestoreFailed'),
    },
  });
  const actor: Actor<BookingSessionMachine> = createActor(machine, {
    input: { sessionIds, now: () => STARTED_AT },
    clock,
  });

  async function settle(name: Effect, outcome: { value: unknown } | { error: unknown }) {
    const deferred = pending[name].shift();
    if (!deferred) throw new Error(`no pending ${name}`);
    if ('value' in outcome) deferred.resolve(outcome.value);
    else deferred.reject(outcome.error);
    await flush();
  }
  const fromOtherTab = (ids: string[]) => {
    if (!otherTab) throw new Error('the session is not watched');
    otherTab({ type: 'booking.sessionChanged', ids });
  };
  const draft = () => {
    const first = actor.getSnapshot().context.drafts[0];
    if (!first) throw new Error('no draft');
    return first;
  };

  return { actor, calls, clock, settle, fromOtherTab, draft };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states; the context is abstracted to one draft, one call started
// here (LOCAL) and one call of the session from elsewhere (REMOTE). The effects' outcomes and the
// follow delay are model events performed on the real actor. A drift test checks that states and
// handled events match.
// ---------------------------------------------------------------------------------------------

type Remote = 'none' | 'missing' | 'tracked';
type Local = 'none' | 'pending' | 'followed';
interface ModelContext {
  draft: boolean;
  local: Local;
  remote: Remote;
  /** restoreIds is [REMOTE]: being restored, or its restore failed. */
  tried: boolean;
  selected: boolean;
}
type SessionChange = 'add' | 'drop' | 'clear' | 'same';
/**
 * createTestModel tries every event type a state handles; a type that makes no sense in the
 * abstract state (Remove Draft with no draft) is offered as `{ type, skip: true }`: the model
 * ignores it, the runner does nothing, and the paths that end in one are dropped.
 */
type Skip = { type: RealEvent['type']; skip: true };
type RealEvent =
  | { type: 'booking.newDraft' }
  | { type: 'booking.removeDraft' }
  | { type: 'booking.draftParseFailed' }
  | { type: 'booking.draftInitiateFailed' }
  | { type: 'draft.done' }
  | { type: 'booking.follow' }
  | { type: 'booking.removeCall'; call: 'local' | 'remote' }
  | { type: 'booking.sessionChanged'; change: SessionChange }
  | { type: 'booking.reset' }
  | { type: 'restore.resolve'; found: boolean }
  | { type: 'restore.reject' };
type ModelEvent = RealEvent | Skip;
const isSkip = ({ event }: { event: ModelEvent }) => 'skip' in event;
const SKIP = { guard: isSkip };

/** The REMOTE status after another tab's change. */
const remoteAfter = (remote: Remote, change: SessionChange): Remote => {
  if (change === 'add') return remote === 'none' ? 'missing' : remote;
  if (change === 'same') return remote;
  return 'none';
};
const outdated = ({ context, event }: { context: ModelContext; event: ModelEvent }) =>
  'change' in event && (remoteAfter(context.remote, event.change) === 'missing') !== context.tried;

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
  actions: {
    reported: () => {},
    applyChange: assign(({ context, event }) => {
      if (!('change' in event)) return {};
      return {
        remote: remoteAfter(context.remote, event.change),
        local: event.change === 'clear' ? ('none' as const) : context.local,
      };
    }),
  },
}).createMachine({
  id: 'bookingSession',
  context: { draft: false, local: 'none', remote: 'missing', tried: false, selected: false },
  initial: 'checking',
  on: {
    'booking.newDraft': [SKIP, { actions: assign({ draft: true }) }],
    'booking.removeDraft': [SKIP, { actions: assign({ draft: false }) }],
    'booking.draftParseFailed': [SKIP, { actions: 'reported' }],
    'booking.draftInitiateFailed': [SKIP, { actions: 'reported' }],
    'draft.done': [SKIP, { actions: assign({ draft: false, local: 'pending' }) }],
    'booking.follow': [SKIP, { actions: assign({ local: 'followed', selected: true }) }],
    'booking.removeCall': [
      SKIP,
      {
        actions: assign(({ event }) =>
          'call' in event && event.call === 'local'
            ? { local: 'none' as const }
            : { remote: 'none' as const },
        ),
      },
    ],
    'booking.sessionChanged': [
      SKIP,
      { guard: outdated, target: '.checking', actions: 'applyChange' },
      { actions: 'applyChange' },
    ],
    'booking.reset': {
      target: '.ready',
      actions: assign({
        draft: false,
        local: 'none',
        remote: 'none',
        tried: false,
        selected: false,
      }),
    },
  },
  states: {
    checking: {
      always: [
        {
          guard: ({ context }) => context.remote === 'missing',
          target: 'restoring',
          actions: assign({ tried: true }),
        },
        { target: 'ready', actions: assign({ tried: false }) },
      ],
    },
    restoring: {
      on: {
        'restore.resolve': {
          target: 'ready',
          actions: assign(({ event }) => ({
            tried: false,
            remote: 'found' in event && event.found ? ('tracked' as const) : ('none' as const),
          })),
        },
        'restore.reject': { target: 'ready' },
      },
    },
    ready: {},
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

/** The events worth trying from a state (the others do nothing the model tells apart). */
function modelEvents(state: ModelSnapshot): ModelEvent[] {
  const events = realEvents(state);
  const skipped = ALL_EVENTS.filter((one) => !events.some((other) => other.type === one.type));
  return [
    ...events,
    ...[...new Set(skipped.map((one) => one.type))].map((type): Skip => ({ type, skip: true })),
  ];
}

function realEvents(state: ModelSnapshot): RealEvent[] {
  const { draft, local, remote } = state.context;
  const events: RealEvent[] = [{ type: 'booking.reset' }];
  if (!draft && local === 'none') events.push({ type: 'booking.newDraft' });
  if (draft) {
    events.push(
      { type: 'booking.removeDraft' },
      { type: 'booking.draftParseFailed' },
      { type: 'booking.draftInitiateFailed' },
      { type: 'draft.done' },
    );
  }
  if (local === 'pending') events.push({ type: 'booking.follow' });
  if (local !== 'none') events.push({ type: 'booking.removeCall', call: 'local' });
  if (remote === 'tracked') events.push({ type: 'booking.removeCall', call: 'remote' });
  for (const change of ['add', 'drop', 'clear', 'same'] as const) {
    if (change === 'add' && remote !== 'none') continue;
    if (change === 'drop' && remote === 'none') continue;
    events.push({ type: 'booking.sessionChanged', change });
  }
  if (state.matches('restoring')) {
    events.push(
      { type: 'restore.resolve', found: true },
      { type: 'restore.resolve', found: false },
      { type: 'restore.reject' },
    );
  }
  return events;
}

function createPathRunner(h: Harness) {
  const expected = { calls: [`fetchActiveCalls:${REMOTE}`] as string[] };
  /** The stored session as this tab wrote it or heard of it. */
  let stored: string[] = [REMOTE];
  let model: ModelContext = modelMachine.resolveState({
    value: 'restoring',
    context: {
      draft: false,
      local: 'none',
      remote: 'missing',
      tried: true,
      selected: false,
    },
  }).context;

  const sessionAfter = (change: SessionChange): string[] => {
    if (change === 'add') return [...stored, REMOTE];
    if (change === 'drop') return stored.filter((id) => id !== REMOTE);
    if (change === 'clear') return [];
    return [...stored];
  };

  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => Promise<void> | void;
  const real: Record<ModelEvent['type'], Executor> = {
    'booking.newDraft': () => {
      h.actor.send({ type: 'booking.newDraft', truckLocation: TRUCK.location });
    },
    'booking.removeDraft': () => {
      h.actor.send({ type: 'booking.removeDraft', draftId: h.draft().id });
    },
    'booking.draftParseFailed': async () => {
      h.draft().ref.send({ type: 'draft.paste', text: 'DAL to MEM' });
      expected.calls.push('parseLoad');
      const error = new Error('unreadable');
      await h.settle('parseLoad', { error });
      expected.calls.push('notifyParseFailed:Failed to parse load details');
      expect(h.draft().parseFailure).toEqual({ message: 'Failed to parse load details', error });
    },
    'booking.draftInitiateFailed': async () => {
      const draft = h.draft();
      draft.ref.send({ type: 'draft.change', patch: { brokerPhone: '+12145550100' } });
      draft.ref.send({ type: 'draft.initiate', truck: TRUCK });
      expected.calls.push('initiateCall');
      await h.settle('initiateCall', { error: { body: { detail: 'Broker line busy' } } });
      expected.calls.push('notifyInitiateFailed:Error: Broker line busy');
      expect(selectBookingDrafts(h.actor.getSnapshot())).toHaveLength(1);
    },
    'draft.done': async () => {
      const draft = h.draft();
      draft.ref.send({ type: 'draft.change', patch: { brokerPhone: '+12145550100' } });
      draft.ref.send({ type: 'draft.initiate', truck: TRUCK });
      expected.calls.push('initiateCall');
      await h.settle('initiateCall', { value: { uid: LOCAL } });
      expected.calls.push(`addToSession:${LOCAL}`);
      stored = [...stored, LOCAL];
    },
    'booking.follow': () => {
      h.clock.increment(FOLLOW_DELAY_MS - 1);
      expect(h.actor.getSnapshot().context.calls.find((c) => c.id === LOCAL)?.follow).toBe(false);
      h.clock.increment(1);
    },
    'booking.removeCall': ({ event }) => {
      if (!('call' in event)) return;
      const id = event.call === 'local' ? LOCAL : REMOTE;
      h.actor.send({ type: 'booking.removeCall', callId: id });
      expected.calls.push(`removeFromSession:${id}`);
      stored = stored.filter((other) => other !== id);
    },
    'booking.sessionChanged': ({ event }) => {
      if (!('change' in event)) return;
      stored = sessionAfter(event.change);
      h.fromOtherTab(stored);
    },
    'booking.reset': () => {
      h.actor.send({ type: 'booking.reset' });
      expected.calls.push('clearSession');
      stored = [];
    },
    'restore.resolve': async ({ event }) => {
      const found = 'found' in event && event.found;
      await h.settle('fetchActiveCalls', { value: found ? [activeCall(REMOTE)] : [] });
      if (!found) {
        expected.calls.push(`removeFromSession:${REMOTE}`);
        stored = stored.filter((id) => id !== REMOTE);
      }
    },
    'restore.reject': async () => {
      await h.settle('fetchActiveCalls', { error: new Error('503') });
      expected.calls.push('notifyRestoreFailed');
    },
  };

  const check = (state: ModelSnapshot) => {
    // A restore starts whenever the model enters restoring from elsewhere.
    if (state.matches('restoring') && !model.tried) {
      expected.calls.push(`fetchActiveCalls:${REMOTE}`);
    }
    model = state.context;
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    const { draft, local, remote, selected } = state.context;

    expect(h.calls).toEqual(expected.calls);
    expect([...selectSessionIds(snapshot)].sort()).toEqual([...stored].sort());

    const drafts = selectBookingDrafts(snapshot);
    expect(drafts).toHaveLength(draft ? 1 : 0);
    for (const one of drafts) expect(snapshot.children[one.id]).toBe(one.ref);

    const running = selectRunningCalls(snapshot);
    const expectedIds = [
      ...(local !== 'none' ? [LOCAL] : []),
      ...(remote === 'tracked' ? [REMOTE] : []),
    ];
    // Newest first: the call started here is newer than the restored one.
    expect(running.map((call) => call.id)).toEqual(expectedIds);
    expect(snapshot.context.calls.map((call) => call.id).sort()).toEqual([...expectedIds].sort());
    for (const call of running) {
      expect(snapshot.children[`call:${call.id}`]).toBe(call.ref);
      expect(call.follow).toBe(call.id === REMOTE || local === 'followed');
    }
    const restored = running.find((call) => call.id === REMOTE);
    if (restored) {
      expect(restored.info).toEqual(callInfoFromActive(activeCall(REMOTE)));
      expect(selectCallStatusLabel(restored.ref.getSnapshot())).toBe('Calling');
    }
    const started = running.find((call) => call.id === LOCAL);
    if (started) {
      expect(started.info.createdAt).toBe(STARTED_AT);
      expect(started.info.restored).toBeNull();
      expect(started.info.toNumber).toBe('+12145550100');
    }
    // Children: the watcher, the restore while restoring, one per draft and call.
    expect(Object.keys(snapshot.children).length).toBe(
      1 + (state.matches('restoring') ? 1 : 0) + drafts.length + running.length,
    );

    expect(selectSelectedCallId(snapshot)).toBe(selected ? LOCAL : null);
    expect(selectIsRestoringCalls(snapshot)).toBe(state.matches('restoring'));
    expect(selectSkeletonCount(snapshot)).toBe(state.matches('restoring') ? 1 : 0);
    expect(selectMissingCallIds(snapshot)).toEqual(remote === 'missing' ? [REMOTE] : []);
    expect(selectShowsClear(snapshot)).toBe(draft || stored.length > 0);
    expect(selectShowsNoCalls(snapshot)).toBe(
      !state.matches('restoring') && !draft && running.length === 0,
    );
  };

  const events = Object.fromEntries(
    Object.entries(real).map(([type, run]) => [
      type,
      (step: { event: ModelEvent; state: ModelSnapshot }) =>
        'skip' in step.event ? undefined : run(step),
    ]),
  );
  return { events, states: { '*': check } };
}

const ALL_EVENTS: RealEvent[] = [
  { type: 'booking.newDraft' },
  { type: 'booking.removeDraft' },
  { type: 'booking.draftParseFailed' },
  { type: 'booking.draftInitiateFailed' },
  { type: 'draft.done' },
  { type: 'booking.follow' },
  { type: 'booking.removeCall', call: 'local' },
  { type: 'booking.removeCall', call: 'remote' },
  { type: 'booking.sessionChanged', change: 'add' },
  { type: 'booking.sessionChanged', change: 'drop' },
  { type: 'booking.sessionChanged', change: 'clear' },
  { type: 'booking.sessionChanged', change: 'same' },
  { type: 'booking.reset' },
  { type: 'restore.resolve', found: true },
  { type: 'restore.resolve', found: false },
  { type: 'restore.reject' },
];

describe('booking-session model', () => {
  itMirrorsMachine(modelMachine, bookingSessionMachine, 'booking.');
  // Every transition is its own vertex, so the shortest paths cover every transition.
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, modelEvents, { kind: 'shortest', vertex: 'transition' }).filter(
      (path) => !('skip' in (path.steps.at(-1)?.event ?? {})),
    ),
    runPath: modelPathRunner(() => createHarness(), createPathRunner),
    covers: { states: ['restoring', 'ready'], events: ALL_EVENTS },
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

describe('booking-session behaviour', () => {
  it('starts ready with an empty session, numbering drafts newest first', () => {
    const h = createHarness([]);
    h.actor.start();
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'booking.newDraft', truckLocation: 'Reno, NV' });
    h.actor.send({ type: 'booking.newDraft', truckLocation: 'Reno, NV' });
    expect(selectBookingDrafts(h.actor.getSnapshot()).map((d) => d.id)).toEqual([
      'draft-2',
      'draft-1',
    ]);
    expect(h.draft().ref.getSnapshot().context.truckLocation).toBe('Reno, NV');
  });

  it('refetches only when the missing ids change, and cancels a restore nobody needs', async () => {
    const h = createHarness([REMOTE]);
    h.actor.start();
    await h.settle('fetchActiveCalls', { error: new Error('down') });
    h.fromOtherTab([REMOTE]);
    expect(h.calls).toEqual([`fetchActiveCalls:${REMOTE}`, 'notifyRestoreFailed']);
    h.fromOtherTab([REMOTE, 'call-b']);
    expect(h.calls.at(-1)).toBe(`fetchActiveCalls:${REMOTE},call-b`);
    expect(selectSkeletonCount(h.actor.getSnapshot())).toBe(2);
    h.fromOtherTab([]);
    expect(h.actor.getSnapshot().value).toBe('ready');
    await h.settle('fetchActiveCalls', { value: [activeCall(REMOTE)] });
    expect(selectRunningCalls(h.actor.getSnapshot())).toEqual([]);
  });

  it('a follow timer of a call removed before it ran out does nothing', () => {
    const h = createHarness([]);
    h.actor.start();
    h.actor.send({ type: 'booking.follow', callId: 'nobody' });
    expect(selectSelectedCallId(h.actor.getSnapshot())).toBeNull();
  });

  it('pure helpers', () => {
    expect(missingCallIds(['a', 'b'], [{ id: 'b' }])).toEqual(['a']);
    expect(unknownIds(['a', 'b'], [activeCall('b')])).toEqual(['a']);
  });
});
