import { runVoiceAdmin } from './run-voice-admin';

process.exitCode = await runVoiceAdmin(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
});
