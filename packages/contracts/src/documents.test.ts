import { describe, expect, it } from 'vitest';
import { isPdfFileChoice } from './documents';

describe('isPdfFileChoice', () => {
  it('takes PDFs by type, or by extension when the browser reports no type', () => {
    expect(isPdfFileChoice({ name: 'a.bin', type: 'application/pdf' })).toBe(true);
    expect(isPdfFileChoice({ name: 'a.PDF', type: '' })).toBe(true);
    expect(isPdfFileChoice({ name: 'a.pdf', type: 'image/png' })).toBe(false);
    expect(isPdfFileChoice({ name: 'a.txt', type: '' })).toBe(false);
  });
});
