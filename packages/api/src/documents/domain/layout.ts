/**
 * Positioned text → lines and cells. A page's words (from the PDF text layer or from OCR) are
 * grouped into lines by their baseline, and each line into cells where the gap between two words
 * is wider than about two characters (a table column, fields side by side, a label and a value
 * set apart). Readers work on these cells: a label's value is the rest of its cell, the next
 * cell on the same line, or the cell under it.
 */

export interface Word {
  text: string;
  /** Left edge, points from the left of the page. */
  x: number;
  /** Baseline, points from the top of the page (grows downwards). */
  y: number;
  width: number;
  /** Font size (height) in points. */
  height: number;
  page: number;
}

export interface Cell {
  text: string;
  /** The text items the cell was made of, with their left edges (to split at table columns). */
  parts: Array<{ text: string; x: number }>;
  x0: number;
  x1: number;
  y: number;
  height: number;
}

export interface Line {
  page: number;
  y: number;
  cells: Cell[];
  /** The cells joined with ' | ' (for regular expressions over the whole line). */
  text: string;
  /**
   * In a stop's column of a table whose rows are fields (stops side by side, one column each):
   * the row's title at the left, outside the column.
   */
  rowLabel?: Cell;
}

export interface PageText {
  page: number;
  width: number;
  height: number;
  words: Word[];
}

/**
 * A text item that aligns its columns with runs of spaces (fixed-width printouts, text pasted
 * from a terminal) becomes one word per column, placed by the width of a character.
 */
function splitAtSpaceRuns(word: Word): Word[] {
  const w = withoutLeaders(word);
  if (w === word && !/\S\s{2,}\S/.test(w.text)) return [w];
  const charW = w.width / Math.max(1, w.text.length);
  const out: Word[] = [];
  const re = /\S+(?:\s\S+)*/g;
  for (let m = re.exec(w.text); m; m = re.exec(w.text)) {
    out.push({ ...w, text: m[0], x: w.x + m.index * charW, width: m[0].length * charW });
  }
  return out;
}

/**
 * Dot leaders ("ORDER NO. ........ 123456", "Weight . . . . 42,000") and blank underlines
 * ("Signature ______") join a label to a value far right: the run becomes blank space of its
 * width, so the label and the value fall into cells of their own.
 */
const LEADER = /(?<!\w)(?:\.\s?){4,}|(?:…\s?){2,}|_{3,}|(?:·\s?){4,}/g;
function withoutLeaders(w: Word): Word {
  if (!LEADER.test(w.text)) return w;
  LEADER.lastIndex = 0;
  return { ...w, text: w.text.replace(LEADER, (m) => ' '.repeat(m.length)) };
}

/**
 * Check boxes ("[X] Reefer [ ] Van", "☒ FCFS ☐ APPT"): an unticked option is dropped with its
 * words, a ticked one keeps its words without the box.
 */
