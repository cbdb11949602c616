import type { PdfDocumentProps } from '@/components/pdf/pdf-document';

/**
 * The stand-in for the lazily loaded react-pdf document (src/components/pdf/pdf-document.tsx) in
 * every jsdom test: react-pdf needs canvas and a worker, which jsdom lacks; the real one is
 * covered in e2e (Chromium). One double for the whole web project, registered in setup-tests.ts:
 * the files of a worker share one module graph (isolate: false), so a per-file vi.mock of the
 * same module would hand one file's double to another. It reports three pages and shows the
 * page and scale it is asked for, and the size of the file it was given.
 */
export const PDF_DOUBLE_PAGES = 3;

export default function PdfDocumentDouble({ file, page, scale, onLoad }: PdfDocumentProps) {
  queueMicrotask(() => onLoad(PDF_DOUBLE_PAGES));
  return (
    <div data-testid="pdf-page" data-file-size={file.size}>{`page ${page} at scale ${scale}`}</div>
  );
}
