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
/** Scanned pages are rendered at this scale (points → pixels: 2 × 72 = 144 dpi). */
const RENDER_SCALE = 2;

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
        const vp = page.getViewport({ scale: RENDER_SCALE });
        const { canvas, context } = doc.canvasFactory.create(
          Math.ceil(vp.width),
          Math.ceil(vp.height),
        );
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvasContext: context, canvas, viewport: vp }).promise;
        out.png = canvas.toBuffer('image/png');
        out.scale = RENDER_SCALE;
        doc.canvasFactory.destroy({ canvas, context });
      }
      page.cleanup();
      pages.push(out);
    }
    return { pages };
  } finally {
    await task.destroy();
  }
}

// Ready once pdf.js is loaded: the time limit of a file does not pay for the start.
parentPort.postMessage({ ready: true });

parentPort.on('message', async (job) => {
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
