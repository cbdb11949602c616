import { describe, expect, it } from 'vitest';
import { makeDetention, makeTrip } from '../testing/make-trip';
import { summarizeFleet } from './fleet-summary';

describe('summarizeFleet', () => {
  it('counts late, reefer, violation and detention trips', () => {
    const summary = summarizeFleet([
      makeTrip({ eta_details: { is_late: true } }),
      makeTrip({ eta_details: null }),
      makeTrip({ temperature_monitoring_details: { temperature_exception_status: 'IN_RANGE' } }),
      makeTrip({
        temperature_monitoring_details: { temperature_exception_status: 'TEMP_OVER_RANGE' },
      }),
      makeTrip({ detention_summary: makeDetention({ current_state: 'PRE_DETENTION' }) }),
      makeTrip({
        detention_summary: makeDetention({ current_state: 'IN_LOSS', loss_total_amount: 12.5 }),
      }),
    ]);
    expect(summary).toEqual({
      activeTrips: 6,
      late: 1,
      reeferTrips: 2,
      inViolation: 1,
      detentionTrips: 2,
      inDetention: 1,
      withAmount: 1,
    });
  });

  it('is all zero for no trips', () => {
    expect(summarizeFleet([])).toMatchObject({ activeTrips: 0, reeferTrips: 0, detentionTrips: 0 });
  });
});
