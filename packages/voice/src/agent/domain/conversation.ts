import { extractBrokerIdentity, extractEmail, extractReference } from './answer-extraction';
import type { LoadKnowledge, Question } from './knowledge';
import { type NegotiationMove, Negotiator } from './negotiation';
import type { AgentLines, LaneFacts } from './phrasing';
import type { CallOutcome, DispatchCallPlan } from './types';
import { understandBroker } from './understanding';

/**
 * The spoken part of a dispatch call, once the far end has picked up: greet, check the load,
 * gather what is missing one question at a time, then either wrap up (details only) or negotiate,
 * hold for the dispatcher's approval when required, and book. It talks through `CallIO`, which
 * the runtime provides (transcript, interruption, approval); it never touches events directly.
 */

/** The far end hung up. */
export class FarEndHungUp extends Error {
  constructor() {
    super('The far end hung up');
    this.name = 'FarEndHungUp';
  }
}

export type ApprovalDecision =
  | { decision: 'approved'; corrections: unknown }
  | { decision: 'rejected'; reason: string }
  | { decision: 'expired' };

export interface CallIO {
  /** Speaks (and transcribes) our line. Throws FarEndHungUp if the line is gone. */
  say(text: string): Promise<void>;
  /** The broker's next line (transcribed), null after `timeoutMs` of silence. */
  hear(timeoutMs: number, signal?: AbortSignal): Promise<string | null>;
  history(type: string, details: string): void;
  /** Publishes the load knowledge and the rate on the table (when changed). */
  publish(carrierRate?: number | null): void;
  /** Raises the approval request; resolves with the dispatcher's decision or expiry. */
  requestApproval(rate: number, message: string): Promise<ApprovalDecision>;
  /** Aborted when the dispatcher terminates or hops in. */
  readonly signal: AbortSignal;
}

export interface Ending {
  outcome: CallOutcome;
  reason: string;
}

/** Call-time waits (ms). */
export const CONVERSATION_TIMING = {
  greeting: 8_000,
  reply: 12_000,
  afterPrompt: 8_000,
  farewell: 6_000,
  voicemailGreeting: 30_000,
  holdListen: 30_000,
} as const;

const MAX_QUESTIONS = 16;
const MAX_NEGOTIATION_TURNS = 10;

export class Conversation {
  /** The broker's name, from their greeting. */
  private brokerName: string | null = null;
  /** Set once we are ending on purpose: a hang-up after this is the normal end. */
  private closing: Ending | null = null;
  /** The agreed rate, once the booking is confirmed. */
  bookedRate: number | null = null;

  constructor(
    private readonly plan: DispatchCallPlan,
    private readonly io: CallIO,
    private readonly knowledge: LoadKnowledge,
    private readonly lines: AgentLines,
  ) {}

  /** Runs the conversation; returns how it ended. AbortError (interruptions) propagate. */
  async run(answeredBy: 'human' | 'machine'): Promise<Ending> {
    try {
      return answeredBy === 'machine' ? await this.leaveVoicemail() : await this.talk();
    } catch (error) {
      if (error instanceof FarEndHungUp) return this.afterHangup();
      throw error;
    }
  }

  private afterHangup(): Ending {
    if (this.closing) return this.closing;
    if (this.bookedRate !== null) {
      return { outcome: 'booked', reason: 'Booked; the broker hung up before the goodbye.' };
    }
    this.io.history('hung_up', 'The broker hung up.');
    return { outcome: 'hung_up', reason: 'The broker hung up.' };
  }

  /** The load as we name it; a fact read only weakly is left out until the broker confirms it. */
  private lane(): LaneFacts {
    const sure = (question: Question) => !this.knowledge.isUnsure(question);
    return {
      origin: (sure('pickup') && this.knowledge.pickup()?.cityState) || null,
      destination: (sure('delivery') && this.knowledge.delivery()?.cityState) || null,
      reference: sure('reference') ? this.knowledge.details.referenceNumber : null,
      equipment:
        (sure('equipment') ? this.knowledge.details.equipmentType : null) ??
        (this.plan.equipmentType || null),
    };
  }

