import type { CallBrokerRequest, CallBrokerResponse, ExtractedData } from '@fleet/contracts';
import type { TruckDetails } from '../truck-details-panel/types';

/** The desired rate range in whole US dollars (document 3 §3 "Draft call"). */
export interface DesiredRate {
  from: number;
  to: number;
}

/** What the user edits on a draft call card. */
export interface DraftFields {
  /** The raw load details text (typed or pasted). */
  loadDetailsText: string;
  /** 'Details Only' (default) or 'Full Booking'. */
  detailsOnly: boolean;
  /** Full Booking only; whole numbers, at least 0 (blank is 0). */
  desiredRate: DesiredRate;
  /** Full Booking only ('Approval Required'); sent as false on details-only calls. */
  dispatcherApprovalRequired: boolean;
  brokerPhone: string;
  brokerExtension: string;
}

/** A change to the fields; desired rate values are normalised to whole numbers ≥ 0. */
export type DraftPatch = Partial<Omit<DraftFields, 'desiredRate'>> & {
  desiredRate?: Partial<DesiredRate>;
};

/** Validation messages of §5, per field; an absent key means the field is fine. */
export interface DraftErrors {
  brokerPhone?: string;
  desiredRate?: string;
}

export interface DispatchDraftInput extends Partial<Omit<DraftFields, 'desiredRate'>> {
  desiredRate?: Partial<DesiredRate>;
  /** Sent with pasted content to the parser. */
  truckLocation?: string;
  /** Where the booking came from: 'web' (typed; default), 'DAT', 'Truckstop'. */
  initiator?: string;
}

export interface DispatchDraftContext extends DraftFields {
  truckLocation: string;
  initiator: string;
  /** The parsed load (pasted and parsed, or loaded from a load-board pick); null before. */
  parsedData: ExtractedData | null;
  /** Validation messages from the last Initiate Call (a field's message clears when it changes). */
  errors: DraftErrors;
  /** 'Error: {message}' after a failed booking; cleared on the next Initiate Call. */
  error: string | null;
  /** The call start body being (or last) sent. */
  request: CallBrokerRequest | null;
  /** The started call's uid, once booked. */
  uid: string | null;
}

/** A pasted image: a File in the browser (any Blob). */
export type PastedImage = Blob;

/** Events are `domain.verb`. */
export type DispatchDraftEvent =
  /** Field edits (the textarea's own change included). Ignored while booking. */
  | { type: 'draft.change'; patch: DraftPatch }
  /** Pasted content to parse: images win over text; neither (or blank text) is ignored. */
  | { type: 'draft.paste'; text?: string; images?: readonly PastedImage[] }
  /** An already parsed load (a pick from a load-board search). */
  | { type: 'draft.load'; data: ExtractedData }
  /** Initiate Call with the saved truck; validated first (§5). */
  | { type: 'draft.initiate'; truck: TruckDetails };

export type DispatchDraftEventType = DispatchDraftEvent['type'];

/** Input of the injected `parseLoad` actor (`POST {voice}/parse-load-details`). */
export interface ParseLoadInput {
  text?: string;
  images?: readonly PastedImage[];
  truckLocation: string;
}

/** Output of `parseLoad`: the response's `data`. */
export type ParseLoadOutput = ExtractedData;

/** Input of the injected `initiateCall` actor (`POST {voice}/call-broker`). */
export type InitiateCallInput = CallBrokerRequest;

/** Output of `initiateCall`; rejects with the server's error (its `detail` is shown). */
export type InitiateCallOutput = Pick<CallBrokerResponse, 'uid'> & Partial<CallBrokerResponse>;

/** The machine's output once the call started: follow it as a running call. */
export interface DispatchDraftOutput {
  uid: string;
  request: CallBrokerRequest;
}

/** Params of the injected notification actions (toasts; the parse failure is only logged). */
export interface DraftNotifyParams {
  message: string;
  error: unknown;
}
