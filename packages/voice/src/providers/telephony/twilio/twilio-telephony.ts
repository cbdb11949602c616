import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { VOICE_PREFIX } from '@fleet/contracts';
import type WebSocket from 'ws';
import { type AgentClock, abortError, isAbortError } from '../../../agent/domain/clock';
import type { SpeechEngine, Transcriber } from '../../speech/types';
import type { DialRequest, DialResult, Heard, TelephonyProvider, TelephonySession } from '../types';

/**
 * Twilio Programmable Voice as the telephony provider (written against Twilio's public REST API
 * and Media Streams documentation):
 *
 * - `dial` creates the call (`POST /2010-04-01/Accounts/{sid}/Calls.json`, HTTP Basic auth) with
 *   inline TwiML `<Connect><Stream>` back to us (a bidirectional media stream), answering-machine
 *   detection (`MachineDetection=Enable`), the extension as `SendDigits`, and status callbacks for
 *   `initiated ringing answered completed`. The outcome comes from those callbacks (`CallStatus`
 *   busy / no-answer / failed / canceled, or in-progress with `AnsweredBy`) and the stream's
 *   `start` message; an abort before the answer cancels the call (`Status=canceled`).
 * - The session speaks through the injected SpeechEngine (text to speech, sent as `media` frames
 *   followed by a `mark`: `say` resolves when Twilio echoes the mark, i.e. it has been played) and
 *   listens through it (inbound `media` frames to speech to text); `dtmf` messages are the keyed
 *   digits; `hangup` ends the call (`Status=completed`). A `stop` message or the `completed`
 *   callback is the far end hanging up.
 *
 * The HTTP side (the status-callback webhook and the WebSocket upgrade) is
 * src/http/twilio-telephony.ts; it checks Twilio's signature and the input, then hands
 * them to `statusCallback` and `acceptStream`.
 */
export interface TwilioTelephonyOptions {
  accountSid: string;
  authToken: string;
  /** `https://api.twilio.com` (a local fake in tests). */
  apiBaseUrl: string;
  /** Where Twilio reaches this service (https); the stream URL is its wss:// twin. */
  publicUrl: string;
  speech: SpeechEngine;
  clock: AgentClock;
  /** Seconds Twilio lets the phone ring before `no-answer` (Twilio's `Timeout`). */
  ringTimeoutSeconds?: number;
  /** Wall ms to wait for the stream after the answer (and for the answer after the stream). */
  connectTimeoutMs?: number;
  fetch?: typeof fetch;
}

export type TwilioCallStatus =
  | 'queued'
  | 'initiated'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'busy'
  | 'no-answer'
  | 'failed'
  | 'canceled';

/** A status callback, as the route validated it. */
export interface TwilioStatusEvent {
  callSid: string;
  callStatus: TwilioCallStatus;
  /** human, unknown, machine_start, machine_end_beep, machine_end_silence, machine_end_other, fax. */
  answeredBy?: string;
}

export const TWILIO_PATHS = {
  /** `POST {status}/{callId}`: Twilio's status callbacks. */
  status: `${VOICE_PREFIX}/telephony/twilio/status`,
  /** WebSocket: Twilio's media streams. */
  stream: `${VOICE_PREFIX}/telephony/twilio/stream`,
} as const;

export interface TwilioTelephony extends TelephonyProvider {
  readonly name: 'twilio';
  /** The URL Twilio calls with the status of call `callId` (what its signature covers). */
  statusCallbackUrl(callId: string): string;
  /** Checks `X-Twilio-Signature` of a form POST to `url`. */
  verifySignature(url: string, params: Record<string, string>, signature: string): boolean;
  /** Applies a status callback; false when no such call is running here. */
  statusCallback(callId: string, event: TwilioStatusEvent): boolean;
  /** Takes a media stream WebSocket Twilio opened. */
  acceptStream(socket: WebSocket): void;
}

/** Twilio's request signature: HMAC-SHA1 of the URL followed by the sorted parameters. */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

const STATUS_EVENTS = ['initiated', 'ringing', 'answered', 'completed'];
/** 20 ms of 8 kHz μ-law per media frame, as Twilio sends them. */
const FRAME_BYTES = 160;

