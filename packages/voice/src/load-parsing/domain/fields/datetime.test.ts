import { describe, expect, it } from 'vitest';
import { extractFacts, type Fact } from './datetime';

// Friday 20 November 2026.
const NOW = new Date('2026-11-20T15:00:00Z');
const facts = (text: string) => extractFacts(text, NOW);
const dates = (text: string) => facts(text).flatMap((f) => (f.kind === 'date' ? [f.date] : []));
const times = (text: string) =>
  facts(text).flatMap((f: Fact) =>
    f.kind === 'time' ? [f.time] : f.kind === 'window' ? [`${f.from}-${f.to}`] : [],
  );

describe('dates', () => {
  it.each([
    ['12/03', '2026-12-03'],
    ['12/3/2026', '2026-12-03'],
    ['12/04/26', '2026-12-04'],
    ['2026-12-03', '2026-12-03'],
    ['Dec 3', '2026-12-03'],
    ['December 3rd', '2026-12-03'],
    ['3 Dec', '2026-12-03'],
    ['today', '2026-11-20'],
    ['tomorrow', '2026-11-21'],
    ['tmrw', '2026-11-21'],
    ['Monday', '2026-11-23'],
    ['on the 5th', '2026-12-05'],
  ])('%s → %s', (text, date) => {
    expect(dates(text)).toEqual([date]);
  });

  it('takes the year closest to now', () => {
    expect(dates('11/18')).toEqual(['2026-11-18']);
    expect(dates('01/04')).toEqual(['2027-01-04']);
  });

  it('does not read phone numbers, references or money as dates', () => {
    expect(dates('call 214-555-0143, Ref 11-447821, $1,200, 24/7')).toEqual([]);
  });
});

describe('times and windows', () => {
  it.each([
    ['8:00 AM', ['08:00']],
    ['at 8 AM', ['08:00']],
    ['2:30 PM', ['14:30']],
    ['14:00', ['14:00']],
    ['12/1 0800', ['08:00']],
    ['appt 0600', ['06:00']],
    ['noon', ['12:00']],
    ['7 in the morning', ['07:00']],
    ['picks up at 9, delivers at 3', ['09:00', '15:00']],
    ['07:00 - 15:00', ['07:00-15:00']],
    ['0600-1000', ['06:00-10:00']],
    ['6a-2p', ['06:00-14:00']],
    ['10p-6a', ['22:00-06:00']],
    ['8-2pm', ['08:00-14:00']],
    ['between 8am and 12pm', ['08:00-12:00']],
    ['between 8 AM and 2 PM', ['08:00-14:00']],
    ['between 8 and noon', ['08:00-12:00']],
    ['8:00 AM - 4:00 PM', ['08:00-16:00']],
  ])('%s → %j', (text, expected) => {
    expect(times(text)).toEqual(expected);
  });

  it('marks deadlines', () => {
    const [f] = facts('deliver by 4pm');
    expect(f).toMatchObject({ kind: 'time', time: '16:00', deadline: true });
  });

  it('does not read counts, miles or temperatures as times', () => {
    expect(
      times('10 pallets, 4 skids, 2 hrs, keep at 34 degrees, 1200 Industrial Pkwy, 781 mi'),
    ).toEqual([]);
  });

  it('finds FCFS and appointment words', () => {
    expect(facts('FCFS').map((f) => f.kind)).toEqual(['fcfs']);
    expect(facts('first come first served').map((f) => f.kind)).toEqual(['fcfs']);
    expect(facts('appt').map((f) => f.kind)).toEqual(['appt']);
  });

  it('uses the text before for a bare military time', () => {
    expect(extractFacts('0800', NOW, 'Pickup: Yakima, WA  12/1  ')).toMatchObject([
      { kind: 'time', time: '08:00' },
    ]);
    expect(extractFacts('0800', NOW)).toEqual([]);
  });
});
