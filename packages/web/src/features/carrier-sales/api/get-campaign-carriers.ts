import { type Carrier, carrierSchema, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { success } from './shared';

/** §8 (View Carriers modal). */
export const LOAD_CARRIERS_ERROR = 'Failed to load carriers';
export const INVALID_CARRIERS_ERROR = 'Invalid response format';

/** GET {voice}/load-offer-campaign/{id}/carriers (§7). */
export async function getCampaignCarriers(id: string, signal?: AbortSignal): Promise<Carrier[]> {
  const answer = await api.get(voicePath(VOICE_PATHS.campaignCarriers, { id }), {
    schema: success(z.unknown()),
    toast: false,
    ...(signal ? { signal } : {}),
  });
  const carriers = z.array(carrierSchema).safeParse(answer.data);
  if (!carriers.success) throw new Error(INVALID_CARRIERS_ERROR);
  return carriers.data;
}
