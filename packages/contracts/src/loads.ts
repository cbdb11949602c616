import { z } from 'zod';
import {
  ditatLoadInputSchema,
  type GoodsDetails,
  goodsDetailsSchema,
  loadRecordSchema,
  pdfParseAnswerSchema,
} from './documents';

/**
 * Loads into a TMS (document 2 §2.7, §3, §4 "Load save", §7 "Lookups for the load form",
 * "Mapping lookups", "Rate-confirmation load creation", §8 "Rate-confirmation load").
 * Extraction itself is in ./documents.
 */

export const LOAD_PATHS = {
  /** POST the whole generic Load record → { id } (the TMS load page opens for it). */
  addExternalLoad: '/v1/addexternalload/',
  /** POST {fileName, fileContent} when TMS_TYPE is ditat → { Data: PdfParseAnswer }. */
  ditatCreateLoadInput: '/v1/load-creation/ditat/create-load-input',
  /** POST {load_input, goods_details} → { id } or 422 { validation_errors }. */
  ditatUpdateLoadInput: '/v1/load-creation/ditat/update-load-input',
  /** GET ?search&limit → { Data: CustomerLookupResult[] } (default limit 5). */
  customerData: '/v1/customer-data',
  /** GET ?customer_key → { Data: CustomerLookupResult } or 404. */
  customerDataKey: '/v1/customer-data/key',
  /** GET ?search&limit → { Data: LocationLookupResult[] } (default limit 5). */
  addressData: '/v1/address-data',
  /** GET ?location_key → { Data: LocationLookupResult } or 404. */
  addressDataKey: '/v1/address-data/key',
  /** GET → { Data: { [name]: id } } for driver_id | customer_id | truck_id | trailer_id. */
  mapping: '/v1/mappings/:kind',
  /** GET one load the account saved → { Data: TmsLoad } (the built-in TMS load page's data). */
  tmsLoad: '/v1/tms-loads/:id',
} as const;

export const MAPPING_KINDS = ['driver_id', 'customer_id', 'truck_id', 'trailer_id'] as const;
export type MappingKind = (typeof MAPPING_KINDS)[number];
export const mappingPath = (kind: MappingKind) => `/v1/mappings/${kind}`;
export const tmsLoadPath = (id: string) => `/v1/tms-loads/${encodeURIComponent(id)}`;
/** The web page of a load saved in the built-in TMS (the generic flow opens it in a new tab). */
export const tmsLoadPagePath = (id: string) => `/loads/${encodeURIComponent(id)}`;

/** §9: default limit of customer and address lookups; the load form asks for 100. */
export const LOAD_LOOKUP_DEFAULT_LIMIT = 5;
export const LOAD_FORM_LOOKUP_LIMIT = 100;
/** §9: "A new ditat appointment uses location_type 0 and a fixed default location_key." */
export const DITAT_DEFAULT_LOCATION_KEY = 'DEFAULT';

export const loadLookupQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  limit: z.coerce.number().int().min(1).max(LOAD_FORM_LOOKUP_LIMIT).optional(),
});
export type LoadLookupQuery = z.infer<typeof loadLookupQuerySchema>;

/** §3 "Customer lookup result". */
export const customerLookupResultSchema = z.object({
  company_name: z.string(),
  customer_key: z.string(),
});
export type CustomerLookupResult = z.infer<typeof customerLookupResultSchema>;

/** §3 "Location lookup result". */
export const locationLookupResultSchema = z.object({
  company_name: z.string(),
  address1: z.string(),
  municipality: z.string(),
  administrative_area: z.string(),
  postal_code: z.string(),
  phone_numbers: z.array(z.string()),
  location_key: z.string(),
});
export type LocationLookupResult = z.infer<typeof locationLookupResultSchema>;

export const customerLookupAnswerSchema = z.object({ Data: z.array(customerLookupResultSchema) });
export const locationLookupAnswerSchema = z.object({ Data: z.array(locationLookupResultSchema) });
export const mappingAnswerSchema = z.object({ Data: z.record(z.string(), z.string()) });

/** POST /v1/addexternalload/ body: the generic Load record (ids from the mapping lookups). */
export const addExternalLoadRequestSchema = loadRecordSchema;
export const loadSavedAnswerSchema = z.object({ id: z.string().min(1) });
export type LoadSavedAnswer = z.infer<typeof loadSavedAnswerSchema>;

/** POST /v1/load-creation/ditat/update-load-input body. */
export const ditatUpdateLoadInputRequestSchema = z.object({
  load_input: ditatLoadInputSchema,
  goods_details: goodsDetailsSchema,
});
export type DitatUpdateLoadInputRequest = z.infer<typeof ditatUpdateLoadInputRequestSchema>;

export const validationErrorSchema = z.object({ propertyName: z.string(), message: z.string() });
export type LoadValidationError = z.infer<typeof validationErrorSchema>;
/** The 422 answer of update-load-input when the TMS refuses the load. */
export const validationErrorsAnswerSchema = z.object({
  validation_errors: z.array(validationErrorSchema).min(1),
});

/** POST /v1/load-creation/ditat/create-load-input answer ("returning Data"). */
export const ditatCreateLoadInputAnswerSchema = z.object({ Data: pdfParseAnswerSchema });

/** Which TMS received a load. */
export const TMS_PROVIDERS = ['builtin', 'ditat', 'alvys'] as const;
export type TmsProviderName = (typeof TMS_PROVIDERS)[number];

/** A load as saved, for the built-in TMS load page /loads/{id}. */
export const tmsLoadSchema = z.object({
  id: z.string(),
  tms: z.enum(TMS_PROVIDERS),
  /** The id the receiving TMS gave it (the same as id for the built-in TMS). */
  external_id: z.string(),
  /** The trip monitoring shows for it, when the built-in TMS made one. */
  trip_id: z.string().nullable(),
  record: loadRecordSchema,
  created_at: z.string(),
  created_by: z.string(),
});
export type TmsLoad = z.infer<typeof tmsLoadSchema>;
export const tmsLoadAnswerSchema = z.object({ Data: tmsLoadSchema });

/** §8 "Rate-confirmation load", verbatim. */
export const LOAD_MESSAGES = {
  failedToAdd: 'Failed to add load',
  errorAdding: 'An error occurred while adding the load',
  popupBlockedAbort: 'Popup was blocked. Please allow popups for this site to confirm rate.',
  popupBlockedLink: 'Popup blocked. Please allow popups and click here to view the load.',
  validationErrorsTitle: 'Validation Errors',
  loadSavedTitle: 'Load Saved',
  copyLoadId: 'Copy Load ID',
  goToDashboard: 'Go to Dashboard',
} as const;

/** §5: property names of Ditat validation errors shown with these labels. */
const DITAT_PROPERTY_LABELS: Record<string, string> = {
  referenceId1: 'Order Number',
  referenceId2: 'BOL Number',
  referenceId3: 'PO Number',
  referenceId4: 'PO Number',
  referenceId5: 'Reference Number',
  'rates_list[0].rate_amount': 'Linehaul Rate',
};

/** The label the 'Validation Errors' dialog shows for a property name (the name itself otherwise). */
export function ditatPropertyLabel(propertyName: string): string {
  const key = propertyName.replace(/^load_input\./, '').replace(/\.(\d+)\./g, '[$1].');
  return DITAT_PROPERTY_LABELS[key] ?? propertyName;
}

export const EMPTY_GOODS_DETAILS: GoodsDetails = {
  weight: null,
  length: null,
  equipment_type: null,
  temperature_control: null,
  temperature: null,
};
