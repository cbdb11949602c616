import { VOICE_PATHS, voicePath } from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { success } from './shared';

/** POST {voice}/load-offer-campaign/{id}/pause-resume?action=pause|resume (§7). */
export async function pauseResumeCampaign(id: string, action: 'pause' | 'resume') {
  await api.post(`${voicePath(VOICE_PATHS.campaignPauseResume, { id })}?action=${action}`, {
    schema: success(z.unknown()),
    toast: false,
  });
}
