export * from './auth-session';
