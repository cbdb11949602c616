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

/** Reads one page of these rows. */
export const read = (rows: Array<Array<[number, string]>>) =>
  readRateConfirmation([{ width: 612, lines: page(rows) }]);
