import { DOCUMENT_MESSAGES, LOAD_MESSAGES, type LoadRecord } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { type Actor, assign, createActor, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { expectModelMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import { type RateconSaveMachine, rateconSaveMachine } from './ratecon-save.machine';
import {
  selectCanEdit,
  selectDraft,
  selectIsCancelled,
  selectIsConfirming,
  selectIsExtracting,
  selectIsReviewing,
  selectIsSaving,
  selectSavedId,
  selectSaveFailure,
  selectUploadError,
  selectValidationErrors,
} from './selectors';
import type { LoadDraft, PickedFile } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with a fake extract and saveLoad (each call stays
// pending until the test settles it) and recording actions.
// ---------------------------------------------------------------------------------------------

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Drafts told apart by their order number ('empty' when none). */
function draft(order: string | null): LoadDraft {
  const record = {
    order_number: order,
    carrier: {},
    stops: [],
  } as unknown as LoadRecord;
  return { tms: 'generic', record };
}
const label = (d: LoadDraft) => (d.tms === 'generic' ? (d.record.order_number ?? 'empty') : '?');
const EMPTY_DRAFT = draft(null);
const EXTRACTED = draft('EXTRACTED');
const OPENED = draft('OPENED');
const EDITED = draft('EDITED');
const SAVED_ID = 'load-7';
const INVALID = [{ propertyName: 'referenceId1', message: 'Required' }];

const FILES: Record<'pdf' | 'png', PickedFile> = {
  pdf: { name: 'rate.pdf', size: 1000, type: 'application/pdf' },
  png: { name: 'photo.png', size: 1000, type: 'image/png' },
};

type EffectName = 'extract' | 'saveLoad';
type Outcome = 'found' | 'empty' | 'failed' | 'saved' | 'invalid';

function createHarness() {
  const calls: string[] = [];
  const pending: Array<{ effect: EffectName; settle: (outcome: Outcome) => void }> = [];
  const machine = rateconSaveMachine.provide({
    actors: {
      extract: fromPromise(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push(`extract:${input.file.name}`);
            const call = {
              effect: 'extract' as const,
              settle: (outcome: Outcome) => {
                if (outcome === 'found') resolve({ draft: EXTRACTED, confidence: { a: 0.5 } });
                else if (outcome === 'empty') resolve(null);
                else reject(new Error('unreadable'));
              },
            };
            pending.push(call);
            // A stopped extraction (upload.cancel) is no longer waited for.
            signal.addEventListener('abort', () => pending.splice(pending.indexOf(call), 1));
          }),
      ),
      saveLoad: fromPromise(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push(`save:${label(input.draft)}`);
            pending.push({
              effect: 'saveLoad',
              settle: (outcome) => {
                if (outcome === 'saved') resolve({ kind: 'saved', id: SAVED_ID });
                else if (outcome === 'invalid') resolve({ kind: 'invalid', errors: INVALID });
                else reject(new Error(LOAD_MESSAGES.failedToAdd));
              },
            });
          }),
      ),
    },
    actions: {
      popupBlocked: () => calls.push('popupBlocked'),
      loadSaved: (_, { id, draft: saved }) => calls.push(`loadSaved:${id}:${label(saved)}`),
      saveFailed: (_, { message }) => calls.push(`saveFailed:${message}`),
      left: () => calls.push('left'),
    },
  });
  const actor: Actor<RateconSaveMachine> = createActor(machine, {
    input: { emptyDraft: EMPTY_DRAFT },
  });
  async function settle(effect: EffectName, outcome: Outcome) {
    const call = pending.shift();
    if (!call) throw new Error('no call pending');
    expect(call.effect).toBe(effect);
    call.settle(outcome);
    await flush();
  }
  return { actor, calls, pending, settle };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states; the effects' outcomes are model events. The context keeps the
// draft (by label), the upload error, the failure and the last step's effects.
// ---------------------------------------------------------------------------------------------

type ModelEvent =
  | { type: 'upload.pick'; file: 'pdf' | 'png' }
  | { type: 'upload.manual' }
  | { type: 'upload.cancel' }
  | { type: 'review.open' }
  | { type: 'review.change' }
  | { type: 'review.clear' }
  | { type: 'review.save' }
  | { type: 'review.cancel' }
  | { type: 'confirm.accept'; popupBlocked: boolean }
  | { type: 'confirm.dismiss' }
  | { type: 'errors.dismiss' }
  | { type: 'save.retry' }
  | { type: 'failure.dismiss' }
  | { type: 'extract.found' }
  | { type: 'extract.empty' }
  | { type: 'extract.failed' }
  | { type: 'save.saved' }
  | { type: 'save.invalid' }
  | { type: 'save.failed' };

interface ModelContext {
  draft: string;
  uploadError: string | null;
  failure: string | null;
  effects: string[];
}

