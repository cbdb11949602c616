import type {
  CampaignLoadDetails,
  Carrier,
  EquipmentType,
  ExtractedLoadDetails,
  RateRange,
} from '@fleet/contracts';

/**
 * The telephony provider interface: what the agent runtime needs from a phone line with a speech
 * engine (text to speech for our side, speech to text for the far end). The built-in provider is
 * the simulated one (a realistic broker at the far end); a real provider (a programmable voice
 * API with streaming speech) implements the same interface.
 */
export interface TelephonyProvider {
  readonly name: string;
  /**
   * Places a call. Resolves when the call is answered (by a person or a machine) or has failed to
   * connect. Rejects with an AbortError when `request.signal` aborts before that (the provider
   * cancels the attempt).
   */
  dial(request: DialRequest): Promise<DialResult>;
}

export type DialOutcome = 'answered' | 'busy' | 'no-answer' | 'voicemail' | 'failed';

export interface DialRequest {
  callId: string;
  /** E.164. */
  to: string;
  /** Digits to key after the far end picks up ('' for none). */
  extension: string;
  /** Our caller id, E.164. */
  from: string;
  /** Call progress as the network reports it, before the answer. */
  onProgress?: (event: 'initiated' | 'ringing') => void;
  signal?: AbortSignal;
  /**
   * What a simulated far end needs to stage its side of the call. Real providers ignore it: a
   * real broker knows their own load, a real person sees the code on their own screen.
   */
  simulation?: SimulationHint;
}

export type SimulationHint =
  | {
      kind: 'broker';
      /** What the broker posted publicly (the dispatcher's paste or the load-board result). */
      posting: {
        loadDetails: Partial<ExtractedLoadDetails> | null;
        text: string;
        equipmentType: EquipmentType | '';
      };
      /**
       * The carrier's desired range. Only the scenario personas (…0006, …0007, …0008) use it, to
       * place their hidden ceiling inside or below the range as their row of the table promises;
       * the hashed mix ignores it and prices from the market.
       */
      carrierRange?: RateRange;
    }
  | {
      /**
       * A carrier-sales call (broker use case): a carrier's dispatcher answers. The carrier row
       * chooses the persona (simulated/carriers/README.md); the load is what the agent sells.
       */
      kind: 'carrier';
      load: CampaignLoadDetails;
      carrier: Carrier;
      /**
       * The broker's desired range. Only the documented personas (…0101, …0102, …0105) use it,
       * to place their floor inside or above it as their row promises; the hashed mix prices
       * from the market.
       */
      rateRange?: RateRange;
    }
  | { kind: 'verification'; code: string };

export type DialResult =
  | { outcome: 'answered' | 'voicemail'; session: TelephonySession }
  | { outcome: 'busy' | 'no-answer' | 'failed'; reason: string };

/** What the agent heard when it listened. */
export type Heard =
  | { kind: 'speech'; text: string; at: Date }
  | { kind: 'silence' }
  | { kind: 'hangup' };

/** An answered call. Methods on a closed session return at once and do nothing. */
export interface TelephonySession {
  readonly id: string;
  /** 'machine' when answering-machine detection says a voicemail greeting picked up. */
  readonly answeredBy: 'human' | 'machine';
  /** True until either side hangs up. */
  readonly isOpen: boolean;
  /** Resolves when the call is over: 'far-end' when they hung up, 'near-end' when we did. */
  readonly closed: Promise<'far-end' | 'near-end'>;
  /**
   * Speaks `text` to the far end. Resolves once it has been spoken (at speaking pace, ~150 words
   * a minute, on the injected clock); resolves early when `signal` aborts or the line closes.
   */
  say(text: string, options?: { signal?: AbortSignal }): Promise<void>;
  /**
   * Waits for the far end's next utterance (queued ones first): 'silence' after `timeoutMs` of
   * call time with nothing said, 'hangup' once the far end has hung up. Rejects with an
   * AbortError when `signal` aborts.
   */
  listen(timeoutMs: number, options?: { signal?: AbortSignal }): Promise<Heard>;
  /** Collects DTMF digits keyed by the far end (verification calls). */
  collectDigits(count: number, timeoutMs: number): Promise<string | null>;
  /**
   * Adds a participant (the dispatcher hopping in). The far end hears `introduction`, spoken by
   * the agent's voice; resolves once it has been spoken.
   */
  addParticipant(introduction: string): Promise<void>;
  /** Hangs up our side. */
  hangup(): Promise<void>;
}
