import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClock,
  formatDuration,
  formatInstant,
  formatRange,
  statusColor,
} from './format-call';

describe('call formats', () => {
  it('shows durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(609)).toBe('10:09');
    expect(formatDuration(3600)).toBe('60:00');
  });

  it("converts UTC to the zone and formats like 'MMM d, yyyy hh:mm a'", () => {
    expect(formatInstant('2026-03-02T15:04:00Z', 'N/A', 'America/Chicago')).toBe(
      'Mar 2, 2026 09:04 AM',
    );
    expect(formatInstant('2026-12-31T23:30:00Z', 'N/A', 'UTC')).toBe('Dec 31, 2026 11:30 PM');
    expect(formatInstant(null)).toBe('N/A');
    expect(formatInstant('not a date')).toBe('N/A');
  });

  it('shows transcript times as hh:mm:ss', () => {
    expect(formatClock('2026-03-02T15:04:05Z', 'UTC')).toBe('03:04:05');
    expect(formatClock('2026-03-02T05:00:09Z', 'America/New_York')).toBe('12:00:09');
  });

  it('shows appointment dates without shifting them by zone', () => {
    expect(formatCalendarDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDate(null)).toBeNull();
  });

  it('treats a 0–0 rate range as missing', () => {
    expect(formatRange({ min: 0, max: 0 })).toBe('N/A');
    expect(formatRange({ min: 1200, max: 1500.5 })).toBe('$1,200 - $1,500.50');
  });

  it('colours status badges green, red or yellow', () => {
    expect(statusColor('completed')).toBe('green');
    expect(statusColor('failed')).toBe('red');
    expect(statusColor('in_progress')).toBe('yellow');
  });
});
