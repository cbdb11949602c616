import { describe, expect, it } from 'vitest';
import { camelizeKeys, providerMessageOf, retryAfterMs } from './alvys-client';
import { localInstant, timezoneOf, utcInstant } from './mapping';

describe('Alvys client helpers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-11-23T15:00:00.000Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 15:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 14:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('finds the message of problem details, OAuth errors and plain text', () => {
    expect(providerMessageOf('{"title":"Not Found","detail":"Trip T9 does not exist"}')).toBe(
      'Not Found — Trip T9 does not exist',
    );
    expect(providerMessageOf('{"message":"Rate limit exceeded"}')).toBe('Rate limit exceeded');
    expect(providerMessageOf('Service Unavailable')).toBe('Service Unavailable');
    expect(providerMessageOf('')).toBeNull();
  });

  it('camel-cases keys at every depth', () => {
    expect(camelizeKeys({ Items: [{ TruckNum: '1', $type: 'x' }], Total: 1 })).toEqual({
      items: [{ truckNum: '1', $type: 'x' }],
      total: 1,
    });
  });
});

describe('Alvys times and places', () => {
  it('reads times with an offset as given and times without one in the zone', () => {
    expect(utcInstant('2026-11-22T13:50:00Z')).toBe('2026-11-22T13:50:00.000Z');
    expect(utcInstant('2026-11-22T13:50:00')).toBe('2026-11-22T13:50:00.000Z');
    expect(localInstant('2026-07-01T08:00:00', 'America/Denver')).toBe('2026-07-01T14:00:00.000Z');
    expect(localInstant('2026-07-01T08:00:00-04:00', 'America/Denver')).toBe(
      '2026-07-01T12:00:00.000Z',
    );
    expect(utcInstant(null)).toBeNull();
    expect(() => utcInstant('not a time')).toThrow('unreadable time');
  });

  it('places a city in its time zone, else its state, else the default', () => {
    expect(timezoneOf('El Paso', 'TX', 'UTC')).toBe('America/Denver');
    expect(timezoneOf('Nowhere Junction', 'TX', 'UTC')).toBe('America/Chicago');
    expect(timezoneOf('', '', 'America/Chicago')).toBe('America/Chicago');
  });
});
