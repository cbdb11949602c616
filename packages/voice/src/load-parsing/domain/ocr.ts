import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Tesseract from 'tesseract.js';
import { readImageInfo } from './image-input';
import { displayName, LoadInputError } from './input-checks';

/**
 * OCR with tesseract.js through one shared worker, created on the first image (the service does
 * not pay for OCR at start) and used for one image at a time. Everything it loads is on disk:
 * the worker script and the WebAssembly core from the tesseract.js packages, the English model
 * from @tesseract.js-data/eng; nothing is fetched or cached elsewhere (cacheMethod 'none').
 */

const require = createRequire(import.meta.url);

/** Installed paths of the worker script, the core and the English model (checked to exist). */
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

/** Longest time one image may take before the worker is restarted (12 MP reads in a few s). */
export const OCR_TIMEOUT_MS = 20_000;

/** The error of a job whose client left: nothing is answered to anyone. */
export class OcrCancelledError extends Error {
  override readonly name = 'OcrCancelledError';
}

let worker: Promise<Tesseract.Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Tesseract.Worker> {
  if (!worker) {
    const paths = ocrPaths();
    worker = (async () => {
      // Loaded on first use: a service that never reads an image never loads tesseract.js.
      const { default: tesseract } = await import('tesseract.js');
      const w = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
        ...paths,
        cacheMethod: 'none',
        gzip: true,
        logger: () => {},
        // Without it tesseract.js rethrows a failed job from its message handler, uncaught;
        // the job's own promise rejects either way.
        errorHandler: () => {},
      });
      await w.setParameters({
        // One uniform block: rows are read across (tables, side-by-side fields, dotted leaders).
        tessedit_pageseg_mode: tesseract.PSM.SINGLE_BLOCK,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300',
      });
      return w;
    })();
    worker.catch(() => {
      worker = null;
    });
  }
  return worker;
}

/** Terminates the shared worker (service shutdown, tests). */
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

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface OcrWord {
  text: string;
  bbox: Box;
}

function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Text rebuilt from word boxes: words on the same row are joined left to right, a wide gap
 * (more than about one and a half average characters) becomes a tab (a table column, fields side
 * by side), a tall gap between rows a blank line, and a long row continued at the same left edge
 * (a wrapped line) is joined to the next. `imageWidth` helps tell wrapped lines from short ones.
 */
export function layoutText(words: OcrWord[], imageWidth?: number): string {
  const items = words
    .map((w) => ({ text: w.text.trim(), ...w.bbox }))
    // Table borders read as '|', '=', '_' or '~' are not words.
    .filter((w) => w.text && !/^[|=_~]+$/.test(w.text) && w.x1 > w.x0 && w.y1 > w.y0)
    .sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  if (items.length === 0) return '';
  type Item = (typeof items)[number];
  const rows: Item[][] = [];
  for (const w of items) {
    const h = w.y1 - w.y0;
    const row = rows.find((r) => {
      const top = Math.min(...r.map((x) => x.y0));
      const bottom = Math.max(...r.map((x) => x.y1));
      const overlap = Math.min(bottom, w.y1) - Math.max(top, w.y0);
      return overlap > 0.5 * Math.min(h, bottom - top);
    });
    if (row) row.push(w);
    else rows.push([w]);
  }
  rows.sort((a, b) => Math.min(...a.map((x) => x.y0)) - Math.min(...b.map((x) => x.y0)));
  for (const row of rows) row.sort((a, b) => a.x0 - b.x0);
  const wordHeights = items.filter((w) => w.text.length >= 3).map((w) => w.y1 - w.y0);
  const lineHeight = median(wordHeights.length > 0 ? wordHeights : items.map((w) => w.y1 - w.y0))!;
  /** Average character width of a row (proportional or monospace alike). */
  const charWidth = (row: Item[]) => {
    const chars = row.reduce((n, w) => n + w.text.length, 0);
    const width = row.reduce((n, w) => n + (w.x1 - w.x0), 0);
    return chars > 0 ? width / chars : lineHeight * 0.5;
  };
  const columnGap = (row: Item[]) => Math.max(charWidth(row) * 1.75, lineHeight * 0.45);
  const texts = rows.map((row) => {
    const gap = columnGap(row);
    let line = '';
    row.forEach((w, i) => {
      if (i > 0) line += w.x0 - row[i - 1]!.x1 > gap ? '\t' : ' ';
      line += w.text;
    });
    return line;
  });
  const lefts = rows.map((r) => r[0]!.x0);
  const rights = rows.map((r) => r.at(-1)!.x1);
  const margin = Math.max(...rights);
  const width = imageWidth ?? margin;
  const out: string[] = [];
  let lastBottom: number | null = null;
  let joinNext = false;
  rows.forEach((row, k) => {
    const top = Math.min(...row.map((x) => x.y0));
    const blank = lastBottom !== null && top - lastBottom > lineHeight * 1.6;
    if (blank) out.push('');
    lastBottom = Math.max(...row.map((x) => x.y1));
    if (joinNext && !blank && out.length > 0) out[out.length - 1] += ` ${texts[k]}`;
    else out.push(texts[k]!);
    // Wrapped: a long row without columns, and the next row's first word would not have fit.
    const next = rows[k + 1];
    joinNext =
      next !== undefined &&
      !texts[k]!.includes('\t') &&
      !texts[k + 1]!.includes('\t') &&
      rights[k]! - lefts[k]! > width * 0.55 &&
      rights[k]! > margin * 0.85 &&
      rights[k]! + charWidth(row) + (next[0]!.x1 - next[0]!.x0) > margin &&
      !(/[.!?:]$/.test(texts[k]!) && /^[A-Z]/.test(texts[k + 1]!)) &&
      Math.abs(lefts[k + 1]! - lefts[k]!) < lineHeight;
  });
  return out.join('\n');
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

/**
 * OCR of one checked image through the shared worker (images are read one at a time). When
 * `signal` aborts (the client left) a job not yet started never starts, and a running one stops:
 * the worker is terminated and replaced on the next image.
 */
export function ocrImage(image: Buffer, name = 'image', signal?: AbortSignal): Promise<OcrResult> {
  const run = async (): Promise<OcrResult> => {
    if (signal?.aborted) throw new OcrCancelledError('the client left');
    const w = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), OCR_TIMEOUT_MS);
      onAbort = () => reject(new OcrCancelledError('the client left'));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const result = await Promise.race([
        w.recognize(image, {}, { text: true, blocks: true }),
        stopped,
      ]);
      const words: OcrWord[] = [];
      for (const block of result.data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) for (const word of line.words) words.push(word);
        }
      }
      const info = readImageInfo(image);
      const imageWidth = typeof info === 'string' ? undefined : info.width;
      const text = words.length > 0 ? layoutText(words, imageWidth) : (result.data.text ?? '');
      return { text, confidence: Math.round((result.data.confidence ?? 0) * 10) / 10 };
    } catch (error) {
      // A worker that failed, hung or was abandoned is replaced on the next image.
      await closeOcr();
      if (error instanceof OcrCancelledError) throw error;
      if (error instanceof Error && error.message === 'timeout') {
        throw new LoadInputError(
          `Reading ${displayName(name)} took too long. Paste the load details as text instead.`,
        );
      }
      throw new LoadInputError(`${displayName(name)} could not be read as an image.`);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  };
  const job = queue.then(run, run);
  queue = job.catch(() => {});
  return job;
}
