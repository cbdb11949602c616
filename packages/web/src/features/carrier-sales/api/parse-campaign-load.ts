import { parsedLoadResponseSchema, VOICE_PATHS } from '@fleet/contracts';
import { api } from '@/lib/api-client';

/**
 * POST {voice}/parse-load-offer-campaign-details, multipart {text, type: 'text'} (§7): the load
 * found in pasted text. The endpoint reads text only (screenshots are refused before the call).
 */
export async function parseCampaignLoad(text: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('text', text);
  form.append('type', 'text');
  const answer = await api.post(VOICE_PATHS.parseLoadOfferCampaignDetails, {
    body: form,
    schema: parsedLoadResponseSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
