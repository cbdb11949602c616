import { VOICE_PATHS, voicePath } from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { success } from './shared';

/** POST {voice}/load-offer-campaign/{id}/cancel (§7). */
export async function cancelCampaign(id: string) {
  await api.post(voicePath(VOICE_PATHS.campaignCancel, { id }), {
    schema: success(z.unknown()),
    toast: false,
  });
}
