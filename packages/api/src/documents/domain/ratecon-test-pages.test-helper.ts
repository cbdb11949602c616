/** Hand-written rate-confirmation pages for the readers' tests. */
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';

/** Rows of [x, text] items on one baseline each; an empty row leaves a gap. */
export function page(rows: Array<Array<[number, string]>>, pageNo = 1) {
  const words: Word[] = [];
  rows.forEach((row, i) => {
    for (const [x, text] of row) {
      words.push({ text, x, y: 40 + i * 12, width: text.length * 4.5, height: 9, page: pageNo });
    }
  });
  return linesOf({ page: pageNo, width: 612, height: 792, words });
}

/**
 * Rows written flat, each with its own baseline: [y, x, text, x, text …] (a form's rows are not
 * evenly spaced: a label over its value is close, the next box row further down).
 */
export function flatPage(flat: Array<Array<number | string>>, height = 8) {
  const words: Word[] = flat.flatMap((row) => {
    const out: Word[] = [];
    for (let i = 1; i + 1 < row.length; i += 2) {
      const text = row[i + 1] as string;
      out.push({
        text,
        x: row[i] as number,
        y: row[0] as number,
        width: text.length * 4.5,
        height,
        page: 1,
      });
    }
    return out;
  });
  return linesOf({ page: 1, width: 612, height: 792, words });
}

/** Reads one page of these rows. */
export const read = (rows: Array<Array<[number, string]>>) =>
  readRateConfirmation([{ width: 612, lines: page(rows) }]);
