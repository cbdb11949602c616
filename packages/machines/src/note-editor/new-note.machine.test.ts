import { fileTooLargeMessage, MAX_FILE_BYTES } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { type Actor, assign, createActor, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import { type NewNoteMachine, newNoteMachine } from './new-note.machine';
import {
  selectComposeCanSave,
  selectComposeDraft,
  selectComposeFiles,
  selectComposeIsOpen,
  selectComposeIsSubmitting,
  selectComposeUploads,
} from './selectors';
import type { PendingFile } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with a fake createNote and uploadFile (each call stays
// pending until the test settles it) and recording actions.
// ---------------------------------------------------------------------------------------------

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const NEW_ID = 'note-9';

type EffectName = 'createNote' | 'uploadFile';

function createHarness() {
  const calls: string[] = [];
  const pending: Array<{
    effect: EffectName;
    resolve: (value: unknown) => void;
    reject: (e: unknown) => void;
  }> = [];
  const machine = newNoteMachine.provide({
    actors: {
      createNote: fromPromise(
        ({ input }) =>
          new Promise<{ noteId: string }>((resolve, reject) => {
            calls.push(`create:${input.text}`);
            pending.push({
              effect: 'createNote',
              resolve: () => resolve({ noteId: NEW_ID }),
              reject,
            });
          }),
      ),
      uploadFile: fromPromise(
        ({ input }) =>
          new Promise((resolve, reject) => {
            // §4: the files go onto the new note's _id.
            expect(input.noteId).toBe(NEW_ID);
            calls.push(`upload:${input.file.name}`);
            pending.push({ effect: 'uploadFile', resolve, reject });
          }),
      ),
    },
    actions: {
      createFailed: (_, { error }) => calls.push(`createFailed:${(error as Error).message}`),
      uploadFailed: (_, { error, name }) =>
        calls.push(`uploadFailed:${name}:${(error as Error).message}`),
      fileRejected: (_, { name, message }) => {
        expect(message).toBe(fileTooLargeMessage(name));
        calls.push(`rejected:${name}`);
      },
    },
  });
  const actor: Actor<NewNoteMachine> = createActor(machine);
  async function settle(effect: EffectName, outcome: 'done' | 'failed') {
    const call = pending.shift();
    if (!call) throw new Error('no call pending');
    expect(call.effect).toBe(effect);
    if (outcome === 'done') call.resolve(undefined);
    else call.reject(new Error('refused'));
    await flush();
  }
  return { actor, calls, pending, settle };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states; createNote's and uploadFile's outcomes are model events. The
// context keeps the draft, the picked file names, the upload queue and the last step's effects.
// ---------------------------------------------------------------------------------------------

type Picked = 'one' | 'oversize' | 'mixed';
const PICKED: Record<Picked, PendingFile[]> = {
  one: [{ name: 'a.pdf', size: 1024 }],
  oversize: [{ name: 'huge.mov', size: MAX_FILE_BYTES + 1 }],
  mixed: [
    { name: 'big.mov', size: MAX_FILE_BYTES + 1 },
    { name: 'b.png', size: MAX_FILE_BYTES },
  ],
};

type ModelEvent =
  | { type: 'compose.open' }
  | { type: 'compose.change'; text: string }
  | { type: 'compose.addFiles'; files: Picked }
  | { type: 'compose.removeFile'; index: number }
  | { type: 'compose.save' }
  | { type: 'compose.cancel' }
  | { type: 'create.done' }
  | { type: 'create.failed' }
  | { type: 'upload.done' }
  | { type: 'upload.failed' };

interface ModelContext {
  draft: string;
  files: string[];
  queue: string[];
  effects: string[];
}

type ModelAssign = typeof assign<ModelContext, ModelEvent, undefined, ModelEvent, never>;
const modelAssign: ModelAssign = assign;
const effects = (...list: string[]) => modelAssign({ effects: list });
const EMPTY: ModelContext = { draft: '', files: [], queue: [], effects: [] };
const reset = (...list: string[]) => modelAssign({ ...EMPTY, effects: list });

// createTestModel also offers each handled event type bare (no payload): no files, an empty
// text, index 0.
const picked = (event: ModelEvent) =>
  event.type === 'compose.addFiles' ? (PICKED[event.files] ?? []) : ([] as PendingFile[]);
const textOf = (event: ModelEvent) => (event.type === 'compose.change' ? (event.text ?? '') : '');
const indexOf = (event: ModelEvent) =>
  event.type === 'compose.removeFile' ? (event.index ?? 0) : 0;

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
}).createMachine({
  id: 'newNote',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      on: { 'compose.open': { target: 'composing', actions: reset() } },
    },
    composing: {
      on: {
        'compose.change': {
          actions: modelAssign(({ event }) => ({ draft: textOf(event), effects: [] })),
        },
        'compose.addFiles': {
          actions: modelAssign(({ context, event }) => ({
            files: [
              ...context.files,
              ...picked(event)
                .filter((f) => f.size <= MAX_FILE_BYTES)
                .map((f) => f.name),
            ],
            effects: picked(event)
              .filter((f) => f.size > MAX_FILE_BYTES)
              .map((f) => `rejected:${f.name}`),
          })),
        },
        'compose.removeFile': {
          actions: modelAssign(({ context, event }) => ({
            files: context.files.filter((_, i) => i !== indexOf(event)),
            effects: [],
          })),
        },
        'compose.save': [
          {
            guard: ({ context }) => context.draft.trim() !== '',
            target: 'creating',
            actions: modelAssign(({ context }) => ({
              effects: [`create:${context.draft.trim()}`],
            })),
          },
          { actions: effects() },
        ],
        'compose.cancel': { target: 'closed', actions: reset() },
      },
    },
    creating: {
      on: {
        'create.done': [
          {
            guard: ({ context }) => context.files.length > 0,
            target: 'uploading',
            actions: modelAssign(({ context }) => ({
              queue: context.files,
              effects: [`upload:${context.files[0]}`],
            })),
          },
          { target: 'closed', actions: reset() },
        ],
        'create.failed': { target: 'composing', actions: effects('createFailed:refused') },
      },
    },
    uploading: {
      on: {
        'upload.done': [
          {
            guard: ({ context }) => context.queue.length > 1,
            target: 'uploading',
            reenter: true,
            actions: modelAssign(({ context }) => ({
              queue: context.queue.slice(1),
              effects: [`upload:${context.queue[1]}`],
            })),
          },
          { target: 'closed', actions: reset() },
        ],
        'upload.failed': {
          target: 'closed',
          actions: modelAssign(({ context }) => ({
            ...EMPTY,
            effects: [`uploadFailed:${context.queue[0]}:refused`],
          })),
        },
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const USER_EVENTS: ModelEvent[] = [
  { type: 'compose.open' },
  { type: 'compose.change', text: ' Reefer at 34F ' },
  { type: 'compose.change', text: '  ' },
  { type: 'compose.addFiles', files: 'one' },
  { type: 'compose.addFiles', files: 'oversize' },
  { type: 'compose.addFiles', files: 'mixed' },
  { type: 'compose.removeFile', index: 0 },
  { type: 'compose.save' },
  { type: 'compose.cancel' },
];
const OUTCOMES: ModelEvent[] = [
  { type: 'create.done' },
  { type: 'create.failed' },
  { type: 'upload.done' },
  { type: 'upload.failed' },
];
const MODEL_EVENTS = [...USER_EVENTS, ...OUTCOMES];

/** No more files once two are picked (the list would otherwise grow without end). */
const modelEvents = (state: ModelSnapshot) =>
  MODEL_EVENTS.filter(
    (event) => event.type !== 'compose.addFiles' || state.context.files.length < 2,
  );

const OUTCOME_EFFECT: Record<string, [EffectName, 'done' | 'failed']> = {
  'create.done': ['createNote', 'done'],
  'create.failed': ['createNote', 'failed'],
  'upload.done': ['uploadFile', 'done'],
  'upload.failed': ['uploadFile', 'failed'],
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
          if (event.type === 'compose.addFiles') {
            h.actor.send({ type: 'compose.addFiles', files: picked(event) });
          } else if (event.type === 'compose.change') {
            h.actor.send({ type: 'compose.change', text: textOf(event) });
          } else if (event.type === 'compose.removeFile') {
            h.actor.send({ type: 'compose.removeFile', index: indexOf(event) });
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
    expect(selectComposeIsOpen(snapshot)).toBe(!at('closed'));
    expect(selectComposeDraft(snapshot)).toBe(state.context.draft);
    expect(selectComposeFiles(snapshot).map((f) => f.name)).toEqual(state.context.files);
    expect(selectComposeIsSubmitting(snapshot)).toBe(at('creating') || at('uploading'));
    expect(selectComposeCanSave(snapshot)).toBe(
      at('composing') && state.context.draft.trim() !== '',
    );
    expect(selectComposeUploads(snapshot).map((u) => `${u.file.name}:${u.status}`)).toEqual(
      at('uploading')
        ? state.context.queue.map((name, i) => `${name}:${i === 0 ? 'uploading' : 'waiting'}`)
        : [],
    );
    expect(h.pending).toHaveLength(at('creating') || at('uploading') ? 1 : 0);
  };

  return { events, states: { '*': check } };
}

describe('new-note model', () => {
  itMirrorsMachine(modelMachine, newNoteMachine, 'compose.');
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, modelEvents, {
      kind: 'shortest',
      vertex: 'transition-from-value',
    }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: {
      states: ['closed', 'composing', 'creating', 'uploading'],
      events: MODEL_EVENTS,
    },
  });
});

describe('new-note behaviour', () => {
  it('creates the note, then uploads each file onto its id, then closes', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'compose.open' });
    h.actor.send({ type: 'compose.change', text: 'Papers' });
    h.actor.send({
      type: 'compose.addFiles',
      files: [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ],
    });
    h.actor.send({ type: 'compose.save' });
    await h.settle('createNote', 'done');
    await h.settle('uploadFile', 'done');
    await h.settle('uploadFile', 'done');
    expect(h.calls).toEqual(['create:Papers', 'upload:a.pdf', 'upload:b.pdf']);
    expect(h.actor.getSnapshot().value).toBe('closed');
    expect(selectComposeDraft(h.actor.getSnapshot())).toBe('');
  });

  it('keeps the draft and the files after a failed create', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'compose.open' });
    h.actor.send({ type: 'compose.change', text: 'Papers' });
    h.actor.send({ type: 'compose.addFiles', files: [{ name: 'a.pdf', size: 1 }] });
    h.actor.send({ type: 'compose.save' });
    await h.settle('createNote', 'failed');
    expect(h.actor.getSnapshot().value).toBe('composing');
    expect(selectComposeDraft(h.actor.getSnapshot())).toBe('Papers');
    expect(selectComposeFiles(h.actor.getSnapshot())).toEqual([{ name: 'a.pdf', size: 1 }]);
  });
});
