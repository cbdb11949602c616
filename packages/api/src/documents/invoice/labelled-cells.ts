/**
 * Several labelled values printed in one cell ("Company: Sunrise Cartage Co Driver: Ivan
 * Okafor", "Parts manager: Ivan Hernandez Counter: Luis Brown") are split into one cell per
 * label, so that every reader sees a label at the start of its own cell and its value ending
 * where the next label starts. Only a cell that starts with a label is split, and only before a
 * label of one to three words whose first word is capitalised, followed by a colon and a value:
 * a sentence ("Note: pay by check") and a time ("08:30") stay whole.
 */
import type { Cell } from '../domain/layout';

const LEADING_LABEL = /^[A-Z][A-Za-z.#/'&-]*(?:\s+[A-Za-z.#/'&-]+){0,3}\s*:\s*\S/;
/** Labels of free text (a note runs on past any colon in it). */
const FREE_TEXT_LABEL =
  /^(?:notes?|memo|comments?|remarks?|message|(?:special\s+)?instructions|description|terms\s+(?:and|&)\s+conditions)\s*:/i;

/** A colon after a word, with a value after it. */
const COLON = /([A-Za-z.#/'&-]+)\s*:\s+(?=\S)/g;
/** First words of two-word labels written in title case ("Sales Rep:", "Account Manager:"). */
const LABEL_HEADS = new Set(
  'sales account service parts customer driver unit po p.o. invoice due ship bill order truck trailer phone contact fleet card counter work job purchase'.split(
    ' ',
  ),
);

/**
 * Where the label ending at a colon starts: its last capitalised word with the lower-case words
 * after it ("Service writer:"), and a known first word before that ("Sales Rep:").
 */
function labelStart(text: string, colonWordStart: number): number | null {
  const words: Array<{ word: string; at: number }> = [];
  const re = /\S+/g;
  const head = text.slice(0, colonWordStart);
  for (let m = re.exec(head); m; m = re.exec(head)) words.push({ word: m[0], at: m.index });
  const last = /^[A-Za-z.#/'&-]+/.exec(text.slice(colonWordStart))![0];
  const chain = [...words.slice(-2), { word: last, at: colonWordStart }];
  let k = chain.length - 1;
  while (k >= 0 && !/^[A-Z]/.test(chain[k]!.word)) k--;
  if (k < 0) return null;
  if (k < chain.length - 1 && chain.slice(k + 1).some((w) => /^[A-Z]/.test(w.word))) return null;
  const before = chain[k - 1];
  if (before && LABEL_HEADS.has(before.word.toLowerCase())) k--;
  return chain[k]!.at;
}

/** Where each further label starts in `text` (character offsets). */
function labelStarts(text: string): number[] {
  if (!LEADING_LABEL.test(text) || FREE_TEXT_LABEL.test(text)) return [];
  const first = text.indexOf(':');
  const starts: number[] = [];
  COLON.lastIndex = first + 1;
  for (let m = COLON.exec(text); m; m = COLON.exec(text)) {
    if (/^(?:https?|mailto)$/i.test(m[1]!)) continue;
    const start = labelStart(text, m.index);
    if (start !== null && start > first && /\s/.test(text[start - 1] ?? '')) starts.push(start);
  }
  return starts;
}

export function splitLabelledCell(cell: Cell): Cell[] {
  const starts = labelStarts(cell.text);
  if (starts.length === 0) return [cell];
  const bounds = [0, ...starts, cell.text.length];
  const width = cell.x1 - cell.x0;
  const xAt = (offset: number) => cell.x0 + (width * offset) / Math.max(1, cell.text.length);
  const out: Cell[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const text = cell.text.slice(bounds[k], bounds[k + 1]).trim();
    if (!text) continue;
    const x0 = xAt(bounds[k]!);
    out.push({
      ...cell,
      text,
      parts: [{ text, x: x0 }],
      x0,
      x1: k + 2 === bounds.length ? cell.x1 : xAt(bounds[k + 1]!) - 2,
    });
  }
  return out;
}
