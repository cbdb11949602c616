import { z } from 'zod';

/**
 * Monitoring shapes of document 1 §3 and the calls of §7. Field names are the spec's. Where the
 * spec leaves a unit open, ours is: instants as ISO 8601 strings in UTC, durations in minutes
 * (suffix _ms: milliseconds; days_at_location: seconds), distances in miles, temperatures in °F,
 * money in US dollars rounded to the cent.
 */

const instant = z.string();

// ---- ETA and hours of service ---------------------------------------------------------------

export const ETA_MODES = ['Use Remaining Hours', '10-hour Break'] as const;

/** One row of a projected timeline. */
export const calcDetailSchema = z.object({
  /** Driving, 30-minute Break, 10-hour Break or 34-hour Restart. */
  description: z.string(),
  duration: z.number(),
  start_time: instant,
  end_time: instant,
});
export type CalcDetail = z.infer<typeof calcDetailSchema>;

export const etaCalculationSchema = z.object({
  mode: z.enum(ETA_MODES),
  eta: instant,
  is_late: z.boolean(),
  /** eta minus appointment, minutes: positive late, negative early. */
  eta_deliverytime_delta: z.number(),
  /** From now to the appointment, minutes (negative once it has passed). */
  time_to_delivery: z.number(),
  /** From now to the eta, minutes: the total time to arrive. */
  eta_timedetails: z.number(),
  /** Driving time needed, minutes. */
  drive_timedetails: z.number(),
  /** Mandatory break and rest time on the way, minutes. */
  break_timedetails: z.number(),
  calc_details: z.array(calcDetailSchema),
});
export type EtaCalculation = z.infer<typeof etaCalculationSchema>;

export const etaDetailsSchema = z.object({
  drive_miles_remaining: z.number(),
  is_late: z.boolean(),
  /** Index 0: Use Remaining Hours; index 1: 10-hour Break taken first. */
  eta_calculations: z.tuple([etaCalculationSchema, etaCalculationSchema]),
  /** Why the trip is late, when it is (a readable sentence). */
  reason_for_delay: z.string().nullable(),
});
export type EtaDetails = z.infer<typeof etaDetailsSchema>;

export const DUTY_STATUSES = [
  'OFF_DUTY',
  'SLEEPER_BED',
  'DRIVING',
  'ON_DUTY',
  'YARD_MOVE',
  'PERSONAL_CONVEYANCE',
] as const;
export const dutyStatusSchema = z.enum(DUTY_STATUSES);

export const legalTimeStatusSchema = z.object({
  /** Blank reads Disconnected. */
  duty_status: dutyStatusSchema.or(z.literal('')),
  time_in_current_status: z.number(),
  time_until_break: z.number(),
  drive_remaining: z.number(),
  shift_remaining: z.number(),
  days_since_last_reset: z.number().nullable(),
  cycle_remaining: z.number(),
  /** Available minutes on future days 1 to 7. */
  cycles_future_days: z.array(z.number()),
});
export type LegalTimeStatus = z.infer<typeof legalTimeStatusSchema>;

export const futureDayHoursSchema = z.object({
  future_day: z.number().int().min(1).max(7),
  hours: z.number().int(),
  minutes: z.number().int(),
});

export const dayCalcDetailSchema = z.object({
  /** Day in the 8-day cycle window, 1 (oldest) to 8 (the future day itself). */
  day: z.number().int(),
  /** Weekday name, e.g. Monday. */
  day_description: z.string(),
  /** YYYY-MM-DD in the driver's home time zone. */
  date: z.string(),
  /** On-duty hours of that day. */
  shift_hours: z.number(),
  /** Cumulative on-duty hours in the window up to that day. */
  hours_used: z.number(),
  hours_remaining: z.number(),
});
export const hosCalcRemainingSchema = z.object({
  future_day: z.number().int().min(1).max(7),
  date: z.string(),
  day_calc_details: z.array(dayCalcDetailSchema),
});
export type HosCalcRemaining = z.infer<typeof hosCalcRemainingSchema>;

// ---- Temperature ----------------------------------------------------------------------------

export const TEMPERATURE_STATUSES = ['IN_RANGE', 'TEMP_OVER_RANGE', 'TEMP_UNDER_RANGE'] as const;

export const tempExceptionSchema = z.object({
  start_time_ms: z.number(),
  /** Null while the exception is ongoing. */
  total_time_ms: z.number().nullable(),
  is_exception_high_range: z.boolean(),
  /** Average reefer temperature during the exception. */
  reefer_temperature: z.number(),
  location: z.string(),
});
export type TempException = z.infer<typeof tempExceptionSchema>;

export const tempPointSchema = z.object({ temp: z.number(), time_ms: z.number() });

