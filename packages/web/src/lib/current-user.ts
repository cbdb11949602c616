import { AUTH_PATHS, type User } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAuthSelector } from './auth';
import { entrySchema } from './lazy-schemas';

/** GET /v1/me: the signed-in user's profile. */
export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get(AUTH_PATHS.profile, {
    schema: entrySchema('userSchema'),
    ...(signal ? { signal } : {}),
  });
}

export const currentUserQueryKey = (userId: string | null) => ['current-user', userId] as const;

export const currentUserQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: currentUserQueryKey(userId),
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: userId !== null,
  });

/** The profile from the API, falling back to the user carried by the session while it loads. */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const sessionUser = useAuthSelector((state) => state.context.session?.user ?? null);
  const query = useQuery(currentUserQueryOptions(sessionUser?.id ?? null));
  return { user: query.data ?? sessionUser, isLoading: query.isPending && sessionUser !== null };
}

/** Display name, else email (document 1, "Header"). */
export function userLabel(user: Pick<User, 'display_name' | 'email'>): string {
  return user.display_name?.trim() ? user.display_name : user.email;
}

export function userInitials(user: Pick<User, 'display_name' | 'email'>): string {
  const label = userLabel(user);
  const words = label
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return initials || '?';
}
