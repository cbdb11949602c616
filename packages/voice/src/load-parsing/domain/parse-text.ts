import type { ExtractedData } from '@fleet/contracts';
import { type FieldConfidence, fieldConfidence, lowConfidenceFields } from './confidence';
import { buildDoc, type Doc } from './document';
import { completeLoad, describe, type Source } from './extracted';
import { extractCommodity } from './fields/commodity';
import { extractPeople, extractPhone } from './fields/contact';
import { extractDistance } from './fields/distance';
import { extractEquipment } from './fields/equipment';
import { extractInstructions } from './fields/instructions';
import { extractMoney } from './fields/money';
import { extractReference } from './fields/reference';
import { extractStops } from './fields/stops';
import { extractTemperature } from './fields/temperature';
import { extractWeight } from './fields/weight';
import { prepareText } from './normalize';

export interface ParseOptions {
  /** Where the truck is: a mention of it as the truck's position is not taken for a stop. */
  truckLocation?: string;
  /** Resolves dates without a year, 'today', 'tomorrow' and weekdays (default: the clock). */
  now?: Date;
}

/** Rule-based extraction of a load posting (or one utterance of a call). Never throws. */
export function parseText(
  text: string,
  options: ParseOptions = {},
  source: Source = 'text',
): ExtractedData {
  return parseTextDetailed(text, options, source).data;
}

export interface DetailedParse {
  data: ExtractedData;
  /** Per filled field (paths such as 'stops[0].cityState', 'brokerOfferedRate'), 0–1. */
  confidence: FieldConfidence;
  /** Filled fields read from weak evidence: ask about them rather than trust them. */
  lowConfidence: string[];
}

/** parseText, with a confidence per field from where each value was read (confidence.ts). */
export function parseTextDetailed(
  text: string,
  options: ParseOptions = {},
  source: Source = 'text',
): DetailedParse {
  const now = options.now ?? new Date();
  const doc = buildDoc(prepareText(typeof text === 'string' ? text : ''), now);
  const data = readFields(doc, now, options, source);
  const confidence = fieldConfidence(doc, data);
  return { data, confidence, lowConfidence: lowConfidenceFields(confidence) };
}

function readFields(doc: Doc, now: Date, options: ParseOptions, source: Source): ExtractedData {
  const stops = extractStops(doc, { now, truckLocation: options.truckLocation });
  const { totalDistance, originDeadhead } = extractDistance(doc);
  const money = extractMoney(doc);
  const loadDetails = completeLoad({
    stops,
    originDeadhead,
    totalDistance,
    brokerOfferedRate: money.rate,
    ratePerMile: money.ratePerMile,
    market: money.market,
    weight: extractWeight(doc),
    commodity: extractCommodity(doc),
    temperature: extractTemperature(doc),
    equipmentType: extractEquipment(doc),
    specialInstructions: extractInstructions(doc),
    referenceNumber: extractReference(doc),
  });
  const phone = extractPhone(doc);
  const people = extractPeople(doc);
  return {
    loadDetails,
    callDetails: {
      brokerPhone: phone?.formatted ?? null,
      brokerExtension: phone?.extension ?? null,
      brokerName: people.brokerName ?? null,
      brokerCompany: people.brokerCompany ?? null,
    },
    metadata: { source, ...describe(loadDetails) },
  };
}
