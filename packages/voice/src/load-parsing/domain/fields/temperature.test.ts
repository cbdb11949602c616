import { describe, expect, it } from 'vitest';
import { extractTemperature } from './temperature';
import { docOf } from './test-helpers';

describe('extractTemperature', () => {
  it.each([
    ['reefer 34F', 34],
    ['Temp: -10°F', -10],
    ['keep at 35 degrees', 35],
    ['set at 36°F', 36],
    ['temp 34-36F', 34],
    ['Temp: 0°F', 0],
    ['-5F frozen berries', -5],
    ['needs to run at minus ten degrees', -10],
    ['it has to ship at negative twenty', -20],
    ['Equipment: Reefer, temp 38', 38],
    ['set at thirty four degrees', 34],
  ])('%s → %d', (text, temp) => {
    expect(extractTemperature(docOf(text))).toBe(temp);
  });

  it('ignores lengths, flatbed codes and "no temp"', () => {
    expect(extractTemperature(docOf("53 ft, 8ft tarps, Truck: F, 48' flat"))).toBeNull();
    expect(extractTemperature(docOf("53' REEFER (dry, no temp)"))).toBeNull();
  });
});
