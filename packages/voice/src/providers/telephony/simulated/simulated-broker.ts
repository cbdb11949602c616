import { type Rng, roundTo } from '../../../agent/domain/telephony/rng';
import { formatNumber, SPOKEN_EQUIPMENT } from '../../../agent/domain/telephony/speech';
import { type AskTopic, type CallerIntent, understandCaller } from './agent-intent';
import { BrokerVoice } from './broker-lines';
import { deliveryOf, type HiddenLoad, pickupOf } from './hidden-load';
import type { BrokerPersona } from './personas';

/**
 * The far end of a simulated dispatch call: a broker with a persona, a hidden load and a hidden
 * ceiling, who reacts to what the caller says. Timing (thinking, speaking, hold patience) is the
 * session's job; this class only decides what the broker says and does next.
 */

export interface BrokerReply {
  /** What the broker says ('' for nothing). */
  text: string;
  /** Hangs up after saying it. */
  hangup?: boolean;
  /** Starts holding (the session runs the hold patience timers). */
  hold?: boolean;
}

export type BrokerPhase =
  | 'talking'
  | 'covered'
  | 'holding'
  | 'booked'
  | 'closing'
  | 'with-dispatcher'
  | 'gone';

export class SimulatedBroker {
  private readonly voice: BrokerVoice;
  phase: BrokerPhase = 'talking';
  /** The broker's current offer (null until it has named one). */
  offer: number | null = null;
  /** The rate both sides agreed on. */
  agreedRate: number | null = null;
  private isFinal = false;
  private counters = 0;
  private walkAways = 0;
  private turns = 0;
  private idleTurns = 0;
  private readonly shared = new Set<string>();

  constructor(
    readonly persona: BrokerPersona,
    readonly load: HiddenLoad,
    private readonly rng: Rng,
    today: string,
  ) {
    this.voice = new BrokerVoice(persona, rng, today);
  }

  greeting(): string {
    return this.persona.behaviour === 'voicemail'
      ? this.voice.voicemailGreeting()
      : this.voice.greeting();
  }

  /** The caller said something; what does the broker answer? */
  hear(text: string): BrokerReply {
    if (this.phase === 'gone' || this.phase === 'with-dispatcher') return { text: '' };
    this.turns += 1;
    const intent = understandCaller(text);
    const { behaviour } = this.persona;

    if (behaviour === 'hangs-up' && this.turns >= this.persona.hangUpAfterTurns) {
      this.phase = 'gone';
      return { text: this.rng.chance(0.7) ? this.voice.hangUpLine() : '', hangup: true };
    }
    if (this.phase === 'holding') {
      // "Still here, just a moment more" keeps the broker holding (its patience keeps running).
      if (
        intent.stillHere &&
        intent.amount === null &&
        !intent.confirmsBooking &&
        !intent.declines
      ) {
        return { text: this.voice.okay(), hold: true };
      }
      this.phase = 'talking';
    }

    if (this.phase === 'covered' || this.phase === 'closing') {
      const wasCovered = this.phase === 'covered';
      this.phase = 'gone';
      const text = intent.goodbye || !wasCovered ? this.voice.bye() : this.voice.stillCovered();
      return { text, hangup: true };
    }
    if (behaviour === 'covered') {
      this.phase = 'covered';
      return { text: this.voice.covered() };
    }
    if (behaviour === 'declines-carrier') {
      this.phase = 'closing';
      return { text: this.voice.declinesCarrier() };
    }

    if (intent.goodbye && !intent.hold) {
      this.phase = 'gone';
      return { text: this.voice.bye(), hangup: true };
    }
    if (intent.declines) {
      this.phase = 'closing';
      return { text: this.voice.noProblem() };
    }
    // Taking the broker's number ("$2,300 works for us") settles the rate, even mid-sentence.
    const onTable = this.offer ?? this.load.postedRate;
    if (intent.amountMeaning === 'accept' && intent.amount !== null && intent.amount <= onTable) {
      this.offer = onTable;
      this.agreedRate = intent.amount;
    } else if (intent.acceptsOffer && this.offer !== null) {
      this.agreedRate = this.offer;
    }
    if (intent.hold) {
      this.phase = 'holding';
      return { text: this.voice.holdOk(), hold: true };
    }
    if (intent.confirmsBooking && this.agreedRate !== null) {
      this.phase = 'booked';
      const rest = intent.asks.length > 0 ? ` ${this.answer(intent.asks)}` : '';
      return { text: `${this.voice.booked()}${rest}` };
    }
    if (intent.amount !== null) return { text: this.negotiate(intent) };
    if (intent.acceptsOffer && this.agreedRate !== null) return { text: this.voice.okay() };
    if (intent.asks.length > 0) return { text: this.answer(intent.asks) };
    if (intent.availability || intent.introduction) return { text: this.voice.available() };
    if (intent.stillHere) return { text: this.voice.okay() };

    this.idleTurns += 1;
    if (this.idleTurns > 3) {
      this.phase = 'gone';
      return { text: this.voice.bye(), hangup: true };
    }
    return { text: this.voice.sayAgain() };
  }

