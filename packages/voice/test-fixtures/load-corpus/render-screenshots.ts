/**
 * Renders every corpus posting as a PNG screenshot in a load-board-like look, for the OCR test
 * and bench: 'table' (white load-board table / detail card), 'dark' (dark theme), 'email'
 * (mail client) and 'sms' (text-message bubbles). Fonts are the machine's TrueType fonts
 * (Liberation Sans, DejaVu Sans Mono), registered under fixed names so the output is the same on
 * every run. Text is drawn at 24–26 px, a size OCR reads well.
 *
 *   npx tsx packages/voice/test-fixtures/load-corpus/render-screenshots.ts [id ...]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { checkLoadText } from '../../src/load-parsing/domain/input-checks';
import {
  cellsOf,
  drawSegment as drawLabelledSegment,
  registerScreenFonts,
  wrap,
} from '../../src/testing/screen-drawing';
import { loadCorpus, type Posting, SCREENSHOT_DIR, screenshotPath } from './index';

export function registerFonts(): void {
  registerScreenFonts('Load', ['Sans', 'SansBold', 'Mono', 'Dejavu']);
}

const WIDTH = 1280;
const PAD = 32;

interface Theme {
  bg: string;
  panel: string;
  text: string;
  muted: string;
  label: string;
  grid: string;
  headerBg: string;
  headerText: string;
}

const WHITE: Theme = {
  bg: '#eef1f5',
  panel: '#ffffff',
  text: '#1d2430',
  muted: '#5b6575',
  label: '#1f4e8c',
  grid: '#c9d1dc',
  headerBg: '#e3e9f2',
  headerText: '#1d2430',
};
const DARK: Theme = {
  bg: '#12161d',
  panel: '#1c222c',
  text: '#e8ecf2',
  muted: '#9aa6b8',
  label: '#7cc4ff',
  grid: '#3a4454',
  headerBg: '#263040',
  headerText: '#ffffff',
};

type Block = { kind: 'table'; rows: string[][] } | { kind: 'text'; line: string };

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split('\n')) {
    const cells = cellsOf(line);
    const last = blocks.at(-1);
    if (cells && cells.length >= 3) {
      if (last?.kind === 'table' && last.rows[0]!.length === cells.length) last.rows.push(cells);
      else blocks.push({ kind: 'table', rows: [cells] });
    } else blocks.push({ kind: 'text', line });
  }
  return blocks;
}

/** One 'Label: value' piece (label in bold); returns its width. */
function drawSegment(
  ctx: SKRSContext2D,
  text: string,
  theme: Theme,
  x: number,
  baseline: number,
  size: number,
  draw: boolean,
): number {
  const style = {
    font: `${size}px LoadSans`,
    boldFont: `${size}px LoadSansBold`,
    text: theme.text,
    label: theme.label,
    gap: 8,
  };
  return drawLabelledSegment(ctx, text, style, x, baseline, draw);
}

