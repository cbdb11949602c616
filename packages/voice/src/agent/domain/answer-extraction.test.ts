import { describe, expect, it } from 'vitest';
import {
  extractAmounts,
  extractBrokerIdentity,
  extractCity,
  extractCommodity,
  extractDate,
  extractEmail,
  extractEquipment,
  extractMiles,
  extractReference,
  extractSpecialInstructions,
  extractStop,
  extractTemperature,
  extractTimes,
  extractWeight,
} from './answer-extraction';
import { understandBroker } from './understanding';

const monday = new Date('2025-03-03T15:00:00.000Z');

describe('reading spoken answers', () => {
  it('reads cities with spoken or coded states, skipping lead-in words', () => {
    expect(extractCity('Pickup in Dallas, Texas, today')).toBe('Dallas, TX');
    expect(extractCity("Delivery's in St. Louis, Missouri on Friday")).toBe('St. Louis, MO');
    expect(extractCity('It delivers to Salt Lake City, Utah')).toBe('Salt Lake City, UT');
    expect(extractCity('Picks up in Charlotte, NC at 8')).toBe('Charlotte, NC');
    expect(extractCity('West Virginia, no city here')).toBeNull();
  });

  it('reads dates relative to the call', () => {
    expect(extractDate('tomorrow, Tuesday, March 4th', monday)).toBe('2025-03-04');
    expect(extractDate('today', monday)).toBe('2025-03-03');
    expect(extractDate('on Friday', monday)).toBe('2025-03-07');
    expect(extractDate('3/12', monday)).toBe('2025-03-12');
    expect(extractDate('January 2nd', new Date('2025-12-28T12:00:00Z'))).toBe('2026-01-02');
    expect(extractDate('whenever', monday)).toBeNull();
  });

  it('reads clock times', () => {
    expect(extractTimes('from 7 AM to 3 PM')).toEqual(['07:00', '15:00']);
    expect(extractTimes('at 2:30 p.m. or noon')).toEqual(['14:30', '12:00']);
    expect(extractTimes('at 14:00')).toEqual(['14:00']);
    expect(extractTimes('0800 hours')).toEqual(['08:00']);
    expect(extractTimes('42,000 pounds in 2025')).toEqual([]);
  });

  it('reads a stop answer: FCFS window or appointment', () => {
    expect(
      extractStop(
        "Pickup's in Cincinnati, Ohio today, Monday, March 3rd, first come first served from 9 AM to 5 PM.",
        monday,
      ),
    ).toEqual({
      cityState: 'Cincinnati, OH',
      appointmentDate: '2025-03-03',
      appointmentType: 'FCFS',
      appointmentTime: null,
      appointmentWindowStart: '09:00',
      appointmentWindowEnd: '17:00',
    });
    expect(
      extractStop(
        'Delivers to Boise, Idaho on Friday, March 7th, with an 11:30 AM appointment.',
        monday,
      ),
    ).toMatchObject({
      appointmentType: 'APPT',
      appointmentTime: '11:30',
      appointmentDate: '2025-03-07',
    });
  });

  it('reads weight, temperature, miles, money, references, e-mail and equipment', () => {
    expect(extractWeight('42,000 pounds', true)).toBe(42000);
    expect(extractWeight('about 38 thousand pounds', true)).toBe(38000);
    expect(extractWeight('42k', true)).toBe(42000);
    expect(extractWeight('42k', false)).toBeNull();
    expect(extractTemperature('Set the reefer at minus 10 degrees, continuous.', true)).toBe(-10);
    expect(extractTemperature('34 degrees.', true)).toBe(34);
    expect(extractTemperature('run it at 0', true)).toBe(0);
    expect(extractMiles("It's 1,045 miles loaded.")).toBe(1045);
    expect(extractAmounts("That's high. I could do $2,075.")).toEqual([2075]);
    expect(extractAmounts('twenty-one hundred dollars, or 2300 dollars')).toEqual([2100, 2300]);
    expect(extractReference('The reference number is LD482913.')).toBe('LD482913');
    expect(extractReference('Our load number is 8406077.')).toBe('8406077');
    expect(extractReference('the reference is fine')).toBeNull();
    expect(extractEmail('from dispatch@summitlogistics.com, reference 1')).toBe(
      'dispatch@summitlogistics.com',
    );
    expect(extractEquipment("It's a reefer load.")).toBe('reefer');
    expect(extractEquipment('We need a dry van on it.')).toBe('dry_van');
  });

  it('reads the commodity and special instructions from a short answer', () => {
    expect(extractCommodity('Packaged snacks.', true)).toBe('packaged snacks');
    expect(extractCommodity("Yeah, it's frozen chicken.", true)).toBe('frozen chicken');
    expect(extractCommodity("They're shipping PVC pipe.", true)).toBe('PVC pipe');
    expect(extractCommodity("It's 40,500 pounds. The commodity is fresh produce.", false)).toBe(
      'fresh produce',
    );
    expect(extractCommodity('It picks up tomorrow.', false)).toBeNull();
    expect(extractSpecialInstructions('Yeah, driver assist on unload.')).toBe(
      'Driver assist on unload',
    );
    expect(extractSpecialInstructions('One thing: TWIC card required at pickup.')).toBe(
      'TWIC card required at pickup',
    );
    expect(extractSpecialInstructions("No, it's pretty standard.")).toBe('none');
  });

  it('reads who picked up', () => {
    expect(
      extractBrokerIdentity(
        'Thanks for calling Summit Logistics, this is Mike, how can I help you?',
      ),
    ).toEqual({ company: 'Summit Logistics', name: 'Mike' });
    expect(extractBrokerIdentity('Blue Ridge Transportation, Nicole speaking.')).toEqual({
      company: 'Blue Ridge Transportation',
      name: 'Nicole',
    });
    expect(extractBrokerIdentity('Hello?')).toEqual({ company: null, name: null });
  });
});

describe('understanding the broker', () => {
  it('tells counters, finals, acceptances, walk-aways and refusals apart', () => {
    expect(understandBroker('I can do $2,075.')).toMatchObject({
      amount: 2075,
      agrees: false,
      final: false,
    });
    expect(understandBroker("$2,125 is the best I can do, that's my final.")).toMatchObject({
      amount: 2125,
      final: true,
    });
    expect(understandBroker('Alright, I can make $2,300 work.')).toMatchObject({
      amount: 2300,
      agrees: true,
    });
    expect(understandBroker("Then I'm going to have to pass, thanks anyway.").walksAway).toBe(true);
    expect(understandBroker("Sorry, that load's already covered.").unavailable).toBe(true);
    expect(understandBroker("We're not able to use you on this one.").declinesCarrier).toBe(true);
    expect(understandBroker('Hello? You still there?').checksIn).toBe(true);
    expect(understandBroker('Hey, let me call you back, I have to run.').goodbye).toBe(true);
    expect(understandBroker("I'm sorry, what was that?").asksToRepeat).toBe(true);
  });
});
