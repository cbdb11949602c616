import { describe, expect, it } from 'vitest';
import { cityCase, findLocations } from './locations';

const places = (text: string) => findLocations(text).map((l) => l.cityState);

describe('findLocations', () => {
  it.each([
    ['Dallas, TX to Atlanta, GA', ['Dallas, TX', 'Atlanta, GA']],
    ['PU Salt Lake City UT 12/03', ['Salt Lake City, UT']],
    ['picks up in Dallas, Texas and delivers to Atlanta, Georgia', ['Dallas, TX', 'Atlanta, GA']],
    ['Origin: Kansas City, MO', ['Kansas City, MO']],
    ['Kansas City, KS -> St. Louis, MO', ['Kansas City, KS', 'St. Louis, MO']],
    [
      'Route: Denver, CO -> Colorado Springs, CO -> Pueblo, CO',
      ['Denver, CO', 'Colorado Springs, CO', 'Pueblo, CO'],
    ],
    ['san antonio, tx to el paso, tx', ['San Antonio, TX', 'El Paso, TX']],
    ['PU dallas tx 12/3', ['Dallas, TX']],
    ['DALLAS, TX', ['Dallas, TX']],
    ['Nogales AZ -> Los Angeles CA', ['Nogales, AZ', 'Los Angeles, CA']],
    ['Reno NV - Boise ID, van', ['Reno, NV', 'Boise, ID']],
    ['to Washington, DC', ['Washington, DC']],
    ['Pickup in New York, NY', ['New York, NY']],
    ['Elkhart, Indiana and Pittsburgh, Pennsylvania', ['Elkhart, IN', 'Pittsburgh, PA']],
    ['ACME Foods, 1200 Industrial Pkwy, Garland, TX 75041', ['Garland, TX']],
  ])('%s', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });

  it('ignores look-alikes', () => {
    expect(places('Walmart DC 6094 and call ME or IN the morning')).toEqual([]);
    expect(places('we run texas freight')).toEqual([]);
    expect(places('V OR R, Reefer OK')).toEqual([]);
  });

  it('title-cases names written in one case only', () => {
    expect(cityCase('MCALLEN')).toBe('McAllen');
    expect(cityCase('winston-salem')).toBe('Winston-Salem');
    expect(cityCase('DeKalb')).toBe('DeKalb');
  });
});