  private async leaveVoicemail(): Promise<Ending> {
    // Wait for the greeting (and the tone) to finish before speaking.
    await this.io.hear(CONVERSATION_TIMING.voicemailGreeting);
    this.closing = { outcome: 'voicemail', reason: 'Reached voicemail; left a message.' };
    await this.io.say(this.lines.voicemail(this.lane()));
    this.io.history('voicemail', 'Left a voicemail message.');
    return this.closing;
  }

  private async talk(): Promise<Ending> {
    const greeting = await this.io.hear(CONVERSATION_TIMING.greeting);
    if (greeting) {
      const identity = extractBrokerIdentity(greeting);
      this.brokerName = identity.name;
      this.knowledge.setBroker(identity);
      this.io.publish();
    }

    let reply = await this.exchange(this.lines.intro(this.lane(), this.brokerName));
    for (let turn = 0; turn < 2; turn++) {
      const signal = understandBroker(reply);
      if (signal.unavailable) {
        return this.close(
          { outcome: 'load_unavailable', reason: 'The broker said the load is already covered.' },
          this.lines.unavailable(),
          'load_unavailable',
        );
      }
      if (signal.declinesCarrier) {
        return this.close(
          {
            outcome: 'declined_by_broker',
            reason: 'The broker declined to work with the carrier.',
          },
          this.lines.brokerDeclined(),
          'declined',
        );
      }
      if (signal.goodbye) return this.brokerLeft();
      if (!signal.asksWhoWeAre) break;
      reply = await this.exchange(this.lines.whoWeAre());
    }
    this.absorb(reply, null);

    const pitch = this.lines.truckPitch(
      this.knowledge.isUnsure('equipment') ? null : (this.knowledge.details.equipmentType ?? null),
    );
    const early = await this.gatherDetails(pitch);
    if (early) return early;

    if (this.plan.detailsOnly) {
      this.io.history('details_gathered', 'All load details gathered.');
      return this.close(
        { outcome: 'details_gathered', reason: 'All load details gathered.' },
        this.lines.detailsWrapUp(),
      );
    }
    return this.negotiateAndBook();
  }

  /** Asks for what is missing, one question at a time. Returns an ending if the call ends early. */
  private async gatherDetails(pitch: string): Promise<Ending | null> {
    let prefix = pitch;
    for (let asked = 0; asked < MAX_QUESTIONS; asked++) {
      const question = this.knowledge.nextQuestion();
      if (!question) break;
      if (question === 'rate' && !this.plan.detailsOnly) break; // asked while negotiating
      const retry = this.knowledge.attemptsAt(question) > 0;
      const text = this.questionText(question);
      this.knowledge.noteAsked(question);
      const lead = retry
        ? this.lines.didNotCatch()
        : prefix || (asked > 0 ? this.lines.acknowledgement() : '');
      const reply = await this.exchange(lead ? `${lead} ${text}` : text);
      prefix = '';
      this.absorb(reply, question);
      const signal = understandBroker(reply);
      if (signal.unavailable) return this.loadUnavailable();
      if (signal.goodbye) return this.brokerLeft();
      if (signal.asksOurRate && !this.plan.detailsOnly) break; // straight to the money
      if (signal.asksOurRate && question !== 'rate') {
        this.absorb(await this.exchange(this.lines.justGathering()), 'rate');
      }
    }
    return null;
  }

  /**
   * The open question for a missing fact, or, for a fact the posting gave only weakly, what we
   * have and "is that right?" (the broker's answer then confirms or replaces it).
   */
  private questionText(question: Question): string {
    const facts = this.knowledge.needsConfirmation(question)
      ? this.knowledge.confirmFacts(question)
      : null;
    const stops = {
      ...(this.knowledge.pickup() ? { pickup: this.knowledge.pickup()! } : {}),
      ...(this.knowledge.delivery() ? { delivery: this.knowledge.delivery()! } : {}),
    };
    if (!facts) return this.lines.question(question, stops);
    const missing = this.knowledge.isMissing(question);
    return this.lines.confirm(facts, missing);
  }

