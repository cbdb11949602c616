import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  callBrokerResponseSchema,
  callDetailSchema,
  VOICE_PATHS,
  voicePath,
} from '@fleet/contracts';
import { loadConfig as loadGatewayConfig, startGateway } from '@fleet/gateway';
import { connect } from '@fleet/gateway/testing';
import { freePort } from '@fleet/service-kit';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { CAMPAIGN_CALL_INTERRUPTED } from '../../campaigns/domain/campaign-engine';
import { migrations } from '../../db/migrations';
import {
  approve,
  bookingBody,
  eventually,
  INTERNAL_TOKEN,
  requestJson,
  silentLogger,
  useIdentity,
  voiceConfig,
  watch,
} from '../../http/test-harness';
import { type StartedVoice, startVoice } from '../../server';
import { REPLICA_GONE_REASON } from '../domain/call-leases';
import { SHUTDOWN_REASON } from '../domain/call-manager';

/**
 * Several voice replicas on one database: each call is owned by the replica that runs it under a
 * lease its heartbeat renews; a replica that dies has its calls failed by another (lease run out),
 * and a replica that starts leaves live replicas' calls alone.
 */

const ids = useIdentity();
/**
 * A negotiating broker at a twentieth of real time: after the first line the call still runs for
 * seconds of conversation, then holds (for an hour of call time) for the dispatcher's approval.
 */
const NEGOTIATOR = '+1-555-010-0006';
const HOLD = { approvalTimeoutMs: 3_600_000, timeScale: 0.05 };
/**
 * Short leases for the kill tests, so they wait a lease of 2 s, not the default 6 s: what they
 * check is who ends or takes over what, not how fast. The time with the default leases is a
 * benchmark (bench/campaign-restart.ts, figures in the README).
 */
const KILL_LEASES = { ttlMs: 2_000, heartbeatMs: 500, sweepMs: 500 };

interface Row {
  status: string;
  call_status: string;
  end_reason: string | null;
  owner: string | null;
  pending_approval: unknown;
  transcript: unknown[];
  update_history: Array<{ type: string; details: string }>;
}

const rowOf = async (db: Database, id: string) =>
  (await db.query<Row>('SELECT * FROM dispatch_calls WHERE id = $1', [id]))[0];

