import {
  type RegisterCallerIdRequest,
  type RegisterCallerIdResponse,
  registerCallerIdResponseSchema,
} from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const REGISTER_CALLER_ID_PATH = '/voice/register_caller_id';

/**
 * POST {voice}/register_caller_id {phone_number, extension?, is_broker_usecase?} → the validation
 * code the user keys in when the verification call rings. The wizard shows its own toast.
 */
export function registerCallerId(body: RegisterCallerIdRequest): Promise<RegisterCallerIdResponse> {
  return api.post(REGISTER_CALLER_ID_PATH, {
    body,
    schema: registerCallerIdResponseSchema,
    toast: false,
  });
}

export function useRegisterCallerId() {
  return useMutation({ mutationFn: registerCallerId });
}
