import type { CarrierOnboardingInfo, UseCase } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import type { CallLease } from '../../calls/data/dispatch-calls-repo';
import { isoOrNull, json, jsonb } from '../../db/sql-values';

export type VerificationStatus = 'none' | 'calling' | 'verified' | 'failed';

/** One account's voice onboarding state (table voice_accounts). */
export interface VoiceAccount {
  accountId: string;
  useCase: UseCase | null;
  /** The verified caller id (E.164), or null. */
  callerId: string | null;
  callerIdExtension: string;
  callerIdVerifiedAt: string | null;
  /** The number being verified (E.164) while a verification call runs or after it failed. */
  pendingPhone: string | null;
  pendingExtension: string;
  validationCode: string | null;
  verificationStatus: VerificationStatus;
  verificationStartedAt: string | null;
  registeredAsBroker: boolean;
  signupError: string | null;
  carrierInfo: CarrierOnboardingInfo | null;
  /** Per-account override of VOICE_SKIP_CARRIER_INFO; null = the configured default. */
  skipCarrierInfo: boolean | null;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  account_id: string;
  use_case: UseCase | null;
  caller_id: string | null;
  caller_id_extension: string;
  caller_id_verified_at: unknown;
  pending_phone: string | null;
  pending_extension: string;
  validation_code: string | null;
  verification_status: VerificationStatus;
  verification_started_at: unknown;
  registered_as_broker: boolean;
  signup_error: string | null;
  carrier_info: unknown;
  skip_carrier_info: boolean | null;
  approved_at: unknown;
  created_at: unknown;
  updated_at: unknown;
}

const toAccount = (r: Row): VoiceAccount => ({
  accountId: r.account_id,
  useCase: r.use_case,
  callerId: r.caller_id,
  callerIdExtension: r.caller_id_extension,
  callerIdVerifiedAt: isoOrNull(r.caller_id_verified_at),
  pendingPhone: r.pending_phone,
  pendingExtension: r.pending_extension,
  validationCode: r.validation_code,
  verificationStatus: r.verification_status,
  verificationStartedAt: isoOrNull(r.verification_started_at),
  registeredAsBroker: r.registered_as_broker,
  signupError: r.signup_error,
  carrierInfo: r.carrier_info === null ? null : json<CarrierOnboardingInfo>(r.carrier_info),
  skipCarrierInfo: r.skip_carrier_info,
  approvedAt: isoOrNull(r.approved_at),
  createdAt: isoOrNull(r.created_at) ?? '',
  updatedAt: isoOrNull(r.updated_at) ?? '',
});

/** Repository of voice_accounts. Every statement names the account. */
export class VoiceAccountsRepo {
  constructor(private readonly db: Queryable) {}

  async get(accountId: string): Promise<VoiceAccount | undefined> {
    const [row] = await this.db.query<Row>('SELECT * FROM voice_accounts WHERE account_id = $1', [
      accountId,
    ]);
    return row ? toAccount(row) : undefined;
  }

  /** The account's row, created on first use (with the use case when known). */
  async ensure(accountId: string, useCase?: UseCase): Promise<VoiceAccount> {
    const [row] = await this.db.query<Row>(
      `INSERT INTO voice_accounts (account_id, use_case) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE
         SET use_case = COALESCE(EXCLUDED.use_case, voice_accounts.use_case),
             updated_at = CASE WHEN voice_accounts.use_case IS DISTINCT FROM
                                    COALESCE(EXCLUDED.use_case, voice_accounts.use_case)
                               THEN now() ELSE voice_accounts.updated_at END
       RETURNING *`,
      [accountId, useCase ?? null],
    );
    return toAccount(row!);
  }

  /**
   * Starts verifying a number: stores the code, forgets the earlier caller id. Refused (returns
   * undefined) while another verification call for the account is still running. The call is
   * owned by `lease.owner` under a fresh lease (without one, e.g. the demo seed that finishes it
   * at once, it has none and a sweep would fail it).
   */
  async startVerification(
    accountId: string,
    input: { phone: string; extension: string; code: string; asBroker: boolean },
    staleAfterMs: number,
    lease?: CallLease,
  ): Promise<VoiceAccount | undefined> {
    const [row] = await this.db.query<Row>(
      `UPDATE voice_accounts
          SET pending_phone = $2, pending_extension = $3, validation_code = $4,
              registered_as_broker = $5, verification_status = 'calling',
              verification_started_at = now(), signup_error = NULL,
              verification_owner = $7,
              verification_lease_expires_at =
                now() + ($8::double precision * interval '1 millisecond'),
              caller_id = NULL, caller_id_extension = '', caller_id_verified_at = NULL,
              updated_at = now()
        WHERE account_id = $1
          AND (verification_status <> 'calling'
               OR verification_started_at < now() - ($6::double precision * interval '1 millisecond'))
        RETURNING *`,
      [
        accountId,
        input.phone,
        input.extension,
        input.code,
        input.asBroker,
        staleAfterMs,
        lease?.owner ?? null,
        lease?.ttlMs ?? null,
      ],
    );
    return row ? toAccount(row) : undefined;
  }

