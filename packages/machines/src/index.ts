export * from './auth-session';
export * from './booking-session';
export * from './call-run';
export * from './dispatch-call';
export * from './dispatch-draft';
export * from './live-connection';
export * from './onboarding-wizard';
export * from './truck-details-panel';
