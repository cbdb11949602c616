import type { DatSearchRequest, TruckstopSearchRequest } from '@fleet/contracts';
import { LOADBOARD_PATHS, type LoadboardLoad, loadSearchResponseSchema } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';
import { type Board, SEARCH_TEXT } from '../lib/filters';

/**
 * POST /loadboard/loads/dat or /truckstop. A failure carries the §8 message: the server's error
 * text (else 'Error fetching loads') when it answered, 'Failed to fetch loads' otherwise.
 */
export async function searchLoads(
  board: Board,
  body: DatSearchRequest | TruckstopSearchRequest,
): Promise<LoadboardLoad[]> {
  try {
    const answer = await api.post(
      board === 'DAT' ? LOADBOARD_PATHS.searchDat : LOADBOARD_PATHS.searchTruckstop,
      { body, schema: loadSearchResponseSchema, toast: false },
    );
    return answer.loads;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status > 0) {
      const text = (error.body as { error?: unknown } | undefined)?.error;
      throw new Error(typeof text === 'string' && text.trim() ? text : SEARCH_TEXT.fetchError, {
        cause: error,
      });
    }
    throw new Error(SEARCH_TEXT.fetchFailed, { cause: error });
  }
}

export function useSearchLoads(board: Board) {
  return useMutation({
    mutationFn: (body: DatSearchRequest | TruckstopSearchRequest) => searchLoads(board, body),
  });
}
