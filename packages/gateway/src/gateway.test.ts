import { forge, startIdentity, type TestIdentity } from '@fleet/api/test-support';
import { AUTH_ERRORS, topicPath } from '@fleet/contracts';
import { type AuthContext, createLogger, HttpError, type TokenVerifier } from '@fleet/service-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayConfig, loadConfig } from './config';
import { type StartedGateway, startGateway } from './server';
import { type FakeVoice, startFakeVoice } from './testing/fake-voice';
import { connect } from './testing/ws-client';
import { GATEWAY_CLOSE } from './ws/protocol';
import { MAX_PAYLOAD_BYTES } from './ws/socket-server';

const logger = createLogger('gateway-test', 'silent');
let identity: TestIdentity;
let voice: FakeVoice;
const started: StartedGateway[] = [];
/** For tests that inject a verifier with made-up accounts. */
const anyTopic = { authorize: async () => {} };

beforeAll(async () => {
  identity = await startIdentity();
  voice = await startFakeVoice();
});
afterAll(async () => {
  await identity?.close();
  await voice?.close();
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((gateway) => gateway.close()));
});

function configFor(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    ...loadConfig({ API_URL: identity.apiUrl, VOICE_URL: voice.url }),
    port: 0,
    host: '127.0.0.1',
    ...overrides,
  };
}

async function start(overrides: Partial<GatewayConfig> = {}, verifier?: TokenVerifier) {
  const gateway = await startGateway(
    configFor(overrides),
    verifier ? { logger, verifier, authorizer: anyTopic } : { logger },
  );
  started.push(gateway);
  return {
    gateway,
    http: `http://127.0.0.1:${gateway.port}`,
    ws: `ws://127.0.0.1:${gateway.port}`,
  };
}

const waitingFrame = { type: 'gateway_status', status: 'waiting_for_upstream' };

describe('health and metrics', () => {
  it('when asked, then healthz and readyz answer ok', async () => {
    const { http } = await start();
    const live = await fetch(`${http}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', service: 'gateway' });
    const ready = await fetch(`${http}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', service: 'gateway', checks: {} });
  });

  it('when Redis is configured but unreachable, then readyz is 503 and healthz still 200', async () => {
    const { http } = await start({ redisUrl: 'redis://127.0.0.1:1' });
    const ready = await fetch(`${http}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { redis: 'failing' } });
    expect((await fetch(`${http}/healthz`)).status).toBe(200);
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'when Redis is reachable, then readyz checks it ok',
    async () => {
      const { http } = await start({ redisUrl: process.env.TEST_REDIS_URL });
      const ready = await fetch(`${http}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ checks: { redis: 'ok' } });
    },
  );

  it('when a client is connected, then /metrics counts it next to the default metrics', async () => {
    const { http, ws } = await start();
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${accessToken}`);
    await socket.next();
    const text = await (await fetch(`${http}/metrics`)).text();
    expect(text).toMatch(/^gateway_connected_clients\{service="gateway"\} 1$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
    socket.ws.close();
    await socket.closed;
  });
});

describe('when a browser opens a topic socket', () => {
  it('with a valid token on a call topic, then it opens and gets the waiting status', async () => {
    const { ws } = await start();
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${encodeURIComponent(accessToken)}`);
    await socket.opened;
    expect(await socket.next()).toEqual(waitingFrame);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.close(1000);
    expect((await socket.closed).code).toBe(1000);
  });

  it('with a valid token on a campaign topic, then it opens and gets the waiting status', async () => {
    const { ws } = await start();
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/load-offer-campaign-watcher/cmp_42?token=${accessToken}`);
    expect(await socket.next()).toEqual(waitingFrame);
    socket.ws.close();
    await socket.closed;
  });

  it('with an expired token, then it is closed with 4401 and told to refresh', async () => {
    const { ws } = await start();
    const token = await identity.expiredToken();
    const socket = connect(`${ws}/voice/watch/call-1?token=${token}`);
    expect(await socket.closed).toEqual({
      code: GATEWAY_CLOSE.unauthorized,
      reason: AUTH_ERRORS.tokenExpired.code,
    });
    expect(socket.messages).toEqual([
      { type: 'error', ...AUTH_ERRORS.tokenExpired, action: 'refreshToken' },
    ]);
  });

  it('with a forged token, then it is closed with 4401 and told to sign out', async () => {
    const { ws } = await start();
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${await forge(accessToken)}`);
    expect(await socket.closed).toEqual({
      code: GATEWAY_CLOSE.unauthorized,
      reason: AUTH_ERRORS.invalidToken.code,
    });
    expect(socket.messages).toEqual([
      { type: 'error', ...AUTH_ERRORS.invalidToken, action: 'forceLogout' },
    ]);
  });

  it('with a token whose session was signed out, then it is closed with 4401', async () => {
    const { ws } = await start();
    const session = await identity.signIn();
    await identity.signOut(session);
    const socket = connect(`${ws}/voice/watch/call-1?token=${session.access_token}`);
    expect(await socket.closed).toEqual({
      code: GATEWAY_CLOSE.unauthorized,
      reason: AUTH_ERRORS.invalidToken.code,
    });
    expect(socket.messages).not.toContainEqual(waitingFrame);
  });

  it('with a malformed token, then it is closed with 4401', async () => {
    const { ws } = await start();
    const socket = connect(`${ws}/voice/watch/call-1?token=not.a.jwt`);
    expect((await socket.closed).code).toBe(GATEWAY_CLOSE.unauthorized);
  });

  it('without a token, then it is closed with 4401 auth/missing-token', async () => {
    const { ws } = await start();
    const socket = connect(`${ws}/voice/watch/call-1`);
    expect(await socket.closed).toEqual({
      code: GATEWAY_CLOSE.unauthorized,
      reason: AUTH_ERRORS.missingToken.code,
    });
  });

  it('with a topic id that is not valid, then it is closed with 4400', async () => {
    const { ws } = await start();
    const { access_token: accessToken } = await identity.signIn();
    for (const path of [
      '/voice/watch/',
      '/voice/watch/a%20b',
      topicPath('watch', 'x'.repeat(129)),
    ]) {
      const socket = connect(`${ws}${path}?token=${accessToken}`);
      expect((await socket.closed).code).toBe(GATEWAY_CLOSE.badTopic);
    }
  });

  it('on a path that is no topic, then the handshake is refused with HTTP 404', async () => {
    const { ws } = await start();
    const socket = connect(`${ws}/voice/calls`);
    expect(await socket.httpStatus).toBe(404);
  });

  it('when the token cannot be checked in time, then it is closed with 4408', async () => {
    const never: TokenVerifier = { verify: () => new Promise<AuthContext>(() => {}) };
    const { ws } = await start({ authTimeoutMs: 100 }, never);
    const socket = connect(`${ws}/voice/watch/call-1?token=x`);
    expect((await socket.closed).code).toBe(GATEWAY_CLOSE.authTimeout);
  });

  it('when the identity service is down, then it is closed with 1013 (try again later)', async () => {
    const down: TokenVerifier = {
      verify: () =>
        Promise.reject(new HttpError(503, { code: 'auth/unavailable', message: 'down' })),
    };
    const { ws } = await start({}, down);
    const socket = connect(`${ws}/voice/watch/call-1?token=x`);
    expect((await socket.closed).code).toBe(GATEWAY_CLOSE.tryAgainLater);
  });
});

