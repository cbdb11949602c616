import type { CampaignLoadDetails } from '@fleet/contracts';
import type { Rng } from '../../../../agent/domain/telephony/rng';
import {
  formatMoney,
  SPOKEN_EQUIPMENT,
  spokenCity,
} from '../../../../agent/domain/telephony/speech';
import { FREIGHT_CITIES, findCity, roadMiles } from '../us-cities';
import type { CarrierPersona, CarrierQuestion } from './personas';

/**
 * What a simulated carrier dispatcher says. Several templates per line, picked with the call's
 * seeded randomness; personality colours the wording (talkative dispatchers chat, terse ones
 * answer in fragments, pushy ones press for money).
 */
export class CarrierVoice {
  constructor(
    private readonly persona: CarrierPersona,
    private readonly load: CampaignLoadDetails,
    private readonly rng: Rng,
  ) {}

  private pick(options: string[]): string {
    return this.rng.pick(options);
  }

  private get pickupCity(): string {
    const first = this.load.stops[0]?.cityState;
    return first ? spokenCity(first) : 'the pickup';
  }

  greeting(): string {
    const { company, dispatcherName } = this.persona;
    return this.pick([
      `${company} dispatch, this is ${dispatcherName}.`,
      `Hello, ${dispatcherName} speaking.`,
      `${company}, ${dispatcherName} here. How can I help you?`,
    ]);
  }

  voicemailGreeting(): string {
    return `You've reached ${this.persona.company} dispatch. We can't come to the phone right now. Please leave your name, number and the load after the tone.`;
  }

  /** Interested, with a truck near the pickup; asks what it pays. */
  interested(): string {
    const near = `${this.persona.truckMilesOut} miles from ${this.pickupCity}`;
    if (this.persona.personality === 'terse') {
      return this.pick([
        `Yeah, got a truck ${near}. What's it pay?`,
        "Yeah, maybe. What's it paying?",
      ]);
    }
    return this.pick([
      `Yeah, I've got a truck empty about ${near}. What's it paying?`,
      `Oh nice, that could work, I have a driver empty about ${near}. What does it pay?`,
    ]);
  }

  /** Interested and names its number before we do. */
  interestedWithAsk(ask: number): string {
    return this.pick([
      `Yeah, I've got a truck ${this.persona.truckMilesOut} miles out. I'd need ${formatMoney(ask)} for it.`,
      `I can cover it. It's gonna be ${formatMoney(ask)} though.`,
    ]);
  }

  /** Interested, but wants to know about the load first. */
  maybeFirstQuestion(question: CarrierQuestion): string {
    return `Maybe, I've got a truck ${this.persona.truckMilesOut} miles out. ${this.question(question)}`;
  }

  question(question: CarrierQuestion): string {
    switch (question) {
      case 'weight':
        return this.pick(['How heavy is it?', 'What does it weigh?']);
      case 'pickup':
        return this.pick(['What time is the pickup?', 'When does it pick up?']);
      case 'commodity':
        return this.pick(['What are we hauling?', "What's the commodity?"]);
      case 'temperature':
        return this.pick(['What temp does it run at?', 'What temperature do they want?']);
      case 'delivery':
        return this.pick(['When does it deliver?', "What's the delivery appointment?"]);
      case 'miles':
        return this.pick(['How many miles is it?', "What's the distance on it?"]);
    }
  }

  okayNext(question: CarrierQuestion): string {
    return `${this.pick(['Okay.', 'Got it.', 'Alright.'])} ${this.question(question)}`;
  }

  askRate(): string {
    return this.pick(['Okay, that works. What does it pay?', "Alright. So what's it paying?"]);
  }

  askRateAgain(): string {
    return 'So what can you pay on it?';
  }

  truckFar(): string {
    const pickup = findCity(this.load.stops[0]?.cityState);
    const far = FREIGHT_CITIES.filter((c) => !pickup || roadMiles(c, pickup) > 600);
    const city = this.rng.pick(far.length > 0 ? far : FREIGHT_CITIES);
    const miles = pickup ? ` That's about ${Math.round(roadMiles(city, pickup))} miles out.` : '';
    return `Sorry, my closest truck is in ${spokenCity(city.cityState)}.${miles} Too far for that pickup, I've got nothing near there.`;
  }

  wrongEquipment(): string {
    const needed = this.load.equipment_type ?? 'dry_van';
    const ours = this.rng.pick(
      ['dry_van', 'flatbed', 'reefer', 'box_truck'].filter((type) => type !== needed),
    );
    const spoken = SPOKEN_EQUIPMENT[ours] ?? 'flatbed';
    return `Sorry, we only run ${spoken}s. Can't help you on that one.`;
  }

  notInterested(): string {
    return this.pick([
      "Nah, we don't go that way. We'll pass, thanks.",
      "Not interested in that lane, sorry. I'll pass.",
    ]);
  }

  email(): string {
    return this.pick([
      "I'm on the road right now. Can you send it over by e-mail?",
      "I can't look at it right now, just send me the details by e-mail and I'll get back to you.",
    ]);
  }

  hangUp(): string {
    return this.pick(["Hold on, I've got another call coming in.", '']);
  }

  takesOffer(amount: number): string {
    return this.pick([
      `Yeah, ${formatMoney(amount)} works, we'll take it.`,
      `Alright, ${formatMoney(amount)}, I can do that.`,
    ]);
  }

  counter(ask: number): string {
    if (this.persona.personality === 'pushy') {
      return this.pick([
        `That's too low. I need ${formatMoney(ask)}.`,
        `No way, ${formatMoney(ask)}.`,
      ]);
    }
    return this.pick([
      `Can you do ${formatMoney(ask)}?`,
      `Hmm, that's a little light. I'd need ${formatMoney(ask)} on that.`,
      `Fuel's not cheap these days. How about ${formatMoney(ask)}?`,
    ]);
  }

  final(floor: number): string {
    return this.pick([
      `${formatMoney(floor)} is the lowest I can go on that.`,
      `I can't go any lower than ${formatMoney(floor)}, that's my bottom line.`,
    ]);
  }

  passOnRate(): string {
    return "Sorry, I can't do it for that. We'll pass.";
  }

  confirmBooking(email: string | null): string {
    const to = email ? ` Send the rate con to ${email}.` : '';
    return `Yes, go ahead and book it.${to}`;
  }

  stillHere(): string {
    return "Yeah, I'm here.";
  }

  bye(): string {
    return this.pick(['Thanks, bye.', 'Alright, have a good one. Bye.', 'Okay, thanks. Bye!']);
  }
}
