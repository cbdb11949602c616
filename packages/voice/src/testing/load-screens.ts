/**
 * Screenshots of load postings as a screen shows them, for bench/load-extraction-screens.ts
 * (issue 18: "95 % on screenshots of any size"), exported as `@fleet/voice/testing/load-screens`.
 * Rendered at bench time, never committed: the posting's text in an app/e-mail/board look at a
 * device scale (1, 1.5, 2, 3: 13 px base text at 1, as a 1× screen draws it, 39 px at 3) in a
 * light or a dark theme, in a proportional anti-aliased font (Liberation Sans, else DejaVu Sans,
 * registered under fixed names so every run draws the same pixels).
 *
 * Looks, by the posting's style: 'table' and 'dark' a load-board window (title bar, a card of
 * `Label: value` lines, tab/pipe/space-aligned rows as a grid table with a shaded header),
 * 'email' a mail client (header block, body), 'sms' chat bubbles. The theme is independent of
 * the style. Everything is laid out in CSS pixels and drawn through ctx.scale(scale), so a render
 * at 2 is the render at 1 with twice the pixels.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { checkLoadText } from '../load-parsing/domain/input-checks';
import {
  cellsOf,
  drawSegment as drawLabelledSegment,
  registerScreenFonts,
  wrap,
} from './screen-drawing';

export const SCREEN_SCALES = [1, 1.5, 2, 3] as const;
export const SCREEN_THEMES = ['light', 'dark'] as const;
export type ScreenScale = (typeof SCREEN_SCALES)[number];
export type ScreenTheme = (typeof SCREEN_THEMES)[number];

/** Base text size in CSS pixels (× scale on the device). */
export const BASE_FONT_PX = 13;

let fontsRegistered = false;
function registerFonts(): void {
  if (fontsRegistered) return;
  registerScreenFonts('Screen', ['Sans', 'SansBold']);
  fontsRegistered = true;
}

const SANS = 'ScreenSans';
const BOLD = 'ScreenSansBold';

interface Palette {
  page: string;
  bar: string;
  barText: string;
  panel: string;
  text: string;
  muted: string;
  label: string;
  grid: string;
  headerBg: string;
  headerText: string;
  stripe: string;
  bubble: string;
  bubbleText: string;
  mailHeader: string;
}

const PALETTES: Record<ScreenTheme, Palette> = {
  light: {
    page: '#eef1f5',
    bar: '#1f4e8c',
    barText: '#ffffff',
    panel: '#ffffff',
    text: '#1d2430',
    muted: '#5b6575',
    label: '#1f4e8c',
    grid: '#d5dbe4',
    headerBg: '#e9eef5',
    headerText: '#1d2430',
    stripe: '#f7f9fb',
    bubble: '#e9e9eb',
    bubbleText: '#111418',
    mailHeader: '#f3f5f8',
  },
  dark: {
    page: '#12161d',
    bar: '#1b2331',
    barText: '#e8ecf2',
    panel: '#1c222c',
    text: '#e3e8ef',
    muted: '#9aa6b8',
    label: '#7cc4ff',
    grid: '#333d4c',
    headerBg: '#263040',
    headerText: '#ffffff',
    stripe: '#202733',
    bubble: '#2b3038',
    bubbleText: '#eceff3',
    mailHeader: '#1a1f27',
  },
};

export interface ScreenOptions {
  scale: number;
  theme: ScreenTheme;
}

export interface ScreenPosting {
  text: string;
  style?: string;
}

const LINE_H = 20; // 13 px text at 1.5 line height
const PAD = 16;
const MIN_WIDTH = 720;
const MAX_WIDTH = 1600;

type Block =
  | { kind: 'table'; rows: string[][] }
  | { kind: 'text'; line: string }
  | { kind: 'pairs'; pairs: [string, string][] };

const spaced = (line: string) => line.trim().split(/\s{2,}/);

