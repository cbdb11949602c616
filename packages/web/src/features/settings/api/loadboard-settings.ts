import {
  LOADBOARD_PATHS,
  type LoadboardProvider,
  type LoadboardSetting,
  type LoadboardSettingRequest,
  loadboardSettingSchema,
} from '@fleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { invalidateEverywhere } from '@/lib/cross-tab';
import { notify } from '@/lib/notify';

/** Document 2 §8 "Load board settings", verbatim. */
export const SETTINGS_TEXT = {
  fetchFailed: 'Failed to fetch settings',
  saveFailed: 'Failed to save settings',
  deleteFailed: 'Failed to delete settings',
} as const;

const settingPath = (provider: LoadboardProvider) =>
  LOADBOARD_PATHS.setting.replace(':provider', provider);

/** GET /loadboard-settings → one entry per saved provider (secrets only as "set"). */
export async function getLoadboardSettings(signal?: AbortSignal): Promise<LoadboardSetting[]> {
  try {
    return await api.get(LOADBOARD_PATHS.settings, {
      schema: z.array(loadboardSettingSchema),
      toast: false,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(SETTINGS_TEXT.fetchFailed, { cause: error });
  }
}

export const loadboardSettingsQueryOptions = (accountId: string | null) =>
  queryOptions({
    queryKey: ['loadboard-settings', accountId],
    queryFn: ({ signal }) => getLoadboardSettings(signal),
    enabled: accountId !== null,
    retry: false,
    // Toasted once by the query cache.
    meta: { listErrorToast: true },
  });

export function useLoadboardSettings() {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(loadboardSettingsQueryOptions(accountId));
}

/**
 * Save (document 2 §4): PUT /loadboard-settings/{provider} when the provider is in the loaded
 * list, POST /loadboard-settings otherwise. Both send {provider, provider_settings}; a PUT
 * without DAT's client secret keeps the saved one (the screen never has it).
 */
/** A save: on update DAT's client secret may be left out to keep the saved one. */
export type LoadboardSettingSave =
  | { exists: false; setting: LoadboardSettingRequest }
  | {
      exists: true;
      setting:
        | Exclude<LoadboardSettingRequest, { provider: 'DAT' }>
        | {
            provider: 'DAT';
            provider_settings: Omit<
              Extract<LoadboardSettingRequest, { provider: 'DAT' }>['provider_settings'],
              'dat_client_secret'
            > & { dat_client_secret?: string };
          };
    };

export async function saveLoadboardSetting(input: LoadboardSettingSave): Promise<void> {
  try {
    if (input.exists) {
      await api.request(settingPath(input.setting.provider), {
        method: 'PUT',
        body: input.setting,
        schema: z.unknown(),
        toast: false,
      });
    } else {
      await api.post(LOADBOARD_PATHS.settings, {
        body: input.setting,
        schema: z.unknown(),
        toast: false,
      });
    }
  } catch (error) {
    throw new Error(SETTINGS_TEXT.saveFailed, { cause: error });
  }
}

export async function deleteLoadboardSetting(provider: LoadboardProvider): Promise<void> {
  try {
    await api.request(settingPath(provider), {
      method: 'DELETE',
      schema: z.unknown(),
      toast: false,
    });
  } catch (error) {
    throw new Error(SETTINGS_TEXT.deleteFailed, { cause: error });
  }
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidateEverywhere(queryClient, ['loadboard-settings']);

export function useSaveLoadboardSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLoadboardSetting,
    onSuccess: () => refresh(queryClient),
    onError: (error) => notify.error(error.message),
  });
}

export function useDeleteLoadboardSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLoadboardSetting,
    onSuccess: () => refresh(queryClient),
    onError: (error) => notify.error(error.message),
  });
}
