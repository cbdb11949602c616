import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from '@fleet/service-kit';

/**
 * A local stand-in for DAT: the identity service (organisation token from the org e-mail and
 * client secret, user token for a user e-mail under a valid organisation token) and the freight
 * service (search queries and their paged matches; truck assets). It refuses what DAT refuses
 * (401 without a valid token, 400 for a bad paging query), records every request, and can be told
 * to answer the next requests of a path with something else (429, 500, malformed, a delay).
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | null;
}

export interface Scripted {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
  /** Drop every issued user token before answering (revoked). */
  revokeUserTokens?: boolean;
  revokeOrgTokens?: boolean;
}

export const ORG_EMAIL = 'org@carrier.test';
export const USER_EMAIL = 'dana@carrier.test';
export const CLIENT_SECRET = 'dat-s3cret';

export class FakeDat {
  readonly requests: RecordedRequest[] = [];
  readonly orgTokens: string[] = [];
  readonly userTokens: string[] = [];
  matches: Record<string, unknown>[] = [];
  assets = new Map<string, Record<string, unknown>>();
  /** Token lifetime announced, ms. */
  tokenLifetimeMs = 30 * 60_000;
  now: () => Date = () => new Date();
  private readonly validOrg = new Set<string>();
  private readonly validUser = new Set<string>();
  private readonly queries = new Map<string, Record<string, unknown>>();
  private readonly scripts = new Map<string, Scripted[]>();
  private server: Server | null = null;
  private nextAsset = 1;
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
      return send(res, 400, { message: 'Request body is not JSON' });
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    this.requests.push({
      method: req.method ?? '',
      path,
      query: url.searchParams,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    const scripted = this.scripts.get(path)?.shift();
    if (scripted) {
      if (scripted.delayMs) await new Promise((r) => setTimeout(r, scripted.delayMs));
      if (scripted.revokeUserTokens) this.validUser.clear();
      if (scripted.revokeOrgTokens) this.validOrg.clear();
      if (scripted.status !== undefined) {
        if (res.destroyed) return;
        return send(res, scripted.status, scripted.body ?? '', scripted.headers);
      }
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

    if (req.method === 'POST' && path === '/access/v1/token/organization') {
      if (body?.username !== ORG_EMAIL || body?.password !== CLIENT_SECRET) {
        return send(res, 401, {
          error: 'invalid_grant',
          error_description: 'Invalid username or password',
        });
      }
      return send(res, 200, this.issue('org', this.orgTokens, this.validOrg));
    }
    if (req.method === 'POST' && path === '/access/v1/token/user') {
      if (!bearer || !this.validOrg.has(bearer)) {
        return send(res, 401, { message: 'Organization token is invalid or expired' });
      }
      if (body?.username !== USER_EMAIL) {
        return send(res, 403, {
          message: `User ${String(body?.username)} is not in this organization`,
        });
      }
      return send(res, 200, this.issue('user', this.userTokens, this.validUser));
    }
    if (!bearer || !this.validUser.has(bearer)) {
      return send(res, 401, { message: 'Unauthorized' });
    }
    if (req.method === 'POST' && path === '/search/v3/queries') {
      const lane = (body?.criteria as { lane?: { assetType?: string } } | undefined)?.lane;
      if (lane?.assetType !== 'SHIPMENT') {
        return send(res, 400, {
          errors: [{ field: 'criteria.lane.assetType', message: 'is required' }],
        });
      }
      const queryId = `q-${this.queries.size + 1}`;
      this.queries.set(queryId, body ?? {});
      return send(res, 201, { queryId });
    }
    const matches = /^\/search\/v3\/queryMatches\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && matches) {
      if (!this.queries.has(decodeURIComponent(matches[1]!))) {
        return send(res, 404, { message: 'Query not found' });
      }
      const start = Number(url.searchParams.get('start'));
      const count = Number(url.searchParams.get('count'));
      if (!Number.isInteger(start) || !(count > 0) || count > 500) {
        return send(res, 400, { message: 'start and count are required; count at most 500' });
      }
      return send(res, 200, {
        matches: this.matches.slice(start, start + count),
        matchCounts: { normal: this.matches.length },
      });
    }
    if (path === '/posting/v2/assets' && req.method === 'GET') {
      const start = Number(url.searchParams.get('start') ?? 0);
      const count = Number(url.searchParams.get('count') ?? 100);
      const all = [...this.assets.values()];
      return send(res, 200, { assets: all.slice(start, start + count), totalCount: all.length });
    }
    if (path === '/posting/v2/assets' && req.method === 'POST') {
      const assetId = `A${this.nextAsset++}`;
      const asset = { ...body, assetId };
      this.assets.set(assetId, asset);
      return send(res, 201, asset);
    }
    const asset = /^\/posting\/v2\/assets\/([^/]+)$/.exec(path);
    if (asset) {
      const id = decodeURIComponent(asset[1]!);
      if (!this.assets.has(id)) return send(res, 404, { message: `Asset ${id} not found` });
      if (req.method === 'PUT') {
        const updated = { ...body, assetId: id };
        this.assets.set(id, updated);
        return send(res, 200, updated);
      }
      if (req.method === 'DELETE') {
        this.assets.delete(id);
        res.writeHead(204).end();
        return undefined;
      }
    }
    return send(res, 404, { message: 'Not Found' });
  }

  private issue(kind: string, issued: string[], valid: Set<string>) {
    const token = `${kind}-token-${issued.length + 1}`;
    issued.push(token);
    valid.add(token);
    return {
      accessToken: token,
      expiresWhen: new Date(this.now().getTime() + this.tokenLifetimeMs).toISOString(),
    };
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

/** A DAT match as the search answers it (realistic fields; the client reads a subset). */
export function datMatch(
  id: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    matchId: id,
    postingExpiresWhen: '2026-11-27T18:00:00.000Z',
    servicedWhen: '2026-11-26T06:00:00.000Z',
    isTrackable: true,
    matchingAssetInfo: {
      assetType: 'SHIPMENT',
      equipmentType: 'R',
      capacity: {
        shipment: { fullPartial: 'FULL', maximumLengthFeet: 53, maximumWeightPounds: 42000 },
      },
      origin: {
        city: 'Joliet',
        stateProv: 'IL',
        postalCode: '60431',
        latitude: 41.525,
        longitude: -88.0817,
      },
      destination: {
        place: { city: 'Irving', stateProv: 'TX', latitude: 32.814, longitude: -96.9489 },
      },
    },
    tripLength: { miles: 925, method: 'ROAD' },
    originDeadheadMiles: { miles: 36, method: 'ROAD' },
    destinationDeadheadMiles: { miles: 11, method: 'ROAD' },
    availability: {
      earliestWhen: '2026-11-27T13:00:00.000Z',
      latestWhen: '2026-11-28T01:00:00.000Z',
    },
    comments: ['Drop and hook', 'Temp 34F'],
    loadBoardRateInfo: { nonBookable: { rateUsd: 2590, basis: 'FLAT' } },
    posterInfo: {
      companyName: 'Lakeshore Logistics LLC',
      city: 'Chicago',
      state: 'IL',
      contact: { email: 'loads@lakeshore.test', phone: { number: '(312) 555-0148' } },
      credit: { creditScore: 97, daysToPay: 28, asOf: '2026-11-20T00:00:00Z' },
      preferredContactMethod: 'PHONE',
    },
    posterDotIds: { dotNumber: 3012345, brokerMcNumber: '912233' },
    ...overrides,
  };
}
