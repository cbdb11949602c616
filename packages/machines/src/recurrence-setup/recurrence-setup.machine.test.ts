import type { RecurrenceRuleInput } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { type Actor, assign, createActor, type SnapshotFrom, setup } from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import {
  addDaysToUsDate,
  commitFromDraft,
  draftFromRule,
  EMPTY_RECURRENCE_DRAFT,
  type RecurrenceSetupMachine,
  readInterval,
  recurrenceSetupMachine,
  ruleFromDraft,
  usDateOf,
} from './recurrence-setup.machine';
import {
  selectRecurrenceDraft,
  selectRecurrenceOpen,
  selectRecurrenceSaved,
  selectRecurrenceToday,
} from './selectors';
import type {
  RecurrenceCommitParams,
  RecurrenceDraft,
  RecurrenceEndType,
  RecurrenceType,
} from './types';

const TODAY = '02/27/2028'; // a leap year: today + 2 days is 02/29
const WEEKLY_RULE: RecurrenceRuleInput = {
  frequency: 'WEEKLY',
  interval: 2,
  days_of_week: [5, 1],
  end_date: null,
  max_occurence_count: 3,
  due_date_days_from_now: 4,
};

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with a fake `commit` that records what it was given.
// ---------------------------------------------------------------------------------------------

function createHarness() {
  const commits: RecurrenceCommitParams[] = [];
  const machine = recurrenceSetupMachine.provide({
    actions: { commit: (_, params) => commits.push(params) },
  });
  const actor: Actor<RecurrenceSetupMachine> = createActor(machine);
  return { actor, commits };
}
type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states; the context keeps what decides which fields the dialog shows
// (the type and the end type). The value events are offered only where the dialog shows their
// field, each with a valid and an invalid value where §5 has a fallback.
// ---------------------------------------------------------------------------------------------

type ModelContext = { type: RecurrenceType; endType: RecurrenceEndType };
type ModelEvent =
  | { type: 'recurrence.open'; rule: 'none' | 'weekly' }
  | { type: 'recurrence.setType'; value: RecurrenceType }
  | { type: 'recurrence.setInterval'; value: string }
  | { type: 'recurrence.toggleWeekday'; day: number }
  | { type: 'recurrence.setDayOfMonth'; value: string }
  | { type: 'recurrence.setMonth'; month: number }
  | { type: 'recurrence.setEndType'; value: RecurrenceEndType }
  | { type: 'recurrence.setOccurrences'; value: string }
  | { type: 'recurrence.setEndDate'; date: string }
  | { type: 'recurrence.setDueOffset'; value: string }
  | { type: 'recurrence.save' }
  | { type: 'recurrence.cancel' };

const CLOSED: ModelContext = { type: 'none', endType: 'never' };

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
  actions: { same: () => {} },
}).createMachine({
  id: 'recurrenceSetup',
  context: CLOSED,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'recurrence.open': {
          target: 'open',
          actions: assign(({ event }) =>
            event.rule === 'weekly'
              ? { type: 'weekly' as const, endType: 'after' as const }
              : { type: 'none' as const, endType: 'never' as const },
          ),
        },
      },
    },
    open: {
      on: {
        'recurrence.setType': { actions: assign(({ event }) => ({ type: event.value })) },
        'recurrence.setEndType': { actions: assign(({ event }) => ({ endType: event.value })) },
        'recurrence.setInterval': { actions: 'same' },
        'recurrence.toggleWeekday': { actions: 'same' },
        'recurrence.setDayOfMonth': { actions: 'same' },
        'recurrence.setMonth': { actions: 'same' },
        'recurrence.setOccurrences': { actions: 'same' },
        'recurrence.setEndDate': { actions: 'same' },
        'recurrence.setDueOffset': { actions: 'same' },
        'recurrence.save': { target: 'closed', actions: assign(() => CLOSED) },
        'recurrence.cancel': { target: 'closed', actions: assign(() => CLOSED) },
      },
    },
  },
});
type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const TYPES: RecurrenceType[] = ['none', 'daily', 'weekly', 'monthly', 'yearly', 'custom'];
const END_TYPES: RecurrenceEndType[] = ['never', 'after', 'onDate'];

