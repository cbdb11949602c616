import { describe, expect, it } from 'vitest';
import { describeLocation, MIN_CITY_POPULATION, nearestCity, US_CITIES } from './cities';

describe('US cities', () => {
  it('when loaded, then they come from city-timezones: large, contiguous US, with IANA zones', () => {
    expect(US_CITIES.length).toBeGreaterThan(150);
    for (const city of US_CITIES) {
      expect(city.population).toBeGreaterThanOrEqual(MIN_CITY_POPULATION);
      expect(city.state).toMatch(/^[A-Z]{2}$/);
      expect(city.timezone).toMatch(/^America\//);
      expect(city.lat).toBeGreaterThan(24);
      expect(city.lat).toBeLessThan(50);
      expect(city.lng).toBeGreaterThan(-125);
      expect(city.lng).toBeLessThan(-66);
    }
    const chicago = US_CITIES.find((c) => c.name === 'Chicago' && c.state === 'IL');
    expect(chicago?.timezone).toBe('America/Chicago');
  });

  it('when a point is in a city, then it is described as near that city', () => {
    const dallas = US_CITIES.find((c) => c.name === 'Dallas')!;
    expect(nearestCity(dallas)).toBe(dallas);
    expect(describeLocation({ lat: dallas.lat + 0.05, lng: dallas.lng })).toBe('near Dallas, TX');
  });

  it('when a point is far from any city, then the distance and direction are given', () => {
    expect(describeLocation({ lat: 35.5, lng: -101.5 })).toMatch(
      /^\d+ mi [NESW]{1,2} of .+, [A-Z]{2}$/,
    );
  });
});
