import { describe, expect, it } from 'vitest';
import { moneyAll, readSchedule, readTemperature, scheduleTokens } from './values';

describe('value shapes', () => {
  it('times with a one-letter meridiem, and windows across midnight', () => {
    expect(readSchedule('03/04/2027 8:30a - 2:15p')).toMatchObject({
      type: 'FCFS',
      hours: '08',
      minutes: '30',
      endHours: '14',
      endMinutes: '15',
    });
    expect(readSchedule('Mar 4, 2027 22:00 to Mar 5, 2027 04:00')).toMatchObject({
      date: '03/04/2027',
      endDate: '03/05/2027',
      endHours: '04',
    });
  });

  it('temperatures: degrees without F, a range at its first value, negative values', () => {
    expect(readTemperature('set 34 degrees, continuous').temperature).toBe(34);
    expect(readTemperature('Temp range 33-36 F').temperature).toBe(33);
    expect(readTemperature('-10°F cycle')).toEqual({
      temperature: -10,
      temperature_control: 'start_stop',
    });
  });

  it('money after USD as well as $', () => {
    expect(moneyAll('Linehaul USD 2,150 + fuel $310.25')).toEqual([2150, 310.25]);
  });
});

describe('dates without a year', () => {
  it('take the year given (the document’s), and only then', () => {
    expect(readSchedule('Thu 11/26 0800-1400', 2026)).toMatchObject({
      type: 'FCFS',
      date: '11/26/2026',
      hours: '08',
      endHours: '14',
    });
    expect(readSchedule('Nov 27 @ 09:30', 2026)).toMatchObject({ date: '11/27/2026', hours: '09' });
    expect(readSchedule('Thu 11/26 0800')).toBeNull();
    expect(readSchedule('Nov 27, 2026 09:30', 2030)?.date).toBe('11/27/2026');
  });
});

describe('Spanish and French month names', () => {
  it.each([
    ['mié 09-dic-2026 06:30', '12/09/2026'],
    ['15-ene-27 08:00', '01/15/2027'],
    ['3 avr. 2027 10:00', '04/03/2027'],
    ['12 août 2027 10:00', '08/12/2027'],
    ['juil 4, 2027 09:00', '07/04/2027'],
    ['ago 4 2027 09:00', '08/04/2027'],
  ])('%s is %s', (text, date) => {
    expect(readSchedule(text)?.date).toBe(date);
  });
});

describe('times written other ways', () => {
  it('an hour without minutes, a window in words, a deadline', () => {
    expect(readSchedule('12/02/2026 8 AM - 2 PM')).toMatchObject({
      type: 'FCFS',
      hours: '08',
      endHours: '14',
      endMinutes: '00',
    });
    expect(readSchedule('12/02/2026 between 0800 and 1430')).toMatchObject({
      type: 'FCFS',
      hours: '08',
      endHours: '14',
      endMinutes: '30',
    });
    expect(readSchedule('12/02/2026 0700 to 1500')).toMatchObject({ type: 'FCFS', endHours: '15' });
    expect(readSchedule('12/02/2026 no later than 1600')).toMatchObject({
      type: 'APPT',
      hours: '16',
    });
    expect(readSchedule('12/02/2026 by 11 a.m.')).toMatchObject({ type: 'APPT', hours: '11' });
    // Numbers that are no times: a suite, a price.
    expect(readSchedule('12/02/2026 Suite 8 $9 am')).toMatchObject({ hours: null });
  });
});

describe('dates written other ways', () => {
  it.each([
    ['Tuesday, December 2nd, 2026 08:00', '12/02/2026'],
    ['2nd December 2026 08:00', '12/02/2026'],
    ['2 de diciembre de 2026 08:00', '12/02/2026'],
    ['12.02.2026 08:00', '12/02/2026'],
  ])('%s is %s', (text, date) => {
    expect(readSchedule(text)?.date).toBe(date);
  });

  it('EDI dates (CCYYMMDD) alone or before a time with its qualifier letter', () => {
    expect(scheduleTokens('20261125 G 0800').map((t) => t.value)).toEqual(['11/25/2026', '08:00']);
    expect(scheduleTokens('20270302').map((t) => t.value)).toEqual(['03/02/2027']);
    expect(scheduleTokens('PU# 20261125 ready')).toEqual([]);
  });
});
