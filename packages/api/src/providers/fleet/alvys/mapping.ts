import cityTimezones from 'city-timezones';
import { DateTime } from 'luxon';
import type {
  Customer,
  Driver,
  Facility,
  Instant,
  Place,
  PositionPing,
  Stop,
  StopType,
  Trailer,
  Trip,
  TripStatus,
  Truck,
} from '../../../fleet/domain/model';
import type {
  AlvysCustomer,
  AlvysDriver,
  AlvysLoad,
  AlvysStop,
  AlvysTrailer,
  AlvysTrip,
  AlvysTruck,
  AlvysVisibilityUpdate,
} from './schemas';

/** Alvys trip statuses we report, and ours. Others (Open, Covered, Cancelled, TONU…) are left out. */
export const TRIP_STATUS: Readonly<Record<string, TripStatus>> = {
  Dispatched: 'Dispatched',
  InTransit: 'In Transit',
  Delivered: 'Delivered',
  Invoiced: 'Delivered',
  Completed: 'Delivered',
  Financed: 'Delivered',
  Paid: 'Delivered',
  InReview: 'Delivered',
};
export const REPORTED_TRIP_STATUSES = Object.keys(TRIP_STATUS);
export const IN_PROGRESS_TRIP_STATUSES = ['Dispatched', 'InTransit'];

/** A record Alvys gave that cannot be mapped (the mapper leaves it out and says why). */
export class AlvysSkip extends Error {}

export interface MappingOptions {
  loadLinkTemplate: string;
  defaultTimezone: string;
  geofenceRadiusMiles: number;
  driverEldId: 'employeeId' | 'none';
}

export function mapCustomer(customer: AlvysCustomer): Customer {
  return { id: customer.id, name: customer.name };
}

export function mapTruck(truck: AlvysTruck): Truck {
  return { id: truck.id, number: truck.truckNum };
}

export function isReeferEquipment(equipmentType: string | null | undefined): boolean {
  return /reefer|refrigerat|temp/i.test(equipmentType ?? '');
}

export function mapTrailer(trailer: AlvysTrailer): Trailer {
  return {
    id: trailer.id,
    number: trailer.trailerNum,
    reefer: isReeferEquipment(trailer.equipmentType),
  };
}

export function mapDriver(driver: AlvysDriver, options: MappingOptions): Driver {
  const eldId =
    options.driverEldId === 'employeeId' && driver.employeeId?.trim()
      ? driver.employeeId.trim()
      : null;
  return {
    id: driver.id,
    name: driver.name,
    phone: driver.phoneNumber ?? '',
    email: driver.email ?? '',
    eldId,
    home: { city: driver.address?.city ?? '', state: driver.address?.state ?? '' },
    homeTime: null,
  };
}

/** Status words of assets that are no longer in service. */
export function isRetired(status: string | null | undefined): boolean {
  return /inactive|deleted|disabled|sold|terminated/i.test(status ?? '');
}

/**
 * A trip in our model, from the Alvys trip and its load (order number, customer). Throws
 * AlvysSkip for trips we do not report: statuses before dispatch or cancelled, deleted, brokered
 * (no truck or driver of ours), or a pickup/delivery without a schedule or coordinates.
 */
export function mapTrip(
  trip: AlvysTrip,
  load: AlvysLoad | undefined,
  options: MappingOptions,
): Trip {
  const status = TRIP_STATUS[trip.status];
  if (!status) throw new AlvysSkip(`status ${trip.status} is not reported`);
  if (trip.isDeleted) throw new AlvysSkip('deleted');
  const truckId = trip.truck?.id;
  const driverId = trip.driver1?.id;
  if (!truckId || !driverId) throw new AlvysSkip('no truck or driver of the fleet (brokered?)');

  const stops = (trip.stops ?? [])
    .map((stop) => ({ stop, type: stopType(stop.stopType) }))
    .filter((s): s is { stop: AlvysStop; type: StopType } => s.type !== null)
    .map(({ stop, type }, index) => mapStop(stop, type, index + 1, options));
  if (stops.length === 0) throw new AlvysSkip('no pickup or delivery stops');

  const last = stops[stops.length - 1]!;
  const deliveredAt =
    utcInstant(trip.deliveredAt) ??
    (status === 'Delivered' ? (last.departedAt ?? last.arrivedAt) : null);
  const dispatchedAt =
    utcInstant(trip.releasedAt) ??
    utcInstant(trip.carrierAssignedAt) ??
    utcInstant(trip.pickedUpAt) ??
    stops[0]!.arrivedAt ??
    utcInstant(trip.updatedAt) ??
    stops[0]!.appointment;

  return {
    id: trip.id,
    tripNum: trip.tripNumber,
    loadNum: trip.loadNumber,
    orderNumber: load?.orderNumber ?? '',
    customerId: load?.customerId ?? '',
    customerName: load?.customerName ?? '',
    status,
    truckId,
    trailerId: trip.trailer?.id ?? '',
    driverId,
    invoiceNum: null,
    externalLink: options.loadLinkTemplate.replace(
      '{loadNumber}',
      encodeURIComponent(trip.loadNumber),
    ),
    reefer: null,
    stops,
    dispatchedAt,
    deliveredAt,
  };
}

