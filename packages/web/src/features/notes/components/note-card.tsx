import type { Note, NoteUpload } from '@fleet/contracts';
import {
  noteEditorMachine,
  selectDeletingFileKey,
  selectNoteCanChange,
  selectNoteCanSave,
  selectNoteConfirm,
  selectNoteDraft,
  selectNoteIsDeleting,
  selectNoteIsEditing,
  selectNoteIsSaving,
  selectNoteUploads,
} from '@fleet/machines';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatDateTime, NOT_AVAILABLE } from '@/lib/format';
import { notify } from '@/lib/notify';
import { deleteNote } from '../api/delete-note';
import { deleteNoteFile } from '../api/delete-note-file';
import { updateNote } from '../api/update-note';
import { uploadNoteFile } from '../api/upload-note-file';
import type { NotesCache } from '../hooks/use-notes-cache';
import {
  CONFIRM_DELETE_FILE,
  CONFIRM_DELETE_NOTE,
  FILE_DELETE_FAILED,
  updateNoteErrorMessage,
  uploadErrorMessage,
} from '../lib/messages';
import { AttachFiles } from './attach-files';
import { ConfirmDialog } from './confirm-dialog';
import { FileItems, UploadItems } from './file-items';

/** What a System note is about (additional_metadata.exception_type). */
const EXCEPTION_LABELS: Record<string, string> = {
  eta: 'ETA',
  tempViolation: 'Temperature Violation',
  detention: 'Detention',
};

export function exceptionLabel(note: Note): string | null {
  const type = note.additional_metadata?.exception_type;
  return type ? (EXCEPTION_LABELS[type] ?? type) : null;
}

/**
 * Who may change a note: only a user note (§6), and only its author (the API's rule, matched on
 * the e-mail; it answers 403 'Only the author of this note (…) can edit it' otherwise), so the
 * card does not offer what would be refused.
 */
export function canChangeNote(note: Note, userEmail: string | null): boolean {
  return (
    note.type === 'USER_GENRATED' &&
    userEmail !== null &&
    note.created_by_email?.toLowerCase() === userEmail.toLowerCase()
  );
}

/**
 * One note (document 2 §2.5, §6): text, author, time and files. The author's own user note can be
 * edited (view and edit toggle), deleted and given files; a System note shows a 'System' badge and
 * the exception type, and none of those controls.
 */
export function NoteCard({
  note,
  editable,
  cache,
  onPreview,
  onDownload,
}: {
  note: Note;
  /** canChangeNote(note, current user's e-mail); fixed for the card's life (it is keyed on it). */
  editable: boolean;
  cache: NotesCache;
  onPreview: (upload: NoteUpload) => void;
  onDownload: (upload: NoteUpload) => void;
}) {
  const isUserNote = note.type === 'USER_GENRATED';
  const actor = useActorRef(
    noteEditorMachine.provide({
      actors: {
        saveNote: fromPromise(async ({ input }) => {
          cache.upsert(await updateNote(input.noteId, input.text));
        }),
        deleteNote: fromPromise(async ({ input }) => {
          await deleteNote(input.noteId);
          cache.remove(input.noteId);
        }),
        uploadFile: fromPromise(async ({ input }) => {
          // The machine hands back the browser File it was given.
          cache.upsert(await uploadNoteFile(input.noteId, input.file as File));
        }),
        deleteFile: fromPromise(async ({ input }) => {
          await deleteNoteFile(input.noteId, input.key);
          await cache.reload();
        }),
      },
      actions: {
        saveFailed: (_, { error }) => notify.error(updateNoteErrorMessage(error)),
        // The client has toasted it (§8 names no message: the generic rule applies).
        deleteFailed: () => {},
        uploadFailed: (_, { error }) => {
          notify.error(uploadErrorMessage(error));
          void cache.reload();
        },
        fileDeleteFailed: () => notify.error(FILE_DELETE_FAILED),
        fileRejected: (_, { message }) => notify.error(message),
      },
    }),
    { input: { noteId: note._id, editable } },
  );
  const editing = useSelector(actor, selectNoteIsEditing);
  const saving = useSelector(actor, selectNoteIsSaving);
  const draft = useSelector(actor, selectNoteDraft);
  const canSave = useSelector(actor, selectNoteCanSave);
  const canChange = useSelector(actor, selectNoteCanChange);
  const confirm = useSelector(actor, selectNoteConfirm);
  const deleting = useSelector(actor, selectNoteIsDeleting);
  const fileKey = useSelector(actor, selectDeletingFileKey);
  const uploads = useSelector(actor, selectNoteUploads);
  const deletingFile = useSelector(actor, (s) => s.matches('deletingFile'));

  const time = formatDateTime(note.created_at, NOT_AVAILABLE);
  const exception = exceptionLabel(note);
  const fileName = note.uploads.find((u) => u.key === fileKey)?.file_name;

  return (
    <Paper withBorder p="sm" component="article" aria-label={`Note by ${note.created_by}, ${time}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {note.created_by}
            </Text>
            <Text size="xs" c="dimmed">
              {time}
            </Text>
            {isUserNote ? null : (
              <>
                <Badge size="sm" color="gray" variant="light">
                  System
                </Badge>
                {exception ? (
                  <Badge size="sm" color="orange" variant="light">
                    {exception}
                  </Badge>
                ) : null}
              </>
            )}
          </Group>
          {editable && !editing ? (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label="Edit note"
                disabled={!canChange}
                onClick={() => actor.send({ type: 'note.edit', text: note.note })}
              >
                Edit
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label="Delete note"
                disabled={!canChange}
                onClick={() => actor.send({ type: 'note.delete' })}
              >
                Delete
              </Button>
            </Group>
          ) : null}
        </Group>

        {editing ? (
          <form
            aria-label="Edit note"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'note.save' });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Note text"
                autosize
                minRows={2}
                value={draft}
                disabled={saving}
                autoFocus
                onChange={(event) =>
                  actor.send({ type: 'note.change', text: event.currentTarget.value })
                }
              />
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  disabled={saving}
                  onClick={() => actor.send({ type: 'note.cancel' })}
                >
                  Cancel
                </Button>
                <Button type="submit" size="xs" loading={saving} disabled={!canSave && !saving}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.note}
          </Text>
        )}

        <FileItems
          uploads={note.uploads}
          canDelete={canChange}
          onPreview={onPreview}
          onDownload={onDownload}
          onDelete={(upload) => actor.send({ type: 'file.delete', key: upload.key })}
        />
        <UploadItems items={uploads} />
        {editable && !editing ? (
          <AttachFiles
            label="Attach files to note"
            onFiles={(files) => actor.send({ type: 'files.add', files })}
          />
        ) : null}
      </Stack>

      <ConfirmDialog
        opened={confirm === 'note' || deleting}
        title="Delete note"
        message={CONFIRM_DELETE_NOTE}
        busy={deleting}
        onCancel={() => actor.send({ type: 'note.cancel' })}
        onConfirm={() => actor.send({ type: 'note.confirm' })}
      />
      <ConfirmDialog
        opened={confirm === 'file' || deletingFile}
        title={fileName ? `Delete ${fileName}` : 'Delete file'}
        message={CONFIRM_DELETE_FILE}
        busy={deletingFile}
        onCancel={() => actor.send({ type: 'file.cancel' })}
        onConfirm={() => actor.send({ type: 'file.confirm' })}
      />
    </Paper>
  );
}
