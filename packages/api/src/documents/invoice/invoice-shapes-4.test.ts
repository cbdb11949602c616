/**
 * Shapes added in issue 16's fourth round (after the fourth held-out set was spent), each on a
 * few hand-written lines (no corpus text): a rate printed in a column title, the amount a
 * percentage is taken of in a column of its own, a letterhead line that looks like titles, a
 * wrapped cell in a middle column, words in a number column, and the seller's and buyer's
 * people and numbers named by other labels.
 */
import { describe, expect, it } from 'vitest';
import type { PageLines } from '../domain/extract';
import type { Cell, Line } from '../domain/layout';
import { ratioOf } from './column-types';
import { readInvoice } from './read-invoice';

function row(page: number, y: number, ...cells: Array<[number, string]>): Line {
  const made: Cell[] = cells.map(([x, text]) => ({
    text,
    parts: [{ text, x }],
    x0: x,
    x1: x + text.length * 5,
    y,
    height: 9,
  }));
  return { page, y, cells: made, text: made.map((c) => c.text).join(' | ') };
}
const doc = (...lines: Line[]): PageLines[] => [
  { page: 1, width: 612, lines, source: 'text', quality: 1 },
];

describe('invoice shapes (round 4)', () => {
  it('reads a percentage fee column beside the gross it is taken of (neither is a price)', () => {
    for (const title of ['Commission (10%)', 'Fee 10%', 'Service fee @ 10%']) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Sagebrush Brokerage Partners Inc'], [420, 'COMMISSION STATEMENT']),
          row(1, 44, [380, 'Statement #'], [480, 'CS-5521']),
          row(1, 100, [40, 'Ref'], [100, 'Customer'], [260, 'Revenue'], [380, title]),
          row(1, 116, [40, 'A-17'], [100, 'Osprey Freight'], [255, '3,200.00'], [390, '320.00']),
          row(1, 130, [40, 'A-18'], [100, 'Dune Cartage'], [260, '910.50'], [395, '91.05']),
          row(1, 160, [300, 'Total'], [390, '$411.05']),
        ),
      );
      expect(read.data.line_items, title).toEqual([
        { description: 'A-17 Osprey Freight', quantity: null, unit_price: null, amount: 320 },
        { description: 'A-18 Dune Cartage', quantity: null, unit_price: null, amount: 91.05 },
      ]);
      expect(read.data.seller_details.company_name).toBe('Sagebrush Brokerage Partners Inc');
      expect(read.data.total.total_amount).toBe(411.05);
    }
  });

  it('finds one percentage under every row, not a price', () => {
    expect(ratioOf([1775, 2625], [124.25, 183.75])).toBe(0.07);
    expect(ratioOf([100, 200], [50, 120])).toBeNull();
    expect(ratioOf([95], [47.5])).toBe(0.5);
    expect(ratioOf([95], [31.17])).toBeNull();
  });

  it('joins a wrapped cell of a middle column after that column’s text', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Tamarack Haulage'], [380, 'Invoice #'], [480, 'TH-88']),
        row(1, 100, [40, 'Date'], [110, 'Shipper'], [260, 'Route'], [480, 'Amount']),
        row(
          1,
          116,
          [40, '02/03/2027'],
          [110, 'Bluegill Canning'],
          [260, 'Erie to Akron'],
          [480, '640.00'],
        ),
        row(1, 126, [110, 'Company']),
        row(
          1,
          142,
          [40, '02/04/2027'],
          [110, 'Pike Mills'],
          [260, 'Akron to Toledo'],
          [480, '510.00'],
        ),
        row(1, 170, [400, 'Total'], [480, '1,150.00']),
      ),
    );
    expect(read.data.line_items.map((i) => i.description)).toEqual([
      '02/03/2027 Bluegill Canning Company Erie to Akron',
      '02/04/2027 Pike Mills Akron to Toledo',
    ]);
  });
});
