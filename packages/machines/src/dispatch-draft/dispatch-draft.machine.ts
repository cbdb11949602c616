import { type CallBrokerRequest, DRAFT_INITIATOR, type ExtractedData } from '@fleet/contracts';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { truckAvailability } from '../truck-details-panel/truck-details-panel.machine';
import type { TruckDetails } from '../truck-details-panel/types';
import type {
  DispatchDraftContext,
  DispatchDraftEvent,
  DispatchDraftInput,
  DispatchDraftOutput,
  DraftErrors,
  DraftFields,
  DraftNotifyParams,
  DraftPatch,
  InitiateCallInput,
  InitiateCallOutput,
  ParseLoadInput,
  ParseLoadOutput,
} from './types';

/** Document 3 §5 and §8. */
export const DRAFT_ERRORS = {
  brokerPhone: 'Please enter a broker phone number',
  desiredRate: 'Please enter a desired rate range',
  parseFailed: 'Failed to parse load details',
  initiateFallback: 'Error initiating call',
  /** A call started by an event (a load board's Initiate Call) that failed with no message. */
  externalStartFailed: 'Failed to initiate call. Please try again.',
} as const;

const notProvided = (name: string) =>
  new Error(`dispatch-draft: '${name}' was not provided (use dispatchDraftMachine.provide)`);