  private absorb(text: string, asked: Question | null): void {
    const before = this.knowledge.details.brokerOfferedRate;
    const changed = this.knowledge.absorb(text, asked);
    const offered = this.knowledge.details.brokerOfferedRate;
    if (offered !== null && offered !== before) {
      this.io.history('rate_offered', `Broker offered $${offered.toLocaleString('en-US')}.`);
      this.io.publish(offered);
    } else if (changed.length > 0) {
      this.io.publish();
    }
  }

  private async negotiateAndBook(): Promise<Ending> {
    // A posted rate read from weak evidence is confirmed before we answer it with our ask.
    for (let attempt = 0; this.knowledge.needsConfirmation('rate') && attempt < 2; attempt++) {
      const lead = attempt > 0 ? `${this.lines.didNotCatch()} ` : '';
      const text = this.questionText('rate');
      this.knowledge.noteAsked('rate');
      const reply = await this.exchange(`${lead}${text}`);
      this.absorb(reply, 'rate');
      const signal = understandBroker(reply);
      if (signal.unavailable) return this.loadUnavailable();
      if (signal.goodbye) return this.brokerLeft();
    }
    let offer = this.knowledge.details.brokerOfferedRate;
    for (let attempt = 0; offer === null && attempt < 2; attempt++) {
      const lead = attempt > 0 ? `${this.lines.didNotCatch()} ` : '';
      const reply = await this.exchange(`${lead}${this.lines.question('rate', {})}`);
      this.absorb(reply, 'rate');
      offer = this.knowledge.details.brokerOfferedRate;
    }
    if (offer !== null) this.io.publish(offer);

    const negotiator = new Negotiator(this.plan.rateRange);
    let move: NegotiationMove = negotiator.open(offer);
    for (let turn = 0; turn < MAX_NEGOTIATION_TURNS; turn++) {
      if (move.kind === 'accept') return this.agreed(move.amount);
      if (move.kind === 'decline') {
        this.io.history('declined', move.reason);
        const walkedAway = move.reason.includes('walked away');
        return this.close(
          { outcome: 'rate_not_agreed', reason: move.reason },
          walkedAway
            ? this.lines.brokerWalkedAway()
            : this.lines.declineRate(this.plan.rateRange.min),
        );
      }
      const money = `$${move.amount.toLocaleString('en-US')}`;
      this.io.history('rate_countered', `Asked for ${money}.`);
      const text =
        move.kind === 'last-ask'
          ? this.lines.lastAsk(move.amount)
          : move.round === 1
            ? this.lines.openingAsk(move.amount, offer)
            : this.lines.counterAsk(move.amount);
      const reply = await this.exchange(text);
      const signal = understandBroker(reply);
      if (signal.goodbye && signal.amount === null && !signal.walksAway) return this.brokerLeft();
      if (signal.amount !== null && signal.amount !== move.amount) {
        this.io.history(
          'rate_offered',
          `Broker ${signal.final ? 'gave a final offer of' : 'countered with'} $${signal.amount.toLocaleString('en-US')}.`,
        );
        this.io.publish(signal.amount);
      }
      move = negotiator.respond({
        offer: signal.amount,
        agreed: signal.agrees,
        final: signal.final,
        walksAway: signal.walksAway,
      });
    }
    const reason = 'No agreement after the negotiation turns ran out.';
    this.io.history('declined', reason);
    return this.close(
      { outcome: 'rate_not_agreed', reason },
      this.lines.declineRate(this.plan.rateRange.min),
    );
  }

  private async agreed(rate: number): Promise<Ending> {
    this.io.history('rate_agreed', `Rate agreed at $${rate.toLocaleString('en-US')}.`);
    this.io.publish(rate);
    const needReference = this.knowledge.details.referenceNumber === null;
    if (!this.plan.approvalRequired) {
      return this.book(rate, this.lines.acceptAndBook(rate, needReference));
    }
    await this.io.say(this.lines.acceptAndHold(rate));
    const decision = await this.holdForApproval(rate);
    if (decision.decision === 'approved') {
      return this.book(rate, this.lines.approved(rate, needReference));
    }
    const expired = decision.decision === 'expired';
    const reason = expired
      ? "The dispatcher's approval did not arrive in time."
      : decision.reason || 'Dispatcher rejected the load!';
    this.io.history('declined', reason);
    this.closing = { outcome: 'rejected_by_dispatcher', reason };
    await this.io.say(this.lines.rejected(expired));
    await this.farewell();
    return this.closing;
  }

