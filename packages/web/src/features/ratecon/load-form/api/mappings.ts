import { type MappingKind, mappingAnswerSchema, mappingPath } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Option } from '../snap';

/** GET /v1/mappings/{kind} (§7 "Mapping lookups"): every name the TMS knows, with its id. */
export async function getMapping(kind: MappingKind, signal?: AbortSignal): Promise<Option[]> {
  const answer = await api.get(mappingPath(kind), {
    schema: mappingAnswerSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return Object.entries(answer.Data)
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export const mappingQueryOptions = (kind: MappingKind) =>
  queryOptions({
    queryKey: ['ratecon', 'mappings', kind],
    queryFn: ({ signal }) => getMapping(kind, signal),
    // The names change when the TMS changes, not while a rate con is being checked.
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Asked for as the form opens: extracted names snap to these as soon as they arrive. */
export function useMapping(kind: MappingKind) {
  return useQuery(mappingQueryOptions(kind));
}
