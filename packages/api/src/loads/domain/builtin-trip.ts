import {
  DITAT_DEFAULT_LOCATION_KEY,
  type DitatUpdateLoadInputRequest,
  type LoadRecord,
  type LoadStop,
  type LoadValidationError,
  tmsLoadPagePath,
} from '@fleet/contracts';
import { DateTime } from 'luxon';
import type { Place, ReeferRequirement, Stop, Trip } from '../../fleet/domain/model';
import type { AccountReference, NamedRow } from '../data/reference-repository';
import { normalise } from './rank';
import { stopPlace } from './stop-places';

/** Degrees °F either side of the set point a built-in reefer load allows. */
const REEFER_TOLERANCE_F = 3;

/** 'MM/DD/YYYY' + two-digit hours/minutes as an instant in `zone`; null when not a real time. */
export function stopInstant(
  date: string | null,
  hours: string | null,
  minutes: string | null,
  zone: string,
): string | null {
  const m = date ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim()) : null;
  if (!m) return null;
  const hour = Number(hours || '0');
  const minute = Number(minutes || '0');
  if (!Number.isInteger(hour) || !Number.isInteger(minute)) return null;
  const at = DateTime.fromObject(
    { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]), hour, minute },
    { zone },
  );
  return at.isValid ? at.toUTC().toISO() : null;
}

function unitOf(rows: readonly NamedRow[], id: string | null | undefined, name: string | null) {
  if (id) return rows.find((r) => r.id === id);
  const wanted = name ? normalise(name) : '';
  return wanted ? rows.find((r) => normalise(r.name) === wanted) : undefined;
}

export type BuiltTrip = { ok: true; trip: Trip } | { ok: false; errors: LoadValidationError[] };

/**
 * A saved load as a trip of the account (status Dispatched) that monitoring projects like any
 * other: its stops placed (stop-places.ts) with their appointments in the stop's zone, its
 * customer, and the truck, trailer and driver it names (by id, or by unit number / name).
 * Nothing assigned is '' (the trips table's columns are NOT NULL; loads/README.md). What makes a
 * trip impossible comes back as validation errors naming the Load record's fields.
 */
export function buildTrip(
  id: string,
  load: LoadRecord,
  ref: AccountReference,
  now: string,
): BuiltTrip {
  const errors: LoadValidationError[] = [];
  const add = (propertyName: string, message: string) => errors.push({ propertyName, message });

  if (!load.stops.some((s) => s.stop_type === 'Pickup'))
    add('stops', 'At least one pickup is required.');
  if (!load.stops.some((s) => s.stop_type === 'Delivery'))
    add('stops', 'At least one delivery is required.');

  const carrier = load.carrier;
  const truck = unitOf(ref.trucks, carrier.truck_id, carrier.truck);
  const trailer = unitOf(ref.trailers, carrier.trailer_id, carrier.trailer);
  const driver = unitOf(ref.drivers, carrier.driver_id, carrier.driver_name);
  if (carrier.truck_id && !truck)
    add('carrier.truck_id', `Truck ${carrier.truck_id} is not one of this account's trucks.`);
  if (carrier.trailer_id && !trailer)
    add(
      'carrier.trailer_id',
      `Trailer ${carrier.trailer_id} is not one of this account's trailers.`,
    );
  if (carrier.driver_id && !driver)
    add('carrier.driver_id', `Driver ${carrier.driver_id} is not one of this account's drivers.`);
  const customer = unitOf(ref.customers, load.customer_id, load.customer_name);
  if (load.customer_id && !customer)
    add('customer_id', `Customer ${load.customer_id} is not one of this account's customers.`);

  const indexed = load.stops.map((stop, index) => ({ stop, index }));
  indexed.sort((a, b) => a.stop.stop_number - b.stop.stop_number);
  const stops: Stop[] = [];
  let previous: { at: string; number: number } | null = null;
  for (const [order, { stop, index }] of indexed.entries()) {
    const at = `stops[${index}]`;
    const located = stopPlace(stop, ref.facilities);
    if (!located) {
      add(
        `${at}.city`,
        `Stop ${stop.stop_number}: the city, state or ZIP does not name a known place.`,
      );
      continue;
    }
    const built = stopOf(id, stop, order + 1, located.place, located.facility?.id, at, add);
    if (!built) continue;
    if (previous && built.appointment < previous.at) {
      add(
        `${at}.${built.appointmentType === 'FCFS' ? 'fcfs_start_date' : 'appointment_date'}`,
        `Stop ${stop.stop_number} is before stop ${previous.number}: stops must be in time order.`,
      );
    }
    previous = { at: built.appointment, number: stop.stop_number };
    stops.push(built);
  }
  if (errors.length > 0) return { ok: false, errors };

  return {
    ok: true,
    trip: {
      id,
      tripNum: id,
      loadNum: load.order_number?.trim() || id,
      orderNumber: load.order_number?.trim() ?? '',
      customerId: customer?.id ?? '',
      customerName: customer?.name ?? load.customer_name?.trim() ?? '',
      status: 'Dispatched',
      truckId: truck?.id ?? '',
      trailerId: trailer?.id ?? '',
      driverId: driver?.id ?? '',
      invoiceNum: null,
      externalLink: tmsLoadPagePath(id),
      reefer: reeferOf(load),
      stops,
      dispatchedAt: now,
      deliveredAt: null,
    },
  };
}

