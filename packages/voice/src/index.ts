export { loadConfig, type VoiceConfig } from './config';
export { migrations } from './db/migrations';
export { seedCampaignDemo, seedVoiceDemo, type VoiceDemoAccount } from './demo/seed-voice-demo';
export { createApp, type VoiceDeps } from './http/app';
export type { VoiceSessionResponse } from './http/session';
export { type StartedVoice, type StartVoiceDeps, startVoice } from './server';
