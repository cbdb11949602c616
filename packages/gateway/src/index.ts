export { type GatewayConfig, loadConfig } from './config';
export { createApp, type GatewayApp, type GatewayDeps } from './http/app';
export { type StartedGateway, startGateway } from './server';
export { CLOSE_CODES, parseTopicPath, type ServerMessage } from './ws/protocol';