export function createTwilioTelephony(options: TwilioTelephonyOptions): TwilioTelephony {
  const http = options.fetch ?? fetch;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const apiBase = `${options.apiBaseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
  const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const calls = new Map<string, PlacedCall>();

  async function api(path: string, form: URLSearchParams, signal?: AbortSignal) {
    const response = await http(`${apiBase}${path}`, {
      method: 'POST',
      headers: {
        Authorization: basic,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: form,
      signal: signal ?? null,
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const code = body.code === undefined ? '' : ` (${String(body.code)})`;
      throw new TwilioApiError(
        `Twilio answered ${response.status}${code}: ${String(body.message ?? response.statusText)}`,
      );
    }
    return body;
  }

  const update = (sid: string, status: 'canceled' | 'completed') =>
    api(`/Calls/${encodeURIComponent(sid)}.json`, new URLSearchParams({ Status: status }));

  const statusCallbackUrl = (callId: string) =>
    `${publicUrl}${TWILIO_PATHS.status}/${encodeURIComponent(callId)}`;

  return {
    name: 'twilio',
    statusCallbackUrl,

    verifySignature(url, params, signature) {
      const expected = Buffer.from(twilioSignature(options.authToken, url, params));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    async dial(request: DialRequest): Promise<DialResult> {
      const { signal } = request;
      if (signal?.aborted) throw abortError();
      if (calls.has(request.callId)) throw new Error(`call ${request.callId} is already running`);
      const call = new PlacedCall(request, randomBytes(16).toString('hex'), {
        clock: options.clock,
        speech: options.speech,
        hangup: async (sid) => {
          await update(sid, 'completed').catch(() => undefined);
        },
        forget: () => calls.delete(request.callId),
        connectTimeoutMs,
      });
      calls.set(request.callId, call);
      const streamUrl = `${publicUrl.replace(/^http/, 'ws')}${TWILIO_PATHS.stream}`;
      const form = new URLSearchParams({
        To: request.to,
        From: request.from,
        Twiml: connectStreamTwiml(streamUrl, { callId: request.callId, token: call.token }),
        StatusCallback: statusCallbackUrl(request.callId),
        StatusCallbackMethod: 'POST',
        MachineDetection: 'Enable',
        Timeout: String(options.ringTimeoutSeconds ?? 30),
      });
      for (const event of STATUS_EVENTS) form.append('StatusCallbackEvent', event);
      // `w` waits half a second: let the far end's switchboard pick up before keying.
      if (request.extension) form.set('SendDigits', `ww${request.extension}`);

      let created: Record<string, unknown>;
      try {
        created = await api('/Calls.json', form, signal);
      } catch (error) {
        calls.delete(request.callId);
        if (isAbortError(error) || signal?.aborted) throw abortError();
        return { outcome: 'failed', reason: (error as Error).message };
      }
      call.placed(String(created.sid));

      const onAbort = () => call.abort(() => update(call.sid!, 'canceled').catch(() => undefined));
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        return await call.outcome;
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    },

    statusCallback(callId, event) {
      const call = calls.get(callId);
      if (!call || (call.sid && call.sid !== event.callSid)) return false;
      call.status(event);
      return true;
    },

    acceptStream(socket) {
      let call: PlacedCall | undefined;
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        let message: StreamMessage;
        try {
          message = JSON.parse(String(data)) as StreamMessage;
        } catch {
          return;
        }
        if (message.event === 'start') {
          const parameters = message.start?.customParameters ?? {};
          const found = calls.get(parameters.callId ?? '');
          if (!found || found.token !== parameters.token || found.sid !== message.start?.callSid) {
            socket.close(1008, 'unknown call');
            return;
          }
          call = found;
          call.streamStarted(socket, message.start?.streamSid ?? message.streamSid ?? '');
        } else {
          call?.streamMessage(message);
        }
      });
      socket.on('close', () => call?.streamClosed());
      socket.on('error', () => undefined);
    },
  };
}

class TwilioApiError extends Error {}

interface StreamMessage {
  event: 'connected' | 'start' | 'media' | 'dtmf' | 'mark' | 'stop' | string;
  streamSid?: string;
  start?: { callSid?: string; streamSid?: string; customParameters?: Record<string, string> };
  media?: { track?: string; payload?: string };
  dtmf?: { digit?: string };
  mark?: { name?: string };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** `<Connect><Stream>`: a bidirectional media stream to `url`, with parameters for its `start`. */
export function connectStreamTwiml(url: string, parameters: Record<string, string>): string {
  const params = Object.entries(parameters)
    .map(([name, value]) => `<Parameter name="${escapeXml(name)}" value="${escapeXml(value)}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Connect><Stream url="${escapeXml(url)}">${params}</Stream></Connect></Response>`;
}

