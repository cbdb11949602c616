import { campaignSummarySchema, VOICE_PATHS } from '@fleet/contracts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { success } from './shared';

export const ACTIVE_LOADS_ERROR = 'Failed to load active loads.';

/**
 * GET {voice}/list-load-offer-active-campaigns?campaign_ids=… → the session's campaigns that are
 * still going on (§7), each {campaign_id, name, status}.
 */
export async function listActiveCampaigns(ids: readonly string[], signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const id of ids) query.append('campaign_ids', id);
  const answer = await api.get(`${VOICE_PATHS.activeCampaigns}?${query.toString()}`, {
    schema: success(z.array(campaignSummarySchema)),
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