const OPEN_EVENTS: ModelEvent[] = [
  { type: 'recurrence.open', rule: 'none' },
  { type: 'recurrence.open', rule: 'weekly' },
];

const VALUE_EVENTS = {
  endType: END_TYPES.map((value): ModelEvent => ({ type: 'recurrence.setEndType', value })),
  interval: [
    { type: 'recurrence.setInterval', value: '3' },
    { type: 'recurrence.setInterval', value: 'x' },
  ],
  dueOffset: [
    { type: 'recurrence.setDueOffset', value: '5' },
    { type: 'recurrence.setDueOffset', value: '' },
    { type: 'recurrence.setDueOffset', value: '0' },
  ],
  weekday: [
    { type: 'recurrence.toggleWeekday', day: 1 },
    { type: 'recurrence.toggleWeekday', day: 3 },
  ],
  dayOfMonth: [{ type: 'recurrence.setDayOfMonth', value: '31' }],
  month: [{ type: 'recurrence.setMonth', month: 2 }],
  occurrences: [
    { type: 'recurrence.setOccurrences', value: '4' },
    { type: 'recurrence.setOccurrences', value: '0' },
  ],
  endDate: [
    { type: 'recurrence.setEndDate', date: '12/31/2028' },
    { type: 'recurrence.setEndDate', date: '01/01/2027' },
  ],
} satisfies Record<string, ModelEvent[]>;

/**
 * The events offered in a state: every variant of the fields the dialog shows for the type and
 * end type, and one of each hidden field (the machine keeps hidden values; the rule ignores them).
 * createTestModel would otherwise add the hidden ones without a payload.
 */
function eventsFor(state: ModelSnapshot): ModelEvent[] {
  if (state.matches('closed')) return OPEN_EVENTS;
  const { type, endType } = state.context;
  const shown = {
    endType: type !== 'none',
    interval: type !== 'none',
    dueOffset: type !== 'none',
    weekday: type === 'weekly',
    dayOfMonth: type === 'monthly' || type === 'yearly',
    month: type === 'yearly',
    occurrences: type !== 'none' && endType === 'after',
    endDate: type !== 'none' && endType === 'onDate',
  };
  const values = (Object.keys(VALUE_EVENTS) as (keyof typeof VALUE_EVENTS)[]).flatMap((field) =>
    shown[field] ? VALUE_EVENTS[field] : VALUE_EVENTS[field].slice(0, 1),
  );
  return [
    ...TYPES.map((value): ModelEvent => ({ type: 'recurrence.setType', value })),
    ...values,
    { type: 'recurrence.save' },
    { type: 'recurrence.cancel' },
  ];
}

// ---------------------------------------------------------------------------------------------
// The oracle: what the dialog should hold and what a save should commit, written out
// independently of the machine's helpers.
// ---------------------------------------------------------------------------------------------

const FREQUENCY = {
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
  custom: 'CUSTOM',
} as const;

function expectedCommit(draft: RecurrenceDraft): RecurrenceCommitParams {
  if (draft.type === 'none') return { rule: null, dueDate: null };
  const whole = (text: string) => (/^\s*-?\d+/.test(text) ? Number.parseInt(text, 10) : null);
  const interval = Math.max(1, whole(draft.interval) ?? 1);
  const offset = Math.max(1, whole(draft.dueOffset) ?? 1);
  const rule: RecurrenceRuleInput = {
    frequency: FREQUENCY[draft.type],
    interval,
    end_date: draft.endType === 'onDate' ? (draft.endDate ?? TODAY) : null,
    max_occurence_count:
      draft.endType === 'after' ? Math.max(1, whole(draft.occurrences) ?? 1) : null,
    due_date_days_from_now: offset,
  };
  if (draft.type === 'weekly') rule.days_of_week = draft.daysOfWeek;
  if (draft.type === 'monthly' || draft.type === 'yearly') {
    rule.days_of_month = [Math.min(31, Math.max(1, whole(draft.dayOfMonth) ?? 1))];
  }
  if (draft.type === 'yearly') rule.month_of_year = draft.month;
  // Today is 02/27/2028; the due date is that many days later.
  const due = new Date(Date.UTC(2028, 1, 27 + offset));
  const dueDate = `${String(due.getUTCMonth() + 1).padStart(2, '0')}/${String(due.getUTCDate()).padStart(2, '0')}/${due.getUTCFullYear()}`;
  return { rule, dueDate };
}

