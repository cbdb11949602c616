import { describe, expect, it } from 'vitest';
import { type Actor, assign, createActor, type SnapshotFrom, setup } from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import {
  selectEmptyCallsHint,
  selectTruck,
  selectTruckCanSave,
  selectTruckIsMinimized,
  selectTruckIsSaved,
} from './selectors';
import {
  clampHour,
  clampMinutes,
  EMPTY_TRUCK,
  padTime,
  stepHour,
  stepMinutes,
  type TruckDetailsPanelMachine,
  truckAvailability,
  truckDetailsPanelMachine,
} from './truck-details-panel.machine';
import type { TruckDetails } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with a fake `persist` that records what it saved.
// ---------------------------------------------------------------------------------------------

function createHarness(truck?: Partial<TruckDetails>) {
  const persisted: TruckDetails[] = [];
  const machine = truckDetailsPanelMachine.provide({
    actions: { persist: (_, params) => persisted.push(params.truck) },
  });
  const actor: Actor<TruckDetailsPanelMachine> = createActor(machine, { input: { truck } });
  return { actor, persisted };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states, with the truck abstracted to which required fields are set.
// The machine has neither invoke nor after, but its context (free text, dates) has no finite
// state space, so the model keeps only what the guard reads. A drift test checks that states
// and handled events match.
// ---------------------------------------------------------------------------------------------

type Field = 'location' | 'date' | 'equipmentType';
type ModelEvent =
  | { type: 'truck.change'; field: Field; value: 'set' | 'clear' }
  /** A time out of range (it is clamped) or in range; it never affects Next. */
  | { type: 'truck.change'; field: 'time'; value: 'outOfRange' }
  | { type: 'truck.save' }
  | { type: 'truck.edit' };
type ModelContext = Record<Field, boolean>;

const complete = ({ context }: { context: ModelContext }) =>
  context.location && context.date && context.equipmentType;

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
  actions: { ignored: () => {} },
}).createMachine({
  id: 'truckDetailsPanel',
  context: { location: false, date: false, equipmentType: false },
  initial: 'maximized',
  states: {
    maximized: {
      on: {
        'truck.change': {
          actions: assign(({ context, event }) =>
            event.field === 'time' ? context : { [event.field]: event.value === 'set' },
          ),
        },
        'truck.save': [{ guard: complete, target: 'minimized' }, { actions: 'ignored' }],
      },
    },
    minimized: {
      on: {
        'truck.edit': { target: 'maximized' },
        'truck.change': { actions: 'ignored' },
        'truck.save': { actions: 'ignored' },
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const FIELDS: Field[] = ['location', 'date', 'equipmentType'];
const MODEL_EVENTS: ModelEvent[] = [
  ...FIELDS.flatMap((field): ModelEvent[] => [
    { type: 'truck.change', field, value: 'set' },
    { type: 'truck.change', field, value: 'clear' },
  ]),
  { type: 'truck.change', field: 'time', value: 'outOfRange' },
];

const VALUES: Pick<TruckDetails, Field> = {
  location: 'Dallas, TX',
  date: '2025-03-14',
  equipmentType: 'reefer',
};
const CLEARED: Pick<TruckDetails, Field> = { location: '  ', date: '', equipmentType: '' };

function createPathRunner(h: Harness) {
  const expected = { truck: { ...EMPTY_TRUCK }, saved: false, persisted: [] as TruckDetails[] };
  let minimized = false;

  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => void;
  const events: Record<ModelEvent['type'], Executor> = {
    'truck.change': ({ event }) => {
      if (event.type !== 'truck.change') return;
      if (event.field === 'time') {
        h.actor.send({ type: 'truck.change', patch: { time: { hour: 27, minutes: -4 } } });
        if (!minimized) expected.truck = { ...expected.truck, time: { hour: 23, minutes: 0 } };
        return;
      }
      const source = event.value === 'set' ? VALUES : CLEARED;
      const patch = { [event.field]: source[event.field] };
      h.actor.send({ type: 'truck.change', patch });
      if (!minimized) expected.truck = { ...expected.truck, ...patch };
    },
    'truck.save': ({ state }) => {
      h.actor.send({ type: 'truck.save' });
      if (!minimized && state.matches('minimized')) {
        expected.saved = true;
        expected.persisted.push(expected.truck);
      }
    },
    'truck.edit': () => h.actor.send({ type: 'truck.edit' }),
  };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    expect(selectTruck(snapshot)).toEqual(expected.truck);
    expect(h.persisted).toEqual(expected.persisted);
    expect(selectTruckIsSaved(snapshot)).toBe(expected.saved);
    expect(selectTruckIsMinimized(snapshot)).toBe(state.matches('minimized'));
    expect(selectTruckCanSave(snapshot)).toBe(
      state.matches('maximized') && Boolean(complete(state)),
    );
    expect(selectEmptyCallsHint(snapshot)).toBe(
      expected.saved
        ? 'Click the New Call button to make a new call.'
        : 'Please save Truck Details first.',
    );
    minimized = state.matches('minimized');
  };

  return { events, states: { '*': check } };
}

describe('truck-details-panel model', () => {
  itMirrorsMachine(modelMachine, truckDetailsPanelMachine, 'truck.');
  // Every transition is its own vertex, so the shortest paths cover every transition.
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, MODEL_EVENTS, { kind: 'shortest', vertex: 'transition' }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: {
      states: ['maximized', 'minimized'],
      events: [...MODEL_EVENTS, { type: 'truck.save' }, { type: 'truck.edit' }],
    },
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

describe('truck-details-panel behaviour', () => {
  it('saves on Next, minimizes, and maximizes again on Edit with the saved details', () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'truck.change', patch: { location: 'Reno, NV', date: '2025-05-02' } });
    h.actor.send({ type: 'truck.save' });
    expect(h.actor.getSnapshot().value).toBe('maximized');
    h.actor.send({ type: 'truck.change', patch: { equipmentType: 'flatbed' } });
    h.actor.send({ type: 'truck.save' });
    expect(h.actor.getSnapshot().value).toBe('minimized');
    expect(h.persisted).toEqual([
      {
        location: 'Reno, NV',
        date: '2025-05-02',
        time: { hour: 0, minutes: 0 },
        equipmentType: 'flatbed',
      },
    ]);
    h.actor.send({ type: 'truck.edit' });
    expect(selectTruckCanSave(h.actor.getSnapshot())).toBe(true);
    expect(selectTruckIsSaved(h.actor.getSnapshot())).toBe(true);
  });

  it('starts from the given details, with the time clamped', () => {
    const h = createHarness({ location: 'Reno, NV', time: { hour: 30, minutes: 75 } });
    h.actor.start();
    expect(selectTruck(h.actor.getSnapshot())).toEqual({
      ...EMPTY_TRUCK,
      location: 'Reno, NV',
      time: { hour: 23, minutes: 59 },
    });
  });

  it('clamps, wraps and pads time values', () => {
    expect(clampHour(-1)).toBe(0);
    expect(clampHour(24)).toBe(23);
    expect(clampHour(7.9)).toBe(7);
    expect(clampHour(Number.NaN)).toBe(0);
    expect(clampMinutes(60)).toBe(59);
    expect(stepHour(23, 1)).toBe(0);
    expect(stepHour(0, -1)).toBe(23);
    expect(stepMinutes(59, 1)).toBe(0);
    expect(stepMinutes(0, -1)).toBe(59);
    expect(stepMinutes(30, 1)).toBe(31);
    expect(padTime(5)).toBe('05');
  });

  it('formats the truck availability for the call start', () => {
    expect(truckAvailability(EMPTY_TRUCK)).toBe('');
    expect(
      truckAvailability({ ...EMPTY_TRUCK, date: '2025-05-02', time: { hour: 7, minutes: 5 } }),
    ).toBe('2025-05-02T07:05');
  });
});
