import { describe, expect, it } from 'vitest';
import { spokenAvailability } from './phrasing';

describe('spokenAvailability', () => {
  it('says the date and the time as a person would', () => {
    expect(spokenAvailability('2026-11-24T08:30')).toBe(' on November 24 at 8:30 AM');
    expect(spokenAvailability('2026-11-24T14:00')).toBe(' on November 24 at 2 PM');
    expect(spokenAvailability('2026-12-01T12:05')).toBe(' on December 1 at 12:05 PM');
  });

  it('says midnight as the day alone, and keeps other text as written', () => {
    expect(spokenAvailability('2026-11-24T00:00')).toBe(' on November 24');
    expect(spokenAvailability('2026-11-24')).toBe(' on November 24');
    expect(spokenAvailability('tomorrow morning')).toBe(' tomorrow morning');
    expect(spokenAvailability('  ')).toBe('');
  });
});
