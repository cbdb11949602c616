import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { partitionBySize } from './files';
import type {
  CreatedNote,
  CreateNoteInput,
  EffectFailedParams,
  FileRejectedParams,
  NewNoteContext,
  NewNoteEvent,
  PendingFile,
  UploadFileInput,
} from './types';

const notProvided = (name: string) => new Error(`newNote: '${name}' is not provided`);

const EMPTY: NewNoteContext = { draft: '', files: [], noteId: null, queue: [] };

/**
 * The notes panel's 'Add New Note' form (document 2 §2.5, §4, §5).
 *
 * ```
 * closed --compose.open--> composing --compose.save--> creating --done, no files--> closed
 *                            ^  compose.cancel -> closed    |  \--done, files--> uploading
 *                            \------- error ---------------/      one file after the other
 * uploading --all done--> closed;   --error--> closed (uploadFailed: the caller reloads, §4)
 * ```
 *
 * The note is created first; its files are then uploaded onto the new note's _id (§4). Files
 * over 50 MB are dropped when they are picked, each reported through `fileRejected` (§5).
 *
 * Injected: actors `createNote` (resolves to the new note's id) and `uploadFile`; actions
 * `createFailed`, `uploadFailed`, `fileRejected`.
 */
const newNote = setup({
  types: {
    context: {} as NewNoteContext,
    events: {} as NewNoteEvent,
  },
  actors: {
    createNote: fromPromise<CreatedNote, CreateNoteInput>(async () => {
      throw notProvided('createNote');
    }),
    uploadFile: fromPromise<unknown, UploadFileInput>(async () => {
      throw notProvided('uploadFile');
    }),
  },
  actions: {
    createFailed: (_, _params: EffectFailedParams) => {},
    /** The upload of `name` failed; the files after it are not sent. The caller reloads (§4). */
    uploadFailed: (_, _params: EffectFailedParams & { name: string }) => {},
    fileRejected: (_, _params: FileRejectedParams) => {},
    reset: assign(() => EMPTY),
  },
  guards: {
    hasText: ({ context }) => context.draft.trim() !== '',
    hasFiles: ({ context }) => context.files.length > 0,
    moreQueued: ({ context }) => context.queue.length > 1,
  },
});

/** Keeps the files within the limit; reports the others (§5). */
const addFiles = newNote.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'compose.addFiles') return;
  const { accepted, rejected } = partitionBySize(event.files);
  for (const params of rejected) enqueue({ type: 'fileRejected', params });
  enqueue.assign({ files: [...context.files, ...accepted] });
});

export const newNoteMachine = newNote.createMachine({
  id: 'newNote',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      on: { 'compose.open': { target: 'composing', actions: 'reset' } },
    },
    composing: {
      on: {
        'compose.change': { actions: assign({ draft: ({ event }) => event.text }) },
        'compose.addFiles': { actions: addFiles },
        'compose.removeFile': {
          actions: assign({
            files: ({ context, event }) => context.files.filter((_, i) => i !== event.index),
          }),
        },
        'compose.save': { guard: 'hasText', target: 'creating' },
        'compose.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    creating: {
      invoke: {
        src: 'createNote',
        input: ({ context }) => ({ text: context.draft.trim() }),
        onDone: [
          {
            guard: 'hasFiles',
            target: 'uploading',
            actions: assign({
              noteId: ({ event }) => event.output.noteId,
              queue: ({ context }) => context.files,
            }),
          },
          { target: 'closed', actions: 'reset' },
        ],
        // The draft and the files stay for another try.
        onError: {
          target: 'composing',
          actions: { type: 'createFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The head of `queue` is uploading onto the new note; the rest wait their turn. */
    uploading: {
      invoke: {
        src: 'uploadFile',
        input: ({ context }) => ({
          noteId: context.noteId ?? '',
          file: context.queue[0] as PendingFile,
        }),
        onDone: [
          {
            guard: 'moreQueued',
            target: 'uploading',
            reenter: true,
            actions: assign({ queue: ({ context }) => context.queue.slice(1) }),
          },
          { target: 'closed', actions: 'reset' },
        ],
        // The note exists; the form closes and the caller reloads the notes (§4).
        onError: {
          target: 'closed',
          actions: [
            {
              type: 'uploadFailed',
              params: ({ context, event }) => ({
                error: event.error,
                name: context.queue[0]?.name ?? '',
              }),
            },
            'reset',
          ],
        },
      },
    },
  },
});

export type NewNoteMachine = typeof newNoteMachine;
export type NewNoteSnapshot = SnapshotFrom<NewNoteMachine>;