export const temperatureMonitoringSchema = z.object({
  required_temperature: z.number(),
  min_required_temperature: z.number(),
  max_required_temperature: z.number(),
  allowable_temperature_range: z.string(),
  /** 'Set' is shown as Start/Stop. */
  reefer_mode: z.string(),
  commodity_type: z.string(),
  set_point: z.number().nullable(),
  ambient_temperature: z.number().nullable(),
  return_temperature: z.number().nullable(),
  fault_code: z.string().nullable(),
  reefer_status: z.string().nullable(),
  temperature_exception_status: z.enum(TEMPERATURE_STATUSES),
  /** Length of the current exception, ms; null when in range. */
  current_exception_ms: z.number().nullable(),
  reefer_link: z.string().nullable(),
  temp_exceptions: z.array(tempExceptionSchema),
  /** About 150 points (LTTB), oldest first. */
  temp_history: z.array(tempPointSchema),
});
export type TemperatureMonitoring = z.infer<typeof temperatureMonitoringSchema>;

// ---- Detention and loss ---------------------------------------------------------------------

export const DETENTION_STATUSES = [
  'PRE_DETENTION',
  'IN_DETENTION',
  'POST_DETENTION',
  'NOT_DETENTION',
] as const;
export const LOSS_STATUSES = ['PRE_LOSS', 'IN_LOSS', 'POST_LOSS', 'NOT_LOSS'] as const;

export const zonedDatetimeSchema = z.object({
  utc_datetime: instant,
  /** Offset of the stop's time zone at that instant, minutes east of UTC. */
  offset_minutes: z.number(),
});

export const detentionDetailSchema = z.object({
  status: z.enum([...DETENTION_STATUSES, ...LOSS_STATUSES]),
  /** Billable (or lost) minutes so far. */
  duration: z.number(),
  rate: z.number(),
  total_amount: z.number(),
  /** When billing starts: the clock start plus the free time. */
  charge_start_time: instant,
  /** When the clock started: the later of arrival and appointment when on time, else arrival. */
  start_time: instant,
  /** Minutes until the charge starts (0 once it has). */
  time_remaining_charge_start_time: z.number(),
  /** Minutes since the clock started (until departure once departed). */
  elapsed_time_since_start_time: z.number(),
  /** Minutes the driver arrived after the appointment (0 when on time). */
  late_duration_total: z.number(),
});
export type DetentionDetail = z.infer<typeof detentionDetailSchema>;

export const detentionRecordSchema = z.object({
  stop_id: z.string(),
  trip_number: z.string(),
  is_loss: z.boolean(),
  is_on_time: z.boolean(),
  arrival_datetime: zonedDatetimeSchema,
  departure_datetime: zonedDatetimeSchema.nullable(),
  appointment_datetime: zonedDatetimeSchema,
  modified_at: instant,
  /** Set for an on-time arrival. */
  detention_detail: detentionDetailSchema.nullable(),
  /** Set for a late arrival. */
  loss_detail: detentionDetailSchema.nullable(),
});
export type DetentionRecord = z.infer<typeof detentionRecordSchema>;

export const DETENTION_STATES = [
  'PRE_DETENTION',
  'PRE_LOSS',
  'IN_DETENTION',
  'IN_LOSS',
  'NONE',
] as const;

export const detentionSummarySchema = z.object({
  is_detention: z.boolean(),
  is_loss: z.boolean(),
  detention_total_duration: z.number(),
  detention_total_amount: z.number(),
  detention_rate: z.number(),
  loss_total_duration: z.number(),
  loss_rate: z.number(),
  loss_total_amount: z.number(),
  current_state: z.enum(DETENTION_STATES),
  status: z.enum(['OPEN', 'CLOSED']),
});
export type DetentionSummary = z.infer<typeof detentionSummarySchema>;

// ---- Trip (load aggregation) ----------------------------------------------------------------

export const TRIP_STATUSES = ['Dispatched', 'In Transit', 'Delivered'] as const;

export const stopLocationSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  lat: z.number(),
  long: z.number(),
});

export const tripStopSchema = z.object({
  id: z.string(),
  external_id: z.string(),
  stop_order: z.number().int(),
  stop_type: z.enum(['Pickup', 'Delivery']),
  customer_name: z.string(),
  location: stopLocationSchema,
  /** The appointment (or window start). */
  deliver_date: instant,
  deliver_date_end: instant.nullable(),
  /** Pending, On Time, Late, Arrived, Completed. */
  deliver_status: z.string(),
  appointment_type: z.string(),
  deliver_notes: z.string(),
  timezone: z.string(),
  arrival_date: instant.nullable(),
  departure_date: instant.nullable(),
});
export type TripStop = z.infer<typeof tripStopSchema>;

