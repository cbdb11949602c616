import { randomBytes } from 'node:crypto';
import { VOICE_PATHS, voicePath } from '@fleet/contracts';
import { connect, type TestSocket } from '@fleet/gateway/testing';
import { seedVoiceDemo } from '@fleet/voice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropRedisKeys,
  type Gateway,
  type Services,
  sampleUpstreams,
  startGateways,
  startServices,
  voiceCall,
} from './testing/stack';

/**
 * Two tabs on one live campaign, through real gateways (in-process, and on Redis with one tab on
 * each of two instances when the run has Redis) to the real voice service: a Pause pressed in one
 * tab reaches the other within a second, over one upstream for the campaign.
 */

const redisUrl = process.env.TEST_REDIS_URL;
/** Carriers who never answer keep the campaign calling (ring-outs at the test's time scale). */
const NO_ANSWER = (i: number) =>
  `+1-312-555-${String(2000 + i * 100 + 7)
    .padStart(4, '0')
    .slice(-4)}`;

type Frame = { type: string; seq?: number; status?: string; [key: string]: unknown };
const framesOf = (socket: TestSocket) => socket.messages as Frame[];

let services: Services;
beforeAll(async () => {
  services = await startServices();
  await seedVoiceDemo(services.voice.db, [
    {
      accountId: services.broker.user.account_id,
      useCase: 'broker',
      callerId: '+12145550143',
      carrierInfo: null,
    },
  ]);
});
afterAll(async () => {
  await services?.close();
});

async function runningCampaign(): Promise<string> {
  const token = services.broker.access_token;
  const created = await voiceCall(services, 'POST', VOICE_PATHS.campaigns, token, {
    name: 'Tabs test',
    load_details: {
      stops: [
        { cityState: 'Dallas, TX', appointmentType: 'FCFS' },
        { cityState: 'Memphis, TN', appointmentType: 'FCFS' },
      ],
      weight: 40_000,
      commodity: 'Paper',
      equipment_type: 'dry_van',
    },
    rate_range: { min: 1500, max: 1900 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = (created.body.data as { id: string }).id;
  const csv = [
    'Legal Name,MC Number,Dispatch Phone',
    ...Array.from({ length: 40 }, (_, i) => `Carrier ${i},${700_000 + i},${NO_ANSWER(i)}`),
  ].join('\n');
  const form = new FormData();
  form.append('file', new Blob([csv]), 'carriers.csv');
  const uploaded = await fetch(
    `${services.voiceUrl}${voicePath(VOICE_PATHS.campaignCarrierUpload, { id })}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
  );
  expect(uploaded.status).toBe(200);
  const started = await voiceCall(
    services,
    'POST',
    voicePath(VOICE_PATHS.campaignExecute, { id }),
    token,
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return id;
}

const modes = [{ name: 'in-process', redis: undefined as string | undefined }];
if (redisUrl) modes.push({ name: 'redis, two gateway instances', redis: redisUrl });

describe.each(modes)('a live campaign in two tabs ($name)', ({ redis }) => {
  const prefix = `campaign-test-${randomBytes(4).toString('hex')}:`;
  let gateways: Gateway[] = [];
  beforeAll(async () => {
    gateways = await startGateways(services, { redisUrl: redis, prefix, count: 2 });
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.started.close()));
    if (redis) await dropRedisKeys(redis, prefix);
  });

  function tab(gateway: Gateway, id: string) {
    return connect(
      `${gateway.ws}/voice/load-offer-campaign-watcher/${id}?token=${services.broker.access_token}`,
    );
  }
  const statusesOf = (socket: TestSocket) =>
    framesOf(socket)
      .filter((f) => f.type === 'campaign_status_update' || f.type === 'initial_status')
      .map((f) => f.status);

  it('when one tab pauses, then the other sees it within a second, over one upstream; both see the same events', async () => {
    const id = await runningCampaign();
    const upstream = sampleUpstreams(services.voice, id);
    const a = tab(gateways[0]!, id);
    const b = tab(gateways.at(-1)!, id);
    try {
      await Promise.all([a.opened, b.opened]);
      await expect
        .poll(() => framesOf(a).some((f) => f.type === 'call_added'), { timeout: 20_000 })
        .toBe(true);

      const pressed = Date.now();
      const paused = await voiceCall(
        services,
        'POST',
        `${voicePath(VOICE_PATHS.campaignPauseResume, { id })}?action=pause`,
        services.broker.access_token,
      );
      expect(paused.status, JSON.stringify(paused.body)).toBe(200);
      await expect
        .poll(() => statusesOf(b).includes('pause'), { timeout: 1_000, interval: 5 })
        .toBe(true);
      const seenAfterMs = Date.now() - pressed;
      console.info(
        `[campaign tabs] the other tab saw the pause ${seenAfterMs} ms after it was pressed`,
      );
      await expect.poll(() => statusesOf(b).includes('paused'), { timeout: 20_000 }).toBe(true);

      // Both tabs got the same events in the same order (seq), through one upstream at a time.
      const events = (socket: TestSocket) =>
        framesOf(socket)
          .filter((f) => typeof f.seq === 'number')
          .map((f) => `${f.seq}:${f.type}:${f.status ?? ''}`);
      await expect.poll(() => events(a).length === events(b).length, { timeout: 5_000 }).toBe(true);
      expect(events(a)).toEqual(events(b));
      expect(Math.max(...upstream.samples)).toBe(1);
    } finally {
      upstream.stop();
      a.ws.terminate();
      b.ws.terminate();
      await voiceCall(
        services,
        'POST',
        voicePath(VOICE_PATHS.campaignCancel, { id }),
        services.broker.access_token,
      );
    }
  }, 60_000);
});
