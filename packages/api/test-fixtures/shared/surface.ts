/**
 * One drawing surface for both corpora, with two back ends: PDFKit (the text PDFs, with a real
 * text layer) and @napi-rs/canvas (the "scanned" PDFs: the same page drawn to a bitmap, then
 * degraded and embedded as an image in a PDF with no text at all). A layout is written once
 * against `Surface` and can come out either way.
 *
 * Coordinates are PDF points (1/72 in), origin top left, `y` the top of the text line.
 * Fonts are the machine's TrueType fonts (Liberation is metric-compatible with Helvetica, Times
 * and Courier, so text wraps the same in both back ends).
 */
import { existsSync } from 'node:fs';
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

export type FontName =
  | 'sans'
  | 'sans-bold'
  | 'serif'
  | 'serif-bold'
  | 'serif-italic'
  | 'mono'
  | 'mono-bold'
  | 'narrow'
  | 'narrow-bold'
  | 'dejavu'
  | 'dejavu-bold'
  | 'condensed'
  | 'condensed-bold';

const LIB = '/usr/share/fonts/truetype/liberation';
const DJV = '/usr/share/fonts/truetype/dejavu';
export const FONT_FILES: Record<FontName, string> = {
  sans: `${LIB}/LiberationSans-Regular.ttf`,
  'sans-bold': `${LIB}/LiberationSans-Bold.ttf`,
  serif: `${LIB}/LiberationSerif-Regular.ttf`,
  'serif-bold': `${LIB}/LiberationSerif-Bold.ttf`,
  'serif-italic': `${LIB}/LiberationSerif-Italic.ttf`,
  mono: `${LIB}/LiberationMono-Regular.ttf`,
  'mono-bold': `${LIB}/LiberationMono-Bold.ttf`,
  narrow: `${LIB}/LiberationSansNarrow-Regular.ttf`,
  'narrow-bold': `${LIB}/LiberationSansNarrow-Bold.ttf`,
  dejavu: `${DJV}/DejaVuSans.ttf`,
  'dejavu-bold': `${DJV}/DejaVuSans-Bold.ttf`,
  condensed: `${DJV}/DejaVuSansCondensed.ttf`,
  'condensed-bold': `${DJV}/DejaVuSansCondensed-Bold.ttf`,
};

/** The PDF standard 14 fonts used when a layout does not embed (smaller files). */
const STANDARD: Partial<Record<FontName, string>> = {
  sans: 'Helvetica',
  'sans-bold': 'Helvetica-Bold',
  serif: 'Times-Roman',
  'serif-bold': 'Times-Bold',
  'serif-italic': 'Times-Italic',
  mono: 'Courier',
  'mono-bold': 'Courier-Bold',
};

export interface TextOpts {
  font?: FontName;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Box width for right / centre alignment. */
  width?: number;
}

export interface BoxOpts {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

export interface Surface {
  readonly width: number;
  readonly height: number;
  newPage(): void;
  text(s: string, x: number, y: number, o?: TextOpts): void;
  measure(s: string, font: FontName, size: number): number;
  line(x1: number, y1: number, x2: number, y2: number, width?: number, color?: string): void;
  rect(x: number, y: number, w: number, h: number, o: BoxOpts): void;
}

export interface PageSize {
  width: number;
  height: number;
}
export const LETTER: PageSize = { width: 612, height: 792 };
export const LETTER_LANDSCAPE: PageSize = { width: 792, height: 612 };

/** Fixed creation date: PDFKit derives the file ID from it, so output is byte-for-byte stable. */
const FIXED_DATE = new Date('2026-11-20T12:00:00.000Z');

export class PdfSurface implements Surface {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  readonly height: number;
  private readonly embed: boolean;
  private readonly chunks: Buffer[] = [];
  pageCount = 1;

