import { describe, expect, it } from 'vitest';
import { readCards } from './cards';
import { brief } from './fields/test-helpers';
import { parseText } from './parse-text';

const NOW = new Date('2026-11-20T15:00:00Z');
const load = (lines: string[]) => parseText(lines.join('\n'), { now: NOW }).loadDetails;

describe('label-less app cards', () => {
  it('gives the dates under two places to the first stop, then the next', () => {
    const l = load([
      'Boise, ID',
      'Reno, NV',
      'Nov 24',
      'Nov 25',
      'Van',
      '$1,200',
      '420 mi',
      'Sagebrush Freight',
    ]);
    expect(l.stops.map(brief)).toEqual([
      'Boise, ID PICKUP APPT 2026-11-24 ',
      'Reno, NV DELIVERY APPT 2026-11-25 ',
    ]);
  });

  it('reads a second, smaller mileage as the deadhead and a small amount as the rate per mile', () => {
    const l = load([
      'Boise, ID',
      'Reno, NV',
      'Nov 24',
      'Reefer',
      '$1,260',
      '$3.00/mi',
      '420 mi',
      '35 mi',
      'Sagebrush Freight',
    ]);
    expect(l.totalDistance).toBe(420);
    expect(l.originDeadhead).toBe(35);
    const bare = load([
      'Boise, ID',
      'Reno, NV',
      'Nov 24',
      'F',
      '$1,260',
      '$3.00',
      '420',
      'Sagebrush Freight',
    ]);
    expect(bare.totalDistance).toBe(420);
    expect(bare.ratePerMile).toBe(3);
    expect(bare.equipmentType).toBe('flatbed');
  });

  it('reads the first card not booked when several are pasted', () => {
    const l = load([
      'Boise, ID',
      'Reno, NV',
      'Nov 24',
      '$1,500',
      '420 mi',
      'Booked',
      '',
      'Nampa, ID',
      'Reno, NV',
      'Nov 24',
      '$1,400',
      '400 mi',
      'Sagebrush Freight',
    ]);
    expect(l.stops[0]!.cityState).toBe('Nampa, ID');
    expect(l.brokerOfferedRate).toBe(1400);
  });

  it('leaves labelled text and vertical label/value lists alone', () => {
    const labelled = ['Origin', 'Destination', 'Miles', 'Boise, ID', 'Reno, NV', '420'];
    expect(readCards(labelled)).toBe(labelled);
    const prose = ['Boise, ID to Reno, NV', 'pu 11/24', '420 mi $1,200'];
    expect(readCards(prose)).toBe(prose);
  });
});
