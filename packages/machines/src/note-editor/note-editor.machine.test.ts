import { fileTooLargeMessage, MAX_FILE_BYTES } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { type Actor, assign, createActor, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import { type NoteEditorMachine, noteEditorMachine } from './note-editor.machine';
import {
  selectDeletingFileKey,
  selectNoteCanChange,
  selectNoteCanSave,
  selectNoteConfirm,
  selectNoteDraft,
  selectNoteIsDeleted,
  selectNoteIsDeleting,
  selectNoteIsEditing,
  selectNoteIsSaving,
  selectNoteSaveFailed,
  selectNoteUploads,
} from './selectors';
import type { PendingFile } from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with fake effects. Each call stays pending until the
// test settles it; every call and every reported failure is recorded in order.
// ---------------------------------------------------------------------------------------------

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const NOTE_ID = 'note-1';
const FILE_KEY = 'key-bol.pdf';

type EffectName = 'saveNote' | 'deleteNote' | 'uploadFile' | 'deleteFile';

function createHarness(editable = true) {
  const calls: string[] = [];
  const pending: Array<{ effect: EffectName; resolve: () => void; reject: (e: unknown) => void }> =
    [];
  const hold = (effect: EffectName, call: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push(call);
      pending.push({ effect, resolve, reject });
    });
  const machine = noteEditorMachine.provide({
    actors: {
      saveNote: fromPromise(({ input }) => {
        expect(input.noteId).toBe(NOTE_ID);
        return hold('saveNote', `save:${input.text}`);
      }),
      deleteNote: fromPromise(({ input }) => hold('deleteNote', `deleteNote:${input.noteId}`)),
      uploadFile: fromPromise(({ input }) => {
        expect(input.noteId).toBe(NOTE_ID);
        return hold('uploadFile', `upload:${input.file.name}`);
      }),
      deleteFile: fromPromise(({ input }) => {
        expect(input.noteId).toBe(NOTE_ID);
        return hold('deleteFile', `deleteFile:${input.key}`);
      }),
    },
    actions: {
      saveFailed: (_, { error }) => calls.push(`saveFailed:${(error as Error).message}`),
      deleteFailed: (_, { error }) => calls.push(`deleteFailed:${(error as Error).message}`),
      uploadFailed: (_, { error, name }) =>
        calls.push(`uploadFailed:${name}:${(error as Error).message}`),
      fileDeleteFailed: (_, { error }) =>
        calls.push(`fileDeleteFailed:${(error as Error).message}`),
      fileRejected: (_, { name, message }) => {
        expect(message).toBe(fileTooLargeMessage(name));
        calls.push(`rejected:${name}`);
      },
    },
  });
  const actor: Actor<NoteEditorMachine> = createActor(machine, {
    input: { noteId: NOTE_ID, editable },
  });
  async function settle(effect: EffectName, outcome: 'done' | 'failed') {
    const call = pending.shift();
    if (!call) throw new Error('no call pending');
    expect(call.effect).toBe(effect);
    if (outcome === 'done') call.resolve();
    else call.reject(new Error('refused'));
    await flush();
  }
  return { actor, calls, pending, settle };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states; each effect's outcome is a model event (`save.done`, …) the
// runner performs by settling the pending call. The context keeps the draft, the names waiting
// to upload and the side effects the last step must have caused. Picked files come in three
// kinds: one within the limit, one over it, or one of each.
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
  | { type: 'note.edit'; text: string }
  | { type: 'note.change'; text: string }
  | { type: 'note.save' }
  | { type: 'note.cancel' }
  | { type: 'note.delete' }
  | { type: 'note.confirm' }
  | { type: 'files.add'; files: Picked }
  | { type: 'file.delete'; key: string }
  | { type: 'file.cancel' }
  | { type: 'file.confirm' }
  | { type: 'save.done' }
  | { type: 'save.failed' }
  | { type: 'delete.done' }
  | { type: 'delete.failed' }
  | { type: 'upload.done' }
  | { type: 'upload.failed' }
  | { type: 'fileDelete.done' }
  | { type: 'fileDelete.failed' };

interface ModelContext {
  editable: boolean;
  draft: string;
  queue: string[];
  effects: string[];
}
type Args = { context: ModelContext; event: ModelEvent };

type ModelAssign = typeof assign<ModelContext, ModelEvent, undefined, ModelEvent, never>;
const modelAssign: ModelAssign = assign;
const effects = (...list: string[]) => modelAssign({ effects: list });

// createTestModel also offers each handled event type bare (no payload): it means no files, an
// empty text, the one file key.
const picked = (event: ModelEvent) =>
  event.type === 'files.add' ? (PICKED[event.files] ?? []) : ([] as PendingFile[]);
const textOf = (event: ModelEvent) =>
  event.type === 'note.edit' || event.type === 'note.change' ? (event.text ?? '') : '';
const accepted = (event: ModelEvent) =>
  picked(event)
    .filter((f) => f.size <= MAX_FILE_BYTES)
    .map((f) => f.name);
const rejected = (event: ModelEvent) =>
  picked(event)
    .filter((f) => f.size > MAX_FILE_BYTES)
    .map((f) => `rejected:${f.name}`);

/** files.add: the files within the limit join the queue; the others are reported. */
const enqueue = (starts: boolean) =>
  modelAssign(({ context, event }) => {
    const queue = [...context.queue, ...accepted(event)];
    return {
      queue,
      effects: [...rejected(event), ...(starts ? [`upload:${queue[0]}`] : [])],
    };
  });

const editable = ({ context }: Args) => context.editable;
const hasText = ({ context }: Args) => context.draft.trim() !== '';
const ignored = effects();
const save = modelAssign(({ context }) => ({ effects: [`save:${context.draft.trim()}`] }));

function createModel(isEditable: boolean) {
  return setup({
    types: { events: {} as ModelEvent, context: {} as ModelContext },
  }).createMachine({
    id: 'noteEditor',
    context: { editable: isEditable, draft: '', queue: [], effects: [] },
    initial: 'viewing',
    states: {
      viewing: {
        on: {
          'note.edit': [
            {
              guard: editable,
              target: 'editing',
              actions: modelAssign(({ event }) => ({
                draft: textOf(event),
                effects: [],
              })),
            },
            { actions: ignored },
          ],
          'note.delete': [
            { guard: editable, target: 'confirmingDelete', actions: effects() },
            { actions: ignored },
          ],
          'files.add': [
            {
              guard: (args) => editable(args) && accepted(args.event).length > 0,
              target: 'uploading',
              actions: enqueue(true),
            },
            { guard: editable, actions: enqueue(false) },
            { actions: ignored },
          ],
          'file.delete': [
            { guard: editable, target: 'confirmingFileDelete', actions: effects() },
            { actions: ignored },
          ],
        },
      },
      editing: {
        on: {
          'note.change': {
            actions: modelAssign(({ event }) => ({
              draft: textOf(event),
              effects: [],
            })),
          },
          'note.save': [{ guard: hasText, target: 'saving', actions: save }, { actions: ignored }],
          'note.cancel': { target: 'viewing', actions: effects() },
        },
      },
      saving: {
        on: {
          'save.done': { target: 'viewing', actions: effects() },
          'save.failed': { target: 'failed', actions: effects('saveFailed:refused') },
        },
      },
      failed: {
        on: {
          'note.change': {
            target: 'editing',
            actions: modelAssign(({ event }) => ({
              draft: textOf(event),
              effects: [],
            })),
          },
          'note.save': [{ guard: hasText, target: 'saving', actions: save }, { actions: ignored }],
          'note.cancel': { target: 'viewing', actions: effects() },
        },
      },
      confirmingDelete: {
        on: {
          'note.cancel': { target: 'viewing', actions: effects() },
          'note.confirm': { target: 'deleting', actions: effects(`deleteNote:${NOTE_ID}`) },
        },
      },
      deleting: {
        on: {
          'delete.done': { target: 'deleted', actions: effects() },
          'delete.failed': { target: 'viewing', actions: effects('deleteFailed:refused') },
        },
      },
      deleted: { type: 'final' },
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
            { target: 'viewing', actions: modelAssign({ queue: [], effects: [] }) },
          ],
          'upload.failed': {
            target: 'viewing',
            actions: modelAssign(({ context }) => ({
              queue: [],
              effects: [`uploadFailed:${context.queue[0]}:refused`],
            })),
          },
          'files.add': { actions: enqueue(false) },
        },
      },
      confirmingFileDelete: {
        on: {
          'file.cancel': { target: 'viewing', actions: effects() },
          'file.confirm': { target: 'deletingFile', actions: effects(`deleteFile:${FILE_KEY}`) },
        },
      },
      deletingFile: {
        on: {
          'fileDelete.done': { target: 'viewing', actions: effects() },
          'fileDelete.failed': {
            target: 'viewing',
            actions: effects('fileDeleteFailed:refused'),
          },
        },
      },
    },
  });
}

