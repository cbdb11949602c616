import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Tesseract from 'tesseract.js';
import { decodeGrey, encodePgm, type GreyImage, readImageInfo, resizeGrey } from './image-input';
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
      currentPsm = tesseract.PSM.SINGLE_BLOCK;
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
 * Fixes of single words OCR misreads on screens: a bullet '•' read as '«' or '»', and 'l' or 'I'
 * for a 1 inside figures ('1lam' → '11am', '2l5' → '215').
 */
function fixWord(text: string): string {
  if (text === '«') return '•';
  return text.replace(/(?<=\d)[lI](?=\d|[aApP][mM]?\b)/g, '1');
}

/** The start of a line that is never the continuation of the one above. */
const LINE_START = /^(?:[>•·*–—-]|\d{1,2}[.)]\s|\[\d|\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d\d)/;

/**
 * Text rebuilt from word boxes: words on the same row are joined left to right, a wide gap
 * (more than about one and a half average characters) becomes a tab (a table column, fields side
 * by side), a tall gap between rows a blank line, and a long row continued at the same left edge
 * (a wrapped line) is joined to the next. `imageWidth` helps tell wrapped lines from short ones.
 */
export function layoutText(words: OcrWord[], imageWidth?: number): string {
  const items = words
    .map((w) => ({ text: fixWord(w.text.trim()), ...w.bbox }))
    // Table borders read as '=', '_' or '~' are not words ('|' is looked at per row, below).
    .filter((w) => w.text && !/^[=_~]+$/.test(w.text) && w.x1 > w.x0 && w.y1 > w.y0)
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
  // A '|' is a table's border unless it stands between two words at word spacing
  // ('Carlos Vega | 912-555-0152'): a border has a cell's padding on either side.
  for (const [r, row] of rows.entries()) {
    const cw = charWidth(row);
    rows[r] = row.filter((w, i) => {
      if (!/^[|]+$/.test(w.text)) return true;
      const before = row[i - 1];
      const after = row[i + 1];
      return !!before && !!after && w.x0 - before.x1 <= cw && after.x0 - w.x1 <= cw;
    });
  }
  for (let r = rows.length - 1; r >= 0; r--) if (rows[r]!.length === 0) rows.splice(r, 1);
  // In an e-mail with quoted lines, the second-level marker '>>' is often read as '->' or '»'.
  const quoted = rows.some((row) => row[0]!.text === '>');
  const texts = rows.map((row) => {
    const gap = columnGap(row);
    if (quoted && row.length > 1 && /^(?:->|»)$/.test(row[0]!.text)) row[0]!.text = '>>';
    for (const w of row) if (w.text === '»') w.text = '•';
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
      // A list item, a quoted line (hard-wrapped in e-mails) or a new message starts a line.
      !LINE_START.test(texts[k + 1]!) &&
      Math.abs(lefts[k + 1]! - lefts[k]!) < lineHeight;
  });
  return out.join('\n');
}

/**
 * Preprocessing before OCR, so a screenshot reads the same at any size and in any theme: the
 * image as grey, every dark band (a dark theme, a title bar) inverted to dark text on light,
 * each row's background brought to white, and small text enlarged so its lines are
 * TARGET_TEXT_HEIGHT pixels tall (a 1× screen draws 13 px text in 12 px lines, which OCR misreads;
 * it reads 24–44 px lines well), very large text shrunk (read no better, only slower). Decoding
 * and resampling are @napi-rs/canvas's (`image-input.ts`); images it does not read (damaged,
 * beyond the decode limits) go to OCR as they are.
 */

/**
 * Text lines shorter than SMALL_TEXT_HEIGHT (px of ink, capitals to descenders) are enlarged to
 * TARGET_TEXT_HEIGHT. On a 30-posting dev sample, 1× dark read 94.5 % enlarged to 24 px lines and
 * 95.7 % to 30 px (1× light the same); lines of 20–44 px are read as they are.
 */
export const TARGET_TEXT_HEIGHT = 30;
export const SMALL_TEXT_HEIGHT = 20;
/** Text lines taller than this are shrunk to SHRUNK_TEXT_HEIGHT (no better read, only slower). */
const MAX_TEXT_HEIGHT = 44;
const SHRUNK_TEXT_HEIGHT = 32;
/** Bounds of the scale factor (an image is never blown up more than this, nor shrunk more). */
const MAX_FACTOR = 3.5;
/** Largest image (pixels) preprocessing enlarges to. */
const MAX_OCR_PIXELS = 12_000_000;
const MIN_FACTOR = 0.5;

export type PageLayout = 'columns' | 'prose';

