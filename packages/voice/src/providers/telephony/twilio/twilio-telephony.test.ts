import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { scaledClock } from '../../../agent/domain/clock';
import { twilioTelephonyEndpoints } from '../../../http/twilio-telephony';
import type { SpeechEngine } from '../../speech/types';
import type { DialRequest } from '../types';
import { createTwilioTelephony, type TwilioTelephony, twilioSignature } from './twilio-telephony';

/**
 * The Twilio client against a local fake of Twilio: an HTTP server for the REST API that checks
 * what it receives (auth, path, form fields, TwiML), which then plays Twilio's side back the way
 * Twilio does: signed status callbacks to our webhook, and a media stream WebSocket to our stream
 * endpoint (connected, start, media, dtmf, mark echoes, stop).
 */

const ACCOUNT_SID = `AC${'1f'.repeat(16)}`;
const AUTH_TOKEN = 'test-auth-token-0123456789';

interface ApiRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

interface FakeCall {
  sid: string;
  form: URLSearchParams;
  /** Posts a signed status callback to the call's StatusCallback; resolves with our HTTP status. */
  status(callStatus: string, extra?: Record<string, string>): Promise<number>;
  /** Opens the media stream the TwiML asks for, as Twilio does once the call is answered. */
  stream(overrides?: Record<string, string>): Promise<FakeStream>;
}

interface FakeStream {
  socket: WebSocket;
  streamSid: string;
  /** Messages we sent to Twilio (media, mark, clear). */
  received: Record<string, unknown>[];
  send(message: Record<string, unknown>): void;
  closed: Promise<number>;
}

class FakeTwilio {
  readonly requests: ApiRequest[] = [];
  refuse: { status: number; body: unknown } | undefined;
  private server!: Server;
  private readonly waiting: ((call: FakeCall) => void)[] = [];
  private readonly ready: FakeCall[] = [];
  private callCount = 0;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void readBody(req).then((body) => {
        const request: ApiRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          contentType: req.headers['content-type'] ?? '',
          form: new URLSearchParams(body),
        };
        this.requests.push(request);
        res.setHeader('Content-Type', 'application/json');
        const basic = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
        if (request.authorization !== basic) {
          res.statusCode = 401;
          res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
          return;
        }
        const base = `/2010-04-01/Accounts/${ACCOUNT_SID}/Calls`;
        if (request.method === 'POST' && request.path === `${base}.json`) {
          if (this.refuse) {
            res.statusCode = this.refuse.status;
            res.end(JSON.stringify(this.refuse.body));
            return;
          }
          const sid = `CA${String(++this.callCount).padStart(32, '0')}`;
          res.statusCode = 201;
          res.end(JSON.stringify({ sid, status: 'queued', to: request.form.get('To') }));
          this.deliver(this.makeCall(sid, request.form));
          return;
        }
        const update = new RegExp(`^${base}/(CA[0-9a-f]{32})\\.json$`).exec(request.path);
        if (request.method === 'POST' && update) {
          res.statusCode = 200;
          res.end(JSON.stringify({ sid: update[1], status: request.form.get('Status') }));
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ code: 20404, message: 'Not found' }));
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  nextCall(): Promise<FakeCall> {
    const call = this.ready.shift();
    if (call) return Promise.resolve(call);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  updates(sid: string): string[] {
    return this.requests
      .filter((r) => r.path.endsWith(`/Calls/${sid}.json`))
      .map((r) => r.form.get('Status') ?? '');
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private deliver(call: FakeCall): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter(call);
    else this.ready.push(call);
  }

  private makeCall(sid: string, form: URLSearchParams): FakeCall {
    return {
      sid,
      form,
      async status(callStatus, extra = {}) {
        const url = form.get('StatusCallback')!;
        const params = {
          AccountSid: ACCOUNT_SID,
          ApiVersion: '2010-04-01',
          CallSid: sid,
          CallStatus: callStatus,
          Direction: 'outbound-api',
          From: form.get('From')!,
          To: form.get('To')!,
          ...extra,
        };
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'X-Twilio-Signature': twilioSignature(AUTH_TOKEN, url, params) },
          body: new URLSearchParams(params),
        });
        return response.status;
      },
      async stream(overrides = {}) {
        const twiml = form.get('Twiml')!;
        const url = /<Stream url="([^"]+)">/.exec(twiml)![1]!;
        const customParameters = Object.fromEntries(
          [...twiml.matchAll(/<Parameter name="([^"]+)" value="([^"]+)"\/>/g)].map((m) => [
            m[1]!,
            m[2]!,
          ]),
        );
        const socket = new WebSocket(url);
        const received: Record<string, unknown>[] = [];
        const streamSid = `MZ${sid.slice(2)}`;
        const closed = new Promise<number>((resolve) =>
          socket.on('close', (code) => resolve(code)),
        );
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as Record<string, unknown>;
          received.push(message);
          // Twilio answers a mark once the audio sent before it has played.
          if (message.event === 'mark') {
            socket.send(JSON.stringify({ event: 'mark', streamSid, mark: message.mark }));
          }
        });
        await once(socket, 'open');
        socket.send(JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }));
        socket.send(
          JSON.stringify({
            event: 'start',
            sequenceNumber: '1',
            streamSid,
            start: {
              accountSid: ACCOUNT_SID,
              streamSid,
              callSid: sid,
              tracks: ['inbound'],
              customParameters: { ...customParameters, ...overrides },
              mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
            },
          }),
        );
        return {
          socket,
          streamSid,
          received,
          closed,
          send: (message) => socket.send(JSON.stringify({ streamSid, ...message })),
        };
      },
    };
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
  });
}

