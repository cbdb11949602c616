import { describe, expect, it } from 'vitest';
import { extractReference } from './reference';
import { docOf } from './test-helpers';

describe('extractReference', () => {
  it.each([
    ['Ref #: 48213', '48213'],
    ['Load #PR-77120', 'PR-77120'],
    ['Load ID: TS-884120', 'TS-884120'],
    ['Load Offer #44821', '44821'],
    ['Ref PO# 4417829', '4417829'],
    ['PO: 88-1200', '88-1200'],
    ['Order # A17733', 'A17733'],
    ['Subject: Flatbed Load Available - Ref# 55-1029', '55-1029'],
    ['Paying $480. Ref 90412-B.', '90412-B'],
    ['The reference number is 88120.', '88120'],
    ['Load 5510238 | Greensboro, NC', '5510238'],
  ])('%s → %s', (text, ref) => {
    expect(extractReference(docOf(text))).toBe(ref);
  });

  it('ignores loads without an identifier', () => {
    expect(
      extractReference(
        docOf('Load: Jackson, MS to Little Rock, AR, 41k lbs\nLoad details below:\nload 42000 lbs'),
      ),
    ).toBeNull();
  });
});
