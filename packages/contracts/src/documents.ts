import { z } from 'zod';

/**
 * Rate confirmations into loads (document 2 §2.7, §3 Load record / Stop / Ditat load input, §7
 * "Rate-confirmation load creation"): the extraction call and the records it answers.
 */

export const DOCUMENT_PATHS = {
  /** POST {fileName, fileContent (base64)} → {parsedData, load_input, goods_details, payload}. */
  pdfparse: '/v1/pdfparse/',
} as const;

/** Checks before any parsing (issue 15): file size, pages. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_PDF_PAGES = 30;
/** The JSON body: base64 of MAX_PDF_BYTES plus room for the file name. */
export const MAX_PDFPARSE_BODY_BYTES = Math.ceil((MAX_PDF_BYTES * 4) / 3) + 64 * 1024;

/** The two refusals the screen shows (§5, §8). */
export const DOCUMENT_MESSAGES = {
  notPdf: 'Please upload a PDF file',
  couldNotExtract: (fileName: string) => `Could not extract data from ${fileName}`,
} as const;

/** §5: a file picked for extraction is a PDF by its type or, when the browser reports none, its name. */
export function isPdfFileChoice(file: { name: string; type: string }): boolean {
  if (file.type === 'application/pdf') return true;
  return file.type === '' && /\.pdf$/i.test(file.name);
}

export const DOCUMENT_ERROR_CODES = {
  notPdf: 'documents/not-pdf',
  unreadable: 'documents/unreadable',
  tooLarge: 'documents/too-large',
  badContent: 'documents/bad-content',
  busy: 'documents/busy',
} as const;

export const pdfParseRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** The PDF, base64 (a data: URL prefix is accepted). */
  fileContent: z.string().min(1),
});
export type PdfParseRequest = z.infer<typeof pdfParseRequestSchema>;

const str = z.string().nullable();
const num = z.number().nullable();

/** §3 Stop (generic form); ids and lat/lng come from lookups after extraction. */
export const loadStopSchema = z.object({
  stop_type: z.enum(['Pickup', 'Delivery']),
  stop_number: z.number().int().min(1),
  company_name: str,
  company_id: str.optional(),
  address: str,
  city: str,
  state: str,
  zipcode: str,
  lat: num.optional(),
  lng: num.optional(),
  phone: str,
  email: str,
  confirmation_number: str,
  bol_number: str,
  reference_number: str,
  appointment_type: z.enum(['APPT', 'FCFS']).nullable(),
  /** MM/DD/YYYY. */
  appointment_date: str,
  /** Two-digit strings. */
  appointment_time_hours: str,
  appointment_time_minutes: str,
  fcfs_start_date: str,
  fcfs_start_time_hours: str,
  fcfs_start_time_minutes: str,
  fcfs_end_date: str,
  fcfs_end_time_hours: str,
  fcfs_end_time_minutes: str,
  stop_instructions: str,
  commodities: str,
});
export type LoadStop = z.infer<typeof loadStopSchema>;

/** §3 Load record (generic form). */
export const loadRecordSchema = z.object({
  order_number: str,
  customer_name: str,
  customer_id: str.optional(),
  po_number: str,
  bol_number: str,
  reference_number: str,
  phone: str,
  email: str,
  linehaul_rate: num,
  fuel_surcharge: num,
  weight: num,
  length: num,
  equipment_type: z.enum(['reefer', 'van']).nullable(),
  temperature_control: z.enum(['continuous', 'start_stop']).nullable(),
  temperature: num,
  carrier: z.object({
    carrier_name: str,
    driver_name: str,
    driver_id: str.optional(),
    driver_phone: str,
    truck: str,
    truck_id: str.optional(),
    trailer: str,
    trailer_id: str.optional(),
  }),
  truck_location: z.object({ address: str, lat: num, lng: num }).nullable().optional(),
  stops: z.array(loadStopSchema),
});
export type LoadRecord = z.infer<typeof loadRecordSchema>;