type ModelAssign = typeof assign<ModelContext, ModelEvent, undefined, ModelEvent, never>;
const modelAssign: ModelAssign = assign;
const effects = (...list: string[]) => modelAssign({ effects: list });
const COULD_NOT = DOCUMENT_MESSAGES.couldNotExtract('rate.pdf');
const backToUpload = modelAssign({ uploadError: COULD_NOT, effects: [] });

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
}).createMachine({
  id: 'rateconSave',
  context: { draft: 'empty', uploadError: null, failure: null, effects: [] },
  initial: 'upload',
  states: {
    upload: {
      on: {
        'upload.pick': [
          {
            guard: ({ event }) => event.file === 'pdf',
            target: 'extracting',
            actions: modelAssign({ uploadError: null, effects: ['extract:rate.pdf'] }),
          },
          { actions: modelAssign({ uploadError: DOCUMENT_MESSAGES.notPdf, effects: [] }) },
        ],
        'upload.manual': {
          target: 'review',
          actions: modelAssign({ draft: 'empty', uploadError: null, effects: [] }),
        },
        'review.open': {
          target: 'review',
          actions: modelAssign({ draft: 'OPENED', uploadError: null, effects: [] }),
        },
      },
    },
    extracting: {
      on: {
        'extract.found': {
          target: 'review',
          actions: modelAssign({ draft: 'EXTRACTED', effects: [] }),
        },
        'extract.empty': { target: 'upload', actions: backToUpload },
        'extract.failed': { target: 'upload', actions: backToUpload },
        'upload.cancel': { target: 'upload', actions: effects() },
      },
    },
    review: {
      on: {
        'review.change': { actions: modelAssign({ draft: 'EDITED', effects: [] }) },
        'review.clear': { actions: modelAssign({ draft: 'empty', effects: [] }) },
        'review.save': { target: 'confirming', actions: effects() },
        'review.cancel': { target: 'cancelled', actions: effects('left') },
      },
    },
    confirming: {
      on: {
        'confirm.accept': [
          {
            guard: ({ event }) => event.popupBlocked === true,
            target: 'review',
            actions: effects('popupBlocked'),
          },
          {
            target: 'saving',
            actions: modelAssign(({ context }) => ({ effects: [`save:${context.draft}`] })),
          },
        ],
        'confirm.dismiss': { target: 'review', actions: effects() },
      },
    },
    saving: {
      on: {
        'save.saved': {
          target: 'saved',
          actions: modelAssign(({ context }) => ({
            failure: null,
            effects: [`loadSaved:${SAVED_ID}:${context.draft}`],
          })),
        },
        'save.invalid': {
          target: 'validationErrors',
          actions: modelAssign({ failure: null, effects: [] }),
        },
        'save.failed': {
          target: 'failed',
          actions: modelAssign({
            failure: LOAD_MESSAGES.failedToAdd,
            effects: [`saveFailed:${LOAD_MESSAGES.failedToAdd}`],
          }),
        },
      },
    },
    saved: { type: 'final' },
    validationErrors: {
      on: { 'errors.dismiss': { target: 'review', actions: effects() } },
    },
    failed: {
      on: {
        'save.retry': {
          target: 'saving',
          actions: modelAssign(({ context }) => ({
            failure: null,
            effects: [`save:${context.draft}`],
          })),
        },
        'failure.dismiss': {
          target: 'review',
          actions: modelAssign({ failure: null, effects: [] }),
        },
        'review.change': {
          target: 'review',
          actions: modelAssign({ draft: 'EDITED', failure: null, effects: [] }),
        },
      },
    },
    cancelled: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const USER_EVENTS: ModelEvent[] = [
  { type: 'upload.pick', file: 'pdf' },
  { type: 'upload.pick', file: 'png' },
  { type: 'upload.manual' },
  { type: 'upload.cancel' },
  { type: 'review.open' },
  { type: 'review.change' },
  { type: 'review.clear' },
  { type: 'review.save' },
  { type: 'review.cancel' },
  { type: 'confirm.accept', popupBlocked: false },
  { type: 'confirm.accept', popupBlocked: true },
  { type: 'confirm.dismiss' },
  { type: 'errors.dismiss' },
  { type: 'save.retry' },
  { type: 'failure.dismiss' },
];
const OUTCOMES: ModelEvent[] = [
  { type: 'extract.found' },
  { type: 'extract.empty' },
  { type: 'extract.failed' },
  { type: 'save.saved' },
  { type: 'save.invalid' },
  { type: 'save.failed' },
];
const MODEL_EVENTS = [...USER_EVENTS, ...OUTCOMES];

const OUTCOME_EFFECT: Record<string, [EffectName, Outcome]> = {
  'extract.found': ['extract', 'found'],
  'extract.empty': ['extract', 'empty'],
  'extract.failed': ['extract', 'failed'],
  'save.saved': ['saveLoad', 'saved'],
  'save.invalid': ['saveLoad', 'invalid'],
  'save.failed': ['saveLoad', 'failed'],
};

function createPathRunner(h: Harness) {
  let seen = 0;
  type Executor = (step: { event: ModelEvent }) => void | Promise<void>;
  const events = Object.fromEntries(
    MODEL_EVENTS.map((model): [string, Executor] => {
      const outcome = OUTCOME_EFFECT[model.type];
      if (outcome) return [model.type, () => h.settle(...outcome)];
      return [
        model.type,
        ({ event }) => {
          if (event.type === 'upload.pick') {
            h.actor.send({ type: 'upload.pick', file: FILES[event.file] });
          } else if (event.type === 'review.open') {
            h.actor.send({
              type: 'review.open',
              extracted: { draft: OPENED, confidence: {}, fileName: 'earlier.pdf' },
            });
          } else if (event.type === 'review.change') {
            h.actor.send({ type: 'review.change', draft: EDITED });
          } else if (event.type === 'confirm.accept') {
            h.actor.send({ type: 'confirm.accept', popupBlocked: event.popupBlocked });
          } else {
            h.actor.send(event as never);
          }
        },
      ];
    }),
  );

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    expect(h.calls.slice(seen)).toEqual(state.context.effects);
    seen = h.calls.length;
    const at = (value: string) => state.matches(value as never);
    expect(label(selectDraft(snapshot))).toBe(state.context.draft);
    expect(selectUploadError(snapshot)).toBe(state.context.uploadError);
    expect(selectIsExtracting(snapshot)).toBe(at('extracting'));
    expect(selectIsReviewing(snapshot)).toBe(
      ['review', 'confirming', 'saving', 'validationErrors', 'failed'].some(at),
    );
    expect(selectIsConfirming(snapshot)).toBe(at('confirming'));
    expect(selectIsSaving(snapshot)).toBe(at('saving'));
    expect(selectCanEdit(snapshot)).toBe(at('review') || at('failed'));
    expect(selectValidationErrors(snapshot)).toEqual(at('validationErrors') ? INVALID : []);
    expect(selectSaveFailure(snapshot)).toBe(at('failed') ? state.context.failure : null);
    expect(selectSavedId(snapshot)).toBe(at('saved') ? SAVED_ID : null);
    expect(selectIsCancelled(snapshot)).toBe(at('cancelled'));
    expect(h.pending).toHaveLength(at('extracting') || at('saving') ? 1 : 0);
  };

  return { events, states: { '*': check } };
}

describe('ratecon-save model', () => {
  it('mirrors the machine: same states, and every event the machine handles is modelled', () => {
    for (const prefix of ['upload.', 'review.', 'confirm.', 'errors.', 'save.', 'failure.']) {
      expectModelMirrorsMachine(modelMachine, rateconSaveMachine, prefix);
    }
  });
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, MODEL_EVENTS, {
      kind: 'shortest',
      vertex: 'transition-from-value',
    }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: {
      states: [
        'upload',
        'extracting',
        'review',
        'confirming',
        'saving',
        'saved',
        'validationErrors',
        'failed',
        'cancelled',
      ],
      events: MODEL_EVENTS,
    },
  });
});

