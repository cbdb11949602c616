import { z } from 'zod';

/**
 * The voice service's wire format for the dispatch agent (document 3 §3, §4, §7): onboarding,
 * load parsing, dispatch calls, their live messages and call history. Field names are the spec's
 * (camelCase inside load details, snake_case on call records, as the spec has them). Instants are
 * ISO 8601 strings in UTC; money in US dollars; distances in miles; weight in pounds; °F.
 */

const instant = z.string();
const money = z.number().nonnegative();

// ---- Onboarding --------------------------------------------------------------------------------

export const signupFlowStatusSchema = z.object({
  is_signup_flow_required: z.boolean(),
  is_broker_usecase: z.boolean(),
  is_carrier_usecase: z.boolean(),
  is_broker_signup_flow_required: z.boolean(),
  /** Feature metadata: the registered caller id, once there is one (E.164). */
  caller_id: z.string().nullable(),
  /** True once the verification call confirmed the code. */
  caller_id_verified: z.boolean(),
  /** Problems with the registration the wizard must show (empty when none). */
  signup_errors: z.array(z.string()),
  /** The skip-carrier-info setting: the wizard skips step 2. */
  skip_carrier_info: z.boolean(),
  /** Carrier details were sent (step 2 done): a returning user waiting for approval sees step 3. */
  carrier_info_submitted: z.boolean(),
});
export type SignupFlowStatus = z.infer<typeof signupFlowStatusSchema>;

export const registerCallerIdRequestSchema = z.object({
  phone_number: z.string().trim().min(1, 'Phone number is required').max(32),
  extension: z
    .string()
    .trim()
    .regex(/^\d{0,8}$/, 'extension must be up to 8 digits')
    .optional(),
  is_broker_usecase: z.boolean().optional(),
});
export type RegisterCallerIdRequest = z.infer<typeof registerCallerIdRequestSchema>;

export const registerCallerIdResponseSchema = z.object({
  validation_code: z.string(),
  /** Verification call state: the wizard polls signup_flow_status until it is verified. */
  status: z.enum(['calling', 'verified', 'failed']),
});
export type RegisterCallerIdResponse = z.infer<typeof registerCallerIdResponseSchema>;