/** A Load record with nothing filled (a manual entry starts here). */
export function emptyLoadRecord(): LoadRecord {
  return {
    order_number: null,
    customer_name: null,
    po_number: null,
    bol_number: null,
    reference_number: null,
    phone: null,
    email: null,
    linehaul_rate: null,
    fuel_surcharge: null,
    weight: null,
    length: null,
    equipment_type: null,
    temperature_control: null,
    temperature: null,
    carrier: {
      carrier_name: null,
      driver_name: null,
      driver_phone: null,
      truck: null,
      trailer: null,
    },
    stops: [],
  };
}

/** A stop with nothing filled but the §9 defaults: stop type Pickup, appointment type APPT. */
export function emptyLoadStop(stopNumber: number): LoadStop {
  return {
    stop_type: 'Pickup',
    stop_number: stopNumber,
    company_name: null,
    address: null,
    city: null,
    state: null,
    zipcode: null,
    phone: null,
    email: null,
    confirmation_number: null,
    bol_number: null,
    reference_number: null,
    appointment_type: 'APPT',
    appointment_date: null,
    appointment_time_hours: null,
    appointment_time_minutes: null,
    fcfs_start_date: null,
    fcfs_start_time_hours: null,
    fcfs_start_time_minutes: null,
    fcfs_end_date: null,
    fcfs_end_time_hours: null,
    fcfs_end_time_minutes: null,
    stop_instructions: null,
    commodities: null,
  };
}

/** What extraction answers: the Load record and, per field path filled, a confidence in 0..1. */
export const extractedLoadSchema = loadRecordSchema.extend({
  /** Keyed by field path: 'order_number', 'carrier.truck', 'stops.0.city'. */
  confidence: z.record(z.string(), z.number().min(0).max(1)),
});
export type ExtractedLoad = z.infer<typeof extractedLoadSchema>;

/** §3 Ditat load input (the TMS-specific form), as far as the spec names it. */
export const ditatAppointmentSchema = z.object({
  /** 0 pickup, 1 delivery. */
  location_type: z.union([z.literal(0), z.literal(1)]),
  /** ISO local date-time 'YYYY-MM-DDTHH:MM:00' (no zone: the stop's own time). */
  appointment_on_datetime: z.string().nullable(),
  /** The end of an FCFS window; for an appointment the same as appointment_on_datetime. */
  appointment_late_after_datetime: z.string().nullable(),
  appointment_type: z.enum(['APPT', 'FCFS']).nullable(),
  stop_number: z.number().int().min(1),
  /** From the location lookup; null until matched. */
  location_key: z.string().nullable(),
});
export const ditatLoadInputSchema = z.object({
  referenceId1: str,
  referenceId2: str,
  referenceId3: str,
  referenceId4: str,
  referenceId5: str,
  customer_key: str,
  rates_list: z.array(z.object({ rate_amount: num })),
  appointment_list: z.array(ditatAppointmentSchema),
  carrier: z.object({ carrier_name: str }),
});
export type DitatLoadInput = z.infer<typeof ditatLoadInputSchema>;

export const goodsDetailsSchema = z.object({
  weight: num,
  length: num,
  equipment_type: z.enum(['reefer', 'van']).nullable(),
  temperature_control: z.enum(['continuous', 'start_stop']).nullable(),
  temperature: num,
});
export type GoodsDetails = z.infer<typeof goodsDetailsSchema>;

/** POST /v1/pdfparse/ answer. */
export const pdfParseAnswerSchema = z.object({
  parsedData: extractedLoadSchema,
  load_input: ditatLoadInputSchema,
  goods_details: goodsDetailsSchema,
  /** How the file was read: pages, pages read by OCR, mean confidence, time taken. */
  payload: z.object({
    fileName: z.string(),
    pages: z.number().int(),
    ocrPages: z.number().int(),
    confidence: z.number().min(0).max(1),
    elapsedMs: z.number(),
  }),
});
export type PdfParseAnswer = z.infer<typeof pdfParseAnswerSchema>;
