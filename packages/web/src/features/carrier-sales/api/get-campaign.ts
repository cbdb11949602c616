import { type Campaign, campaignSchema, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { api } from '@/lib/api-client';
import { success } from './shared';

export const LOAD_DETAILS_ERROR = 'Failed to load load details.';

/** GET {voice}/load-offer-campaign/{id} (§7). */
export async function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  const answer = await api.get(voicePath(VOICE_PATHS.campaign, { id }), {
    schema: success(campaignSchema),
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