  constructor(size: PageSize, opts: { embedFonts?: boolean; title?: string; author?: string }) {
    this.width = size.width;
    this.height = size.height;
    this.embed = opts.embedFonts ?? false;
    this.doc = new PDFDocument({
      size: [size.width, size.height],
      margin: 0,
      autoFirstPage: true,
      info: {
        CreationDate: FIXED_DATE,
        ModDate: FIXED_DATE,
        Title: opts.title ?? '',
        Author: opts.author ?? '',
        Producer: opts.author ? `${opts.author} TMS` : 'PDFKit',
        Creator: opts.author ? `${opts.author} TMS` : 'PDFKit',
      },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    for (const [name, file] of Object.entries(FONT_FILES)) this.doc.registerFont(name, file);
  }

  private fontId(f: FontName): string {
    if (!this.embed) {
      const std = STANDARD[f];
      if (std) return std;
    }
    return f;
  }

  newPage(): void {
    this.pageCount++;
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
  }

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    if (!s) return;
    const font = o.font ?? 'sans';
    const size = o.size ?? 10;
    this.doc
      .font(this.fontId(font))
      .fontSize(size)
      .fillColor(o.color ?? '#000000');
    let left = x;
    if (o.align && o.align !== 'left' && o.width) {
      const w = this.measure(s, font, size);
      left = o.align === 'right' ? x + o.width - w : x + (o.width - w) / 2;
    }
    this.doc.text(s, left, y, { lineBreak: false });
  }

  measure(s: string, font: FontName, size: number): number {
    return this.doc.font(this.fontId(font)).fontSize(size).widthOfString(s);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000000'): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke();
    this.doc.restore();
  }

  rect(x: number, y: number, w: number, h: number, o: BoxOpts): void {
    this.doc.save();
    this.doc.rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.lineWidth(o.lineWidth ?? 0.6).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else
      this.doc
        .lineWidth(o.lineWidth ?? 0.6)
        .strokeColor(o.stroke ?? '#000000')
        .stroke();
    this.doc.restore();
  }

  finish(): Promise<Buffer> {
    return new Promise((resolve) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.end();
    });
  }
}

let fontsRegistered = false;
function registerCanvasFonts(): void {
  if (fontsRegistered) return;
  for (const [name, file] of Object.entries(FONT_FILES)) {
    if (!existsSync(file))
      throw new Error(`Missing font ${file}: install fonts-liberation and fonts-dejavu`);
    GlobalFonts.registerFromPath(file, `Fx-${name}`);
  }
  fontsRegistered = true;
}

/** Draws the same page to bitmaps at `dpi`, for the scanned documents. */
export class CanvasSurface implements Surface {
  readonly width: number;
  readonly height: number;
  readonly pages: Canvas[] = [];
  private ctx!: SKRSContext2D;
  private readonly scale: number;

  constructor(size: PageSize, dpi: number) {
    registerCanvasFonts();
    this.width = size.width;
    this.height = size.height;
    this.scale = dpi / 72;
    this.newPage();
  }

  newPage(): void {
    const c = createCanvas(
      Math.round(this.width * this.scale),
      Math.round(this.height * this.scale),
    );
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.scale(this.scale, this.scale);
    this.pages.push(c);
    this.ctx = ctx;
  }

  private setFont(font: FontName, size: number): void {
    this.ctx.font = `${size}px Fx-${font}`;
  }

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    if (!s) return;
    const font = o.font ?? 'sans';
    const size = o.size ?? 10;
    this.setFont(font, size);
    this.ctx.fillStyle = o.color ?? '#000000';
    this.ctx.textBaseline = 'alphabetic';
    let left = x;
    if (o.align && o.align !== 'left' && o.width) {
      const w = this.measure(s, font, size);
      left = o.align === 'right' ? x + o.width - w : x + (o.width - w) / 2;
    }
    // PDFKit's y is the top of the line box; the baseline sits about 0.9 em below it.
    this.ctx.fillText(s, left, y + size * 0.9);
  }

