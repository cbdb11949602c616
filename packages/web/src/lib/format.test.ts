import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDaysHours,
  formatMinutes,
  formatTime,
  formatUsd,
  NOT_AVAILABLE,
} from './format';

describe('formats of document 1 §9', () => {
  it('shows dates and times in UTC, en-US', () => {
    expect(formatDate('2026-11-23T23:30:00-05:00')).toBe('11/24/2026');
    expect(formatTime('2026-11-23T14:05:00Z')).toBe('02:05 PM');
    expect(formatDateTime('2026-11-23T14:05:00Z')).toBe('11/23/2026 02:05 PM');
  });

  it('shows a dash or the given fallback for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime('', NOT_AVAILABLE)).toBe('Not Available');
  });

  it('shows whole dollars without decimals and cents otherwise', () => {
    expect(formatUsd(1250)).toBe('$1,250');
    expect(formatUsd(93.75)).toBe('$93.75');
    expect(formatUsd(undefined)).toBe('-');
  });

  it('shows durations in hours and minutes', () => {
    expect(formatMinutes(135)).toBe('2h 15m');
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(-90)).toBe('-1h 30m');
    expect(formatDaysHours(93_600)).toBe('1d 2h');
    expect(formatDaysHours(7_200)).toBe('2h');
  });
});
