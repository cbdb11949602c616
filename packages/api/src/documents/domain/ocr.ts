/**
 * OCR of rendered pages with tesseract.js, set up as the voice service does
 * (packages/voice/src/load-parsing/domain/ocr.ts): everything from disk — the worker script and
 * WebAssembly core of tesseract.js, the English model of @tesseract.js-data/eng — nothing fetched
 * (cacheMethod 'none'). One shared worker, created on the first scanned page, one page at a time,
 * a time limit per page (a worker that overruns is terminated and replaced).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Tesseract from 'tesseract.js';
import type { Word } from './layout';

const require = createRequire(import.meta.url);

export function ocrPaths(): { workerPath: string; corePath: string; langPath: string } {
  const tesseractDir = dirname(require.resolve('tesseract.js/package.json'));
  const coreDir = dirname(
    require.resolve('tesseract.js-core/package.json', { paths: [tesseractDir] }),
  );
  const dataDir = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const paths = {
    workerPath: join(tesseractDir, 'src', 'worker-script', 'node', 'index.js'),
    corePath: coreDir,
    langPath: join(dataDir, '4.0.0_best_int'),
  };
  for (const [what, path] of [
    ['worker script', paths.workerPath],
    ['core', paths.corePath],
    ['English model', join(paths.langPath, 'eng.traineddata.gz')],
  ] as const) {
    if (!existsSync(path)) throw new Error(`OCR ${what} is not installed at ${path}`);
  }
  return paths;
}

/** The time limit of a page rendered at 2× (144 dpi); larger renderings get more (ocrPage). */
export const OCR_PAGE_TIMEOUT_MS = 30_000;

let worker: Promise<Tesseract.Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Tesseract.Worker> {
  if (!worker) {
    const paths = ocrPaths();
    worker = (async () => {
      const { default: tesseract } = await import('tesseract.js');
      const w = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
        ...paths,
        cacheMethod: 'none',
        gzip: true,
        logger: () => {},
        errorHandler: () => {},
      });
      await w.setParameters({
        // Sparse text: forms, tables and blocks side by side keep their word boxes.
        tessedit_pageseg_mode: tesseract.PSM.SPARSE_TEXT,
        preserve_interword_spaces: '1',
        user_defined_dpi: '144',
      });
      return w;
    })();
    worker.catch(() => {
      worker = null;
    });
  }
  return worker;
}

export async function closeOcr(): Promise<void> {
  const current = worker;
  worker = null;
  if (!current) return;
  try {
    await (await current).terminate();
  } catch {
    // Already gone.
  }
}

/**
 * The words of a rendered page, in points (pixels / scale), with tesseract's mean confidence.
 * `scale` (pixels per point) was chosen per page from its text height (parse-worker.mjs); the
 * resolution tesseract is told follows it.
 */
export function ocrPage(
  png: Uint8Array,
  page: number,
  scale: number,
): Promise<{ words: Word[]; confidence: number }> {
  const run = async () => {
    const w = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_r, reject) => {
      // A page rendered larger (small text) has more pixels to read: its limit grows with them.
      const limit = OCR_PAGE_TIMEOUT_MS * Math.max(1, (scale / 2) ** 2);
      timer = setTimeout(() => reject(new Error('OCR timeout')), limit);
    });
    try {
      // The resolution the page was rendered at (its scale was chosen from its text height).
      await w.setParameters({ user_defined_dpi: String(Math.round(72 * scale)) });
      const result = await Promise.race([
        w.recognize(Buffer.from(png), {}, { text: false, blocks: true }),
        timeout,
      ]);
      const words: Word[] = [];
      for (const block of result.data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) {
            for (const word of line.words) {
              const text = word.text.trim();
              if (!text || /^[|=_~]+$/.test(text)) continue;
              const { x0, x1 } = word.bbox;
              words.push({
                text,
                x: x0 / scale,
                // One baseline per OCR line, so its words group into one line.
                y: line.bbox.y1 / scale,
                width: (x1 - x0) / scale,
                height: Math.max(6, (line.bbox.y1 - line.bbox.y0) / scale),
                page,
              });
            }
          }
        }
      }
      return { words, confidence: (result.data.confidence ?? 0) / 100 };
    } catch (error) {
      await closeOcr();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  const job = queue.then(run, run);
  queue = job.catch(() => {});
  return job;
}