describe('ratecon-save behaviour', () => {
  it('stops reading the file when the upload is cancelled, and a late answer changes nothing', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'upload.pick', file: FILES.pdf });
    const [reading] = h.pending;
    h.actor.send({ type: 'upload.cancel' });
    expect(h.pending).toEqual([]);
    reading?.settle('found');
    await flush();
    expect(h.actor.getSnapshot().value).toBe('upload');
    expect(label(selectDraft(h.actor.getSnapshot()))).toBe('empty');
  });

  it('fixes the refused fields and saves the corrected record the second time', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({
      type: 'review.open',
      extracted: { draft: EXTRACTED, confidence: {}, fileName: 'rate.pdf' },
    });
    h.actor.send({ type: 'review.save' });
    h.actor.send({ type: 'confirm.accept' });
    await h.settle('saveLoad', 'invalid');
    expect(selectValidationErrors(h.actor.getSnapshot())).toEqual(INVALID);
    h.actor.send({ type: 'errors.dismiss' });
    h.actor.send({ type: 'review.change', draft: EDITED });
    h.actor.send({ type: 'review.save' });
    h.actor.send({ type: 'confirm.accept' });
    await h.settle('saveLoad', 'saved');
    expect(h.calls).toEqual(['save:EXTRACTED', 'save:EDITED', `loadSaved:${SAVED_ID}:EDITED`]);
  });

  it('says what went wrong with a save that throws something other than an Error', async () => {
    const machine = rateconSaveMachine.provide({
      actors: {
        saveLoad: fromPromise(() => Promise.reject('boom')),
      },
    });
    const actor = createActor(machine, { input: { emptyDraft: EMPTY_DRAFT } }).start();
    actor.send({ type: 'upload.manual' });
    actor.send({ type: 'review.save' });
    actor.send({ type: 'confirm.accept' });
    await flush();
    expect(selectSaveFailure(actor.getSnapshot())).toBe(LOAD_MESSAGES.errorAdding);
  });
});
