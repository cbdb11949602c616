import type { Rng } from '../../../agent/domain/telephony/rng';
import {
  formatMoney,
  formatNumber,
  spokenCity,
  spokenDate,
  spokenTime,
} from '../../../agent/domain/telephony/speech';
import type { HiddenStop } from './hidden-load';
import type { BrokerPersona, Personality } from './personas';

/**
 * What the simulated broker says: sentence templates with several variants each, picked with the
 * call's seeded randomness and coloured by personality (talkative, terse, pushy).
 */

type Variants = Record<Personality, string[]> | string[];

export class BrokerVoice {
  constructor(
    private readonly persona: BrokerPersona,
    private readonly rng: Rng,
    private readonly today: string,
  ) {}

  private say(variants: Variants, values: Record<string, string> = {}): string {
    const list = Array.isArray(variants) ? variants : variants[this.persona.personality];
    const template = this.rng.pick(list);
    return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  }

  private get names(): Record<string, string> {
    return { name: this.persona.brokerName, company: this.persona.company };
  }

  greeting(): string {
    return this.say(
      {
        talkative: [
          'Thanks for calling {company}, this is {name}, how can I help you?',
          'Good morning, {company}, this is {name} speaking, what can I do for you?',
        ],
        terse: ['{company}, {name} speaking.', '{company}, this is {name}.'],
        pushy: ['{company}, this is {name}, go ahead.', '{company}, {name} speaking, go ahead.'],
      },
      this.names,
    );
  }

  voicemailGreeting(): string {
    return this.say(
      [
        "Hi, you've reached {name} at {company}. I'm away from my desk right now. Please leave your name, number and the load you're calling about and I'll get right back to you.",
        "You've reached the voicemail of {name} with {company}. Leave a message after the tone and I'll call you back.",
      ],
      this.names,
    );
  }

  available(): string {
    return this.say({
      talkative: [
        "Yeah, it's still available. What do you need to know?",
        'Yes sir, still open. What can I tell you about it?',
      ],
      terse: ['Yeah, still available.', "It's available."],
      pushy: [
        "It's available but it won't be for long. What do you need?",
        "Yeah it's open, I've got a few trucks calling on it though.",
      ],
    });
  }

  covered(): string {
    return this.say([
      "Sorry, that load's already covered.",
      'Ah, sorry, that one is already covered, we just booked it a few minutes ago.',
      "That one's covered already, sorry about that.",
    ]);
  }

  stillCovered(): string {
    return this.say(["Like I said, it's covered. Take care.", 'Yeah, nothing on that one. Bye.']);
  }

  declinesCarrier(): string {
    return this.say([
      "I appreciate the call, but we can't set up new carriers on this lane right now. We need at least a year of authority. Sorry.",
      "Thanks for calling, but we're not able to use you on this one, our customer only takes carriers that are already set up with us.",
    ]);
  }

  hangUpLine(): string {
    return this.say([
      "Sorry, I've got another call coming in, I gotta go.",
      'Hey, let me call you back, I have to run.',
      "I can't talk right now, sorry. Bye.",
    ]);
  }

  stopAnswer(stop: HiddenStop): string {
    const city = spokenCity(stop.cityState);
    const when = this.datePhrase(stop.appointmentDate);
    const appointment =
      stop.appointmentType === 'APPT'
        ? this.say(
            [
              'appointment at {time}',
              'with {a} {time} appointment',
              "there's an appointment set for {time}",
            ],
            {
              time: spokenTime(stop.appointmentTime ?? '08:00'),
              a: article(spokenTime(stop.appointmentTime ?? '08:00')),
            },
          )
        : this.say(
            [
              'first come first served from {start} to {end}',
              'FCFS between {start} and {end}',
              "it's first come, first served, {start} to {end}",
            ],
            {
              start: spokenTime(stop.appointmentWindowStart ?? '08:00'),
              end: spokenTime(stop.appointmentWindowEnd ?? '16:00'),
            },
          );
    if (stop.stopType === 'PICKUP') {
      return this.say(
        {
          talkative: [
            'So it picks up in {city} {when}, {appointment}.',
            "Pickup's in {city} {when}, {appointment}.",
          ],
          terse: [
            'Picks up in {city} {when}, {appointment}.',
            'Pickup in {city}, {when}, {appointment}.',
          ],
          pushy: ['Pickup is in {city} {when}, {appointment}. Truck needs to be on time.'],
        },
        { city, when, appointment },
      );
    }
    return this.say(
      {
        talkative: [
          'It delivers to {city} {when}, {appointment}.',
          "Delivery's in {city} {when}, {appointment}.",
        ],
        terse: [
          'Delivers to {city} {when}, {appointment}.',
          'Delivery in {city}, {when}, {appointment}.',
        ],
        pushy: ['Delivery is in {city} {when}, {appointment}. No late deliveries on this one.'],
      },
      { city, when, appointment },
    );
  }

