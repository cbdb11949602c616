import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from '@fleet/service-kit';

/**
 * A local stand-in for Alvys (token endpoint and the public API's searches), answering the way the
 * OpenAPI spec describes: PascalCase paged answers { Page, PageSize, Total, Items }, problem
 * details on errors, 401 for a missing or unknown bearer token. It records every request so tests
 * can check headers, paths and bodies, and can be told to answer the next requests of a path
 * with something else (429, 500, malformed, a delay).
 */

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | null;
}

export interface Scripted {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string. */
  body?: unknown;
  /** Wait before answering, ms. */
  delayMs?: number;
  /** Drop every issued token before answering (a revoked token). */
  revokeTokens?: boolean;
}

export type AlvysRecord = Record<string, unknown>;

export interface FakeAlvysData {
  customers: AlvysRecord[];
  drivers: AlvysRecord[];
  trucks: AlvysRecord[];
  trailers: AlvysRecord[];
  trips: AlvysRecord[];
  loads: AlvysRecord[];
  /** Inbound visibility updates by load number. */
  visibility: Record<string, AlvysRecord[]>;
}

export const CLIENT_ID = 'client-123';
export const CLIENT_SECRET = 's3cret!';

export class FakeAlvys {
  readonly requests: RecordedRequest[] = [];
  readonly tokensIssued: string[] = [];
  data: FakeAlvysData = {
    customers: [],
    drivers: [],
    trucks: [],
    trailers: [],
    trips: [],
    loads: [],
    visibility: {},
  };
  /** Leave Total out of paged answers (the client then pages until a short page or a 404). */
  omitTotal = false;
  /** Token lifetime the token endpoint announces, seconds. */
  expiresIn = 3600;
  private readonly validTokens = new Set<string>();
  private readonly scripts = new Map<string, Scripted[]>();
  private server: Server | null = null;
  baseUrl = '';

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Answers the next requests of `path` (e.g. '/api/p/v1/trucks/search') with these, in order. */
  script(path: string, ...answers: Scripted[]): void {
    this.scripts.set(path, [...(this.scripts.get(path) ?? []), ...answers]);
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const path = (req.url ?? '').split('?')[0]!;
    this.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });

    const scripted = this.scripts.get(path)?.shift();
    if (scripted) {
      if (scripted.delayMs) await new Promise((r) => setTimeout(r, scripted.delayMs));
      if (scripted.revokeTokens) this.validTokens.clear();
      if (scripted.status !== undefined) {
        if (res.destroyed) return;
        return send(res, scripted.status, scripted.body ?? '', scripted.headers);
      }
    }

    if (path === '/oauth/token') return this.token(res, body);
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.validTokens.has(token)) {
      return send(res, 401, { Title: 'Unauthorized', Status: 401 });
    }
    const api = /^\/api\/p\/v1(\/.*)$/.exec(path)?.[1];
    if (req.method === 'POST' && api) {
      const search: Record<string, keyof FakeAlvysData> = {
        '/customers/search': 'customers',
        '/drivers/search': 'drivers',
        '/trucks/search': 'trucks',
        '/trailers/search': 'trailers',
        '/trips/search': 'trips',
        '/loads/search': 'loads',
      };
      const entity = search[api];
      if (entity) return this.paged(res, body ?? {}, this.filtered(entity, body ?? {}));
    }
    const visibility = api && /^\/visibility\/inbound\/([^/]+)\/history$/.exec(api);
    if (req.method === 'GET' && visibility) {
      return send(res, 200, this.data.visibility[decodeURIComponent(visibility[1]!)] ?? []);
    }
    return send(res, 404, { Title: 'Not Found', Status: 404 });
  }

  private token(res: ServerResponse, body: Record<string, unknown> | null): undefined {
    if (
      body?.client_id !== CLIENT_ID ||
      body?.client_secret !== CLIENT_SECRET ||
      body?.grant_type !== 'client_credentials' ||
      body?.audience !== 'https://api.alvys.com/public/'
    ) {
      return send(res, 401, { error: 'access_denied', error_description: 'Unauthorized' });
    }
    const token = `token-${this.tokensIssued.length + 1}`;
    this.tokensIssued.push(token);
    this.validTokens.add(token);
    return send(res, 200, {
      access_token: token,
      expires_in: this.expiresIn,
      token_type: 'Bearer',
    });
  }

  private filtered(entity: keyof FakeAlvysData, body: Record<string, unknown>): AlvysRecord[] {
    const records = this.data[entity] as AlvysRecord[];
    if (entity === 'loads') {
      const numbers = body.loadNumbers as string[] | undefined;
      return records.filter((l) => !numbers || numbers.includes(l.LoadNumber as string));
    }
    if (entity === 'trips') {
      const statuses = body.status as string[] | undefined;
      const range = body.updatedAtRange as { start: string; end: string } | undefined;
      return records.filter(
        (t) =>
          (!statuses || statuses.length === 0 || statuses.includes(t.Status as string)) &&
          (!range ||
            (Date.parse(t.UpdatedAt as string) >= Date.parse(range.start) &&
              Date.parse(t.UpdatedAt as string) <= Date.parse(range.end))),
      );
    }
    return records;
  }

  private paged(
    res: ServerResponse,
    body: Record<string, unknown>,
    items: AlvysRecord[],
  ): undefined {
    const page = Number(body.page);
    const pageSize = Number(body.pageSize);
    if (!Number.isInteger(page) || !(pageSize > 0)) {
      return send(res, 400, {
        Title: 'One or more validation errors occurred.',
        Status: 400,
        Errors: { PageSize: ['PageSize must be greater than 0.'] },
      });
    }
    const slice = items.slice(page * pageSize, (page + 1) * pageSize);
    if (page > 0 && slice.length === 0) return send(res, 404, { Title: 'Not Found', Status: 404 });
    const total = this.omitTotal ? {} : { Total: items.length };
    return send(res, 200, { Page: page, PageSize: pageSize, ...total, Items: slice });
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): undefined {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
  return undefined;
}
