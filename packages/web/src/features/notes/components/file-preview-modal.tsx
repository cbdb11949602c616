import type { NoteUpload } from '@fleet/contracts';
import { Center, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PdfViewer } from '@/components/pdf/pdf-viewer';
import { notify } from '@/lib/notify';
import { useNoteFileFetcher } from '../api/download-note-file';
import { FILE_DOWNLOAD_FAILED, PREVIEW_NOT_AVAILABLE } from '../lib/messages';
import { previewKind } from '../lib/preview';

export interface PreviewTarget {
  noteId: string;
  upload: NoteUpload;
}

type Loaded = { status: 'loading' } | { status: 'ready'; blob: Blob } | { status: 'failed' };

function PreviewBody({ target }: { target: PreviewTarget }) {
  const kind = previewKind(target.upload.file_name);
  const fetchFile = useNoteFileFetcher();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [imageUrl, setImageUrl] = useState<string | null>(null);

  useEffect(() => {
    if (kind === 'none') return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchFile(target.noteId, target.upload.key, controller.signal).then(
      (blob) => {
        if (kind === 'image') {
          url = URL.createObjectURL(blob);
          setImageUrl(url);
        }
        setLoaded({ status: 'ready', blob });
      },
      () => {
        if (controller.signal.aborted) return;
        notify.error(FILE_DOWNLOAD_FAILED);
        setLoaded({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [kind, fetchFile, target.noteId, target.upload.key]);

  if (kind === 'none' || loaded.status === 'failed') return <Text>{PREVIEW_NOT_AVAILABLE}</Text>;
  if (loaded.status === 'loading') {
    return (
      <Center p="lg">
        <Loader size="sm" aria-label="Loading preview" />
      </Center>
    );
  }
  if (kind === 'image') {
    return imageUrl ? (
      <img
        src={imageUrl}
        alt={target.upload.file_name}
        style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
      />
    ) : null;
  }
  return <PdfViewer file={loaded.blob} name={target.upload.file_name} />;
}

/**
 * Previews a note's file (document 2 §2.5): PDFs with react-pdf, the listed image types in an
 * img, anything else 'Preview not available'. Mantine's Modal traps focus while open and gives
 * it back to the Preview button when closed.
 */
export function FilePreviewModal({
  target,
  onClose,
}: {
  target: PreviewTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Preview: ${target.upload.file_name}` : 'Preview'}
      size={800}
      centered
    >
      {target ? (
        <PreviewBody key={`${target.noteId}:${target.upload.key}`} target={target} />
      ) : null}
    </Modal>
  );
}
