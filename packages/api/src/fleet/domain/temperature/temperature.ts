import type { TempException, TemperatureMonitoring } from '@fleet/contracts';
import { createLTTB } from 'downsample';
import { roundTo } from '../geo';
import type { ReeferReading, ReeferRequirement } from '../model';

export const DEFAULT_MAX_HISTORY_POINTS = 150;

type TempStatus = TemperatureMonitoring['temperature_exception_status'];
type TempPoint = TemperatureMonitoring['temp_history'][number];

export function classify(temp: number, requirement: ReeferRequirement): TempStatus {
  if (temp > requirement.max) return 'TEMP_OVER_RANGE';
  if (temp < requirement.min) return 'TEMP_UNDER_RANGE';
  return 'IN_RANGE';
}

/** What the card shows as the unit's status once the trip is delivered. */
export const NOT_REPORTING_DELIVERED = 'Not reporting (delivered)';

/**
 * The temperature view of one reefer trip at `now`. Exceptions are runs of consecutive readings on
 * the same side of [min, max], oldest first; an exception that includes the newest reading is
 * ongoing. Card fields that are not nullable come from the requirement, the others from the
 * newest reading (null without readings).
 *
 * A delivered trip (`deliveredAt` set) ends at its delivery: readings after it are the unit's
 * next life, not this trip's, and are dropped; nothing is ongoing any more, so an exception still
 * open at delivery is closed at the last reading at or before delivery (lengths are measured
 * between readings that saw the excursion, as for an exception closed by an in-range reading).
 * Decision for the card of a delivered trip: the actuals (return, set point, ambient, fault code)
 * are those of the last reading at or before delivery — the state the load was handed over in;
 * the status is `IN_RANGE` (no active violation: the trip counts nowhere as in violation, and the
 * violation, if any, stays in `temp_exceptions`); `current_exception_ms` is null; and
 * `reefer_status` says the unit is not reporting for this trip any more, instead of repeating
 * what the unit said at delivery as if it were live.
 */
export function temperatureMonitoring(input: {
  requirement: ReeferRequirement;
  readings: ReeferReading[];
  now: string;
  /** When the trip was delivered; null or absent while it is not. */
  deliveredAt?: string | null;
  locate: (at: string) => string;
  reeferLink: string | null;
  maxPoints?: number;
}): TemperatureMonitoring {
  const { requirement } = input;
  const end = input.deliveredAt ? Date.parse(input.deliveredAt) : null;
  const delivered = end !== null;
  // Each instant parsed once: a trip has hundreds of readings and every sync projects it again.
  const timed = input.readings
    .map((reading) => ({ reading, ms: Date.parse(reading.at) }))
    .filter(({ ms }) => end === null || ms <= end);
  // The store hands them over in time order; sort only when they are not.
  if (timed.some((r, i) => i > 0 && r.ms < timed[i - 1]!.ms)) timed.sort((a, b) => a.ms - b.ms);
  const readings = timed.map((r) => r.reading);
  const newest = readings.at(-1) ?? null;
  const exceptions = findExceptions(readings, requirement, input.locate, { closed: delivered });
  const ongoing = exceptions.at(-1)?.total_time_ms === null ? exceptions.at(-1)! : null;

  return {
    required_temperature: requirement.setPoint,
    min_required_temperature: requirement.min,
    max_required_temperature: requirement.max,
    allowable_temperature_range: `${requirement.min}°F to ${requirement.max}°F`,
    reefer_mode: requirement.mode,
    commodity_type: requirement.commodity,
    set_point: newest?.setPoint ?? null,
    ambient_temperature: newest?.ambientTemp ?? null,
    return_temperature: newest?.returnTemp ?? null,
    fault_code: newest?.faultCode ?? null,
    reefer_status: delivered ? NOT_REPORTING_DELIVERED : (newest?.status ?? null),
    temperature_exception_status:
      newest && !delivered ? classify(newest.returnTemp, requirement) : 'IN_RANGE',
    current_exception_ms: ongoing
      ? Math.max(0, Date.parse(input.now) - ongoing.start_time_ms)
      : null,
    reefer_link: input.reeferLink,
    temp_exceptions: exceptions,
    temp_history: downsample(
      timed.map(({ reading, ms }) => ({ temp: reading.returnTemp, time_ms: ms })),
      input.maxPoints ?? DEFAULT_MAX_HISTORY_POINTS,
    ),
  };
}

/**
 * Runs of out-of-range readings; `sorted` is oldest first. The run that includes the newest
 * reading is ongoing (`total_time_ms` null) unless `closed` (the trip is over: delivered), when it
 * ends at that newest reading.
 */
export function findExceptions(
  sorted: ReeferReading[],
  requirement: ReeferRequirement,
  locate: (at: string) => string,
  options: { closed?: boolean } = {},
): TempException[] {
  const runs: { status: TempStatus; readings: ReeferReading[] }[] = [];
  let previous: TempStatus = 'IN_RANGE';
  for (const reading of sorted) {
    const status = classify(reading.returnTemp, requirement);
    if (status !== 'IN_RANGE' && status === previous) runs.at(-1)!.readings.push(reading);
    else if (status !== 'IN_RANGE') runs.push({ status, readings: [reading] });
    previous = status;
  }

  const last = sorted.at(-1);
  return runs.map(({ status, readings }) => {
    const first = readings[0]!;
    const end = readings.at(-1)!;
    const start = Date.parse(first.at);
    const average = readings.reduce((sum, r) => sum + r.returnTemp, 0) / readings.length;
    return {
      start_time_ms: start,
      total_time_ms: end === last && !options.closed ? null : Date.parse(end.at) - start,
      is_exception_high_range: status === 'TEMP_OVER_RANGE',
      reefer_temperature: roundTo(average, 1),
      location: locate(first.at),
    };
  });
}

const lttb = createLTTB<TempPoint>({ x: 'time_ms', y: 'temp' });

/**
 * At most `maxPoints` points by largest-triangle-three-buckets, first and last kept. Below 3
 * points LTTB has no middle bucket (and the library returns the second point instead of the
 * last), so 2 is the floor: the first and the last.
 */
export function downsample(points: TempPoint[], maxPoints: number): TempPoint[] {
  const target = Math.max(2, Math.floor(maxPoints));
  if (points.length <= target) return points;
  if (target === 2) return [points[0]!, points.at(-1)!];
  return Array.from(lttb(points, target) as ArrayLike<TempPoint>);
}
