import { AUTH_PATHS, messageResponseSchema } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/auth/password-reset/confirm {token,password}. Errors are shown inline. */
export function confirmPasswordReset(input: { token: string; password: string }) {
  return api.post(AUTH_PATHS.passwordResetConfirm, {
    body: input,
    schema: messageResponseSchema,
    auth: false,
    toast: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