/** A desired rate input: a whole number, at least 0; blank or not a number is 0 (§5). */
export function parseRateInput(raw: string | number | undefined): number {
  const value = typeof raw === 'string' ? Number.parseInt(raw, 10) : (raw ?? 0);
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/** The fields after a change; only known fields are taken, rates are normalised. */
export function applyDraftPatch(fields: DraftFields, patch: DraftPatch): DraftFields {
  return {
    loadDetailsText: patch.loadDetailsText ?? fields.loadDetailsText,
    detailsOnly: patch.detailsOnly ?? fields.detailsOnly,
    desiredRate: {
      from: parseRateInput(patch.desiredRate?.from ?? fields.desiredRate.from),
      to: parseRateInput(patch.desiredRate?.to ?? fields.desiredRate.to),
    },
    dispatcherApprovalRequired:
      patch.dispatcherApprovalRequired ?? fields.dispatcherApprovalRequired,
    brokerPhone: patch.brokerPhone ?? fields.brokerPhone,
    brokerExtension: patch.brokerExtension ?? fields.brokerExtension,
  };
}

/** Initiate Call's checks (§5): a broker phone; a rate range (both ends) unless details-only. */
export function validateDraft(fields: DraftFields): DraftErrors {
  const errors: DraftErrors = {};
  if (fields.brokerPhone.trim() === '') errors.brokerPhone = DRAFT_ERRORS.brokerPhone;
  if (!fields.detailsOnly && (fields.desiredRate.from === 0 || fields.desiredRate.to === 0)) {
    errors.desiredRate = DRAFT_ERRORS.desiredRate;
  }
  return errors;
}

/** What `buildCallStartBody` reads from a draft. */
export type CallStartSource = DraftFields & Pick<DispatchDraftContext, 'parsedData' | 'initiator'>;

/**
 * The call start body (§7) for a draft and the saved truck. A details-only call sends a rate
 * range of 0–0 and never asks for dispatcher approval.
 */
export function buildCallStartBody(draft: CallStartSource, truck: TruckDetails): CallBrokerRequest {
  const phone = draft.brokerPhone.trim();
  const extension = draft.brokerExtension.trim();
  const body: CallBrokerRequest = {
    phone_number: phone,
    extension,
    truck_location: truck.location.trim(),
    truck_availability: truckAvailability(truck),
    rate_range: draft.detailsOnly
      ? { min: 0, max: 0 }
      : { min: draft.desiredRate.from, max: draft.desiredRate.to },
    equipment_type: truck.equipmentType,
    details_only: draft.detailsOnly,
    load_details_text: draft.loadDetailsText,
    initiator: draft.initiator,
    dispatcher_approval_required: !draft.detailsOnly && draft.dispatcherApprovalRequired,
  };
  const parsed = draft.parsedData;
  if (parsed === null) return body;
  return {
    ...body,
    load_details: parsed.loadDetails,
    init_data: {
      load_details: parsed.loadDetails,
      callDetails: {
        ...parsed.callDetails,
        brokerPhone: phone,
        brokerExtension: extension || null,
      },
      metadata: { ...parsed.metadata },
    },
  };
}

const textField = (source: unknown, name: string): string | undefined => {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** The server's detail (or message) in a failed call start, if it gave one. */
function serverDetail(error: unknown): string | undefined {
  const body =
    typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : null;
  return textField(error, 'detail') ?? textField(body, 'detail') ?? textField(body, 'message');
}

/** 'Error: {message}' for a failed booking: the server's detail, else 'Error initiating call'. */
export function initiateErrorMessage(error: unknown): string {
  return `Error: ${serverDetail(error) ?? DRAFT_ERRORS.initiateFallback}`;
}

/**
 * §8 for a call started by an event (a load board's Initiate Call): 'Failed to initiate call:
 * {message}' with the server's detail, else 'Failed to initiate call. Please try again.'.
 */
export function externalStartErrorMessage(error: unknown): string {
  const detail = serverDetail(error);
  return detail ? `Failed to initiate call: ${detail}` : DRAFT_ERRORS.externalStartFailed;
}

/** The parsed load, with the broker phone and extension it found (when it found them). */
const withParsed = (context: DispatchDraftContext, data: ExtractedData) => {
  const brokerPhone = data.callDetails.brokerPhone ?? context.brokerPhone;
  const { brokerPhone: _, ...errors } = context.errors;
  return {
    parsedData: data,
    brokerPhone,
    brokerExtension: data.callDetails.brokerExtension ?? context.brokerExtension,
    errors: brokerPhone.trim() === '' ? context.errors : errors,
  };
};

type Failure = { context: DispatchDraftContext; event: { error: unknown } };
const parseFailed = {
  type: 'notifyParseFailed' as const,
  params: ({ event }: Failure) => ({ message: DRAFT_ERRORS.parseFailed, error: event.error }),
};
/** A failed booking's words: a typed draft's, or an event-driven start's (a load board's). */
const bookingFailure = ({ context, event }: Failure) =>
  context.initiator === DRAFT_INITIATOR
    ? initiateErrorMessage(event.error)
    : externalStartErrorMessage(event.error);
const bookingFailed = [
  { type: 'setError' as const, params: (args: Failure) => ({ message: bookingFailure(args) }) },
  {
    type: 'notifyInitiateFailed' as const,
    params: (args: Failure) => ({ message: bookingFailure(args), error: args.event.error }),
  },
];

/**
 * One draft call card (§2 Load Booking, §4 Draft): paste to parse, edit, Initiate Call. The
 * parser and the call start are injected with `dispatchDraftMachine.provide({ actors, actions })`.
 * Once the call started the machine is done; its output is the call's uid and the body sent.
 */
export const dispatchDraftMachine = setup({
  types: {
    context: {} as DispatchDraftContext,
    events: {} as DispatchDraftEvent,
    input: {} as DispatchDraftInput,
    output: {} as DispatchDraftOutput,
  },
  actors: {
    /** Parses pasted text or images (`POST {voice}/parse-load-details`); resolves to `data`. */
    parseLoad: fromPromise<ParseLoadOutput, ParseLoadInput>(async () => {
      throw notProvided('parseLoad');
    }),
    /** Starts the call (`POST {voice}/call-broker`); rejects with the server's error. */
    initiateCall: fromPromise<InitiateCallOutput, InitiateCallInput>(async () => {
      throw notProvided('initiateCall');
    }),
  },
  actions: {
    /** 'Failed to parse load details': only logged (§8). */
    notifyParseFailed: (_, _params: DraftNotifyParams) => {},
    /** 'Error: {message}': an error toast; the draft stays. */
    notifyInitiateFailed: (_, _params: DraftNotifyParams) => {},
    applyPatch: assign(({ context, event }) => {
      if (event.type !== 'draft.change') return {};
      const { patch } = event;
      const errors = { ...context.errors };
      if (patch.brokerPhone !== undefined) delete errors.brokerPhone;
      if (patch.desiredRate !== undefined || patch.detailsOnly !== undefined) {
        delete errors.desiredRate;
      }
      return { ...applyDraftPatch(context, patch), errors };
    }),
    loadParsed: assign(({ context, event }) =>
      event.type === 'draft.load' ? withParsed(context, event.data) : {},
    ),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    setErrors: assign(({ context }) => ({ errors: validateDraft(context) })),
    prepareRequest: assign(({ context, event }) =>
      event.type === 'draft.initiate'
        ? { errors: {}, error: null, request: buildCallStartBody(context, event.truck) }
        : {},
    ),
  },
  guards: {
    hasPastedContent: ({ event }) =>
      event.type === 'draft.paste' &&
      ((event.images?.length ?? 0) > 0 || (event.text ?? '').trim() !== ''),
    isValid: ({ context }) => Object.keys(validateDraft(context)).length === 0,
    hasParsedData: ({ context }) => context.parsedData !== null,
  },
}).createMachine({
  id: 'dispatchDraft',
  context: ({ input }) => ({
    ...applyDraftPatch(
      {
        loadDetailsText: '',
        detailsOnly: true,
        desiredRate: { from: 0, to: 0 },
        dispatcherApprovalRequired: false,
        brokerPhone: '',
        brokerExtension: '',
      },
      input ?? {},
    ),
    truckLocation: input?.truckLocation ?? '',
    initiator: input?.initiator ?? DRAFT_INITIATOR,
    parsedData: null,
    errors: {},
    error: null,
    request: null,
    uid: null,
  }),
  initial: 'editing',
  states: {
    /** The card can be edited: idle (nothing parsed yet) or parsed. */
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        parsed: {},
      },
      on: {
        'draft.change': { actions: 'applyPatch' },
        'draft.paste': { guard: 'hasPastedContent', target: 'processing' },
        'draft.load': { target: '.parsed', actions: 'loadParsed' },
        'draft.initiate': [
          { guard: 'isValid', target: 'booking', actions: 'prepareRequest' },
          { actions: 'setErrors' },
        ],
      },
    },

    processing: {
      invoke: {
        src: 'parseLoad',
        input: ({ context, event }) => {
          if (event.type !== 'draft.paste')
            throw new Error('dispatch-draft: parsing without a paste');
          return event.images && event.images.length > 0
            ? { images: event.images, truckLocation: context.truckLocation }
            : { text: event.text ?? '', truckLocation: context.truckLocation };
        },
        onDone: {
          target: 'editing.parsed',
          actions: assign(({ context, event }) => withParsed(context, event.output)),
        },
        onError: [
          { guard: 'hasParsedData', target: 'editing.parsed', actions: parseFailed },
          { target: 'editing.idle', actions: parseFailed },
        ],
      },
      on: {
        // The textarea's own change follows a paste into it.
        'draft.change': { actions: 'applyPatch' },
      },
    },

    booking: {
      invoke: {
        src: 'initiateCall',
        input: ({ context }) => {
          if (context.request === null) throw new Error('dispatch-draft: booking without a body');
          return context.request;
        },
        onDone: {
          target: 'done',
          actions: assign({ uid: ({ event }) => event.output.uid }),
        },
        onError: [
          { guard: 'hasParsedData', target: 'editing.parsed', actions: bookingFailed },
          { target: 'editing.idle', actions: bookingFailed },
        ],
      },
    },

    /** The call started: the card leaves the drafts and the call is followed as a running call. */
    done: { type: 'final' },
  },
  output: ({ context }) => {
    if (context.uid === null || context.request === null) {
      throw new Error('dispatch-draft: done without a call');
    }
    return { uid: context.uid, request: context.request };
  },
});

export type DispatchDraftMachine = typeof dispatchDraftMachine;
export type DispatchDraftSnapshot = SnapshotFrom<DispatchDraftMachine>;
