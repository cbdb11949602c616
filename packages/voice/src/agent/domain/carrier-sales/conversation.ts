import type { BookingStatus } from '@fleet/contracts';
import { FarEndHungUp } from '../conversation';
import { CarrierNegotiator, type SalesMove } from './negotiation';
import type { SalesLines } from './phrasing';
import type { CarrierSalesCallPlan, CarrierSalesOutcome } from './types';
import { type CarrierSignal, type LoadTopic, understandCarrier } from './understanding';

/**
 * The spoken part of a carrier-sales call, once the far end has picked up: pitch the load, answer
 * the carrier's questions from the load, negotiate the rate down toward the broker's range
 * (negotiation.ts), agree, and book on the carrier's explicit yes. It talks through `SalesIO`,
 * which the runtime provides; it never touches events directly.
 */

export interface SalesIO {
  /** Speaks (and transcribes) our line. Throws FarEndHungUp if the line is gone. */
  say(text: string): Promise<void>;
  /** The carrier's next line (transcribed), null after `timeoutMs` of silence. */
  hear(timeoutMs: number): Promise<string | null>;
  /** The carrier named or accepted a rate. */
  carrierRate(rate: number): void;
  bookingStatus(status: BookingStatus): void;
}

export interface SalesEnding {
  outcome: CarrierSalesOutcome;
  reason: string;
}

/** Call-time waits (ms). */
export const SALES_TIMING = {
  greeting: 8_000,
  reply: 12_000,
  afterPrompt: 8_000,
  farewell: 6_000,
  voicemailGreeting: 30_000,
} as const;

/** Carrier lines the agent answers before it gives up on a call that goes nowhere. */
export const MAX_SALES_TURNS = 16;

const MONEY_TOPICS: readonly LoadTopic[] = ['rate', 'ratePerMile'];

export class SalesConversation {
  /** Set once we end on purpose: a hang-up after this is the normal end. */
  private closing: SalesEnding | null = null;
  private readonly negotiator: CarrierNegotiator;
  /** The rate we agreed to and asked the carrier to confirm (null: none pending). */
  private agreed: number | null = null;
  /** The booked rate, once the carrier said yes. */
  bookedRate: number | null = null;
  private negotiating = false;
  private unclear = 0;

  constructor(
    plan: CarrierSalesCallPlan,
    private readonly io: SalesIO,
    private readonly lines: SalesLines,
  ) {
    this.negotiator = new CarrierNegotiator(plan.rateRange);
  }

  /** Runs the conversation; returns how it ended. AbortErrors (interruptions) propagate. */
  async run(answeredBy: 'human' | 'machine'): Promise<SalesEnding> {
    try {
      return answeredBy === 'machine' ? await this.leaveVoicemail() : await this.talk();
    } catch (error) {
      if (error instanceof FarEndHungUp) return this.afterHangup();
      throw error;
    }
  }

  private afterHangup(): SalesEnding {
    if (this.closing) return this.closing;
    if (this.bookedRate !== null) {
      return {
        outcome: 'booked',
        reason: `Booked at ${money(this.bookedRate)}; the carrier hung up before the goodbye.`,
      };
    }
    return { outcome: 'hung_up', reason: 'The carrier hung up.' };
  }

  private async leaveVoicemail(): Promise<SalesEnding> {
    await this.io.hear(SALES_TIMING.voicemailGreeting);
    this.closing = { outcome: 'voicemail', reason: 'Reached voicemail; left a message.' };
    await this.io.say(this.lines.voicemail());
    return this.closing;
  }

  private async talk(): Promise<SalesEnding> {
    await this.io.hear(SALES_TIMING.greeting);
    let reply = await this.exchange(this.lines.intro());
    for (let turn = 0; turn < MAX_SALES_TURNS; turn++) {
      const next = await this.turn(understandCarrier(reply));
      if ('outcome' in next) return next;
      reply = next.reply;
    }
    return this.close(
      { outcome: 'declined', reason: 'No agreement; the conversation went nowhere.' },
      this.lines.declined(),
    );
  }