async function startCall(base: string): Promise<string> {
  const response = await requestJson(
    base,
    'POST',
    VOICE_PATHS.callBroker,
    ids.carrier.access_token,
    bookingBody(NEGOTIATOR),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return callBrokerResponseSchema.parse(response.body).uid;
}

/** Waits until the call is in conversation (mid-call, its state written). */
const talking = (db: Database, id: string) =>
  eventually(async () => {
    const row = await rowOf(db, id);
    return row?.status === 'in_progress' && row.transcript.length > 0 ? row : undefined;
  });

const postgresUrl = process.env.TEST_DATABASE_URL;

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!postgresUrl || !redisUrl)(
  'two voice replicas on postgres + redis, one killed mid-call',
  () => {
    let db: Database;
    let replicaA: ChildProcess | undefined;

    beforeAll(async () => {
      db = await testBackends()
        .find((b) => b.name === 'postgres')!
        .open();
      await migrate(db, migrations);
    });
    afterAll(async () => {
      replicaA?.kill('SIGKILL');
      await db?.close();
    });

    it('when replica A is killed during a call a tab watches through B, then B (started while A lived, leaving the call alone) fails it with the reason once the lease of A runs out, and the tab sees it', async () => {
      await approve(db, ids.carrier.user.account_id);

      // Replica A: the real entry point (src/main.ts) in a process of its own, default leases.
      const port = await freePort();
      const baseA = `http://127.0.0.1:${port}`;
      replicaA = spawnReplica(port, db.schema);
      const exited = new Promise<NodeJS.Signals | null>((resolve) => {
        replicaA!.once('exit', (_code, signal) => resolve(signal));
      });
      await eventually(
        async () =>
          (await fetch(`${baseA}/healthz`).catch(() => undefined))?.ok ? true : undefined,
        45_000,
        100,
      );
      const id = await startCall(baseA);
      const before = await talking(db, id);
      expect(before.owner).toMatch(/\//);

      // Replica B starts while A lives: its start-up sweep and its periodic sweeps, for longer
      // than a lease, leave A's call running (A's heartbeat keeps renewing it).
      const b = await startVoice(
        voiceConfig(ids.identity.apiUrl, { ...HOLD, leases: KILL_LEASES }),
        {
          db,
          logger: silentLogger,
        },
      );
      onTestFinished(() => b.close());
      const baseB = `http://127.0.0.1:${b.port}`;
      expect(b.runtime.leases.replicaId).not.toBe(before.owner);
      await new Promise((resolve) => setTimeout(resolve, KILL_LEASES.ttlMs + 1_000));
      expect(await rowOf(db, id)).toMatchObject({ status: 'in_progress', owner: before.owner });

      // The dispatcher's tab watches through a gateway on Redis whose voice address is B (the load
      // balancer picked B): B relays the upstream to A, the replica that runs the call.
      const gateway = await startGateway(
        {
          ...loadGatewayConfig({
            API_URL: ids.identity.apiUrl,
            VOICE_URL: baseB,
            VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN,
          }),
          port: 0,
          host: '127.0.0.1',
          redisUrl,
          redisKeyPrefix: `replicas-test-${b.runtime.leases.replicaId.replaceAll('/', '-')}:`,
          upstreamBackoffMinMs: 20,
          upstreamBackoffMaxMs: 200,
        },
        { logger: silentLogger },
      );
      onTestFinished(() => gateway.close());
      const tab = connect(
        `ws://127.0.0.1:${gateway.port}/voice/watch/${id}?token=${ids.carrier.access_token}`,
      );
      onTestFinished(() => tab.ws.terminate());
      type Frame = { type: string; status?: string; message?: string };
      const frames = () => tab.messages as Frame[];
      await eventually(async () =>
        frames().some((f) => f.type === 'connection_status' && f.status === 'in-progress')
          ? true
          : undefined,
      );
      await eventually(async () => (b.watch.connections(id) === 1 ? true : undefined));

      // A dies without ending anything: no shutdown, no heartbeat.
      const killedAt = Date.now();
      replicaA.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      const failed = await eventually(
        async () => {
          const row = await rowOf(db, id);
          return row?.status === 'failed' ? row : undefined;
        },
        15_000,
        50,
      );
      const tookMs = Date.now() - killedAt;
      console.info(`[replicas] the killed replica's call was failed by the other in ${tookMs} ms`);
      expect(failed).toMatchObject({
        call_status: 'failed',
        end_reason: REPLICA_GONE_REASON,
        pending_approval: null,
      });
      expect(failed.update_history.at(-1)).toMatchObject({
        type: 'call_failed',
        details: REPLICA_GONE_REASON,
      });
      // The tab saw it end: the gateway's upstream came back to B, which tells the stored end.
      await eventually(
        async () =>
          frames().some(
            (f) =>
              f.type === 'connection_status' &&
              f.status === 'failed' &&
              f.message === REPLICA_GONE_REASON,
          )
            ? true
            : undefined,
        15_000,
      );
      const detail = await requestJson(
        baseB,
        'GET',
        `${VOICE_PATHS.calls}/${id}`,
        ids.carrier.access_token,
      );
      expect(callDetailSchema.parse(detail.body)).toMatchObject({ status: 'failed' });
      // B still runs calls of its own, under its own lease.
      const own = await startCall(baseB);
      expect((await rowOf(db, own))?.owner).toBe(b.runtime.leases.replicaId);
    }, 90_000);
  },
);

describe.skipIf(!postgresUrl || !redisUrl)(
  'two voice replicas on postgres + redis, one killed mid-campaign',
  () => {
    let db: Database;
    let replicaA: ChildProcess | undefined;
    beforeAll(async () => {
      db = await testBackends()
        .find((b) => b.name === 'postgres')!
        .open();
      await migrate(db, migrations);
    });
    afterAll(async () => {
      replicaA?.kill('SIGKILL');
      await db?.close();
    });

    it('when the replica driving a campaign is killed mid-call, then the other continues it once the lease runs out: the cut-off call fails, the next carrier is called, nobody twice', async () => {
      await approve(db, ids.broker.user.account_id);
      const port = await freePort();
      const baseA = `http://127.0.0.1:${port}`;
      replicaA = spawnReplica(port, db.schema);
      await eventually(
        async () =>
          (await fetch(`${baseA}/healthz`).catch(() => undefined))?.ok ? true : undefined,
        45_000,
        100,
      );
      const token = ids.broker.access_token;
      const created = await requestJson(baseA, 'POST', VOICE_PATHS.campaigns, token, {
        name: 'Replica test',
        load_details: {
          stops: [
            { cityState: 'Dallas, TX', appointmentType: 'FCFS' },
            { cityState: 'Memphis, TN', appointmentType: 'FCFS' },
          ],
          weight: 40_000,
          commodity: 'Paper',
        },
        rate_range: { min: 1500, max: 1900 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = (created.body.data as { id: string }).id;
      // Carriers who never answer: each call rings out for seconds at this time scale.
      const csv = [
        'Legal Name,MC Number,Dispatch Phone',
        ...Array.from(
          { length: 8 },
          (_, i) => `Carrier ${i},${800_000 + i},+1-312-555-${3 + i}107`,
        ),
      ].join('\n');
      const form = new FormData();
      form.append('file', new Blob([csv]), 'carriers.csv');
      const uploaded = await fetch(
        `${baseA}${voicePath(VOICE_PATHS.campaignCarrierUpload, { id })}`,
        { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
      );
      expect(uploaded.status).toBe(200);
      const started = await requestJson(
        baseA,
        'POST',
        voicePath(VOICE_PATHS.campaignExecute, { id }),
        token,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const calls = () =>
        db.query<{
          call_uid: string;
          carrier_id: string;
          ended: boolean;
          end_reason: string | null;
        }>(
          'SELECT call_uid, carrier_id, ended, end_reason FROM campaign_calls WHERE campaign_id = $1 ORDER BY created_at',
          [id],
        );
      await eventually(async () => ((await calls()).length > 0 ? true : undefined), 20_000);

      const b = await startVoice(
        voiceConfig(ids.identity.apiUrl, { ...HOLD, leases: KILL_LEASES }),
        {
          db,
          logger: silentLogger,
        },
      );
      onTestFinished(() => b.close());
      const ownerOf = async () =>
        (
          await db.query<{ owner: string | null }>('SELECT owner FROM campaigns WHERE id = $1', [
            id,
          ])
        )[0]?.owner;
      const ownerA = await ownerOf();
      expect(ownerA).not.toBe(b.runtime.leases.replicaId);

      const killedAt = Date.now();
      replicaA.kill('SIGKILL');
      const before = (await calls()).length;
      await eventually(
        async () => ((await ownerOf()) === b.runtime.leases.replicaId ? true : undefined),
        15_000,
        50,
      );
      await eventually(
        async () => ((await calls()).length > before ? true : undefined),
        15_000,
        50,
      );
      const tookMs = Date.now() - killedAt;
      console.info(
        `[replicas] the killed replica's campaign dialled its next carrier on the other in ${tookMs} ms`,
      );
      const after = await calls();
      expect(after[before - 1]).toMatchObject({
        ended: true,
        end_reason: CAMPAIGN_CALL_INTERRUPTED,
      });
      const carriers = after.map((c) => c.carrier_id);
      expect(new Set(carriers).size).toBe(carriers.length);
      const cancel = await requestJson(
        `http://127.0.0.1:${b.port}`,
        'POST',
        voicePath(VOICE_PATHS.campaignCancel, { id }),
        token,
      );
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    }, 90_000);
  },
);

describe.each(testBackends())('call leases on $name', (backend) => {
  let db: Database;
  const fast = { leases: { ttlMs: 400, heartbeatMs: 100, sweepMs: 100 } };
  const started: StartedVoice[] = [];
  const start = async () => {
    const config = { ...HOLD, timeScale: 0.01, ...fast };
    const voice = await startVoice(voiceConfig(ids.identity.apiUrl, config), {
      db,
      logger: silentLogger,
    });
    started.push(voice);
    return { voice, base: `http://127.0.0.1:${voice.port}` };
  };

  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec('TRUNCATE dispatch_calls, voice_accounts');
    return async () => {
      for (const voice of started.splice(0)) await voice.close();
    };
  });

  it('when a replica stops renewing, then another fails its call, and the first ends it too once it notices', async () => {
    await approve(db, ids.carrier.user.account_id);
    const a = await start();
    const id = await startCall(a.base);
    await talking(db, id);
    const b = await start();
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // 2.5 leases: A renews
    expect((await rowOf(db, id))?.status).toBe('in_progress');

    const watched = watch(a.base, id);
    await watched.opened;
    await a.voice.runtime.leases.stop(); // A looks gone (paused, cut off from the database)
    const failed = await eventually(async () => {
      const row = await rowOf(db, id);
      return row?.status === 'failed' ? row : undefined;
    }, 5_000);
    expect(failed.end_reason).toBe(REPLICA_GONE_REASON);

    a.voice.runtime.leases.start(); // A is back: its call is gone from the database
    const { messages, code } = await watched;
    expect(code).toBe(1000);
    expect(messages.at(-1)).toMatchObject({
      type: 'connection_status',
      status: 'failed',
      message: REPLICA_GONE_REASON,
    });
    await eventually(async () => (a.voice.runtime.manager.runningCount === 0 ? true : undefined));
    expect(await rowOf(db, id)).toMatchObject({
      status: 'failed',
      end_reason: REPLICA_GONE_REASON,
    });
    expect(b.voice.runtime.manager.runningCount).toBe(0);
  });

  it('when a control or a watch socket reaches a replica that does not run the call, then the replica that runs it takes it', async () => {
    await approve(db, ids.carrier.user.account_id);
    const a = await start();
    const b = await start();
    const id = await startCall(a.base);
    expect((await rowOf(db, id))?.owner).toBe(a.voice.runtime.leases.replicaId);

    // B relays the watch to A: the live messages of A's call, up to its end.
    const watched = watch(b.base, id, { timeoutMs: 60_000 });
    await watched.opened;
    expect(b.voice.watch.connections(id)).toBe(1);
    await eventually(async () => (a.voice.watch.connections(id) === 1 ? true : undefined));
    const held = await eventually(async () => {
      const row = await rowOf(db, id);
      return row?.pending_approval ? row : undefined;
    }, 60_000);
    expect(held.status).toBe('in_progress');

    // B hands the approval to A, and answers with A's answer.
    const answer = await requestJson(
      b.base,
      'POST',
      `${VOICE_PATHS.sessionsUpdate}?uid=${id}`,
      ids.carrier.access_token,
      { update_type: 'LOAD_APPROVAL', context_update: { load_details: {} } },
    );
    expect(answer, JSON.stringify(answer.body)).toMatchObject({
      status: 200,
      body: { status: 'success', uid: id, update_type: 'LOAD_APPROVAL' },
    });
    const { messages, code } = await watched;
    expect(code).toBe(1000);
    expect(messages.filter((m) => m.type === 'approval_resolved')).toMatchObject([
      { decision: 'approved' },
    ]);
    expect(messages.at(-1)).toMatchObject({ type: 'connection_status', status: 'completed' });
    expect(await rowOf(db, id)).toMatchObject({ status: 'completed' });
    expect(b.voice.runtime.manager.runningCount).toBe(0);

    // Once it is over, either replica answers for it itself.
    const late = await requestJson(
      b.base,
      'POST',
      `${VOICE_PATHS.sessionsUpdate}?uid=${id}`,
      ids.carrier.access_token,
      { update_type: 'TERMINATE_CALL', context_update: { reason: '' } },
    );
    expect(late.status).toBe(409);
  });

  it('when a replica stops gracefully, then it ends its own calls and a verification call it placed is failed by the next sweep', async () => {
    await approve(db, ids.carrier.user.account_id);
    const a = await start();
    const id = await startCall(a.base);
    await talking(db, id);
    await a.voice.runtime.accounts.startVerification(
      ids.carrier.user.account_id,
      { phone: '+13125550177', extension: '', code: '123456', asBroker: true },
      600_000,
      { owner: a.voice.runtime.leases.replicaId, ttlMs: 60_000, url: null },
    );
    await a.voice.close();
    started.splice(started.indexOf(a.voice), 1);
    expect(await rowOf(db, id)).toMatchObject({ status: 'failed', call_status: 'failed' });
    expect((await rowOf(db, id))?.end_reason).toBe(SHUTDOWN_REASON);

    await start(); // its lease was released on close: the start-up sweep takes it at once
    const [account] = await db.query<{ verification_status: string }>(
      'SELECT verification_status FROM voice_accounts WHERE account_id = $1',
      [ids.carrier.user.account_id],
    );
    expect(account?.verification_status).toBe('failed');
  });
});

function spawnReplica(port: number, schema: string): ChildProcess {
  const url = new URL(postgresUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const cwd = fileURLToPath(new URL('../../..', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: ids.identity.apiUrl,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'warn',
      VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN,
      VOICE_TIME_SCALE: String(HOLD.timeScale),
      VOICE_FLUSH_INTERVAL_MS: '20',
      VOICE_TELEPHONY_SEED: '7',
      VOICE_APPROVAL_TIMEOUT_MS: String(HOLD.approvalTimeoutMs),
      VOICE_LEASE_MS: String(KILL_LEASES.ttlMs),
      VOICE_LEASE_HEARTBEAT_MS: String(KILL_LEASES.heartbeatMs),
      VOICE_LEASE_SWEEP_MS: String(KILL_LEASES.sweepMs),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}
