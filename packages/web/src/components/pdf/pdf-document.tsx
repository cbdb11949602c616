import { use } from 'react';
import { Document, Page } from 'react-pdf';

// pdf.js runs on the main thread here ("fake worker"): this entry of react-pdf loads pdf.js's
// worker module and puts it on `window.pdfjsWorker`, which pdf.js then uses instead of starting a
// Worker from `workerSrc`. Why not a real worker: @fleet/web does not depend on pdfjs-dist
// directly, so `pdfjs-dist/build/pdf.worker.min.mjs?url` does not resolve from here (pnpm keeps
// it inside react-pdf), and bundling this entry as `?worker&url` fails because Vite builds
// workers as iife, which cannot hold the entry's top-level await. Either a direct pdfjs-dist
// dependency (same version as react-pdf's) or `worker: { format: 'es' }` in vite.config.ts
// would allow a real worker; both are outside this feature (README). This module is loaded
// lazily (pdf-viewer.tsx), so react-pdf and pdf.js stay out of the first screen's bundle.
// A dynamic import: react-pdf declares its JS free of side effects, so a bare `import '…'` of the
// entry is dropped from the build.
const workerReady = import('react-pdf/dist/pdf.worker.entry.js');

export interface PdfDocumentProps {
  file: Blob;
  /** 1-based. */
  page: number;
  /** 0.5 to 2. */
  scale: number;
  onLoad: (pages: number) => void;
  onError: (error: Error) => void;
}

/** One page of a PDF at a scale (react-pdf); text and annotation layers are not drawn. */
export default function PdfDocument({ file, page, scale, onLoad, onError }: PdfDocumentProps) {
  // Suspends (pdf-viewer's fallback) until pdf.js's worker module is on the page.
  use(workerReady);
  return (
    <Document
      file={file}
      onLoadSuccess={({ numPages }) => onLoad(numPages)}
      onLoadError={onError}
      loading="Loading PDF..."
      error="Preview not available"
    >
      <Page pageNumber={page} scale={scale} renderTextLayer={false} renderAnnotationLayer={false} />
    </Document>
  );
}
