import { describe, expect, it } from 'vitest';
import { DEFAULT_DETENTION_TERMS } from './detention';
import type { HosClock, Place, Trip } from './model';
import { projectTrip, type TripFacts } from './trip-view';

const place = (city: string, state: string, lat: number, lng: number): Place => ({
  address1: '1 Main St',
  city,
  state,
  zipcode: '00000',
  timezone: 'America/Chicago',
  lat,
  lng,
});

const trip: Trip = {
  id: 'trip-1',
  tripNum: 'T-1',
  loadNum: 'L-1',
  orderNumber: 'O-1',
  customerId: 'c-1',
  customerName: 'Acme',
  status: 'In Transit',
  truckId: 'trk-1',
  trailerId: 'trl-1',
  driverId: 'drv-1',
  invoiceNum: null,
  externalLink: '',
  reefer: null,
  stops: [
    {
      id: 's-1',
      order: 1,
      type: 'Pickup',
      facilityId: 'f-1',
      customerName: 'Acme',
      place: place('Dallas', 'TX', 32.78, -96.8),
      appointmentType: 'APPT',
      appointment: '2026-11-24T12:00:00.000Z',
      appointmentEnd: null,
      arrivedAt: '2026-11-24T11:00:00.000Z',
      departedAt: '2026-11-24T12:30:00.000Z',
      notes: '',
    },
    {
      id: 's-2',
      order: 2,
      type: 'Delivery',
      facilityId: 'f-2',
      customerName: 'Acme',
      place: place('Chicago', 'IL', 41.88, -87.63),
      appointmentType: 'APPT',
      appointment: '2026-11-26T12:00:00.000Z',
      appointmentEnd: null,
      arrivedAt: null,
      departedAt: null,
      notes: '',
    },
  ],
  dispatchedAt: '2026-11-23T12:00:00.000Z',
  deliveredAt: null,
};

/** The ELD read the clock at 09:00, 9 h 56 min into a sleeper-berth rest after a full shift. */
const clock: HosClock = {
  driverId: 'drv-1',
  at: '2026-11-25T09:00:00.000Z',
  dutyStatus: 'SLEEPER_BED',
  statusSince: '2026-11-24T23:04:00.000Z',
  driveRemainingMin: 6,
  shiftRemainingMin: 0,
  breakRemainingMin: 480,
  cycleRemainingMin: 1945,
  lastResetAt: '2026-11-21T09:06:00.000Z',
};

function facts(now: string): TripFacts {
  return {
    trip,
    truckNumber: '101',
    trailerNumber: '201',
    driver: {
      id: 'drv-1',
      name: 'Dee Driver',
      phone: '',
      email: '',
      eldId: 'eld-1',
      home: { city: 'Dallas', state: 'TX' },
      homeTime: null,
    },
    customers: new Map(),
    facilityCustomer: () => undefined,
    ping: {
      truckId: 'trk-1',
      at: now,
      lat: 35.47,
      lng: -97.52,
      speedMph: 0,
      address: 'near Oklahoma City, OK',
    },
    clock,
    hosDays: [],
    readings: [],
    history: [],
    accountTerms: DEFAULT_DETENTION_TERMS,
    reeferLink: () => null,
    now,
  };
}

describe('a trip view whose driver is resting', () => {
  it('when the 10-hour rest completed after the ELD reading, then the HOS panel and the ETA agree that the driver may drive now', () => {
    const { view } = projectTrip(facts('2026-11-25T09:07:00.000Z'));
    const status = view.driver.legal_time_status!;
    expect(status.duty_status).toBe('SLEEPER_BED');
    expect(status.time_in_current_status).toBe(603);
    expect(status.drive_remaining).toBe(660);
    expect(status.shift_remaining).toBe(840);
    // The ETA ("Use Remaining Hours") starts by driving, as the panel's full clocks say it may.
    const plan = view.eta_details!.eta_calculations[0].calc_details;
    expect(plan[0]!.description).toBe('Driving');
    expect(plan[0]!.start_time).toBe('2026-11-25T09:07:00.000Z');
  });
});

describe('a delivered reefer trip', () => {
  const reading = (at: string, returnTemp: number) => ({
    trailerId: 'trl-1',
    tripId: 'trip-1',
    at,
    returnTemp,
    setPoint: 36,
    ambientTemp: 70,
    mode: 'Continuous' as const,
    faultCode: null,
    status: 'Running',
  });
  const deliveredAt = '2026-11-26T13:00:00.000Z';
  const deliveredTrip: Trip = {
    ...trip,
    status: 'Delivered',
    deliveredAt,
    reefer: { setPoint: 36, min: 34, max: 38, mode: 'Continuous', commodity: 'Produce' },
    stops: trip.stops.map((s) =>
      s.order === 2 ? { ...s, arrivedAt: '2026-11-26T11:30:00.000Z', departedAt: deliveredAt } : s,
    ),
  };

  it('when it was delivered out of range a month ago, then the exception is closed, not ongoing, and the list does not count it as in violation', () => {
    const { view, summary } = projectTrip({
      ...facts('2026-12-26T13:00:00.000Z'),
      trip: deliveredTrip,
      ping: undefined,
      readings: [
        reading('2026-11-26T12:00:00.000Z', 36),
        reading('2026-11-26T12:10:00.000Z', 41),
        reading('2026-11-26T12:50:00.000Z', 42),
        // The unit kept reporting for its next load: not this trip's.
        reading('2026-11-26T14:00:00.000Z', 10),
      ],
    });
    const t = view.temperature_monitoring_details!;
    expect(t.temp_exceptions).toEqual([
      expect.objectContaining({
        start_time_ms: Date.parse('2026-11-26T12:10:00.000Z'),
        total_time_ms: 40 * 60_000,
      }),
    ]);
    expect(t.current_exception_ms).toBeNull();
    expect(t.temperature_exception_status).toBe('IN_RANGE');
    expect(t.return_temperature).toBe(42);
    expect(t.temp_history).toHaveLength(3);
    expect(summary.temperature_monitoring_details?.temperature_exception_status).toBe('IN_RANGE');
  });
});

describe('the TMS link of a trip view', () => {
  const withLink = (externalLink: string) =>
    projectTrip({ ...facts('2026-11-25T09:07:00.000Z'), trip: { ...trip, externalLink } }).view
      .external_tms_summary.external_link;

  it('when the TMS gave a web address for the load, then the view links to it', () => {
    expect(withLink('https://tms.example.com/loads/L-1')).toBe('https://tms.example.com/loads/L-1');
  });

  it.each([
    '',
    '   ',
    'loads/L-1',
    'javascript:alert(1)',
    // What the simulator used to invent: a host that exists nowhere.
    'https://tms.fleet-simulator.local/loads/L-1',
  ])('when the link is not a real TMS page (%j), then the view has none', (link) => {
    expect(withLink(link)).toBeNull();
  });
});
