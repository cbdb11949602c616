export { loadConfig, type VoiceConfig } from './config';
export { migrations } from './data/migrations';
export { seedVoiceDemo, type VoiceDemoAccount } from './domain/demo/seed-voice-demo';
export { createApp, type VoiceDeps } from './http/app';
export type { VoiceSessionResponse } from './http/routes/session';
export { type StartedVoice, type StartVoiceDeps, startVoice } from './server';
