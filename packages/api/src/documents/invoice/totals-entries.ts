/**
 * The labelled amounts of a totals block, however it is set: "Label  $12.00" on a line (the
 * amount last, the label just before it or in the same cell), several pairs on one line
 * ("Subtotal 100.00   Tax 8.00   Total 108.00"), or a row of labels over a row of amounts
 * ("Subtotal | Tax | Total" over "100.00 | 8.00 | 108.00"), each amount under its label.
 */
import type { DocLine } from './page-model';
import { readAmount } from './values';

export interface LabelledAmount {
  label: string;
  amount: number;
  /** Index of the line the amount was read from. */
  line: number;
}

const PERCENT_CELL = /^[@x(]?\s*\d{1,2}(?:\.\d{1,3})?\s*%\)?$/i;
const hasLetters = (s: string) => /[A-Za-z]/.test(s);
const LABEL_AMOUNT_CELL = /^(.{2,40}?)[\s:]+(\(?-?\$?-?[\d,]+\.\d{2}\)?)$/;

/** Pairs on one line: each amount cell with the label cell just before it. */
function pairsOnLine(line: DocLine): LabelledAmount[] {
  const out: LabelledAmount[] = [];
  const cells = line.cells;
  for (let c = 0; c < cells.length; c++) {
    const amount = readAmount(cells[c]!.text);
    // Inside a line only money counts ("$12.00", "12.00"), not a count or a quantity.
    const money = c === cells.length - 1 || /\.\d{2}\)?-?$|\$/.test(cells[c]!.text);
    if (amount !== null && money) {
      // A rate in a cell of its own between the label and its amount ("County tax | 1.50% |
      // 4.50"): the label is the cell before it.
      let l = c - 1;
      while (l > 0 && PERCENT_CELL.test(cells[l]!.text.trim())) l--;
      const label = l >= 0 ? cells[l]!.text.trim() : '';
      if (hasLetters(label) && readAmount(label) === null) {
        out.push({ label, amount, line: line.index });
      }
      continue;
    }
    const m = LABEL_AMOUNT_CELL.exec(cells[c]!.text);
    // "State tax 6% on 300.00 | 18.00": the amount inside the label is what the tax is taken
    // of; the line's amount is the one after it.
    const amountAfter = cells.slice(c + 1).some((k) => readAmount(k.text) !== null);
    if (m && m[1]!.split(/\s+/).length <= 6 && !amountAfter) {
      const value = readAmount(m[2]!);
      if (value !== null && hasLetters(m[1]!)) {
        out.push({ label: m[1]!.trim(), amount: value, line: line.index });
      }
    }
  }
  return out;
}

/** A row of labels (no amounts) over a row of as many amounts, each under its label. */
function labelRowOver(
  labels: DocLine,
  values: DocLine,
  isTotalsLabel: (s: string) => boolean,
): LabelledAmount[] | null {
  if (labels.page !== values.page || labels.cells.length < 2) return null;
  if (values.y - labels.y > labels.height * 3) return null;
  if (!labels.cells.every((c) => isTotalsLabel(c.text) && readAmount(c.text) === null)) return null;
  const amounts = values.cells.map((c) => readAmount(c.text));
  if (amounts.some((a) => a === null) || amounts.length !== labels.cells.length) return null;
  const out: LabelledAmount[] = [];
  for (let k = 0; k < labels.cells.length; k++) {
    const label = labels.cells[k]!;
    const value = values.cells[k]!;
    if (value.x1 < label.x0 - 30 || value.x0 > label.x1 + 30) return null;
    out.push({ label: label.text.trim(), amount: amounts[k]!, line: values.index });
  }
  return out;
}

export function labelledAmounts(
  lines: DocLine[],
  from: number,
  isTotalsLabel: (s: string) => boolean,
): LabelledAmount[] {
  const out: LabelledAmount[] = [];
  for (let i = Math.max(0, from); i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const row = next ? labelRowOver(line, next, isTotalsLabel) : null;
    if (row) {
      out.push(...row);
      i++;
      continue;
    }
    out.push(...pairsOnLine(line));
  }
  return out;
}
