/**
 * Resident memory per idle client: one gateway process (in-process coordination, no Redis), 5,000
 * sockets over 50 topics (one upstream each to a fake voice service), measured as the growth of
 * the gateway's RSS after a full GC from a warm baseline with one socket per topic. Target ≤ 20 KiB.
 */
import { startFakeVoice } from '@fleet/gateway/testing';
import { type BenchClient, openClients, sleep, spawnGateway, until } from './gateway-support';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5_000);
const TOPICS = 50;

const voice = await startFakeVoice({ greeting: true });
const gateway = await spawnGateway({ VOICE_URL: voice.url, HEARTBEAT_INTERVAL_MS: '30000' });
const urls = Array.from(
  { length: TOPICS },
  (_, i) => `ws://127.0.0.1:${gateway.port}/voice/watch/idle-${i}?token=x`,
);
const clients: BenchClient[] = [];
try {
  clients.push(...(await openClients(urls, TOPICS, () => {})));
  await until(() => clients.every((c) => c.live), 30_000, 'first sockets live');
  await sleep(1_000);
  const before = await gateway.rss();

  clients.push(...(await openClients(urls, CLIENTS - TOPICS, () => {})));
  await until(() => clients.every((c) => c.live), 60_000, 'all sockets live');
  await sleep(2_000);
  const after = await gateway.rss();
  const perClient = (after - before) / (CLIENTS - TOPICS);
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  console.log(`gateway RSS: ${mib(before)} with ${TOPICS} sockets → ${mib(after)} with ${CLIENTS}`);
  console.log(`per idle client: ${(perClient / 1024).toFixed(1)} KiB (target ≤ 20 KiB)`);
} finally {
  for (const client of clients) client.ws.terminate();
  await gateway.kill();
  await voice.close();
}