  private datePhrase(date: string): string {
    const spoken = spokenDate(date);
    const dayMs = 86_400_000;
    const diff = Math.round((Date.parse(date) - Date.parse(this.today)) / dayMs);
    if (diff === 0) return `today, ${spoken}`;
    if (diff === 1) return this.rng.chance(0.5) ? `tomorrow, ${spoken}` : `on ${spoken}`;
    return `on ${spoken}`;
  }

  weight(weight: number): string {
    return this.say(
      {
        talkative: ["It's {w} pounds.", "It's about {w} pounds, so a pretty full load."],
        terse: ['{w} pounds.', '{w} pounds.'],
        pushy: ['{w} pounds.', "It's {w} pounds, legal weight."],
      },
      { w: formatNumber(weight) },
    );
  }

  commodity(commodity: string): string {
    return this.say(
      {
        talkative: ["It's {c}.", "They're shipping {c}.", 'The commodity is {c}.'],
        terse: ['{C}.', "It's {c}."],
        pushy: ["It's {c}.", 'The commodity is {c}.'],
      },
      { c: commodity, C: commodity.charAt(0).toUpperCase() + commodity.slice(1) },
    );
  }

  temperature(temperature: number): string {
    const t = temperature < 0 ? `minus ${Math.abs(temperature)}` : String(temperature);
    return this.say(
      [
        'It needs to run at {t} degrees.',
        'Set the reefer at {t} degrees, continuous.',
        '{t} degrees.',
      ],
      { t },
    );
  }

  notReefer(): string {
    return this.say(["It's a dry load, no temperature.", 'No temp on this one.']);
  }

  miles(miles: number): string {
    return this.say(
      ["It's about {m} miles.", "It's {m} miles loaded.", 'Right around {m} miles.'],
      { m: formatNumber(miles) },
    );
  }

  rate(amount: number, alreadySaid: boolean): string {
    const r = formatMoney(amount);
    if (alreadySaid) return this.say(["Like I said, I'm at {r}.", "I'm at {r} right now."], { r });
    return this.say(
      {
        talkative: [
          "We're paying {r} all in on that one.",
          "I've got {r} on it, and that includes fuel.",
        ],
        terse: ['{r} all in.', "I've got {r} on it."],
        pushy: ["{r}, and that's a good rate for that lane.", "I'm paying {r}. That's the rate."],
      },
      { r },
    );
  }

  special(instructions: string | null): string {
    if (!instructions) {
      return this.say([
        'Nothing special on this one.',
        "No, it's pretty standard.",
        'Nope, nothing special.',
      ]);
    }
    const acronym = /^[A-Z]{2,}/.test(instructions);
    return this.say(['Yeah, {i}.', '{I}.', 'One thing: {i}.'], {
      i: acronym ? instructions : instructions.charAt(0).toLowerCase() + instructions.slice(1),
      I: instructions,
    });
  }

  reference(reference: string): string {
    return this.say(['The reference number is {r}.', 'Load number is {r}.', 'Reference {r}.'], {
      r: reference,
    });
  }

  rateCon(email: string, reference: string): string {
    return this.say(
      [
        "I'll send the rate con from {e}, reference number {r}.",
        "You'll get the rate confirmation from {e}. Our load number is {r}.",
      ],
      { e: email, r: reference },
    );
  }

  equipment(label: string): string {
    return this.say(["It's a {e} load.", 'We need a {e} on it.'], { e: label });
  }

