import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReeferReading, ReeferRequirement } from '../model';
import { downsample, temperatureMonitoring } from './index';

const requirement: ReeferRequirement = {
  setPoint: 36,
  min: 34,
  max: 38,
  mode: 'Set',
  commodity: 'Produce',
};
const T0 = Date.parse('2026-03-10T12:00:00.000Z');
const MIN = 60_000;
const iso = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();

/** One reading every 10 minutes from T0 with the given return temperatures. */
function readings(temps: number[]): ReeferReading[] {
  return temps.map((returnTemp, i) => ({
    trailerId: 'TR-1',
    tripId: 'trip-1',
    at: iso(i * 10),
    returnTemp,
    setPoint: 36,
    ambientTemp: 70 + i,
    mode: 'Continuous',
    faultCode: null,
    status: 'Running',
  }));
}

function monitor(temps: number[], nowMinutes = temps.length * 10, maxPoints?: number) {
  return temperatureMonitoring({
    requirement,
    readings: readings(temps),
    now: iso(nowMinutes),
    locate: (at) => `near ${at}`,
    reeferLink: 'https://reefer.example/TR-1',
    ...(maxPoints === undefined ? {} : { maxPoints }),
  });
}

describe('temperatureMonitoring: card', () => {
  it('when there are no readings, then IN_RANGE with the requirement and null actuals', () => {
    expect(monitor([])).toEqual({
      required_temperature: 36,
      min_required_temperature: 34,
      max_required_temperature: 38,
      allowable_temperature_range: '34°F to 38°F',
      reefer_mode: 'Set',
      commodity_type: 'Produce',
      set_point: null,
      ambient_temperature: null,
      return_temperature: null,
      fault_code: null,
      reefer_status: null,
      temperature_exception_status: 'IN_RANGE',
      current_exception_ms: null,
      reefer_link: 'https://reefer.example/TR-1',
      temp_exceptions: [],
      temp_history: [],
    });
  });

  it('when readings arrive out of order, then the card shows the newest one', () => {
    const list = readings([35, 36, 37]);
    list[2] = { ...list[2]!, faultCode: 'F12', status: 'Defrost' };
    const result = temperatureMonitoring({
      requirement,
      readings: [list[2]!, list[0]!, list[1]!],
      now: iso(30),
      locate: () => '',
      reeferLink: null,
    });
    expect(result).toMatchObject({
      return_temperature: 37,
      ambient_temperature: 72,
      set_point: 36,
      fault_code: 'F12',
      reefer_status: 'Defrost',
      reefer_link: null,
    });
    expect(result.temp_history.map((p) => p.temp)).toEqual([35, 36, 37]);
  });

  it('when readings sit exactly on min and max, then they are in range', () => {
    expect(monitor([34, 38])).toMatchObject({
      temperature_exception_status: 'IN_RANGE',
      temp_exceptions: [],
      current_exception_ms: null,
    });
  });
});

describe('temperatureMonitoring: exceptions', () => {
  it('when the temperature goes over and comes back, then one closed high exception from its first to its last over reading', () => {
    const result = monitor([36, 40, 42, 37]);
    expect(result.temp_exceptions).toEqual([
      {
        start_time_ms: T0 + 10 * MIN,
        total_time_ms: 10 * MIN,
        is_exception_high_range: true,
        reefer_temperature: 41,
        location: `near ${iso(10)}`,
      },
    ]);
    expect(result.temperature_exception_status).toBe('IN_RANGE');
    expect(result.current_exception_ms).toBe(null);
  });

  it('when the temperature goes under for three readings, then one low exception of 20 minutes at the average', () => {
    expect(monitor([36, 30, 31, 33.5, 36]).temp_exceptions).toEqual([
      {
        start_time_ms: T0 + 10 * MIN,
        total_time_ms: 20 * MIN,
        is_exception_high_range: false,
        reefer_temperature: 31.5,
        location: `near ${iso(10)}`,
      },
    ]);
  });

  it('when a single reading is out of range, then a closed exception of length 0', () => {
    expect(monitor([36, 39, 36]).temp_exceptions[0]?.total_time_ms).toBe(0);
  });

  it('when the temperature switches from over to under, then a new exception starts', () => {
    expect(monitor([40, 41, 30, 36]).temp_exceptions).toEqual([
      expect.objectContaining({
        start_time_ms: T0,
        total_time_ms: 10 * MIN,
        is_exception_high_range: true,
        reefer_temperature: 40.5,
      }),
      expect.objectContaining({
        start_time_ms: T0 + 20 * MIN,
        total_time_ms: 0,
        is_exception_high_range: false,
        reefer_temperature: 30,
      }),
    ]);
  });

  it('when two over runs are separated by an in-range reading, then they are two exceptions', () => {
    expect(monitor([40, 36, 40, 36]).temp_exceptions).toHaveLength(2);
  });

  it('when the newest reading is over range, then the exception is ongoing and measured up to now', () => {
    const result = monitor([36, 40, 42], 35);
    expect(result.temp_exceptions).toEqual([
      expect.objectContaining({ start_time_ms: T0 + 10 * MIN, total_time_ms: null }),
    ]);
    expect(result.temperature_exception_status).toBe('TEMP_OVER_RANGE');
    expect(result.current_exception_ms).toBe(25 * MIN);
  });

  it('when the newest reading is under range after an over run, then only the under run is ongoing', () => {
    const result = monitor([40, 30], 20);
    expect(result.temp_exceptions.map((e) => e.total_time_ms)).toEqual([0, null]);
    expect(result.temperature_exception_status).toBe('TEMP_UNDER_RANGE');
    expect(result.current_exception_ms).toBe(10 * MIN);
  });
});

