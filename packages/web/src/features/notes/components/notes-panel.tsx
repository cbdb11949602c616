import type { NoteOriginType, NoteUpload } from '@fleet/contracts';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId, useState } from 'react';
import { useAuthSelector } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { useNoteFileFetcher } from '../api/download-note-file';
import { useNotes } from '../api/get-notes';
import { useNotesCache } from '../hooks/use-notes-cache';
import { FILE_DOWNLOAD_FAILED } from '../lib/messages';
import { FilePreviewModal, type PreviewTarget } from './file-preview-modal';
import { NewNoteForm } from './new-note-form';
import { canChangeNote, NoteCard } from './note-card';

/** The notes panel of a trip or a task (document 2 §2.5). */
export function NotesPanel({
  originType,
  originId,
}: {
  originType: NoteOriginType;
  originId: string;
}) {
  const headingId = useId();
  const query = useNotes(originType, originId);
  const cache = useNotesCache(originType, originId);
  const fetchFile = useNoteFileFetcher();
  const userEmail = useAuthSelector((state) => state.context.session?.user.email ?? null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);

  const download = useCallback(
    (noteId: string, upload: NoteUpload) => {
      fetchFile(noteId, upload.key).then(
        (blob) => saveBlob(blob, upload.file_name),
        () => notify.error(FILE_DOWNLOAD_FAILED),
      );
    },
    [fetchFile],
  );

  const notes = query.data ?? [];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          Notes
        </Title>
        <NewNoteForm originType={originType} originId={originId} cache={cache} />
        {query.isPending ? (
          <Center p="md">
            <Loader size="sm" aria-label="Loading notes" />
          </Center>
        ) : query.isError && !query.data ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{query.error.message}</Text>
            <Button size="compact-xs" variant="subtle" mt={4} onClick={() => query.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet.
          </Text>
        ) : (
          notes.map((note) => {
            const editable = canChangeNote(note, userEmail);
            return (
              <NoteCard
                key={`${note._id}:${editable}`}
                note={note}
                editable={editable}
                cache={cache}
                onPreview={(upload) => setPreview({ noteId: note._id, upload })}
                onDownload={(upload) => download(note._id, upload)}
              />
            );
          })
        )}
      </Stack>
      <FilePreviewModal target={preview} onClose={() => setPreview(null)} />
    </Paper>
  );
}
