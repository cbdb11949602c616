import type {
  DitatLoadInput,
  GoodsDetails,
  LoadRecord,
  LoadValidationError,
} from '@fleet/contracts';

/**
 * The record being confirmed: the generic Load record, or the Ditat load input and goods details
 * when the account's TMS_TYPE is ditat (document 2 §2.7, §3).
 */
export type LoadDraft =
  | { tms: 'generic'; record: LoadRecord }
  | { tms: 'ditat'; loadInput: DitatLoadInput; goodsDetails: GoodsDetails };

export type LoadDraftKind = LoadDraft['tms'];

/**
 * A file the user picked. The web passes the browser `File` (name, size and type); the machine
 * reads those and hands the object back to the injected `extract` actor.
 */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  /** The MIME type the browser reports ('' when it does not know). */
  readonly type: string;
}

/** What extraction (or the navigation state of the confirm screen) gives the review. */
export interface ExtractedDraft {
  draft: LoadDraft;
  /** Keyed by generic field path ('stops.0.city'), 0..1. */
  confidence: Record<string, number>;
  /** The PDF the data came from. */
  fileName: string | null;
}

export interface RateconSaveInput {
  /** Which form the account uses, and the empty record of that form ('Enter Manually', 'Clear all fields'). */
  emptyDraft: LoadDraft;
}

export interface RateconSaveContext {
  emptyDraft: LoadDraft;
  draft: LoadDraft;
  confidence: Record<string, number>;
  fileName: string | null;
  /** The file being read (the `extract` actor's input). */
  file: PickedFile | null;
  /** Why the last pick did not lead to a review (§5, §8), shown on the upload panel. */
  uploadError: string | null;
  /** The TMS's refusals of the last save (Ditat, §5). */
  validationErrors: LoadValidationError[];
  /** Why the last save failed (§8), shown with a retry. */
  failure: string | null;
  /** The id the TMS gave the saved load. */
  savedId: string | null;
}

export type RateconSaveEvent =
  | { type: 'upload.pick'; file: PickedFile }
  | { type: 'upload.manual' }
  | { type: 'upload.cancel' }
  | { type: 'review.open'; extracted: ExtractedDraft }
  | { type: 'review.change'; draft: LoadDraft }
  | { type: 'review.clear' }
  | { type: 'review.save' }
  | { type: 'review.cancel' }
  /** `popupBlocked`: the generic flow opens the load's tab in this click, before saving (§4, §8). */
  | { type: 'confirm.accept'; popupBlocked?: boolean }
  | { type: 'confirm.dismiss' }
  | { type: 'errors.dismiss' }
  | { type: 'save.retry' }
  | { type: 'failure.dismiss' };

export type RateconSaveEventType = RateconSaveEvent['type'];

/** The injected `extract` actor: reads the file (base64) and asks the API. Null: nothing found. */
export interface ExtractInput {
  file: PickedFile;
  emptyDraft: LoadDraft;
}
export type ExtractOutput = Omit<ExtractedDraft, 'fileName'> | null;

/** The injected `saveLoad` actor: the TMS either takes the load or lists what it refuses. */
export interface SaveLoadInput {
  draft: LoadDraft;
}
export type SaveLoadOutput =
  | { kind: 'saved'; id: string }
  | { kind: 'invalid'; errors: LoadValidationError[] };

export interface LoadSavedParams {
  id: string;
  draft: LoadDraft;
}
export interface SaveFailedParams {
  error: unknown;
  message: string;
}
