export { HttpTopicAuthorizer, type TopicAuthorizer } from './auth/topic-authorizer';
export { type GatewayConfig, loadConfig } from './config';
export type { Coordination } from './coordination/coordination';
export { createApp, type GatewayApp, type GatewayDeps } from './http/app';
export { type StartedGateway, startGateway } from './server';
export { parseTopicPath } from './ws/protocol';