function stopType(value: string): StopType | null {
  const v = value.toLowerCase();
  if (v.startsWith('pick') || v === 'shipper') return 'Pickup';
  if (v.startsWith('deliver') || v.startsWith('drop') || v === 'consignee') return 'Delivery';
  return null;
}

function mapStop(stop: AlvysStop, type: StopType, order: number, options: MappingOptions): Stop {
  const place = stopPlace(stop, options);
  const window = stop.stopWindow;
  const fcfs =
    (stop.scheduleType ?? '').toUpperCase() === 'FCFS' || (!stop.appointmentDate && window?.begin);
  const start = fcfs
    ? (localInstant(window?.begin, place.timezone) ??
      localInstant(stop.appointmentDate, place.timezone))
    : (localInstant(stop.appointmentDate, place.timezone) ??
      localInstant(window?.begin, place.timezone));
  if (!start) throw new AlvysSkip(`stop ${stop.id} has no appointment or window`);
  const notes = (stop.references ?? [])
    .filter((r) => r.value)
    .map((r) => (r.name ? `${r.name}: ${r.value}` : r.value))
    .join('; ');
  return {
    id: stop.id,
    order,
    type,
    facilityId: stop.companyId || `alvys-stop:${stop.id}`,
    customerName: stop.companyName ?? '',
    place,
    appointmentType: fcfs ? 'FCFS' : 'APPT',
    appointment: start,
    appointmentEnd: fcfs ? (localInstant(window?.end, place.timezone) ?? null) : null,
    arrivedAt: utcInstant(stop.arrivedAt),
    departedAt: utcInstant(stop.departedAt),
    notes,
  };
}

function stopPlace(stop: AlvysStop, options: MappingOptions): Place {
  if (!stop.coordinates) throw new AlvysSkip(`stop ${stop.id} has no coordinates`);
  const city = stop.address?.city ?? '';
  const state = (stop.address?.state ?? '').toUpperCase();
  return {
    lat: stop.coordinates.latitude,
    lng: stop.coordinates.longitude,
    address1: stop.address?.street ?? '',
    city,
    state,
    zipcode: stop.address?.zipCode ?? '',
    timezone: timezoneOf(city, state, options.defaultTimezone),
  };
}

/**
 * The facilities the trips' stops were at (Alvys locations carry no coordinates, stops do), one
 * per Alvys company id, first seen wins; the customer is the load's.
 */
export function facilitiesOfTrips(trips: Trip[], radiusMiles: number): Facility[] {
  const facilities = new Map<string, Facility>();
  for (const trip of trips) {
    for (const stop of trip.stops) {
      if (stop.facilityId.startsWith('alvys-stop:') || facilities.has(stop.facilityId)) continue;
      facilities.set(stop.facilityId, {
        id: stop.facilityId,
        customerId: trip.customerId,
        name: stop.customerName,
        place: stop.place,
        geofenceRadiusMiles: radiusMiles,
      });
    }
  }
  return [...facilities.values()];
}

/** A truck position from a visibility "Location" update with coordinates; null otherwise. */
export function mapPosition(update: AlvysVisibilityUpdate, truckId: string): PositionPing | null {
  if (update.eventType.toLowerCase() !== 'location' || !update.coordinates) return null;
  const at = utcInstant(update.sharedAt);
  if (!at) return null;
  const a = update.address;
  return {
    truckId,
    at,
    lat: update.coordinates.latitude,
    lng: update.coordinates.longitude,
    speedMph: 0,
    address: [a?.city, a?.state].filter(Boolean).join(', '),
  };
}

/** An ISO instant from an Alvys timestamp; one without an offset is UTC. */
export function utcInstant(value: string | null | undefined): Instant | null {
  return localInstant(value, 'utc');
}

/**
 * An ISO instant (UTC, ms) from an Alvys timestamp; one without an offset is wall time in `zone`
 * (appointments are entered as the facility's local time). Unreadable text is a malformed answer.
 */
export function localInstant(value: string | null | undefined, zone: string): Instant | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = DateTime.fromISO(value.trim(), { zone });
  if (!parsed.isValid) throw new Error(`Alvys sent an unreadable time: ${JSON.stringify(value)}`);
  return parsed.toUTC().toISO()!;
}

let cityZones: Map<string, string> | null = null;

/** The IANA zone of a US city (city-timezones), else of its state, else the default. */
export function timezoneOf(city: string, state: string, fallback: string): string {
  if (!cityZones) {
    cityZones = new Map();
    for (const c of cityTimezones.cityMapping) {
      if (c.iso2 !== 'US' || !c.state_ansi) continue;
      const key = `${c.city_ascii.toLowerCase()}|${c.state_ansi}`;
      if (!cityZones.has(key)) cityZones.set(key, c.timezone);
    }
  }
  return cityZones.get(`${city.trim().toLowerCase()}|${state}`) ?? STATE_ZONES[state] ?? fallback;
}

/** The zone most of each state is in. */
const STATE_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};
