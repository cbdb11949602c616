import { z } from 'zod';

/**
 * Load boards (document 3 §2 load-board search pages and truck post form, §3 Load search result
 * and Truck post, §5, §7 "Load boards", §8, §9; document 2 §3/§4/§7/§8 load-board settings).
 * Two providers, DAT and Truckstop; without saved credentials the fleet API answers from its
 * built-in sandbox board. Paths are the fleet API's.
 */

export const LOADBOARD_PATHS = {
  searchDat: '/loadboard/loads/dat',
  searchTruckstop: '/loadboard/loads/truckstop',
  truckPosts: '/v1/truckposts/dat',
  truckPost: '/v1/truckposts/dat/:id',
  settings: '/loadboard-settings',
  setting: '/loadboard-settings/:provider',
  /** GET ?q=: US city suggestions for the load-board city inputs (issue 13). */
  placesAutocomplete: '/v1/places/autocomplete',
} as const;

export const LOADBOARD_PROVIDERS = ['DAT', 'TRUCKSTOP'] as const;
export type LoadboardProvider = (typeof LOADBOARD_PROVIDERS)[number];

/** §9 equipment codes: Van, Reefer, Flatbed. */
export const LOADBOARD_EQUIPMENT = ['V', 'R', 'F'] as const;
export type LoadboardEquipment = (typeof LOADBOARD_EQUIPMENT)[number];
export const LOADBOARD_EQUIPMENT_LABELS: Record<LoadboardEquipment, string> = {
  V: 'Van',
  R: 'Reefer',
  F: 'Flatbed',
};

/** §9 radius options (miles; 'Any' is no limit) and defaults. */
export const RADIUS_OPTIONS = [50, 100, 250, 450] as const;
export const DEFAULT_ORIGIN_RADIUS = 450;
export const DEFAULT_DESTINATION_RADIUS = 50;
export const MAX_RADIUS_MILES = 1_000;

const cityName = z.string().trim().min(1, 'city is required').max(80);
const stateCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter code')
  .transform((s) => s.toUpperCase());
/** A radius in miles; null or absent: Any. */
const radius = z
  .number({ error: 'radius_miles must be a number' })
  .int('radius_miles must be whole miles')
  .min(0, 'radius_miles must not be negative')
  .max(MAX_RADIUS_MILES, `radius_miles must be at most ${MAX_RADIUS_MILES}`)
  .nullable()
  .optional();

export const searchPlaceSchema = z.object({
  city: cityName,
  state: stateCode,
  radius_miles: radius,
});
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

const isoInstant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' });

/** POST /loadboard/loads/dat (§7). */
export const datSearchRequestSchema = z
  .object({
    origin: searchPlaceSchema,
    destination: searchPlaceSchema,
    equipment: z.array(z.enum(LOADBOARD_EQUIPMENT)).min(1, 'equipment: choose at least one'),
    earliest_pickup: isoInstant,
    latest_pickup: isoInstant.optional(),
  })
  .refine(
    (body) =>
      !body.latest_pickup || Date.parse(body.latest_pickup) >= Date.parse(body.earliest_pickup),
    { path: ['latest_pickup'], message: 'latest_pickup must not be before earliest_pickup' },
  );
export type DatSearchRequest = z.infer<typeof datSearchRequestSchema>;

/** POST /loadboard/loads/truckstop (§7): only the earliest pickup, no destination timing. */
export const truckstopSearchRequestSchema = z.object({
  origin: searchPlaceSchema,
  destination: searchPlaceSchema,
  equipment: z.array(z.enum(LOADBOARD_EQUIPMENT)).min(1, 'equipment: choose at least one'),
  earliest_pickup: isoInstant,
});
export type TruckstopSearchRequest = z.infer<typeof truckstopSearchRequestSchema>;

export const loadContactSchema = z.object({
  company: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164 when known. */
  phone: z.string().nullable(),
  dotNumber: z.string().nullable(),
  mcNumber: z.string().nullable(),
  /** 0–100. */
  creditScore: z.number().nullable(),
  daysToPay: z.number().nullable(),
});

export const loadPlaceSchema = z.object({
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Miles from the searched place. */
  deadhead: z.number().nullable(),
});

/** One posting of a search answer (§7). */
export const loadboardLoadSchema = z.object({
  externalId: z.string(),
  source: z.enum(['DAT', 'TRUCKSTOP', 'SANDBOX']),
  equipmentType: z.enum(LOADBOARD_EQUIPMENT),
  lengthFeet: z.number().nullable(),
  weightPounds: z.number().nullable(),
  contact: loadContactSchema,
  origin: loadPlaceSchema,
  destination: loadPlaceSchema,
  earliestAvailable: z.string(),
  latestAvailable: z.string().nullable(),
  expiresAt: z.string().nullable(),
  comments: z.string().nullable(),
  miles: z.number().nullable(),
  /** The posted rate in US dollars, when the broker posted one. */
  rate: z.number().nullable(),
  status: z.string(),
  isTrackable: z.boolean(),
});
export type LoadboardLoad = z.infer<typeof loadboardLoadSchema>;