export interface PreparedImage {
  /** What OCR reads: the preprocessed image (PGM), or the original. */
  image: Buffer;
  width?: number;
  /** Median height of a text line's ink in the original, px (null: no text line found). */
  textHeight: number | null;
  /** The scale factor applied. */
  factor: number;
  /** Whether most of the image was light text on a dark background (and was inverted). */
  inverted: boolean;
  layout: PageLayout;
}

/** The most common grey of each row: its background (text is the minority of any row). */
export function rowBackgrounds(img: GreyImage): Uint8Array {
  const out = new Uint8Array(img.height);
  const hist = new Uint32Array(256);
  for (let y = 0; y < img.height; y++) {
    hist.fill(0);
    const row = y * img.width;
    for (let x = 0; x < img.width; x++) hist[img.data[row + x]!]!++;
    let best = 0;
    for (let v = 1; v < 256; v++) if (hist[v]! > hist[best]!) best = v;
    out[y] = best;
  }
  return out;
}

/**
 * Dark text on white: rows whose background is dark are inverted, then each row's background is
 * brought to white (shaded table rows, headers and panels alike) and the darkest ink to black.
 * Returns the new image and whether most rows were inverted (a dark theme).
 */
export function normalizeContrast(img: GreyImage): { image: GreyImage; inverted: boolean } {
  const bg = rowBackgrounds(img);
  const data = new Uint8Array(img.data.length);
  let invertedRows = 0;
  for (let y = 0; y < img.height; y++) {
    const dark = bg[y]! < 128;
    if (dark) invertedRows++;
    const back = dark ? 255 - bg[y]! : bg[y]!;
    const gain = 255 / Math.max(back, 1);
    const row = y * img.width;
    for (let x = 0; x < img.width; x++) {
      const v = dark ? 255 - img.data[row + x]! : img.data[row + x]!;
      data[row + x] = v >= back ? 255 : Math.round(v * gain);
    }
  }
  // Stretch so the darkest ink (1st percentile of the non-white pixels) is black.
  const hist = new Uint32Array(256);
  for (const v of data) hist[v]!++;
  const inked = data.length - hist[255]!;
  let seen = 0;
  let low = 0;
  for (; low < 255; low++) {
    seen += hist[low]!;
    if (seen > inked * 0.01) break;
  }
  if (low > 0 && low < 200) {
    const span = 255 - low;
    for (let i = 0; i < data.length; i++) {
      const v = data[i]!;
      data[i] = v <= low ? 0 : Math.round(((v - low) * 255) / span);
    }
  }
  return { image: { ...img, data }, inverted: invertedRows > img.height / 2 };
}

/** A pixel darker than this (on the normalised white background) is ink. */
const INK = 200;

export interface TextLine {
  /** First row of ink. */
  top: number;
  /** Row after the last row of ink. */
  bottom: number;
  /** Widest run of ink-free columns between the line's first and last ink, px. */
  widestGap: number;
  /** Ink pixels in the line. */
  ink: number;
}

/**
 * Text lines of a dark-on-white image from its row projection: runs of rows that hold ink,
 * leaving out columns inked in most rows (vertical rules, borders).
 */
export function textLines(img: GreyImage): TextLine[] {
  const { width, height, data } = img;
  const columns = new Uint32Array(width);
  const rows = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (data[row + x]! < INK) {
        columns[x]!++;
        rows[y]!++;
      }
    }
  }
  const rule = new Uint8Array(width);
  for (let x = 0; x < width; x++) {
    if (columns[x]! > height * 0.5) {
      rule[x] = 1;
      for (let y = 0; y < height; y++) if (data[y * width + x]! < INK) rows[y]!--;
    }
  }
  const lines: TextLine[] = [];
  const inked = new Uint8Array(width);
  let top = -1;
  for (let y = 0; y <= height; y++) {
    const ink = y < height && rows[y]! >= 2;
    if (ink && top < 0) top = y;
    if (!ink && top >= 0) {
      if (y - top >= 3) {
        // The line's column projection: the widest gap between its ink.
        inked.fill(0);
        for (let yy = top; yy < y; yy++) {
          const row = yy * width;
          for (let x = 0; x < width; x++) if (data[row + x]! < INK && !rule[x]) inked[x] = 1;
        }
        let widestGap = 0;
        let last = -1;
        for (let x = 0; x < width; x++) {
          if (!inked[x]) continue;
          if (last >= 0) widestGap = Math.max(widestGap, x - last - 1);
          last = x;
        }
        let ink = 0;
        for (let yy = top; yy < y; yy++) ink += rows[yy]!;
        lines.push({ top, bottom: y, widestGap, ink });
      }
      top = -1;
    }
  }
  return lines;
}

