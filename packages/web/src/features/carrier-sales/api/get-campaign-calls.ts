import {
  type CampaignCallSession,
  campaignCallSessionSchema,
  VOICE_PATHS,
  voicePath,
} from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { success } from './shared';

export const LOAD_CALLS_ERROR = 'Failed to load call details.';

/** GET {voice}/load-offer-campaign/{id}/calls (§7): the campaign's call sessions. */
export async function getCampaignCalls(
  id: string,
  signal?: AbortSignal,
): Promise<CampaignCallSession[]> {
  const answer = await api.get(voicePath(VOICE_PATHS.campaignCalls, { id }), {
    schema: success(z.array(campaignCallSessionSchema)),
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
