import {
  type CampaignCallSession,
  type CampaignPushEvent,
  campaignHistoryResponseSchema,
  campaignSchema,
  carrierUploadResultSchema,
  VOICE_PATHS,
  voicePath,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { TERMINATE_GOODBYE } from '../../agent/domain/carrier-sales';
import {
  approve,
  eventually,
  INTERNAL_TOKEN,
  useIdentity,
  useVoice,
  type VoiceHarness,
} from '../../http/test-harness';
import { CAMPAIGN_CALL_INTERRUPTED } from '../domain/campaign-engine';
import { writeCarrierFile } from '../domain/carrier-file-writer';

/**
 * Carrier Sales campaigns through the voice service's HTTP API and its watcher socket, with the
 * real engine, the real carrier-sales agent and the simulated carriers (the last four digits of
 * a carrier's phone pick its behaviour: providers/telephony/simulated/carriers/personas.ts).
 */

const ids = useIdentity();

const BOOKS = '+1-312-555-0101';
const TOO_EXPENSIVE = '+1-312-555-0102';
const VOICEMAIL = '+1-312-555-0103';
const BUSY = '+1-312-555-0104';

const LOAD = {
  name: 'Dallas to Atlanta',
  strategy: 'sequential',
  load_details: {
    stops: [
      { cityState: 'Dallas, TX', appointmentType: 'FCFS', appointmentDate: '2026-12-02' },
      { cityState: 'Atlanta, GA', appointmentType: 'Set', appointmentDate: '2026-12-03' },
    ],
    total_distance: 781,
    weight: 42_000,
    equipment_type: 'dry_van',
    commodity: 'Paper rolls',
    temperature: null,
    specialInstructions: null,
    marketRateRange: { min: 1900, max: 2300 },
  },
  rate_range: { min: 1800, max: 2200 },
};

type Row = [name: string, mc: string, phone: string];

function carrierCsv(rows: Row[]): Buffer {
  return Buffer.from(
    writeCarrierFile([['Legal Name', 'MC Number', 'Dispatch Phone'], ...rows], 'csv'),
  );
}

async function upload(h: VoiceHarness, token: string, id: string, file: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${h.base}${voicePath(VOICE_PATHS.campaignCarrierUpload, { id })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function create(h: VoiceHarness, token: string, body: object = LOAD): Promise<string> {
  const response = await h.call('POST', VOICE_PATHS.campaigns, token, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data as { id: string }).id;
}

async function campaignOf(h: VoiceHarness, token: string, id: string) {
  const response = await h.call('GET', voicePath(VOICE_PATHS.campaign, { id }), token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return campaignSchema.parse(response.body.data);
}

/** The gateway's view of the campaign: every push event until the socket closes. */
function watchCampaign(h: VoiceHarness, id: string) {
  const ws = new WebSocket(
    `ws://127.0.0.1:${h.voice.port}/voice/load-offer-campaign-watcher/${id}`,
    {
      headers: { authorization: `Bearer ${INTERNAL_TOKEN}` },
    },
  );
  const events: Array<CampaignPushEvent & { event_id: string }> = [];
  ws.on('message', (data) => events.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => ws.once('open', () => resolve()));
  return { events, closed, opened, ws };
}

describe.each(testBackends())('carrier sales campaigns on $name', (backend) => {
  const h = useVoice(backend, ids);
  const broker = () => ids.broker.access_token;
  const brokerAccount = () => ids.broker.user.account_id;

  it('when a load lacks required data, then 400 names what is missing and nothing is stored', async () => {
    await approve(h.db, brokerAccount());
    const response = await h.call('POST', VOICE_PATHS.campaigns, broker(), {
      ...LOAD,
      load_details: { ...LOAD.load_details, weight: 0, commodity: ' ' },
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Missing required data to create load: Weight, Commodity');
    const active = await h.call('GET', VOICE_PATHS.activeCampaigns, broker());
    expect(active.body).toEqual({ status: 'success', data: [] });
  });

  it('when a carrier list is uploaded, then its carriers are stored with the report; a bad file changes nothing', async () => {
    const id = await create(h, broker());
    const good = await upload(
      h,
      broker(),
      id,
      carrierCsv([
        ['Acme Freight', 'MC-100101', BOOKS],
        ['Bad Row Inc', '100102', 'not a phone'],
      ]),
      'carriers.csv',
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(carrierUploadResultSchema.parse(good.body.data)).toMatchObject({
      processed: 1,
      total_rows: 2,
      failed: 1,
      file_name: 'carriers.csv',
    });
    const bad = await upload(h, broker(), id, Buffer.from('%PDF-1.7 not a sheet'), 'carriers.xlsx');
    expect(bad.status).toBe(400);
    expect(String(bad.body.detail)).toMatch(/\S/);
    const campaign = await campaignOf(h, broker(), id);
    expect(campaign.carrier_list.map((c) => c.legal_name)).toEqual(['Acme Freight']);
    expect(campaign.carrier_file_name).toBe('carriers.csv');
  });

  it('when the broker has not finished Voice AI signup, then Call Carriers is refused', async () => {
    const id = await create(h, broker());
    await upload(h, broker(), id, carrierCsv([['Acme Freight', '500101', BOOKS]]), 'c.csv');
    const response = await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe('Voice AI signup is not complete.');
    expect((await campaignOf(h, broker(), id)).call_sessions).toEqual([]);
  });

  it('when Call Carriers is pressed with no carriers, then it is refused with the screen message', async () => {
    await approve(h.db, brokerAccount());
    const id = await create(h, broker());
    const response = await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe('Cannot start load: No carriers in list.');
    expect((await campaignOf(h, broker(), id)).status).toBe('stop');
  });

  it('when carriers are called in turn, then the first that agrees books the load and the watcher sees it all', async () => {
    await approve(h.db, brokerAccount());
    const id = await create(h, broker());
    await upload(
      h,
      broker(),
      id,
      carrierCsv([
        ['Pricey Lines', '200102', TOO_EXPENSIVE],
        ['Busy Bee Trucking', '200104', BUSY],
        ['Acme Freight', '200101', BOOKS],
        ['Never Called LLC', '200103', VOICEMAIL],
      ]),
      'carriers.csv',
    );
    const watcher = watchCampaign(h, id);
    await watcher.opened;
    const started = await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    const done = await eventually(async () => {
      const campaign = await campaignOf(h, broker(), id);
      return campaign.status === 'confirmed' ? campaign : undefined;
    }, 60_000);
    const calls = done.call_sessions;
    expect(calls.map((c) => c.carrier_info.legal_name)).toEqual([
      'Pricey Lines',
      'Busy Bee Trucking',
      'Acme Freight',
    ]);
    const booked = calls[2] as CampaignCallSession;
    expect(booked.booking_status).toBe('Booked');
    expect(booked.carrier_rate).toBeLessThanOrEqual(LOAD.rate_range.max);
    expect(booked.conversation.some((line) => line.sender === 'other')).toBe(true);
    expect(calls[1]?.call_status).toBe('busy');
    expect(done.state.best_offer).not.toBeNull();
    // One notification per call: what it came to, the booking last.
    expect(done.notifications).toHaveLength(3);
    expect(done.notifications.at(-1)).toMatchObject({
      notification_type: 'info',
      message: expect.stringMatching(/^Booked with Acme Freight at \$[\d,]+\.$/),
    });

    // The watcher: initial_status first, a call_added per call, the end; then it closes.
    expect(await watcher.closed).toBe(1000);
    const types = watcher.events.map((e) => e.type);
    expect(types[0]).toBe('initial_status');
    expect(types.filter((t) => t === 'call_added')).toHaveLength(3);
    expect(types.filter((t) => t === 'call_completed')).toHaveLength(3);
    expect(watcher.events.filter((e) => e.type === 'campaign_status_update').at(-1)).toMatchObject({
      status: 'confirmed',
    });
    expect(new Set(watcher.events.map((e) => e.event_id)).size).toBe(watcher.events.length);
  }, 90_000);

  it('when paused during a call, then no one more is called until Resume; Cancel ends it', async () => {
    await approve(h.db, brokerAccount());
    const id = await create(h, broker());
    await upload(
      h,
      broker(),
      id,
      carrierCsv([
        ['One', '300102', '+1-312-555-0102'],
        ['Two', '300103', '+1-312-555-1103'],
        ['Three', '300104', '+1-312-555-2104'],
      ]),
      'carriers.csv',
    );
    await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    const pause = await h.call(
      'POST',
      `${voicePath(VOICE_PATHS.campaignPauseResume, { id })}?action=pause`,
      broker(),
    );
    expect(pause.status, JSON.stringify(pause.body)).toBe(200);
    const paused = await eventually(async () => {
      const campaign = await campaignOf(h, broker(), id);
      return campaign.status === 'paused' ? campaign : undefined;
    }, 30_000);
    const callsWhenPaused = paused.call_sessions.length;
    expect(callsWhenPaused).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await campaignOf(h, broker(), id)).call_sessions).toHaveLength(1);

    const resume = await h.call(
      'POST',
      `${voicePath(VOICE_PATHS.campaignPauseResume, { id })}?action=resume`,
      broker(),
    );
    expect(resume.status, JSON.stringify(resume.body)).toBe(200);
    const cancel = await h.call('POST', voicePath(VOICE_PATHS.campaignCancel, { id }), broker());
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const cancelled = await campaignOf(h, broker(), id);
    expect(cancelled.status).toBe('cancelled');
    const again = await h.call('POST', voicePath(VOICE_PATHS.campaignCancel, { id }), broker());
    expect(again.status).toBe(409);
    // A cancelled load's details and carriers are locked.
    const update = await h.call('PUT', voicePath(VOICE_PATHS.campaign, { id }), broker(), LOAD);
    expect(update.status).toBe(409);
  }, 60_000);

  it('when no carrier agrees, then the load ends completed (Not Booked) after every carrier was called', async () => {
    await approve(h.db, brokerAccount());
    const id = await create(h, broker());
    await upload(
      h,
      broker(),
      id,
      carrierCsv([
        ['Pricey Lines', '600102', TOO_EXPENSIVE],
        ['Busy Bee Trucking', '600104', BUSY],
      ]),
      'carriers.csv',
    );
    await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    const done = await eventually(async () => {
      const campaign = await campaignOf(h, broker(), id);
      return campaign.status === 'completed' ? campaign : undefined;
    }, 60_000);
    expect(done.call_sessions.map((c) => c.booking_status)).not.toContain('Booked');
    expect(done.call_sessions).toHaveLength(2);
    const again = await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    expect(again.status).toBe(409);
  }, 90_000);

  it('when the load is cancelled during a call, then the agent closes the call politely and nobody more is called', async () => {
    await approve(h.db, brokerAccount());
    await h.restart({ timeScale: 0.05 });
    const id = await create(h, broker());
    await upload(
      h,
      broker(),
      id,
      carrierCsv([
        ['Talker Transport', '700105', '+1-312-555-0105'],
        ['Second Carrier', '700101', BOOKS],
      ]),
      'carriers.csv',
    );
    await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    await eventually(async () => {
      const first = (await campaignOf(h, broker(), id)).call_sessions[0];
      return first && first.conversation.length >= 2 ? true : undefined;
    }, 30_000);
    const cancel = await h.call('POST', voicePath(VOICE_PATHS.campaignCancel, { id }), broker());
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const ended = await eventually(async () => {
      const campaign = await campaignOf(h, broker(), id);
      const first = campaign.call_sessions[0];
      return first && ['canceled', 'completed'].includes(first.call_status) ? campaign : undefined;
    }, 30_000);
    expect(ended.status).toBe('cancelled');
    expect(ended.call_sessions).toHaveLength(1);
    const agentLines = ended.call_sessions[0]!.conversation.filter((l) => l.sender === 'agent');
    expect(agentLines.at(-1)?.message).toBe(TERMINATE_GOODBYE);
  }, 60_000);

  it('when the service restarts mid-campaign, then the cut-off call ends failed and calling goes on with the next carrier, nobody twice', async () => {
    await approve(h.db, brokerAccount());
    const id = await create(h, broker());
    await upload(
      h,
      broker(),
      id,
      carrierCsv([
        ['First', '400101', '+1-312-555-4102'],
        ['Second', '400102', '+1-312-555-5102'],
        ['Third', '400103', '+1-312-555-6101'],
      ]),
      'carriers.csv',
    );
    await h.restart({ timeScale: 0.02 });
    await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    await eventually(async () => {
      const campaign = await campaignOf(h, broker(), id);
      const first = campaign.call_sessions[0];
      return first && first.conversation.length > 0 ? true : undefined;
    }, 30_000);
    await h.restart({ timeScale: 0.002 });
    const after = await eventually(async () => {
      const campaign = await campaignOf(h, broker(), id);
      return ['confirmed', 'completed'].includes(campaign.status) ? campaign : undefined;
    }, 60_000);
    const first = after.call_sessions[0];
    expect(first).toMatchObject({ call_status: 'failed', end_reason: CAMPAIGN_CALL_INTERRUPTED });
    const called = after.call_sessions.map((c) => c.carrier_id);
    expect(new Set(called).size).toBe(called.length);
    expect(called.length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('when the database is away for a moment during a campaign, then calling goes on and nobody is called twice', async () => {
    await approve(h.db, brokerAccount());
    const id = await create(h, broker());
    await upload(
      h,
      broker(),
      id,
      carrierCsv([
        ['First', '900102', '+1-312-555-7102'],
        ['Second', '900104', '+1-312-555-7104'],
        ['Third', '900101', BOOKS],
      ]),
      'carriers.csv',
    );
    // What a restart or a failover answers (admin shutdown, 57P01): the next two picks fail.
    const repo = h.voice.runtime.campaigns;
    const pick = repo.claimNextCarrier.bind(repo);
    let outages = 0;
    repo.claimNextCarrier = async (accountId, campaignId) => {
      if (outages < 2) {
        outages += 1;
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      }
      return pick(accountId, campaignId);
    };
    await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    const done = await eventually(async () => {
      const campaign = await campaignOf(h, broker(), id);
      return ['confirmed', 'completed', 'failed'].includes(campaign.status) ? campaign : undefined;
    }, 60_000);
    expect(outages).toBe(2);
    expect(done.status).toBe('confirmed');
    const called = done.call_sessions.map((c) => c.carrier_id);
    expect(new Set(called).size).toBe(called.length);
  }, 90_000);

  it('when a push says a carrier booked, then a read right after it answers Booked though the write is still landing', async () => {
    await approve(h.db, brokerAccount());
    const id = await create(h, broker());
    await upload(h, broker(), id, carrierCsv([['Acme Freight', '910101', BOOKS]]), 'c.csv');
    // The booking's write lands late (a busy database): the push goes out before it.
    const repo = h.voice.runtime.campaigns;
    const update = repo.updateCall.bind(repo);
    repo.updateCall = async (accountId, callUid, patch) => {
      if (patch.bookingStatus === 'Booked') await new Promise((r) => setTimeout(r, 400));
      return update(accountId, callUid, patch);
    };
    const watcher = watchCampaign(h, id);
    await watcher.opened;
    const bookedPush = new Promise<void>((resolve) =>
      watcher.ws.on('message', (data) => {
        const event = JSON.parse(String(data)) as CampaignPushEvent;
        if (event.type === 'call_booking_status_update' && event.booking_status === 'Booked') {
          resolve();
        }
      }),
    );
    await h.call('POST', voicePath(VOICE_PATHS.campaignExecute, { id }), broker());
    await bookedPush;
    const calls = await h.call('GET', voicePath(VOICE_PATHS.campaignCalls, { id }), broker());
    expect(calls.status).toBe(200);
    const [call] = calls.body.data as CampaignCallSession[];
    expect(call?.booking_status).toBe('Booked');
    await watcher.closed;
  }, 90_000);

  it('when another account or a carrier asks, then the campaign is not found or forbidden', async () => {
    const id = await create(h, broker());
    const asCarrier = await h.call(
      'GET',
      voicePath(VOICE_PATHS.campaign, { id }),
      ids.carrier.access_token,
    );
    expect([403, 404]).toContain(asCarrier.status);
    const history = await h.call('GET', `${VOICE_PATHS.campaignHistory}?status=stop`, broker());
    expect(
      campaignHistoryResponseSchema.parse(history.body).data.campaigns.map((c) => c.id),
    ).toEqual([id]);
    const filtered = await h.call(
      'GET',
      `${VOICE_PATHS.campaignHistory}?status=stop&pickup_location=Chicago`,
      broker(),
    );
    expect(campaignHistoryResponseSchema.parse(filtered.body).data.pagination.total_items).toBe(0);
  });
});
