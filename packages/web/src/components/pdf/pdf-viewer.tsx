import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { stepZoom, ZOOM_MAX, ZOOM_MIN } from './zoom';

const PdfDocument = lazy(() => import('./pdf-document'));

/**
 * The PDF preview: zoom 50 %–200 % in 10 % steps (document 2 §9) and page navigation around the
 * lazily loaded react-pdf document.
 */
export function PdfViewer({ file, name }: { file: Blob; name: string }) {
  const [zoom, setZoom] = useState(100);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<number | null>(null);

  return (
    <div>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs" role="group" aria-label="Zoom">
          <Button
            variant="default"
            size="xs"
            onClick={() => setZoom((z) => stepZoom(z, -1))}
            disabled={zoom <= ZOOM_MIN}
          >
            Zoom out
          </Button>
          <Text size="sm" aria-live="polite" aria-label="Zoom level" miw={48} ta="center">
            {zoom}%
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => setZoom((z) => stepZoom(z, 1))}
            disabled={zoom >= ZOOM_MAX}
          >
            Zoom in
          </Button>
        </Group>
        <Group gap="xs" role="group" aria-label="Pages">
          <Button
            variant="default"
            size="xs"
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            disabled={page <= 1}
          >
            Previous page
          </Button>
          <Text size="sm" aria-live="polite">
            Page {page} of {pages ?? '-'}
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => setPage((p) => Math.min(pages ?? 1, p + 1))}
            disabled={pages === null || page >= pages}
          >
            Next page
          </Button>
        </Group>
      </Group>
      {/* Focusable, so a keyboard scrolls a zoomed page (axe: scrollable-region-focusable). */}
      <div
        style={{ overflow: 'auto', maxHeight: '70vh' }}
        role="document"
        aria-label={`PDF ${name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
      >
        <Suspense
          fallback={
            <Center p="lg">
              <Loader size="sm" aria-label="Loading PDF" />
            </Center>
          }
        >
          <PdfDocument
            file={file}
            page={page}
            scale={zoom / 100}
            onLoad={(count) => {
              setPages(count);
              setPage((p) => Math.min(p, count));
            }}
            onError={() => setPages(null)}
          />
        </Suspense>
      </div>
    </div>
  );
}
