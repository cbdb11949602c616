import type {
  DitatUpdateLoadInputRequest,
  LoadRecord,
  LoadValidationError,
  TmsProviderName,
} from '@fleet/contracts';

/**
 * A remote TMS that receives the loads an account saves (providers/tms/<impl>). The built-in TMS
 * (our own database) is not one of these: the loads component stores its loads and trips itself
 * (loads/domain/builtin-trip.ts); `tmsFor` in providers/index.ts says which one an account uses.
 */
export interface RemoteTms {
  readonly name: Exclude<TmsProviderName, 'builtin'>;
  /** The generic Load record of document 2 §3. */
  createLoad(load: LoadRecord): Promise<TmsAnswer>;
  /** The Ditat load input and goods details (§3), when this TMS takes them. */
  createDitatLoad?(input: DitatUpdateLoadInputRequest): Promise<TmsAnswer>;
}

/** The TMS took the load (its id), or refused it field by field (mapped to §3's shape). */
export type TmsAnswer =
  | { ok: true; externalId: string }
  | { ok: false; validationErrors: LoadValidationError[] };

/**
 * The TMS could not be reached or answered something other than a load or a validation refusal
 * (5xx, 401, a timeout, a malformed answer). The routes answer 502 with this message.
 */
export class TmsUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'TmsUnavailableError';
  }
}

/** An account's TMS connection as stored (tms_connections): its secret still encrypted. */
export interface StoredTmsConnection {
  account_id: string;
  provider: 'ditat' | 'alvys';
  settings: Record<string, string | undefined>;
  credentials: string | null;
}

/** An account's TMS connection, its secret decrypted. */
export type TmsConnection =
  | {
      provider: 'ditat';
      settings: { baseUrl: string; accountId: string; userName: string };
      password: string;
    }
  | {
      provider: 'alvys';
      settings: { baseUrl: string; clientId: string; tokenUrl?: string; audience?: string };
      clientSecret: string;
    };
