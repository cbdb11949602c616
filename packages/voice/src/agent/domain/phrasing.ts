import type { ExtractedStop } from '@fleet/contracts';
import type { ConfirmFacts, Question } from './knowledge';
import { createRng, hashString, type Rng } from './telephony/rng';
import {
  formatMoney,
  formatNumber,
  MONTHS,
  SPOKEN_EQUIPMENT,
  spokenCity,
  spokenClock,
} from './telephony/speech';
import type { DispatchCallPlan } from './types';

/**
 * What the agent says. Plain, polite dispatcher talk; a little variety (seeded by the call id, so
 * a call replays the same) keeps it from sounding canned.
 */

export interface LaneFacts {
  origin: string | null;
  destination: string | null;
  reference: string | null;
  equipment: string | null;
}

export class AgentLines {
  private readonly rng: Rng;

  constructor(private readonly plan: DispatchCallPlan) {
    this.rng = createRng(hashString(`agent:${plan.callId}`));
  }

  private pick(options: string[]): string {
    return this.rng.pick(options);
  }

  private whoWeAreShort(): string {
    const carrier = this.plan.carrier;
    if (!carrier?.companyName) return 'calling on behalf of a carrier';
    const rep = carrier.representativeName?.trim();
    const mc = carrier.mcNumber?.trim() ? `, MC number ${carrier.mcNumber.trim()}` : '';
    return rep
      ? `${rep} with ${carrier.companyName}${mc}`
      : `the dispatch assistant for ${carrier.companyName}${mc}`;
  }

  private lane(facts: LaneFacts): string {
    const equipment = facts.equipment ? `${SPOKEN_EQUIPMENT[facts.equipment] ?? 'truck'} ` : '';
    const reference = facts.reference ? `, reference number ${facts.reference}` : '';
    if (facts.origin && facts.destination) {
      return `your ${equipment}load from ${facts.origin} to ${facts.destination}${reference}`;
    }
    if (facts.origin) return `your ${equipment}load out of ${facts.origin}${reference}`;
    return `a ${equipment}load you posted${reference}`;
  }

  intro(facts: LaneFacts, brokerName: string | null): string {
    const hello = brokerName ? `Hi ${brokerName}` : 'Hi there';
    if (!this.plan.carrier?.companyName) {
      return `${hello}, I'm calling on behalf of a carrier about ${this.lane(facts)}. Is it still available?`;
    }
    return `${hello}, this is ${this.whoWeAreShort()}. I'm calling about ${this.lane(facts)}. Is it still available?`;
  }

  /** `loadEquipment` is the trailer the load needs, when known: a mismatch is said plainly. */
  truckPitch(loadEquipment: string | null = null): string {
    const { truckLocation, truckAvailability, equipmentType } = this.plan;
    if (!truckLocation.trim()) return '';
    const equipment = equipmentType ? (SPOKEN_EQUIPMENT[equipmentType] ?? 'truck') : 'truck';
    const when = spokenAvailability(truckAvailability);
    const pitch = this.pick([
      `Great, we have a ${equipment} available in ${truckLocation}${when}.`,
      `Perfect, I've got a ${equipment} opening up in ${truckLocation}${when}.`,
    ]);
    if (!equipmentType || !loadEquipment || loadEquipment === equipmentType) return pitch;
    const needed = SPOKEN_EQUIPMENT[loadEquipment] ?? loadEquipment;
    return `${pitch} To be upfront, it's a ${equipment}, not a ${needed}. Would that work for this load?`;
  }

  acknowledgement(): string {
    return this.pick(['Got it.', 'Okay.', 'Perfect.', 'Thank you.', 'Great.']);
  }

