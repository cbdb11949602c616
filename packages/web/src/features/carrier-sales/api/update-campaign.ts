import { type UpdateCampaignRequest, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { success } from './shared';

/** PUT {voice}/load-offer-campaign/{id} (§7): the whole load, or only `name` (a rename). */
export async function updateCampaign(id: string, body: UpdateCampaignRequest) {
  await api.request(voicePath(VOICE_PATHS.campaign, { id }), {
    method: 'PUT',
    body,
    schema: success(z.unknown()),
    toast: false,
  });
}