describe('when a socket is open', () => {
  it('and the client sends frames that are not JSON or unknown, then they are ignored', async () => {
    const { ws } = await start();
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${accessToken}`);
    expect(await socket.next()).toEqual(waitingFrame);
    socket.ws.send('{not json');
    socket.ws.send(JSON.stringify({ type: 'subscribe_everything' }));
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.next()).toEqual({ type: 'pong' });
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.close();
    await socket.closed;
  });

  it('and the client sends a frame above 64 KiB, then it is closed with 1009', async () => {
    const { ws } = await start();
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${accessToken}`);
    await socket.next();
    socket.ws.send('x'.repeat(MAX_PAYLOAD_BYTES + 1));
    expect((await socket.closed).code).toBe(GATEWAY_CLOSE.tooBig);
  });

  it('and the client stops answering pings, then it is terminated', async () => {
    const { ws, gateway } = await start({ heartbeatIntervalMs: 100 });
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${accessToken}`, { autoPong: false });
    await socket.next();
    expect((await socket.closed).code).toBe(1006);
    await expect.poll(() => gateway.gateway.sockets.clientCount).toBe(0);
  });

  it('and the client answers pings, then it stays open across heartbeats', async () => {
    const { ws, gateway } = await start({ heartbeatIntervalMs: 50 });
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${accessToken}`);
    await socket.next();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    expect(gateway.gateway.sockets.clientCount).toBe(1);
    socket.ws.close();
    await socket.closed;
  });

  it('and its token expires, then it is closed with 4401 auth/token-expired', async () => {
    const shortLived: TokenVerifier = {
      verify: async () => ({
        userId: 'u',
        accountId: 'a',
        sessionId: 's',
        email: 'e@x.test',
        expiresAt: Date.now() + 150,
      }),
    };
    const { ws } = await start({}, shortLived);
    const socket = connect(`${ws}/voice/watch/call-1?token=x`);
    expect(await socket.next()).toEqual(waitingFrame);
    expect(await socket.closed).toEqual({
      code: GATEWAY_CLOSE.unauthorized,
      reason: 'auth/token-expired',
    });
    expect(socket.messages.at(-1)).toMatchObject({ type: 'error', action: 'refreshToken' });
  });

  it('and the gateway shuts down, then the socket is closed with 1001', async () => {
    const { ws, gateway } = await start();
    const { access_token: accessToken } = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${accessToken}`);
    await socket.next();
    await gateway.close();
    expect((await socket.closed).code).toBe(GATEWAY_CLOSE.goingAway);
  });
});

describe('when the session behind an open socket ends', () => {
  it('by signing out, then the socket is closed with 4401 and told to sign out within 5 s', async () => {
    const { ws } = await start();
    const session = await identity.signIn();
    const other = await identity.signIn();
    const socket = connect(`${ws}/voice/watch/call-1?token=${session.access_token}`);
    const kept = connect(`${ws}/voice/watch/call-1?token=${other.access_token}`);
    expect(await socket.next()).toEqual(waitingFrame);
    expect(await kept.next()).toEqual(waitingFrame);
    await identity.signOut(session);
    const signedOutAt = Date.now();
    const closed = await socket.closed;
    expect(Date.now() - signedOutAt).toBeLessThan(5_000);
    expect(closed).toEqual({ code: GATEWAY_CLOSE.unauthorized, reason: 'auth/invalid-token' });
    expect(socket.messages.at(-1)).toMatchObject({
      type: 'error',
      code: 'auth/invalid-token',
      action: 'forceLogout',
    });
    // Another session of the same user keeps streaming.
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    kept.ws.close();
    await kept.closed;
  });
});