interface PlacedCallDeps {
  clock: AgentClock;
  speech: SpeechEngine;
  hangup(sid: string): Promise<void>;
  forget(): void;
  connectTimeoutMs: number;
}

/** One call from `dial` to its end: the outcome before the answer, then the session. */
class PlacedCall {
  sid: string | undefined;
  readonly outcome: Promise<DialResult>;
  private settle!: (result: DialResult | Error) => void;
  private settled = false;
  private answeredBy: 'human' | 'machine' | undefined;
  private session: TwilioSession | undefined;
  private connectTimer: NodeJS.Timeout | undefined;
  /** Status callbacks that came before the API's answer (they can). */
  private early: TwilioStatusEvent[] = [];

  constructor(
    private readonly request: DialRequest,
    readonly token: string,
    private readonly deps: PlacedCallDeps,
  ) {
    this.outcome = new Promise<DialResult>((resolve, reject) => {
      this.settle = (result) => {
        if (this.settled) return;
        this.settled = true;
        clearTimeout(this.connectTimer);
        if (result instanceof Error) reject(result);
        else resolve(result);
      };
    });
  }

  placed(sid: string): void {
    this.sid = sid;
    for (const event of this.early.splice(0)) if (event.callSid === sid) this.status(event);
  }

  status(event: TwilioStatusEvent): void {
    if (!this.sid) {
      this.early.push(event);
      return;
    }
    switch (event.callStatus) {
      case 'queued':
        return;
      case 'initiated':
      case 'ringing':
        if (!this.settled) this.request.onProgress?.(event.callStatus);
        return;
      case 'in-progress':
        this.answeredBy = /^(machine|fax)/.test(event.answeredBy ?? '') ? 'machine' : 'human';
        this.tryConnect();
        return;
      case 'busy':
        this.end({ outcome: 'busy', reason: 'The line was busy.' });
        return;
      case 'no-answer':
        this.end({ outcome: 'no-answer', reason: 'Nobody answered.' });
        return;
      case 'failed':
        this.end({ outcome: 'failed', reason: 'The call could not be connected.' });
        return;
      case 'canceled':
        this.end({ outcome: 'failed', reason: 'The call was canceled.' });
        return;
      case 'completed':
        this.end({ outcome: 'failed', reason: 'The call ended before it was connected.' });
        return;
    }
  }

  streamStarted(socket: WebSocket, streamSid: string): void {
    if (this.session || this.settled) {
      socket.close(1008, 'stream already connected');
      return;
    }
    this.session = new TwilioSession(this.sid!, socket, streamSid, this.deps, () =>
      this.deps.forget(),
    );
    this.tryConnect();
  }

  streamMessage(message: StreamMessage): void {
    this.session?.streamMessage(message);
  }

  streamClosed(): void {
    this.session?.farEndClosed();
  }

  abort(cancel: () => Promise<unknown>): void {
    if (this.settled) return;
    void cancel();
    this.session?.close('near-end');
    this.deps.forget();
    this.settle(abortError());
  }

  private end(result: DialResult): void {
    if (this.settled) {
      this.session?.farEndClosed();
      return;
    }
    this.session?.close('far-end');
    this.deps.forget();
    this.settle(result);
  }

  /** Answered and streaming: the session is ready. One without the other waits a while. */
  private tryConnect(): void {
    if (this.settled) return;
    const { session, answeredBy } = this;
    if (session && answeredBy) {
      session.answeredBy = answeredBy;
      this.settle({ outcome: answeredBy === 'machine' ? 'voicemail' : 'answered', session });
      return;
    }
    this.connectTimer ??= setTimeout(() => {
      if (this.session) {
        // Streaming without the answered callback (late or lost): the person is there.
        this.answeredBy = 'human';
        this.tryConnect();
        return;
      }
      // Free the line first, then report.
      void this.deps.hangup(this.sid!).finally(() =>
        this.end({
          outcome: 'failed',
          reason: 'The call was answered but its audio never connected.',
        }),
      );
    }, this.deps.connectTimeoutMs);
  }
}

type Waiter = (heard: Heard) => void;

