/**
 * What the two screenshot renderers share (the original corpus's committed screenshots,
 * test-fixtures/load-corpus/render-screenshots.ts, and the wild corpus's bench-time renders,
 * load-screens.ts): the machine's TrueType fonts under fixed names, so every run draws the same
 * pixels, the cells of a table row, and word wrapping.
 */
import { existsSync } from 'node:fs';
import { GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

const FONT_FILES = {
  Sans: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  ],
  SansBold: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  ],
  Mono: [
    '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  ],
  Dejavu: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
} satisfies Record<string, string[]>;

export type ScreenFont = keyof typeof FONT_FILES;

/** Registers each font as `${prefix}${font}` (the first of its files this machine has). */
export function registerScreenFonts(prefix: string, fonts: readonly ScreenFont[]): void {
  for (const font of fonts) {
    const file = FONT_FILES[font].find((f) => existsSync(f));
    if (!file) throw new Error(`No font for ${font}: install fonts-liberation or fonts-dejavu`);
    GlobalFonts.registerFromPath(file, `${prefix}${font}`);
  }
}

/** Cells of a tab- or pipe-separated row, or null for a line of text. */
export function cellsOf(line: string): string[] | null {
  if (line.includes('\t')) return line.split('\t').map((c) => c.trim());
  if (/^\s*\|.*\|\s*$/.test(line) || line.split('|').length >= 4) {
    const parts = line.split('|').map((c) => c.trim());
    if (parts[0] === '') parts.shift();
    if (parts.at(-1) === '') parts.pop();
    return parts;
  }
  return null;
}

/** The text in lines no wider than `width` in the context's current font. */
export function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  out.push(line);
  return out;
}

/** How a 'Label: value' piece is drawn: fonts, colours, and the gap after the label. */
export interface SegmentStyle {
  font: string;
  boldFont: string;
  text: string;
  label: string;
  gap: number;
}

/**
 * One piece of a line: 'Label: value' with the label in bold, else plain text. Returns its width;
 * draws it only with `draw` (layouts measure first).
 */
export function drawSegment(
  ctx: SKRSContext2D,
  text: string,
  style: SegmentStyle,
  x: number,
  baseline: number,
  draw: boolean,
): number {
  const label = /^([A-Za-z][A-Za-z0-9 #/$&().'-]{0,30}:)(\s.*)$/.exec(text);
  if (!label) {
    ctx.font = style.font;
    if (draw) {
      ctx.fillStyle = style.text;
      ctx.fillText(text, x, baseline);
    }
    return ctx.measureText(text).width;
  }
  ctx.font = style.boldFont;
  const w = ctx.measureText(label[1]!).width;
  if (draw) {
    ctx.fillStyle = style.label;
    ctx.fillText(label[1]!, x, baseline);
  }
  ctx.font = style.font;
  const value = label[2]!.trimStart();
  if (draw) {
    ctx.fillStyle = style.text;
    ctx.fillText(value, x + w + style.gap, baseline);
  }
  return w + style.gap + ctx.measureText(value).width;
}