function createPathRunner(h: Harness) {
  const expected = {
    draft: { ...EMPTY_RECURRENCE_DRAFT } as RecurrenceDraft,
    commits: [] as RecurrenceCommitParams[],
  };
  const edit = (patch: Partial<RecurrenceDraft>) => {
    expected.draft = { ...expected.draft, ...patch };
  };

  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => void;
  const events: Record<ModelEvent['type'], Executor> = {
    'recurrence.open': ({ event }) => {
      if (event.type !== 'recurrence.open') return;
      const rule = event.rule === 'weekly' ? WEEKLY_RULE : null;
      h.actor.send({ type: 'recurrence.open', rule, today: TODAY });
      expected.draft =
        event.rule === 'weekly'
          ? {
              type: 'weekly',
              interval: '2',
              daysOfWeek: [1, 5],
              dayOfMonth: '1',
              month: 1,
              endType: 'after',
              occurrences: '3',
              endDate: null,
              dueOffset: '4',
            }
          : { ...EMPTY_RECURRENCE_DRAFT };
    },
    'recurrence.setType': ({ event }) => {
      if (event.type !== 'recurrence.setType') return;
      h.actor.send(event);
      edit({ type: event.value });
    },
    'recurrence.setInterval': ({ event }) => {
      if (event.type !== 'recurrence.setInterval') return;
      h.actor.send(event);
      edit({ interval: event.value });
    },
    'recurrence.toggleWeekday': ({ event }) => {
      if (event.type !== 'recurrence.toggleWeekday') return;
      h.actor.send(event);
      const days = expected.draft.daysOfWeek;
      edit({
        daysOfWeek: days.includes(event.day)
          ? days.filter((day) => day !== event.day)
          : [...days, event.day].sort(),
      });
    },
    'recurrence.setDayOfMonth': ({ event }) => {
      if (event.type !== 'recurrence.setDayOfMonth') return;
      h.actor.send(event);
      edit({ dayOfMonth: event.value });
    },
    'recurrence.setMonth': ({ event }) => {
      if (event.type !== 'recurrence.setMonth') return;
      h.actor.send(event);
      edit({ month: event.month });
    },
    'recurrence.setEndType': ({ event }) => {
      if (event.type !== 'recurrence.setEndType') return;
      h.actor.send(event);
      edit({
        endType: event.value,
        endDate:
          event.value === 'onDate' && expected.draft.endDate === null
            ? TODAY
            : expected.draft.endDate,
      });
    },
    'recurrence.setOccurrences': ({ event }) => {
      if (event.type !== 'recurrence.setOccurrences') return;
      h.actor.send(event);
      edit({ occurrences: event.value });
    },
    'recurrence.setEndDate': ({ event }) => {
      if (event.type !== 'recurrence.setEndDate') return;
      h.actor.send(event);
      // 01/01/2027 is before today: taken as today.
      edit({ endDate: event.date === '01/01/2027' ? TODAY : event.date });
    },
    'recurrence.setDueOffset': ({ event }) => {
      if (event.type !== 'recurrence.setDueOffset') return;
      h.actor.send(event);
      edit({ dueOffset: event.value });
    },
    'recurrence.save': () => {
      h.actor.send({ type: 'recurrence.save' });
      expected.commits.push(expectedCommit(expected.draft));
    },
    'recurrence.cancel': () => h.actor.send({ type: 'recurrence.cancel' }),
  };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    expect(selectRecurrenceOpen(snapshot)).toBe(state.matches('open'));
    expect(h.commits).toEqual(expected.commits);
    expect(selectRecurrenceSaved(snapshot)).toEqual(expected.commits.at(-1) ?? null);
    if (state.matches('open')) {
      expect(selectRecurrenceDraft(snapshot)).toEqual(expected.draft);
      expect(selectRecurrenceDraft(snapshot).type).toBe(state.context.type);
      expect(selectRecurrenceDraft(snapshot).endType).toBe(state.context.endType);
      expect(selectRecurrenceToday(snapshot)).toBe(TODAY);
    }
  };

  return { events, states: { '*': check } };
}