type Model = ReturnType<typeof createModel>;
type ModelSnapshot = SnapshotFrom<Model>;

const USER_EVENTS: ModelEvent[] = [
  { type: 'note.edit', text: 'Gate closes at 6 PM' },
  { type: 'note.change', text: ' Gate closes at 7 PM ' },
  { type: 'note.change', text: '   ' },
  { type: 'note.save' },
  { type: 'note.cancel' },
  { type: 'note.delete' },
  { type: 'note.confirm' },
  { type: 'files.add', files: 'one' },
  { type: 'files.add', files: 'oversize' },
  { type: 'files.add', files: 'mixed' },
  { type: 'file.delete', key: FILE_KEY },
  { type: 'file.cancel' },
  { type: 'file.confirm' },
];
const OUTCOMES: ModelEvent[] = [
  { type: 'save.done' },
  { type: 'save.failed' },
  { type: 'delete.done' },
  { type: 'delete.failed' },
  { type: 'upload.done' },
  { type: 'upload.failed' },
  { type: 'fileDelete.done' },
  { type: 'fileDelete.failed' },
];
const MODEL_EVENTS = [...USER_EVENTS, ...OUTCOMES];

/** Every event, but no more files once two wait (the queue would otherwise grow without end). */
const modelEvents = (state: ModelSnapshot) =>
  MODEL_EVENTS.filter((event) => event.type !== 'files.add' || state.context.queue.length < 2);

