export * from './auth';
export * from './errors';
export * from './flags';
export * from './health';