function stopOf(
  tripId: string,
  stop: LoadStop,
  order: number,
  place: Place,
  facilityId: string | undefined,
  at: string,
  add: (propertyName: string, message: string) => void,
): Stop | null {
  const fcfs =
    stop.appointment_type === 'FCFS' ||
    (stop.appointment_type === null && !stop.appointment_date && !!stop.fcfs_start_date);
  const zone = place.timezone;
  const start = fcfs
    ? stopInstant(
        stop.fcfs_start_date,
        stop.fcfs_start_time_hours,
        stop.fcfs_start_time_minutes,
        zone,
      )
    : stopInstant(
        stop.appointment_date,
        stop.appointment_time_hours,
        stop.appointment_time_minutes,
        zone,
      );
  if (!start) {
    add(
      `${at}.${fcfs ? 'fcfs_start_date' : 'appointment_date'}`,
      `Stop ${stop.stop_number}: a valid ${fcfs ? 'window start' : 'appointment'} date and time are required.`,
    );
    return null;
  }
  const end = fcfs
    ? stopInstant(stop.fcfs_end_date, stop.fcfs_end_time_hours, stop.fcfs_end_time_minutes, zone)
    : null;
  if (fcfs && stop.fcfs_end_date && !end) {
    add(
      `${at}.fcfs_end_date`,
      `Stop ${stop.stop_number}: the window end is not a valid date and time.`,
    );
    return null;
  }
  if (end && end < start) {
    add(`${at}.fcfs_end_date`, `Stop ${stop.stop_number}: the window ends before it starts.`);
    return null;
  }
  return {
    id: `${tripId}-${order}`,
    order,
    type: stop.stop_type,
    facilityId: facilityId ?? `tms-stop:${tripId}:${order}`,
    customerName: stop.company_name?.trim() ?? '',
    place,
    appointmentType: fcfs ? 'FCFS' : 'APPT',
    appointment: start,
    appointmentEnd: fcfs ? end : null,
    arrivedAt: null,
    departedAt: null,
    notes: stop.stop_instructions?.trim() ?? '',
  };
}

function reeferOf(load: LoadRecord): ReeferRequirement | null {
  if (load.equipment_type !== 'reefer' || load.temperature === null) return null;
  return {
    setPoint: load.temperature,
    min: load.temperature - REEFER_TOLERANCE_F,
    max: load.temperature + REEFER_TOLERANCE_F,
    mode: load.temperature_control === 'start_stop' ? 'Set' : 'Continuous',
    commodity: load.stops.map((s) => s.commodities?.trim()).find(Boolean) ?? '',
  };
}

/** 'YYYY-MM-DDTHH:MM[:SS]' → the Load record's date and two-digit time fields. */
function splitWallTime(value: string | null) {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value) : null;
  return m
    ? { date: `${m[2]}/${m[3]}/${m[1]}`, hours: m[4]!, minutes: m[5]! }
    : { date: null, hours: null, minutes: null };
}

/**
 * Ditat load input as the generic Load record (what tms_loads keeps and the built-in TMS makes a
 * trip of): references, rate and goods; the customer and each stop from the account's customer
 * and location keys (DEFAULT: a stop without a place).
 */
export function loadRecordOfDitat(
  { load_input: input, goods_details: goods }: DitatUpdateLoadInputRequest,
  ref: Pick<AccountReference, 'customers' | 'facilities'>,
): LoadRecord {
  const customer = ref.customers.find((c) => c.id === input.customer_key);
  const appointments = [...input.appointment_list].sort((a, b) => a.stop_number - b.stop_number);
  return {
    order_number: input.referenceId1,
    customer_name: customer?.name ?? null,
    ...(input.customer_key ? { customer_id: input.customer_key } : {}),
    po_number: input.referenceId3 ?? input.referenceId4,
    bol_number: input.referenceId2,
    reference_number: input.referenceId5,
    phone: null,
    email: null,
    linehaul_rate: input.rates_list[0]?.rate_amount ?? null,
    fuel_surcharge: null,
    ...goods,
    carrier: {
      carrier_name: input.carrier.carrier_name,
      driver_name: null,
      driver_phone: null,
      truck: null,
      trailer: null,
    },
    stops: appointments.map((a) => {
      const facility =
        a.location_key && a.location_key !== DITAT_DEFAULT_LOCATION_KEY
          ? ref.facilities.find((f) => f.id === a.location_key)
          : undefined;
      const on = splitWallTime(a.appointment_on_datetime);
      const late = splitWallTime(a.appointment_late_after_datetime);
      const fcfs = a.appointment_type === 'FCFS';
      return {
        stop_type: a.location_type === 0 ? 'Pickup' : 'Delivery',
        stop_number: a.stop_number,
        company_name: facility?.name ?? null,
        ...(facility
          ? { company_id: facility.id, lat: facility.place.lat, lng: facility.place.lng }
          : {}),
        address: facility?.place.address1 ?? null,
        city: facility?.place.city ?? null,
        state: facility?.place.state ?? null,
        zipcode: facility?.place.zipcode ?? null,
        phone: null,
        email: null,
        confirmation_number: null,
        bol_number: null,
        reference_number: null,
        appointment_type: a.appointment_type ?? (fcfs ? 'FCFS' : 'APPT'),
        appointment_date: fcfs ? null : on.date,
        appointment_time_hours: fcfs ? null : on.hours,
        appointment_time_minutes: fcfs ? null : on.minutes,
        fcfs_start_date: fcfs ? on.date : null,
        fcfs_start_time_hours: fcfs ? on.hours : null,
        fcfs_start_time_minutes: fcfs ? on.minutes : null,
        fcfs_end_date: fcfs ? late.date : null,
        fcfs_end_time_hours: fcfs ? late.hours : null,
        fcfs_end_time_minutes: fcfs ? late.minutes : null,
        stop_instructions: null,
        commodities: null,
      } satisfies LoadStop;
    }),
  };
}
