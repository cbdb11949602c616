import type { CampaignLoadDetails, CampaignStop } from '@fleet/contracts';
import { createRng, hashString, type Rng } from '../telephony/rng';
import {
  formatMoney,
  formatNumber,
  SPOKEN_EQUIPMENT,
  spokenCity,
  spokenDate,
  spokenTime,
} from '../telephony/speech';
import type { CarrierSalesCallPlan } from './types';
import type { LoadTopic } from './understanding';

/**
 * What the selling agent says: a broker's plain, friendly phone talk. A little variety (seeded by
 * the call id, so a call replays the same) keeps it from sounding canned. Every fact comes from
 * the load; what the load does not say is "on the rate con".
 */

export const UNKNOWN_FACT = "I don't have that, it will be on the rate con.";
export const TERMINATE_GOODBYE = 'I have to let you go, the load has been covered. Thank you!';

export class SalesLines {
  private readonly rng: Rng;

  constructor(private readonly plan: CarrierSalesCallPlan) {
    this.rng = createRng(hashString(`sales:${plan.callId}`));
  }

  private pick(options: string[]): string {
    return this.rng.pick(options);
  }

  private get load(): CampaignLoadDetails {
    return this.plan.load;
  }

  private who(): string {
    const { agentName, companyName } = this.plan.broker;
    const name = agentName.trim() || 'the dispatch desk';
    return companyName.trim() ? `${name} with ${companyName.trim()}` : name;
  }

  private equipment(): string {
    const type = this.load.equipment_type;
    return type ? (SPOKEN_EQUIPMENT[type] ?? 'truck') : '';
  }

  /** "a reefer load from Dallas, Texas to Atlanta, Georgia, picking up Tuesday, March 4th at 8 AM". */
  laneSummary(): string {
    const stops = this.load.stops;
    const first = stops[0];
    const last = stops.length > 1 ? stops[stops.length - 1] : undefined;
    const kind = this.equipment();
    const what = `a ${kind ? `${kind} ` : ''}load`;
    const lane = first
      ? last
        ? ` from ${spokenCity(first.cityState)} to ${spokenCity(last.cityState)}`
        : ` out of ${spokenCity(first.cityState)}`
      : '';
    const when = first ? stopWhen(first) : '';
    return `${what}${lane}${when ? `, picking up ${when}` : ''}`;
  }

  intro(): string {
    const company = this.plan.carrier.dba_name?.trim() || this.plan.carrier.legal_name.trim();
    const calling = company ? `, calling ${company}` : '';
    return this.pick([
      `Hi, this is ${this.who()}${calling}. I've got ${this.laneSummary()}. Do you have a truck that could cover it?`,
      `Hello, ${this.who()} here${calling}. I have ${this.laneSummary()}. Would you have a truck for it?`,
    ]);
  }

  /** Our answer to the carrier's questions about the load. */
  answers(topics: LoadTopic[], offer: number | null): string {
    const parts = topics.map((topic) => this.answer(topic, offer));
    return [...new Set(parts)].join(' ');
  }

  answer(topic: LoadTopic, offer: number | null): string {
    const load = this.load;
    const stops = load.stops;
    switch (topic) {
      case 'pickup': {
        const first = stops[0];
        if (!first) return UNKNOWN_FACT;
        const when = stopWhen(first);
        return `Pickup is in ${spokenCity(first.cityState)}${when ? `, ${when}` : ''}.`;
      }
      case 'delivery': {
        const last = stops.length > 1 ? stops[stops.length - 1] : undefined;
        if (!last) return `For delivery, ${UNKNOWN_FACT}`;
        const when = stopWhen(last);
        return `It delivers to ${spokenCity(last.cityState)}${when ? `, ${when}` : ''}.`;
      }
      case 'weight':
        return load.weight
          ? `It's ${formatNumber(load.weight)} pounds.`
          : `On the weight, ${UNKNOWN_FACT}`;
      case 'commodity':
        return load.commodity?.trim()
          ? `It's ${load.commodity.trim().toLowerCase()}.`
          : `On the commodity, ${UNKNOWN_FACT}`;
      case 'equipment':
        return this.equipment()
          ? `It needs a ${this.equipment()}.`
          : `On the equipment, ${UNKNOWN_FACT}`;
      case 'temperature':
        if (load.temperature !== null)
          return `It runs at ${spokenDegrees(load.temperature)} degrees.`;
        if (load.equipment_type && load.equipment_type !== 'reefer') {
          return "It's a dry load, no temperature control needed.";
        }
        return `On the temperature, ${UNKNOWN_FACT}`;
      case 'distance':
        return load.total_distance
          ? `It's about ${formatNumber(load.total_distance)} miles.`
          : `On the miles, ${UNKNOWN_FACT}`;
      case 'ratePerMile':
        if (!load.total_distance || offer === null) return `On the rate per mile, ${UNKNOWN_FACT}`;
        return `That's about $${(offer / load.total_distance).toFixed(2)} a mile.`;
      case 'rate':
        return offer === null ? UNKNOWN_FACT : `It pays ${formatMoney(offer)} all in.`;
      case 'special':
        return load.specialInstructions?.trim()
          ? `Special instructions: ${load.specialInstructions.trim()}`
          : `On special instructions, ${UNKNOWN_FACT}`;
      case 'stops':
        return stops.length > 2
          ? `It's ${stops.length} stops.`
          : "It's one pickup and one delivery.";
    }
  }

