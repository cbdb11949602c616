import type {
  DetentionRecord,
  EtaDetails,
  TemperatureMonitoring,
  TripStop,
  TripSummary,
  TripView,
} from '@fleet/contracts';
import { detentionSummary, resolveDetentionTerms, stopDetention } from './detention';
import { clockAsOf, futureAvailableHours, legalTimeStatus, projectEta } from './eta';
import { distanceMiles, offsetMinutes } from './geo';
import type {
  Customer,
  DetentionTerms,
  Driver,
  HosClock,
  HosDay,
  Place,
  PositionPing,
  ReeferReading,
  Stop,
  Trip,
} from './model';
import { temperatureMonitoring } from './temperature';

/** Road miles per great-circle mile, for the distance left to a stop. */
export const ROAD_FACTOR = 1.2;
/** Average speed assumed for the ETA, highway and city together. */
export const AVERAGE_SPEED_MPH = 50;
/** Clocks assumed for a driver whose ELD we do not see: a fresh day. */
const FRESH_CLOCKS = {
  driveRemainingMin: 660,
  shiftRemainingMin: 840,
  breakRemainingMin: 480,
  cycleRemainingMin: 4200,
};

/** Duty statuses that count toward a rest in progress. */
const RESTING = new Set(['OFF_DUTY', 'SLEEPER_BED']);

export interface ExceptionEntry {
  tripId: string;
  at: string;
  type: 'ETA' | 'TEMPERATURE';
  status: string;
}

export interface TripFacts {
  trip: Trip;
  truckNumber: string;
  trailerNumber: string;
  driver: Driver | undefined;
  customers: Map<string, Customer>;
  facilityCustomer: (facilityId: string) => string | undefined;
  ping: PositionPing | undefined;
  clock: HosClock | undefined;
  hosDays: HosDay[];
  readings: ReeferReading[];
  history: ExceptionEntry[];
  accountTerms: DetentionTerms;
  reeferLink: (trailerNumber: string) => string | null;
  now: string;
}

export interface ProjectedTrip {
  view: TripView;
  summary: TripSummary;
  /** Status changes of the ETA and the temperature since the last projection. */
  newEntries: ExceptionEntry[];
  detention: DetentionRecord[];
}

