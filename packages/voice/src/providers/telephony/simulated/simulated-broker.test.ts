import { describe, expect, it } from 'vitest';
import { createRng } from '../../../agent/domain/telephony/rng';
import { understandCaller } from './agent-intent';
import { buildHiddenLoad, type HiddenLoad } from './hidden-load';
import { type BrokerBehaviour, type BrokerPersona, personaFor } from './personas';
import { SimulatedBroker } from './simulated-broker';

const now = new Date('2025-03-03T15:00:00.000Z');

function broker(
  phone: string,
  overrides: Partial<HiddenLoad> = {},
  persona?: Partial<BrokerPersona>,
) {
  const p = { ...personaFor(phone), ...persona };
  const rng = createRng(5);
  const load = {
    ...buildHiddenLoad({
      posting: { loadDetails: null, text: '', equipmentType: 'dry_van' },
      persona: p,
      rng,
      now,
    }),
    ...overrides,
  };
  return new SimulatedBroker(p, load, rng, '2025-03-03');
}

const negotiatorWith = (behaviour: BrokerBehaviour) =>
  broker(
    '+15553334444',
    { postedRate: 1800, ceiling: 2100 },
    {
      behaviour,
      personality: 'terse',
      concession: 0.5,
      maxCounters: 3,
    },
  );

describe('the simulated broker', () => {
  it('when asked about the load, then it answers from its hidden load', () => {
    const b = broker('+15550100008');
    expect(b.hear('How much does it weigh?').text).toContain(b.load.weight.toLocaleString('en-US'));
    expect(b.hear('How many miles is the trip?').text).toContain(
      b.load.totalDistance.toLocaleString('en-US'),
    );
    expect(b.hear('Do you have a reference number for it?').text).toContain(b.load.referenceNumber);
    expect(b.hear('What are you paying on this one?').text).toContain(
      `$${b.load.postedRate.toLocaleString('en-US')}`,
    );
  });

  it('when the load is covered, then it says so and hangs up on the next line', () => {
    const b = broker('+15550100005');
    expect(
      b.hear("Hi, this is Jane with Acme. I'm calling about your load. Is it still available?")
        .text,
    ).toMatch(/covered/);
    expect(b.hear('Oh okay, thanks anyway. Have a good one.')).toMatchObject({ hangup: true });
  });

  it('when asked for more than its ceiling, then it counters upward, names a final, and walks away', () => {
    const b = negotiatorWith('negotiator');
    b.hear('What are you paying on this one?');
    const offers: number[] = [];
    let last = '';
    for (let i = 0; i < 8 && b.phase === 'talking'; i++) {
      last = b.hear('We would need $2,500 on this one. Can you do that?').text;
      const amount = /\$([\d,]+)/.exec(last)?.[1];
      if (amount) offers.push(Number(amount.replace(/,/g, '')));
    }
    for (let i = 1; i < offers.length; i++)
      expect(offers[i]).toBeGreaterThanOrEqual(offers[i - 1]!);
    expect(Math.max(...offers)).toBe(2100);
    expect(b.phase).toBe('closing');
    expect(last).toMatch(/pass|another truck/);
    expect(b.agreedRate).toBeNull();
  });

  it('when asked for a rate within reach, then it concedes and accepts', () => {
    const b = negotiatorWith('negotiator');
    b.hear('What are you paying on this one?');
    expect(b.hear('We would need $2,050. Can you do that?').text).toMatch(/\$1,925/);
    const reply = b.hear('How about $1,975?').text;
    expect(reply).toContain('$1,975');
    expect(b.agreedRate).toBe(1975);
  });

  it('when cooperative, then it takes any ask up to its ceiling at once', () => {
    const b = negotiatorWith('cooperative');
    b.hear('What are you paying on this one?');
    b.hear('We would need $2,100. Can you do that?');
    expect(b.agreedRate).toBe(2100);
  });

  it('when we accept its number and ask to hold, then it holds with the rate agreed', () => {
    const b = negotiatorWith('negotiator');
    b.hear('What are you paying on this one?');
    const reply = b.hear(
      'Great, $1,800 works for us. Let me confirm with my dispatcher real quick. Can you hold for a minute?',
    );
    expect(reply.hold).toBe(true);
    expect(b.agreedRate).toBe(1800);
    expect(b.phase).toBe('holding');
    expect(b.hear("Yes, I'm still here, sorry about the wait.").hold).toBe(true);
    const booked = b.hear(
      "Thanks for holding. My dispatcher approved it, so we're good to go at $1,800. Please go ahead and book it. What e-mail will the rate confirmation come from?",
    );
    expect(b.phase).toBe('booked');
    expect(booked.text).toContain(b.persona.email);
  });

  it('when the dispatcher is introduced, then it greets them by name', () => {
    const b = broker('+15550100006');
    expect(b.meetDispatcher('Hi, this is Sam, the dispatcher.').text).toMatch(/Sam/);
    expect(b.phase).toBe('with-dispatcher');
    expect(b.hear('anything').text).toBe('');
  });

  it('when it hangs up early (…0004), then it does so on the second line', () => {
    const b = broker('+15550100004');
    expect(b.hear('Hi, is your load still available?').hangup).toBeUndefined();
    expect(b.hear('Where does it pick up?').hangup).toBe(true);
  });
});

describe('how the broker understands the caller', () => {
  it('reads topics only from questions, and tells asks from acceptances', () => {
    expect(
      understandCaller(
        "Hi, this is Jane. I'm calling about your load, reference number LD123456. Is it still available?",
      ),
    ).toMatchObject({ asks: [], availability: true, introduction: true });
    expect(understandCaller("What's the pickup date and time in Dallas, TX?").asks).toEqual([
      'pickup',
    ]);
    expect(understandCaller("We'd need $2,400 on this one. Can you do that?")).toMatchObject({
      amount: 2400,
      amountMeaning: 'ask',
    });
    expect(understandCaller('Great, $2,150 works for us.')).toMatchObject({
      amount: 2150,
      amountMeaning: 'accept',
    });
    expect(understandCaller('Thanks for holding. We are good to go.').hold).toBe(false);
  });
});
