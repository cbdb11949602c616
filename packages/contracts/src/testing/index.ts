import type { DetentionSummary, TripSummary } from '../fleet';

/** A trip summary for tests: an on-time, in-transit company-driver trip without reefer data. */
export function makeTrip(overrides: Partial<TripSummary> = {}): TripSummary {
  return {
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
  };
}

export function makeDetention(overrides: Partial<DetentionSummary> = {}): DetentionSummary {
  return {
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
  };
}
