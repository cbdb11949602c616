import type { TempException, TemperatureMonitoring } from '@fleet/contracts';
import { DASH, formatDateTime } from '@/lib/format';

export const Y_MIN = -20;
export const Y_MAX = 40;
export const OUT_OF_RANGE_COLOR = '#8b0000';

/** To 0.1 °F: sensors report float noise such as 36.70000076293945. */
export function roundTemp(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Reefer mode 'Set' reads 'Start/Stop'. */
export function reeferModeLabel(mode: string | null | undefined): string {
  if (!mode) return DASH;
  return mode === 'Set' ? 'Start/Stop' : mode;
}

export function formatTemp(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? DASH
    : `${roundTemp(value)} °F`;
}

export function inViolation(
  status: TemperatureMonitoring['temperature_exception_status'],
): boolean {
  return status !== 'IN_RANGE';
}

/** Whole minutes of a length in ms: "12 min". */
export function formatLengthMs(ms: number | null): string {
  return ms === null ? 'Ongoing' : `${Math.round(ms / 60_000)} min`;
}

export interface ExceptionRow {
  key: string;
  timestamp: string;
  length: string;
  type: 'Temp Over Range' | 'Temp Under Range';
  average: string;
  location: string;
}

export function exceptionRows(exceptions: readonly TempException[]): ExceptionRow[] {
  return exceptions.map((e, index) => ({
    key: `${e.start_time_ms}-${index}`,
    timestamp: formatDateTime(e.start_time_ms),
    length: formatLengthMs(e.total_time_ms),
    type: e.is_exception_high_range ? 'Temp Over Range' : 'Temp Under Range',
    average: formatTemp(e.reefer_temperature),
    location: e.location || DASH,
  }));
}

export interface ChartData {
  series: { name: string; data: [number, number][] }[];
  /** Indexes in the temperature series of the points outside [min, max]. */
  outOfRange: number[];
}

/** The reefer temperature against flat min and max lines. */
export function chartData(
  t: Pick<
    TemperatureMonitoring,
    'temp_history' | 'min_required_temperature' | 'max_required_temperature'
  >,
): ChartData {
  const min = t.min_required_temperature;
  const max = t.max_required_temperature;
  const points = t.temp_history;
  return {
    series: [
      { name: 'Reefer Temperature', data: points.map((p) => [p.time_ms, p.temp]) },
      { name: 'Min', data: points.map((p) => [p.time_ms, min]) },
      { name: 'Max', data: points.map((p) => [p.time_ms, max]) },
    ],
    outOfRange: points.flatMap((p, index) => (p.temp < min || p.temp > max ? [index] : [])),
  };
}
