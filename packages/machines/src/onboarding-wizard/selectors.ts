import type { OnboardingWizardSnapshot } from './onboarding-wizard.machine';
import type { OnboardingStep } from './types';

export const ONBOARDING_COMPLETE_MESSAGE = 'Your AI assistant is now set up and ready to use';
export const ALL_SET_MESSAGE = 'All Set!';

const STEPS: OnboardingStep[] = [
  'loading',
  'loadFailed',
  'step1',
  'step1_5',
  'step2',
  'step3',
  'allSet',
];

/** The screen to render. */
export const selectOnboardingStep = (snapshot: OnboardingWizardSnapshot): OnboardingStep =>
  STEPS.find((step) => snapshot.matches(step)) ?? 'loading';

/** The skip-carrier-info setting is on: step 2 is left out. */
export const selectSkipsCarrierInfo = (snapshot: OnboardingWizardSnapshot): boolean =>
  snapshot.context.status?.skip_carrier_info === true;

/** Steps of the stepper: 3, or 2 when carrier details are skipped (§9). */
export const selectOnboardingStepCount = (snapshot: OnboardingWizardSnapshot): number =>
  selectSkipsCarrierInfo(snapshot) ? 2 : 3;

/** The stepper's current index (0-based): steps 1 and 1.5 share the first. */
export const selectOnboardingStepIndex = (snapshot: OnboardingWizardSnapshot): number => {
  const step = selectOnboardingStep(snapshot);
  if (step === 'step2') return 1;
  if (step === 'step3' || step === 'allSet') return selectOnboardingStepCount(snapshot) - 1;
  return 0;
};

/** The code to key in during the verification call (step 1.5). */
export const selectValidationCode = (snapshot: OnboardingWizardSnapshot): string | null =>
  snapshot.context.validationCode;

export const selectOnboardingError = (snapshot: OnboardingWizardSnapshot): string | null =>
  snapshot.context.error;

/** A request the user waits for: loading the status, registering the phone, saving step 2. */
export const selectOnboardingIsBusy = (snapshot: OnboardingWizardSnapshot): boolean =>
  snapshot.matches('loading') ||
  snapshot.matches({ step1: 'registering' }) ||
  snapshot.matches({ step2: 'saving' });

/** Signup is still required (approval by the provider's team is pending). */
export const selectNeedsApproval = (snapshot: OnboardingWizardSnapshot): boolean =>
  snapshot.context.status?.is_signup_flow_required ?? true;

/** Step 3's text: with ' after approval' while signup is still required. */
export const selectCompletionMessage = (snapshot: OnboardingWizardSnapshot): string =>
  selectNeedsApproval(snapshot)
    ? `${ONBOARDING_COMPLETE_MESSAGE} after approval`
    : ONBOARDING_COMPLETE_MESSAGE;