/**
 * Speech stand-in: "audio" is the text's bytes, and the recognizer hears what the media frames
 * carry, one utterance per frame (the Deepgram client is tested against its own fake).
 */
function textSpeech(): SpeechEngine & { closedRecognizers: number } {
  const engine = {
    name: 'text',
    closedRecognizers: 0,
    async synthesize(text: string) {
      return new TextEncoder().encode(text.repeat(40));
    },
    transcribe() {
      const listeners: ((text: string) => void)[] = [];
      return {
        write: (audio: Uint8Array) => {
          for (const listener of listeners) listener(new TextDecoder().decode(audio));
        },
        onUtterance: (listener: (text: string) => void) => {
          listeners.push(listener);
        },
        close: async () => {
          engine.closedRecognizers++;
        },
      };
    },
  };
  return engine;
}

let twilio: FakeTwilio;
let ours: Server;
let telephony: TwilioTelephony;
let speech: ReturnType<typeof textSpeech>;
let publicUrl: string;

beforeEach(async () => {
  twilio = new FakeTwilio();
  await twilio.start();
  ours = createServer();
  ours.listen(0, '127.0.0.1');
  await once(ours, 'listening');
  publicUrl = `http://127.0.0.1:${(ours.address() as AddressInfo).port}`;
  speech = textSpeech();
  telephony = createTwilioTelephony({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    apiBaseUrl: twilio.url,
    publicUrl,
    speech,
    clock: scaledClock(1),
    ringTimeoutSeconds: 25,
    connectTimeoutMs: 1_000,
  });
  const endpoints = twilioTelephonyEndpoints(telephony);
  const app = endpoints.mount(express().use((_req, res) => res.status(404).end()));
  ours.on('request', app);
  ours.on('upgrade', (req, socket, head) => {
    if (!endpoints.handleUpgrade(req, socket, head)) socket.destroy();
  });
});

afterEach(async () => {
  ours.closeAllConnections();
  await new Promise((resolve) => ours.close(resolve));
  await twilio.close();
});

function request(overrides: Partial<DialRequest> = {}): DialRequest {
  return {
    callId: 'call-1',
    to: '+12145550006',
    from: '+13125550100',
    extension: '',
    ...overrides,
  };
}

