import {
  ONBOARDING_COMPLETE_MESSAGE,
  type OnboardingUseCase,
  onboardingWizardMachine,
  type RegisterCallerIdInput,
  type RegisterCallerIdOutput,
  selectCompletionMessage,
  selectOnboardingError,
  selectOnboardingIsBusy,
  selectOnboardingStep,
  selectOnboardingStepCount,
  selectOnboardingStepIndex,
  selectValidationCode,
  type UpdateCarrierInfoInput,
} from '@fleet/machines';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stepper,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { Page } from '@/components/ui/page';
import { useAuthSelector } from '@/lib/auth';
import { useCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/notify';
import { createVerificationCheck } from '../api/check-verification';
import {
  getSignupFlowStatus,
  signupFlowStatusQueryKey,
  signupFlowStatusQueryOptions,
  useSignupFlowStatus,
} from '../api/get-signup-flow-status';
import { registerCallerId } from '../api/register-caller-id';
import { updateCarrierInfo } from '../api/update-carrier-info';
import { CarrierInfoStep } from './carrier-info-step';
import { CompleteStep } from './complete-step';
import { PhoneStep } from './phone-step';
import { VerificationStep } from './verification-step';

/** The verification poll (document 3: the wizard waits for the call; every ~2 s). */
export const VERIFICATION_POLL_MS = 2_000;

function displayPhone(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}

/** The shared onboarding machine with the browser's effects: the voice service over fetch. */
function useWizardLogic() {
  const queryClient = useQueryClient();
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  const [logic] = useState(() => {
    const statusKey = signupFlowStatusQueryKey(accountId);
    const checkVerification = createVerificationCheck(async () => {
      const status = await getSignupFlowStatus();
      queryClient.setQueryData(statusKey, status);
      return status;
    });
    return onboardingWizardMachine.provide({
      actors: {
        // The page has just asked; use that answer rather than asking twice.
        fetchSignupStatus: fromPromise(() =>
          queryClient.ensureQueryData(signupFlowStatusQueryOptions(accountId)),
        ),
        registerCallerId: fromPromise<RegisterCallerIdOutput, RegisterCallerIdInput>(({ input }) =>
          registerCallerId(input),
        ),
        checkVerification: fromPromise(() => checkVerification()),
        updateCarrierInfo: fromPromise<unknown, UpdateCarrierInfoInput>(({ input }) =>
          updateCarrierInfo(input),
        ),
      },
    });
  });
  return logic;
}

/**
 * The Voice AI onboarding wizard (document 3 §2) on the shared `onboardingWizardMachine`: 1 phone,
 * 1.5 verification, 2 carrier details (unless skipped), 3 complete. Failures show the spec's
 * toasts; focus moves to each step's heading.
 */
export function OnboardingWizard({ useCase }: { useCase: OnboardingUseCase }) {
  const logic = useWizardLogic();
  const [snapshot, send] = useMachine(logic, {
    input: { useCase, pollIntervalMs: VERIFICATION_POLL_MS },
  });
  const queryClient = useQueryClient();
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  const { user } = useCurrentUser();
  const status = useSignupFlowStatus();

  const step = selectOnboardingStep(snapshot);
  const error = selectOnboardingError(snapshot);
  const busy = selectOnboardingIsBusy(snapshot);
  const stepCount = selectOnboardingStepCount(snapshot);
  const done = step === 'step3' || step === 'allSet';
  const active = done ? stepCount : selectOnboardingStepIndex(snapshot);
  const code = selectValidationCode(snapshot);

  // Every failure once, as a toast (the machine clears the error on the next try). A status that
  // cannot be loaded is shown in place, with Retry, instead.
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (error !== toasted.current && error && step !== 'loadFailed') notify.error(error);
    toasted.current = error;
  }, [error, step]);

  // At the end, ask again: approval may already be through (then no ' after approval').
  useEffect(() => {
    if (step === 'step3') {
      void queryClient.invalidateQueries({ queryKey: signupFlowStatusQueryKey(accountId) });
    }
  }, [step, queryClient, accountId]);

  // Focus follows the step: each step's heading, after the first render.
  const container = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = step;
    // The first screen after loading keeps the focus where navigation put it (the page heading).
    if (previous === step || previous === 'loading') return;
    container.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);

  const completion =
    status.data && step === 'step3'
      ? status.data.is_signup_flow_required
        ? `${ONBOARDING_COMPLETE_MESSAGE} after approval`
        : ONBOARDING_COMPLETE_MESSAGE
      : selectCompletionMessage(snapshot);

  const steps = [
    {
      label: 'Register phone',
      description: step === 'step1_5' ? 'Verification' : 'Phone number',
    },
    ...(stepCount === 3 ? [{ label: 'Carrier details', description: 'Your company' }] : []),
    { label: 'Complete', description: 'Ready to call' },
  ];

  let content: ReactNode = null;
  switch (step) {
    case 'loading':
      content = (
        <Center py="xl" role="status">
          <Loader aria-label="Checking signup status" />
        </Center>
      );
      break;
    case 'loadFailed':
      content = (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{error ?? 'Error checking signup flow status.'}</Text>
            <Button
              size="xs"
              variant="outline"
              color="red"
              onClick={() => send({ type: 'onboarding.retry' })}
            >
              Retry
            </Button>
          </Group>
        </Alert>
      );
      break;
    case 'step1':
      content = (
        <PhoneStep
          initialPhone={snapshot.context.phone}
          initialExtension={snapshot.context.extension}
          submitting={busy}
          onSubmit={(phone, extension) =>
            send({ type: 'onboarding.submitPhone', phone, ...(extension ? { extension } : {}) })
          }
        />
      );
      break;
    case 'step1_5':
      content = (
        <VerificationStep
          code={code ?? ''}
          phone={displayPhone(snapshot.context.phone)}
          onBack={() => send({ type: 'onboarding.back' })}
        />
      );
      break;
    case 'step2':
      content = (
        <CarrierInfoStep
          defaultRepresentative={user?.display_name?.trim() ?? ''}
          defaultPhone={snapshot.context.phone || snapshot.context.status?.caller_id || ''}
          saving={busy}
          onSubmit={(info) => send({ type: 'onboarding.submitCarrierInfo', info })}
          onBack={() => send({ type: 'onboarding.back' })}
        />
      );
      break;
    case 'step3':
      content = <CompleteStep message={completion} allSet={false} />;
      break;
    case 'allSet':
      content = <CompleteStep message={completion} allSet />;
      break;
  }

  return (
    <Page title="Voice AI Onboarding">
      <Box ref={container}>
        <Paper withBorder radius="md" p="lg">
          {/* The stepper is a picture of progress (its steps cannot be chosen); assistive
              technology gets the same as one sentence. */}
          <Box aria-hidden="true" data-testid="onboarding-steps" mb="xl">
            <Stepper active={active} size="sm" allowNextStepsSelect={false}>
              {steps.map((item) => (
                <Stepper.Step
                  key={item.label}
                  label={item.label}
                  description={item.description}
                  allowStepSelect={false}
                />
              ))}
            </Stepper>
          </Box>
          <VisuallyHidden>
            {done
              ? `All ${steps.length} steps complete`
              : `Step ${active + 1} of ${steps.length}: ${steps[active]?.label ?? ''}`}
          </VisuallyHidden>
          {content}
        </Paper>
      </Box>
    </Page>
  );
}