describe('recurrence-setup model', () => {
  itMirrorsMachine(modelMachine, recurrenceSetupMachine, 'recurrence.');
  // Every transition is its own vertex, so the shortest paths take every transition of the
  // model from every (type, end type) the dialog can be in.
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, eventsFor, { kind: 'shortest', vertex: 'transition' }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: {
      states: ['closed', 'open'],
      events: [
        ...OPEN_EVENTS,
        ...TYPES.map((value): ModelEvent => ({ type: 'recurrence.setType', value })),
        ...Object.values(VALUE_EVENTS).flat(),
      ],
      eventTypes: [
        'recurrence.setInterval',
        'recurrence.toggleWeekday',
        'recurrence.setDayOfMonth',
        'recurrence.setMonth',
        'recurrence.setOccurrences',
        'recurrence.setEndDate',
        'recurrence.setDueOffset',
        'recurrence.save',
        'recurrence.cancel',
      ],
    },
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

describe('recurrence-setup behaviour', () => {
  it('saves a monthly rule with day 1 by default, due today + 1 (blank offset)', () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'recurrence.open', rule: null, today: '12/31/2026' });
    h.actor.send({ type: 'recurrence.setType', value: 'monthly' });
    h.actor.send({ type: 'recurrence.save' });
    expect(h.commits).toEqual([
      {
        rule: {
          frequency: 'MONTHLY',
          interval: 1,
          days_of_month: [1],
          end_date: null,
          max_occurence_count: null,
          due_date_days_from_now: 1,
        },
        dueDate: '01/01/2027',
      },
    ]);
  });

  it('cancel keeps nothing; saving none commits no rule and keeps the due date', () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'recurrence.open', rule: WEEKLY_RULE, today: TODAY });
    h.actor.send({ type: 'recurrence.setType', value: 'daily' });
    h.actor.send({ type: 'recurrence.cancel' });
    expect(h.commits).toEqual([]);
    h.actor.send({ type: 'recurrence.open', rule: WEEKLY_RULE, today: TODAY });
    expect(selectRecurrenceDraft(h.actor.getSnapshot()).type).toBe('weekly');
    h.actor.send({ type: 'recurrence.setType', value: 'none' });
    h.actor.send({ type: 'recurrence.save' });
    expect(h.commits).toEqual([{ rule: null, dueDate: null }]);
  });

  it('ignores a weekday or month out of range', () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'recurrence.open', rule: null, today: TODAY });
    h.actor.send({ type: 'recurrence.toggleWeekday', day: 7 });
    h.actor.send({ type: 'recurrence.setMonth', month: 13 });
    expect(selectRecurrenceDraft(h.actor.getSnapshot())).toEqual(EMPTY_RECURRENCE_DRAFT);
  });

  it('reads LIMITED_OCCURENCE as custom and an end date as "on a date"', () => {
    expect(
      draftFromRule({ frequency: 'LIMITED_OCCURENCE', interval: 3, end_date: '03/01/2028' }),
    ).toMatchObject({ type: 'custom', interval: '3', endType: 'onDate', endDate: '03/01/2028' });
    expect(
      ruleFromDraft({ ...EMPTY_RECURRENCE_DRAFT, type: 'custom', interval: '3' }, TODAY),
    ).toMatchObject({ frequency: 'CUSTOM', interval: 3 });
  });

  it('reads numbers with the §5 fallbacks and counts dates across month and year ends', () => {
    expect(readInterval('abc')).toBe(1);
    expect(readInterval('0')).toBe(1);
    expect(readInterval('7')).toBe(7);
    expect(addDaysToUsDate('02/28/2027', 1)).toBe('03/01/2027');
    expect(addDaysToUsDate('12/31/2027', 1)).toBe('01/01/2028');
    expect(usDateOf(new Date(2028, 1, 29, 23, 30))).toBe('02/29/2028');
    expect(commitFromDraft({ ...EMPTY_RECURRENCE_DRAFT, type: 'daily' }, TODAY).dueDate).toBe(
      '02/28/2028',
    );
  });
});
