import { randomInt } from 'node:crypto';
import type {
  CarrierOnboardingInfo,
  RegisterCallerIdResponse,
  SignupFlowStatus,
  UseCase,
} from '@fleet/contracts';
import type { Logger } from '@fleet/service-kit';
import type { CallLease } from '../../calls/data/dispatch-calls-repo';
import { normalizeContactPhone, normalizeOnboardingPhone } from '../../calls/domain/phone';
import type { TelephonyProvider } from '../../providers/telephony/types';
import type { VoiceAccount, VoiceAccountsRepo } from '../data/voice-accounts-repo';

/** The telephony helper that rings the number and checks the code keyed in (verification.ts). */
export type PlaceVerificationCall = (
  provider: TelephonyProvider,
  request: { to: string; extension: string; code: string },
) => Promise<'verified' | 'failed'>;

export const VERIFICATION_FAILED =
  'We could not verify this number: the code was not entered. Please try again.';
export const VERIFICATION_INTERRUPTED =
  'The verification call was interrupted. Please register your number again.';

export class VerificationInProgressError extends Error {
  constructor() {
    super('A verification call is already in progress. Please wait for it to finish.');
  }
}
export class OnboardingNotStartedError extends Error {}

export interface OnboardingDeps {
  repo: VoiceAccountsRepo;
  telephony: TelephonyProvider;
  placeVerificationCall: PlaceVerificationCall;
  /** VOICE_SKIP_CARRIER_INFO: the default of the per-account setting. */
  skipCarrierInfoDefault: boolean;
  logger: Logger;
  /** A "calling" verification older than this no longer blocks a new one (default 10 min). */
  verificationStaleMs?: number;
  /** This process as the owner of the verification calls it places (see CallLeases). */
  lease: CallLease;
}

/** Voice onboarding (document 3 §2 wizard, §7): caller id, carrier details, approval state. */
export class Onboarding {
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly deps: OnboardingDeps) {}

  /** The account's row, created on first use; the use case is recorded when it changed. */
  async account(accountId: string, useCase: UseCase): Promise<VoiceAccount> {
    const existing = await this.deps.repo.get(accountId);
    if (existing && existing.useCase === useCase) return existing;
    return this.deps.repo.ensure(accountId, useCase);
  }

  status(account: VoiceAccount): SignupFlowStatus {
    const broker = account.useCase === 'broker';
    const verified = account.callerIdVerifiedAt !== null && account.callerId !== null;
    return {
      is_signup_flow_required: account.approvedAt === null,
      is_broker_usecase: broker,
      is_carrier_usecase: account.useCase === 'carrier',
      // A broker's signup is the caller id; approval is the same for both.
      is_broker_signup_flow_required: broker && !verified,
      caller_id: verified ? account.callerId : null,
      caller_id_verified: verified,
      signup_errors: account.signupError ? [account.signupError] : [],
      skip_carrier_info: this.skipsCarrierInfo(account),
      carrier_info_submitted: account.carrierInfo !== null,
    };
  }

  skipsCarrierInfo(account: VoiceAccount): boolean {
    return account.skipCarrierInfo ?? this.deps.skipCarrierInfoDefault;
  }

  /**
   * Registers a caller id: a fresh 6-digit code, then (in the background) a call to the number
   * that asks for it; the result lands on the account (poll signup_flow_status).
   */
  async registerCallerId(
    accountId: string,
    useCase: UseCase,
    input: { phone_number: string; extension?: string; is_broker_usecase?: boolean },
  ): Promise<RegisterCallerIdResponse> {
    const phone = normalizeOnboardingPhone(input.phone_number);
    await this.account(accountId, useCase);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const extension = input.extension ?? '';
    const started = await this.deps.repo.startVerification(
      accountId,
      { phone, extension, code, asBroker: input.is_broker_usecase ?? useCase === 'broker' },
      this.deps.verificationStaleMs ?? 10 * 60_000,
      this.deps.lease,
    );
    if (!started) throw new VerificationInProgressError();
    this.track(this.verify(accountId, phone, extension, code));
    return { validation_code: code, status: 'calling' };
  }

  async updateCarrierInfo(
    accountId: string,
    useCase: UseCase,
    info: CarrierOnboardingInfo,
  ): Promise<CarrierOnboardingInfo> {
    const normalized = { ...info, phone: normalizeContactPhone(info.phone) };
    await this.account(accountId, useCase);
    await this.deps.repo.saveCarrierInfo(accountId, normalized);
    return normalized;
  }

  /** Waits for the verification calls in flight (tests; shutdown does not need to). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Stops recording verification results (the database is about to close). */
  close(): void {
    this.closed = true;
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private async verify(
    accountId: string,
    phone: string,
    extension: string,
    code: string,
  ): Promise<void> {
    const log = this.deps.logger.child({ account_id: accountId });
    let result: 'verified' | 'failed';
    try {
      result = await this.deps.placeVerificationCall(this.deps.telephony, {
        to: phone,
        extension,
        code,
      });
    } catch (error) {
      log.warn({ err: error }, 'verification call failed');
      result = 'failed';
    }
    if (this.closed) return; // its lease is released: a sweep marks it interrupted
    try {
      const recorded = await this.deps.repo.finishVerification(
        accountId,
        code,
        result,
        result === 'failed' ? VERIFICATION_FAILED : null,
      );
      log.info({ result, recorded }, 'caller id verification finished');
    } catch (error) {
      log.error({ err: error }, 'recording the verification result failed');
    }
  }
}

/**
 * What still stands between an account and approval (empty: it can be approved): a verified
 * caller id, and the carrier details unless the account skips them.
 */
export function approvalProblems(account: VoiceAccount, skipCarrierInfoDefault: boolean): string[] {
  const problems: string[] = [];
  if (!account.callerIdVerifiedAt) {
    problems.push(
      account.verificationStatus === 'calling'
        ? 'the caller id is still being verified'
        : 'no verified caller id (the account must register its phone number first)',
    );
  }
  if (!account.carrierInfo && !(account.skipCarrierInfo ?? skipCarrierInfoDefault)) {
    problems.push('no carrier details (step 2 of the wizard)');
  }
  return problems;
}
