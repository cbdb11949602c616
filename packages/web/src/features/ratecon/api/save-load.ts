import {
  LOAD_MESSAGES,
  LOAD_PATHS,
  loadSavedAnswerSchema,
  validationErrorsAnswerSchema,
} from '@fleet/contracts';
import type { LoadDraft, SaveLoadOutput } from '@fleet/machines';
import { ApiRequestError, api } from '@/lib/api-client';

/**
 * The generic save: POST /v1/addexternalload/ with the whole Load record → {id} (§7). A refusal
 * becomes 'Failed to add load'; anything else (network, an answer without an id) 'An error
 * occurred while adding the load' (§8). The screen toasts the message, so the client does not.
 */
async function addExternalLoad(draft: Extract<LoadDraft, { tms: 'generic' }>) {
  try {
    const { id } = await api.post(LOAD_PATHS.addExternalLoad, {
      body: draft.record,
      schema: loadSavedAnswerSchema,
      toast: false,
    });
    return id;
  } catch (error) {
    const refused = error instanceof ApiRequestError && error.status >= 400;
    throw new Error(refused ? LOAD_MESSAGES.failedToAdd : LOAD_MESSAGES.errorAdding, {
      cause: error,
    });
  }
}

/**
 * The Ditat save: POST /v1/load-creation/ditat/update-load-input {load_input, goods_details} →
 * {id}, or 422 {validation_errors} that the 'Validation Errors' dialog lists (§5, §7).
 */
async function updateDitatLoadInput(
  draft: Extract<LoadDraft, { tms: 'ditat' }>,
): Promise<SaveLoadOutput> {
  try {
    const { id } = await api.post(LOAD_PATHS.ditatUpdateLoadInput, {
      body: { load_input: draft.loadInput, goods_details: draft.goodsDetails },
      schema: loadSavedAnswerSchema,
      toast: false,
    });
    return { kind: 'saved', id };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      const refusals = validationErrorsAnswerSchema.safeParse(error.body);
      if (refusals.success) return { kind: 'invalid', errors: refusals.data.validation_errors };
    }
    const refused = error instanceof ApiRequestError && error.status >= 400;
    throw new Error(refused ? LOAD_MESSAGES.failedToAdd : LOAD_MESSAGES.errorAdding, {
      cause: error,
    });
  }
}

/** The `saveLoad` actor of the ratecon-save machine. */
export async function saveLoad(draft: LoadDraft): Promise<SaveLoadOutput> {
  if (draft.tms === 'ditat') return updateDitatLoadInput(draft);
  return { kind: 'saved', id: await addExternalLoad(draft) };
}
