import type {
  CarrierOnboardingInfo,
  RegisterCallerIdRequest,
  RegisterCallerIdResponse,
  SignupFlowStatus,
} from '@fleet/contracts';

/** Which signup the wizard runs: the Dispatch Agent's (carrier) or the Carrier Sales Agent's. */
export type OnboardingUseCase = 'carrier' | 'broker';

export interface OnboardingWizardInput {
  /** Defaults to the status: broker when `is_broker_usecase` and not `is_carrier_usecase`. */
  useCase?: OnboardingUseCase;
  /** How often step 1.5 asks whether the verification call confirmed the code (default 3 s). */
  pollIntervalMs?: number;
}

export interface OnboardingWizardContext {
  /** From the input; null: decided by the loaded status. */
  useCase: OnboardingUseCase | null;
  /** The last signup flow status, or null before it loaded. */
  status: SignupFlowStatus | null;
  /** The phone (E.164, already validated by the web) and extension submitted in step 1. */
  phone: string;
  extension: string;
  /** The code step 1.5 shows; the user keys it in during the verification call. */
  validationCode: string | null;
  /** The message of the last failure (one of `ONBOARDING_ERRORS`), cleared on the next try. */
  error: string | null;
  pollIntervalMs: number;
}

/** Events are `domain.verb`. */
export type OnboardingWizardEvent =
  /** Try loading the signup status again after 'Error checking signup flow status.'. */
  | { type: 'onboarding.retry' }
  /** Step 1: register this phone (validated by the web with libphonenumber-js; must be non-empty). */
  | { type: 'onboarding.submitPhone'; phone: string; extension?: string }
  /** Step 1.5: the verification call confirmed the code (pushed, or found by the caller). */
  | { type: 'onboarding.verified' }
  /** Back: from step 2 (and from step 1.5, to use another number) to step 1. */
  | { type: 'onboarding.back' }
  /** Step 2: submit the carrier details (needs company name, headquarters, email and phone). */
  | { type: 'onboarding.submitCarrierInfo'; info: CarrierOnboardingInfo };

export type OnboardingWizardEventType = OnboardingWizardEvent['type'];

/** Where the wizard is, for the screen to render (loadFailed shows the status error). */
export type OnboardingStep =
  | 'loading'
  | 'loadFailed'
  | 'step1'
  | 'step1_5'
  | 'step2'
  | 'step3'
  | 'allSet';

/** Input of the injected `registerCallerId` actor (`POST {voice}/register_caller_id`). */
export type RegisterCallerIdInput = RegisterCallerIdRequest;

/** What the machine reads from the `registerCallerId` response. */
export type RegisterCallerIdOutput = Pick<RegisterCallerIdResponse, 'validation_code'>;

/** Input of the injected `checkVerification` actor. */
export interface CheckVerificationInput {
  phone: string;
}

/**
 * Output of `checkVerification`: 'calling' (not yet, ask again later), 'verified' or 'failed'.
 * The web answers from `GET {voice}/signup_flow_status` (`caller_id_verified`).
 */
export type VerificationState = RegisterCallerIdResponse['status'];

/** Input of the injected `updateCarrierInfo` actor (`POST {voice}/update_carrier_info`). */
export type UpdateCarrierInfoInput = CarrierOnboardingInfo;
