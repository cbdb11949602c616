export { type ApiConfig, apiEnvSchema, loadConfig } from './config';
export { migrations } from './data/migrations';
export { openDatabase } from './data/open-database';
export { DEMO_ACCOUNTS, seedDemo } from './domain/seed-demo';
export type { TokenService } from './domain/token-service';
export { type ApiApp, type ApiDeps, createApp } from './http/app';
export { type StartedApi, startApi } from './server';