  question(
    question: Question,
    stops: { pickup?: ExtractedStop; delivery?: ExtractedStop },
  ): string {
    switch (question) {
      case 'pickup':
        return stops.pickup?.cityState
          ? `What's the pickup date and time in ${stops.pickup.cityState}?`
          : "Where does it pick up, and what's the pickup date and time?";
      case 'delivery':
        return stops.delivery?.cityState
          ? `And when does it deliver in ${stops.delivery.cityState}?`
          : 'Where does it deliver, and when?';
      case 'equipment':
        return 'What kind of trailer does it need?';
      case 'weight':
        return this.pick(['How much does it weigh?', "What's the weight on it?"]);
      case 'commodity':
        return this.pick(["What's the commodity?", 'What commodity is it?']);
      case 'temperature':
        return 'What temperature does it need to run at?';
      case 'miles':
        return this.pick(['How many miles is the trip?', "What's the total distance in miles?"]);
      case 'special':
        return 'Any special instructions I should know about, like a lumper or driver assist?';
      case 'reference':
        return 'Do you have a reference number for it?';
      case 'rate':
        return this.pick(['What are you paying on this one?', "What's the rate you're offering?"]);
    }
  }

  /**
   * A fact the posting gave only weakly, said back to the broker to confirm rather than stated
   * ("I have the pickup in Dallas, Texas, is that right?"). `missing`: the rest of the question
   * (a stop's date and time) is asked in the same breath. The rate is said without a dollar sign
   * or "dollars", so it is not taken for our ask.
   */
  confirm(facts: ConfirmFacts, missing = false): string {
    const right = this.pick(['is that right?', 'is that correct?']);
    switch (facts.question) {
      case 'pickup': {
        const ask = missing ? " And what's the pickup date and time?" : '';
        return `I have the pickup in ${spokenCity(facts.stop.cityState)}, ${right}${ask}`;
      }
      case 'delivery': {
        const ask = missing ? ' And when does it deliver?' : '';
        return `And I have it delivering in ${spokenCity(facts.stop.cityState)}, ${right}${ask}`;
      }
    }
    const d = facts.details;
    switch (facts.question) {
      case 'equipment':
        return `Just to confirm, what kind of trailer does it need, a ${SPOKEN_EQUIPMENT[d.equipmentType ?? ''] ?? 'dry van'}?`;
      case 'weight':
        return `I have the weight at ${formatNumber(d.weight ?? 0)} pounds, ${right}`;
      case 'commodity':
        return `I have the commodity as ${d.commodity ?? ''}, ${right}`;
      case 'temperature':
        return `I have it running at ${d.temperature ?? 0} degrees, ${right}`;
      case 'miles':
        return `I have it at about ${formatNumber(d.totalDistance ?? 0)} miles, ${right}`;
      case 'special':
        return `I have the special instructions as ${d.specialInstructions ?? ''}, ${right}`;
      case 'reference':
        return `I have the reference number as ${d.referenceNumber ?? ''}, ${right}`;
      case 'rate':
        return `Just to confirm, you're paying ${formatNumber(d.brokerOfferedRate ?? 0)} on this one, ${right}`;
    }
  }

  didNotCatch(): string {
    return this.pick(["Sorry, I didn't catch that.", 'Sorry, could you repeat that?']);
  }

  whoWeAre(): string {
    const carrier = this.plan.carrier;
    if (!carrier?.companyName) {
      return "We're a small carrier; my dispatcher will send our packet over with all our details.";
    }
    const mc = carrier.mcNumber?.trim() ? `, MC number ${carrier.mcNumber.trim()}` : '';
    return `We're ${carrier.companyName}${mc}.`;
  }

  justGathering(): string {
    return "We're just gathering the details for now. What are you paying on it?";
  }

  openingAsk(amount: number, brokerOffer: number | null): string {
    const money = formatMoney(amount);
    return brokerOffer === null
      ? `For this one we'd need ${money}. Can you do that?`
      : this.pick([
          `I appreciate that. For this lane we'd need ${money}. Can you do that?`,
          `That's a bit light for us. We'd need ${money} on this one. Can you do that?`,
        ]);
  }

  counterAsk(amount: number): string {
    const money = formatMoney(amount);
    return this.pick([
      `I hear you. Could you meet us at ${money}?`,
      `We could come down to ${money}. Can you do that?`,
      `How about ${money}?`,
    ]);
  }

  lastAsk(amount: number): string {
    return `The lowest we could go is ${formatMoney(amount)}. Can you do that?`;
  }

