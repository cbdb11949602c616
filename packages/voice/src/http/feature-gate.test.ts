import { VOICE_PATHS, VOICE_PREFIX, voicePath } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { flagsFor } from './feature-gate';
import { useIdentity, useVoice } from './test-harness';

const ids = useIdentity();

describe('which flags open which voice calls', () => {
  it('the dispatch agent needs VOICE_AI, campaigns VOICE_AI_BROKER, shared screens either', () => {
    expect(flagsFor(VOICE_PATHS.callBroker)).toEqual(['VOICE_AI']);
    expect(flagsFor(VOICE_PATHS.parseLoadDetails)).toEqual(['VOICE_AI']);
    expect(flagsFor(VOICE_PATHS.activeCalls)).toEqual(['VOICE_AI']);
    expect(flagsFor(VOICE_PATHS.parseLoadOfferCampaignDetails)).toEqual(['VOICE_AI_BROKER']);
    expect(flagsFor(VOICE_PATHS.calls)).toEqual(['VOICE_AI', 'VOICE_AI_BROKER']);
    expect(flagsFor(voicePath(VOICE_PATHS.call, { id: 'c-1' }))).toEqual([
      'VOICE_AI',
      'VOICE_AI_BROKER',
    ]);
    expect(flagsFor(VOICE_PATHS.signupFlowStatus)).toEqual(['VOICE_AI', 'VOICE_AI_BROKER']);
    expect(flagsFor(VOICE_PATHS.session)).toBeNull();
    expect(flagsFor(`${VOICE_PATHS.calls}/c-1/extra`)).toBeNull();
    expect(flagsFor(`${VOICE_PREFIX}/no-such-route`)).toBeNull();
  });
});

describe.each(testBackends())('voice feature flags on $name', (backend) => {
  const h = useVoice(backend, ids);

  it('when the account lacks the flag, then the voice call answers 403 with a clear message', async () => {
    // The demo brokerage has VOICE_AI_BROKER but not VOICE_AI.
    const refused = await h.call('GET', VOICE_PATHS.activeCalls, ids.broker.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'feature/disabled',
      detail: 'This feature (VOICE_AI) is not enabled for your account.',
    });
    expect(
      (await h.call('GET', VOICE_PATHS.signupFlowStatus, ids.broker.access_token)).status,
    ).toBe(200);
    const mine = await fetch(`${h.base}/voice/active_calls`, {
      headers: { authorization: `Bearer ${ids.carrier.access_token}` },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
  });

  it('when the carrier has Voice AI turned off, then even its call history is refused', async () => {
    await ids.identity.setFlag(ids.carrier.user.account_id, 'VOICE_AI', false);
    try {
      const refused = await h.call('POST', VOICE_PATHS.calls, ids.carrier.access_token, {});
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(
        'This feature (VOICE_AI or VOICE_AI_BROKER) is not enabled for your account.',
      );
      // Without a token it is still 401, before any flag is looked up.
      expect((await h.call('POST', VOICE_PATHS.calls, undefined, {})).status).toBe(401);
    } finally {
      await ids.identity.setFlag(ids.carrier.user.account_id, 'VOICE_AI', true);
    }
  });
});
