import type { SignupFlowStatus } from '@fleet/contracts';

/** What the verification poll makes of a status: the code was keyed in, failed, or not yet. */
export function verificationState(status: SignupFlowStatus): 'verified' | 'failed' | 'calling' {
  if (status.caller_id_verified && status.signup_errors.length === 0) return 'verified';
  if (status.signup_errors.length > 0) return 'failed';
  return 'calling';
}

/** A poll that cannot reach the service this many times in a row gives up ('Failed to verify.'). */
export const MAX_POLL_FAILURES = 3;

/**
 * Wraps a status fetch as the wizard's `checkVerification` actor body: a passing network hiccup
 * counts as "not yet"; the third failure in a row is a failure.
 */
export function createVerificationCheck(fetchStatus: () => Promise<SignupFlowStatus>) {
  let failures = 0;
  return async (): Promise<'verified' | 'failed' | 'calling'> => {
    try {
      const status = await fetchStatus();
      failures = 0;
      return verificationState(status);
    } catch (error) {
      failures += 1;
      if (failures >= MAX_POLL_FAILURES) throw error;
      return 'calling';
    }
  };
}