  acceptAndHold(amount: number): string {
    return `${this.pick(['Great', 'Okay'])}, ${formatMoney(amount)} works for us. Let me confirm with my dispatcher real quick. Can you hold for a minute?`;
  }

  acceptAndBook(amount: number, needReference: boolean): string {
    const ask = needReference
      ? "What e-mail will the rate confirmation come from, and what's the load number?"
      : 'What e-mail will the rate confirmation come from?';
    return `${this.pick(['Great', 'Perfect'])}, ${formatMoney(amount)} works for us. Let's go ahead and book it. ${ask}`;
  }

  stillHere(): string {
    return this.pick([
      "Yes, I'm still here, sorry about the wait. My dispatcher should have an answer any second.",
      "Yes, I'm still here. Thanks for your patience, just waiting on my dispatcher.",
    ]);
  }

  approved(amount: number, needReference: boolean): string {
    const ask = needReference
      ? "What e-mail will the rate confirmation come from, and what's the load number?"
      : 'What e-mail will the rate confirmation come from?';
    return `Thanks for holding. My dispatcher approved it, so we're good to go at ${formatMoney(amount)}. Please go ahead and book it. ${ask}`;
  }

  rejected(expired: boolean): string {
    return expired
      ? "Thanks for holding. I couldn't get my dispatcher's approval in time, so we'll have to pass this time. Sorry about that, and thanks for your time. Bye."
      : "Thanks for holding. Unfortunately my dispatcher can't approve this one, so we'll have to pass this time. Sorry about that, and thanks for your time. Bye.";
  }

  bookedBye(brokerName: string | null): string {
    const name = brokerName ? `, ${brokerName}` : '';
    return `Perfect, thank you${name}. We'll watch for the rate con. Have a great day, bye.`;
  }

  declineRate(min: number): string {
    return `I understand. Unfortunately we can't go below ${formatMoney(min)} on this one, so we'll have to pass this time. Thanks for your time, have a good one.`;
  }

  brokerWalkedAway(): string {
    return 'Understood. Thanks for your time, have a good one.';
  }

  unavailable(): string {
    return this.pick([
      'Oh okay, no problem. Thanks anyway, have a good one.',
      'No worries, thanks for letting me know. Have a good one.',
    ]);
  }

  brokerDeclined(): string {
    return 'Understood, thanks for letting me know. Have a good one.';
  }

  detailsWrapUp(): string {
    return this.pick([
      "That's everything I needed, thank you. I'll run it by my dispatcher and we'll call you back if it works. Have a good one!",
      "Perfect, that's all I need for now. Let me check with my dispatcher and we'll get back to you. Have a good one!",
    ]);
  }

  voicemail(facts: LaneFacts): string {
    const callback = this.plan.from ? ` Please call us back at ${this.plan.from}.` : '';
    const truck = this.plan.truckLocation.trim()
      ? ` We have a truck available in ${this.plan.truckLocation}.`
      : '';
    const who = this.plan.carrier?.companyName
      ? `this is ${this.whoWeAreShort()}`
      : 'I am calling on behalf of a carrier';
    return `Hi, ${who}, calling about ${this.lane(facts)}.${truck}${callback} Thank you!`;
  }

  areYouThere(): string {
    return 'Hello? Are you still there?';
  }

  giveUpSilence(): string {
    return "I think we got disconnected. I'll try you again later. Bye.";
  }

  terminateGoodbye(): string {
    return "I'm sorry, I have to go now. Thank you for your time, goodbye.";
  }
}

/**
 * The truck's availability as said on the phone: ' on November 24 at 8:30 AM' from the call
 * start's 'yyyy-MM-ddTHH:mm' (the truck's local time); midnight is said as the day alone. Text in
 * any other shape is read as written; empty stays empty.
 */
export function spokenAvailability(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(trimmed);
  if (!match) return trimmed ? ` ${trimmed}` : '';
  const [, , month, day, hour, minute] = match;
  const date = ` on ${MONTHS[Number(month) - 1]} ${Number(day)}`;
  const h = Number(hour ?? 0);
  const m = Number(minute ?? 0);
  if (h === 0 && m === 0) return date;
  return `${date} at ${spokenClock(h, m)}`;
}
