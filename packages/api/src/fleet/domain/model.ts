/**
 * The fleet as our providers report it (TMS, ELD, reefer telematics, trailer tracking): raw facts
 * only. The engines derive everything a dispatcher watches (ETA, detention, temperature
 * exceptions, fleet watch) from these; the API stores both.
 *
 * Instants are ISO 8601 strings in UTC (`2026-11-23T14:05:00.000Z`). Temperatures are °F,
 * distances miles, durations minutes unless a name says otherwise. Every record belongs to one
 * account; the account id is carried by the storage layer, not repeated here.
 */

export type Instant = string;

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface Place extends GeoPoint {
  address1: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  zipcode: string;
  /** IANA time zone of the place, e.g. America/Chicago. */
  timezone: string;
}

/** Detention terms: free time before the charge starts, and hourly rates. */
export interface DetentionTerms {
  freeMinutes: number;
  detentionRatePerHour: number;
  lossRatePerHour: number;
}

export interface Customer {
  id: string;
  name: string;
  /** Overrides of the account's detention terms for this customer (any subset). */
  detentionTerms?: Partial<DetentionTerms>;
}

export interface Facility {
  id: string;
  customerId: string;
  name: string;
  place: Place;
  /** Radius of the geofence around the facility used for "trailer at customer location". */
  geofenceRadiusMiles: number;
}

export interface Driver {
  id: string;
  name: string;
  phone: string;
  email: string;
  /** Company ELD id; null for an external (non-company ELD) driver. */
  eldId: string | null;
  home: { city: string; state: string };
  /** Planned home time, when the driver has some scheduled. */
  homeTime: { start: Instant; end: Instant } | null;
}

export interface Truck {
  id: string;
  /** The number dispatchers know it by (truck_num). */
  number: string;
}

export interface Trailer {
  id: string;
  number: string;
  reefer: boolean;
}

export type TripStatus = 'Dispatched' | 'In Transit' | 'Delivered';
export type StopType = 'Pickup' | 'Delivery';
/** APPT: a fixed appointment time; FCFS: first come first served within a window. */
export type AppointmentType = 'APPT' | 'FCFS';

export interface Stop {
  id: string;
  /** 1-based order within the trip. */
  order: number;
  type: StopType;
  facilityId: string;
  customerName: string;
  place: Place;
  appointmentType: AppointmentType;
  /** Appointment time, or the start of the FCFS window. */
  appointment: Instant;
  /** End of the FCFS window; null for APPT. */
  appointmentEnd: Instant | null;
  arrivedAt: Instant | null;
  departedAt: Instant | null;
  notes: string;
}

export type ReeferMode = 'Continuous' | 'Set';

export interface ReeferRequirement {
  setPoint: number;
  min: number;
  max: number;
  /** 'Set' is shown as Start/Stop. */
  mode: ReeferMode;
  commodity: string;
}

export interface Trip {
  id: string;
  /** The trip number dispatchers search by (trip_num). */
  tripNum: string;
  loadNum: string;
  orderNumber: string;
  customerId: string;
  customerName: string;
  status: TripStatus;
  truckId: string;
  trailerId: string;
  driverId: string;
  invoiceNum: string | null;
  /** Link to the load in the external TMS. */
  externalLink: string;
  reefer: ReeferRequirement | null;
  /** Ordered by `order`. */
  stops: Stop[];
  dispatchedAt: Instant;
  deliveredAt: Instant | null;
  /**
   * What the customer pays for the load and who worked it, as the TMS has it now (accessorials
   * grow as they are incurred: detention once a stop is departed). Absent when the TMS does not
   * report financials (Alvys through its public API).
   */
  financials?: TripFinancials;
}

/** A trip's money and people, as the TMS reports them (the reports' load_revenue). Dollars. */
export interface TripFinancials {
  linehaul: number;
  fuelSurcharge: number;
  /** Billed accessorials: detention when billed, stop-offs, lumper, ... */
  accessorials: number;
  /** Loaded miles the customer pays for (first pickup to last delivery). */
  paidMiles: number;
  /** The dispatcher's name; null when the TMS does not say. */
  dispatcher: string | null;
  /** The sales agent's (the customer's account owner's) name; null when the TMS does not say. */
  salesAgent: string | null;
}

export interface PositionPing {
  truckId: string;
  at: Instant;
  lat: number;
  lng: number;
  speedMph: number;
  /** Reverse-geocoded address, e.g. "I-80 near Lincoln, NE". */
  address: string;
}

export type DutyStatus =
  | 'OFF_DUTY'
  | 'SLEEPER_BED'
  | 'DRIVING'
  | 'ON_DUTY'
  | 'YARD_MOVE'
  | 'PERSONAL_CONVEYANCE';

/** A driver's hours-of-service clocks as the ELD reports them at one instant. */
export interface HosClock {
  driverId: string;
  at: Instant;
  dutyStatus: DutyStatus;
  statusSince: Instant;
  /** Left of the 11-hour driving limit. */
  driveRemainingMin: number;
  /** Left of the 14-hour window. */
  shiftRemainingMin: number;
  /** Driving left before the 30-minute break is due (8-hour rule). */
  breakRemainingMin: number;
  /** Left of the 70-hour/8-day cycle. */
  cycleRemainingMin: number;
  /** When the last 34-hour restart ended; null if unknown. */
  lastResetAt: Instant | null;
}

/** On-duty (driving included) minutes of one calendar day in the driver's home time zone. */
export interface HosDay {
  driverId: string;
  /** YYYY-MM-DD. */
  date: string;
  onDutyMinutes: number;
}

export interface ReeferReading {
  trailerId: string;
  tripId: string;
  at: Instant;
  returnTemp: number;
  setPoint: number;
  ambientTemp: number;
  mode: ReeferMode;
  faultCode: string | null;
  /** Unit status as the telematics reports it, e.g. Running, Defrost, Off. */
  status: string;
}

export interface TrailerPing {
  trailerId: string;
  at: Instant;
  lat: number;
  lng: number;
  address: string;
}

/**
 * An ELD's daily engine summary of one truck: the calendar day in the time zone the sync asks for
 * (the account's), totals up to the provider's present for today.
 */
export interface EngineDay {
  truckId: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Engine running with the truck standing still. */
  idleMinutes: number;
  /** Fuel the engine burned (driving and idling). */
  fuelGallons: number;
}

/** One fuel-card transaction. */
export interface FuelPurchase {
  id: string;
  truckId: string;
  at: Instant;
  gallons: number;
  /** Dollars paid. */
  amount: number;
  /** The station, e.g. "Pilot Travel Center #412, Amarillo, TX". */
  station: string;
}

/** Reference data of the TMS: slow-changing, fetched whole. */
export interface FleetReference {
  customers: Customer[];
  facilities: Facility[];
  drivers: Driver[];
  trucks: Truck[];
  trailers: Trailer[];
}