  /** The dispatcher joined the call; the broker hears the introduction. */
  meetDispatcher(introduction: string): BrokerReply {
    this.phase = 'with-dispatcher';
    const name =
      /\b(?:this is|i'm|i am|name is|dispatcher,?)\s+([A-Z][a-z]+)/.exec(introduction)?.[1] ?? null;
    return { text: this.voice.meetDispatcher(name) };
  }

  chatWithDispatcher(): string {
    return this.voice.chatWithDispatcher();
  }

  wrapUpWithDispatcher(): string {
    this.phase = 'gone';
    return this.voice.wrapUpWithDispatcher();
  }

  holdCheckIn(): string {
    return this.voice.holdCheckIn();
  }

  holdGiveUp(): string {
    this.phase = 'gone';
    return this.voice.holdGiveUp();
  }

  private answer(topics: AskTopic[]): string {
    // The rate-con answer already carries the reference number.
    const asked = topics.includes('ratecon') ? topics.filter((t) => t !== 'reference') : topics;
    const parts = asked.map((topic) => this.answerTopic(topic));
    if (this.persona.personality === 'talkative' && this.rng.chance(0.5)) {
      const extra = this.volunteer(topics);
      if (extra) parts.push(extra);
    }
    return parts.join(' ');
  }

  private answerTopic(topic: AskTopic): string {
    const load = this.load;
    this.shared.add(topic);
    switch (topic) {
      case 'pickup':
        return this.voice.stopAnswer(pickupOf(load));
      case 'delivery':
        return this.voice.stopAnswer(deliveryOf(load));
      case 'weight':
        return this.voice.weight(load.weight);
      case 'commodity':
        return this.voice.commodity(load.commodity);
      case 'temperature':
        return load.temperature === null
          ? this.voice.notReefer()
          : this.voice.temperature(load.temperature);
      case 'miles':
        return this.voice.miles(load.totalDistance);
      case 'rate': {
        const said = this.offer !== null;
        this.offer ??= load.postedRate;
        return this.voice.rate(this.offer, said);
      }
      case 'special':
        return this.voice.special(load.specialInstructions);
      case 'reference':
        return this.voice.reference(load.referenceNumber);
      case 'ratecon':
        return this.voice.rateCon(this.persona.email, load.referenceNumber);
      case 'equipment':
        return this.voice.equipment(SPOKEN_EQUIPMENT[load.equipmentType] ?? 'dry van');
    }
  }

  /** A talkative broker throws in a fact nobody asked for yet. */
  private volunteer(asked: AskTopic[]): string | null {
    const options: Array<['weight' | 'miles' | 'reference' | 'commodity', string]> = [];
    const open = (topic: AskTopic) => !this.shared.has(topic) && !asked.includes(topic);
    if (open('weight')) options.push(['weight', formatNumber(this.load.weight)]);
    if (open('miles')) options.push(['miles', formatNumber(this.load.totalDistance)]);
    if (open('reference')) options.push(['reference', this.load.referenceNumber]);
    if (open('commodity')) options.push(['commodity', this.load.commodity]);
    if (options.length === 0) return null;
    const [kind, value] = this.rng.pick(options);
    this.shared.add(kind);
    return this.voice.volunteer(kind, value);
  }

  /** The caller named a number: accept it, counter, or hold firm at the ceiling. */
  private negotiate(intent: CallerIntent): string {
    const amount = intent.amount!;
    const { persona, load } = this;
    this.offer ??= load.postedRate;
    const offer = this.offer;

    if (intent.amountMeaning === 'accept' && amount <= offer) {
      this.agreedRate = amount;
      return this.voice.okay();
    }
    if (amount <= offer) {
      this.agreedRate = amount;
      return this.voice.acceptAsk(amount);
    }
    const tolerance = Math.max(50, offer * 0.03);
    const willing =
      amount <= load.ceiling &&
      (persona.behaviour === 'cooperative' ||
        amount - offer <= tolerance ||
        this.counters >= persona.maxCounters);
    if (willing) {
      this.agreedRate = amount;
      this.offer = amount;
      return this.voice.acceptAsk(amount);
    }
    if (this.isFinal || offer >= load.ceiling) {
      this.isFinal = true;
      this.walkAways += 1;
      if (this.walkAways >= (persona.personality === 'pushy' ? 2 : 3)) {
        this.phase = 'closing';
        return this.voice.walkAway();
      }
      return this.voice.final(offer);
    }
    this.counters += 1;
    const target = Math.min(amount, load.ceiling);
    let next = roundTo(offer + (target - offer) * persona.concession, 25);
    next = Math.min(load.ceiling, Math.max(offer + 25, next));
    if (this.counters > persona.maxCounters || next >= load.ceiling - 25) {
      next = load.ceiling;
      this.isFinal = true;
    }
    if (next >= amount) {
      // Conceding lands on the ask: take it.
      this.agreedRate = amount;
      this.offer = amount;
      return this.voice.acceptAsk(amount);
    }
    this.offer = next;
    return this.isFinal ? this.voice.final(next) : this.voice.counter(next);
  }
}
