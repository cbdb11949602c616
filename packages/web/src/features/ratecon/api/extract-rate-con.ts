import {
  DOCUMENT_PATHS,
  ditatCreateLoadInputAnswerSchema,
  LOAD_PATHS,
  type PdfParseAnswer,
  pdfParseAnswerSchema,
} from '@fleet/contracts';
import type { LoadDraftKind } from '@fleet/machines';
import { api } from '@/lib/api-client';

/**
 * POST /v1/pdfparse/ {fileName, fileContent}, or POST /v1/load-creation/ditat/create-load-input
 * when TMS_TYPE is ditat (its answer wraps the same shape in Data) (§7). No error toast: the
 * upload panel shows 'Could not extract data from {file name}' itself.
 */
export async function extractRateCon(
  input: { fileName: string; fileContent: string; tms: LoadDraftKind },
  signal?: AbortSignal,
): Promise<PdfParseAnswer> {
  const body = { fileName: input.fileName, fileContent: input.fileContent };
  const options = { body, toast: false, ...(signal ? { signal } : {}) };
  if (input.tms === 'ditat') {
    const answer = await api.post(LOAD_PATHS.ditatCreateLoadInput, {
      ...options,
      schema: ditatCreateLoadInputAnswerSchema,
    });
    return answer.Data;
  }
  return api.post(DOCUMENT_PATHS.pdfparse, { ...options, schema: pdfParseAnswerSchema });
}
