import { type CreateCampaignRequest, VOICE_PATHS } from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { success } from './shared';

const createdSchema = z.object({ id: z.string(), status: z.string() }).passthrough();

/** POST {voice}/load-offer-campaign (§7): the new campaign's id and status. */
export async function createCampaign(body: CreateCampaignRequest) {
  const answer = await api.post(VOICE_PATHS.campaigns, {
    body,
    schema: success(createdSchema),
    toast: false,
  });
  return answer.data;
}
