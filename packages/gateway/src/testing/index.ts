/** Test and benchmark support, exported as `@fleet/gateway/testing` (never imported by src). */
export { type FakeVoice, startFakeVoice } from './fake-voice';
export { startThrowawayRedis, type ThrowawayRedis } from './throwaway-redis';
export { WebSocket, WebSocketServer } from './ws';
export { connect, type TestSocket } from './ws-client';
