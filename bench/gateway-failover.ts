/**
 * Failover time when the owner of a topic dies: two gateway processes on a throwaway Redis
 * (default LEASE_TTL_MS), a client on each, the fake voice service emitting an event every 10 ms;
 * the owner is SIGKILLed; the figure is the time from the kill to the first new event at the
 * survivor's client (lease expiry + the next acquisition try + the upstream connect). Target ≤ 5 s.
 */
import { topicPath } from '@fleet/contracts';
import { startFakeVoice, startThrowawayRedis } from '@fleet/gateway/testing';
import {
  type GatewayProcess,
  numberField,
  openClients,
  percentile,
  sleep,
  spawnGateway,
  until,
} from './gateway-support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const redis = await startThrowawayRedis();
const voice = await startFakeVoice({ greeting: true });
const timings: number[] = [];

try {
  for (let round = 0; round < ROUNDS; round++) {
    const env = {
      REDIS_URL: redis.url,
      VOICE_URL: voice.url,
      REDIS_KEY_PREFIX: `failover${round}:`,
    };
    const processes: GatewayProcess[] = [await spawnGateway(env), await spawnGateway(env)];
    const [owner, survivor] = processes as [GatewayProcess, GatewayProcess];
    const key = `watch:failover-${round}`;
    const path = `${topicPath('watch', `failover-${round}`)}?token=x`;
    let lastN = 0;
    const [first] = await openClients([`ws://127.0.0.1:${owner.port}${path}`], 1, () => {});
    await until(() => first!.live, 10_000, 'owner live');
    const [watcher] = await openClients([`ws://127.0.0.1:${survivor.port}${path}`], 1, (text) => {
      if (text.includes('"update_conversation"')) lastN = numberField(text, 'n');
    });
    await until(() => watcher!.live, 10_000, 'survivor live');

    let n = 0;
    const ticker = setInterval(() => voice.send(key, { type: 'update_conversation', n: ++n }), 10);
    await until(() => lastN > 0, 5_000, 'events flowing');
    const killedAt = performance.now();
    const nAtKill = n;
    await owner.kill('SIGKILL');
    await until(() => lastN > nAtKill, 30_000, 'events after the failover');
    timings.push(performance.now() - killedAt);
    clearInterval(ticker);
    watcher!.ws.terminate();
    await Promise.all(processes.map((p) => p.kill()));
    await sleep(200);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1_000).toFixed(2)} s`;
  console.log(`failover (owner SIGKILLed, LEASE_TTL_MS=3000): ${timings.map(s).join(', ')}`);
  console.log(`median ${s(percentile(sorted, 50))}, worst ${s(sorted.at(-1)!)} (target ≤ 5 s)`);
} finally {
  await voice.close();
  await redis.kill();
}