  /** After answering questions without a rate on the table. */
  stillInterested(): string {
    return this.pick(['Does that work for your truck?', 'Would that work for you?']);
  }

  offer(amount: number, round: number, last: boolean): string {
    const money = formatMoney(amount);
    if (last) {
      return this.pick([
        `The most I can do is ${money}, that's my max on this one.`,
        `I can stretch to ${money}, and that's the top of my budget.`,
      ]);
    }
    if (round === 1) {
      return this.pick([`It pays ${money} all in.`, `I can offer ${money} on it, all in.`]);
    }
    return this.pick([
      `I can come up to ${money}.`,
      `Let me meet you partway, I can do ${money}.`,
      `How about ${money}?`,
    ]);
  }

  /** We agree to the amount; the booking waits for the carrier's yes. */
  agreeAndAskToBook(amount: number): string {
    const money = formatMoney(amount);
    return this.pick([
      `Okay, ${money} works for us. Can I go ahead and book it with you at ${money}?`,
      `Alright, ${money} it is. Shall I book it for you at ${money}?`,
    ]);
  }

  /** The carrier said something else after "shall I book it?". */
  confirmAgain(amount: number): string {
    return `Just to confirm, do you want me to book it at ${formatMoney(amount)}?`;
  }

  booked(amount: number): string {
    const email = this.plan.carrier.dispatch_email?.trim();
    const to = email ? ` to ${email}` : '';
    return `Perfect, you're booked at ${formatMoney(amount)}. I'll send the rate confirmation${to} right away. Thank you, bye!`;
  }

  declineRate(): string {
    return `I understand. Unfortunately I can't go above ${formatMoney(this.plan.rateRange.max)} on this one, so we'll have to leave it there. Thanks for your time, have a good day!`;
  }

  noTruck(): string {
    return this.pick([
      'No problem, thanks for letting me know. Have a good day!',
      'Understood, maybe next time. Thanks, bye!',
    ]);
  }

  declined(): string {
    return 'Understood, thanks for your time. Have a good day!';
  }

  email(): string {
    const email = this.plan.carrier.dispatch_email?.trim();
    return `Sure, I'll send the load details over${email ? ` to ${email}` : ' by e-mail'} now. Thanks, bye!`;
  }

  carrierLeft(): string {
    return 'Okay, thanks. Bye!';
  }

  didNotCatch(): string {
    return "Sorry, I didn't catch that. Do you have a truck for this load?";
  }

  areYouThere(): string {
    return 'Hello? Are you still there?';
  }

  giveUpSilence(): string {
    return "I'll let you go. Thanks, bye.";
  }

  voicemail(): string {
    const phone = this.plan.from ? ` at ${this.plan.from}` : '';
    return `Hi, this is ${this.who()}. I've got ${this.laneSummary()}. If you have a truck for it, please call me back${phone}. Thank you!`;
  }

  terminateGoodbye(): string {
    return TERMINATE_GOODBYE;
  }
}

/** "Tuesday, March 4th at 8 AM" / "... between 8 AM and 2 PM, first come first served". */
function stopWhen(stop: CampaignStop): string {
  const date = stop.appointmentDate ? spokenDate(stop.appointmentDate) : '';
  let time = '';
  if (stop.appointmentType === 'FCFS' && stop.appointmentWindowStart && stop.appointmentWindowEnd) {
    time = `between ${spokenTime(stop.appointmentWindowStart)} and ${spokenTime(stop.appointmentWindowEnd)}, first come first served`;
  } else if (stop.appointmentTime) {
    time = `at ${spokenTime(stop.appointmentTime)}`;
  }
  if (!date && !time) return '';
  return [date, time].filter(Boolean).join(' ');
}

const spokenDegrees = (value: number) => (value < 0 ? `minus ${Math.abs(value)}` : `${value}`);
