import type { AgentClock } from '../agent/domain/clock';
import type { VoiceConfig } from '../config';
import { createDeepgramSpeech } from './speech/deepgram/deepgram-speech';
import { createSimulatedTelephony } from './telephony/simulated';
import { createTwilioTelephony } from './telephony/twilio/twilio-telephony';
import type { TelephonyProvider } from './telephony/types';

/** A provider chosen by configuration lacks settings it needs: the service does not start. */
export class ProviderConfigError extends Error {
  override name = 'ProviderConfigError';
}

/**
 * The one place the telephony provider is chosen (TELEPHONY_PROVIDER): the simulated far end (the
 * default, offline) or Twilio with Deepgram speech. A provider that is chosen but lacks settings
 * throws a ProviderConfigError naming every missing variable.
 */
export function selectTelephony(
  config: Pick<VoiceConfig, 'telephony' | 'telephonySeed'>,
  runtime: { clock: AgentClock; fetch?: typeof fetch },
): TelephonyProvider {
  const { telephony } = config;
  if (telephony.provider === 'simulated') {
    return createSimulatedTelephony({
      clock: runtime.clock,
      ...(config.telephonySeed === undefined ? {} : { seed: config.telephonySeed }),
    });
  }
  const { accountSid, authToken, apiBaseUrl } = telephony.twilio;
  const { publicUrl, deepgram } = telephony;
  const missing = Object.entries({
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    VOICE_PUBLIC_URL: publicUrl,
    DEEPGRAM_API_KEY: deepgram.apiKey,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (!accountSid || !authToken || !publicUrl || !deepgram.apiKey) {
    throw new ProviderConfigError(
      `TELEPHONY_PROVIDER=twilio is incomplete: set ${missing.join(', ')} (see packages/voice/README.md).`,
    );
  }
  return createTwilioTelephony({
    accountSid,
    authToken,
    apiBaseUrl,
    publicUrl,
    clock: runtime.clock,
    speech: createDeepgramSpeech({
      apiKey: deepgram.apiKey,
      apiBaseUrl: deepgram.apiBaseUrl,
      ...(runtime.fetch ? { fetch: runtime.fetch } : {}),
    }),
    ...(runtime.fetch ? { fetch: runtime.fetch } : {}),
  });
}
