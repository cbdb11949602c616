import {
  type CallBrokerRequest,
  type CallBrokerResponse,
  callBrokerResponseSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST {voice}/call-broker: starts a dispatch call. No toast here: the draft machine builds
 * 'Error: {detail}' (or 'Error: Error initiating call') and the booking session toasts it.
 */
export function callBroker(body: CallBrokerRequest, signal?: AbortSignal) {
  return api.post(VOICE_PATHS.callBroker, {
    body,
    schema: callBrokerResponseSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  }) as Promise<CallBrokerResponse>;
}

export function useCallBroker() {
  return useMutation({ mutationFn: (body: CallBrokerRequest) => callBroker(body) });
}