const OUTCOME_EFFECT: Record<string, [EffectName, 'done' | 'failed']> = {
  'save.done': ['saveNote', 'done'],
  'save.failed': ['saveNote', 'failed'],
  'delete.done': ['deleteNote', 'done'],
  'delete.failed': ['deleteNote', 'failed'],
  'upload.done': ['uploadFile', 'done'],
  'upload.failed': ['uploadFile', 'failed'],
  'fileDelete.done': ['deleteFile', 'done'],
  'fileDelete.failed': ['deleteFile', 'failed'],
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
          if (event.type === 'files.add') {
            h.actor.send({ type: 'files.add', files: picked(event) });
          } else if (event.type === 'note.edit' || event.type === 'note.change') {
            h.actor.send({ type: event.type, text: textOf(event) });
          } else if (event.type === 'file.delete') {
            h.actor.send({ type: 'file.delete', key: event.key ?? FILE_KEY });
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
    // The side effects of the last step, exactly.
    expect(h.calls.slice(seen)).toEqual(state.context.effects);
    seen = h.calls.length;
    const at = (value: string) => state.matches(value as never);
    expect(selectNoteDraft(snapshot)).toBe(state.context.draft);
    expect(selectNoteIsEditing(snapshot)).toBe(at('editing') || at('saving') || at('failed'));
    expect(selectNoteIsSaving(snapshot)).toBe(at('saving'));
    expect(selectNoteSaveFailed(snapshot)).toBe(at('failed'));
    expect(selectNoteCanSave(snapshot)).toBe(
      (at('editing') || at('failed')) && state.context.draft.trim() !== '',
    );
    expect(selectNoteConfirm(snapshot)).toBe(
      at('confirmingDelete') ? 'note' : at('confirmingFileDelete') ? 'file' : null,
    );
    expect(selectNoteIsDeleting(snapshot)).toBe(at('deleting'));
    expect(selectNoteIsDeleted(snapshot)).toBe(at('deleted'));
    expect(selectDeletingFileKey(snapshot)).toBe(
      at('confirmingFileDelete') || at('deletingFile') ? FILE_KEY : null,
    );
    expect(selectNoteCanChange(snapshot)).toBe(state.context.editable && at('viewing'));
    expect(selectNoteUploads(snapshot).map((u) => `${u.file.name}:${u.status}`)).toEqual(
      at('uploading')
        ? state.context.queue.map((name, i) => `${name}:${i === 0 ? 'uploading' : 'waiting'}`)
        : [],
    );
    // Exactly one effect is in flight in the states that wait for one.
    const waiting = ['saving', 'deleting', 'uploading', 'deletingFile'].some(at);
    expect(h.pending).toHaveLength(waiting ? 1 : 0);
  };

  return { events, states: { '*': check } };
}