/** Draws text blocks; returns the height used. Measures only when `draw` is false. */
function layout(
  ctx: SKRSContext2D,
  blocks: Block[],
  theme: Theme,
  x: number,
  y: number,
  width: number,
  draw: boolean,
  mono: boolean,
): number {
  const size = 24;
  const lineH = 38;
  let cy = y;
  for (const block of blocks) {
    if (block.kind === 'text') {
      const font = `${size}px ${mono ? 'LoadMono' : 'LoadSans'}`;
      ctx.font = font;
      if (!block.line.trim()) {
        cy += lineH / 2;
        continue;
      }
      if (mono) {
        // A space-aligned table keeps its spaces.
        if (draw) {
          ctx.fillStyle = theme.text;
          ctx.fillText(block.line, x, cy + size);
        }
        cy += lineH;
        continue;
      }
      // Fields side by side ('Weight: 41,200 lbs    Miles: 512') keep a visible gap.
      const segments = block.line.split(/\s{2,}/).filter(Boolean);
      if (
        segments.length > 1 &&
        segments.every((seg) => ctx.measureText(seg).width < width / segments.length)
      ) {
        let cx = x;
        for (const seg of segments)
          cx += drawSegment(ctx, seg, theme, cx, cy + size, size, draw) + 48;
        cy += lineH;
        continue;
      }
      for (const [i, part] of wrap(ctx, block.line, width).entries()) {
        if (i === 0) drawSegment(ctx, part, theme, x, cy + size, size, draw);
        else if (draw) {
          ctx.font = font;
          ctx.fillStyle = theme.text;
          ctx.fillText(part, x, cy + size);
        }
        cy += lineH;
      }
      continue;
    }
    // A table: columns as wide as their longest cell, a shaded header row and grid lines.
    const cols = block.rows[0]!.length;
    ctx.font = `${size - 2}px LoadSans`;
    const widths = Array.from(
      { length: cols },
      (_, c) => Math.max(...block.rows.map((r) => ctx.measureText(r[c] ?? '').width)) + 40,
    );
    const total = widths.reduce((a, b) => a + b, 0);
    const scale = total > width ? width / total : 1;
    const rowH = 46;
    block.rows.forEach((row, r) => {
      let cx = x;
      if (draw && r === 0) {
        ctx.fillStyle = theme.headerBg;
        ctx.fillRect(x, cy, total * scale, rowH);
      }
      row.forEach((cell, c) => {
        const w = widths[c]! * scale;
        if (draw) {
          ctx.strokeStyle = theme.grid;
          ctx.lineWidth = 1;
          ctx.strokeRect(cx + 0.5, cy + 0.5, w, rowH);
          ctx.font = `${Math.round((size - 2) * Math.max(scale, 0.8))}px ${r === 0 ? 'LoadSansBold' : 'LoadSans'}`;
          ctx.fillStyle = r === 0 ? theme.headerText : theme.text;
          ctx.fillText(cell, cx + 16 * scale, cy + rowH / 2 + 8, w - 12);
        }
        cx += w;
      });
      cy += rowH;
    });
    cy += 12;
  }
  return cy - y;
}

/** Width a table needs at full size (wide load-board tables widen the screenshot). */
function tableWidth(ctx: SKRSContext2D, blocks: Block[]): number {
  ctx.font = '22px LoadSans';
  let widest = 0;
  for (const b of blocks) {
    if (b.kind !== 'table') continue;
    const cols = b.rows[0]!.length;
    let total = 0;
    for (let c = 0; c < cols; c++)
      total += Math.max(...b.rows.map((r) => ctx.measureText(r[c] ?? '').width)) + 40;
    widest = Math.max(widest, total);
  }
  return widest;
}

function renderCard(posting: Posting, text: string, theme: Theme, title: string): Canvas {
  // A space-aligned table (four or more columns) is drawn in a monospace font.
  const lines = text.split('\n');
  const mono =
    !text.includes('\t') &&
    lines.some(
      (l, i) =>
        l.trim().split(/\s{2,}/).length >= 5 &&
        (lines[i + 1] ?? '').trim().split(/\s{2,}/).length >= 5,
    );
  const measure = createCanvas(WIDTH, 100).getContext('2d');
  const blocks = blocksOf(text);
  const width = Math.min(
    2200,
    Math.max(WIDTH, Math.ceil(tableWidth(measure, blocks)) + 4 * PAD + 8),
  );
  const bodyH = layout(measure, blocks, theme, 0, 0, width - 4 * PAD, false, mono);
  const canvas = createCanvas(width, bodyH + 4 * PAD + 56);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = theme.bg;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // Title bar of the board, then the card.
  ctx.fillStyle = theme.headerBg;
  ctx.fillRect(0, 0, canvas.width, 56);
  ctx.font = '22px LoadSansBold';
  ctx.fillStyle = theme.headerText;
  ctx.fillText(title, PAD, 36);
  ctx.fillStyle = theme.panel;
  ctx.fillRect(PAD, 56 + PAD, width - 2 * PAD, bodyH + 2 * PAD);
  layout(ctx, blocks, theme, 2 * PAD, 56 + 2 * PAD, width - 4 * PAD, true, mono);
  void posting;
  return canvas;
}

