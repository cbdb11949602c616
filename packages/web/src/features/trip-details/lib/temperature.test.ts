import { describe, expect, it } from 'vitest';
import { makeTrip } from '../testing/trip-fixture';
import {
  chartData,
  exceptionRows,
  formatLengthMs,
  formatTemp,
  inViolation,
  reeferModeLabel,
} from './temperature';

const t = makeTrip().temperature_monitoring_details;
if (!t) throw new Error('fixture');

describe('temperature view values', () => {
  it("shows reefer mode 'Set' as Start/Stop", () => {
    expect(reeferModeLabel('Set')).toBe('Start/Stop');
    expect(reeferModeLabel('Continuous')).toBe('Continuous');
    expect(reeferModeLabel('')).toBe('-');
  });

  it('formats temperatures and lengths', () => {
    expect(formatTemp(34)).toBe('34 °F');
    expect(formatTemp(null)).toBe('-');
    expect(formatTemp(36.70000076293945)).toBe('36.7 °F');
    expect(formatLengthMs(1_200_000)).toBe('20 min');
    expect(formatLengthMs(null)).toBe('Ongoing');
  });

  it('is in violation unless IN_RANGE', () => {
    expect(inViolation('IN_RANGE')).toBe(false);
    expect(inViolation('TEMP_OVER_RANGE')).toBe(true);
    expect(inViolation('TEMP_UNDER_RANGE')).toBe(true);
  });

  it('lists exceptions with length or Ongoing, and over/under range', () => {
    expect(exceptionRows(t.temp_exceptions).map(({ key: _key, ...row }) => row)).toEqual([
      {
        timestamp: '03/03/2026 10:00 AM',
        length: '20 min',
        type: 'Temp Under Range',
        average: '30.5 °F',
        location: 'Barstow, CA',
      },
      {
        timestamp: '03/03/2026 01:25 PM',
        length: 'Ongoing',
        type: 'Temp Over Range',
        average: '38.9 °F',
        location: 'Blythe, CA',
      },
    ]);
  });

  it('charts temperature against min and max, marking points outside', () => {
    const data = chartData(t);
    expect(data.series.map((s) => s.name)).toEqual(['Reefer Temperature', 'Min', 'Max']);
    expect(data.series[1]?.data.every(([, v]) => v === 32)).toBe(true);
    expect(data.series[2]?.data.every(([, v]) => v === 36)).toBe(true);
    expect(data.outOfRange).toEqual([1, 3]);
  });
});
