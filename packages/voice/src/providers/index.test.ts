import { describe, expect, it } from 'vitest';
import { createVirtualClock } from '../agent/domain/clock';
import { loadConfig } from '../config';
import { ProviderConfigError, selectTelephony } from './index';

const clock = createVirtualClock();
const TWILIO = {
  TELEPHONY_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'ab'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'token',
  VOICE_PUBLIC_URL: 'https://voice.example.com',
  DEEPGRAM_API_KEY: 'dg',
};

describe('selectTelephony', () => {
  it('when nothing is configured, then the simulated telephony places the calls', async () => {
    const telephony = selectTelephony(loadConfig({ VOICE_TELEPHONY_SEED: '7' }), { clock });
    expect(telephony.name).toBe('simulated');
    // …0002 is the busy persona of the simulation.
    const result = await telephony.dial({
      callId: 'c1',
      to: '+12145550002',
      from: '+13125550100',
      extension: '',
    });
    expect(result.outcome).toBe('busy');
  });

  it('when Twilio is configured completely, then the Twilio client is used', () => {
    expect(selectTelephony(loadConfig(TWILIO), { clock }).name).toBe('twilio');
  });

  it('when Twilio is configured but incomplete, then start-up fails naming what is missing', () => {
    expect(() => selectTelephony(loadConfig({ TELEPHONY_PROVIDER: 'twilio' }), { clock })).toThrow(
      new ProviderConfigError(
        'TELEPHONY_PROVIDER=twilio is incomplete: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, VOICE_PUBLIC_URL, DEEPGRAM_API_KEY (see packages/voice/README.md).',
      ),
    );
    const { DEEPGRAM_API_KEY: _, ...withoutSpeech } = TWILIO;
    expect(() => selectTelephony(loadConfig(withoutSpeech), { clock })).toThrow(
      /incomplete: set DEEPGRAM_API_KEY \(/,
    );
  });
});
