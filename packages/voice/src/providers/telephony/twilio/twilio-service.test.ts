import { once } from 'node:events';
import { createLogger, freePort } from '@fleet/service-kit';
import { createDatabase } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../../config';
import { type StartedVoice, startVoice } from '../../../server';
import { ProviderConfigError } from '../../index';
import { twilioSignature } from './twilio-telephony';

/** The voice service started with TELEPHONY_PROVIDER=twilio: start-up checks and endpoints. */

const logger = createLogger('voice-test', 'silent');
const TWILIO = {
  TELEPHONY_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'cd'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'service-test-token',
  DEEPGRAM_API_KEY: 'dg',
  // Nothing is dialled here: the API base only has to be a URL.
  TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
};

async function start(env: Record<string, string>): Promise<StartedVoice> {
  const config = { ...loadConfig(env), host: '127.0.0.1' };
  return startVoice(config, { db: await createDatabase({}), logger });
}

describe('voice service with the Twilio provider', () => {
  it('does not start when Twilio is chosen but incomplete, naming the missing variables', async () => {
    await expect(
      startVoice(loadConfig({ TELEPHONY_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 'x' }), { logger }),
    ).rejects.toThrow(
      new ProviderConfigError(
        'TELEPHONY_PROVIDER=twilio is incomplete: set TWILIO_ACCOUNT_SID, VOICE_PUBLIC_URL, DEEPGRAM_API_KEY (see packages/voice/README.md).',
      ),
    );
  });

  it('serves the status webhook (signed) and the media stream socket only with Twilio', async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const voice = await start({ ...TWILIO, PORT: String(port), VOICE_PUBLIC_URL: publicUrl });
    try {
      expect(voice.runtime.telephony.name).toBe('twilio');
      const url = `${publicUrl}/voice/telephony/twilio/status/no-such-call`;
      const params = { CallSid: `CA${'0'.repeat(32)}`, CallStatus: 'completed' };
      const signed = await fetch(url, {
        method: 'POST',
        headers: { 'X-Twilio-Signature': twilioSignature(TWILIO.TWILIO_AUTH_TOKEN, url, params) },
        body: new URLSearchParams(params),
      });
      // Reached before the voice feature gate (no user token), acknowledged, ignored.
      expect(signed.status).toBe(204);
      const forged = await fetch(url, { method: 'POST', body: new URLSearchParams(params) });
      expect(forged.status).toBe(403);
      // The rest of the service is unchanged behind it.
      expect((await fetch(`${publicUrl}/healthz`)).status).toBe(200);

      const socket = new WebSocket(`ws://127.0.0.1:${port}/voice/telephony/twilio/stream`);
      await once(socket, 'open');
      const closed = once(socket, 'close');
      socket.send(
        JSON.stringify({
          event: 'start',
          streamSid: 'MZ1',
          start: { callSid: params.CallSid, customParameters: { callId: 'no-such-call' } },
        }),
      );
      expect((await closed)[0]).toBe(1008);
    } finally {
      await voice.close();
      await voice.db.close();
    }
  });

  it('with the simulated provider, the Twilio endpoints do not exist', async () => {
    const voice = await start({ PORT: '0' });
    try {
      expect(voice.runtime.telephony.name).toBe('simulated');
      const response = await fetch(
        `http://127.0.0.1:${voice.port}/voice/telephony/twilio/status/x`,
        { method: 'POST', body: new URLSearchParams({ CallStatus: 'completed' }) },
      );
      expect(response.status).toBe(404);
      const socket = new WebSocket(`ws://127.0.0.1:${voice.port}/voice/telephony/twilio/stream`);
      const [error] = (await once(socket, 'error')) as [Error];
      expect(error.message).toMatch(/404/);
    } finally {
      await voice.close();
      await voice.db.close();
    }
  });
});
