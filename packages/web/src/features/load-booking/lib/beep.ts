import { logger } from '@/lib/logger';

type AudioContextCtor = typeof AudioContext;

/**
 * The approval notification sound: two short tones made with the Web Audio API (no file). A
 * browser that blocks audio before a user gesture, or has no Web Audio, stays silent.
 */
export function playApprovalBeep(): void {
  const Ctor: AudioContextCtor | undefined =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return;
  try {
    const context = new Ctor();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1175],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.16);
    }
    setTimeout(() => void context.close().catch(() => {}), 600);
  } catch (error) {
    logger.warn('approval sound could not play', error);
  }
}
