/**
 * One voice service in its own process, for the campaign benches: configured by the voice
 * service's environment variables (DATABASE_URL, VOICE_TIME_SCALE, ...), on 127.0.0.1 and the
 * port of PORT (0: any). Prints `READY <port>`; answers IPC `memory` with process.memoryUsage().
 * SIGTERM closes it as a deployment would (the running campaign calls end failed, leases go).
 */
import { loadConfig, startVoice } from '@fleet/voice';

process.on('message', (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
});

const voice = await startVoice(
  { ...loadConfig(process.env), port: Number(process.env.PORT ?? 0), host: '127.0.0.1' },
  { handleSignals: true },
);
console.log(`READY ${voice.port}`);
