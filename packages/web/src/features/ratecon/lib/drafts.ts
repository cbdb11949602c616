import type { PdfParseAnswer } from '@fleet/contracts';
import type { LoadDraft, LoadDraftKind } from '@fleet/machines';
import { emptyDitatValue, emptyLoadRecord } from '@/features/ratecon/load-form';

/** The empty record of the account's form: 'Enter Manually' and 'Clear all fields'. */
export function emptyDraft(tms: LoadDraftKind): LoadDraft {
  if (tms === 'generic') return { tms, record: emptyLoadRecord() };
  const { loadInput, goodsDetails } = emptyDitatValue();
  return { tms, loadInput, goodsDetails };
}

/** The extraction answer as the account's form: the Load record, or load_input and goods_details. */
export function draftFromAnswer(answer: PdfParseAnswer, tms: LoadDraftKind): LoadDraft {
  if (tms === 'ditat') {
    return { tms, loadInput: answer.load_input, goodsDetails: answer.goods_details };
  }
  const { confidence: _confidence, ...record } = answer.parsedData;
  return { tms, record };
}

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some(hasValue);
  if (typeof value === 'object') return Object.values(value).some(hasValue);
  return Boolean(value);
}

/**
 * §5: "An empty extraction result gives 'Could not extract data from {file name}'". Empty: no
 * field was read (no confidence) and the record holds no value apart from the stops' numbering.
 */
export function isEmptyExtraction(answer: PdfParseAnswer): boolean {
  const { confidence, stops, ...rest } = answer.parsedData;
  if (Object.keys(confidence).length > 0) return false;
  const stopValues = stops.map(({ stop_type: _t, stop_number: _n, ...stop }) => stop);
  return !hasValue(rest) && !hasValue(stopValues);
}