export function checkedOptions(text: string): string {
  if (!/\[\s?[xX✓✔]?\s?\]|[☐□☒☑■]/.test(text)) return text;
  return text
    .replace(/(?:\[\s?\]|[☐□])[^[\]☐□☒☑■]*/g, ' ')
    .replace(/(?:\[\s?[xX✓✔]\s?\]|[☒☑■])\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A mark typed or drawn into a box before an option ("X Dry van", "✓ Appointment"), as a form's
 * check boxes print when the box itself is a drawn square, or OCR'd with the box's edges
 * ("[X] Pickup", "[XI Pickup"); an empty box OCR'd ("[ ]", "[J", "[C1", "CJ").
 */
const TICK = /^(?:[xX✓✔√☑☒]|[[|(][xX×][\]|)Il1]?|[xX×][\]|)])$/;
const EMPTY_BOX = /^(?:\[\s?\]|\[[JjC]1?|[C]J|[☐□])$/;
/** An option's words: a few words without digits or a colon, or a trailer length ("53'"). */
const OPTION =
  /^(?:[A-Za-z][A-Za-z&/().'\- ]{0,30}|\d{2}\s?(?:'|ft\.?|feet)|[A-Za-z][A-Za-z ]{0,20}\/\s?[A-Za-z][A-Za-z ]{0,20})$/;

/**
 * A line of check boxes whose ticked box holds a mark word ("X Dry van | Reefer | X 53'"): the
 * ticked options keep their words without the mark, the options after the first tick (and
 * before it, unless a capitals heading such as "STOP 1" or "EQUIPMENT") are unticked and
 * dropped. A cell that holds a value (digits, a colon) stays: "X Appointment | Date 12/06/2026".
 * A cell that starts with an empty box OCR'd ("[J Reefer") is an unticked option anywhere.
 */
export function tickedOptions(cells: Cell[]): Cell[] {
  const first = (c: Cell) => c.text.split(' ')[0] ?? '';
  // (A bracketed tag is no box: "[1 Pick] Frontier Plastics", "[X Dock] …".)
  const box = (c: Cell, re: RegExp) =>
    re.test(first(c)) && c.text.includes(' ') && !c.text.slice(first(c).length).includes(']');
  const ticked = (c: Cell) => box(c, TICK);
  const boxed = cells.map((c) => box(c, EMPTY_BOX));
  const firstTick = cells.findIndex(ticked);
  if (firstTick < 0) return cells.filter((_, i) => !boxed[i]);
  const out: Cell[] = [];
  for (const [i, c] of cells.entries()) {
    if (ticked(c)) {
      out.push({ ...c, text: c.text.slice(first(c).length).trim(), parts: c.parts.slice(1) });
      continue;
    }
    if (boxed[i]) continue;
    const words = c.text.split(' ');
    const option =
      OPTION.test(c.text) &&
      words.length <= 4 &&
      (i > firstTick || c.text !== c.text.toUpperCase());
    if (!option) out.push(c);
  }
  return out;
}

/**
 * Groups words into lines and cells. `tolerance`: how far apart two baselines of one line may
 * be, as a share of the font size (text layers are exact; OCR boxes wander a little).
 */
/** The line with these cells, its text joined again. */
export const withCells = (l: Line, cells: Cell[]): Line => ({
  ...l,
  cells,
  text: cells.map((c) => c.text).join(' | '),
});

export function linesOf(page: PageText, tolerance = 0.35): Line[] {
  const words = page.words
    .flatMap(splitAtSpaceRuns)
    .filter((w) => w.text.trim() !== '')
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Word[][] = [];
  let rowY = 0;
  for (const w of words) {
    const row = rows.at(-1);
    const ref = row?.[0];
    if (
      row &&
      ref &&
      Math.abs(rowY - w.y) <= Math.max(2, Math.min(ref.height, w.height) * tolerance)
    ) {
      row.push(w);
      rowY = row.reduce((n, x) => n + x.y, 0) / row.length;
    } else {
      rows.push([w]);
      rowY = w.y;
    }
  }
  const lines: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    const cells: Cell[] = [];
    let current: Cell | null = null;
    for (const w of row) {
      const charW = w.text.length > 0 ? w.width / w.text.length : w.height * 0.5;
      const gapLimit = Math.max(w.height * 0.9, charW * 1.8);
      if (current && w.x - current.x1 <= gapLimit) {
        const gap = w.x - current.x1;
        current.text +=
          gap > w.height * 0.15 && !current.text.endsWith(' ') && !w.text.startsWith(' ')
            ? ` ${w.text}`
            : w.text;
        current.x1 = Math.max(current.x1, w.x + w.width);
        current.parts.push({ text: w.text, x: w.x });
        current.height = Math.max(current.height, w.height);
      } else {
        current = {
          text: w.text,
          parts: [{ text: w.text, x: w.x }],
          x0: w.x,
          x1: w.x + w.width,
          y: w.y,
          height: w.height,
        };
        cells.push(current);
      }
    }
    for (const c of cells) c.text = checkedOptions(c.text.replace(/\s+/g, ' ').trim());
    const kept = tickedOptions(cells).filter((c) => c.text !== '');
    if (kept.length === 0) continue;
    lines.push({
      page: page.page,
      y: Math.max(...row.map((w) => w.y)),
      cells: kept,
      text: kept.map((c) => c.text).join(' | '),
    });
  }
  return lines;
}
