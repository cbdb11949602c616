import { describe, expect, it } from 'vitest';
import type { Cell } from '../domain/layout';
import { splitLabelledCell } from './labelled-cells';

const cell = (text: string, x0 = 20): Cell => ({
  text,
  parts: [{ text, x: x0 }],
  x0,
  x1: x0 + text.length * 5,
  y: 100,
  height: 9,
});

describe('splitLabelledCell', () => {
  it('splits a cell of several "Label: value" at each label, left to right', () => {
    const text = 'Fleet: Blue Mesa Hauling Driver: Ana Ruiz Unit: 44';
    const parts = splitLabelledCell(cell(text));
    expect(parts.map((p) => p.text)).toEqual([
      'Fleet: Blue Mesa Hauling',
      'Driver: Ana Ruiz',
      'Unit: 44',
    ]);
    expect(parts[0]!.x0).toBe(20);
    expect(parts[1]!.x0).toBeGreaterThan(parts[0]!.x1);
    expect(parts[2]!.x1).toBe(20 + text.length * 5);
  });

  it('splits before a label of two words ("Service writer: …", "Sales Rep: …")', () => {
    expect(
      splitLabelledCell(cell('Advisor: Kim Lee Service writer: Bo Chan')).map((p) => p.text),
    ).toEqual(['Advisor: Kim Lee', 'Service writer: Bo Chan']);
    expect(splitLabelledCell(cell('Terms: Net 15 Sales Rep: Dee Park')).map((p) => p.text)).toEqual(
      ['Terms: Net 15', 'Sales Rep: Dee Park'],
    );
  });

  it('leaves sentences, times and cells that do not start with a label whole', () => {
    for (const text of [
      'Note: pay by check within 30 days',
      'Arrived: 08:30 Left: 09:10',
      'Thank you for your business. Questions: call us',
      'Acme Parts Co',
      'Notes: Thank you for your business. Terms: Net 30 from invoice date',
    ]) {
      const parts = splitLabelledCell(cell(text));
      if (text.startsWith('Arrived')) {
        expect(parts.map((p) => p.text)).toEqual(['Arrived: 08:30', 'Left: 09:10']);
      } else {
        expect(parts.map((p) => p.text)).toEqual([text]);
      }
    }
  });
});