  measure(s: string, font: FontName, size: number): number {
    this.setFont(font, size);
    return this.ctx.measureText(s).width;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000000'): void {
    this.ctx.beginPath();
    this.ctx.moveTo(x1, y1);
    this.ctx.lineTo(x2, y2);
    this.ctx.lineWidth = width;
    this.ctx.strokeStyle = color;
    this.ctx.stroke();
  }

  rect(x: number, y: number, w: number, h: number, o: BoxOpts): void {
    if (o.fill) {
      this.ctx.fillStyle = o.fill;
      this.ctx.fillRect(x, y, w, h);
    }
    if (o.stroke || !o.fill) {
      this.ctx.lineWidth = o.lineWidth ?? 0.6;
      this.ctx.strokeStyle = o.stroke ?? '#000000';
      this.ctx.strokeRect(x, y, w, h);
    }
  }
}

/** Seeded PRNG (mulberry32): the corpora are the same on every run for the same seed. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    const x = xs[Math.floor(this.next() * xs.length)];
    if (x === undefined) throw new Error('pick from empty list');
    return x;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** A decimal with `places` digits between min and max. */
  money(min: number, max: number, places = 2): number {
    const f = 10 ** places;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }
  digits(n: number): string {
    let s = String(this.int(1, 9));
    for (let i = 1; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  /** Deterministic shuffle (Fisher–Yates) of a copy. */
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a;
  }
}

/** Words wrapped to `width` with the surface's own measure. Explicit newlines are kept. */
export function wrap(
  s: Surface,
  text: string,
  width: number,
  font: FontName,
  size: number,
): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && s.measure(next, font, size) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

