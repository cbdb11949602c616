import type { CampaignLoadDetails } from '@fleet/contracts';
import { type Rng, roundTo } from '../../../../agent/domain/telephony/rng';
import { understandSeller } from './agent-line';
import { CarrierVoice } from './carrier-lines';
import type { CarrierPersona, CarrierQuestion } from './personas';
import type { CarrierPricing } from './pricing';

/**
 * The far end of a simulated carrier-sales call: a carrier dispatcher with a persona and a hidden
 * floor, who reacts to what the selling agent says. Timing (thinking, speaking) is the session's
 * job; this class only decides what the dispatcher says next and when it hangs up.
 */

export interface CarrierReply {
  /** What the dispatcher says ('' for nothing). */
  text: string;
  /** Hangs up after saying it. */
  hangup?: boolean;
}

export type CarrierPhase = 'pitch' | 'questions' | 'negotiating' | 'agreed' | 'closing' | 'gone';

export class SimulatedCarrier {
  private readonly voice: CarrierVoice;
  phase: CarrierPhase = 'pitch';
  /** What the dispatcher asks now (null until it has named a number). */
  ask: number | null = null;
  /** The rate the dispatcher said yes to booking at. */
  bookedRate: number | null = null;
  private counters = 0;
  private finals = 0;
  private turns = 0;
  private readonly questions: CarrierQuestion[];

  constructor(
    readonly persona: CarrierPersona,
    readonly load: CampaignLoadDetails,
    readonly pricing: CarrierPricing,
    private readonly rng: Rng,
    private readonly email: string | null,
  ) {
    this.voice = new CarrierVoice(persona, load, rng);
    const reefer = load.equipment_type === 'reefer';
    this.questions = persona.questions.filter((q) => q !== 'temperature' || reefer);
  }

  greeting(): string {
    return this.persona.behaviour === 'voicemail'
      ? this.voice.voicemailGreeting()
      : this.voice.greeting();
  }

  /** The agent said something; what does the dispatcher answer? */
  hear(text: string): CarrierReply {
    if (this.phase === 'gone') return { text: '' };
    this.turns += 1;
    const intent = understandSeller(text);
    const { behaviour } = this.persona;

    if (behaviour === 'hangs-up' && this.turns >= this.persona.hangUpAfterTurns) {
      return this.leave(this.voice.hangUp());
    }
    if (intent.goodbye || this.phase === 'closing') return this.leave(this.voice.bye());
    if (intent.checksIn) return { text: this.voice.stillHere() };

    if (this.phase === 'pitch') return this.pitched();
    if (this.phase === 'agreed' && intent.amount === null) {
      return { text: this.voice.confirmBooking(this.email) };
    }
    if (intent.amount !== null) return this.offered(intent.amount, intent.asksToBook);
    if (this.phase === 'questions') return this.nextQuestion();
    return { text: this.voice.askRateAgain() };
  }

  private leave(text: string): CarrierReply {
    this.phase = 'gone';
    return { text, hangup: true };
  }

  /** The agent pitched the load (or repeated the pitch). */
  private pitched(): CarrierReply {
    const { behaviour } = this.persona;
    switch (behaviour) {
      case 'truck-far':
        this.phase = 'closing';
        return { text: this.voice.truckFar() };
      case 'wrong-equipment':
        this.phase = 'closing';
        return { text: this.voice.wrongEquipment() };
      case 'not-interested':
        this.phase = 'closing';
        return { text: this.voice.notInterested() };
      case 'email':
        this.phase = 'closing';
        return { text: this.voice.email() };
      case 'asks-then-books': {
        const first = this.questions.shift();
        if (first) {
          this.phase = 'questions';
          return { text: this.voice.maybeFirstQuestion(first) };
        }
        break;
      }
      default:
        break;
    }
    this.phase = 'negotiating';
    if (this.persona.namesRateFirst) {
      this.ask = this.pricing.firstAsk;
      return { text: this.voice.interestedWithAsk(this.ask) };
    }
    return { text: this.voice.interested() };
  }

  private nextQuestion(): CarrierReply {
    const next = this.questions.shift();
    if (next) return { text: this.voice.okayNext(next) };
    this.phase = 'negotiating';
    return { text: this.voice.askRate() };
  }

  /** The agent put `amount` on the table (or agreed to it and asks to book). */
  private offered(amount: number, asksToBook: boolean): CarrierReply {
    const { floor } = this.pricing;
    if (asksToBook && amount >= floor) {
      this.phase = 'agreed';
      this.bookedRate = amount;
      return { text: this.voice.confirmBooking(this.email) };
    }
    this.phase = 'negotiating';
    if (this.ask === null) this.ask = this.pricing.firstAsk;
    const ask = this.ask;
    const closeEnough = ask - amount <= 50 || this.counters >= this.persona.maxCounters;
    if (amount >= ask || (amount >= floor && closeEnough)) {
      this.ask = amount;
      return { text: this.voice.takesOffer(amount) };
    }
    if (this.counters >= this.persona.maxCounters || ask <= floor) {
      this.ask = floor;
      this.finals += 1;
      if (this.finals > 2) {
        this.phase = 'closing';
        return { text: this.voice.passOnRate() };
      }
      return { text: this.voice.final(floor) };
    }
    this.counters += 1;
    let next = Math.max(floor, roundTo(ask - this.persona.concession * (ask - amount), 25));
    if (next >= ask) next = Math.max(floor, ask - 25);
    if (next <= amount) {
      this.ask = amount;
      return { text: this.voice.takesOffer(amount) };
    }
    this.ask = next;
    if (next === floor && this.rng.chance(0.5)) {
      this.finals += 1;
      return { text: this.voice.final(floor) };
    }
    return { text: this.voice.counter(next) };
  }
}
