import { describe, expect, it } from 'vitest';
import { extractMoney } from './money';
import { docOf } from './test-helpers';

const money = (text: string) => extractMoney(docOf(text));

describe('extractMoney', () => {
  it.each([
    ['Rate: $2,450', 2450],
    ['Rate: 2.1k', 2100],
    ['RATE: 2.1K', 2100],
    ['1,100 USD', 1100],
    ['$3,400 all in', 3400],
    ['2450 firm', 2450],
    ['pays 1800', 1800],
    ['The rate is twenty-four fifty', 2450],
    ['we can do two thousand four hundred on that', 2400],
    ['paying 2.4k', 2400],
    ['Rate: $1,800 + $75 tarp pay. Detention $40/hr after 2 hrs.', 1800],
    ['$1,300 flat | Lumper $150 reimbursed w/ receipt', 1300],
    ['185 mi / $1,050', 1050],
  ])('%s → %d', (text, rate) => {
    expect(money(text).rate).toBe(rate);
  });

  it('reads a stated rate per mile and keeps it apart from the offer', () => {
    expect(money('Rate: $1,150 ($5.43/mi)')).toMatchObject({ rate: 1150, ratePerMile: 5.43 });
    expect(money('Offering $2.75/mile')).toMatchObject({ rate: null, ratePerMile: 2.75 });
    expect(money("We're offering $1,900, that's about $2.35 a mile")).toMatchObject({
      rate: 1900,
      ratePerMile: 2.35,
    });
  });

  it('reads market ranges in dollars or per mile, never as the offer', () => {
    expect(money('Rate $2,800. Market on this lane is $2,400-$2,700.')).toMatchObject({
      rate: 2800,
      market: { min: 2400, max: 2700, perMile: false },
    });
    expect(money('Rate: —   Market Avg: $700–$850')).toMatchObject({
      rate: null,
      market: { min: 700, max: 850 },
    });
    expect(money('market $2.10-$2.40/mi').market).toEqual({ min: 2.1, max: 2.4, perMile: true });
    expect(
      money('the market rate on that lane is around two thousand to twenty-two hundred').market,
    ).toEqual({
      min: 2000,
      max: 2200,
      perMile: false,
    });
  });

  it('has no rate when none is stated', () => {
    expect(money('Rate is open, make me an offer.').rate).toBeNull();
    expect(money('Lumper $150, detention $50/hr').rate).toBeNull();
  });
});
