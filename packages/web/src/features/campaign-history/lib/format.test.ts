import { describe, expect, it } from 'vitest';
import {
  callStatusLabel,
  formatAppointment,
  formatCalendarDate,
  formatCampaignTime,
  formatDistance,
  formatPerMileRange,
  formatRate,
  formatRateRange,
  formatRoute,
  stopLabel,
} from './format';

describe('campaign formats (§9)', () => {
  it("times in the browser's zone as MMM d, yyyy h:mm a", () => {
    expect(formatCampaignTime('2026-03-02T15:04:00.000Z', 'N/A', 'America/Chicago')).toBe(
      'Mar 2, 2026 9:04 AM',
    );
    expect(formatCampaignTime('2026-11-20T23:30:00.000Z', 'N/A', 'UTC')).toBe(
      'Nov 20, 2026 11:30 PM',
    );
    expect(formatCampaignTime('not a date')).toBe('N/A');
  });

  it('rates in USD without decimals, distance with 1 decimal, per mile with 2', () => {
    expect(formatRate(2350.6)).toBe('$2,351');
    expect(formatRate(null)).toBe('N/A');
    expect(formatRateRange({ min: 2000, max: 2400 })).toBe('$2,000 - $2,400');
    expect(formatRateRange({ min: 0, max: 0 })).toBe('N/A');
    expect(formatDistance(781)).toBe('781.0 mi');
    expect(formatDistance(1234.56)).toBe('1,234.6 mi');
    expect(formatPerMileRange({ min: 2000, max: 2400 }, 781)).toBe('$2.56 - $3.07 per mile');
    expect(formatPerMileRange({ min: 2000, max: 2400 }, 0)).toBe('N/A');
    expect(formatPerMileRange({ min: 2000, max: 2400 }, null)).toBe('N/A');
  });

  it('stops: Pickup first, Delivery last, Stop between; route first → last', () => {
    expect([0, 1, 2].map((i) => stopLabel(i, 3))).toEqual(['Pickup', 'Stop', 'Delivery']);
    expect(stopLabel(0, 1)).toBe('Pickup');
    expect(formatRoute([{ cityState: 'Dallas, TX' }, { cityState: 'Atlanta, GA' }])).toBe(
      'Dallas, TX → Atlanta, GA',
    );
    expect(formatRoute([])).toBe('N/A');
  });

  it('appointments: Set shows the time, FCFS the window, TBD when unknown', () => {
    const stop = {
      cityState: 'Dallas, TX',
      appointmentType: 'Set' as const,
      appointmentDate: '2026-03-04',
      appointmentTime: '00:15',
      appointmentWindowStart: null,
      appointmentWindowEnd: null,
    };
    expect(formatAppointment(stop)).toEqual({ label: 'Time', value: '12:15 AM' });
    expect(
      formatAppointment({
        ...stop,
        appointmentType: 'FCFS',
        appointmentWindowStart: '08:00',
        appointmentWindowEnd: '13:30',
      }),
    ).toEqual({ label: 'Window', value: '8:00 AM - 1:30 PM' });
    expect(formatAppointment({ ...stop, appointmentTime: null }).value).toBe('TBD');
    expect(formatCalendarDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDate(null)).toBe('TBD');
  });

  it("call statuses use the contracts' labels", () => {
    expect(callStatusLabel('no-answer')).toBe('No Answer');
    expect(callStatusLabel('in-progress')).toBe('In Progress');
    expect(callStatusLabel('mystery')).toBe('mystery');
  });
});
