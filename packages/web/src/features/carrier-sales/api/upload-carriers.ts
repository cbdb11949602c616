import { carrierUploadResultSchema, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { api } from '@/lib/api-client';
import { success } from './shared';

/** POST {voice}/load-offer-campaign/carriers/batch-upload/{id}, multipart field `file` (§7). */
export async function uploadCarriers(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api.post(voicePath(VOICE_PATHS.campaignCarrierUpload, { id }), {
    body: form,
    schema: success(carrierUploadResultSchema),
    toast: false,
  });
  return answer.data;
}
