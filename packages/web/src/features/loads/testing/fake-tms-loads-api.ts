import type { LoadStop, TmsLoad } from '@fleet/contracts';
import { fakeApi, makeUser } from '@/testing/fixtures';

const STOP: LoadStop = {
  stop_type: 'Pickup',
  stop_number: 1,
  company_name: 'Acme DC',
  address: '1 Main St',
  city: 'Dallas',
  state: 'TX',
  zipcode: '75201',
  phone: null,
  email: null,
  confirmation_number: 'PU-1',
  bol_number: null,
  reference_number: null,
  appointment_type: 'APPT',
  appointment_date: '11/24/2026',
  appointment_time_hours: '08',
  appointment_time_minutes: '30',
  fcfs_start_date: null,
  fcfs_start_time_hours: null,
  fcfs_start_time_minutes: null,
  fcfs_end_date: null,
  fcfs_end_time_hours: null,
  fcfs_end_time_minutes: null,
  stop_instructions: null,
  commodities: null,
};

/** A load of the built-in TMS: a pickup by appointment in Dallas, an FCFS delivery in Houston. */
export function makeTmsLoad(overrides: Partial<TmsLoad> = {}): TmsLoad {
  return {
    id: 'load-1',
    tms: 'builtin',
    external_id: 'load-1',
    trip_id: 'T-9001',
    record: {
      order_number: 'ORD-555',
      customer_name: 'Acme Foods',
      po_number: 'PO-1',
      bol_number: null,
      reference_number: null,
      phone: null,
      email: null,
      linehaul_rate: 1500,
      fuel_surcharge: 120.5,
      weight: 42000,
      length: 53,
      equipment_type: 'reefer',
      temperature_control: 'continuous',
      temperature: 34,
      carrier: {
        carrier_name: 'Demo Carrier',
        driver_name: 'Sam Driver',
        driver_phone: null,
        truck: '101',
        trailer: 'R-7',
      },
      stops: [
        STOP,
        {
          ...STOP,
          stop_type: 'Delivery',
          stop_number: 2,
          company_name: 'Gulf Foods',
          address: null,
          city: 'Houston',
          zipcode: null,
          confirmation_number: null,
          appointment_type: 'FCFS',
          appointment_date: null,
          appointment_time_hours: null,
          appointment_time_minutes: null,
          fcfs_start_date: '11/25/2026',
          fcfs_start_time_hours: '09',
          fcfs_start_time_minutes: '00',
          fcfs_end_date: '11/25/2026',
          fcfs_end_time_hours: '15',
          fcfs_end_time_minutes: '00',
        },
      ],
    },
    created_at: '2026-11-24T10:00:00.000Z',
    created_by: 'dispatcher@demo.test',
    ...overrides,
  };
}

/** GET /v1/tms-loads/{id} answered by `answer`; the session and flags from the shared double. */
export function fakeTmsLoadsApi(answer: (id: string) => Response | Promise<Response>) {
  const base = fakeApi({ user: makeUser() });
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const id = /\/v1\/tms-loads\/([^/?]+)$/.exec(url)?.[1];
    if (id) {
      asked.push(decodeURIComponent(id));
      return answer(decodeURIComponent(id));
    }
    return base.fetch(input, init);
  };
  return { fetch, asked };
}
