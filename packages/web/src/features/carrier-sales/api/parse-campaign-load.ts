import { parsedLoadResponseSchema, VOICE_PATHS } from '@fleet/contracts';
import { api } from '@/lib/api-client';

export type LoadPaste = { text: string } | { image: Blob };

/**
 * POST {voice}/parse-load-offer-campaign-details (§7): multipart {text, type: 'text'} for pasted
 * text; a pasted screenshot goes as `file` (pasted_image.png) with type 'image' (a voice service
 * that reads text only answers 400 with its detail, shown to the broker).
 */
export async function parseCampaignLoad(paste: LoadPaste, signal?: AbortSignal) {
  const form = new FormData();
  if ('text' in paste) {
    form.append('text', paste.text);
    form.append('type', 'text');
  } else {
    form.append('file', paste.image, 'pasted_image.png');
    form.append('type', 'image');
  }
  const answer = await api.post(VOICE_PATHS.parseLoadOfferCampaignDetails, {
    body: form,
    schema: parsedLoadResponseSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
