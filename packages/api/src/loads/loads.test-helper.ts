import {
  type DitatUpdateLoadInputRequest,
  emptyLoadStop,
  type LoadRecord,
  type LoadStop,
} from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { Place } from '../fleet/domain/model';

/** A stop of the generic Load record with every field empty but the ones given. */
export function stop(
  over: Partial<LoadStop> & Pick<LoadStop, 'stop_type' | 'stop_number'>,
): LoadStop {
  return {
    ...emptyLoadStop(over.stop_number),
    ...over,
  };
}

/** A two-stop rate confirmation: an APPT pickup in Chicago, an FCFS delivery in Dallas. */
export function loadRecord(over: Partial<LoadRecord> = {}): LoadRecord {
  return {
    order_number: 'ORD-7781',
    customer_name: 'Acme Foods',
    po_number: 'PO-55',
    bol_number: null,
    reference_number: null,
    phone: null,
    email: null,
    linehaul_rate: 2450.5,
    fuel_surcharge: 120,
    weight: 38000,
    length: 53,
    equipment_type: 'reefer',
    temperature_control: 'continuous',
    temperature: 34,
    carrier: {
      carrier_name: 'Demo Carrier',
      driver_name: null,
      driver_phone: null,
      truck: null,
      trailer: null,
    },
    stops: [
      stop({
        stop_type: 'Pickup',
        stop_number: 1,
        company_name: 'Windy City Cold Storage',
        address: '1200 W 35th St',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60609',
        appointment_type: 'APPT',
        appointment_date: '11/21/2026',
        appointment_time_hours: '08',
        appointment_time_minutes: '30',
      }),
      stop({
        stop_type: 'Delivery',
        stop_number: 2,
        company_name: 'Lone Star Grocers DC',
        city: 'Dallas',
        state: 'TX',
        zipcode: '75201',
        appointment_type: 'FCFS',
        fcfs_start_date: '11/22/2026',
        fcfs_start_time_hours: '06',
        fcfs_start_time_minutes: '00',
        fcfs_end_date: '11/22/2026',
        fcfs_end_time_hours: '14',
        fcfs_end_time_minutes: '00',
        stop_instructions: 'Lumper on site',
      }),
    ],
    ...over,
  };
}

/** Ditat load input for the account's customer and locations (keys as the lookups give them). */
export function ditatInput(
  over: Partial<DitatUpdateLoadInputRequest['load_input']> = {},
): DitatUpdateLoadInputRequest {
  return {
    load_input: {
      referenceId1: 'ORD-9001',
      referenceId2: 'BOL-1',
      referenceId3: 'PO-2',
      referenceId4: null,
      referenceId5: null,
      customer_key: 'c1',
      rates_list: [{ rate_amount: 1800.25 }],
      appointment_list: [
        {
          location_type: 0,
          appointment_on_datetime: '2026-11-21T08:00:00',
          appointment_late_after_datetime: '2026-11-21T08:00:00',
          appointment_type: 'APPT',
          stop_number: 1,
          location_key: 'f-chi',
        },
        {
          location_type: 1,
          appointment_on_datetime: '2026-11-22T06:00:00',
          appointment_late_after_datetime: '2026-11-22T14:00:00',
          appointment_type: 'FCFS',
          stop_number: 2,
          location_key: 'f-dal',
        },
      ],
      carrier: { carrier_name: 'Demo Carrier' },
      ...over,
    },
    goods_details: {
      weight: 40000,
      length: 53,
      equipment_type: 'van',
      temperature_control: null,
      temperature: null,
    },
  };
}

export const CHICAGO: Place = {
  lat: 41.8305,
  lng: -87.6547,
  address1: '1200 W 35th St',
  city: 'Chicago',
  state: 'IL',
  zipcode: '60609',
  timezone: 'America/Chicago',
};

export const DALLAS: Place = {
  lat: 32.7876,
  lng: -96.7994,
  address1: '500 Commerce St',
  city: 'Dallas',
  state: 'TX',
  zipcode: '75201',
  timezone: 'America/Chicago',
};

/** Facilities of an account, as the fleet sync writes them. */
export async function insertFacilities(
  db: Queryable,
  accountId: string,
  facilities: { id: string; customerId: string; name: string; place: Place }[],
): Promise<void> {
  for (const f of facilities) {
    await db.query(
      `INSERT INTO facilities (account_id, id, customer_id, name, place, lat, lng, geofence_radius_miles)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, 0.5)`,
      [accountId, f.id, f.customerId, f.name, JSON.stringify(f.place), f.place.lat, f.place.lng],
    );
  }
}