export const tripDriverSchema = z.object({
  id: z.string(),
  driver_name: z.string(),
  name: z.string(),
  /** The company ELD id; null for an external driver. */
  samsara_id: z.string().nullable(),
  contact_phone: z.string(),
  contact_email: z.string(),
  external_systems: z.object({ eld_id: z.string().nullable() }),
  legal_time_status: legalTimeStatusSchema.nullable(),
  hos: z.array(futureDayHoursSchema),
  hos_calc_remaining: z.array(hosCalcRemainingSchema),
});

export const currentLocationSchema = z.object({
  address1: z.string(),
  lat: z.number(),
  long: z.number(),
  last_updated: instant,
});

export const exceptionHistoryEntrySchema = z.object({
  exception_type: z.enum(['ETA', 'TEMPERATURE']),
  exception_status: z.string(),
  at: instant,
});

export const tripSchema = z.object({
  trip_num: z.string(),
  trip_status: z.enum(TRIP_STATUSES),
  truck_num: z.string(),
  trailer_num: z.string(),
  load_num: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  invoice_num: z.string().nullable(),
  active_stop_num: z.number().int().nullable(),
  driver: tripDriverSchema,
  current_location: currentLocationSchema.nullable(),
  destination_location: stopLocationSchema,
  delivery_timezone: z.string(),
  /** Offset of the delivery time zone now, minutes east of UTC. */
  delivery_offset_time: z.number(),
  customer_timezone: z.string(),
  customer_timezone_offset: z.number(),
  at_current_destination: z.boolean(),
  deliver_date: instant,
  stops: z.array(tripStopSchema),
  last_stop: z.object({ datetime: instant }),
  eta_details: etaDetailsSchema.nullable(),
  exception_status_tracker: z.object({ exception_history: z.array(exceptionHistoryEntrySchema) }),
  temperature_monitoring_details: temperatureMonitoringSchema.nullable(),
  detention_summary: detentionSummarySchema.nullable(),
  detention: z.array(detentionRecordSchema),
  /** The load in the external TMS; null when there is no real TMS page to open (not shown). */
  external_tms_summary: z.object({ external_link: z.string().nullable() }),
  notes: z.array(z.string()),
  updated_at: instant,
});
export type TripView = z.infer<typeof tripSchema>;

// ---- Fleet watch ----------------------------------------------------------------------------

export const AVAILABLE_TRUCK_BUCKETS = ['UNASSIGNED', 'PAST', 'TODAY', 'TOMORROW', 'ALL'] as const;
export type AvailableTruckBucket = (typeof AVAILABLE_TRUCK_BUCKETS)[number];

export const availableTruckSchema = z.object({
  truck_id: z.string(),
  trip_number: z.string().nullable(),
  bucket: z.enum(AVAILABLE_TRUCK_BUCKETS),
  driver: z
    .object({ name: z.string(), address: z.object({ city: z.string(), state: z.string() }) })
    .nullable(),
  last_stop: z
    .object({
      datetime: instant,
      timezone_offset: z.number(),
      name: z.string(),
      customer_name: z.string(),
      address: z.object({ city: z.string(), state: z.string() }),
    })
    .nullable(),
  event_details: z.object({ start_date_time: instant, end_date_time: instant }).nullable(),
  last_known_location: z
    .object({ formatted_address: z.string(), lat: z.number(), long: z.number() })
    .nullable(),
  /** Miles from the searched point, on a location search. */
  distance_miles: z.number().nullable(),
});
export type AvailableTruck = z.infer<typeof availableTruckSchema>;

export const mismatchRecordSchema = z.object({
  truck_id: z.string(),
  trailer_id: z.string(),
  latest_load_id: z.string(),
  is_mismatch: z.boolean(),
  truck_location: z.object({ address: z.string(), lat: z.number(), long: z.number() }),
  trailer_location: z.object({ address: z.string(), lat: z.number(), long: z.number() }),
  distance_miles: z.number(),
  mismatch_reason: z.string(),
});
export type MismatchRecord = z.infer<typeof mismatchRecordSchema>;

export const TRAILER_AT_CUSTOMER_THRESHOLD_SECONDS = 21_600;

export const trailerRecordSchema = z.object({
  trailer_id: z.string(),
  is_at_customer_location: z.boolean(),
  /** Seconds at the current customer location. */
  days_at_location: z.number(),
  current_location: z.object({ address: z.string(), lat: z.number(), long: z.number() }),
  customer_location: z
    .object({ address: z.string(), customer_name: z.string(), lat: z.number(), long: z.number() })
    .nullable(),
});
export type TrailerRecord = z.infer<typeof trailerRecordSchema>;

