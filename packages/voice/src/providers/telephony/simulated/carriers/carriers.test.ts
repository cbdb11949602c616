import { describe, expect, it } from 'vitest';
import { startCarrierSalesCall } from '../../../../agent/domain/carrier-sales';
import {
  makeCarrier,
  makeLoad,
  makeSalesPlan,
} from '../../../../agent/domain/carrier-sales/testing';
import type { CarrierSalesEvent } from '../../../../agent/domain/carrier-sales/types';
import { createVirtualClock } from '../../../../agent/domain/clock';
import { createRng } from '../../../../agent/domain/telephony/rng';
import { createSimulatedTelephony } from '../simulated-telephony';
import {
  CARRIER_MIX,
  CARRIER_PERSONA_TABLE,
  carrierPersonaFor,
  priceCarrier,
  SimulatedCarrier,
  understandSeller,
} from '.';

const row = (i: number) =>
  makeCarrier({
    mc_number: String(100000 + i * 37),
    dot_number: String(3000000 + i * 11),
    dispatch_phone: `+1469555${String(2000 + (i % 7000)).padStart(4, '0')}`,
  });

describe('simulated carrier personas', () => {
  it('each documented suffix forces its row', () => {
    for (const entry of CARRIER_PERSONA_TABLE) {
      const persona = carrierPersonaFor(makeCarrier({ dispatch_phone: `+1214555${entry.suffix}` }));
      expect(persona).toMatchObject({
        behaviour: entry.behaviour,
        personality: entry.personality,
        source: 'table',
      });
    }
  });

  it('the same row always gives the same persona; MC, DOT or phone changes it', () => {
    const a = row(1);
    expect(carrierPersonaFor(a)).toEqual(carrierPersonaFor({ ...a }));
    const variants = [
      { ...a, mc_number: 'MC-999999' },
      { ...a, dot_number: '1234567' },
      { ...a, dispatch_phone: '+14695559876' },
    ].map((r) => JSON.stringify(carrierPersonaFor(r)));
    expect(new Set(variants).size).toBeGreaterThan(1);
    // Formatting does not matter: digits are hashed.
    expect(carrierPersonaFor({ ...a, mc_number: `MC ${a.mc_number}` }).behaviour).toBe(
      carrierPersonaFor(a).behaviour,
    );
  });

  it('hashed rows follow the documented mix (±4 points over 3,000 rows)', () => {
    const counts = new Map<string, number>();
    const rows = 3000;
    for (let i = 0; i < rows; i++) {
      const persona = carrierPersonaFor(row(i));
      expect(persona.source).toBe('hashed');
      counts.set(persona.behaviour, (counts.get(persona.behaviour) ?? 0) + 1);
    }
    for (const [behaviour, weight] of CARRIER_MIX) {
      expect(Math.abs(((counts.get(behaviour) ?? 0) / rows) * 100 - weight)).toBeLessThan(4);
    }
  });
});

describe('simulated carrier pricing', () => {
  const range = { min: 2000, max: 2400 };
  it('places the floor inside the range (books) or above max (too expensive)', () => {
    for (let i = 0; i < 200; i++) {
      const persona = carrierPersonaFor(row(i));
      const { floor, firstAsk, basis } = priceCarrier(persona, makeLoad(), range);
      expect(basis).toBe('range');
      expect(firstAsk).toBeGreaterThan(floor);
      if (persona.behaviour === 'too-expensive') expect(floor).toBeGreaterThan(range.max);
      else {
        expect(floor).toBeGreaterThanOrEqual(range.min);
        expect(floor).toBeLessThanOrEqual(range.max);
      }
    }
  });

  it('prices from the market without a range', () => {
    const persona = carrierPersonaFor(makeCarrier({ dispatch_phone: '+12145550101' }));
    const market = priceCarrier(persona, makeLoad({ marketRateRange: { min: 3000, max: 3400 } }));
    expect(market.basis).toBe('market');
    expect(market.floor).toBeGreaterThan(2800);
    expect(market.floor).toBeLessThan(3700);
  });
});

describe('the simulated carrier (far end)', () => {
  const persona = carrierPersonaFor(makeCarrier({ dispatch_phone: '+12145550101' }));
  const pricing = { floor: 2200, firstAsk: 2600, basis: 'range' as const };
  const carrier = () =>
    new SimulatedCarrier(persona, makeLoad(), pricing, createRng(3), 'ops@example.com');

  it('reads the seller: the offer (not "$2.10 a mile"), booking questions, goodbyes', () => {
    expect(understandSeller("I can do $2,100. That's about $2.69 a mile.").amount).toBe(2100);
    expect(
      understandSeller('Okay, $2,225 works for us. Can I go ahead and book it with you at $2,225?'),
    ).toMatchObject({ amount: 2225, asksToBook: true });
    expect(
      understandSeller('I have to let you go, the load has been covered. Thank you!').goodbye,
    ).toBe(true);
  });

  it('never says yes to booking below its floor, and passes after repeating its floor', () => {
    const c = carrier();
    c.hear('Hi, this is Alex with Blue Ridge. I have a load. Do you have a truck for it?');
    const replies: string[] = [];
    for (let i = 0; i < 8 && c.phase !== 'closing'; i++) {
      replies.push(c.hear('Can I go ahead and book it with you at $2,000?').text);
    }
    expect(c.bookedRate).toBeNull();
    expect(replies.at(-1)).toMatch(/pass/);
    expect(replies.some((r) => /\$2,200/.test(r))).toBe(true);
  });

  it('takes an offer at its ask, confirms the booking, and hangs up on the goodbye', () => {
    const c = carrier();
    c.hear('Do you have a truck for it?');
    expect(c.hear('It pays $2,600 all in.').text).toMatch(/\$2,600/);
    expect(
      c.hear('Okay, $2,600 works for us. Can I go ahead and book it with you at $2,600?').text,
    ).toMatch(/^Yes/);
    expect(c.bookedRate).toBe(2600);
    expect(c.hear("Perfect, you're booked at $2,600. Thank you, bye!")).toMatchObject({
      hangup: true,
    });
    expect(c.phase).toBe('gone');
  });
});

describe('the simulated telephony with a carrier hint', () => {
  async function transcriptOf(seed: number, callId: string) {
    const clock = createVirtualClock();
    const telephony = createSimulatedTelephony({ seed, clock });
    const events: CarrierSalesEvent[] = [];
    const plan = { ...makeSalesPlan('0101'), callId };
    const handle = startCarrierSalesCall(plan, {
      telephony,
      clock,
      onEvent: (e) => events.push(e),
    });
    await handle.done;
    return { events, info: telephony.inspectCarrier(callId), broker: telephony.inspect(callId) };
  }

  it('routes the call to a simulated carrier (inspectCarrier), not a broker', async () => {
    const { info, broker } = await transcriptOf(5, 'route-1');
    expect(broker).toBeUndefined();
    expect(info?.persona.behaviour).toBe('books');
    expect(info?.carrier?.bookedRate).not.toBeNull();
  });

  it('is deterministic: same row, seed and call → same persona and the same transcript', async () => {
    const a = await transcriptOf(11, 'det-1');
    const b = await transcriptOf(11, 'det-1');
    expect(b.events).toEqual(a.events);
    expect(b.info?.persona).toEqual(a.info?.persona);
    expect(b.info?.pricing).toEqual(a.info?.pricing);
    const c = await transcriptOf(12, 'det-1');
    expect(c.info?.persona).toEqual(a.info?.persona); // the persona follows the row only
  });
});
