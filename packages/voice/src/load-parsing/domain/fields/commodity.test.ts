import { describe, expect, it } from 'vitest';
import { extractCommodity } from './commodity';
import { docOf } from './test-helpers';

describe('extractCommodity', () => {
  it.each([
    ['Commodity: Frozen pizza', 'Frozen pizza'],
    ['Commodity: lettuce, temp 33°F', 'lettuce'],
    ['44,000 lbs of paper rolls, dry van', 'paper rolls'],
    ['28 pallets of yogurt, 36,000 lbs', 'yogurt'],
    ['18 pallets produce, 25,000 lbs', 'produce'],
    ['a flatbed load of lumber from Eugene, OR', 'lumber'],
    ["48,000 lbs steel pipe, 45' long", 'steel pipe'],
    ['Apples, 40,000 lbs, keep at 34 degrees', 'Apples'],
    ['Machinery (2 crates) 38,400 lbs.', 'Machinery'],
    ['-5F frozen berries 40k', 'frozen berries'],
    ['about forty two thousand pounds of frozen chicken, needs to run cold', 'frozen chicken'],
    ['Comments: Tarps required. Steel coils.', 'Steel coils'],
  ])('%s → %s', (text, commodity) => {
    expect(extractCommodity(docOf(text))).toBe(commodity);
  });

  it('does not take equipment, units or company names for goods', () => {
    expect(
      extractCommodity(docOf('Van & 22,000 lbs\nCompany: Bluewater Logistics\nv 781mi 42k lbs')),
    ).toBeNull();
  });
});
