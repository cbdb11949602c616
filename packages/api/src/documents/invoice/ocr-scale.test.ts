/**
 * The render scale of a scanned page chosen from its text height (domain/parse-worker.mjs): the
 * median height of the text lines' ink bands, read in vertical strips, gives the x-height; text
 * under an x-height OCR reads well is rendered again larger (up to a limit of scale and pixels),
 * text of an ordinary size keeps the first rendering.
 */
import { describe, expect, it } from 'vitest';

interface WorkerFunctions {
  textBandHeight(rgba: Uint8ClampedArray, width: number, height: number): number;
  ocrScale(band: number, pageWidth: number, pageHeight: number): number;
}

// The worker is plain JavaScript run in a worker thread; without a parent port it only exports.
const workerUrl = new URL('../domain/parse-worker.mjs', import.meta.url).href;
const load = () => import(/* @vite-ignore */ workerUrl) as Promise<WorkerFunctions>;

/** A white page with lines of "text" (dark runs) of `band` pixels every `pitch` pixels. */
function page(width: number, height: number, band: number, pitch: number, columns = 1) {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  const columnWidth = Math.floor(width / columns);
  for (let c = 0; c < columns; c++) {
    // Columns side by side with offset baselines (a block beside another).
    for (let top = 40 + c * Math.floor(pitch / 2); top + band < height - 40; top += pitch) {
      for (let y = top; y < top + band; y++) {
        for (let x = c * columnWidth + 20; x < (c + 1) * columnWidth - 20; x += 3) {
          const i = (y * width + x) * 4;
          rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
        }
      }
    }
  }
  return rgba;
}

describe('OCR render scale from the text height', () => {
  it('measures the height of text lines, blocks side by side with offset baselines kept apart', async () => {
    const { textBandHeight } = await load();
    expect(textBandHeight(page(1224, 1584, 14, 30), 1224, 1584)).toBe(14);
    expect(textBandHeight(page(1224, 1584, 12, 30, 2), 1224, 1584)).toBe(12);
    expect(textBandHeight(new Uint8ClampedArray(400 * 400 * 4).fill(255), 400, 400)).toBe(0);
  });

  it('renders small text larger, ordinary text at the first scale, within the limits', async () => {
    const { ocrScale } = await load();
    // x-height 6.5 px at 2× (9-point text): kept.
    expect(ocrScale(13, 612, 792)).toBe(2);
    // x-height 3 px (5-point print): rendered to reach 6 px, at most 3×.
    expect(ocrScale(8, 612, 792)).toBe(3);
    expect(ocrScale(9, 612, 792)).toBe(2.75);
    // A large page: the pixel limit holds the scale down (never under the first scale).
    expect(ocrScale(6, 1224, 1584)).toBe(2);
    // Nothing measured: the first scale.
    expect(ocrScale(0, 612, 792)).toBe(2);
  });
});