const ALL_STATES = [
  'viewing',
  'editing',
  'saving',
  'failed',
  'confirmingDelete',
  'deleting',
  'deleted',
  'uploading',
  'confirmingFileDelete',
  'deletingFile',
];

describe('note-editor model', () => {
  const userNote = createModel(true);
  itMirrorsMachine(userNote, noteEditorMachine, 'note.');
  itMirrorsMachine(userNote, noteEditorMachine, 'file');

  describeModelPaths('a user note: shortest paths (every transition of the model)', {
    paths: modelPaths(userNote, modelEvents, { kind: 'shortest', vertex: 'transition-from-value' }),
    runPath: modelPathRunner(() => createHarness(true), createPathRunner),
    covers: { states: ALL_STATES, events: MODEL_EVENTS },
  });

  // §6: a System note takes none of the changes; every event leaves it as it was.
  describeModelPaths('a System note: shortest paths (nothing changes it)', {
    paths: modelPaths(createModel(false), modelEvents, {
      kind: 'shortest',
      vertex: 'transition-from-value',
    }),
    runPath: modelPathRunner(() => createHarness(false), createPathRunner),
    covers: {
      states: ['viewing'],
      events: USER_EVENTS.filter((e) =>
        ['note.edit', 'note.delete', 'files.add', 'file.delete'].includes(e.type),
      ),
    },
  });
});

describe('note-editor behaviour', () => {
  it('uploads picked files one after the other and takes more while uploading', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'files.add', files: [{ name: 'a.pdf', size: 1 }] });
    h.actor.send({ type: 'files.add', files: [{ name: 'b.pdf', size: 2 }] });
    expect(selectNoteUploads(h.actor.getSnapshot())).toEqual([
      { file: { name: 'a.pdf', size: 1 }, status: 'uploading' },
      { file: { name: 'b.pdf', size: 2 }, status: 'waiting' },
    ]);
    await h.settle('uploadFile', 'done');
    await h.settle('uploadFile', 'done');
    expect(h.calls).toEqual(['upload:a.pdf', 'upload:b.pdf']);
    expect(h.actor.getSnapshot().value).toBe('viewing');
  });

  it('drops the files after a failed upload (the caller reloads the notes)', async () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({
      type: 'files.add',
      files: [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ],
    });
    await h.settle('uploadFile', 'failed');
    expect(h.calls).toEqual(['upload:a.pdf', 'uploadFailed:a.pdf:refused']);
    expect(h.pending).toHaveLength(0);
    expect(selectNoteUploads(h.actor.getSnapshot())).toEqual([]);
  });

  it('a file of exactly 50 MB is kept; one byte more is dropped', () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({
      type: 'files.add',
      files: [
        { name: 'limit.pdf', size: MAX_FILE_BYTES },
        { name: 'over.pdf', size: MAX_FILE_BYTES + 1 },
      ],
    });
    expect(h.calls).toEqual(['rejected:over.pdf', 'upload:limit.pdf']);
  });
});
