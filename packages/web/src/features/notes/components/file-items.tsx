import type { NoteUpload } from '@fleet/contracts';
import type { QueuedFile } from '@fleet/machines';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { fileKeys } from '../lib/preview';

/** A note's saved files: Preview, Download, and (user notes at rest) Delete. */
export function FileItems({
  uploads,
  canDelete,
  onPreview,
  onDownload,
  onDelete,
}: {
  uploads: readonly NoteUpload[];
  canDelete: boolean;
  onPreview: (upload: NoteUpload) => void;
  onDownload: (upload: NoteUpload) => void;
  onDelete: (upload: NoteUpload) => void;
}) {
  const visible = uploads.filter((upload) => !upload.soft_delete);
  if (visible.length === 0) return null;
  return (
    <Stack gap={4} component="ul" aria-label="Attached files" style={{ listStyle: 'none' }} p={0}>
      {visible.map((upload) => (
        <Group component="li" key={upload.key} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" truncate="end">
            {upload.file_name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Preview ${upload.file_name}`}
              onClick={() => onPreview(upload)}
            >
              Preview
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Download ${upload.file_name}`}
              onClick={() => onDownload(upload)}
            >
              Download
            </Button>
            {canDelete ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Delete ${upload.file_name}`}
                onClick={() => onDelete(upload)}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** Files on their way (§2.5: an uploading state while a file uploads). */
export function UploadItems({ items }: { items: readonly QueuedFile[] }) {
  if (items.length === 0) return null;
  const keys = fileKeys(items.map((item) => item.file));
  return (
    <Stack gap={4} component="ul" aria-label="Uploading files" style={{ listStyle: 'none' }} p={0}>
      {items.map(({ file, status }, i) => (
        <Group component="li" key={keys[i]} gap="xs" wrap="nowrap">
          {status === 'uploading' ? <Loader size={12} aria-hidden /> : null}
          <Text size="sm" truncate="end">
            {file.name}
          </Text>
          <Text size="xs" c="dimmed" role="status">
            {status === 'uploading' ? 'Uploading...' : 'Waiting'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
