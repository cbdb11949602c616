/**
 * Optional second opinion from a language model on the fields the readers are unsure of. Only
 * fields filled with a confidence below the threshold are asked about, with the document's text;
 * the answer is validated (zod) field by field against the shape of the Load record, and a field
 * is changed only by a valid value. Anything that fails (time limit, HTTP error, bad JSON, a
 * value of the wrong shape) leaves the built-in result as it was.
 */
import { z } from 'zod';
import type { LlmClient } from '../../providers/llm/types';
import type { Confidence, RateconLoad } from './ratecon';

export interface LoadRefiner {
  llm: Pick<LlmClient, 'chat' | 'model'>;
  /** Fields whose confidence is below this are asked about. */
  below: number;
  /** Where failures are reported (they never fail the extraction). */
  onError?: (error: unknown) => void;
}

/** The most the document text sent may be (a long terms page is of no use to the model). */
const MAX_TEXT = 16_000;

const text = z.string().trim().min(1).max(200);
const hh = z.string().regex(/^([01]\d|2[0-3])$/);
const mm = z.string().regex(/^[0-5]\d$/);
const date = z.string().regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/20\d\d$/);
const money = z.number().nonnegative().max(1_000_000);
const int = z.number().int();

/** What a value of each field may be (the Load record of spec §3). */
function schemaFor(path: string): z.ZodType | null {
  const field = path.replace(/^stops\.\d+\./, 'stops.');
  const schemas: Record<string, z.ZodType> = {
    order_number: text,
    customer_name: text,
    po_number: text,
    bol_number: text,
    reference_number: text,
    phone: text,
    email: z.email(),
    linehaul_rate: money,
    fuel_surcharge: money,
    weight: int.min(0).max(200_000),
    length: int.min(10).max(60),
    equipment_type: z.enum(['reefer', 'van']),
    temperature_control: z.enum(['continuous', 'start_stop']),
    temperature: int.min(-40).max(90),
    'carrier.carrier_name': text,
    'carrier.driver_name': text,
    'carrier.driver_phone': text,
    'carrier.truck': text,
    'carrier.trailer': text,
    'stops.stop_type': z.enum(['Pickup', 'Delivery']),
    'stops.company_name': text,
    'stops.address': text,
    'stops.city': text,
    'stops.state': z.string().regex(/^[A-Z]{2}$/),
    'stops.zipcode': z.string().regex(/^\d{5}$/),
    'stops.phone': text,
    'stops.email': z.email(),
    'stops.confirmation_number': text,
    'stops.bol_number': text,
    'stops.reference_number': text,
    'stops.appointment_type': z.enum(['APPT', 'FCFS']),
    'stops.appointment_date': date,
    'stops.appointment_time_hours': hh,
    'stops.appointment_time_minutes': mm,
    'stops.fcfs_start_date': date,
    'stops.fcfs_start_time_hours': hh,
    'stops.fcfs_start_time_minutes': mm,
    'stops.fcfs_end_date': date,
    'stops.fcfs_end_time_hours': hh,
    'stops.fcfs_end_time_minutes': mm,
    'stops.stop_instructions': z.string().trim().min(1).max(2000),
    'stops.commodities': text,
  };
  return schemas[field] ?? null;
}

const answerSchema = z.object({
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});

const SYSTEM = [
  'You read freight rate confirmations (a broker tendering a load to a carrier).',
  'Another reader filled some fields and is unsure of them. For each field listed, give the value',
  'the document shows, or null if it does not show one. Answer with JSON only:',
  '{"fields": {"<field path>": <value>}} with exactly the paths listed.',
  'Formats: dates MM/DD/YYYY; hours and minutes as two digits (24-hour); money and weights as',
  'numbers without $ or commas; states as two capital letters; equipment_type "reefer" or "van";',
  'temperature_control "continuous" or "start_stop"; stop_type "Pickup" or "Delivery";',
  'appointment_type "APPT" (one time) or "FCFS" (a window). Copy identifiers exactly as printed.',
].join(' ');

function get(load: RateconLoad, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], load);
}

function set(load: RateconLoad, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const target = keys.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], load);
  (target as Record<string, unknown>)[last] = value;
}

/** The JSON object in a reply (models sometimes wrap it in a ``` fence or a sentence). */
function jsonOf(reply: string): unknown {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** The prompt's user message: the fields asked about with their guesses, then the document. */
export function refinementPrompt(
  documentText: string,
  fields: Array<{ path: string; value: unknown }>,
): string {
  const list = fields.map((f) => `- ${f.path} (current guess: ${JSON.stringify(f.value)})`);
  return `Fields to check:\n${list.join('\n')}\n\nDocument text:\n<<<\n${documentText.slice(0, MAX_TEXT)}\n>>>`;
}

/**
 * Refines the low-confidence fields of `load` in place; returns the paths whose value changed.
 * Never throws.
 */
export async function refineLowConfidence(
  refiner: LoadRefiner,
  documentText: string,
  load: RateconLoad,
  confidence: Confidence,
): Promise<string[]> {
  const asked = Object.entries(confidence)
    .filter(([path, c]) => c < refiner.below && schemaFor(path) !== null)
    .map(([path]) => ({ path, value: get(load, path) }));
  if (asked.length === 0) return [];
  let fields: Record<string, string | number | null>;
  try {
    const reply = await refiner.llm.chat(
      [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: refinementPrompt(documentText, asked) },
      ],
      { jsonOnly: true },
    );
    const parsed = answerSchema.safeParse(jsonOf(reply));
    if (!parsed.success) throw new Error('the model answered no {"fields": …} object');
    fields = parsed.data.fields;
  } catch (error) {
    refiner.onError?.(error);
    return [];
  }
  const changed: string[] = [];
  for (const { path, value: current } of asked) {
    const proposed = fields[path];
    // null ("not shown") or a value of the wrong shape: the reader's value stays.
    if (proposed === undefined || proposed === null) continue;
    const valid = schemaFor(path)!.safeParse(proposed);
    if (!valid.success) continue;
    if (String(valid.data).toLowerCase() === String(current).toLowerCase()) {
      // Two readers agree: surer, still short of a labelled value.
      confidence[path] = Math.min(0.85, Math.round((confidence[path]! + 0.15) * 100) / 100);
      continue;
    }
    set(load, path, valid.data);
    confidence[path] = 0.7;
    changed.push(path);
  }
  return changed;
}
