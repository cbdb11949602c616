import {
  type RegisterCallerIdRequest,
  type RegisterCallerIdResponse,
  registerCallerIdResponseSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST {voice}/register_caller_id {phone_number, extension?, is_broker_usecase?} → the validation
 * code the user keys in when the verification call rings. The wizard shows its own toast.
 */
export function registerCallerId(body: RegisterCallerIdRequest): Promise<RegisterCallerIdResponse> {
  return api.post(VOICE_PATHS.registerCallerId, {
    body,
    schema: registerCallerIdResponseSchema,
    toast: false,
  });
}

export function useRegisterCallerId() {
  return useMutation({ mutationFn: registerCallerId });
}
