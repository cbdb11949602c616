import { runMain } from '@fleet/service-kit';
import { runVoiceAdmin } from './run-voice-admin';

await runMain(runVoiceAdmin);
