import type { EquipmentType, ExtractedData, ExtractedLoadDetails } from '@fleet/contracts';
import { emptyExtracted, mergeExtracted, parseLoadTextDetailed } from './parser';

/**
 * What the broker's public posting says: the dispatcher's paste (text, parsed with the shared
 * parser) and any structured details sent with the call (which win over the text). The agent
 * starts from this, and the simulated broker builds its hidden load on top of the same facts.
 *
 * The text's confidence per field comes along in metadata.fieldConfidence / lowConfidenceFields,
 * so the agent confirms the weakly read fields with the broker instead of stating them. A
 * structured value that differs from the text's is the dispatcher's own (typed or corrected in the
 * form): it is trusted, at 1. One equal to the text's is the parse sent back and keeps its grade.
 */
export function knowledgeFromPosting(
  loadDetails: Partial<ExtractedLoadDetails> | null,
  text: string,
  options: { truckLocation?: string; now?: Date; equipmentType?: EquipmentType | '' } = {},
): ExtractedData {
  let data = emptyExtracted('call');
  let parsed: ExtractedData | null = null;
  let confidence: Record<string, number> = {};
  if (text.trim()) {
    const detailed = parseLoadTextDetailed(text, {
      ...(options.truckLocation ? { truckLocation: options.truckLocation } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    parsed = detailed.data;
    confidence = detailed.confidence;
    data = mergeExtracted(data, parsed);
  }
  if (loadDetails) {
    const update = emptyExtracted('call');
    const target = update.loadDetails as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(loadDetails)) {
      if (value === undefined || value === null) continue;
      if (key === 'stops' && (!Array.isArray(value) || value.length === 0)) continue;
      target[key] = value;
    }
    data = mergeExtracted(data, update);
  }
  if (options.equipmentType && !data.loadDetails.equipmentType) {
    data = {
      ...data,
      loadDetails: { ...data.loadDetails, equipmentType: options.equipmentType },
    };
  }
  const fieldConfidence = parsed ? confidenceAfterMerge(confidence, parsed, data) : {};
  const metadata = { ...data.metadata, source: 'call' as const };
  if (Object.keys(fieldConfidence).length === 0) return { ...data, metadata };
  return {
    ...data,
    metadata: {
      ...metadata,
      fieldConfidence,
      lowConfidenceFields: Object.entries(fieldConfidence)
        .filter(([, value]) => value < LOW_CONFIDENCE)
        .map(([path]) => path),
    },
  };
}

/** Below this a field is confirmed with the broker (the shared parser's threshold). */
export const LOW_CONFIDENCE = 0.6;
/** A value the dispatcher gave, or the broker confirmed or said. */
export const CONFIRMED = 1;

/**
 * The text's confidences, moved onto the merged posting: a stop's path follows its place (the
 * merge may reorder stops), and a value the structured details changed is the dispatcher's.
 */
function confidenceAfterMerge(
  confidence: Record<string, number>,
  parsed: ExtractedData,
  merged: ExtractedData,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [path, value] of Object.entries(confidence)) {
    const stop = /^stops\[(\d+)\]\.(\w+)$/.exec(path);
    if (stop) {
      const field = stop[2] as keyof ExtractedData['loadDetails']['stops'][number];
      const read = parsed.loadDetails.stops[Number(stop[1])];
      const index = merged.loadDetails.stops.findIndex((s) => s.cityState === read?.cityState);
      const now = merged.loadDetails.stops[index];
      if (!read || !now) continue;
      out[`stops[${index}].${field}`] = now[field] === read[field] ? value : CONFIRMED;
      continue;
    }
    const before = fieldAt(parsed, path);
    const after = fieldAt(merged, path);
    if (after === null || after === undefined) continue;
    out[path] = JSON.stringify(after) === JSON.stringify(before) ? value : CONFIRMED;
  }
  return out;
}

function fieldAt(data: ExtractedData, path: string): unknown {
  if (path in data.loadDetails) return (data.loadDetails as Record<string, unknown>)[path];
  return (data.callDetails as Record<string, unknown>)[path];
}