export const TIME_ZONES = ['US/Pacific', 'US/Mountain', 'US/Central', 'US/Eastern'] as const;
export const EQUIPMENT_TYPES = [
  'dry_van',
  'reefer',
  'flatbed',
  'box_truck',
  'sprinter_van',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export const carrierOnboardingInfoSchema = z.object({
  representative_name: z.string().trim().max(120).default(''),
  company_name: z.string().trim().min(1, 'company_name is required').max(200),
  mc_number: z.string().trim().max(20).default(''),
  base_location: z.string().trim().min(1, 'base_location is required').max(200),
  timezone: z.enum(TIME_ZONES).default('US/Pacific'),
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  phone: z.string().trim().min(1, 'phone is required').max(32),
  equipment_type: z.string().max(0).default(''),
});
export type CarrierOnboardingInfo = z.infer<typeof carrierOnboardingInfoSchema>;

// ---- Load details (parsed, extracted) ---------------------------------------------------------

export const STOP_TYPES = ['PICKUP', 'DELIVERY'] as const;
export const APPOINTMENT_TYPES = ['FCFS', 'APPT'] as const;

export const rateRangeSchema = z.object({ min: money, max: money });
export type RateRange = z.infer<typeof rateRangeSchema>;

export const extractedStopSchema = z.object({
  /** 'City, ST'. */
  cityState: z.string(),
  stopType: z.enum(STOP_TYPES),
  /** FCFS (a window) or APPT (a set time). */
  appointmentType: z.enum(APPOINTMENT_TYPES),
  /** yyyy-MM-dd, or null when not known. */
  appointmentDate: z.string().nullable(),
  /** HH:mm (24 h) for APPT. */
  appointmentTime: z.string().nullable(),
  /** HH:mm window for FCFS. */
  appointmentWindowStart: z.string().nullable(),
  appointmentWindowEnd: z.string().nullable(),
});
export type ExtractedStop = z.infer<typeof extractedStopSchema>;

/** Extracted loadDetails (§3 "Dispatch call"). Unknown values are null. */
export const extractedLoadDetailsSchema = z.object({
  stops: z.array(extractedStopSchema),
  numberOfStops: z.number().int().nonnegative(),
  originDeadhead: z.number().nullable(),
  totalDistance: z.number().nullable(),
  totalDistanceWithDeadhead: z.number().nullable(),
  brokerOfferedRate: z.number().nullable(),
  ratePerMile: z.number().nullable(),
  ratePerMileWithDeadhead: z.number().nullable(),
  marketRateRange: rateRangeSchema.nullable(),
  weight: z.number().nullable(),
  commodity: z.string().nullable(),
  temperature: z.number().nullable(),
  equipmentType: z.enum(EQUIPMENT_TYPES).nullable(),
  specialInstructions: z.string().nullable(),
  referenceNumber: z.string().nullable(),
});
export type ExtractedLoadDetails = z.infer<typeof extractedLoadDetailsSchema>;

/** Load details with nothing known yet: no stops, every value null. A fresh object each call. */
export function emptyLoadDetails(): ExtractedLoadDetails {
  return {
    stops: [],
    numberOfStops: 0,
    originDeadhead: null,
    totalDistance: null,
    totalDistanceWithDeadhead: null,
    brokerOfferedRate: null,
    ratePerMile: null,
    ratePerMileWithDeadhead: null,
    marketRateRange: null,
    weight: null,
    commodity: null,
    temperature: null,
    equipmentType: null,
    specialInstructions: null,
    referenceNumber: null,
  };
}

export const callDetailsSchema = z.object({
  /** +1-ddd-ddd-dddd when valid, else as found; null when none. */
  brokerPhone: z.string().nullable(),
  brokerExtension: z.string().nullable(),
  brokerName: z.string().nullable().optional(),
  brokerCompany: z.string().nullable().optional(),
});
export type CallDetails = z.infer<typeof callDetailsSchema>;

export const extractionMetadataSchema = z.object({
  source: z.enum(['text', 'image', 'call']),
  /** Fields found, of those looked for (0–1). */
  confidence: z.number().min(0).max(1),
  /** Load fields still unknown, by name. */
  missingFields: z.array(z.string()),
  /** OCR confidence (0–100) for images. */
  ocrConfidence: z.number().optional(),
  /**
   * Ours (the spec does not show metadata's fields): a confidence (0–1) per filled field, by path
   * ('stops[0].cityState', 'brokerOfferedRate', 'brokerCompany'), from where the value was read.
   * Optional: older answers and stored records have none.
   */
  fieldConfidence: z.record(z.string(), z.number().min(0).max(1)).optional(),
  /** Ours: the filled fields read from weak evidence (paths as above), to check before trusting. */
  lowConfidenceFields: z.array(z.string()).optional(),
});
export type ExtractionMetadata = z.infer<typeof extractionMetadataSchema>;

export const extractedDataSchema = z.object({
  loadDetails: extractedLoadDetailsSchema,
  callDetails: callDetailsSchema,
  metadata: extractionMetadataSchema,
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;

/** `POST {voice}/parse-load-details` response (§3 "Parsed pasted load"). */
export const parsedLoadResponseSchema = z.object({
  status: z.literal('success'),
  data: extractedDataSchema,
});
export type ParsedLoadResponse = z.infer<typeof parsedLoadResponseSchema>;

/** Pasted text limits (the edge rejects more, with a clear message). */
export const LOAD_TEXT_MAX_CHARS = 20_000;
export const LOAD_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const LOAD_IMAGES_MAX = 5;

/** Text part of the parse form (files are checked by type and size at the edge). */
export const parseLoadTextFieldsSchema = z.object({
  type: z.enum(['image', 'text']),
  text: z.string().max(LOAD_TEXT_MAX_CHARS, 'text is longer than 20,000 characters').optional(),
  truck_location: z.string().max(200).optional(),
});

// ---- Dispatch calls ---------------------------------------------------------------------------

/** Raw dispatch call status values (§4 "Dispatch call live messages"); 'Terminated' after End Call. */
export const DISPATCH_CALL_STATUSES = [
  'idle',
  'waiting',
  'calling',
  'ringing',
  'success',
  'error',
  'closed',
  'connecting',
  'connected',
  'initiated',
  'answered',
  'busy',
  'no-answer',
  'canceled',
  'in-progress',
  'completed',
  'failed',
  'Terminated',
] as const;
export type DispatchCallStatus = (typeof DISPATCH_CALL_STATUSES)[number];

/** Statuses that end a call (nothing more will happen on it). */
export const ENDED_CALL_STATUSES = [
  'closed',
  'completed',
  'failed',
  'busy',
  'no-answer',
  'canceled',
  'error',
] as const satisfies readonly DispatchCallStatus[];

/** §2 Load Booking: "Cannot remove active call" while one of these. */
export const ACTIVE_CALL_STATUSES = [
  'calling',
  'success',
  'connecting',
  'connected',
  'answered',
  'in-progress',
] as const satisfies readonly DispatchCallStatus[];

const ENDED_STATUS_SET: ReadonlySet<string> = new Set(ENDED_CALL_STATUSES);
const ACTIVE_STATUS_SET: ReadonlySet<string> = new Set(ACTIVE_CALL_STATUSES);

/** Nothing more will happen on the call (one of ENDED_CALL_STATUSES). */
export const isEndedCallStatus = (status: string): boolean => ENDED_STATUS_SET.has(status);

/** The call may not be removed from Load Booking (one of ACTIVE_CALL_STATUSES). */
export const isActiveCallStatus = (status: string): boolean => ACTIVE_STATUS_SET.has(status);

/**
 * Where a call is in its life, by raw status: pending (idle, initiated, connecting), ringing
 * (waiting, calling, ringing), live (success, connected, answered, in-progress), ending
 * (Terminated: End Call was pressed) and ended (ENDED_CALL_STATUSES). The browser's dispatch-call
 * machine and the voice service's call-run machine have states for these groups.
 */
export const CALL_STATUS_GROUPS = ['pending', 'ringing', 'live', 'ending', 'ended'] as const;
export type CallStatusGroup = (typeof CALL_STATUS_GROUPS)[number];

/** The status group of a raw status. */
export function callStatusGroup(status: DispatchCallStatus): CallStatusGroup {
  if (isEndedCallStatus(status)) return 'ended';
  if (status === 'Terminated') return 'ending';
  if (status === 'waiting' || status === 'calling' || status === 'ringing') return 'ringing';
  if (status === 'idle' || status === 'initiated' || status === 'connecting') return 'pending';
  return 'live';
}

/** §4 "Call status labels": raw status to label (campaign call cards, call history). */
export const CALL_STATUS_LABELS: Record<DispatchCallStatus, string> = {
  idle: 'Pending',
  waiting: 'Ringing',
  calling: 'Ringing',
  ringing: 'Ringing',
  success: 'In Progress',
  'in-progress': 'In Progress',
  closed: 'Completed',
  completed: 'Completed',
  error: 'Failed',
  failed: 'Failed',
  connecting: 'Connecting',
  connected: 'Connected',
  initiated: 'Initiated',
  answered: 'Answered',
  busy: 'Busy',
  'no-answer': 'No Answer',
  canceled: 'Canceled',
  Terminated: 'Ending...',
};

/** Dispatch call (Load Booking) labels that differ from the §4 table (§2, §4 live messages). */
const DISPATCH_CALL_LABELS: Partial<Record<string, string>> = {
  idle: 'Ready',
  success: 'Connected',
  connected: 'Connected',
  waiting: 'Calling',
  calling: 'Calling',
  ringing: 'Calling',
  completed: 'Call completed',
  closed: 'Closed',
  Terminated: 'Ending...',
};

/**
 * The label of a dispatch call's status: connected/success → Connected; waiting, calling,
 * ringing → Calling; error/disconnected → the message, else Error; completed → Call completed;
 * closed → Closed; idle → Ready; Terminated → Ending...; the rest as the §4 table.
 */
export function dispatchCallStatusLabel(raw: string, message?: string): string {
  if (raw === 'error' || raw === 'disconnected') return message?.trim() || 'Error';
  return DISPATCH_CALL_LABELS[raw] ?? CALL_STATUS_LABELS[raw as DispatchCallStatus] ?? raw;
}

/** Shown on a dispatch call once an ended status arrives after End Call. */
export const CALL_ENDED_LABEL = 'Call Ended';

/** TERMINATE_CALL's reason when the dispatcher gives none (End Call). */
export const DEFAULT_TERMINATE_REASON = 'Dispatcher ended the call';
/** LOAD_REJECTION's reason when the dispatcher gives none (Reject). */
export const DEFAULT_REJECT_REASON = 'Dispatcher rejected the load!';
/** What the broker hears on a Hop In without an introduction. */
export const DEFAULT_HOP_IN_INTRODUCTION = 'Hi, my dispatcher is joining the call.';

/** The call start body (§7 "Call start"), sent to `POST {voice}/call-broker`. */
/** The initiator of a booking typed into a draft; a load board's call carries its board's name. */
export const DRAFT_INITIATOR = 'web';

export const callBrokerRequestSchema = z.object({
  phone_number: z.string().trim().min(1, 'Please enter a broker phone number').max(32),
  extension: z
    .string()
    .trim()
    .regex(/^\d{0,8}$/, 'extension must be up to 8 digits')
    .optional()
    .default(''),
  load_details: extractedLoadDetailsSchema.partial().optional(),
  init_data: z
    .object({
      load_details: extractedLoadDetailsSchema.partial().optional(),
      callDetails: callDetailsSchema.partial().optional(),
      metadata: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  truck_location: z.string().max(200).default(''),
  /** Date-time text, empty if not set. */
  truck_availability: z.string().max(40).default(''),
  rate_range: rateRangeSchema,
  equipment_type: z.union([z.enum(EQUIPMENT_TYPES), z.literal('')]).default(''),
  details_only: z.boolean(),
  load_details_text: z.string().max(LOAD_TEXT_MAX_CHARS).default(''),
  /** Where the booking came from: DRAFT_INITIATOR when typed, DAT or Truckstop from a load board. */
  initiator: z.string().trim().min(1).max(40).default(DRAFT_INITIATOR),
  dispatcher_approval_required: z.boolean().default(false),
});
export type CallBrokerRequest = z.infer<typeof callBrokerRequestSchema>;

export const callBrokerResponseSchema = z.object({ uid: z.string(), created_at: instant });
export type CallBrokerResponse = z.infer<typeof callBrokerResponseSchema>;

export const transcriptEntrySchema = z.object({
  /** 'agent' for our agent; 'user' for the far end (the broker). */
  sender: z.enum(['agent', 'user']),
  message: z.string(),
  timestamp: instant,
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

/** `GET {voice}/active_calls?calls=…` items. */
export const activeCallSchema = z.object({
  uid: z.string(),
  id: z.string(),
  to_number: z.string(),
  load_details: extractedLoadDetailsSchema.nullable(),
  call_details: callDetailsSchema.nullable(),
  transcript: z.array(transcriptEntrySchema),
  details_only: z.boolean(),
  load_details_text: z.string(),
  status: z.enum(DISPATCH_CALL_STATUSES),
  initiator: z.string(),
  rate_range: rateRangeSchema,
  dispatcher_approval_required: z.boolean(),
  /** An approval request still waiting for the dispatcher. */
  pending_approval: z.boolean(),
  created_at: instant,
});
export type ActiveCall = z.infer<typeof activeCallSchema>;
export const activeCallsResponseSchema = z.object({ data: z.array(activeCallSchema) });

export const activeCallsQuerySchema = z.object({
  calls: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.string().min(1).max(64)).max(100)),
});

export const SESSION_UPDATE_TYPES = [
  'TERMINATE_CALL',
  'ADD_PARTICIPANT',
  'LOAD_APPROVAL',
  'LOAD_REJECTION',
] as const;

export const sessionUpdateRequestSchema = z.discriminatedUnion('update_type', [
  z.object({
    update_type: z.literal('TERMINATE_CALL'),
    context_update: z.object({ reason: z.string().max(500).default(DEFAULT_TERMINATE_REASON) }),
  }),
  z.object({
    update_type: z.literal('ADD_PARTICIPANT'),
    context_update: z.object({
      introduction: z.string().max(500).default(''),
      hop_in: z.literal(true),
    }),
  }),
  z.object({
    update_type: z.literal('LOAD_APPROVAL'),
    context_update: z.object({ load_details: z.unknown().optional() }),
  }),
  z.object({
    update_type: z.literal('LOAD_REJECTION'),
    context_update: z.object({
      reason: z.string().max(500).default(DEFAULT_REJECT_REASON),
    }),
  }),
]);
export type SessionUpdateRequest = z.infer<typeof sessionUpdateRequestSchema>;

// ---- Live messages on /watch/{callId} (§4) ----------------------------------------------------

export const connectionStatusMessageSchema = z.object({
  type: z.literal('connection_status'),
  call_id: z.string(),
  status: z.enum(DISPATCH_CALL_STATUSES),
  message: z.string().optional(),
});

export const updateConversationMessageSchema = z.object({
  type: z.literal('update_conversation'),
  call_id: z.string(),
  /** Position in the transcript (0-based): a repeated index replaces, so replays are harmless. */
  index: z.number().int().nonnegative(),
  sender: z.enum(['agent', 'user']),
  message: z.string(),
  timestamp: instant,
});

export const updateExtractedDataMessageSchema = z.object({
  type: z.literal('update_extracted_data'),
  call_id: z.string(),
  loadDetails: extractedLoadDetailsSchema,
  callDetails: callDetailsSchema,
  metadata: z.record(z.string(), z.unknown()),
  /** The rate on the table now (the broker's offer or the agreed rate). */
  carrier_rate: z.number().nullable().optional(),
});

export const dispatcherApprovalRequestMessageSchema = z.object({
  type: z.literal('dispatcher_approval_request'),
  call_id: z.string(),
  /** The rate the broker agreed to, waiting for the dispatcher's decision. */
  rate: z.number(),
  loadDetails: extractedLoadDetailsSchema,
  message: z.string(),
});

/** Sent once an approval request has been answered (or the call ended): the bar goes away. */
export const approvalResolvedMessageSchema = z.object({
  type: z.literal('approval_resolved'),
  call_id: z.string(),
  decision: z.enum(['approved', 'rejected', 'expired']),
});

export const dispatchLiveMessageSchema = z.discriminatedUnion('type', [
  connectionStatusMessageSchema,
  updateConversationMessageSchema,
  updateExtractedDataMessageSchema,
  dispatcherApprovalRequestMessageSchema,
  approvalResolvedMessageSchema,
]);
export type DispatchLiveMessage = z.infer<typeof dispatchLiveMessageSchema>;

// ---- Call history (§3 "Call record", §7) -------------------------------------------------------

export const CALL_HISTORY_SORTS = [
  'to_number',
  'from_number',
  'created_at',
  'completed_at',
  'status',
  'details_only',
] as const;
export const CALL_HISTORY_STATUS_FILTERS = ['completed', 'in_progress', 'all'] as const;
export const CALL_HISTORY_PAGE_SIZE = 10;

export const callHistoryRequestSchema = z.object({
  sort_by: z.enum(CALL_HISTORY_SORTS).default('completed_at'),
  sort_order: z.union([z.literal(1), z.literal(-1)]).default(-1),
  page: z.number().int().min(1).max(100_000).default(1),
  per_page: z.number().int().min(1).max(100).default(CALL_HISTORY_PAGE_SIZE),
  status: z.enum(CALL_HISTORY_STATUS_FILTERS).default('all'),
});
export type CallHistoryRequest = z.infer<typeof callHistoryRequestSchema>;

/** History status of a call: in_progress while running, then completed or failed. */
export const CALL_RECORD_STATUSES = ['completed', 'failed', 'in_progress'] as const;
export type CallRecordStatus = (typeof CALL_RECORD_STATUSES)[number];

/** History status labels (§4 "Call status labels"): the call history table and its filter. */
export const CALL_RECORD_STATUS_LABELS: Record<CallRecordStatus, string> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  failed: 'Failed',
};

export const callRecordLoadDetailsSchema = extractedLoadDetailsSchema
  .omit({ equipmentType: true })
  .extend({ truck_location: z.string().nullable(), equipment_type: z.string().nullable() });

export const updateHistoryEntrySchema = z.object({
  type: z.string(),
  details: z.string(),
  timestamp: instant,
});

export const callRecordSchema = z.object({
  id: z.string(),
  to_number: z.string(),
  from_number: z.string(),
  created_at: instant,
  completed_at: instant.nullable(),
  status: z.enum(CALL_RECORD_STATUSES),
  /** The last raw dispatch status (busy, no-answer, completed, ...). */
  call_status: z.enum(DISPATCH_CALL_STATUSES),
  details_only: z.boolean(),
  call_duration: z.number().int().nonnegative(),
  carrier_id: z.string(),
  initiator: z.string(),
  rate_range: rateRangeSchema,
  /** What the call achieved: booked, declined, details_gathered, no_answer, ... */
  outcome: z.string().nullable(),
  /** The agreed rate when booked. */
  booked_rate: z.number().nullable(),
  load_details: callRecordLoadDetailsSchema.nullable(),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

export const callHistoryResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(callRecordSchema),
});
export type CallHistoryResponse = z.infer<typeof callHistoryResponseSchema>;

export const callDetailSchema = callRecordSchema.extend({
  transcript: z.array(transcriptEntrySchema),
  update_history: z.array(updateHistoryEntrySchema),
  desired_rate: rateRangeSchema.nullable(),
  market_rate: z.string().nullable(),
});
export type CallDetail = z.infer<typeof callDetailSchema>;
