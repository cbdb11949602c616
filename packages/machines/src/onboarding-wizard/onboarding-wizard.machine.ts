import type { CarrierOnboardingInfo, SignupFlowStatus } from '@fleet/contracts';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type {
  CheckVerificationInput,
  OnboardingUseCase,
  OnboardingWizardContext,
  OnboardingWizardEvent,
  OnboardingWizardInput,
  RegisterCallerIdInput,
  RegisterCallerIdOutput,
  UpdateCarrierInfoInput,
  VerificationState,
} from './types';

/** Document 3 §8 "Onboarding". */
export const ONBOARDING_ERRORS = {
  status: 'Error checking signup flow status.',
  register: 'Failed to register caller ID.',
  verify: 'Failed to verify. Please try again.',
  carrierInfo: 'Failed to update carrier info.',
} as const;

export const DEFAULT_VERIFICATION_POLL_MS = 3_000;

const notProvided = (name: string) =>
  new Error(`onboarding-wizard: '${name}' was not provided (use onboardingWizardMachine.provide)`);

/** The use case the wizard signs up: the input's, else broker only for broker-only accounts. */
export function resolveUseCase(
  useCase: OnboardingUseCase | null,
  status: SignupFlowStatus,
): OnboardingUseCase {
  if (useCase !== null) return useCase;
  return status.is_broker_usecase && !status.is_carrier_usecase ? 'broker' : 'carrier';
}

/**
 * Where the wizard opens for a loaded status (§2): 'All Set!' once signup is done; past step 1
 * when the phone is already registered (a verified caller id and no signup errors; for brokers,
 * when broker signup is no longer required), to step 2, or to step 3 when carrier details are
 * skipped; else step 1.
 */
export function entryStep(
  status: SignupFlowStatus,
  useCase: OnboardingUseCase | null,
): 'allSet' | 'step1' | 'step2' | 'step3' {
  if (!status.is_signup_flow_required) return 'allSet';
  const registered =
    resolveUseCase(useCase, status) === 'broker'
      ? !status.is_broker_signup_flow_required
      : status.caller_id !== null && status.caller_id_verified && status.signup_errors.length === 0;
  if (!registered) return 'step1';
  return status.skip_carrier_info || status.carrier_info_submitted ? 'step3' : 'step2';
}

/** Submit is enabled with a company name, headquarters, email and phone (§2). */
export const isCarrierInfoComplete = (info: Partial<CarrierOnboardingInfo>): boolean =>
  [info.company_name, info.base_location, info.email, info.phone].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );

const skipsCarrierInfo = (context: OnboardingWizardContext) =>
  context.status?.skip_carrier_info === true;

type Entry = ReturnType<typeof entryStep>;
type StatusParams = ({ event }: { event: { output: SignupFlowStatus } }) => {
  status: SignupFlowStatus;
};
const loaded: StatusParams = ({ event }) => ({ status: event.output });
/** The loading transition to one entry step. */
const enterAt = (step: Entry) => ({
  guard: {
    type: 'entersAt' as const,
    params: ({ event }: { event: { output: SignupFlowStatus } }) => ({
      status: event.output,
      step,
    }),
  },
  target: step,
  actions: { type: 'setStatus' as const, params: loaded },
});

/**
 * The Voice AI onboarding wizard (§2): load the signup status, register the phone (step 1),
 * wait for the verification call (step 1.5), the carrier details (step 2, unless skipped) and
 * the completion screen (step 3), or 'All Set!' when signup is already done. The voice service
 * calls are injected with `onboardingWizardMachine.provide({ actors })`.
 */
