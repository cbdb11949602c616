import type { TelephonyProvider } from '../../providers/telephony/types';

/**
 * The onboarding verification call (register_caller_id): we call the number being registered,
 * ask the person to key in the code shown on their screen, and compare. The simulated callee
 * keys the code it was given in the simulation hint; numbers whose persona does not pick up
 * (…0001 no answer, …0002 busy, …0010 not in service) fail.
 */
export interface VerificationCallRequest {
  to: string;
  extension?: string;
  code: string;
  /** Our caller id (E.164); defaults to the service number. */
  from?: string;
  callId?: string;
}

const PROMPT_ATTEMPTS = 2;
const DIGIT_TIMEOUT_MS = 20_000;

export async function placeVerificationCall(
  provider: TelephonyProvider,
  request: VerificationCallRequest,
): Promise<'verified' | 'failed'> {
  try {
    const result = await provider.dial({
      callId: request.callId ?? `verify-${request.to.replace(/\D/g, '')}-${request.code}`,
      to: request.to,
      extension: request.extension ?? '',
      from: request.from ?? '',
      simulation: { kind: 'verification', code: request.code },
    });
    if (result.outcome !== 'answered') {
      if (result.outcome === 'voicemail') await result.session.hangup();
      return 'failed';
    }
    const { session } = result;
    try {
      for (let attempt = 0; attempt < PROMPT_ATTEMPTS; attempt++) {
        await session.say(
          attempt === 0
            ? 'Hello, this is the voice assistant verification call. Please enter the code shown on your screen, using your keypad.'
            : 'Sorry, we did not get that. Please enter the code shown on your screen now.',
        );
        const keyed = await session.collectDigits(request.code.length, DIGIT_TIMEOUT_MS);
        if (keyed === request.code) {
          await session.say('Thank you, your number is verified. Goodbye.');
          return 'verified';
        }
        if (!session.isOpen) return 'failed';
        if (keyed !== null) {
          await session.say('That code did not match.');
        }
      }
      await session.say('We could not verify your number. Goodbye.');
      return 'failed';
    } finally {
      await session.hangup();
    }
  } catch {
    return 'failed';
  }
}