/** Everything document 1 shows of a trip, derived from what the providers reported. */
export function projectTrip(input: TripFacts): ProjectedTrip {
  const { trip, now } = input;
  // One clock for the HOS panel and the ETA: the ELD's last reading brought forward to now.
  const facts = input.clock ? { ...input, clock: clockAsOf(input.clock, now) } : input;
  const delivered = trip.status === 'Delivered';
  const stops = [...trip.stops].sort((a, b) => a.order - b.order);
  const last = stops[stops.length - 1]!;
  const active = delivered ? undefined : stops.find((s) => s.departedAt === null);
  const atDestination = !!active && active.arrivedAt !== null;
  const isCompanyDriver = !!facts.driver?.eldId;
  const timezone = (active ?? last).place.timezone;

  // A dispatched trip has no ETA yet: its truck is still busy with the trip before it.
  const eta =
    trip.status === 'In Transit' && active ? projectEtaTo(active, facts, isCompanyDriver) : null;
  const temperature = trip.reefer
    ? temperatureMonitoring({
        requirement: trip.reefer,
        readings: facts.readings,
        now,
        // Delivered: the trip's readings end at the delivery and no exception is ongoing.
        deliveredAt: delivered
          ? (trip.deliveredAt ?? last.departedAt ?? last.arrivedAt ?? now)
          : null,
        locate: (at) => locateOnTrip(stops, at),
        reeferLink: facts.reeferLink(facts.trailerNumber),
      })
    : null;
  const detention = stops
    .map((stop) =>
      stopDetention({ tripNumber: trip.tripNum, stop, terms: termsFor(stop, facts), now }),
    )
    .filter((record): record is DetentionRecord => record !== null);
  const tripTerms = resolveDetentionTerms(
    facts.accountTerms,
    facts.customers.get(trip.customerId)?.detentionTerms,
  );

  const newEntries = delivered ? [] : statusChanges(facts, eta, temperature);
  const history = [...facts.history, ...newEntries];
  const driver = facts.driver;
  const hours =
    isCompanyDriver && facts.clock
      ? futureAvailableHours({
          now,
          days: facts.hosDays,
          timezone,
          lastResetAt: facts.clock.lastResetAt,
        })
      : { hos: [], hos_calc_remaining: [] };

  const view: TripView = {
    trip_num: trip.tripNum,
    trip_status: trip.status,
    truck_num: facts.truckNumber,
    trailer_num: facts.trailerNumber,
    load_num: trip.loadNum,
    order_number: trip.orderNumber,
    customer_name: trip.customerName,
    invoice_num: trip.invoiceNum,
    active_stop_num: active?.order ?? null,
    driver: {
      id: trip.driverId,
      driver_name: driver?.name ?? '',
      name: driver?.name ?? '',
      samsara_id: driver?.eldId ?? null,
      contact_phone: driver?.phone ?? '',
      contact_email: driver?.email ?? '',
      external_systems: { eld_id: driver?.eldId ?? null },
      legal_time_status:
        isCompanyDriver && facts.clock
          ? legalTimeStatus(facts.clock, now, facts.hosDays, timezone)
          : null,
      hos: hours.hos,
      hos_calc_remaining: hours.hos_calc_remaining,
    },
    current_location:
      delivered || !facts.ping
        ? null
        : {
            address1: facts.ping.address,
            lat: facts.ping.lat,
            long: facts.ping.lng,
            last_updated: facts.ping.at,
          },
    destination_location: stopLocation(last.place),
    delivery_timezone: last.place.timezone,
    delivery_offset_time: offsetMinutes(last.place.timezone, now),
    customer_timezone: timezone,
    customer_timezone_offset: offsetMinutes(timezone, now),
    at_current_destination: atDestination,
    deliver_date: last.appointment,
    stops: stops.map(toTripStop),
    last_stop: { datetime: last.departedAt ?? last.appointment },
    eta_details: eta,
    exception_status_tracker: {
      exception_history: history.map((e) => ({
        exception_type: e.type,
        exception_status: e.status,
        at: e.at,
      })),
    },
    temperature_monitoring_details: temperature,
    detention_summary: detentionSummary(detention, { terms: tripTerms, tripCompleted: delivered }),
    detention,
    external_tms_summary: { external_link: tmsLink(trip.externalLink) },
    notes: [],
    updated_at: now,
  };
  return { view, summary: summarize(view), newEntries, detention };
}

/** Special-use top-level domains (RFC 6761, 6762, 8375...): no public page lives there. */
const NOWHERE_TLDS = new Set(['local', 'localhost', 'invalid', 'test', 'example', 'internal']);

/**
 * The TMS link shown as 'Open in TMS', or null: a link opens a real page or is not shown. We have
 * no TMS page of our own, so only an absolute http(s) address on a public host the TMS gave for
 * the load qualifies. The simulated fleet has no TMS (it gives ''), and trips stored before it
 * stopped inventing one carry https://tms.fleet-simulator.local/..., a host that exists nowhere.
 */
