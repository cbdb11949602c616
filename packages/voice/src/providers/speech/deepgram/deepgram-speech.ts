import WebSocket from 'ws';
import type { SpeechEngine, Transcriber } from '../types';

/**
 * Deepgram as the speech engine (https://developers.deepgram.com): text to speech by
 * `POST /v1/speak` (Aura voice, `encoding=mulaw&sample_rate=8000&container=none`, which is what a
 * Twilio media stream plays), speech to text by the live `wss …/v1/listen` socket (binary μ-law
 * frames in, `Results` messages out; an utterance ends at `speech_final`). Both authenticate with
 * `Authorization: Token <key>`.
 */
export interface DeepgramOptions {
  apiKey: string;
  /** `https://api.deepgram.com`; the live socket uses the same host over ws(s). */
  apiBaseUrl: string;
  voice?: string;
  model?: string;
  fetch?: typeof fetch;
}

export function createDeepgramSpeech(options: DeepgramOptions): SpeechEngine {
  const base = options.apiBaseUrl.replace(/\/+$/, '');
  const http = options.fetch ?? fetch;
  const auth = `Token ${options.apiKey}`;
  return {
    name: 'deepgram',
    async synthesize(text, signal) {
      const query = new URLSearchParams({
        model: options.voice ?? 'aura-asteria-en',
        encoding: 'mulaw',
        sample_rate: '8000',
        container: 'none',
      });
      const response = await http(`${base}/v1/speak?${query}`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: signal ?? null,
      });
      if (!response.ok) {
        throw new Error(`Deepgram speak answered ${response.status}: ${await response.text()}`);
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    transcribe() {
      const query = new URLSearchParams({
        model: options.model ?? 'nova-2-phonecall',
        encoding: 'mulaw',
        sample_rate: '8000',
        channels: '1',
        punctuate: 'true',
        interim_results: 'true',
        endpointing: '400',
      });
      const url = `${base.replace(/^http/, 'ws')}/v1/listen?${query}`;
      return new DeepgramTranscriber(new WebSocket(url, { headers: { Authorization: auth } }));
    },
  };
}

interface ListenResult {
  type?: string;
  is_final?: boolean;
  speech_final?: boolean;
  channel?: { alternatives?: { transcript?: string }[] };
}

class DeepgramTranscriber implements Transcriber {
  private readonly pending: Uint8Array[] = [];
  private readonly listeners: ((text: string) => void)[] = [];
  /** Final segments of the utterance in progress. */
  private segments: string[] = [];

  constructor(private readonly socket: WebSocket) {
    socket.on('open', () => {
      for (const audio of this.pending.splice(0)) socket.send(audio);
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      let result: ListenResult;
      try {
        result = JSON.parse(String(data)) as ListenResult;
      } catch {
        return;
      }
      if (result.type !== 'Results' || !result.is_final) return;
      const text = result.channel?.alternatives?.[0]?.transcript?.trim() ?? '';
      if (text) this.segments.push(text);
      if (result.speech_final) this.flush();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => this.flush());
  }

  write(audio: Uint8Array): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(audio);
    else if (this.socket.readyState === WebSocket.CONNECTING) this.pending.push(audio);
  }

  onUtterance(listener: (text: string) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    const socket = this.socket;
    if (socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    if (socket.readyState === WebSocket.OPEN) {
      // Deepgram sends the last results, then closes.
      socket.send(JSON.stringify({ type: 'CloseStream' }));
      const timer = setTimeout(() => socket.terminate(), 2_000);
      await closed;
      clearTimeout(timer);
    } else {
      socket.terminate();
      await closed;
    }
  }

  private flush(): void {
    if (this.segments.length === 0) return;
    const text = this.segments.join(' ');
    this.segments = [];
    for (const listener of this.listeners) listener(text);
  }
}
