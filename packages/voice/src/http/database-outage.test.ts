import { createDatabase } from '@fleet/service-kit/db';
import { expect, it } from 'vitest';
import { startVoice } from '../server';
import { silentLogger, useIdentity, voiceConfig } from './test-harness';

const ids = useIdentity();

it('when the database goes away, then a voice call answers 503 with Retry-After and a detail, not 500', async () => {
  const db = await createDatabase({});
  const voice = await startVoice(voiceConfig(ids.identity.apiUrl), { db, logger: silentLogger });
  try {
    await db.close();
    const response = await fetch(`http://127.0.0.1:${voice.port}/voice/calls`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ids.carrier.access_token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const detail = 'The service is briefly unavailable. Please try again in a few seconds.';
    expect(await response.json()).toEqual({
      code: 'service/unavailable',
      message: detail,
      detail,
    });
  } finally {
    await voice.close();
  }
});
