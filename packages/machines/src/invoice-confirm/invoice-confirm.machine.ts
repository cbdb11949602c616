import { DOCUMENT_MESSAGES, INVOICE_MESSAGES, isPdfFileChoice } from '@fleet/contracts';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type {
  ExtractInvoiceInput,
  ExtractInvoiceOutput,
  InvoiceConfirmContext,
  InvoiceConfirmEvent,
  InvoiceConfirmInput,
  InvoiceSavedParams,
  InvoiceSaveFailedParams,
  PickedInvoiceFile,
  SaveInvoiceInput,
  SaveInvoiceOutput,
} from './types';

const notProvided = (name: string) => new Error(`invoiceConfirm: '${name}' is not provided`);

/** §8: the saver's message ('Failed to save invoice'), else the exception message. */
export function invoiceSaveFailureMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : INVOICE_MESSAGES.errorAdding;
}

/**
 * Confirming an invoice (document 2 §2.8, §4 "Invoice confirm", §5, §8).
 *
 * ```
 * upload --upload.pick (PDF)--> extracting --data--> review --review.confirm--> confirming
 *   |  not a PDF: stays,          |  no data / error:   ^  |  review.cancel        |  confirm.save
 *   |  'Please upload ...'        |  back to upload     |  v  -> cancelled       v
 *   |  <------ upload.cancel -----/  'Could not ...'    |  review.change / reset saving --> saved
 *   +--review.open (navigation state) ----------------->/                          \--> failed
 * confirming --confirm.cancel--> review
 * failed: the form as it was, with the message; change / reset --> review, confirm / cancel as review
 * ```
 *
 * Injected: actors `extract` (null when nothing was found) and `saveInvoice`; actions
 * `invoiceSaved` (the screen goes to the view), `saveFailed` (the toast), `left` (Cancel: back).
 */
const invoiceConfirm = setup({
  types: {
    context: {} as InvoiceConfirmContext,
    events: {} as InvoiceConfirmEvent,
    input: {} as InvoiceConfirmInput,
  },
  actors: {
    extract: fromPromise<ExtractInvoiceOutput, ExtractInvoiceInput>(async () => {
      throw notProvided('extract');
    }),
    saveInvoice: fromPromise<SaveInvoiceOutput, SaveInvoiceInput>(async () => {
      throw notProvided('saveInvoice');
    }),
  },
  actions: {
    invoiceSaved: (_, _params: InvoiceSavedParams) => {},
    saveFailed: (_, _params: InvoiceSaveFailedParams) => {},
    left: () => {},
    couldNotExtract: assign({
      uploadError: ({ context }) => DOCUMENT_MESSAGES.couldNotExtract(context.file?.name ?? ''),
      file: null,
    }),
    change: assign({
      draft: ({ event }) => (event.type === 'review.change' ? event.draft : undefined) as never,
      failure: null,
    }),
    reset: assign({ draft: ({ context }) => context.extracted, failure: null }),
  },
  guards: {
    isPdf: ({ event }) => event.type === 'upload.pick' && isPdfFileChoice(event.file),
  },
});

/** What the form takes while it is shown (review, and after a failed save). */
const editing = {
  'review.change': { target: 'review', actions: 'change' },
  'review.reset': { target: 'review', actions: 'reset' },
  'review.confirm': { target: 'confirming' },
  'review.cancel': { target: 'cancelled', actions: 'left' },
} as const;

export const invoiceConfirmMachine = invoiceConfirm.createMachine({
  id: 'invoiceConfirm',
  context: ({ input }) => ({
    emptyData: input.emptyData,
    extracted: input.emptyData,
    draft: input.emptyData,
    confidence: {},
    totalsMismatch: false,
    file: null,
    uploadError: null,
    failure: null,
    saved: null,
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
        // The confirm screen starts here with what the upload modal handed it.
        'review.open': {
          target: 'review',
          actions: assign({
            extracted: ({ event }) => event.extracted.data,
            draft: ({ event }) => event.extracted.data,
            confidence: ({ event }) => event.extracted.confidence,
            totalsMismatch: ({ event }) => event.extracted.totalsMismatch,
            file: ({ event }) => event.file,
            uploadError: null,
          }),
        },
      },
    },
    extracting: {
      invoke: {
        src: 'extract',
        input: ({ context }) => ({ file: context.file as PickedInvoiceFile }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'review',
            actions: assign(({ event }) => {
              const found = event.output as NonNullable<ExtractInvoiceOutput>;
              return {
                extracted: found.data,
                draft: found.data,
                confidence: found.confidence,
                totalsMismatch: found.totalsMismatch,
              };
            }),
          },
          // An empty result is as good as none (§5).
          { target: 'upload', actions: 'couldNotExtract' },
        ],
        onError: { target: 'upload', actions: 'couldNotExtract' },
      },
      on: {
        // Closing the modal stops the reading (the invoked actor is stopped).
        'upload.cancel': { target: 'upload', actions: assign({ file: null }) },
      },
    },
    review: {
      on: {
        ...editing,
        'review.change': { actions: 'change' },
        'review.reset': { actions: 'reset' },
      },
    },
    /** The modal: Cancel or Save (§2.8). */
    confirming: {
      on: {
        'confirm.save': { target: 'saving' },
        'confirm.cancel': { target: 'review' },
      },
    },
    /** 'Saving...', every button disabled (§4). */
    saving: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'saveInvoice',
        input: ({ context }) => ({ draft: context.draft, file: context.file }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ saved: ({ event }) => event.output }),
            { type: 'invoiceSaved', params: ({ event }) => ({ saved: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => invoiceSaveFailureMessage(event.error) }),
            {
              type: 'saveFailed',
              params: ({ event }) => ({
                error: event.error,
                message: invoiceSaveFailureMessage(event.error),
              }),
            },
          ],
        },
      },
    },
    saved: { type: 'final' },
    /** The user stays on the page (§4): the form as it was, the message, and every button. */
    failed: { on: editing },
    cancelled: { type: 'final' },
  },
});

export type InvoiceConfirmMachine = typeof invoiceConfirmMachine;
export type InvoiceConfirmSnapshot = SnapshotFrom<InvoiceConfirmMachine>;
