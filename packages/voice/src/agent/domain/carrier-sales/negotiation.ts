import type { RateRange } from '@fleet/contracts';

/**
 * The broker's side of the rate talk, pure: we pay the carrier, so we open low and concede
 * upwards in shrinking steps, never past the desired maximum.
 *
 * - open at the range's floor or a bit under: min − 25 % of the range's width (at least 5 % of
 *   min as the width), in $25 steps;
 * - a carrier ask at or below what we offer now (or at or below min before we offered) is taken
 *   at once, at the carrier's number;
 * - otherwise we concede: 40 % of (max − opening), then × 0.6 each round, in $25 steps (at least
 *   $25), capped at max; when the next step reaches the carrier's ask we take the ask;
 * - a final ask at or below max is taken; above max we offer max once as our last word, then
 *   decline (`rate_too_high`); so do 8 rounds without agreement.
 *
 * Our offer never goes down and never exceeds max; an accepted amount is never above max.
 */

export type SalesMove =
  /** We put `amount` on the table (`last`: it is max, our final word). */
  | { kind: 'offer'; amount: number; round: number; last: boolean }
  /** We agree to `amount` (the booking still needs the carrier's explicit yes). */
  | { kind: 'accept'; amount: number }
  /** No deal: the carrier's floor stays above what we can pay. */
  | { kind: 'decline'; reason: string };

export interface CarrierResponse {
  /** A rate the carrier named (null: none). */
  ask: number | null;
  /** The carrier agreed to our offer without naming another number. */
  agrees: boolean;
  /** The carrier says its number is final. */
  final: boolean;
}

export const MAX_SALES_ROUNDS = 8;
const STEP = 25;

const down = (value: number) => Math.floor(value / STEP) * STEP;
const near = (value: number) => Math.round(value / STEP) * STEP;

export function openingOffer(range: RateRange): number {
  const width = Math.max(range.max - range.min, range.min * 0.05);
  return Math.min(range.max, Math.max(STEP, down(range.min - width * 0.25)));
}

export class CarrierNegotiator {
  /** What we offer now (null before our first offer). */
  offer: number | null = null;
  private round = 0;
  private step: number;
  private lastWordSaid = false;
  private readonly opening: number;

  constructor(private readonly range: RateRange) {
    this.opening = openingOffer(range);
    this.step = Math.max(STEP, near(0.4 * (range.max - this.opening)));
  }

  /** Would we take `ask` as it stands? */
  acceptable(ask: number): boolean {
    return ask > 0 && ask <= Math.max(this.offer ?? 0, this.range.min) && ask <= this.range.max;
  }

  /** Our first number; the carrier may already have named theirs. */
  open(ask: number | null): SalesMove {
    if (ask !== null && this.acceptable(ask)) return { kind: 'accept', amount: ask };
    this.offer = this.opening;
    this.round = 1;
    return { kind: 'offer', amount: this.opening, round: 1, last: false };
  }

  respond(response: CarrierResponse): SalesMove {
    if (this.offer === null) return this.open(response.ask);
    const { ask, agrees, final } = response;
    if (ask === null && agrees) return { kind: 'accept', amount: this.offer };
    if (ask !== null && this.acceptable(ask)) return { kind: 'accept', amount: ask };
    if (ask !== null && final && ask <= this.range.max) return { kind: 'accept', amount: ask };
    if (this.round >= MAX_SALES_ROUNDS) {
      return { kind: 'decline', reason: 'No agreement after the negotiation rounds ran out.' };
    }
    if (this.offer >= this.range.max || (final && ask !== null)) {
      // Nothing left to concede (or the carrier will not move): max once, as our last word.
      return this.lastWordSaid ? this.declineAbove(ask) : this.lastWord();
    }
    const next = Math.min(this.range.max, this.offer + this.step);
    this.step = Math.max(STEP, near(this.step * 0.6));
    if (ask !== null && ask <= next) return { kind: 'accept', amount: ask };
    this.offer = next;
    this.round += 1;
    const last = next >= this.range.max;
    if (last) this.lastWordSaid = true;
    return { kind: 'offer', amount: next, round: this.round, last };
  }

  private lastWord(): SalesMove {
    this.lastWordSaid = true;
    this.offer = this.range.max;
    this.round += 1;
    return { kind: 'offer', amount: this.range.max, round: this.round, last: true };
  }

  private declineAbove(ask: number | null): SalesMove {
    const money = ask !== null ? `$${ask.toLocaleString('en-US')}` : 'more';
    return {
      kind: 'decline',
      reason: `The carrier wanted ${money}, above the desired maximum of $${this.range.max.toLocaleString('en-US')}.`,
    };
  }
}
