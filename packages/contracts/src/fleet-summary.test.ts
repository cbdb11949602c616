import { describe, expect, it } from 'vitest';
import { fleetSummarySchema, summarizeFleet } from './fleet-summary';
import { makeDetention as detention, makeTrip as trip } from './testing';

describe('summarizeFleet', () => {
  it('counts late, reefer, violation and detention trips', () => {
    const summary = summarizeFleet([
      trip({ eta_details: { is_late: true } }),
      trip({ eta_details: null }),
      trip({ temperature_monitoring_details: { temperature_exception_status: 'IN_RANGE' } }),
      trip({ temperature_monitoring_details: { temperature_exception_status: 'TEMP_OVER_RANGE' } }),
      trip({ detention_summary: detention({ current_state: 'PRE_DETENTION' }) }),
      trip({ detention_summary: detention({ current_state: 'IN_LOSS', loss_total_amount: 12.5 }) }),
      trip({ detention_summary: detention({ current_state: 'NONE', detention_total_amount: 40 }) }),
    ]);
    expect(summary).toEqual({
      activeTrips: 7,
      late: 1,
      reeferTrips: 2,
      inViolation: 1,
      detentionTrips: 3,
      inDetention: 1,
      withAmount: 2,
    });
    expect(fleetSummarySchema.parse(summary)).toEqual(summary);
  });

  it('is all zero for no trips', () => {
    expect(Object.values(summarizeFleet([]))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