  /**
   * Records the verification call's result, if the code is still the current one (a newer
   * registration replaces it). Verified: the pending number becomes the caller id.
   */
  async finishVerification(
    accountId: string,
    code: string,
    result: 'verified' | 'failed',
    error: string | null,
  ): Promise<boolean> {
    const rows = await this.db.query(
      result === 'verified'
        ? `UPDATE voice_accounts
              SET caller_id = pending_phone, caller_id_extension = pending_extension,
                  caller_id_verified_at = now(), verification_status = 'verified',
                  validation_code = NULL, signup_error = NULL, updated_at = now()
            WHERE account_id = $1 AND validation_code = $2 AND verification_status = 'calling'
            RETURNING account_id`
        : `UPDATE voice_accounts
              SET verification_status = 'failed', validation_code = NULL,
                  signup_error = $3, updated_at = now()
            WHERE account_id = $1 AND validation_code = $2 AND verification_status = 'calling'
            RETURNING account_id`,
      result === 'verified' ? [accountId, code] : [accountId, code, error],
    );
    return rows.length > 0;
  }

  async saveCarrierInfo(accountId: string, info: CarrierOnboardingInfo): Promise<VoiceAccount> {
    const [row] = await this.db.query<Row>(
      `UPDATE voice_accounts SET carrier_info = $2::jsonb, updated_at = now()
        WHERE account_id = $1 RETURNING *`,
      [accountId, jsonb(info)],
    );
    return toAccount(row!);
  }

  async setApproved(accountId: string, approved: boolean): Promise<VoiceAccount | undefined> {
    const [row] = await this.db.query<Row>(
      `UPDATE voice_accounts
          SET approved_at = CASE WHEN $2 THEN COALESCE(approved_at, now()) ELSE NULL END,
              updated_at = now()
        WHERE account_id = $1 RETURNING *`,
      [accountId, approved],
    );
    return row ? toAccount(row) : undefined;
  }

  async setSkipCarrierInfo(
    accountId: string,
    value: boolean | null,
  ): Promise<VoiceAccount | undefined> {
    const [row] = await this.db.query<Row>(
      `UPDATE voice_accounts SET skip_carrier_info = $2, updated_at = now()
        WHERE account_id = $1 RETURNING *`,
      [accountId, value],
    );
    return row ? toAccount(row) : undefined;
  }

  /** Every account with a voice row, newest first (the admin CLI's list; across accounts). */
  async listAll(limit = 500): Promise<VoiceAccount[]> {
    const rows = await this.db.query<Row>(
      'SELECT * FROM voice_accounts ORDER BY created_at DESC, account_id LIMIT $1',
      [limit],
    );
    return rows.map(toAccount);
  }

  /** Heartbeat, across accounts: extends the leases of the owner's running verification calls. */
  async renewVerificationLeases(owner: string, ttlMs: number): Promise<number> {
    const rows = await this.db.query(
      `UPDATE voice_accounts
          SET verification_lease_expires_at =
                now() + ($2::double precision * interval '1 millisecond')
        WHERE verification_owner = $1 AND verification_status = 'calling'
        RETURNING account_id`,
      [owner, ttlMs],
    );
    return rows.length;
  }

  /** Shutdown, across accounts: the owner's verification calls lose their lease at once. */
  async releaseVerificationLeases(owner: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE voice_accounts SET verification_lease_expires_at = now()
        WHERE verification_owner = $1 AND verification_status = 'calling'
        RETURNING account_id`,
      [owner],
    );
    return rows.length;
  }

  /**
   * The sweep, across accounts: a verification call whose lease ran out (or that never had one)
   * belongs to a process that stopped; it will never report and counts as failed. `self`'s own
   * are never touched, nor any whose lease is live.
   */
  async failInterruptedVerifications(error: string, self: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE voice_accounts
          SET verification_status = 'failed', validation_code = NULL, signup_error = $1,
              updated_at = now()
        WHERE verification_status = 'calling'
          AND (verification_lease_expires_at IS NULL OR verification_lease_expires_at < now())
          AND verification_owner IS DISTINCT FROM $2
        RETURNING account_id`,
      [error, self],
    );
    return rows.length;
  }
}
