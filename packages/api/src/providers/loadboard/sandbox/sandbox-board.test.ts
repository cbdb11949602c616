import type { LoadboardEquipment, LoadboardLoad } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import type { LoadSearch, SearchPlace } from '../../../loadboards/domain/providers';
import { US_CITIES } from '../../fleet/simulated/cities';
import { distanceMiles } from '../../fleet/simulated/geo';
import { PERSONA_SUFFIXES, SANDBOX_BROKERS } from './brokers';
import { EQUIPMENT_LIMITS, MAX_LIFE_MS, marketRatePerMile, SandboxPostings } from './postings';
import { createSandboxBoard, SANDBOX_PAGE_SIZE } from './sandbox-board';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const DAY = 86_400_000;

const anywhere = (lat: number, lng: number): SearchPlace => ({
  city: 'Test',
  state: 'TS',
  latitude: lat,
  longitude: lng,
  radiusMiles: null,
});
const cityPlace = (name: string, state: string, radiusMiles: number | null): SearchPlace => {
  const city = US_CITIES.find((c) => c.name === name && c.state === state)!;
  return { city: name, state, latitude: city.lat, longitude: city.lng, radiusMiles };
};

function everything(overrides: Partial<LoadSearch> = {}): LoadSearch {
  return {
    origin: anywhere(39.8, -98.6),
    destination: anywhere(39.8, -98.6),
    equipment: ['V', 'R', 'F'],
    earliestPickup: new Date(NOW.getTime() - 10 * DAY),
    latestPickup: null,
    ...overrides,
  };
}

