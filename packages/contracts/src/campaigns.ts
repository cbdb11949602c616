import { z } from 'zod';
import { EQUIPMENT_TYPES, rateRangeSchema } from './voice';

/**
 * Carrier Sales campaigns (document 3 §2 Carrier Sales Agent, Load History, load detail; §3
 * Campaign, Carrier, Campaign call session, Notification, Pagination, Location filter; §4, §5,
 * §7 "Campaigns", §8, §9). A campaign is a load a broker offers: the agent calls the carriers of
 * its list one after another (strategy always sequential) until one books it. Field names are the
 * spec's: snake_case on records, camelCase inside load details.
 */

const instant = z.string();

// ---- Status -------------------------------------------------------------------------------------

/**
 * §4 "Campaign status". `stop` is the default (Not Started); `pause` is what Pause sends and
 * `paused` what the engine reports once the current call has ended; `started` is the short step
 * between execute and the first dial; completed = every carrier processed without a booking.
 */
export const CAMPAIGN_STATUSES = [
  'stop',
  'started',
  'running',
  'pause',
  'paused',
  'completed',
  'confirmed',
  'cancelled',
  'failed',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  stop: 'Not Started',
  started: 'In Progress',
  running: 'In Progress',
  pause: 'Paused',
  paused: 'Paused',
  completed: 'Not Booked',
  confirmed: 'Booked',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** Statuses that end a campaign: nothing is called any more. */
export const FINAL_CAMPAIGN_STATUSES = ['completed', 'confirmed', 'cancelled', 'failed'] as const;
export const isFinalCampaignStatus = (status: CampaignStatus): boolean =>
  (FINAL_CAMPAIGN_STATUSES as readonly string[]).includes(status);

/** §4: Cancel is offered in every status but these. */
export const UNCANCELLABLE_CAMPAIGN_STATUSES = ['completed', 'confirmed', 'cancelled'] as const;
export const isCancellableCampaignStatus = (status: CampaignStatus): boolean =>
  !(UNCANCELLABLE_CAMPAIGN_STATUSES as readonly string[]).includes(status);

/** §9: Load History's default status filter. */
export const DEFAULT_HISTORY_STATUSES: CampaignStatus[] = ['confirmed', 'cancelled'];
export const HISTORY_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_HISTORY_PAGE_SIZE = 10;

// ---- Load details -------------------------------------------------------------------------------

/** The modal's appointment types (§2: Set or FCFS; APPT from older clients means Set). */
export const CAMPAIGN_APPOINTMENT_TYPES = ['Set', 'FCFS'] as const;

export const campaignStopSchema = z.object({
  /** 'City, ST'. */
  cityState: z.string().trim().min(1, 'Enter the stop as City, ST').max(120),
  appointmentType: z.preprocess(
    (value) => (value === 'APPT' ? 'Set' : value),
    z.enum(CAMPAIGN_APPOINTMENT_TYPES),
  ),
  /** yyyy-MM-dd, or null (TBD). */
  appointmentDate: z.string().max(10).nullable().default(null),
  /** HH:mm for Set. */
  appointmentTime: z.string().max(5).nullable().default(null),
  /** HH:mm window for FCFS. */
  appointmentWindowStart: z.string().max(5).nullable().default(null),
  appointmentWindowEnd: z.string().max(5).nullable().default(null),
});
export type CampaignStop = z.infer<typeof campaignStopSchema>;

/** §3 "Load details (campaign and parsed)". Unknown values are null. */
export const campaignLoadDetailsSchema = z.object({
  stops: z.array(campaignStopSchema).max(20),
  total_distance: z.number().nonnegative().nullable().default(null),
  weight: z.number().nonnegative().nullable().default(null),
  equipment_type: z.enum(EQUIPMENT_TYPES).nullable().default(null),
  commodity: z.string().max(200).nullable().default(null),
  temperature: z.number().min(-40).max(120).nullable().default(null),
  specialInstructions: z.string().max(2_000).nullable().default(null),
  marketRateRange: rateRangeSchema.nullable().default(null),
});
export type CampaignLoadDetails = z.infer<typeof campaignLoadDetailsSchema>;

export const MISSING_LOAD_FIELDS = ['Stops', 'Weight', 'Desired Rate', 'Commodity'] as const;
export type MissingLoadField = (typeof MISSING_LOAD_FIELDS)[number];

/**
 * §5: a campaign load is complete with at least one stop, weight above 0, desired rate from and
 * to above 0, and a non-blank commodity. Returns what is missing, in the completeness line's order.
 */
export function missingCampaignFields(
  load: Pick<CampaignLoadDetails, 'stops' | 'weight' | 'commodity'>,
  rate: { min: number; max: number } | null,
): MissingLoadField[] {
  const missing: MissingLoadField[] = [];
  if (load.stops.length === 0) missing.push('Stops');
  if (!(load.weight && load.weight > 0)) missing.push('Weight');
  if (!(rate && rate.min > 0 && rate.max > 0)) missing.push('Desired Rate');
  if (!load.commodity?.trim()) missing.push('Commodity');
  return missing;
}

// ---- Carriers -----------------------------------------------------------------------------------

/** §3 "Carrier" (one row of the uploaded list). */
export const carrierSchema = z.object({
  id: z.string(),
  legal_name: z.string(),
  dba_name: z.string().nullable(),
  dot_number: z.string().nullable(),
  mc_number: z.string().nullable(),
  /** E.164. */
  dispatch_phone: z.string(),
  alt_phone_1: z.string().nullable(),
  alt_phone_2: z.string().nullable(),
  alt_phone_3: z.string().nullable(),
  dispatch_email: z.string().nullable(),
  alt_email_1: z.string().nullable(),
  alt_email_2: z.string().nullable(),
  alt_email_3: z.string().nullable(),
  physical_address: z.string().nullable(),
  my_carrier: z.boolean(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** Carrier list limits (not shown in the spec: ours). */
export const CARRIER_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const CARRIER_FILE_MAX_ROWS = 5_000;
export const CARRIER_FILE_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

export const carrierUploadFailureSchema = z.object({
  /** 1-based row number in the file (the header is row 1). */
  row: z.number().int().positive(),
  reason: z.string(),
});

/** POST batch-upload answer's data (§7), with the reason per failed row (ours). */
export const carrierUploadResultSchema = z.object({
  processed: z.number().int().nonnegative(),
  total_rows: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  message: z.string(),
  file_name: z.string(),
  failures: z.array(carrierUploadFailureSchema),
});
export type CarrierUploadResult = z.infer<typeof carrierUploadResultSchema>;

// ---- Calls --------------------------------------------------------------------------------------

/** §4 booking status of a campaign call; a new call starts Not Booked. */
export const BOOKING_STATUSES = ['Not Booked', 'Negotiating', 'Booked', 'Rejected'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const campaignConversationEntrySchema = z.object({
  /** agent: our side (Broker on the card); other: the carrier. */
  sender: z.enum(['agent', 'other']),
  message: z.string(),
});

/** §3 "Campaign call session". call_status uses the dispatch call's raw values (§4 labels). */
export const campaignCallSessionSchema = z.object({
  call_uid: z.string(),
  carrier_id: z.string(),
  carrier_info: carrierSchema,
  call_status: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
  carrier_rate: z.number().nullable(),
  desired_rate: rateRangeSchema,
  conversation: z.array(campaignConversationEntrySchema),
  /** When the call was placed. */
  timestamp: instant,
  /** Why it ended, once it has (ours). */
  end_reason: z.string().nullable(),
});
export type CampaignCallSession = z.infer<typeof campaignCallSessionSchema>;

// ---- Notifications ------------------------------------------------------------------------------

export const NOTIFICATION_TYPES = ['error', 'warning', 'info', 'other'] as const;
export const campaignNotificationSchema = z.object({
  notification_type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  datetime: instant,
});
export type CampaignNotification = z.infer<typeof campaignNotificationSchema>;

// ---- Campaign -----------------------------------------------------------------------------------

/** §3 "Campaign" as GET /load-offer-campaign/{id} answers it. */
export const campaignSchema = z.object({
  id: z.string(),
  campaign_id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  strategy: z.literal('sequential'),
  created_at: instant,
  updated_at: instant,
  load_details: campaignLoadDetailsSchema,
  rate_range: rateRangeSchema,
  carrier_list: z.array(carrierSchema),
  carrier_file_name: z.string().nullable(),
  call_sessions: z.array(campaignCallSessionSchema),
  state: z.object({ best_offer: z.number().nullable() }),
  carrier_count: z.number().int().nonnegative(),
  call_count: z.number().int().nonnegative(),
  total_carriers: z.number().int().nonnegative(),
  notifications: z.array(campaignNotificationSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const CAMPAIGN_NAME_MAX = 80;
const campaignName = z.string().trim().min(1, 'Enter a name').max(CAMPAIGN_NAME_MAX);

/** POST /load-offer-campaign. */
export const createCampaignRequestSchema = z.object({
  name: campaignName,
  strategy: z.literal('sequential').default('sequential'),
  load_details: campaignLoadDetailsSchema,
  rate_range: rateRangeSchema,
});
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

/** PUT /load-offer-campaign/{id}: the whole load, or only name (a rename). */
export const updateCampaignRequestSchema = z.union([
  z.object({
    name: campaignName,
    load_details: campaignLoadDetailsSchema,
    rate_range: rateRangeSchema,
  }),
  z.object({ name: campaignName }).strict(),
]);
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequestSchema>;

export const campaignSummarySchema = z.object({
  campaign_id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const PAUSE_RESUME_ACTIONS = ['pause', 'resume'] as const;
export const pauseResumeQuerySchema = z.object({ action: z.enum(PAUSE_RESUME_ACTIONS) });

// ---- Load History -------------------------------------------------------------------------------

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );

/** GET /list-load-offer-campaign-history (§7); blank locations are ignored (§2). */
export const campaignHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine(
      (n) => (HISTORY_PAGE_SIZES as readonly number[]).includes(n),
      'page_size must be 5, 10, 25, 50 or 100',
    )
    .default(DEFAULT_HISTORY_PAGE_SIZE),
  query: z.string().trim().max(200).optional(),
  status: repeated(z.enum(CAMPAIGN_STATUSES)),
  pickup_location: repeated(z.string().trim().max(120)).transform((list) => list.filter(Boolean)),
  delivery_location: repeated(z.string().trim().max(120)).transform((list) => list.filter(Boolean)),
});
export type CampaignHistoryQuery = z.infer<typeof campaignHistoryQuerySchema>;

export const paginationSchema = z.object({
  current_page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  total_items: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const LOCATION_FILTER_TYPES = ['pickup', 'delivery'] as const;
export const locationFilterSchema = z.object({
  type: z.enum(LOCATION_FILTER_TYPES),
  value: z.string(),
});
export type LocationFilter = z.infer<typeof locationFilterSchema>;

/** A load card of Load History (§2). */
export const campaignHistoryItemSchema = campaignSchema
  .omit({ carrier_list: true, call_sessions: true })
  .extend({ last_updated: instant });
export type CampaignHistoryItem = z.infer<typeof campaignHistoryItemSchema>;

export const campaignHistoryResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    campaigns: z.array(campaignHistoryItemSchema),
    pagination: paginationSchema,
  }),
});

// ---- Push events (campaign watcher) ------------------------------------------------------------

/** §4 "Push events": what /voice/load-offer-campaign-watcher/{id} sends, in order. */
export const campaignPushEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('initial_status'),
    campaign_id: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    call_sessions: z.array(campaignCallSessionSchema),
    notifications: z.array(campaignNotificationSchema),
  }),
  z.object({
    type: z.literal('campaign_status_update'),
    campaign_id: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
  }),
  z.object({
    type: z.literal('call_added'),
    campaign_id: z.string(),
    call: campaignCallSessionSchema,
  }),
  z.object({
    type: z.literal('call_status_update'),
    campaign_id: z.string(),
    call_uid: z.string(),
    call_status: z.string(),
  }),
  z.object({
    type: z.literal('call_booking_status_update'),
    campaign_id: z.string(),
    call_uid: z.string(),
    booking_status: z.enum(BOOKING_STATUSES),
  }),
  z.object({
    type: z.literal('call_carrier_rate_update'),
    campaign_id: z.string(),
    call_uid: z.string(),
    carrier_rate: z.number().nullable(),
  }),
  z.object({
    type: z.literal('campaign_notification'),
    campaign_id: z.string(),
    notification: campaignNotificationSchema,
  }),
  z.object({
    type: z.literal('call_completed'),
    campaign_id: z.string(),
    call_uid: z.string(),
  }),
]);
export type CampaignPushEvent = z.infer<typeof campaignPushEventSchema>;
export type CampaignPushEventType = CampaignPushEvent['type'];