  acceptAsk(amount: number): string {
    return this.say(
      {
        talkative: ['Alright, I can make {r} work.', "Okay, you've got a deal at {r}."],
        terse: ['{r} works.', 'Okay, {r}.'],
        pushy: [
          'Fine, {r}, but I need the truck there on time.',
          'Okay, {r}. Let us get it booked.',
        ],
      },
      { r: formatMoney(amount) },
    );
  }

  counter(amount: number): string {
    return this.say(
      {
        talkative: [
          "That's a little high for me. I could do {r}.",
          "I can't get there, but I could go up to {r}.",
          'How about we meet at {r}?',
        ],
        terse: ['I can do {r}.', 'Best I have right now is {r}.'],
        pushy: [
          "No way, that's too high. I can do {r}, and I need an answer quick.",
          "{r}. I've got other trucks calling on it.",
        ],
      },
      { r: formatMoney(amount) },
    );
  }

  final(amount: number): string {
    return this.say(
      [
        "{r} is the best I can do, that's my final.",
        "I'm maxed out at {r}, I can't go any higher.",
        "Look, {r} is my final offer, that's all the customer's paying.",
      ],
      { r: formatMoney(amount) },
    );
  }

  walkAway(): string {
    return this.say([
      "Then I'm going to have to pass, I've got other trucks calling on it. Thanks anyway.",
      "Sorry, we're too far apart. I'll find another truck. Thanks for calling.",
    ]);
  }

  holdOk(): string {
    return this.say([
      'Sure, I can hold.',
      "Okay, I'll hold.",
      "Yeah, go ahead, but don't take too long.",
    ]);
  }

  holdCheckIn(): string {
    return this.say([
      "Hello? You still there? I've got other carriers calling on this one.",
      'Hey, are you still there?',
    ]);
  }

  holdGiveUp(): string {
    return this.say([
      "I can't hold any longer, I'm going to move on to another truck. Bye.",
      "Sorry, I've waited long enough, I'm giving it to someone else.",
    ]);
  }

  booked(): string {
    return this.say([
      "Perfect, I'll get the rate con over to you.",
      "Great, you're booked. I'll send the rate confirmation over.",
    ]);
  }

  noProblem(): string {
    return this.say([
      'No problem, maybe next time.',
      'Alright, no worries.',
      'Okay, thanks anyway.',
    ]);
  }

  bye(): string {
    return this.say(['Alright, bye.', 'Thanks, you too. Bye.', 'Take care, bye.']);
  }

  okay(): string {
    return this.say(['Okay.', 'Alright.', 'Sure.']);
  }

  sayAgain(): string {
    return this.say([
      'Sorry, say that again?',
      'What else do you need?',
      "I'm sorry, what was that?",
    ]);
  }

  askMc(): string {
    return this.say(["What's your MC number?", 'Who am I talking to, what company and MC?']);
  }

  meetDispatcher(dispatcherName: string | null): string {
    return this.say(
      ['Oh hey {n}, nice to meet you. What can I do for you?', 'Hi {n}, good to talk to you.'],
      { n: dispatcherName ?? 'there' },
    );
  }

  chatWithDispatcher(): string {
    return this.say([
      "Yeah, the pickup number will be on the rate con, and the shipper's pretty quick.",
      "Sure, I can send over the shipper's contact too.",
      "Yeah, we've had trucks in and out of there all week, no issues.",
    ]);
  }

  wrapUpWithDispatcher(): string {
    return this.say([
      "Okay, sounds good, I'll send everything over by e-mail. Thanks, talk to you later. Bye.",
      'Alright, we are all set then. Thanks, bye.',
    ]);
  }

  volunteer(kind: 'weight' | 'miles' | 'reference' | 'commodity', value: string): string {
    const templates: Record<typeof kind, string[]> = {
      weight: ["And it's {v} pounds.", 'Weight is {v} pounds, by the way.'],
      miles: ["It's about {v} miles.", "It's right around {v} miles."],
      reference: ['The reference number is {v}.', 'Reference number is {v}, if you need it.'],
      commodity: ['The commodity is {v}.'],
    };
    return this.say(templates[kind], { v: value });
  }
}

/** "an 8 AM appointment", "a 9 AM appointment". */
function article(spoken: string): string {
  return /^(8|11|18)\b/.test(spoken) ? 'an' : 'a';
}
