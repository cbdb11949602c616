/**
 * Speech for a real phone line: text to speech for what the agent says, speech to text for what
 * the far end says. Audio is what telephone media streams carry: 8 kHz mono μ-law, no header.
 */
export interface SpeechEngine {
  readonly name: string;
  /** Renders `text` as 8 kHz μ-law audio. Rejects with an AbortError when `signal` aborts. */
  synthesize(text: string, signal?: AbortSignal): Promise<Uint8Array>;
  /** Opens a recognizer for one call's inbound audio. */
  transcribe(): Transcriber;
}

export interface Transcriber {
  /** Feeds inbound audio (8 kHz μ-law); audio written before the recognizer is ready is kept. */
  write(audio: Uint8Array): void;
  /** Called once per finished utterance (the speaker paused), with its text. */
  onUtterance(listener: (text: string) => void): void;
  /** Flushes what was said last and closes the recognizer. */
  close(): Promise<void>;
}