/**
 * Median height of the text lines' ink (px) of a dark-on-white image, from its row projection:
 * for a sans-serif font about 0.9 × the font size (capitals and descenders). Null without text.
 */
export function estimateTextHeight(img: GreyImage): number | null {
  return lineHeightOf(textLines(img));
}

/**
 * The lines' median height weighted by their ink: long lines of body text count, a title, a
 * time stamp or a line of capitals and digits (no descenders) little.
 */
function lineHeightOf(lines: TextLine[]): number | null {
  if (lines.length === 0) return null;
  const sorted = [...lines].sort((a, b) => a.bottom - a.top - (b.bottom - b.top));
  const half = sorted.reduce((n, l) => n + l.ink, 0) / 2;
  let seen = 0;
  for (const line of sorted) {
    seen += line.ink;
    if (seen >= half) return line.bottom - line.top;
  }
  return sorted.at(-1)!.bottom - sorted.at(-1)!.top;
}

/**
 * Columns (a table, fields side by side: many lines with a gap wider than a text height, about
 * three spaces) or a
 * block of prose (e-mails, messages).
 */
export function pageLayout(lines: TextLine[], textHeight: number): PageLayout {
  const wide = lines.filter((l) => l.widestGap > textHeight).length;
  return lines.length > 0 && wide >= Math.max(2, lines.length * 0.3) ? 'columns' : 'prose';
}

/** The image as OCR should read it (see above). */
export function prepareForOcr(image: Buffer): PreparedImage {
  const grey = decodeGrey(image);
  if (!grey) return { image, textHeight: null, factor: 1, inverted: false, layout: 'columns' };
  const { image: clean, inverted } = normalizeContrast(grey);
  const lines = textLines(clean);
  const textHeight = lineHeightOf(lines);
  const layout = textHeight ? pageLayout(lines, textHeight) : 'columns';
  // Small text is enlarged to the target; large text is read as it is up to MAX_TEXT_HEIGHT.
  let factor = 1;
  if (textHeight && textHeight < SMALL_TEXT_HEIGHT) factor = TARGET_TEXT_HEIGHT / textHeight;
  if (textHeight && textHeight > MAX_TEXT_HEIGHT) factor = SHRUNK_TEXT_HEIGHT / textHeight;
  factor = Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, factor));
  // Never enlarged past MAX_OCR_PIXELS (OCR time grows with the pixels).
  if (factor > 1) {
    factor = Math.max(1, Math.min(factor, Math.sqrt(MAX_OCR_PIXELS / (grey.width * grey.height))));
  }
  // Within a tenth of the target the image is read at its own size.
  if (Math.abs(factor - 1) < 0.1) factor = 1;
  const scaled = factor === 1 ? clean : resizeGrey(clean, factor);
  return {
    image: encodePgm(scaled),
    width: scaled.width,
    textHeight,
    factor,
    inverted,
    layout,
  };
}

/**
 * Page-segmentation mode per layout: rows read across (SINGLE_BLOCK) for columns. Prose stays in
 * SINGLE_BLOCK too: AUTO and SINGLE_COLUMN read the 19 prose screenshots of a 30-posting dev
 * sample at 1× no better (same fields) and more slowly.
 */
const PSM_OF: Record<PageLayout, Tesseract.PSM> = {
  columns: '6' as Tesseract.PSM,
  prose: '6' as Tesseract.PSM,
};
/** The mode the shared worker is set to (a new worker starts in SINGLE_BLOCK). */
let currentPsm: Tesseract.PSM = '6' as Tesseract.PSM;

/** prepareForOcr, or the image as it is should preprocessing fail on an odd file. */
function safePrepare(image: Buffer): PreparedImage {
  try {
    return prepareForOcr(image);
  } catch {
    return { image, textHeight: null, factor: 1, inverted: false, layout: 'columns' };
  }
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
      const prepared = safePrepare(image);
      const psm = PSM_OF[prepared.layout];
      if (psm !== currentPsm) {
        await w.setParameters({ tessedit_pageseg_mode: psm });
        currentPsm = psm;
      }
      const result = await Promise.race([
        w.recognize(prepared.image, {}, { text: true, blocks: true }),
        stopped,
      ]);
      const words: OcrWord[] = [];
      for (const block of result.data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) for (const word of line.words) words.push(word);
        }
      }
      const info = readImageInfo(image);
      const imageWidth = prepared.width ?? (typeof info === 'string' ? undefined : info.width);
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
