/**
 * A second reading of an OCR'd table, for when its lines came out of order: tesseract may put a
 * row's amount closer to the next row's text than to its own. Here every amount in the amount
 * column starts a row, and the text lines of the table are given to the rows in order, the k-th
 * text to the k-th amount (a table lists its rows top to bottom even when the baselines are
 * off by a few points); a quantity or a price goes to the row whose amount it multiplies into,
 * else to the nearest. Only when there are as many text lines as amounts; the caller keeps the
 * reading that agrees with the printed totals.
 */
import type { Cell } from '../domain/layout';
import type { Column, ColumnOf } from './column-types';
import type { LineItem } from './line-items';
import type { DocLine } from './page-model';
import { readAmount, readQuantity } from './values';

interface Piece {
  y: number;
  value: number;
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.011;

export function readOcrRowsInOrder(
  region: DocLine[],
  columns: Column[],
  columnOf: ColumnOf,
): LineItem[] | null {
  const amounts: Piece[] = [];
  const prices: Piece[] = [];
  const quantities: Piece[] = [];
  const texts: Array<{ y: number; text: string }> = [];
  for (const line of region) {
    const textCells: Cell[] = [];
    for (const cell of line.cells) {
      const role = columns[columnOf(cell, columns)]!.role;
      const y = line.y;
      if (role === 'amount' && readAmount(cell.text) !== null) {
        amounts.push({ y, value: readAmount(cell.text)! });
      } else if (role === 'price' && readAmount(cell.text) !== null) {
        prices.push({ y, value: readAmount(cell.text)! });
      } else if (role === 'qty' && readQuantity(cell.text) !== null) {
        quantities.push({ y, value: readQuantity(cell.text)! });
      } else if (role === 'text' && /[A-Za-z]/.test(cell.text)) textCells.push(cell);
    }
    if (textCells.length > 0)
      texts.push({ y: line.y, text: textCells.map((c) => c.text).join(' ') });
  }
  if (amounts.length === 0 || texts.length !== amounts.length) return null;
  const items: LineItem[] = amounts.map((a, k) => ({
    description: texts[k]!.text,
    quantity: null,
    unit_price: null,
    amount: a.value,
  }));
  const nearest = (y: number) => {
    let best = 0;
    amounts.forEach((a, k) => {
      if (Math.abs(a.y - y) < Math.abs(amounts[best]!.y - y)) best = k;
    });
    return best;
  };
  for (const p of prices) {
    // The row whose amount is a whole multiple of the price, nearest first.
    const order = amounts
      .map((a, k) => ({ k, d: Math.abs(a.y - p.y) }))
      .sort((x, y) => x.d - y.d)
      .map((x) => x.k);
    const k =
      order.find((j) => {
        const q = items[j]!.amount / p.value;
        return items[j]!.unit_price === null && p.value !== 0 && close(q, Math.round(q));
      }) ?? nearest(p.y);
    items[k]!.unit_price ??= p.value;
  }
  for (const q of quantities) {
    const k = nearest(q.y);
    items[k]!.quantity ??= q.value;
  }
  return items;
}
