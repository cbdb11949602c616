import { Document, Page, pdfjs } from 'react-pdf';
// The pdf.js worker, bundled by Vite from react-pdf's own pdfjs-dist (the web package does not
// depend on pdfjs-dist directly, so its `build/pdf.worker.min.mjs?url` does not resolve here).
// This module is loaded lazily (pdf-viewer.tsx), so react-pdf, pdf.js and the worker stay out of
// the first screen's bundle.
import workerUrl from 'react-pdf/dist/pdf.worker.entry.js?worker&url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

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