export const onboardingWizardMachine = setup({
  types: {
    context: {} as OnboardingWizardContext,
    events: {} as OnboardingWizardEvent,
    input: {} as OnboardingWizardInput,
  },
  actors: {
    /** `GET {voice}/signup_flow_status`. */
    fetchSignupStatus: fromPromise<SignupFlowStatus>(async () => {
      throw notProvided('fetchSignupStatus');
    }),
    /** `POST {voice}/register_caller_id`; the response carries the validation code. */
    registerCallerId: fromPromise<RegisterCallerIdOutput, RegisterCallerIdInput>(async () => {
      throw notProvided('registerCallerId');
    }),
    /** Whether the verification call confirmed the code yet; asked every poll interval. */
    checkVerification: fromPromise<VerificationState, CheckVerificationInput>(async () => {
      throw notProvided('checkVerification');
    }),
    /** `POST {voice}/update_carrier_info`. */
    updateCarrierInfo: fromPromise<unknown, UpdateCarrierInfoInput>(async () => {
      throw notProvided('updateCarrierInfo');
    }),
  },
  actions: {
    setStatus: assign((_, params: { status: SignupFlowStatus }) => ({ status: params.status })),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  guards: {
    entersAt: ({ context }, params: { status: SignupFlowStatus; step: Entry }) =>
      entryStep(params.status, context.useCase) === params.step,
    hasPhone: ({ event }) => event.type === 'onboarding.submitPhone' && event.phone.trim() !== '',
    isCarrierInfoComplete: ({ event }) =>
      event.type === 'onboarding.submitCarrierInfo' && isCarrierInfoComplete(event.info),
    skipsCarrierInfo: ({ context }) => skipsCarrierInfo(context),
  },
  delays: {
    POLL_INTERVAL: ({ context }) => context.pollIntervalMs,
  },
}).createMachine({
  id: 'onboardingWizard',
  context: ({ input }) => ({
    useCase: input?.useCase ?? null,
    status: null,
    phone: '',
    extension: '',
    validationCode: null,
    error: null,
    pollIntervalMs: input?.pollIntervalMs ?? DEFAULT_VERIFICATION_POLL_MS,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'fetchSignupStatus',
        onDone: [enterAt('allSet'), enterAt('step3'), enterAt('step2'), enterAt('step1')],
        onError: {
          target: 'loadFailed',
          actions: { type: 'setError', params: { error: ONBOARDING_ERRORS.status } },
        },
      },
    },

    loadFailed: {
      on: { 'onboarding.retry': { target: 'loading' } },
    },

    step1: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'onboarding.submitPhone': {
              guard: 'hasPhone',
              target: 'registering',
              actions: assign({
                phone: ({ event }) => event.phone.trim(),
                extension: ({ event }) => event.extension?.trim() ?? '',
              }),
            },
          },
        },
        registering: {
          entry: 'clearError',
          invoke: {
            src: 'registerCallerId',
            input: ({ context }) => ({
              phone_number: context.phone,
              ...(context.extension ? { extension: context.extension } : {}),
              ...(context.status && resolveUseCase(context.useCase, context.status) === 'broker'
                ? { is_broker_usecase: true }
                : {}),
            }),
            onDone: {
              target: '#onboardingWizard.step1_5',
              actions: assign({ validationCode: ({ event }) => event.output.validation_code }),
            },
            onError: {
              target: 'editing',
              actions: { type: 'setError', params: { error: ONBOARDING_ERRORS.register } },
            },
          },
        },
      },
    },

    step1_5: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { POLL_INTERVAL: { target: 'checking' } },
        },
        checking: {
          invoke: {
            src: 'checkVerification',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: [
              {
                guard: ({ context, event }) =>
                  event.output === 'verified' && skipsCarrierInfo(context),
                target: '#onboardingWizard.step3',
              },
              {
                guard: ({ event }) => event.output === 'verified',
                target: '#onboardingWizard.step2',
              },
              { guard: ({ event }) => event.output === 'calling', target: 'waiting' },
              {
                target: '#onboardingWizard.step1',
                actions: [
                  assign({ validationCode: null }),
                  { type: 'setError', params: { error: ONBOARDING_ERRORS.verify } },
                ],
              },
            ],
            onError: {
              target: '#onboardingWizard.step1',
              actions: [
                assign({ validationCode: null }),
                { type: 'setError', params: { error: ONBOARDING_ERRORS.verify } },
              ],
            },
          },
        },
      },
      on: {
        'onboarding.verified': [
          { guard: 'skipsCarrierInfo', target: 'step3' },
          { target: 'step2' },
        ],
        'onboarding.back': { target: 'step1', actions: assign({ validationCode: null }) },
      },
    },

    step2: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'onboarding.submitCarrierInfo': { guard: 'isCarrierInfoComplete', target: 'saving' },
            'onboarding.back': { target: '#onboardingWizard.step1', actions: 'clearError' },
          },
        },
        saving: {
          entry: 'clearError',
          invoke: {
            src: 'updateCarrierInfo',
            input: ({ event }) => {
              if (event.type !== 'onboarding.submitCarrierInfo') {
                throw new Error('onboarding-wizard: saving without carrier info');
              }
              return event.info;
            },
            onDone: { target: '#onboardingWizard.step3' },
            onError: {
              target: 'editing',
              actions: { type: 'setError', params: { error: ONBOARDING_ERRORS.carrierInfo } },
            },
          },
        },
      },
    },

    /** 'Your AI assistant is now set up and ready to use' (+ ' after approval'). */
    step3: { type: 'final' },

    /** Signup was already done: 'All Set!'. */
    allSet: { type: 'final' },
  },
});

export type OnboardingWizardMachine = typeof onboardingWizardMachine;
export type OnboardingWizardSnapshot = SnapshotFrom<OnboardingWizardMachine>;
