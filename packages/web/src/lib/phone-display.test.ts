import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-display';

describe('formatPhone', () => {
  it('shows every spelling of a US number the same way', () => {
    for (const raw of ['+12145550006', '+1 214 555 0006', '214-555-0006', '(214) 555-0006']) {
      expect(formatPhone(raw)).toBe('(214) 555-0006');
    }
  });

  it('shows a foreign number internationally and leaves junk as it came', () => {
    expect(formatPhone('+442079460018')).toBe('+44 20 7946 0018');
    expect(formatPhone('n/a')).toBe('n/a');
    expect(formatPhone(null)).toBe('');
  });
});
