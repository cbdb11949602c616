import { describe, expect, it } from 'vitest';
import { matchScore, rankByMatch } from './rank';

const names = [
  'Acme Foods',
  'The Acme Group',
  'Pacific Produce',
  'Globex Logistics',
  'Acmeville Dairy',
];
const rank = (query: string, limit = 10) =>
  rankByMatch(
    names,
    query,
    (n) => [n],
    (n) => n,
    limit,
  );

describe('lookup ranking', () => {
  it('when a text is searched, then names starting with it come first, then a word starting with it, then containing it', () => {
    expect(rank('acme')).toEqual(['Acme Foods', 'Acmeville Dairy', 'The Acme Group']);
    expect(rank('cific')).toEqual(['Pacific Produce']);
    // 'acme g' is one edit from 'acme f': the misspelling comes after the exact match.
    expect(rank('ACME f')).toEqual(['Acme Foods', 'The Acme Group']);
  });

  it('when the text is misspelt, then names within a few edits match after every exact match', () => {
    expect(rank('globx')).toEqual(['Globex Logistics']);
    expect(rank('pacfic prodce')).toEqual(['Pacific Produce']);
    // Short text must match exactly: 'acm' is no misspelling of anything else.
    expect(rank('xcm')).toEqual([]);
    expect(matchScore('logistcs', 'Globex Logistics')).toBe(4);
  });

  it('when the search is empty, then everything comes by name up to the limit', () => {
    expect(rank('', 3)).toEqual(['Acme Foods', 'Acmeville Dairy', 'Globex Logistics']);
  });
});
