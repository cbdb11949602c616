/**
 * One gateway (or, with BENCH_MODE=bare, a bare ws broadcast loop) in its own process, for the
 * gateway benches. Configured by the gateway's environment variables; tokens are not checked (the
 * benches measure the realtime path, not sign-in). Prints `READY <port>`; answers IPC `gc` with
 * its resident memory after a full collection.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, startGateway } from '@fleet/gateway';
import { WebSocket, WebSocketServer } from '@fleet/gateway/testing';

process.on('message', (message) => {
  if (message !== 'gc') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ rss: process.memoryUsage().rss });
});

if (process.env.BENCH_MODE === 'bare') {
  // The floor to compare against: one upstream socket, a loop over the clients.
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const upstream = new WebSocket(
    `${process.env.VOICE_URL!.replace('http', 'ws')}/voice/watch/bare`,
  );
  upstream.on('message', (data) => {
    for (const client of wss.clients) client.send(data, { binary: false });
  });
  await new Promise<void>((resolve) => upstream.once('open', () => resolve()));
  // Exits normally on SIGTERM, so that `node --cpu-prof` writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  server.listen(0, '127.0.0.1', () => {
    console.log(`READY ${(server.address() as AddressInfo).port}`);
  });
} else {
  const config = { ...loadConfig(process.env), port: 0, host: '127.0.0.1' };
  const started = await startGateway(config, {
    verifier: {
      verify: async () => ({
        userId: 'bench-user',
        accountId: 'bench-account',
        sessionId: 'bench-session',
        email: 'bench@example.test',
        expiresAt: Date.now() + 3_600_000,
      }),
    },
    authorizer: { authorize: async () => {} },
    handleSignals: true,
  });
  console.log(`READY ${started.port}`);
}