/** A wrapped paragraph; returns the y below it. */
export function para(
  s: Surface,
  text: string,
  x: number,
  y: number,
  width: number,
  o: TextOpts & { leading?: number } = {},
): number {
  const font = o.font ?? 'sans';
  const size = o.size ?? 10;
  const lead = o.leading ?? size * 1.25;
  let yy = y;
  for (const l of wrap(s, text, width, font, size)) {
    s.text(l, x, yy, { ...o, font, size });
    yy += lead;
  }
  return yy;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableStyle {
  font?: FontName;
  bold?: FontName;
  size?: number;
  headerFill?: string;
  headerColor?: string;
  grid?: boolean;
  zebra?: string;
  padding?: number;
  /** Bottom limit before a page break; the header repeats on the new page. */
  bottom?: number;
  /** Where the table continues on a new page. */
  topOnNewPage?: number;
  onNewPage?: () => void;
}

/**
 * A table whose cells wrap; rows never split, a row that does not fit moves to a new page with
 * the header repeated. A row may be a `{ span: text }` row (a subtotal or section line drawn
 * across the table). Returns the y below the table.
 */
export function table(
  s: Surface,
  x: number,
  y: number,
  cols: Column[],
  rows: Array<string[] | { span: string; bold?: boolean; right?: string }>,
  st: TableStyle = {},
): number {
  const font = st.font ?? 'sans';
  const bold = st.bold ?? 'sans-bold';
  const size = st.size ?? 9;
  const pad = st.padding ?? 3;
  const lead = size * 1.2;
  const total = cols.reduce((a, c) => a + c.width, 0);
  const bottom = st.bottom ?? s.height - 50;
  let yy = y;
  const header = () => {
    const lines = cols.map((c) => wrap(s, c.header, c.width - 2 * pad, bold, size));
    const h = Math.max(...lines.map((l) => l.length)) * lead + 2 * pad;
    if (st.headerFill) s.rect(x, yy, total, h, { fill: st.headerFill });
    let cx = x;
    cols.forEach((c, i) => {
      for (const [k, l] of (lines[i] ?? []).entries()) {
        s.text(l, cx + pad, yy + pad + k * lead, {
          font: bold,
          size,
          color: st.headerColor ?? '#000000',
          align: c.align ?? 'left',
          width: c.width - 2 * pad,
        });
      }
      if (st.grid) s.rect(cx, yy, c.width, h, { stroke: '#444444', lineWidth: 0.5 });
      cx += c.width;
    });
    if (!st.grid) s.line(x, yy + h, x + total, yy + h, 0.8);
    yy += h;
  };
  header();
  rows.forEach((row, ri) => {
    if (!Array.isArray(row)) {
      const h = lead + 2 * pad;
      if (yy + h > bottom) {
        s.newPage();
        st.onNewPage?.();
        yy = st.topOnNewPage ?? 50;
        header();
      }
      s.text(row.span, x + pad, yy + pad, { font: row.bold ? bold : font, size });
      if (row.right)
        s.text(row.right, x, yy + pad, {
          font: row.bold ? bold : font,
          size,
          align: 'right',
          width: total - pad,
        });
      s.line(x, yy + h, x + total, yy + h, 0.3, '#888888');
      yy += h;
      return;
    }
    const lines = cols.map((c, i) => wrap(s, row[i] ?? '', c.width - 2 * pad, font, size));
    const h = Math.max(...lines.map((l) => l.length)) * lead + 2 * pad;
    if (yy + h > bottom) {
      s.newPage();
      st.onNewPage?.();
      yy = st.topOnNewPage ?? 50;
      header();
    }
    if (st.zebra && ri % 2 === 1) s.rect(x, yy, total, h, { fill: st.zebra });
    let cx = x;
    cols.forEach((c, i) => {
      for (const [k, l] of (lines[i] ?? []).entries()) {
        s.text(l, cx + pad, yy + pad + k * lead, {
          font,
          size,
          align: c.align ?? 'left',
          width: c.width - 2 * pad,
        });
      }
      if (st.grid) s.rect(cx, yy, c.width, h, { stroke: '#444444', lineWidth: 0.5 });
      cx += c.width;
    });
    if (!st.grid) s.line(x, yy + h, x + total, yy + h, 0.3, '#999999');
    yy += h;
  });
  return yy;
}

/**
 * The "scanner": each page bitmap is rotated a little, scaled down, given paper tone, noise and
 * specks, and JPEG-encoded; the PDF holds only the images (no text layer, no fonts).
 */
export async function scannedPdf(
  pages: Canvas[],
  size: PageSize,
  rng: Rng,
  o: { dpi: number; maxAngleDeg: number; noise: number; quality: number },
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [size.width, size.height],
    margin: 0,
    autoFirstPage: false,
    info: {
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
      Producer: 'ScanSnap Manager',
      Creator: 'ScanSnap',
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  for (const page of pages) {
    const w = Math.round((size.width * o.dpi) / 72);
    const h = Math.round((size.height * o.dpi) / 72);
    const c = createCanvas(w, h);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#f4f2ec';
    ctx.fillRect(0, 0, w, h);
    const angle = ((rng.next() * 2 - 1) * o.maxAngleDeg * Math.PI) / 180;
    ctx.translate(w / 2 + rng.int(-6, 6), h / 2 + rng.int(-6, 6));
    ctx.rotate(angle);
    ctx.globalCompositeOperation = 'multiply';
    ctx.drawImage(page, -w / 2, -h / 2, w, h);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = 'source-over';
    const img = ctx.getImageData(0, 0, w, h);
    const d = img.data;
    for (let i = 0; i < d.length; i += 4) {
      // Grey scan: luminance plus noise.
      const lum = 0.3 * (d[i] ?? 0) + 0.59 * (d[i + 1] ?? 0) + 0.11 * (d[i + 2] ?? 0);
      let v = lum + (rng.next() - 0.5) * o.noise;
      if (rng.next() < 0.0008) v = rng.int(40, 120); // dust
      v = Math.max(0, Math.min(255, v));
      d[i] = v;
      d[i + 1] = v;
      d[i + 2] = v;
    }
    ctx.putImageData(img, 0, 0);
    // A faint scanner streak and a darker edge, as flatbeds leave them.
    ctx.fillStyle = 'rgba(0,0,0,0.05)';
    ctx.fillRect(rng.int(20, w - 20), 0, 2, h);
    ctx.fillStyle = 'rgba(0,0,0,0.12)';
    ctx.fillRect(0, 0, 4, h);
    const jpeg = await c.encode('jpeg', o.quality);
    pdf.addPage({ size: [size.width, size.height], margin: 0 });
    pdf.image(jpeg, 0, 0, { width: size.width, height: size.height });
  }
  return new Promise((resolve) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.end();
  });
}

// ---- formatting shared by both corpora ------------------------------------------------------

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
export const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar date without a time zone. */
export interface Day {
  y: number;
  m: number;
  d: number;
}

export function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** `7` → `07`. */
export const p2 = (n: number) => String(n).padStart(2, '0');

/** Text right-aligned in the box from `x` to `x + w`. */
export const rightIn = (s: Surface, v: string, x: number, y: number, w: number, o: TextOpts) =>
  s.text(v, x, y, { ...o, align: 'right', width: w });

/** The canonical form of the expected records. */
export function mdy(day: Day): string {
  return `${p2(day.m)}/${p2(day.d)}/${day.y}`;
}

export type DateStyle =
  | 'mdy'
  | 'iso'
  | 'mon-d-y'
  | 'd-mon-yy'
  | 'long'
  | 'mdyy'
  | 'dow-mdy'
  | 'm/d/yyyy';

export function fmtDate(day: Day, style: DateStyle): string {
  const mon = MONTHS[day.m - 1] ?? '';
  switch (style) {
    case 'mdy':
      return mdy(day);
    case 'iso':
      return `${day.y}-${p2(day.m)}-${p2(day.d)}`;
    case 'mon-d-y':
      return `${mon} ${day.d} ${day.y}`;
    case 'd-mon-yy':
      return `${p2(day.d)}-${mon}-${String(day.y).slice(2)}`;
    case 'long':
      return `${MONTHS_LONG[day.m - 1]} ${day.d}, ${day.y}`;
    case 'mdyy':
      return `${p2(day.m)}/${p2(day.d)}/${String(day.y).slice(2)}`;
    case 'dow-mdy': {
      const dow = new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();
      return `${DAYS[dow]} ${mdy(day)}`;
    }
    case 'm/d/yyyy':
      return `${day.m}/${day.d}/${day.y}`;
  }
}

export type TimeStyle = 'hhmm' | 'hh:mm' | 'ampm' | 'hh:mm-hrs';

export function fmtTime(h: number, m: number, style: TimeStyle): string {
  switch (style) {
    case 'hhmm':
      return `${p2(h)}${p2(m)}`;
    case 'hh:mm':
      return `${p2(h)}:${p2(m)}`;
    case 'hh:mm-hrs':
      return `${p2(h)}:${p2(m)} hrs`;
    case 'ampm': {
      const hh = h % 12 === 0 ? 12 : h % 12;
      return `${hh}:${p2(m)} ${h < 12 ? 'AM' : 'PM'}`;
    }
  }
}

export type PhoneStyle = 'paren' | 'dash' | 'dot' | 'plain' | 'intl';

/** `digits` is 10 digits. */
export function fmtPhone(digits: string, style: PhoneStyle, ext?: string | null): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  const base =
    style === 'paren'
      ? `(${a}) ${b}-${c}`
      : style === 'dash'
        ? `${a}-${b}-${c}`
        : style === 'dot'
          ? `${a}.${b}.${c}`
          : style === 'intl'
            ? `+1 ${a}-${b}-${c}`
            : digits;
  return ext ? `${base} ext ${ext}` : base;
}

export function fmtMoney(n: number, o: { symbol?: boolean; commas?: boolean } = {}): string {
  const fixed = Math.abs(n).toFixed(2);
  const [int, dec] = fixed.split('.');
  const withCommas = o.commas === false ? int : (int ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${o.symbol === false ? '' : '$'}${withCommas}.${dec}`;
}

export function fmtInt(n: number, commas = true): string {
  return commas ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n);
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;