describe('temperature history', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => 36 + 6 * Math.sin(i / 7) + ((i * 37) % 11) / 10);

  it('when there are 1000 readings, then LTTB keeps 150 points including the first and the last, oldest first', () => {
    const history = monitor(many(1000)).temp_history;
    expect(history).toHaveLength(150);
    expect(history[0]).toEqual({ temp: many(1)[0], time_ms: T0 });
    expect(history.at(-1)?.time_ms).toBe(T0 + 999 * 10 * MIN);
    for (let i = 1; i < history.length; i++) {
      expect(history[i]!.time_ms).toBeGreaterThan(history[i - 1]!.time_ms);
    }
  });

  it('when there are fewer readings than the limit, then all are kept', () => {
    expect(monitor([36, 37, 35]).temp_history).toHaveLength(3);
  });

  it('when the limit is 2, then only the first and the last remain', () => {
    const points = many(10).map((temp, i) => ({ temp, time_ms: i }));
    expect(downsample(points, 2)).toEqual([points[0], points[9]]);
  });

  it('when a custom maxPoints is given, then at most that many points are kept', () => {
    const history = monitor(many(500), 5000, 40).temp_history;
    expect(history).toHaveLength(40);
    expect(history[0]?.time_ms).toBe(T0);
    expect(history.at(-1)?.time_ms).toBe(T0 + 499 * 10 * MIN);
  });

  it('when any series is reduced, then it has at most maxPoints and keeps both ends', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -20, max: 60, noNaN: true }), { minLength: 1, maxLength: 600 }),
        fc.integer({ min: 2, max: 200 }),
        (temps, maxPoints) => {
          const points = temps.map((temp, i) => ({ temp, time_ms: i * 1000 }));
          const reduced = downsample(points, maxPoints);
          expect(reduced.length).toBeLessThanOrEqual(maxPoints);
          expect(reduced[0]).toBe(points[0]);
          expect(reduced.at(-1)).toBe(points.at(-1));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('properties', () => {
  it('when exceptions are found, then they never overlap and lie within the readings time span', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            temp: fc.integer({ min: 25, max: 45 }),
            gapMin: fc.integer({ min: 0, max: 30 }),
          }),
          { maxLength: 80 },
        ),
        fc.integer({ min: 0, max: 120 }),
        (samples, extraNow) => {
          let t = T0;
          const list = samples.map(({ temp }, i) => {
            t += samples[i]!.gapMin * MIN;
            return { ...readings([temp])[0]!, at: new Date(t).toISOString() };
          });
          const shuffled = [...list].reverse();
          const result = temperatureMonitoring({
            requirement,
            readings: shuffled,
            now: new Date(t + extraNow * MIN).toISOString(),
            locate: () => 'x',
            reeferLink: null,
          });
          const first = list.length ? Date.parse(list[0]!.at) : 0;
          const last = t;
          let previousEnd = Number.NEGATIVE_INFINITY;
          result.temp_exceptions.forEach((e, i) => {
            const end = e.start_time_ms + (e.total_time_ms ?? last - e.start_time_ms);
            expect(e.start_time_ms).toBeGreaterThanOrEqual(first);
            expect(end).toBeLessThanOrEqual(last);
            expect(e.start_time_ms).toBeGreaterThanOrEqual(previousEnd);
            expect(e.total_time_ms === null).toBe(
              i === result.temp_exceptions.length - 1 &&
                result.temperature_exception_status !== 'IN_RANGE',
            );
            previousEnd = end;
          });
          if (result.temperature_exception_status !== 'IN_RANGE') {
            expect(result.current_exception_ms).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('temperatureMonitoring: a delivered trip', () => {
  /** Readings every 10 min from T0; the trip was delivered at `deliveredMinutes`, now is a month on. */
  function delivered(temps: number[], deliveredMinutes: number) {
    return temperatureMonitoring({
      requirement,
      readings: readings(temps),
      now: iso(30 * 24 * 60),
      deliveredAt: iso(deliveredMinutes),
      locate: (at) => `near ${at}`,
      reeferLink: null,
    });
  }

  it('when the trip was delivered while out of range, then the exception is closed at the last reading before delivery and nothing is ongoing', () => {
    // Over from minute 10; delivered at minute 25 (after the reading at 20, before the one at 30).
    const result = delivered([36, 40, 42, 43, 44], 25);
    expect(result.temp_exceptions).toEqual([
      expect.objectContaining({ start_time_ms: T0 + 10 * MIN, total_time_ms: 10 * MIN }),
    ]);
    expect(result.current_exception_ms).toBeNull();
    expect(result.temperature_exception_status).toBe('IN_RANGE');
  });

  it('when the unit kept reporting after delivery, then those readings are not part of the trip', () => {
    const result = delivered([36, 37, 36, 50, 51], 20);
    expect(result.temp_exceptions).toEqual([]);
    expect(result.temp_history.map((p) => p.time_ms)).toEqual([T0, T0 + 10 * MIN, T0 + 20 * MIN]);
    expect(result.return_temperature).toBe(36);
  });

  it('when the trip is delivered, then the card shows the unit as not reporting for this trip', () => {
    const result = delivered([36, 40], 10);
    expect(result.reefer_status).toBe('Not reporting (delivered)');
    expect(result.return_temperature).toBe(40);
  });

  it('when a reading falls exactly at delivery, then it belongs to the trip', () => {
    const result = delivered([36, 40], 10);
    expect(result.temp_exceptions).toEqual([
      expect.objectContaining({ start_time_ms: T0 + 10 * MIN, total_time_ms: 0 }),
    ]);
  });
});
