import { describe, expect, it } from 'vitest';
import { makeCalc, makeTrip } from '../testing/trip-fixture';
import {
  ARRIVED,
  arrivalSentence,
  hoursAndMinutes,
  LATE,
  NO_ETA_DISPATCHED,
  NO_ETA_YET,
  NO_LOCATION_DETAILS,
  NO_LOCATION_PANEL,
  ON_TIME,
  reasonForDelay,
  timelineRows,
  tripStatusPanel,
} from './eta-panel';

describe('ETA panel sentences', () => {
  it('spells hours and minutes', () => {
    expect(hoursAndMinutes(195)).toBe('3 hours 15 minutes');
    expect(hoursAndMinutes(-61)).toBe('1 hour 1 minute');
    expect(hoursAndMinutes(0)).toBe('0 hours 0 minutes');
  });

  it('projects arrival before, after or at the appointment', () => {
    expect(arrivalSentence({ eta_deliverytime_delta: 195 })).toBe(
      'Projected to arrive 3 hours 15 minutes after the appointment time.',
    );
    expect(arrivalSentence({ eta_deliverytime_delta: -45 })).toBe(
      'Projected to arrive 0 hours 45 minutes before the appointment time.',
    );
    expect(arrivalSentence({ eta_deliverytime_delta: 0 })).toBe(
      'Projected to arrive at the appointment time.',
    );
  });

  it('gives a reason only for a late mode, falling back when the engine has none', () => {
    expect(reasonForDelay(makeCalc({ is_late: false }), 'x')).toBeNull();
    expect(reasonForDelay(makeCalc(), 'Because.')).toBe('Reason for delay: Because.');
    expect(reasonForDelay(makeCalc(), null)).toBe(
      'Reason for delay: needs 7h 45m of driving and 30m of mandatory breaks; arrives 3 hours 15 minutes after the appointment.',
    );
  });

  it('formats the timeline rows', () => {
    expect(timelineRows(makeCalc().calc_details, 'America/Phoenix')[1]).toEqual({
      description: '30-minute Break',
      duration: '30m',
      start: 'Mar 3, 11:00 MST',
      end: 'Mar 3, 11:30 MST',
    });
  });
});

describe('tripStatusPanel', () => {
  it('lists the projection of the chosen mode', () => {
    const trip = makeTrip();
    const panel = tripStatusPanel(trip, 0);
    expect(panel.status).toBe(LATE);
    expect(panel.lines).toEqual([
      'Projected to arrive 3 hours 15 minutes after the appointment time.',
      'Total time until appointment: 5h 0m',
      'Miles to destination: 387 mi',
      'Total time to arrive: 8h 15m',
      'Driving time needed: 7h 45m',
      'Mandatory break time required: 30m',
      `Reason for delay: ${trip.eta_details?.reason_for_delay}`,
    ]);
    expect(panel.timeline).toHaveLength(3);
    expect(tripStatusPanel(trip, 1).lines[0]).toBe(
      'Projected to arrive 13 hours 15 minutes after the appointment time.',
    );
  });

  it('says early or on-time, and a passed appointment', () => {
    const trip = makeTrip();
    const onTime = makeCalc({ is_late: false, eta_deliverytime_delta: -30, time_to_delivery: -10 });
    const details = trip.eta_details;
    if (!details) throw new Error('fixture');
    const panel = tripStatusPanel(
      { ...trip, eta_details: { ...details, eta_calculations: [onTime, onTime] } },
      0,
    );
    expect(panel.status).toBe(ON_TIME);
    expect(panel.lines).toContain('Total time until appointment: passed 10m ago');
    expect(panel.lines.some((line) => line.startsWith('Reason for delay'))).toBe(false);
  });

  it('without a location says the ELD has none', () => {
    const panel = tripStatusPanel(makeTrip({ current_location: null }), 0);
    expect(panel.lines).toEqual([NO_LOCATION_PANEL]);
    expect(panel.timeline).toBeNull();
    expect(panel.timelineNote).toBe(NO_LOCATION_DETAILS);
    expect(NO_LOCATION_PANEL).toBe(
      'Current location is unavailable from ELD. So can’t provide delivery details.',
    );
  });

  it('says in words why a dispatched trip has no ETA yet', () => {
    const panel = tripStatusPanel(makeTrip({ trip_status: 'Dispatched', eta_details: null }), 0);
    expect(panel.status).toBeNull();
    expect(panel.lines).toEqual([NO_ETA_DISPATCHED]);
    expect(panel.timeline).toBeNull();
    expect(panel.timelineNote).toBe(NO_ETA_DISPATCHED);
    expect(NO_ETA_DISPATCHED).toBe(
      'No ETA yet: the trip is dispatched and the truck has not started toward its first stop.',
    );
  });

  it('says there is no ETA yet for an active trip without a projection', () => {
    const panel = tripStatusPanel(makeTrip({ eta_details: null }), 0);
    expect(panel.lines).toEqual([NO_ETA_YET]);
    expect(panel.timelineNote).toBe(NO_ETA_YET);
  });

  it('at the destination says the truck has arrived', () => {
    const panel = tripStatusPanel(makeTrip({ at_current_destination: true }), 0);
    expect(panel.lines).toEqual([ARRIVED]);
    expect(panel.timelineNote).toBe('Truck has arrived at destination');
  });
});
