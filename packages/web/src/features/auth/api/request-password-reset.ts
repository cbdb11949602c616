import { AUTH_PATHS, messageResponseSchema } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/auth/password-reset {email} -> {message}. */
export function requestPasswordReset(email: string) {
  return api.post(AUTH_PATHS.passwordResetRequest, {
    body: { email },
    schema: messageResponseSchema,
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