export const loadSearchResponseSchema = z.object({
  loads: z.array(loadboardLoadSchema),
  totalCount: z.number().int().nonnegative(),
});
export type LoadSearchResponse = z.infer<typeof loadSearchResponseSchema>;

/** §9: rate per mile rounded up to 2 decimals; null without a rate or miles. */
export function ratePerMile(rate: number | null, miles: number | null): number | null {
  if (rate === null || miles === null || miles <= 0) return null;
  return Math.ceil((rate / miles) * 100) / 100;
}

// ---- Truck posts --------------------------------------------------------------------------------

export const truckPostPlaceSchema = z.object({
  city: cityName,
  state: stateCode,
  zip_code: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'zip_code must be 5 digits')
    .default(''),
});

/** POST /v1/truckposts/dat and PATCH /{id} (§7, §2 truck post form, §5). */
export const truckPostRequestSchema = z
  .object({
    equipment_type: z.enum(LOADBOARD_EQUIPMENT, { error: 'equipment_type is required' }),
    origin: truckPostPlaceSchema,
    /** Shown as required but not enforced (§2). */
    destination: truckPostPlaceSchema.partial().optional(),
    is_full_load: z.literal(true).default(true),
    earliest_pickup: isoInstant,
    latest_pickup: isoInstant.optional(),
    length: z.number({ error: 'length is required' }).positive('length must be above 0').max(100),
    weight: z
      .number({ error: 'weight is required' })
      .positive('weight must be above 0')
      .max(200_000),
    comment: z.array(z.string().max(80)).max(1).default(['']),
  })
  .refine(
    (body) =>
      !body.latest_pickup || Date.parse(body.latest_pickup) >= Date.parse(body.earliest_pickup),
    { path: ['latest_pickup'], message: 'latest_pickup must not be before earliest_pickup' },
  );
export type TruckPostRequest = z.infer<typeof truckPostRequestSchema>;

/** §3 "Truck post" as the list answers it. */
export const truckPostSchema = z.object({
  external_id: z.string(),
  earliest_pickup: z.string(),
  latest_pickup: z.string().nullable(),
  origin: z.object({ city: z.string(), state: z.string(), zip_code: z.string() }),
  destination: z.object({ city: z.string(), state: z.string(), zip_code: z.string() }).nullable(),
  equipment_type: z.enum(LOADBOARD_EQUIPMENT),
  is_full_load: z.boolean(),
  length: z.number(),
  weight: z.number(),
  comment: z.array(z.string()),
});
export type TruckPost = z.infer<typeof truckPostSchema>;

/** Load-board errors are read from an `error` field (§7). */
export const loadboardErrorSchema = z.object({ error: z.string() });

// ---- Settings (document 2) ----------------------------------------------------------------------

export const datSettingsSchema = z.object({
  dat_org_email: z.email('dat_org_email must be an e-mail address'),
  dat_user_email: z.email('dat_user_email must be an e-mail address'),
  /** Write-only: answers carry `dat_client_secret_set` instead. */
  dat_client_secret: z.string().min(1, 'dat_client_secret is required').max(512),
});
export const truckstopSettingsSchema = z.object({
  truckstop_integration_id: z
    .string()
    .trim()
    .min(1, 'truckstop_integration_id is required')
    .max(128),
});

export const loadboardSettingRequestSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('DAT'), provider_settings: datSettingsSchema }),
  z.object({ provider: z.literal('TRUCKSTOP'), provider_settings: truckstopSettingsSchema }),
]);
export type LoadboardSettingRequest = z.infer<typeof loadboardSettingRequestSchema>;

/** A saved setting as GET answers it: secrets never in clear. */
export const loadboardSettingSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('DAT'),
    provider_settings: z.object({
      dat_org_email: z.string(),
      dat_user_email: z.string(),
      dat_client_secret_set: z.boolean(),
    }),
  }),
  z.object({
    provider: z.literal('TRUCKSTOP'),
    provider_settings: z.object({ truckstop_integration_id_set: z.boolean() }),
  }),
]);
export type LoadboardSetting = z.infer<typeof loadboardSettingSchema>;

/** GET /v1/places/autocomplete?q= (issue 13): q is what was typed, 3 to 80 characters.
 * Answers [{city, state, latitude, longitude}], at most 10 US cities. */
export const placesAutocompleteQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(3, 'q must be at least 3 characters')
    .max(80, 'q must be at most 80 characters'),
});
export type PlacesAutocompleteQuery = z.infer<typeof placesAutocompleteQuerySchema>;