/** Document 1 §4: at the customer location and there for more than 21600 s (6 h). */
export function isTrailerAtCustomerLocation(record: TrailerRecord): boolean {
  return (
    record.is_at_customer_location &&
    record.days_at_location > TRAILER_AT_CUSTOMER_THRESHOLD_SECONDS
  );
}

// ---- Notifications --------------------------------------------------------------------------

export const NOTIFICATION_MODULES = ['eta', 'tempViolation', 'detention'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  created_at: instant,
  title: z.string(),
  message: z.string(),
  action: z.literal('OPEN_LOAD'),
  load_id: z.string(),
  module: z.enum(NOTIFICATION_MODULES),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

// ---- Calls ----------------------------------------------------------------------------------

/**
 * What POST /v1/aggregation/loads lists: the fields the exception lists show and filter on. The
 * whole trip (stops, timelines, temperature history) comes from GET /v1/aggregation/loads/{trip}.
 */
export const tripSummarySchema = tripSchema
  .pick({
    trip_num: true,
    trip_status: true,
    truck_num: true,
    trailer_num: true,
    load_num: true,
    order_number: true,
    customer_name: true,
    deliver_date: true,
    last_stop: true,
    exception_status_tracker: true,
    detention_summary: true,
    updated_at: true,
  })
  .extend({
    driver: tripDriverSchema.pick({ id: true, driver_name: true, samsara_id: true }),
    eta_details: etaDetailsSchema.pick({ is_late: true }).nullable(),
    temperature_monitoring_details: temperatureMonitoringSchema
      .pick({ temperature_exception_status: true })
      .nullable(),
  });
export type TripSummary = z.infer<typeof tripSummarySchema>;

export const FLEET_PATHS = {
  loads: '/v1/aggregation/loads',
  /** The home cards' counts of the active trips (fleet-summary.ts); not in the spec. */
  summary: '/v1/aggregation/summary',
  availableTrucks: '/v1/available-trucks/all',
  truckTrailerMismatch: '/v1/truck-trailer-mismatch/all',
  trailerAtCustomerLocation: '/v1/trailer-at-customer-location/all',
  notifications: '/v1/notifications',
} as const;

const tripDayBound = (name: string) =>
  z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` }).optional();

/**
 * Not in the spec: a window on the days trips count on (tripDay), both ends included, either
 * end open. The delivered list grows by every trip the fleet finishes, so the web asks for the
 * days its date filter shows (or the last 7) instead of the whole history.
 */
const tripWindowShape = {
  from_date: tripDayBound('from_date'),
  to_date: tripDayBound('to_date'),
};

/** The days asked for: what the window fields of a loads request hold. */
export type TripWindow = z.infer<z.ZodObject<typeof tripWindowShape>>;

const windowInOrder = (window: TripWindow) =>
  !window.from_date || !window.to_date || window.from_date <= window.to_date;
const windowOrderError = { error: 'from_date must not be after to_date', path: ['to_date'] };

/** The spec's client sends username, password and token, all undefined; we ignore them. */
export const loadsRequestSchema = z
  .strictObject({
    username: z.string().max(320).optional(),
    password: z.string().max(1024).optional(),
    token: z.string().max(4096).optional(),
    trip_status: z.literal('DELIVERED').optional(),
    ...tripWindowShape,
  })
  .refine(windowInOrder, windowOrderError);

export const loadsQuerySchema = z
  .strictObject({
    trip_status: z.literal('DELIVERED').optional(),
    ...tripWindowShape,
  })
  .refine(windowInOrder, windowOrderError);

export const tripDetailQuerySchema = z.strictObject({
  completed: z.enum(['true', 'false']).optional(),
});

const coordinate = (min: number, max: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

export const availableTrucksQuerySchema = z
  .strictObject({
    location: z.enum(['true', 'false']).optional(),
    latitude: coordinate(-90, 90, 'latitude').optional(),
    longitude: coordinate(-180, 180, 'longitude').optional(),
    radius: z.coerce
      .number({ error: 'radius must be a number' })
      .positive('radius must be a positive number of miles')
      .max(3000, 'radius must be at most 3000 miles')
      .optional(),
  })
  .refine(
    (q) =>
      q.location !== 'true' ||
      (q.latitude !== undefined && q.longitude !== undefined && q.radius !== undefined),
    { message: 'location=true needs latitude, longitude and radius' },
  );

export const emptyQuerySchema = z.strictObject({});

export const notificationsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
});

export const markNotificationsReadSchema = z.strictObject({
  /** The notifications to mark read; all of the caller's account when absent. */
  ids: z.array(z.uuid()).max(500).optional(),
});
