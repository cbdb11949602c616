import type { CallDetail, CallRecord } from '@fleet/contracts';

export function makeCall(overrides: Partial<CallRecord> = {}): CallRecord {
  return {
    id: 'call-1',
    to_number: '+14155550101',
    from_number: '+13125550199',
    created_at: '2026-03-02T15:04:00.000Z',
    completed_at: '2026-03-02T15:06:15.000Z',
    status: 'completed',
    call_status: 'completed',
    details_only: true,
    call_duration: 135,
    carrier_id: 'carrier-7',
    initiator: 'web',
    rate_range: { min: 0, max: 0 },
    outcome: 'details_gathered',
    booked_rate: null,
    load_details: null,
    ...overrides,
  };
}

export function makeCallDetail(overrides: Partial<CallDetail> = {}): CallDetail {
  return {
    ...makeCall(),
    details_only: false,
    initiator: 'dat',
    rate_range: { min: 2000, max: 2400 },
    load_details: {
      truck_location: 'Dallas, TX',
      stops: [
        {
          cityState: 'Dallas, TX',
          stopType: 'PICKUP',
          appointmentType: 'FCFS',
          appointmentDate: '2026-03-04',
          appointmentTime: null,
          appointmentWindowStart: '08:00',
          appointmentWindowEnd: '12:00',
        },
        {
          cityState: 'Atlanta, GA',
          stopType: 'DELIVERY',
          appointmentType: 'APPT',
          appointmentDate: '2026-03-05',
          appointmentTime: '14:30',
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
      ],
      numberOfStops: 2,
      originDeadhead: 12,
      totalDistance: 781,
      totalDistanceWithDeadhead: 793,
      brokerOfferedRate: 2300,
      ratePerMile: 2.95,
      ratePerMileWithDeadhead: 2.9,
      marketRateRange: { min: 2100, max: 2500 },
      weight: 42000,
      commodity: 'Paper rolls',
      temperature: null,
      equipment_type: 'dry_van',
      specialInstructions: null,
      referenceNumber: 'REF-1',
    },
    transcript: [
      {
        sender: 'agent',
        message: 'Hi, calling about your Dallas load.',
        timestamp: '2026-03-02T15:04:05.000Z',
      },
      { sender: 'user', message: 'Sure, it pays 2300.', timestamp: '2026-03-02T15:04:20.000Z' },
    ],
    update_history: [],
    desired_rate: { min: 2000, max: 2400 },
    market_rate: '$2100-2500',
    ...overrides,
  };
}
