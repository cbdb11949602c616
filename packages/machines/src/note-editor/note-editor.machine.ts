import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { partitionBySize } from './files';
import type {
  DeleteFileInput,
  EffectFailedParams,
  FileRejectedParams,
  NoteEditorContext,
  NoteEditorEvent,
  NoteEditorInput,
  NoteIdInput,
  PendingFile,
  SaveNoteInput,
  UploadFileInput,
} from './types';

const notProvided = (name: string) => new Error(`noteEditor: '${name}' is not provided`);

/**
 * One saved note's card in the notes panel (document 2 §2.5, §4, §6).
 *
 * ```
 * viewing --note.edit--> editing --note.save--> saving --done--> viewing
 *                          ^  note.cancel -> viewing        \--error--> failed --note.save--> saving
 * viewing --note.delete--> confirmingDelete --note.confirm--> deleting --done--> deleted (final)
 * viewing --files.add--> uploading (one file after the other) --all done / error--> viewing
 * viewing --file.delete--> confirmingFileDelete --file.confirm--> deletingFile --> viewing
 * ```
 *
 * Only a user note (`editable`) takes note.edit, note.delete, files.add and file.delete: a System
 * note's card has no such controls and the machine refuses them as well (§6).
 *
 * Injected (`machine.provide`): actors `saveNote`, `deleteNote`, `uploadFile`, `deleteFile` (the
 * web's calls, which also update its cache on success); actions `saveFailed`, `deleteFailed`,
 * `uploadFailed` (the web toasts and reloads the notes, §4), `fileDeleteFailed`, `fileRejected`.
 */
const noteEditor = setup({
  types: {
    context: {} as NoteEditorContext,
    events: {} as NoteEditorEvent,
    input: {} as NoteEditorInput,
  },
  actors: {
    /** PUT the note's text; resolves once saved. */
    saveNote: fromPromise<unknown, SaveNoteInput>(async () => {
      throw notProvided('saveNote');
    }),
    deleteNote: fromPromise<unknown, NoteIdInput>(async () => {
      throw notProvided('deleteNote');
    }),
    /** POST one file onto the note. */
    uploadFile: fromPromise<unknown, UploadFileInput>(async () => {
      throw notProvided('uploadFile');
    }),
    deleteFile: fromPromise<unknown, DeleteFileInput>(async () => {
      throw notProvided('deleteFile');
    }),
  },
  actions: {
    saveFailed: (_, _params: EffectFailedParams) => {},
    deleteFailed: (_, _params: EffectFailedParams) => {},
    /** The upload of `name` failed; the files after it are not sent. The caller reloads (§4). */
    uploadFailed: (_, _params: EffectFailedParams & { name: string }) => {},
    fileDeleteFailed: (_, _params: EffectFailedParams) => {},
    /** A file over the limit was dropped before upload (§5). */
    fileRejected: (_, _params: FileRejectedParams) => {},
  },
  guards: {
    editable: ({ context }) => context.editable,
    /** files.add on a user note with at least one file within the limit. */
    canUpload: ({ context, event }) =>
      context.editable &&
      event.type === 'files.add' &&
      partitionBySize(event.files).accepted.length > 0,
    hasText: ({ context }) => context.draft.trim() !== '',
    /** After the head of the queue is done, another file waits. */
    moreQueued: ({ context }) => context.queue.length > 1,
  },
});

/** Keeps the files within the limit at the end of the queue; reports the others (§5). */
const enqueueFiles = noteEditor.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'files.add') return;
  const { accepted, rejected } = partitionBySize(event.files);
  for (const params of rejected) enqueue({ type: 'fileRejected', params });
  enqueue.assign({ queue: [...context.queue, ...accepted] });
});

export const noteEditorMachine = noteEditor.createMachine({
  id: 'noteEditor',
  context: ({ input }) => ({
    noteId: input.noteId,
    editable: input.editable,
    draft: '',
    queue: [],
    fileKey: null,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'note.edit': {
          guard: 'editable',
          target: 'editing',
          actions: assign({ draft: ({ event }) => event.text }),
        },
        'note.delete': { guard: 'editable', target: 'confirmingDelete' },
        'files.add': [
          { guard: 'canUpload', target: 'uploading', actions: enqueueFiles },
          // Every file was over the limit: each is reported, nothing is sent.
          { guard: 'editable', actions: enqueueFiles },
        ],
        'file.delete': {
          guard: 'editable',
          target: 'confirmingFileDelete',
          actions: assign({ fileKey: ({ event }) => event.key }),
        },
      },
    },
    editing: {
      on: {
        'note.change': { actions: assign({ draft: ({ event }) => event.text }) },
        'note.save': { guard: 'hasText', target: 'saving' },
        'note.cancel': { target: 'viewing' },
      },
    },
    saving: {
      invoke: {
        src: 'saveNote',
        input: ({ context }) => ({ noteId: context.noteId, text: context.draft.trim() }),
        onDone: { target: 'viewing' },
        onError: {
          target: 'failed',
          actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The save failed: the draft is kept, to be changed and saved again, or dropped. */
    failed: {
      on: {
        'note.change': {
          target: 'editing',
          actions: assign({ draft: ({ event }) => event.text }),
        },
        'note.save': { guard: 'hasText', target: 'saving' },
        'note.cancel': { target: 'viewing' },
      },
    },
    confirmingDelete: {
      on: {
        'note.cancel': { target: 'viewing' },
        'note.confirm': { target: 'deleting' },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteNote',
        input: ({ context }) => ({ noteId: context.noteId }),
        onDone: { target: 'deleted' },
        onError: {
          target: 'viewing',
          actions: { type: 'deleteFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleted: { type: 'final' },
    /** The head of `queue` is uploading; the rest wait their turn. */
    uploading: {
      invoke: {
        src: 'uploadFile',
        input: ({ context }) => ({
          noteId: context.noteId,
          file: context.queue[0] as PendingFile,
        }),
        onDone: [
          {
            guard: 'moreQueued',
            target: 'uploading',
            reenter: true,
            actions: assign({ queue: ({ context }) => context.queue.slice(1) }),
          },
          { target: 'viewing', actions: assign({ queue: [] }) },
        ],
        onError: {
          target: 'viewing',
          actions: [
            {
              type: 'uploadFailed',
              params: ({ context, event }) => ({
                error: event.error,
                name: context.queue[0]?.name ?? '',
              }),
            },
            assign({ queue: [] }),
          ],
        },
      },
      on: {
        // More files while others upload: they join the queue.
        'files.add': { actions: enqueueFiles },
      },
    },
    confirmingFileDelete: {
      on: {
        'file.cancel': { target: 'viewing', actions: assign({ fileKey: null }) },
        'file.confirm': { target: 'deletingFile' },
      },
    },
    deletingFile: {
      invoke: {
        src: 'deleteFile',
        input: ({ context }) => ({ noteId: context.noteId, key: context.fileKey ?? '' }),
        onDone: { target: 'viewing', actions: assign({ fileKey: null }) },
        onError: {
          target: 'viewing',
          actions: [
            { type: 'fileDeleteFailed', params: ({ event }) => ({ error: event.error }) },
            assign({ fileKey: null }),
          ],
        },
      },
    },
  },
});

export type NoteEditorMachine = typeof noteEditorMachine;
export type NoteEditorSnapshot = SnapshotFrom<NoteEditorMachine>;
