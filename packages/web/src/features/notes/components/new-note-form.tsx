import type { NoteOriginType } from '@fleet/contracts';
import {
  newNoteMachine,
  selectComposeCanSave,
  selectComposeDraft,
  selectComposeFiles,
  selectComposeIsOpen,
  selectComposeIsSubmitting,
  selectComposeUploads,
} from '@fleet/machines';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { notify } from '@/lib/notify';
import { createNote } from '../api/create-note';
import { uploadNoteFile } from '../api/upload-note-file';
import type { NotesCache } from '../hooks/use-notes-cache';
import { createNoteErrorMessage, uploadErrorMessage } from '../lib/messages';
import { fileKeys } from '../lib/preview';
import { AttachFiles } from './attach-files';
import { UploadItems } from './file-items';

/**
 * 'Add New Note' and its form (document 2 §2.5, §4): the note is created first, then its files
 * are uploaded onto the new note's _id one by one; the form closes after save or cancel.
 */
export function NewNoteForm({
  originType,
  originId,
  cache,
}: {
  originType: NoteOriginType;
  originId: string;
  cache: NotesCache;
}) {
  // The actor lives as long as the panel; what it calls reads the latest props through this ref.
  const latest = useRef({ originType, originId, cache });
  latest.current = { originType, originId, cache };

  const actor = useActorRef(
    newNoteMachine.provide({
      actors: {
        createNote: fromPromise(async ({ input }) => {
          const { originType: type, originId: id, cache: notes } = latest.current;
          const note = await createNote({ origin_type: type, origin_id: id, note: input.text });
          notes.upsert(note);
          return { noteId: note._id };
        }),
        uploadFile: fromPromise(async ({ input }) => {
          // The machine hands back the browser File it was given.
          const note = await uploadNoteFile(input.noteId, input.file as File);
          latest.current.cache.upsert(note);
          return note;
        }),
      },
      actions: {
        createFailed: (_, { error }) => notify.error(createNoteErrorMessage(error)),
        uploadFailed: (_, { error }) => {
          notify.error(uploadErrorMessage(error));
          void latest.current.cache.reload();
        },
        fileRejected: (_, { message }) => notify.error(message),
      },
    }),
  );
  const open = useSelector(actor, selectComposeIsOpen);
  const draft = useSelector(actor, selectComposeDraft);
  const files = useSelector(actor, selectComposeFiles);
  const submitting = useSelector(actor, selectComposeIsSubmitting);
  const canSave = useSelector(actor, selectComposeCanSave);
  const uploads = useSelector(actor, selectComposeUploads);

  const keys = fileKeys(files);

  if (!open) {
    return (
      <Group justify="flex-end">
        <Button onClick={() => actor.send({ type: 'compose.open' })}>Add New Note</Button>
      </Group>
    );
  }

  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label="New note"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'compose.save' });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Note"
          placeholder="Write a note"
          autosize
          minRows={3}
          value={draft}
          disabled={submitting}
          data-autofocus
          autoFocus
          onChange={(event) =>
            actor.send({ type: 'compose.change', text: event.currentTarget.value })
          }
        />
        {uploads.length > 0 ? (
          <UploadItems items={uploads} />
        ) : (
          <>
            <AttachFiles
              label="Attach files"
              disabled={submitting}
              onFiles={(picked) => actor.send({ type: 'compose.addFiles', files: picked })}
            />
            {files.length > 0 ? (
              <Stack
                gap={4}
                component="ul"
                aria-label="Files to attach"
                p={0}
                style={{ listStyle: 'none' }}
              >
                {files.map((file, index) => (
                  <Group component="li" key={keys[index]} gap="xs" justify="space-between">
                    <Text size="sm" truncate="end">
                      {file.name}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${file.name}`}
                      disabled={submitting}
                      onClick={() => actor.send({ type: 'compose.removeFile', index })}
                    >
                      Remove
                    </Button>
                  </Group>
                ))}
              </Stack>
            ) : null}
          </>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={submitting}
            onClick={() => actor.send({ type: 'compose.cancel' })}
          >
            Cancel
          </Button>
          <Button type="submit" loading={submitting} disabled={!canSave && !submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
