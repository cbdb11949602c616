export { type LiveTopic, type OpenTopicOptions, openTopic } from './open-topic';
export { type ParsedFrame, parseFrame } from './parse-frame';
export {
  createOpenSocket,
  NO_TOKEN_REASON,
  PING_INTERVAL_MS,
  type SocketConstructor,
  type SocketDeps,
  type SocketLike,
} from './socket-actor';
export { liveTopicUrl, sameOriginWsBase } from './topic-url';
export { type LiveTopicState, useLiveTopic } from './use-live-topic';