function renderEmail(text: string): Canvas {
  const lines = text.split('\n');
  const headerEnd = lines.findIndex((l) => !/^(?:From|Sent|To|Date|Subject|Cc):/i.test(l));
  const header = headerEnd > 0 ? lines.slice(0, headerEnd) : [];
  const body = headerEnd > 0 ? lines.slice(headerEnd) : lines;
  const measure = createCanvas(WIDTH, 100).getContext('2d');
  const blocks = blocksOf(body.join('\n'));
  const bodyH = layout(measure, blocks, WHITE, 0, 0, WIDTH - 4 * PAD, false, false);
  const headerH = header.length * 36 + (header.length ? 24 : 0);
  const canvas = createCanvas(WIDTH, 72 + headerH + bodyH + 3 * PAD);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#0f6cbd';
  ctx.fillRect(0, 0, canvas.width, 56);
  ctx.font = '22px LoadSansBold';
  ctx.fillStyle = '#ffffff';
  ctx.fillText('Inbox  ›  Load offers', PAD, 36);
  let y = 72;
  if (header.length) {
    ctx.fillStyle = '#f3f5f8';
    ctx.fillRect(0, y - 8, canvas.width, headerH);
    for (const h of header) {
      const [k, ...rest] = h.split(':');
      ctx.font = '22px LoadSansBold';
      ctx.fillStyle = '#444c58';
      ctx.fillText(`${k}:`, PAD, y + 24);
      const w = ctx.measureText(`${k}:`).width;
      ctx.font = '22px LoadSans';
      ctx.fillStyle = '#1d2430';
      ctx.fillText(rest.join(':').trim(), PAD + w + 10, y + 24);
      y += 36;
    }
    y += 24;
  }
  layout(
    ctx,
    blocks,
    { ...WHITE, panel: '#ffffff', label: '#1d2430' },
    PAD,
    y + PAD / 2,
    WIDTH - 4 * PAD,
    true,
    false,
  );
  return canvas;
}

function renderSms(text: string): Canvas {
  const measure = createCanvas(WIDTH, 100).getContext('2d');
  measure.font = '26px LoadDejavu';
  const maxW = 860;
  const bubbles = text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => wrap(measure, l, maxW));
  const lineH = 40;
  const height = 80 + bubbles.reduce((a, b) => a + b.length * lineH + 44, 0) + PAD;
  const canvas = createCanvas(WIDTH - 280, height);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = '#f4f4f6';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, 64);
  ctx.font = '24px LoadSansBold';
  ctx.fillStyle = '#1d2430';
  ctx.fillText('Broker', canvas.width / 2 - 40, 42);
  let y = 88;
  ctx.font = '26px LoadDejavu';
  for (const lines of bubbles) {
    const w = Math.max(...lines.map((l) => ctx.measureText(l).width)) + 40;
    const h = lines.length * lineH + 20;
    ctx.fillStyle = '#e4e6eb';
    ctx.beginPath();
    ctx.roundRect(PAD, y, w, h, 22);
    ctx.fill();
    ctx.fillStyle = '#111418';
    lines.forEach((l, i) => {
      ctx.fillText(l, PAD + 20, y + 38 + i * lineH);
    });
    y += h + 24;
  }
  return canvas;
}

export function renderPosting(posting: Posting): Canvas {
  // Markup is shown as a browser would show it.
  const text = /<[a-z]/i.test(posting.text) ? checkLoadText(posting.text) : posting.text;
  switch (posting.style) {
    case 'dark':
      return renderCard(posting, text, DARK, 'TRUCKSTOP  ·  Load Details');
    case 'email':
      return renderEmail(text);
    case 'sms':
      return renderSms(text);
    default:
      return renderCard(posting, text, WHITE, 'DAT One  ·  Search Loads');
  }
}

async function main(): Promise<void> {
  registerFonts();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const only = new Set(process.argv.slice(2));
  for (const posting of loadCorpus()) {
    if (only.size > 0 && !only.has(posting.id)) continue;
    const png = await renderPosting(posting).encode('png');
    writeFileSync(screenshotPath(posting.id), png);
    console.log(`${posting.id}.png  ${(png.length / 1024).toFixed(0)} KB`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\//, ''))) {
  await main();
}
