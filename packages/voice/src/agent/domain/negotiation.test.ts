import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BrokerResponse, type NegotiationMove, Negotiator } from './negotiation';

const counter = (offer: number): BrokerResponse => ({
  offer,
  agreed: false,
  final: false,
  walksAway: false,
});

describe('Negotiator', () => {
  it('when it opens, then it asks the top of the range', () => {
    expect(new Negotiator({ min: 2000, max: 2400 }).open(1800)).toEqual({
      kind: 'ask',
      amount: 2400,
      round: 1,
    });
    expect(new Negotiator({ min: 2000, max: 2400 }).open(null)).toMatchObject({ amount: 2400 });
  });

  it('when the broker already offers the top or more, then it takes the offer', () => {
    expect(new Negotiator({ min: 2000, max: 2400 }).open(2500)).toEqual({
      kind: 'accept',
      amount: 2500,
      reason: 'offer-meets-ask',
    });
  });

  it('when the broker accepts the ask, then that is the rate', () => {
    const n = new Negotiator({ min: 2000, max: 2400 });
    n.open(1800);
    expect(n.respond({ offer: 2400, agreed: true, final: false, walksAway: false })).toMatchObject({
      kind: 'accept',
      amount: 2400,
    });
  });

  it('when the broker counters, then it concedes in shrinking $25 steps and never below min', () => {
    const n = new Negotiator({ min: 2000, max: 2400 });
    n.open(1700);
    const asks: number[] = [2400];
    let offer = 1700;
    let move: NegotiationMove = { kind: 'ask', amount: 2400, round: 1 };
    while (move.kind === 'ask') {
      offer += 50;
      move = n.respond(counter(offer));
      if (move.kind === 'ask') asks.push(move.amount);
    }
    for (const ask of asks) {
      expect(ask % 25).toBe(0);
      expect(ask).toBeGreaterThanOrEqual(2000);
    }
    const steps = asks.slice(1).map((a, i) => asks[i]! - a);
    for (let i = 1; i < steps.length; i++) {
      if (asks[i + 1] !== 2000) expect(steps[i]).toBeLessThanOrEqual(steps[i - 1]!);
    }
    // The broker's slow climb (+$50 a round) eventually meets the falling ask.
    expect(move).toMatchObject({ kind: 'accept' });
    expect((move as { amount: number }).amount).toBeGreaterThanOrEqual(2000);
    expect(asks.length).toBeGreaterThan(2);
  });

  it('when the counter comes within a small gap of the ask, then it takes the counter', () => {
    const n = new Negotiator({ min: 2000, max: 2400 });
    n.open(1900);
    expect(n.respond(counter(2375))).toEqual({
      kind: 'accept',
      amount: 2375,
      reason: 'offer-meets-ask',
    });
  });

  it('when a final offer is at least min, then it accepts; below min, then one last ask, then no', () => {
    const a = new Negotiator({ min: 2000, max: 2400 });
    a.open(1800);
    expect(a.respond({ offer: 2100, agreed: false, final: true, walksAway: false })).toMatchObject({
      kind: 'accept',
      amount: 2100,
    });
    const b = new Negotiator({ min: 2000, max: 2400 });
    b.open(1800);
    expect(b.respond({ offer: 1900, agreed: false, final: true, walksAway: false })).toEqual({
      kind: 'last-ask',
      amount: 2000,
    });
    expect(b.respond({ offer: 1900, agreed: false, final: true, walksAway: false }).kind).toBe(
      'decline',
    );
  });

  it('when the broker walks away, then it declines', () => {
    const n = new Negotiator({ min: 2000, max: 2400 });
    n.open(1800);
    expect(n.respond({ offer: null, agreed: false, final: false, walksAway: true }).kind).toBe(
      'decline',
    );
  });

  it('when the range is invalid, then it refuses to negotiate', () => {
    expect(() => new Negotiator({ min: 0, max: 0 })).toThrow(RangeError);
  });

  it('for any broker behaviour, asks stay in range, never rise, and an accepted rate is ≥ min', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 200 }).map((n) => n * 25),
        fc.integer({ min: 0, max: 40 }).map((n) => n * 25),
        fc.array(
          fc.record({
            offer: fc.option(
              fc.integer({ min: 10, max: 300 }).map((n) => n * 25),
              { nil: null },
            ),
            agreed: fc.boolean(),
            final: fc.boolean(),
            walksAway: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        fc.option(
          fc.integer({ min: 10, max: 300 }).map((n) => n * 25),
          { nil: null },
        ),
        (min, spread, replies, opening) => {
          const range = { min, max: min + spread };
          const n = new Negotiator(range);
          let move = n.open(opening);
          let lastAsk = Number.POSITIVE_INFINITY;
          for (const reply of replies) {
            if (move.kind === 'accept' || move.kind === 'decline') break;
            expect(move.amount).toBeGreaterThanOrEqual(range.min);
            expect(move.amount).toBeLessThanOrEqual(range.max);
            expect(move.amount).toBeLessThanOrEqual(lastAsk);
            lastAsk = move.amount;
            move = n.respond(reply);
          }
          if (move.kind === 'accept') expect(move.amount).toBeGreaterThanOrEqual(range.min);
        },
      ),
      { numRuns: 300 },
    );
  });
});
