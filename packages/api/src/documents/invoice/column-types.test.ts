import { describe, expect, it } from 'vitest';
import type { Cell } from '../domain/layout';
import { type Column, typeColumnsByValues } from './column-types';

const cell = (x0: number, text: string): Cell => ({
  text,
  parts: [{ text, x: x0 }],
  x0,
  x1: x0 + text.length * 5,
  y: 0,
  height: 9,
});
const col = (role: Column['role'], x0: number, x1: number): Column => ({ role, x0, x1 });
/** Nearest column by overlap, as the table reader does. */
const columnOf = (c: Cell, cols: Column[]) => {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  cols.forEach((k, i) => {
    const d = Math.abs((c.x0 + c.x1) / 2 - (k.x0 + k.x1) / 2);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
};

describe('typeColumnsByValues', () => {
  it('takes a column titled "Each" (text by its title) for the unit price when quantity × it is the amount', () => {
    const cols = [
      col('text', 20, 200),
      col('qty', 260, 280),
      col('text', 320, 350),
      col('amount', 420, 460),
    ];
    const rows = [
      [cell(20, 'Hose clamp'), cell(265, '4'), cell(320, '2.50'), cell(420, '10.00')],
      [cell(20, 'Gasket set'), cell(265, '1'), cell(320, '61.20'), cell(420, '61.20')],
    ];
    expect(typeColumnsByValues(cols, rows, columnOf).map((c) => c.role)).toEqual([
      'text',
      'qty',
      'price',
      'amount',
    ]);
  });

  it('tells two quantity-titled columns ("Qty", "Units") apart by their values', () => {
    const cols = [
      col('text', 20, 200),
      col('qty', 260, 280),
      col('qty', 320, 350),
      col('amount', 420, 460),
    ];
    const rows = [
      [cell(20, 'Wiper blade'), cell(265, '2'), cell(320, '18.75'), cell(420, '37.50')],
      [cell(20, 'Credit, returned core'), cell(262, '-1'), cell(320, '40.00'), cell(420, '-40.00')],
    ];
    const roles = typeColumnsByValues(cols, rows, columnOf).map((c) => c.role);
    expect(roles).toEqual(['text', 'qty', 'price', 'amount']);
  });

  it('leaves a code column (letters and digits) as text, and changes nothing without amounts', () => {
    const cols = [
      col('text', 20, 80),
      col('text', 120, 250),
      col('text', 320, 350),
      col('amount', 420, 460),
    ];
    const rows = [
      [cell(20, 'AB-221'), cell(120, 'Air filter'), cell(320, '3'), cell(420, '45.00')],
      [cell(20, 'CX-9'), cell(120, 'Oil 15W40'), cell(320, '6'), cell(420, '90.00')],
    ];
    expect(typeColumnsByValues(cols, rows, columnOf).map((c) => c.role)).toEqual([
      'text',
      'text',
      'qty',
      'amount',
    ]);
    expect(
      typeColumnsByValues(cols, [[cell(20, 'Thank you')]], columnOf).map((c) => c.role),
    ).toEqual(['text', 'text', 'text', 'amount']);
  });

  it('takes a column with an unreadable title ("aty") for the quantity even with a "Subtotal" label under it', () => {
    const cols = [
      col('text', 20, 60),
      col('text', 260, 275),
      col('price', 315, 335),
      col('amount', 385, 415),
    ];
    const rows = [
      [cell(20, 'Trailer washout'), cell(270, '1'), cell(315, '75.00'), cell(395, '75.00')],
      [cell(20, 'Wheel polish'), cell(270, '4'), cell(318, '6.50'), cell(395, '26.00')],
      [cell(258, 'Subtotal'), cell(390, '$101.00')],
    ];
    expect(typeColumnsByValues(cols, rows, columnOf).map((c) => c.role)).toEqual([
      'text',
      'qty',
      'price',
      'amount',
    ]);
  });
});
