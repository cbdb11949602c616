import { VOICE_PATHS, voicePath } from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { success } from './shared';

/** POST {voice}/load-offer-campaign/{id}/execute (§7): Call Carriers. */
export async function executeCampaign(id: string) {
  await api.post(voicePath(VOICE_PATHS.campaignExecute, { id }), {
    schema: success(z.unknown()),
    toast: false,
  });
}
