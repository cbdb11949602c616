import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CarrierNegotiator, MAX_SALES_ROUNDS, openingOffer, type SalesMove } from './negotiation';

const range = { min: 2000, max: 2400 };

describe('the carrier-sales negotiation (pure)', () => {
  it('opens a bit under the range, in $25 steps', () => {
    expect(openingOffer(range)).toBe(1900);
    expect(openingOffer({ min: 1000, max: 1000 })).toBe(975);
    expect(openingOffer(range) % 25).toBe(0);
  });

  it("takes an ask at or under min before offering, at the carrier's number", () => {
    expect(new CarrierNegotiator(range).open(1950)).toEqual({ kind: 'accept', amount: 1950 });
    expect(new CarrierNegotiator(range).open(2050)).toMatchObject({ kind: 'offer', amount: 1900 });
  });

  it('concedes in shrinking steps toward the ask, and takes the ask once a step reaches it', () => {
    const n = new CarrierNegotiator(range);
    n.open(2600);
    const moves: SalesMove[] = [];
    for (const ask of [2550, 2500, 2450])
      moves.push(n.respond({ ask, agrees: false, final: false }));
    const amounts = moves.map((m) => (m.kind === 'offer' ? m.amount : -1));
    expect(amounts[0]).toBe(2100);
    const steps = [amounts[0]! - 1900, amounts[1]! - amounts[0]!, amounts[2]! - amounts[1]!];
    expect(steps[1]!).toBeLessThan(steps[0]!);
    expect(steps[2]!).toBeLessThanOrEqual(steps[1]!);
    const n2 = new CarrierNegotiator(range);
    n2.open(null);
    expect(n2.respond({ ask: 2075, agrees: false, final: false })).toEqual({
      kind: 'accept',
      amount: 2075,
    });
  });

  it('accepts an ask at or under the current offer at once, and "works" at the offer', () => {
    const n = new CarrierNegotiator(range);
    n.open(null);
    expect(n.respond({ ask: 1850, agrees: false, final: false })).toEqual({
      kind: 'accept',
      amount: 1850,
    });
    expect(n.respond({ ask: null, agrees: true, final: false })).toEqual({
      kind: 'accept',
      amount: 1900,
    });
  });

  it('a final ask within max is taken; above max we say max once, then decline', () => {
    const a = new CarrierNegotiator(range);
    a.open(2600);
    expect(a.respond({ ask: 2350, agrees: false, final: true })).toEqual({
      kind: 'accept',
      amount: 2350,
    });
    const b = new CarrierNegotiator(range);
    b.open(2900);
    expect(b.respond({ ask: 2700, agrees: false, final: true })).toMatchObject({
      kind: 'offer',
      amount: 2400,
      last: true,
    });
    expect(b.respond({ ask: 2700, agrees: false, final: true })).toMatchObject({ kind: 'decline' });
  });

  it('property: offers never fall, never exceed max; nothing above max is ever accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 8000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.array(
          fc.record({
            ask: fc.option(fc.integer({ min: 100, max: 12000 }), { nil: null }),
            agrees: fc.boolean(),
            final: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        (min, width, responses) => {
          const r = { min, max: min + width };
          const n = new CarrierNegotiator(r);
          let last = 0;
          let move = n.open(responses[0]?.ask ?? null);
          for (let i = 1; i <= responses.length + MAX_SALES_ROUNDS + 1; i++) {
            if (move.kind === 'accept') {
              expect(move.amount).toBeLessThanOrEqual(r.max);
              return;
            }
            if (move.kind === 'decline') return;
            expect(move.amount).toBeLessThanOrEqual(r.max);
            expect(move.amount).toBeGreaterThanOrEqual(last);
            last = move.amount;
            move = n.respond(responses[i] ?? { ask: r.max + 100, agrees: false, final: false });
          }
          throw new Error('the negotiation never ended');
        },
      ),
      { numRuns: 300 },
    );
  });
});
