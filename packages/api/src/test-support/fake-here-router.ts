import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode } from '@here/flexpolyline';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export type FakeHereReply =
  | { kind: 'route'; sections: Array<{ points: number[][]; metres: number; seconds: number }> }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'hang' };

/**
 * A local stand-in for HERE Routing v8 (`GET /v8/routes`): records every request and answers what
 * the test says, encoding polylines the way HERE does (flexible polyline).
 */
export async function startFakeHereRouter() {
  const requests: RecordedRequest[] = [];
  let reply: FakeHereReply | ((request: RecordedRequest) => FakeHereReply) = {
    kind: 'status',
    status: 500,
    body: { title: 'no reply set' },
  };
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-here');
    const request: RecordedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    requests.push(request);
    const answer = typeof reply === 'function' ? reply(request) : reply;
    if (answer.kind === 'hang') {
      hanging.add(res);
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (answer.kind === 'status') return send(answer.status, answer.body);
    send(200, {
      routes: [
        {
          id: 'route-1',
          sections: answer.sections.map((section, index) => ({
            id: `section-${index}`,
            type: 'vehicle',
            polyline: encode({ polyline: section.points }),
            summary: { length: section.metres, duration: section.seconds, baseDuration: 0 },
            transport: { mode: 'truck' },
          })),
        },
      ],
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(next: typeof reply) {
      reply = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type FakeHereRouter = Awaited<ReturnType<typeof startFakeHereRouter>>;