  /** One carrier line: either the call ends, or we answer and hear the next line. */
  private async turn(signal: CarrierSignal): Promise<SalesEnding | { reply: string }> {
    if (this.agreed !== null) {
      const agreed = this.agreed;
      const sameRate = signal.amount === null || signal.amount === agreed;
      if (sameRate && (signal.yes || signal.agrees) && !signal.declines && !signal.noTruck) {
        return this.book(agreed);
      }
      if (!sameRate) {
        this.agreed = null; // the carrier moved: back to the rate talk
      } else if (!signal.declines && !signal.noTruck && !signal.goodbye && !signal.wantsEmail) {
        const answers = this.lines.answers(signal.asks, agreed);
        return { reply: await this.exchange(join(answers, this.lines.confirmAgain(agreed))) };
      }
    }
    if (signal.wantsEmail) {
      return this.close(
        { outcome: 'email_requested', reason: 'The carrier asked for the load details by e-mail.' },
        this.lines.email(),
      );
    }
    if (signal.noTruck && signal.amount === null) {
      return this.close(
        { outcome: 'no_truck', reason: 'The carrier has no truck for this load.' },
        this.lines.noTruck(),
      );
    }
    if (signal.declines && signal.amount === null) {
      return this.close(
        { outcome: 'declined', reason: 'The carrier passed on the load.' },
        this.lines.declined(),
      );
    }
    if (signal.goodbye && signal.amount === null && signal.asks.length === 0) {
      return this.close(
        { outcome: 'hung_up', reason: 'The carrier ended the call.' },
        this.lines.carrierLeft(),
      );
    }

    if (signal.amount !== null) {
      this.setNegotiating();
      this.io.carrierRate(signal.amount);
    }
    const moneyAsked = signal.asks.some((topic) => MONEY_TOPICS.includes(topic));
    const facts = signal.asks.filter((topic) => !MONEY_TOPICS.includes(topic));
    const answers = this.lines.answers(facts, this.negotiator.offer);
    const onTable = this.negotiator.offer;

    let move: SalesMove | null = null;
    if (onTable === null) {
      if (signal.amount !== null || moneyAsked) {
        move = this.negotiator.open(signal.amount);
      } else if (facts.length > 0) {
        return { reply: await this.exchange(join(answers, this.lines.stillInterested())) };
      } else if (signal.interested || this.unclear > 0) {
        move = this.negotiator.open(null);
      } else {
        this.unclear += 1;
        return { reply: await this.exchange(this.lines.didNotCatch()) };
      }
    } else if (signal.amount !== null || signal.agrees || signal.final) {
      move = this.negotiator.respond({
        ask: signal.amount,
        agrees: signal.agrees && signal.amount === null,
        final: signal.final,
      });
    } else if (facts.length > 0 || moneyAsked) {
      const rate = moneyAsked ? this.lines.answer('rate', onTable) : '';
      const perMile = signal.asks.includes('ratePerMile')
        ? this.lines.answer('ratePerMile', onTable)
        : '';
      return { reply: await this.exchange(join(answers, rate, perMile)) };
    } else {
      // "Too low" without a number: that is a counter too.
      move = this.negotiator.respond({ ask: null, agrees: false, final: false });
    }
    return this.play(move, answers, signal);
  }

  private async play(
    move: SalesMove,
    answers: string,
    signal: CarrierSignal,
  ): Promise<SalesEnding | { reply: string }> {
    this.setNegotiating();
    if (move.kind === 'decline') {
      return this.close(
        { outcome: 'rate_too_high', reason: move.reason },
        this.lines.declineRate(),
      );
    }
    if (move.kind === 'accept') {
      this.agreed = move.amount;
      this.io.carrierRate(move.amount);
      return {
        reply: await this.exchange(join(answers, this.lines.agreeAndAskToBook(move.amount))),
      };
    }
    const perMile = signal.asks.includes('ratePerMile')
      ? this.lines.answer('ratePerMile', move.amount)
      : '';
    const offer = this.lines.offer(move.amount, move.round, move.last);
    return { reply: await this.exchange(join(answers, offer, perMile)) };
  }

  private setNegotiating(): void {
    if (this.negotiating) return;
    this.negotiating = true;
    this.io.bookingStatus('Negotiating');
  }

  private async book(rate: number): Promise<SalesEnding> {
    this.bookedRate = rate;
    this.agreed = null;
    this.io.bookingStatus('Booked');
    return this.close(
      { outcome: 'booked', reason: `Booked at ${money(rate)}.` },
      this.lines.booked(rate),
    );
  }

  /** Says goodbye (the outcome is settled first, so a hang-up now is the normal end). */
  private async close(ending: SalesEnding, line: string): Promise<SalesEnding> {
    this.closing = ending;
    await this.io.say(line);
    try {
      await this.io.hear(SALES_TIMING.farewell);
    } catch (error) {
      if (!(error instanceof FarEndHungUp)) throw error;
    }
    return ending;
  }

  /** Says our line and returns the carrier's answer (re-prompting once on silence). */
  private async exchange(text: string): Promise<string> {
    await this.io.say(text);
    let repeated = false;
    for (let prompts = 0; ; ) {
      const heard = await this.io.hear(
        prompts === 0 ? SALES_TIMING.reply : SALES_TIMING.afterPrompt,
      );
      if (heard !== null) {
        if (!repeated && understandCarrier(heard).asksToRepeat) {
          repeated = true;
          await this.io.say(text);
          continue;
        }
        return heard;
      }
      if (prompts >= 1) {
        this.closing = { outcome: 'hung_up', reason: 'The carrier stopped responding.' };
        await this.io.say(this.lines.giveUpSilence());
        throw new FarEndHungUp();
      }
      prompts += 1;
      await this.io.say(this.lines.areYouThere());
    }
  }
}

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

function join(...parts: string[]): string {
  return parts.filter((p) => p.trim()).join(' ');
}
