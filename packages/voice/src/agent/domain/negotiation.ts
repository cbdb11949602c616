import type { RateRange } from '@fleet/contracts';

/**
 * The agent's rate policy, pure: given the desired range and what the broker says, what do we say
 * next. Rules:
 * - Our asks never go below `range.min`, never rise, and stay at or under `range.max`.
 * - Open at the top of the range; if the broker already offers the top or more, take the offer.
 * - Concede in shrinking steps (40 % of the room to min, then ×0.6 each round, in $25 steps).
 * - Accept as soon as the broker's offer reaches our current ask, or is within a small gap of it
 *   (and at least min). A final offer at or above min is accepted.
 * - A final offer below min gets one "the lowest we can do is min" and, if refused, a polite no.
 */

export type NegotiationMove =
  | { kind: 'ask'; amount: number; round: number }
  | { kind: 'last-ask'; amount: number }
  | {
      kind: 'accept';
      amount: number;
      reason: 'broker-accepted' | 'offer-meets-ask' | 'final-in-range';
    }
  | { kind: 'decline'; reason: string };

export interface BrokerResponse {
  /** The broker's number in this reply (a counter, a final, or the ask repeated back). */
  offer: number | null;
  /** The broker agreed to our current ask. */
  agreed: boolean;
  final: boolean;
  walksAway: boolean;
}

const STEP = 25;
const MAX_ROUNDS = 6;
const roundTo = (value: number) => Math.round(value / STEP) * STEP;

export class Negotiator {
  private ask: number | null = null;
  private openingAsk: number | null = null;
  private rounds = 0;
  private triedMin = false;
  private unclear = 0;
  /** The broker's best offer so far. */
  brokerBest: number | null = null;

  constructor(readonly range: RateRange) {
    if (!(range.min > 0) || !(range.max >= range.min)) {
      throw new RangeError(`invalid rate range ${range.min}–${range.max}`);
    }
  }

  get currentAsk(): number | null {
    return this.ask;
  }

  /** The first move, knowing the broker's offer (its posted rate) or not. */
  open(brokerOffer: number | null): NegotiationMove {
    if (brokerOffer !== null) this.noteOffer(brokerOffer);
    if (brokerOffer !== null && brokerOffer >= this.range.max) {
      return { kind: 'accept', amount: brokerOffer, reason: 'offer-meets-ask' };
    }
    this.ask = this.range.max;
    this.openingAsk = this.ask;
    this.rounds = 1;
    return { kind: 'ask', amount: this.ask, round: 1 };
  }

  /** The broker answered our ask. */
  respond(reply: BrokerResponse): NegotiationMove {
    const ask = this.ask ?? this.range.max;
    const { min } = this.range;
    if (reply.offer !== null) this.noteOffer(reply.offer);
    const offer = reply.offer;

    if (reply.agreed && (offer === null || offer >= ask)) {
      return { kind: 'accept', amount: ask, reason: 'broker-accepted' };
    }
    if (offer !== null && offer >= ask) {
      return { kind: 'accept', amount: offer, reason: 'offer-meets-ask' };
    }
    if (reply.walksAway) {
      return { kind: 'decline', reason: 'The broker walked away from the negotiation.' };
    }
    if (offer === null) {
      this.unclear += 1;
      if (this.unclear > 2) {
        return { kind: 'decline', reason: 'The broker would not name a rate.' };
      }
      return { kind: 'ask', amount: ask, round: this.rounds };
    }
    if (reply.final) {
      if (offer >= min) return { kind: 'accept', amount: offer, reason: 'final-in-range' };
      return this.lastAskOrDecline(offer);
    }
    const gap = ask - offer;
    if (offer >= min && gap <= Math.max(50, ask * 0.02)) {
      return { kind: 'accept', amount: offer, reason: 'offer-meets-ask' };
    }
    if (this.rounds >= MAX_ROUNDS) {
      if (offer >= min) return { kind: 'accept', amount: offer, reason: 'final-in-range' };
      return this.lastAskOrDecline(offer);
    }
    const next = Math.max(min, roundTo(ask - this.stepFor(this.rounds)));
    if (next <= offer) {
      // Conceding would meet (or pass) the broker's number: take the broker's number.
      return { kind: 'accept', amount: offer, reason: 'offer-meets-ask' };
    }
    if (next >= ask) return this.lastAskOrDecline(offer);
    this.ask = next;
    this.rounds += 1;
    return { kind: 'ask', amount: next, round: this.rounds };
  }

  /** Round k's concession: 40 % of the room from the opening ask to min, shrinking by ×0.6. */
  private stepFor(round: number): number {
    const room = (this.openingAsk ?? this.range.max) - this.range.min;
    const first = Math.max(STEP * 2, room * 0.4);
    return Math.max(STEP, roundTo(first * 0.6 ** (round - 1)));
  }

  private lastAskOrDecline(offer: number): NegotiationMove {
    const { min } = this.range;
    if (!this.triedMin) {
      this.triedMin = true;
      this.ask = min;
      return { kind: 'last-ask', amount: min };
    }
    return {
      kind: 'decline',
      reason: `The broker's best offer ($${offer.toLocaleString('en-US')}) is below the minimum rate ($${min.toLocaleString('en-US')}).`,
    };
  }

  private noteOffer(offer: number): void {
    this.brokerBest = this.brokerBest === null ? offer : Math.max(this.brokerBest, offer);
  }
}
