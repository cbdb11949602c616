export * from './auth';
export * from './errors';
export * from './flags';
export * from './fleet';
export * from './health';
export * from './realtime';
export * from './routing';
export * from './voice';
