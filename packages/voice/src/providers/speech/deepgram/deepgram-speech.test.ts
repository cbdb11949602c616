import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { createDeepgramSpeech } from './deepgram-speech';

/**
 * The Deepgram client against a local fake of Deepgram that checks the requests (path, query,
 * `Authorization: Token`, body) and answers as Deepgram does: audio bytes from /v1/speak, and
 * `Results` messages (interim, final, speech_final) on the /v1/listen socket.
 */

const KEY = 'dg-test-key';

interface Seen {
  path: string;
  authorization: string;
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[];
/** Audio the listen socket received, in order. */
let heardAudio: Buffer[];
let listenSocketClosedByClient: boolean;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
  });
}

function results(transcript: string, isFinal: boolean, speechFinal: boolean): string {
  return JSON.stringify({
    type: 'Results',
    is_final: isFinal,
    speech_final: speechFinal,
    channel: { alternatives: [{ transcript, confidence: 0.97 }] },
  });
}

beforeEach(async () => {
  seen = [];
  heardAudio = [];
  listenSocketClosedByClient = false;
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '', body });
      if (req.headers.authorization !== `Token ${KEY}`) {
        res.statusCode = 401;
        res.end(JSON.stringify({ err_code: 'INVALID_AUTH', err_msg: 'Invalid credentials.' }));
        return;
      }
      const url = new URL(req.url ?? '', 'http://x');
      if (req.method === 'POST' && url.pathname === '/v1/speak') {
        const { text } = JSON.parse(body) as { text: string };
        res.setHeader('Content-Type', 'audio/basic');
        // One μ-law byte per character, 0xff (silence) throughout.
        res.end(Buffer.alloc(text.length, 0xff));
        return;
      }
      res.statusCode = 404;
      res.end();
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '', 'http://x');
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '', body: '' });
    if (url.pathname !== '/v1/listen' || req.headers.authorization !== `Token ${KEY}`) {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('message', (data, isBinary) => {
        if (!isBinary) {
          const control = JSON.parse(String(data)) as { type: string };
          if (control.type === 'CloseStream') {
            listenSocketClosedByClient = true;
            ws.send(results('thanks bye', true, false));
            ws.close(1000);
          }
          return;
        }
        heardAudio.push(data as Buffer);
        if (heardAudio.length === 2) {
          ws.send(results('yeah it is', false, false));
          ws.send(results('yeah it is still', true, false));
          ws.send(results('available', true, true));
          ws.send(JSON.stringify({ type: 'UtteranceEnd', last_word_end: 2.1 }));
        }
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('deepgram speech', () => {
  it('synthesizes 8 kHz μ-law without a container through /v1/speak', async () => {
    const speech = createDeepgramSpeech({ apiKey: KEY, apiBaseUrl: `${baseUrl}/` });
    const audio = await speech.synthesize('Hello there');
    expect(Buffer.from(audio)).toEqual(Buffer.alloc(11, 0xff));
    const [request] = seen;
    const url = new URL(request!.path, baseUrl);
    expect(url.pathname).toBe('/v1/speak');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      model: 'aura-asteria-en',
      encoding: 'mulaw',
      sample_rate: '8000',
      container: 'none',
    });
    expect(request!.authorization).toBe(`Token ${KEY}`);
    expect(JSON.parse(request!.body)).toEqual({ text: 'Hello there' });
  });

  it('reports a refused request with its status', async () => {
    const speech = createDeepgramSpeech({ apiKey: 'wrong', apiBaseUrl: baseUrl });
    await expect(speech.synthesize('Hi')).rejects.toThrow(/Deepgram speak answered 401/);
  });

  it('transcribes streamed audio into utterances ending at speech_final', async () => {
    const speech = createDeepgramSpeech({ apiKey: KEY, apiBaseUrl: baseUrl });
    const transcriber = speech.transcribe();
    const utterances: string[] = [];
    transcriber.onUtterance((text) => utterances.push(text));
    // Written before the socket is open: kept and sent once it is.
    transcriber.write(Buffer.from([1, 2, 3]));
    transcriber.write(Buffer.from([4, 5]));
    await expect.poll(() => utterances).toEqual(['yeah it is still available']);
    expect(heardAudio).toEqual([Buffer.from([1, 2, 3]), Buffer.from([4, 5])]);

    const listen = seen.find((s) => s.path.startsWith('/v1/listen'))!;
    expect(listen.authorization).toBe(`Token ${KEY}`);
    expect(Object.fromEntries(new URL(listen.path, baseUrl).searchParams)).toMatchObject({
      encoding: 'mulaw',
      sample_rate: '8000',
      channels: '1',
    });

    // Closing asks Deepgram to flush: its last final words still arrive.
    await transcriber.close();
    expect(listenSocketClosedByClient).toBe(true);
    expect(utterances).toEqual(['yeah it is still available', 'thanks bye']);
  });
});