function blocksOf(text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  lines.forEach((line, i) => {
    const last = blocks.at(-1);
    let cells = cellsOf(line);
    // Space-aligned rows (three or more cells, a neighbour too) are a table as well.
    if (!cells && spaced(line).length >= 3) {
      const near = [lines[i - 1], lines[i + 1]].some((l) => l && spaced(l).length >= 3);
      if (near) cells = spaced(line);
    }
    if (cells && cells.length >= 3) {
      if (last?.kind === 'table' && last.rows[0]!.length === cells.length) last.rows.push(cells);
      else blocks.push({ kind: 'table', rows: [cells] });
      return;
    }
    // 'Origin        Dallas, TX': a detail panel's label and value, aligned in two columns.
    const two = spaced(line);
    if (two.length === 2 && /^[A-Za-z][\w #/&().'-]{0,28}:?$/.test(two[0]!)) {
      const pair: [string, string] = [two[0]!, two[1]!];
      if (last?.kind === 'pairs') last.pairs.push(pair);
      else blocks.push({ kind: 'pairs', pairs: [pair] });
      return;
    }
    blocks.push({ kind: 'text', line });
  });
  return blocks;
}

const font = (bold = false, px = BASE_FONT_PX) => `${px}px ${bold ? BOLD : SANS}`;

/** Column widths of a table at 13 px (cell text + padding). */
function columnWidths(ctx: SKRSContext2D, rows: string[][], header = true): number[] {
  const cols = Math.max(...rows.map((r) => r.length));
  return Array.from(
    { length: cols },
    (_, c) =>
      Math.max(
        ...rows.map((r, i) => {
          ctx.font = font(header && i === 0);
          return ctx.measureText(r[c] ?? '').width;
        }),
      ) + 20,
  );
}

/** Width the blocks need (tables are never squeezed: the window widens instead). */
function neededWidth(ctx: SKRSContext2D, blocks: Block[]): number {
  let widest = 0;
  for (const b of blocks) {
    if (b.kind === 'table') widest = Math.max(widest, sum(columnWidths(ctx, b.rows)));
    if (b.kind === 'pairs') {
      ctx.font = font(true);
      const labels = Math.max(...b.pairs.map(([l]) => ctx.measureText(l).width));
      ctx.font = font();
      const values = Math.max(...b.pairs.map(([, v]) => ctx.measureText(v).width));
      widest = Math.max(widest, labels + 24 + values);
    }
  }
  return widest;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A line of text: `Label: value` with the label bold, fields side by side kept apart. */
function drawLine(
  ctx: SKRSContext2D,
  p: Palette,
  line: string,
  x: number,
  y: number,
  width: number,
  draw: boolean,
): number {
  ctx.font = font();
  const segments = line.trim().split(/\s{2,}/);
  const baseline = (row: number) => y + row * LINE_H + 14;
  if (segments.length > 1 && ctx.measureText(segments.join('      ')).width <= width) {
    let cx = x;
    for (const seg of segments) cx += drawSegment(ctx, p, seg, cx, baseline(0), draw) + 32;
    return LINE_H;
  }
  const parts = wrap(ctx, line.trim(), width);
  parts.forEach((part, i) => {
    if (i === 0) drawSegment(ctx, p, part, x, baseline(0), draw);
    else if (draw) {
      ctx.font = font();
      ctx.fillStyle = p.text;
      ctx.fillText(part, x, baseline(i));
    }
  });
  return parts.length * LINE_H;
}

function drawSegment(
  ctx: SKRSContext2D,
  p: Palette,
  text: string,
  x: number,
  baseline: number,
  draw: boolean,
): number {
  const style = { font: font(), boldFont: font(true), text: p.text, label: p.label, gap: 5 };
  return drawLabelledSegment(ctx, text, style, x, baseline, draw);
}

/** Lays out (and with `draw`, draws) blocks; returns the height used. */
function layout(
  ctx: SKRSContext2D,
  p: Palette,
  blocks: Block[],
  x: number,
  y: number,
  width: number,
  draw: boolean,
): number {
  let cy = y;
  for (const block of blocks) {
    if (block.kind === 'text') {
      if (!block.line.trim()) cy += LINE_H / 2;
      else cy += drawLine(ctx, p, block.line, x, cy, width, draw);
      continue;
    }
    if (block.kind === 'pairs') {
      ctx.font = font(true);
      const labelW = Math.max(...block.pairs.map(([l]) => ctx.measureText(l).width)) + 24;
      for (const [label, value] of block.pairs) {
        if (draw) {
          ctx.font = font(true);
          ctx.fillStyle = p.muted;
          ctx.fillText(label, x, cy + 14);
          ctx.font = font();
          ctx.fillStyle = p.text;
          ctx.fillText(value, x + labelW, cy + 14);
        }
        cy += LINE_H + 2;
      }
      continue;
    }
    // A grid table: shaded bold header row, striped rows, thin grid lines.
    // The first row is a header (shaded, bold) when it holds no figures.
    const header = !/\d/.test(block.rows[0]!.join(' '));
    const widths = columnWidths(ctx, block.rows, header);
    const total = sum(widths);
    const rowH = 28;
    block.rows.forEach((row, r) => {
      if (draw) {
        const head = header && r === 0;
        ctx.fillStyle = head ? p.headerBg : r % 2 === 0 ? p.stripe : p.panel;
        ctx.fillRect(x, cy, total, rowH);
        ctx.strokeStyle = p.grid;
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(x, cy + rowH - 0.5);
        ctx.lineTo(x + total, cy + rowH - 0.5);
        ctx.stroke();
      }
      let cx = x;
      row.forEach((cell, c) => {
        if (draw) {
          ctx.font = font(header && r === 0);
          ctx.fillStyle = header && r === 0 ? p.headerText : p.text;
          ctx.fillText(cell, cx + 10, cy + rowH / 2 + 4.5);
        }
        cx += widths[c]!;
      });
      cy += rowH;
    });
    cy += 10;
  }
  return cy - y;
}

function prepare(text: string): string {
  // Markup is shown as a browser would show it.
  return /<[a-z]/i.test(text) ? checkLoadText(text) : text;
}

/** Canvas of the given CSS size at the device scale, with everything drawn in CSS pixels. */
function surface(cssW: number, cssH: number, scale: number): [Canvas, SKRSContext2D] {
  const canvas = createCanvas(Math.round(cssW * scale), Math.round(cssH * scale));
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.scale(scale, scale);
  return [canvas, ctx];
}

function renderBoard(text: string, p: Palette, scale: number, title: string): Canvas {
  registerFonts();
  const blocks = blocksOf(text);
  const measure = createCanvas(10, 10).getContext('2d');
  const width = Math.min(
    MAX_WIDTH,
    Math.max(MIN_WIDTH, Math.ceil(neededWidth(measure, blocks)) + 4 * PAD),
  );
  const inner = width - 4 * PAD;
  const bodyH = layout(measure, p, blocks, 0, 0, inner, false);
  const barH = 40;
  const [canvas, ctx] = surface(width, barH + bodyH + 4 * PAD + 20, scale);
  ctx.fillStyle = p.page;
  ctx.fillRect(0, 0, width, canvas.height);
  ctx.fillStyle = p.bar;
  ctx.fillRect(0, 0, width, barH);
  ctx.font = font(true, 15);
  ctx.fillStyle = p.barText;
  ctx.fillText(title, PAD, 26);
  // The card, with a one-pixel border.
  const cardY = barH + PAD;
  ctx.fillStyle = p.grid;
  ctx.fillRect(PAD - 1, cardY - 1, width - 2 * PAD + 2, bodyH + 2 * PAD + 22);
  ctx.fillStyle = p.panel;
  ctx.fillRect(PAD, cardY, width - 2 * PAD, bodyH + 2 * PAD + 20);
  layout(ctx, p, blocks, 2 * PAD, cardY + PAD + 10, inner, true);
  return canvas;
}

function renderEmail(text: string, p: Palette, scale: number, dark: boolean): Canvas {
  registerFonts();
  const lines = text.split('\n');
  const headerEnd = lines.findIndex((l) => !/^(?:From|Sent|To|Date|Subject|Cc):/i.test(l));
  const header = headerEnd > 0 ? lines.slice(0, headerEnd) : [];
  const body = headerEnd > 0 ? lines.slice(headerEnd) : lines;
  const blocks = blocksOf(body.join('\n'));
  const measure = createCanvas(10, 10).getContext('2d');
  const width = Math.min(
    MAX_WIDTH,
    Math.max(MIN_WIDTH, Math.ceil(neededWidth(measure, blocks)) + 4 * PAD),
  );
  const mail: Palette = { ...p, panel: dark ? '#1e1f22' : '#ffffff', label: p.text };
  const bodyH = layout(measure, mail, blocks, 0, 0, width - 2 * PAD, false);
  const barH = 44;
  const headerH = header.length * LINE_H + (header.length ? 16 : 0);
  const [canvas, ctx] = surface(width, barH + headerH + bodyH + 3 * PAD, scale);
  ctx.fillStyle = mail.panel;
  ctx.fillRect(0, 0, width, canvas.height);
  ctx.fillStyle = dark ? '#2b2d31' : '#0f6cbd';
  ctx.fillRect(0, 0, width, barH);
  ctx.font = font(true, 14);
  ctx.fillStyle = '#ffffff';
  ctx.fillText('Inbox  ›  Load offers', PAD, 27);
  let y = barH + 8;
  if (header.length) {
    ctx.fillStyle = p.mailHeader;
    ctx.fillRect(0, y - 4, width, headerH);
    for (const h of header) {
      const [k, ...rest] = h.split(':');
      ctx.font = font(true);
      ctx.fillStyle = p.muted;
      ctx.fillText(`${k}:`, PAD, y + 14);
      const w = ctx.measureText(`${k}:`).width;
      ctx.font = font();
      ctx.fillStyle = p.text;
      ctx.fillText(rest.join(':').trim(), PAD + w + 6, y + 14);
      y += LINE_H;
    }
    y += 16;
  }
  layout(ctx, mail, blocks, PAD, y + PAD / 2, width - 2 * PAD, true);
  return canvas;
}

function renderChat(text: string, p: Palette, scale: number): Canvas {
  registerFonts();
  const width = 420;
  const maxW = 300;
  const measure = createCanvas(10, 10).getContext('2d');
  measure.font = font();
  const bubbles = text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => wrap(measure, l.trim(), maxW - 24));
  const bubbleH = (lines: string[]) => lines.length * 18 + 14;
  const barH = 48;
  const height = barH + 12 + sum(bubbles.map((b) => bubbleH(b) + 8)) + PAD;
  const [canvas, ctx] = surface(width, height, scale);
  ctx.fillStyle = p.page;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = p.bar;
  ctx.fillRect(0, 0, width, barH);
  ctx.font = font(true, 15);
  ctx.fillStyle = p.barText;
  ctx.textAlign = 'center';
  ctx.fillText('Broker', width / 2, 29);
  ctx.textAlign = 'left';
  let y = barH + 12;
  ctx.font = font();
  for (const lines of bubbles) {
    const w = Math.max(...lines.map((l) => ctx.measureText(l).width)) + 24;
    const h = bubbleH(lines);
    ctx.fillStyle = p.bubble;
    ctx.beginPath();
    ctx.roundRect(12, y, w, h, 14);
    ctx.fill();
    ctx.fillStyle = p.bubbleText;
    lines.forEach((l, i) => {
      ctx.fillText(l, 24, y + 20 + i * 18);
    });
    y += h + 8;
  }
  return canvas;
}

/** The posting as a screen shows it. */
export function renderLoadScreen(posting: ScreenPosting, options: ScreenOptions): Canvas {
  const text = prepare(posting.text);
  const p = PALETTES[options.theme];
  const dark = options.theme === 'dark';
  switch (posting.style) {
    case 'email':
      return renderEmail(text, p, options.scale, dark);
    case 'sms':
      return renderChat(text, p, options.scale);
    case 'dark':
      return renderBoard(text, p, options.scale, 'Load Details');
    default:
      return renderBoard(text, p, options.scale, 'Load Board  ·  Search Loads');
  }
}

/** The same as a PNG (what a pasted screenshot is). */
export function renderLoadScreenPng(posting: ScreenPosting, options: ScreenOptions): Buffer {
  return renderLoadScreen(posting, options).toBuffer('image/png');
}
