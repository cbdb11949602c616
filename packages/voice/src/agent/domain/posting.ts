import type { EquipmentType, ExtractedData, ExtractedLoadDetails } from '@fleet/contracts';
import { emptyExtracted, mergeExtracted, parseLoadText } from './parser';

/**
 * What the broker's public posting says: the dispatcher's paste (text, parsed with the shared
 * parser) and any structured details sent with the call (which win over the text). The agent
 * starts from this, and the simulated broker builds its hidden load on top of the same facts.
 */
export function knowledgeFromPosting(
  loadDetails: Partial<ExtractedLoadDetails> | null,
  text: string,
  options: { truckLocation?: string; now?: Date; equipmentType?: EquipmentType | '' } = {},
): ExtractedData {
  let data = emptyExtracted('call');
  if (text.trim()) {
    const parsed = parseLoadText(text, {
      ...(options.truckLocation ? { truckLocation: options.truckLocation } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
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
  return { ...data, metadata: { ...data.metadata, source: 'call' } };
}
