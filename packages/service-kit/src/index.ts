export * from './cli-kit';
export * from './env-config';
export * from './errors';
export * from './health';
export * from './logger';
export * from './server';
export * from './token-verifier';
export * from './trust-proxy';
