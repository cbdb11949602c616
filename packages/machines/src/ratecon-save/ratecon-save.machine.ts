import { DOCUMENT_MESSAGES, isPdfFileChoice, LOAD_MESSAGES } from '@fleet/contracts';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type {
  ExtractInput,
  ExtractOutput,
  LoadSavedParams,
  PickedFile,
  RateconSaveContext,
  RateconSaveEvent,
  RateconSaveInput,
  SaveFailedParams,
  SaveLoadInput,
  SaveLoadOutput,
} from './types';

const notProvided = (name: string) => new Error(`rateconSave: '${name}' is not provided`);

/** What the user sees after a failed save: the caller's message, else §8's exception message. */
export function saveFailureMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : LOAD_MESSAGES.errorAdding;
}

/**
 * Adding a load from a rate confirmation (document 2 §2.7, §4 "Rate-confirmation upload" and
 * "Load save", §5, §8).
 *
 * ```
 * upload --upload.pick (PDF)--> extracting --data--> review --review.save--> confirming
 *   |  ^  not a PDF: stays,      |  no data / error:        ^  |                 | confirm.accept
 *   |  |  'Please upload ...'    |  back to upload with     |  review.cancel   v
 *   |  \---- upload.cancel ------/  'Could not extract ...' |  -> cancelled   saving --id--> saved
 *   +--upload.manual (empty) / review.open (data) --------->/                    |  \--422--> validationErrors
 *                                                                                 \--error--> failed
 * confirming --confirm.dismiss / popup blocked--> review
 * validationErrors --errors.dismiss--> review (fix and save again)
 * failed --save.retry--> saving; --failure.dismiss / review.change--> review
 * ```
 *
 * The generic flow opens the load's tab in the click that confirms (a browser allows a popup
 * only in a user gesture): when it is blocked, the click sends `confirm.accept` with
 * `popupBlocked` and the save is aborted (§8). The caller opens the load once saved.
 *
 * Injected: actors `extract` (null when nothing was found) and `saveLoad`; actions
 * `popupBlocked`, `loadSaved`, `saveFailed`, `left` (the user cancelled the review).
 */
const rateconSave = setup({
  types: {
    context: {} as RateconSaveContext,
    events: {} as RateconSaveEvent,
    input: {} as RateconSaveInput,
  },
  actors: {
    extract: fromPromise<ExtractOutput, ExtractInput>(async () => {
      throw notProvided('extract');
    }),
    saveLoad: fromPromise<SaveLoadOutput, SaveLoadInput>(async () => {
      throw notProvided('saveLoad');
    }),
  },
  actions: {
    popupBlocked: () => {},
    loadSaved: (_, _params: LoadSavedParams) => {},
    saveFailed: (_, _params: SaveFailedParams) => {},
    left: () => {},
    couldNotExtract: assign({
      uploadError: ({ context }) => DOCUMENT_MESSAGES.couldNotExtract(context.file?.name ?? ''),
      file: null,
    }),
  },
  guards: {
    isPdf: ({ event }) => event.type === 'upload.pick' && isPdfFileChoice(event.file),
    popupBlocked: ({ event }) => event.type === 'confirm.accept' && event.popupBlocked === true,
  },
});

export const rateconSaveMachine = rateconSave.createMachine({
  id: 'rateconSave',
  context: ({ input }) => ({
    emptyDraft: input.emptyDraft,
    draft: input.emptyDraft,
    confidence: {},
    fileName: null,
    file: null,
    uploadError: null,
    validationErrors: [],
    failure: null,
    savedId: null,
  }),
  initial: 'upload',
  states: {
    upload: {
      on: {
        'upload.pick': [
          {
            guard: 'isPdf',
            target: 'extracting',
            actions: assign({ file: ({ event }) => event.file, uploadError: null }),
          },
          { actions: assign({ uploadError: DOCUMENT_MESSAGES.notPdf }) },
        ],
        // 'Enter Manually': no file, empty data (§2.7).
        'upload.manual': {
          target: 'review',
          actions: assign({
            draft: ({ context }) => context.emptyDraft,
            confidence: {},
            fileName: null,
            uploadError: null,
          }),
        },
        // The confirm screen starts here with what the upload handed it.
        'review.open': {
          target: 'review',
          actions: assign({
            draft: ({ event }) => event.extracted.draft,
            confidence: ({ event }) => event.extracted.confidence,
            fileName: ({ event }) => event.extracted.fileName,
            uploadError: null,
          }),
        },
      },
    },
    extracting: {
      invoke: {
        src: 'extract',
        input: ({ context }) => ({
          file: context.file as PickedFile,
          emptyDraft: context.emptyDraft,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'review',
            actions: assign({
              draft: ({ event }) => event.output?.draft as RateconSaveContext['draft'],
              confidence: ({ event }) => event.output?.confidence ?? {},
              fileName: ({ context }) => context.file?.name ?? null,
            }),
          },
          // An empty result is as good as none (§5).
          { target: 'upload', actions: 'couldNotExtract' },
        ],
        onError: { target: 'upload', actions: 'couldNotExtract' },
      },
      on: {
        // Closing the modal or picking again stops the reading (the invoked actor is stopped).
        'upload.cancel': { target: 'upload', actions: assign({ file: null }) },
      },
    },
    review: {
      on: {
        'review.change': { actions: assign({ draft: ({ event }) => event.draft }) },
        'review.clear': {
          actions: assign({ draft: ({ context }) => context.emptyDraft, confidence: {} }),
        },
        'review.save': { target: 'confirming' },
        'review.cancel': { target: 'cancelled', actions: 'left' },
      },
    },
    confirming: {
      on: {
        'confirm.accept': [
          { guard: 'popupBlocked', target: 'review', actions: 'popupBlocked' },
          { target: 'saving' },
        ],
        'confirm.dismiss': { target: 'review' },
      },
    },
    /** 'Saving…', every button disabled (§4). */
    saving: {
      entry: assign({ failure: null, validationErrors: [] }),
      invoke: {
        src: 'saveLoad',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'saved',
            target: 'saved',
            actions: [
              assign({
                savedId: ({ event }) => (event.output.kind === 'saved' ? event.output.id : null),
              }),
              {
                type: 'loadSaved',
                params: ({ context, event }) => ({
                  id: event.output.kind === 'saved' ? event.output.id : '',
                  draft: context.draft,
                }),
              },
            ],
          },
          {
            target: 'validationErrors',
            actions: assign({
              validationErrors: ({ event }) =>
                event.output.kind === 'invalid' ? event.output.errors : [],
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => saveFailureMessage(event.error) }),
            {
              type: 'saveFailed',
              params: ({ event }) => ({
                error: event.error,
                message: saveFailureMessage(event.error),
              }),
            },
          ],
        },
      },
    },
    saved: { type: 'final' },
    /** The 'Validation Errors' dialog; closing it returns to the form (§5). */
    validationErrors: {
      on: { 'errors.dismiss': { target: 'review' } },
    },
    /** The form stays as it was, with the failure and a retry. */
    failed: {
      on: {
        'save.retry': { target: 'saving' },
        'failure.dismiss': { target: 'review', actions: assign({ failure: null }) },
        'review.change': {
          target: 'review',
          actions: assign({ draft: ({ event }) => event.draft, failure: null }),
        },
      },
    },
    cancelled: { type: 'final' },
  },
});

export type RateconSaveMachine = typeof rateconSaveMachine;
export type RateconSaveSnapshot = SnapshotFrom<RateconSaveMachine>;
