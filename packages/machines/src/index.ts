export * from './auth-session';
export * from './live-connection';
