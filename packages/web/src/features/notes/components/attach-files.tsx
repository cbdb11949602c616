import '@mantine/dropzone/styles.css';
import { Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';

/**
 * Drop files here or pick them (click, Enter or Space on the zone). Sizes are checked by the note
 * editor machine (over 50 MB: dropped with a message, §5), not here, so every file is passed on.
 */
export function AttachFiles({
  label,
  onFiles,
  disabled = false,
}: {
  /** The accessible name of the zone and of its file input, e.g. 'Attach files'. */
  label: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  return (
    <Dropzone
      onDrop={onFiles}
      multiple
      disabled={disabled}
      aria-label={label}
      role="button"
      inputProps={{ 'aria-label': label }}
      p="sm"
    >
      <Text size="sm" c="dimmed" ta="center">
        Drag files here or click to attach (50 MB max each)
      </Text>
    </Dropzone>
  );
}
