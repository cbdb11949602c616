import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from '@fleet/service-kit';

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint: it records every request
 * (path, Authorization header, JSON body) and answers with the next scripted reply — a message's
 * content, another status, a body that is not a completion, or a delay.
 */
export interface RecordedChat {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: unknown;
  } | null;
}

export interface ScriptedReply {
  /** The assistant message's content (a 200 completion). */
  content?: string;
  status?: number;
  /** A raw body instead of a completion. */
  raw?: string;
  delayMs?: number;
}

export class FakeLlm {
  readonly requests: RecordedChat[] = [];
  private readonly replies: ScriptedReply[] = [];
  private server: Server | null = null;
  baseUrl = '';

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  reply(...replies: ScriptedReply[]): void {
    this.replies.push(...replies);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: RecordedChat['body'] = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedChat['body'];
    } catch {
      body = null;
    }
    this.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const reply = this.replies.shift() ?? { content: '{"fields": {}}' };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(
      reply.raw ??
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: body?.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: reply.content ?? '' },
            },
          ],
        }),
    );
  }
}