describe('twilio telephony: placing a call', () => {
  it('creates the call with the documented form and streams back to us; a person answers', async () => {
    const progress: string[] = [];
    const dialing = telephony.dial(
      request({ extension: '204', onProgress: (event) => progress.push(event) }),
    );
    const call = await twilio.nextCall();

    const [created] = twilio.requests;
    expect(created!.method).toBe('POST');
    expect(created!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Calls.json`);
    expect(created!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = created!.form;
    expect(form.get('To')).toBe('+12145550006');
    expect(form.get('From')).toBe('+13125550100');
    expect(form.get('StatusCallback')).toBe(`${publicUrl}/voice/telephony/twilio/status/call-1`);
    expect(form.get('StatusCallbackMethod')).toBe('POST');
    expect(form.getAll('StatusCallbackEvent')).toEqual([
      'initiated',
      'ringing',
      'answered',
      'completed',
    ]);
    expect(form.get('MachineDetection')).toBe('Enable');
    expect(form.get('Timeout')).toBe('25');
    expect(form.get('SendDigits')).toBe('ww204');
    const streamUrl = `${publicUrl.replace('http', 'ws')}/voice/telephony/twilio/stream`;
    expect(form.get('Twiml')).toMatch(
      new RegExp(
        `^<\\?xml version="1.0" encoding="UTF-8"\\?><Response><Connect><Stream url="${streamUrl}"><Parameter name="callId" value="call-1"/><Parameter name="token" value="[0-9a-f]{32}"/></Stream></Connect></Response>$`,
      ),
    );

    expect(await call.status('initiated')).toBe(204);
    expect(await call.status('ringing')).toBe(204);
    expect(await call.status('in-progress', { AnsweredBy: 'human' })).toBe(204);
    const stream = await call.stream();
    const result = await dialing;

    expect(progress).toEqual(['initiated', 'ringing']);
    expect(result.outcome).toBe('answered');
    if (result.outcome !== 'answered') return;
    const { session } = result;
    expect(session.id).toBe(call.sid);
    expect(session.answeredBy).toBe('human');
    expect(session.isOpen).toBe(true);

    // say: the synthesized audio goes out as media frames, then a mark; it resolves on the echo.
    await session.say('Hi, calling about your load.');
    const media = stream.received.filter((m) => m.event === 'media');
    const sent = Buffer.concat(
      media.map((m) => Buffer.from((m.media as { payload: string }).payload as string, 'base64')),
    ).toString();
    expect(sent).toBe('Hi, calling about your load.'.repeat(40));
    expect(media.every((m) => m.streamSid === stream.streamSid)).toBe(true);
    expect(stream.received.at(-1)).toEqual({
      event: 'mark',
      streamSid: stream.streamSid,
      mark: { name: 'say-1' },
    });

    // listen: inbound media goes to the recognizer; what it hears comes back as speech.
    const heard = session.listen(5_000);
    stream.send({
      event: 'media',
      sequenceNumber: '3',
      media: {
        track: 'inbound',
        chunk: '1',
        timestamp: '20',
        payload: Buffer.from('Yes, still available.').toString('base64'),
      },
    });
    expect(await heard).toMatchObject({ kind: 'speech', text: 'Yes, still available.' });
    expect(await session.listen(30)).toEqual({ kind: 'silence' });

    // digits keyed by the far end
    const digits = session.collectDigits(3, 5_000);
    for (const digit of '482')
      stream.send({ event: 'dtmf', dtmf: { track: 'inbound_track', digit } });
    expect(await digits).toBe('482');

    // hangup: the call is completed through the API, the stream closes, the recognizer too.
    await session.hangup();
    expect(await session.closed).toBe('near-end');
    expect(session.isOpen).toBe(false);
    expect(twilio.updates(call.sid)).toEqual(['completed']);
    expect(await stream.closed).toBe(1000);
    expect(speech.closedRecognizers).toBe(1);
    expect(await session.listen(1_000)).toEqual({ kind: 'hangup' });
    // Twilio's final callback for a call that ended here is acknowledged and ignored.
    expect(await call.status('completed')).toBe(204);
  });

  it('when answering-machine detection says machine, then the outcome is voicemail', async () => {
    const dialing = telephony.dial(request());
    const call = await twilio.nextCall();
    await call.status('in-progress', { AnsweredBy: 'machine_end_beep' });
    await call.stream();
    const result = await dialing;
    expect(result.outcome).toBe('voicemail');
    if (result.outcome !== 'voicemail') return;
    expect(result.session.answeredBy).toBe('machine');
    await result.session.hangup();
  });

  it.each([
    ['busy', 'busy', 'The line was busy.'],
    ['no-answer', 'no-answer', 'Nobody answered.'],
    ['failed', 'failed', 'The call could not be connected.'],
  ] as const)(
    'when Twilio reports %s, then the outcome is %s with a reason',
    async (status, outcome, reason) => {
      const dialing = telephony.dial(request());
      const call = await twilio.nextCall();
      await call.status('initiated');
      await call.status(status);
      expect(await dialing).toEqual({ outcome, reason });
      expect(twilio.updates(call.sid)).toEqual([]);
      // The call is forgotten: a later callback is ignored.
      expect(
        telephony.statusCallback('call-1', { callSid: call.sid, callStatus: 'completed' }),
      ).toBe(false);
    },
  );

  it('when Twilio refuses the call, then the outcome is failed with its error', async () => {
    twilio.refuse = {
      status: 400,
      body: { code: 21211, message: "The 'To' number +12145550006 is not a valid phone number." },
    };
    expect(await telephony.dial(request())).toEqual({
      outcome: 'failed',
      reason:
        "Twilio answered 400 (21211): The 'To' number +12145550006 is not a valid phone number.",
    });
  });

  it('when the caller aborts while it rings, then the call is canceled and dial rejects', async () => {
    const controller = new AbortController();
    const progress: string[] = [];
    const dialing = telephony.dial(
      request({ signal: controller.signal, onProgress: (e) => progress.push(e) }),
    );
    const call = await twilio.nextCall();
    await call.status('ringing');
    controller.abort();
    await expect(dialing).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => twilio.updates(call.sid)).toEqual(['canceled']);
    expect(progress).toEqual(['ringing']);
    // Twilio then reports the cancel; nothing is waiting for it any more.
    expect(await call.status('canceled')).toBe(204);
  });

  it('when the answer comes but no stream, then the call is hung up and failed', async () => {
    const dialing = telephony.dial(request());
    const call = await twilio.nextCall();
    await call.status('in-progress', { AnsweredBy: 'human' });
    expect(await dialing).toEqual({
      outcome: 'failed',
      reason: 'The call was answered but its audio never connected.',
    });
    expect(twilio.updates(call.sid)).toEqual(['completed']);
  });
});

describe('twilio telephony: the far end', () => {
  it('when the far end hangs up, then the stream stops and the session closes far-end', async () => {
    const dialing = telephony.dial(request());
    const call = await twilio.nextCall();
    await call.status('in-progress', { AnsweredBy: 'human' });
    const stream = await call.stream();
    const result = await dialing;
    if (result.outcome !== 'answered') throw new Error(result.outcome);
    const listening = result.session.listen(5_000);
    stream.send({ event: 'stop', stop: { accountSid: ACCOUNT_SID, callSid: call.sid } });
    expect(await listening).toEqual({ kind: 'hangup' });
    expect(await result.session.closed).toBe('far-end');
    await result.session.hangup();
    expect(twilio.updates(call.sid)).toEqual([]);
  });
});

describe('twilio telephony: the webhook and stream endpoints', () => {
  it('refuses a callback without a valid signature, and one with invalid fields', async () => {
    const dialing = telephony.dial(request());
    const call = await twilio.nextCall();
    const url = `${publicUrl}/voice/telephony/twilio/status/call-1`;
    const forged = await fetch(url, {
      method: 'POST',
      headers: { 'X-Twilio-Signature': 'bm90IGEgc2lnbmF0dXJl' },
      body: new URLSearchParams({ CallSid: call.sid, CallStatus: 'busy' }),
    });
    expect(forged.status).toBe(403);
    const params = { CallSid: call.sid, CallStatus: 'exploded' };
    const invalid = await fetch(url, {
      method: 'POST',
      headers: { 'X-Twilio-Signature': twilioSignature(AUTH_TOKEN, url, params) },
      body: new URLSearchParams(params),
    });
    expect(invalid.status).toBe(400);
    // Neither moved the call: it still completes normally.
    await call.status('busy');
    expect((await dialing).outcome).toBe('busy');
  });

  it('closes a media stream whose start names no call of ours or a wrong token', async () => {
    const dialing = telephony.dial(request());
    const call = await twilio.nextCall();
    await call.status('in-progress', { AnsweredBy: 'human' });
    const wrong = await call.stream({ token: 'f'.repeat(32) });
    expect(await wrong.closed).toBe(1008);
    const right = await call.stream();
    const result = await dialing;
    expect(result.outcome).toBe('answered');
    if (result.outcome === 'answered') await result.session.hangup();
    expect(await right.closed).toBe(1000);
  });
});
