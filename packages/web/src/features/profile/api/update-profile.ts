import { AUTH_PATHS, type ProfileUpdate, userSchema } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

/** PATCH /v1/me {display_name}; the screen shows 'Failed to update profile' on failure. */
export function updateProfile(update: ProfileUpdate) {
  return api.patch(AUTH_PATHS.profile, { body: update, schema: userSchema, toast: false });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey(user.id), user),
  });
}