export function tmsLink(link: string): string | null {
  // Most trips have none: no URL parse (and no exception) for them.
  if (!/^https?:\/\//i.test(link.trim())) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || NOWHERE_TLDS.has(labels.at(-1)!.toLowerCase())) return null;
  return url.href;
}

export function summarize(view: TripView): TripSummary {
  return {
    trip_num: view.trip_num,
    trip_status: view.trip_status,
    truck_num: view.truck_num,
    trailer_num: view.trailer_num,
    load_num: view.load_num,
    order_number: view.order_number,
    customer_name: view.customer_name,
    deliver_date: view.deliver_date,
    last_stop: view.last_stop,
    exception_status_tracker: view.exception_status_tracker,
    detention_summary: view.detention_summary,
    updated_at: view.updated_at,
    driver: {
      id: view.driver.id,
      driver_name: view.driver.driver_name,
      samsara_id: view.driver.samsara_id,
    },
    eta_details: view.eta_details ? { is_late: view.eta_details.is_late } : null,
    temperature_monitoring_details: view.temperature_monitoring_details
      ? {
          temperature_exception_status:
            view.temperature_monitoring_details.temperature_exception_status,
        }
      : null,
  };
}

/**
 * ETA to the active stop. Once the truck is there, the arrival is the ETA (evaluated at the
 * arrival, so a driver who arrived on time stays on time while waiting).
 */
function projectEtaTo(stop: Stop, facts: TripFacts, isCompanyDriver: boolean): EtaDetails | null {
  const clock = facts.clock;
  const clocks =
    isCompanyDriver && clock
      ? {
          driveRemainingMin: clock.driveRemainingMin,
          shiftRemainingMin: clock.shiftRemainingMin,
          breakRemainingMin: clock.breakRemainingMin,
          cycleRemainingMin: clock.cycleRemainingMin,
          offDutyMin: RESTING.has(clock.dutyStatus)
            ? Math.max(0, (Date.parse(facts.now) - Date.parse(clock.statusSince)) / 60_000)
            : 0,
        }
      : FRESH_CLOCKS;
  if (stop.arrivedAt) {
    return projectEta({
      now: stop.arrivedAt,
      milesRemaining: 0,
      avgSpeedMph: AVERAGE_SPEED_MPH,
      appointment: stop.appointment,
      clocks,
    });
  }
  if (!facts.ping) return null;
  const miles = distanceMiles(facts.ping, stop.place) * ROAD_FACTOR;
  return projectEta({
    now: facts.now,
    milesRemaining: Math.round(miles * 10) / 10,
    avgSpeedMph: AVERAGE_SPEED_MPH,
    appointment: stop.appointment,
    clocks,
  });
}

function termsFor(stop: Stop, facts: TripFacts): DetentionTerms {
  const customerId = facts.facilityCustomer(stop.facilityId) ?? facts.trip.customerId;
  return resolveDetentionTerms(facts.accountTerms, facts.customers.get(customerId)?.detentionTerms);
}

/** An entry for each status that differs from the last one recorded of its kind. */
function statusChanges(
  facts: TripFacts,
  eta: EtaDetails | null,
  temperature: TemperatureMonitoring | null,
): ExceptionEntry[] {
  const lastOf = (type: ExceptionEntry['type']) =>
    facts.history.filter((e) => e.type === type).at(-1)?.status;
  const entries: ExceptionEntry[] = [];
  const at = facts.now;
  if (eta) {
    const status = eta.is_late ? 'LATE' : 'IN_RANGE';
    if (lastOf('ETA') !== status) entries.push({ tripId: facts.trip.id, at, type: 'ETA', status });
  }
  if (temperature) {
    const status = temperature.temperature_exception_status;
    if (lastOf('TEMPERATURE') !== status) {
      entries.push({ tripId: facts.trip.id, at, type: 'TEMPERATURE', status });
    }
  }
  return entries;
}

/** Where the truck was at an instant, as far as the stops tell: at a stop or between two. */
export function locateOnTrip(stops: Stop[], at: string): string {
  const t = Date.parse(at);
  const cityOf = (s: Stop) => `${s.place.city}, ${s.place.state}`;
  for (let i = 0; i < stops.length; i++) {
    const stop = stops[i]!;
    const arrived = stop.arrivedAt ? Date.parse(stop.arrivedAt) : Number.POSITIVE_INFINITY;
    const departed = stop.departedAt ? Date.parse(stop.departedAt) : Number.POSITIVE_INFINITY;
    if (t < arrived)
      return i === 0 ? cityOf(stop) : `Between ${cityOf(stops[i - 1]!)} and ${cityOf(stop)}`;
    if (t <= departed) return `At ${stop.customerName}, ${cityOf(stop)}`;
  }
  return cityOf(stops[stops.length - 1]!);
}

function stopLocation(place: Place): TripStop['location'] {
  return {
    address1: place.address1,
    address2: '',
    city: place.city,
    state: place.state,
    zipcode: place.zipcode,
    lat: place.lat,
    long: place.lng,
  };
}

function toTripStop(stop: Stop): TripStop {
  return {
    id: stop.id,
    external_id: stop.id,
    stop_order: stop.order,
    stop_type: stop.type,
    customer_name: stop.customerName,
    location: stopLocation(stop.place),
    deliver_date: stop.appointment,
    deliver_date_end: stop.appointmentEnd,
    deliver_status: stop.departedAt ? 'Completed' : stop.arrivedAt ? 'Arrived' : 'Pending',
    appointment_type: stop.appointmentType,
    deliver_notes: stop.notes,
    timezone: stop.place.timezone,
    arrival_date: stop.arrivedAt,
    departure_date: stop.departedAt,
  };
}