class TwilioSession implements TelephonySession {
  answeredBy: 'human' | 'machine' = 'human';
  readonly closed: Promise<'far-end' | 'near-end'>;
  private open = true;
  private resolveClosed!: (by: 'far-end' | 'near-end') => void;
  private readonly transcriber: Transcriber;
  private readonly heard: Heard[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly digits: string[] = [];
  private digitWaiter: (() => void) | null = null;
  private readonly marks = new Map<string, () => void>();
  private markCount = 0;

  constructor(
    readonly id: string,
    private readonly socket: WebSocket,
    private readonly streamSid: string,
    private readonly deps: PlacedCallDeps,
    private readonly onClosed: () => void,
  ) {
    this.closed = new Promise((resolve) => {
      this.resolveClosed = resolve;
    });
    this.transcriber = deps.speech.transcribe();
    this.transcriber.onUtterance((text) => {
      this.deliver({ kind: 'speech', text, at: deps.clock.now() });
    });
  }

  get isOpen(): boolean {
    return this.open;
  }

  streamMessage(message: StreamMessage): void {
    if (!this.open) return;
    if (message.event === 'media' && message.media?.payload) {
      if ((message.media.track ?? 'inbound') === 'inbound') {
        this.transcriber.write(Buffer.from(message.media.payload, 'base64'));
      }
    } else if (message.event === 'dtmf' && message.dtmf?.digit) {
      this.digits.push(message.dtmf.digit);
      this.digitWaiter?.();
    } else if (message.event === 'mark' && message.mark?.name) {
      this.marks.get(message.mark.name)?.();
    } else if (message.event === 'stop') {
      this.farEndClosed();
    }
  }

  async say(text: string, options: { signal?: AbortSignal } = {}): Promise<void> {
    if (!this.open || !text.trim()) return;
    const { signal } = options;
    let audio: Uint8Array;
    try {
      audio = await this.deps.speech.synthesize(text, signal);
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) return;
      throw error;
    }
    if (!this.open || signal?.aborted) return;
    for (let at = 0; at < audio.length; at += FRAME_BYTES * 50) {
      const payload = Buffer.from(audio.subarray(at, at + FRAME_BYTES * 50)).toString('base64');
      this.send({ event: 'media', streamSid: this.streamSid, media: { payload } });
    }
    const name = `say-${++this.markCount}`;
    this.send({ event: 'mark', streamSid: this.streamSid, mark: { name } });
    await new Promise<void>((resolve) => {
      const done = () => {
        this.marks.delete(name);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        // Stop playing what is still buffered at Twilio.
        this.send({ event: 'clear', streamSid: this.streamSid });
        done();
      };
      this.marks.set(name, done);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  listen(timeoutMs: number, options: { signal?: AbortSignal } = {}): Promise<Heard> {
    const queued = this.heard.shift();
    if (queued) return Promise.resolve(queued);
    if (!this.open) return Promise.resolve({ kind: 'hangup' });
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Heard>((resolve, reject) => {
      const timer = new AbortController();
      const stop = () => {
        timer.abort();
        this.waiters.delete(waiter);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = (heard) => {
        stop();
        resolve(heard);
      };
      const onAbort = () => {
        stop();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.add(waiter);
      this.deps.clock.sleep(Math.max(0, timeoutMs), timer.signal).then(
        () => waiter({ kind: 'silence' }),
        () => undefined,
      );
    });
  }

  async collectDigits(count: number, timeoutMs: number): Promise<string | null> {
    const deadline = new AbortController();
    const timedOut = this.deps.clock.sleep(timeoutMs, deadline.signal).then(
      () => true,
      () => true,
    );
    while (this.digits.length < count && this.open) {
      const keyed = new Promise<boolean>((resolve) => {
        this.digitWaiter = () => resolve(false);
      });
      if (await Promise.race([keyed, timedOut])) break;
    }
    deadline.abort();
    this.digitWaiter = null;
    if (this.digits.length < count) return null;
    return this.digits.splice(0, count).join('');
  }

  /**
   * The far end hears the introduction. Bridging the dispatcher's own audio into the call (a
   * Twilio conference) is not built: the product's hop-in has no dispatcher phone leg yet.
   */
  async addParticipant(introduction: string): Promise<void> {
    await this.say(introduction);
  }

  async hangup(): Promise<void> {
    if (!this.open) return;
    this.close('near-end');
    await this.deps.hangup(this.id);
  }

  farEndClosed(): void {
    this.close('far-end');
  }

  close(by: 'far-end' | 'near-end'): void {
    if (!this.open) return;
    this.open = false;
    for (const done of [...this.marks.values()]) done();
    this.digitWaiter?.();
    for (const waiter of [...this.waiters]) waiter({ kind: 'hangup' });
    void this.transcriber.close();
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(1000);
    this.onClosed();
    this.resolveClosed(by);
  }

  private deliver(heard: Heard): void {
    const [waiter] = this.waiters;
    if (waiter) waiter(heard);
    else this.heard.push(heard);
  }

  private send(message: unknown): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }
}
