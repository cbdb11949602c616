import type { SessionUpdateRequest } from '@fleet/contracts';
import { VOICE_PATHS } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';

/**
 * POST {voice}/sessions/update?uid={callId}: end the call, hop in, approve or reject the load.
 * Document 3 §8: these failures are only logged, so no toast.
 */
export function updateSession(callId: string, update: SessionUpdateRequest) {
  return api.post(`${VOICE_PATHS.sessionsUpdate}?${new URLSearchParams({ uid: callId })}`, {
    body: update,
    schema: z.unknown(),
    toast: false,
  });
}

export function useUpdateSession(callId: string) {
  return useMutation({
    mutationFn: (update: SessionUpdateRequest) => updateSession(callId, update),
    onError: (error, update) =>
      logger.warn(`${update.update_type} failed for call ${callId}`, error),
  });
}
