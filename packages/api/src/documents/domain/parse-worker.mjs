// The parse worker (a node:worker_threads worker, plain JavaScript so it runs under any loader):
// opens a checked PDF with pdf.js, refuses more than the page limit or a document that will not
// open, answers the words of every page with their positions, and a PNG of every page that has no
// text layer (for OCR). Scripts never run: isEvalSupported false, no XFA, no scripting. The pool
// (parse-pool.ts) terminates this worker when a file overruns its time.
import { parentPort } from 'node:worker_threads';

if (typeof Promise.withResolvers !== 'function') {
  // pdf.js 6 needs it; Node 20 lacks it.
  Promise.withResolvers = () => {
    let resolve;
    let reject;
    const promise = new Promise((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
}

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** A page with fewer characters than this in its text layer is read by OCR. */
const MIN_TEXT_CHARS = 3;
/** Scanned pages are first rendered at this scale (points → pixels: 2 × 72 = 144 dpi). */
const RENDER_SCALE = 2;
/**
 * Text whose x-height at the first rendering is under this many pixels is too small for OCR: the
 * page is rendered again larger, so that its x-height reaches OCR_X_HEIGHT. Measured on the
 * scanned dev pages (x-heights 5.5 to 8.5 px at 144 dpi, scans of about 110 dpi): rendering
 * them larger or smaller than 2× only blurred or lost strokes (accuracy fell at 1.5×, 1.75×,
 * 2.5× and 3×), so text of that size keeps the first rendering.
 */
const MIN_X_HEIGHT = 5;
const OCR_X_HEIGHT = 6;
/** The largest render scale (3 × 72 = 216 dpi). */
const MAX_SCALE = 3;
/** The most pixels a page rendered again may have (OCR time grows with them). */
const MAX_PIXELS = 1800 * 2400;

/**
 * The typical height (pixels) of a line of text in a rendered page: the page is cut into
 * vertical strips (so blocks side by side with offset baselines do not merge), each strip's rows
 * with ink form bands, and the median band of text size (rules and pictures excluded) is taken.
 * A band runs from ascender to descender, about twice the x-height. 0 when no text is seen.
 */
export function textBandHeight(rgba, width, height) {
  const strips = Math.max(1, Math.round(width / 200));
  const stripWidth = Math.ceil(width / strips);
  const bands = [];
  for (let s = 0; s < strips; s++) {
    const from = s * stripWidth;
    const to = Math.min(width, from + stripWidth);
    let run = 0;
    for (let y = 0; y <= height; y++) {
      let ink = 0;
      if (y < height) {
        const row = y * width * 4;
        for (let x = from; x < to && ink < 2; x++) {
          const i = row + x * 4;
          if (rgba[i] + rgba[i + 1] + rgba[i + 2] < 384) ink++;
        }
      }
      if (ink >= 2) run++;
      else {
        if (run >= 5 && run <= 80) bands.push(run);
        run = 0;
      }
    }
  }
  if (bands.length < 3) return 0;
  bands.sort((a, b) => a - b);
  return bands[Math.floor(bands.length / 2)];
}

/** The render scale at which this page's text reaches an x-height OCR reads well. */
export function ocrScale(bandAtBase, pageWidth, pageHeight) {
  if (!bandAtBase) return RENDER_SCALE;
  const xHeight = bandAtBase / 2;
  if (xHeight >= MIN_X_HEIGHT) return RENDER_SCALE;
  const wanted = (RENDER_SCALE * OCR_X_HEIGHT) / xHeight;
  const scale = Math.min(wanted, MAX_SCALE, Math.sqrt(MAX_PIXELS / (pageWidth * pageHeight)));
  return Math.max(RENDER_SCALE, Math.round(scale * 4) / 4);
}

async function render(doc, page, scale) {
  const vp = page.getViewport({ scale });
  const { canvas, context } = doc.canvasFactory.create(Math.ceil(vp.width), Math.ceil(vp.height));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, canvas, viewport: vp }).promise;
  return { canvas, context };
}

async function parse({ bytes, maxPages }) {
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) return { error: 'unreadable', detail: 'no pages' };
    if (doc.numPages > maxPages) return { error: 'too-many-pages', detail: String(doc.numPages) };
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const words = [];
      let chars = 0;
      for (const item of content.items) {
        if (typeof item.str !== 'string' || item.str.trim() === '') continue;
        const [a, b, , d, e, f] = item.transform;
        const [x, y] = viewport.convertToViewportPoint(e, f);
        const size = Math.hypot(a, b) || Math.abs(d) || item.height || 10;
        words.push({ text: item.str, x, y, width: item.width, height: size, page: n });
        chars += item.str.trim().length;
      }
      const out = { page: n, width: viewport.width, height: viewport.height, words };
      if (chars < MIN_TEXT_CHARS) {
        // Rendered once at the base scale; again larger when its text is small for OCR.
        let rendered = await render(doc, page, RENDER_SCALE);
        const { data } = rendered.context.getImageData(
          0,
          0,
          rendered.canvas.width,
          rendered.canvas.height,
        );
        const band = textBandHeight(data, rendered.canvas.width, rendered.canvas.height);
        const scale = ocrScale(band, viewport.width, viewport.height);
        if (scale !== RENDER_SCALE) {
          doc.canvasFactory.destroy(rendered);
          rendered = await render(doc, page, scale);
        }
        out.png = rendered.canvas.toBuffer('image/png');
        out.scale = scale;
        doc.canvasFactory.destroy(rendered);
      }
      page.cleanup();
      pages.push(out);
    }
    return { pages };
  } finally {
    await task.destroy();
  }
}

// Ready once pdf.js is loaded: the time limit of a file does not pay for the start. (Without a
// parent port the module was imported for its functions, by a test.)
parentPort?.postMessage({ ready: true });

parentPort?.on('message', async (job) => {
  try {
    const result = await parse(job);
    parentPort.postMessage({ id: job.id, ...result });
  } catch (error) {
    const name = error && typeof error === 'object' && 'name' in error ? error.name : 'Error';
    parentPort.postMessage({
      id: job.id,
      error: name === 'PasswordException' ? 'encrypted' : 'unreadable',
      detail: String(error?.message ?? error),
    });
  }
});
