import {
  type Department,
  departmentSchema,
  LOOKUP_PATHS,
  type LookupItem,
  type LookupKind,
  lookupResponseSchema,
  TASK_PATHS,
  type TaskType,
  taskTypeSchema,
} from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET a lookup (§7 "Lookups"): ?search=&limit= (limit -1: no limit). */
export async function getLookup(
  kind: LookupKind,
  search: string,
  limit: number,
  signal?: AbortSignal,
): Promise<LookupItem[]> {
  const query = new URLSearchParams({ search, limit: String(limit) });
  const answer = await api.get(`${LOOKUP_PATHS[kind]}?${query}`, {
    schema: lookupResponseSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}

export const lookupQueryOptions = (kind: LookupKind, search: string, limit: number) =>
  queryOptions({
    queryKey: ['task-lookups', kind, search, limit],
    queryFn: ({ signal }) => getLookup(kind, search, limit, signal),
    staleTime: 60_000,
    retry: false,
  });

export function useLookup(
  kind: LookupKind,
  search: string,
  limit: number,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...lookupQueryOptions(kind, search, limit),
    placeholderData: keepPreviousData,
    enabled: options.enabled !== false,
  });
}

/**
 * The task types and departments for the selects. The Settings feature maintains the same lists
 * with its own client (features do not import each other); both use these query keys, so a change
 * made there refreshes the selects here.
 */
export const TASK_TYPES_QUERY_KEY = ['task-types'] as const;
export const DEPARTMENTS_QUERY_KEY = ['departments'] as const;

export function useTaskTypes() {
  return useQuery({
    queryKey: TASK_TYPES_QUERY_KEY,
    queryFn: async ({ signal }): Promise<TaskType[]> =>
      (
        await api.get(TASK_PATHS.taskTypes, {
          schema: z.object({ Data: z.array(taskTypeSchema) }),
          toast: false,
          signal,
        })
      ).Data,
    retry: false,
  });
}

export function useDepartments() {
  return useQuery({
    queryKey: DEPARTMENTS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<Department[]> =>
      (
        await api.get(TASK_PATHS.departments, {
          schema: z.object({ Data: z.array(departmentSchema) }),
          toast: false,
          signal,
        })
      ).Data,
    retry: false,
  });
}
