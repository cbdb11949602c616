import { describe, expect, it } from 'vitest';
import { docOf } from './test-helpers';
import { extractWeight } from './weight';

describe('extractWeight', () => {
  it.each([
    ['42,000 lbs', 42000],
    ['42k lbs', 42000],
    ['Wt: 42,000#', 42000],
    ['Weight: 38000', 38000],
    ['Weight: 42', 42000],
    ['46K', 46000],
    ['about 42 thousand pounds of frozen chicken', 42000],
    ['forty two thousand pounds', 42000],
    ['21 tons of bottled water', 42000],
    ['-5F frozen berries 40k', 40000],
    ['44,500 Ibs', 44500],
  ])('%s → %d', (text, lbs) => {
    expect(extractWeight(docOf(text))).toBe(lbs);
  });

  it('does not take a rate in thousands for a weight', () => {
    expect(extractWeight(docOf('paying 2.4k, rate 2.1k'))).toBeNull();
    expect(extractWeight(docOf('Rate: 40k'))).toBeNull();
  });
});
