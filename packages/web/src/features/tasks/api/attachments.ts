import { FILE_PATHS } from '@fleet/contracts';
import { selectAccessToken } from '@fleet/machines';
import { useCallback } from 'react';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';

/** POST /v1/files-uploaded/upload, multipart origin_id, origin_type 'TASK', file (§7). */
export async function uploadTaskFile(taskId: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('origin_id', taskId);
  form.append('origin_type', 'TASK');
  form.append('file', file, file.name);
  return api.post(FILE_PATHS.upload, { body: form, schema: z.unknown(), toast: false });
}

/**
 * GET /v1/files-uploaded/upload/download/{id} as a blob. The app's client reads JSON answers
 * only, so this is a plain fetch with the same bearer token.
 */
export async function downloadTaskFile(fileId: string, token: string | null): Promise<Blob> {
  const response = await fetch(FILE_PATHS.download.replace(':fileId', encodeURIComponent(fileId)), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('File download failed');
  return response.blob();
}

export function useTaskFileDownloader() {
  const token = useAuthSelector(selectAccessToken);
  return useCallback((fileId: string) => downloadTaskFile(fileId, token ?? null), [token]);
}
