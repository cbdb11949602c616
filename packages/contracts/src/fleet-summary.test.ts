import { describe, expect, it } from 'vitest';
import type { DetentionSummary, TripSummary } from './fleet';
import { fleetSummarySchema, summarizeFleet } from './fleet-summary';

const trip = (overrides: Partial<TripSummary> = {}): TripSummary => ({
  trip_num: 'T-1001',
  trip_status: 'In Transit',
  truck_num: 'TRK-1',
  trailer_num: 'TRL-1',
  load_num: 'L-1',
  order_number: 'ORD-1',
  customer_name: 'Acme Foods',
  deliver_date: '2026-03-10T15:00:00.000Z',
  last_stop: { datetime: '2026-03-10T15:00:00.000Z' },
  exception_status_tracker: { exception_history: [] },
  detention_summary: null,
  updated_at: '2026-03-09T12:00:00.000Z',
  driver: { id: 'd-1', driver_name: 'Ann Driver', samsara_id: 'eld-1' },
  eta_details: { is_late: false },
  temperature_monitoring_details: null,
  ...overrides,
});

const detention = (overrides: Partial<DetentionSummary>): DetentionSummary => ({
  is_detention: false,
  is_loss: false,
  detention_total_duration: 0,
  detention_total_amount: 0,
  detention_rate: 75,
  loss_total_duration: 0,
  loss_rate: 75,
  loss_total_amount: 0,
  current_state: 'NONE',
  status: 'OPEN',
  ...overrides,
});

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