  /** Keeps the broker company while the dispatcher decides. */
  private async holdForApproval(rate: number): Promise<ApprovalDecision> {
    const lane = this.lane();
    const laneText =
      lane.origin && lane.destination ? ` for ${lane.origin} → ${lane.destination}` : '';
    const decided = this.io.requestApproval(
      rate,
      `The broker agreed to $${rate.toLocaleString('en-US')}${laneText}. Approve to book the load, or reject.`,
    );
    while (true) {
      const stopListening = new AbortController();
      const outcome = await Promise.race([
        decided.then((d) => ({ kind: 'decision' as const, d })),
        this.io.hear(CONVERSATION_TIMING.holdListen, stopListening.signal).then(
          (line) => ({ kind: 'heard' as const, line }),
          (error: unknown) => ({ kind: 'error' as const, error }),
        ),
      ]);
      if (outcome.kind === 'decision') {
        stopListening.abort();
        return outcome.d;
      }
      if (outcome.kind === 'error') throw outcome.error;
      if (outcome.line === null) continue;
      if (understandBroker(outcome.line).checksIn) await this.io.say(this.lines.stillHere());
    }
  }

  private async book(rate: number, line: string): Promise<Ending> {
    this.bookedRate = rate;
    const reply = await this.exchange(line);
    const email = extractEmail(reply);
    const reference = extractReference(reply);
    if (reference && this.knowledge.details.referenceNumber === null) {
      this.knowledge.setReference(reference);
    }
    this.io.publish(rate);
    const rateCon = email ? ` The rate confirmation comes from ${email}.` : '';
    const ref = this.knowledge.details.referenceNumber;
    this.io.history(
      'booked',
      `Booked at $${rate.toLocaleString('en-US')}${ref ? `, reference ${ref}` : ''}.${rateCon}`,
    );
    return this.close(
      { outcome: 'booked', reason: `Booked at $${rate.toLocaleString('en-US')}.` },
      this.lines.bookedBye(this.brokerName),
    );
  }

  /** The broker says the load is gone. */
  private loadUnavailable(): Promise<Ending> {
    return this.close(
      { outcome: 'load_unavailable', reason: 'The broker said the load is no longer available.' },
      this.lines.unavailable(),
      'load_unavailable',
    );
  }

  /** The broker is ending the call ("I have to run, bye"). */
  private async brokerLeft(): Promise<Ending> {
    const reason = 'The broker ended the call.';
    this.io.history('hung_up', reason);
    return this.close({ outcome: 'hung_up', reason }, 'Okay, no problem. Thanks, bye.');
  }

  /** Says goodbye (the outcome is settled first, so a hang-up now is the normal end). */
  private async close(ending: Ending, line: string, historyType?: string): Promise<Ending> {
    this.closing = ending;
    if (historyType) this.io.history(historyType, ending.reason);
    await this.io.say(line);
    await this.farewell();
    return ending;
  }

  /** Gives the broker a moment to say bye. */
  private async farewell(): Promise<void> {
    try {
      await this.io.hear(CONVERSATION_TIMING.farewell);
    } catch (error) {
      if (!(error instanceof FarEndHungUp)) throw error;
    }
  }

  /** Says our line and returns the broker's answer (re-prompting once on silence). */
  private async exchange(text: string): Promise<string> {
    await this.io.say(text);
    let repeated = false;
    for (let prompts = 0; ; ) {
      const heard = await this.io.hear(
        prompts === 0 ? CONVERSATION_TIMING.reply : CONVERSATION_TIMING.afterPrompt,
      );
      if (heard !== null) {
        if (!repeated && understandBroker(heard).asksToRepeat) {
          repeated = true;
          await this.io.say(text);
          continue;
        }
        return heard;
      }
      if (prompts >= 1) {
        this.closing = { outcome: 'hung_up', reason: 'The broker stopped responding.' };
        this.io.history('no_response', 'The broker stopped responding.');
        await this.io.say(this.lines.giveUpSilence());
        throw new FarEndHungUp();
      }
      prompts += 1;
      await this.io.say(this.lines.areYouThere());
    }
  }
}
