export { type ApiConfig, apiEnvSchema, loadConfig } from './config';
export { migrations } from './db/migrations';
export { openDatabase } from './db/open-database';
export { type ApiApp, type ApiDeps, createApp } from './http/app';
export { DEMO_ACCOUNTS, seedDemo } from './identity/domain/seed-demo';
export type { TokenService } from './identity/domain/token-service';
export { type StartedApi, startApi } from './server';