describe('sandbox load board', () => {
  it('when two boards share a seed and a clock, then they post the same loads', () => {
    const a = createSandboxBoard({ seed: 's1', size: 2_000, clock: () => NOW });
    const b = createSandboxBoard({ seed: 's1', size: 2_000, clock: () => NOW });
    const other = createSandboxBoard({ seed: 's2', size: 2_000, clock: () => NOW });
    const search = everything({ origin: cityPlace('Chicago', 'IL', 450) });
    const first = a.search(search);
    expect(first.totalCount).toBeGreaterThan(50);
    expect(b.search(search)).toEqual(first);
    expect(other.search(search).loads.map((l) => l.externalId)).not.toEqual(
      first.loads.map((l) => l.externalId),
    );
  });

  it('when the clock moves, then postings age and expire, and new ones appear', () => {
    let now = NOW.getTime();
    const board = new SandboxPostings('aging', 1_000);
    const before = board.live(now);
    expect(before.length).toBeGreaterThan(800);
    expect(before.length).toBeLessThan(1_200);
    for (const p of before) {
      expect(p.postedAt).toBeLessThanOrEqual(now);
      expect(p.expiresAt).toBeGreaterThan(now);
      expect(p.expiresAt - p.postedAt).toBeLessThanOrEqual(MAX_LIFE_MS);
    }
    now += 3_600_000;
    const hourLater = new Set(board.live(now).map((p) => p.externalId));
    const kept = before.filter((p) => hourLater.has(p.externalId)).length;
    expect(kept / before.length).toBeGreaterThan(0.9);
    expect(kept).toBeLessThan(before.length);
    now += MAX_LIFE_MS;
    const later = new Set(board.live(now).map((p) => p.externalId));
    expect(before.some((p) => later.has(p.externalId))).toBe(false);
    // Going back in time gives the earlier board again.
    expect(board.live(NOW.getTime())).toEqual(before);
  });

  it('when loads are listed, then sizes, rates and brokers fall in market ranges', () => {
    const board = createSandboxBoard({ seed: 'ranges', size: 3_000, clock: () => NOW });
    const byId = new Map<string, LoadboardLoad>();
    for (const city of US_CITIES.slice(0, 60)) {
      const around = cityPlace(city.name, city.state, 50);
      for (const load of board.search(everything({ origin: around })).loads) {
        byId.set(load.externalId, load);
      }
    }
    const loads = [...byId.values()];
    expect(loads.length).toBeGreaterThan(500);
    const share = (e: LoadboardEquipment) =>
      loads.filter((l) => l.equipmentType === e).length / loads.length;
    expect(share('V')).toBeGreaterThan(0.4);
    expect(share('R')).toBeGreaterThan(0.12);
    expect(share('F')).toBeGreaterThan(0.08);
    let rated = 0;
    // The same bounds on every load, the failures listed (load, check) in one assertion instead
    // of twenty expect() calls per load.
    const failed: { load: string; check: string }[] = [];
    const between = (v: number | null | undefined, low: number, high: number) =>
      typeof v === 'number' && v >= low && v <= high;
    for (const load of loads) {
      const check = (ok: boolean, name: string) => {
        if (!ok) failed.push({ load: load.externalId, check: name });
      };
      const limits = EQUIPMENT_LIMITS[load.equipmentType];
      check(between(load.weightPounds, limits.minWeight, limits.maxWeight), 'weight in limits');
      check(between(load.lengthFeet, 12, 53), 'length 12-53 ft');
      if (load.equipmentType === 'R') check([48, 53].includes(load.lengthFeet!), 'reefer 48/53 ft');
      check(typeof load.miles === 'number' && load.miles >= 80 && load.miles < 3_600, 'miles');
      if (load.rate !== null) {
        rated++;
        const market = marketRatePerMile(load.equipmentType, load.miles!);
        const perMile = load.rate / load.miles!;
        const rounding = 12.5 / load.miles!;
        check(
          between(perMile, market.low - rounding, market.high + rounding),
          'rate per mile in the market range',
        );
        // Spot market per mile, any trip length: $1.85 (long-haul van) to ~$6.70 (100-mile flatbed).
        check(perMile > 1.8 && perMile < 6.8, 'rate per mile $1.80-6.80');
      }
      const c = load.contact;
      const matches = (v: unknown, re: RegExp) => typeof v === 'string' && re.test(v);
      check(matches(c.phone, /^\+1[2-9]\d{2}555\d{4}$/), 'phone');
      check(
        (Object.values(PERSONA_SUFFIXES) as string[]).includes(c.phone!.slice(-4)),
        'phone ends in a persona suffix',
      );
      check(matches(c.mcNumber, /^[1-9]\d{5,6}$/), 'MC number');
      check(matches(c.dotNumber, /^[1-9]\d{6}$/), 'DOT number');
      check(between(c.creditScore, 0, 100), 'credit score 0-100');
      check(between(c.daysToPay, 15, 60), 'days to pay 15-60');
      check(Date.parse(load.expiresAt!) > NOW.getTime(), 'expires after now');
    }
    expect(failed).toEqual([]);
    expect(rated / loads.length).toBeGreaterThan(0.6);
    expect(new Set(SANDBOX_BROKERS.map((b) => b.phone)).size).toBe(SANDBOX_BROKERS.length);
  });

  it('when searching within a radius, then a posting just inside is found and one just outside is not', () => {
    const board = createSandboxBoard({ seed: 'radius', size: 1_000, clock: () => NOW });
    // A point between cities, so no posting sits on it.
    const point = { lat: 40.1, lng: -86.9 };
    const all = board.search(everything({ origin: anywhere(point.lat, point.lng) })).loads;
    const target = all[5]!;
    const exact = distanceMiles(point, {
      lat: target.origin.latitude,
      lng: target.origin.longitude,
    });
    expect(target.origin.deadhead).toBe(Math.round(exact));
    const within = (radiusMiles: number) =>
      board
        .search(everything({ origin: { ...anywhere(point.lat, point.lng), radiusMiles } }))
        .loads.map((l) => l.externalId);
    expect(within(exact + 0.01)).toContain(target.externalId);
    expect(within(exact - 0.01)).not.toContain(target.externalId);
    for (const load of board.search(
      everything({ origin: { ...anywhere(point.lat, point.lng), radiusMiles: 250 } }),
    ).loads) {
      const miles = distanceMiles(point, {
        lat: load.origin.latitude,
        lng: load.origin.longitude,
      });
      expect(miles).toBeLessThanOrEqual(250);
    }
  });

  it('when a destination radius is given, then every result delivers inside it', () => {
    const board = createSandboxBoard({ seed: 'dest', size: 5_000, clock: () => NOW });
    const dallas = cityPlace('Dallas', 'TX', 100);
    const result = board.search(
      everything({ origin: cityPlace('Chicago', 'IL', 450), destination: dallas }),
    );
    expect(result.totalCount).toBeGreaterThan(0);
    for (const load of result.loads) {
      expect(load.destination.deadhead).toBeLessThanOrEqual(100);
      expect(load.origin.deadhead).toBeLessThanOrEqual(450);
    }
  });

  it('when sorted, then nearest origin first, newest first among equals', () => {
    const board = createSandboxBoard({ seed: 'sort', size: 3_000, clock: () => NOW });
    const { loads } = board.search(everything({ origin: cityPlace('Atlanta', 'GA', 450) }));
    expect(loads.length).toBeGreaterThan(20);
    for (let i = 1; i < loads.length; i++) {
      const a = loads[i - 1]!;
      const b = loads[i]!;
      expect(a.origin.deadhead!).toBeLessThanOrEqual(b.origin.deadhead!);
    }
    expect(loads.length).toBeLessThanOrEqual(SANDBOX_PAGE_SIZE);
  });

  it('when the equipment and the pickup dates are filtered, then only matching postings answer', () => {
    const board = createSandboxBoard({ seed: 'filters', size: 1_000, clock: () => NOW });
    const reefers = board.search(everything({ equipment: ['R'] }));
    expect(reefers.totalCount).toBeGreaterThan(0);
    expect(new Set(reefers.loads.map((l) => l.equipmentType))).toEqual(new Set(['R']));
    const vanFlat = board.search(everything({ equipment: ['V', 'F'] }));
    expect(vanFlat.totalCount + reefers.totalCount).toBe(board.search(everything()).totalCount);

    const start = new Date(NOW.getTime() + DAY);
    const end = new Date(NOW.getTime() + DAY + 6 * 3_600_000);
    const windowed = board.search(everything({ earliestPickup: start, latestPickup: end }));
    expect(windowed.totalCount).toBeGreaterThan(0);
    expect(windowed.totalCount).toBeLessThan(board.search(everything()).totalCount);
    const overlaps = (l: LoadboardLoad) =>
      Date.parse(l.latestAvailable!) >= start.getTime() &&
      Date.parse(l.earliestAvailable) <= end.getTime();
    expect(windowed.loads.every(overlaps)).toBe(true);
    const farFuture = new Date(NOW.getTime() + 30 * DAY);
    expect(board.search(everything({ earliestPickup: farFuture })).totalCount).toBe(0);
  });
});
