/**
 * A local stand-in for DAT's identity and freight services, for end-to-end runs only (the product
 * cannot reach DAT here). start-product.ts starts it and points the API's DAT_IDENTITY_URL and
 * DAT_FREIGHT_URL at it. It issues tokens for FAKE_DAT's credentials (401/403 otherwise, as DAT
 * does) and answers every load search with a few reefer postings Chicago, IL → Dallas, TX whose
 * brokers' phones end in suffixes the voice service's simulated telephony answers as negotiating
 * brokers (packages/voice/src/providers/telephony/simulated/personas.ts), so Initiate Call on a
 * result runs a real booking call. The client's own tests have a fuller fake
 * (packages/api/src/providers/loadboard/dat/fake-dat.test-helper.ts), not exported by the package.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The DAT credentials the fake accepts (what the e2e test saves in Settings → Load Board). */
export const FAKE_DAT = {
  orgEmail: 'dat-org@prairie-e2e.test',
  userEmail: 'dispatch@prairie-e2e.test',
  clientSecret: 'e2e-dat-secret',
  /** A poster company only the fake's results carry (the sandbox board has no such broker). */
  brokerCompany: 'Prairie Cold Chain Brokerage',
} as const;

export interface RunningFakeDat {
  url: string;
  close(): Promise<void>;
}

export async function startFakeDat(): Promise<RunningFakeDat> {
  const orgTokens = new Set<string>();
  const userTokens = new Set<string>();
  const queries = new Set<string>();
  let issued = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => send(res, 500, { message: 'fake DAT failed' }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, { message: 'Request body is not JSON' });
    }
    const url = new URL(req.url ?? '/', 'http://fake-dat');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const issue = (kind: string, into: Set<string>) => {
      const token = `${kind}-token-${++issued}`;
      into.add(token);
      return { accessToken: token, expiresWhen: new Date(Date.now() + 30 * 60_000).toISOString() };
    };

    if (req.method === 'POST' && url.pathname === '/access/v1/token/organization') {
      if (body.username !== FAKE_DAT.orgEmail || body.password !== FAKE_DAT.clientSecret) {
        return send(res, 401, {
          error: 'invalid_grant',
          error_description: 'Invalid username or password',
        });
      }
      return send(res, 200, issue('org', orgTokens));
    }
    if (req.method === 'POST' && url.pathname === '/access/v1/token/user') {
      if (!bearer || !orgTokens.has(bearer)) {
        return send(res, 401, { message: 'Organization token is invalid or expired' });
      }
      if (body.username !== FAKE_DAT.userEmail) {
        return send(res, 403, {
          message: `User ${String(body.username)} is not in this organization`,
        });
      }
      return send(res, 200, issue('user', userTokens));
    }
    if (!bearer || !userTokens.has(bearer)) return send(res, 401, { message: 'Unauthorized' });

    if (req.method === 'POST' && url.pathname === '/search/v3/queries') {
      const queryId = `q-${queries.size + 1}`;
      queries.add(queryId);
      return send(res, 201, { queryId });
    }
    const page = /^\/search\/v3\/queryMatches\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && page) {
      if (!queries.has(decodeURIComponent(page[1] ?? ''))) {
        return send(res, 404, { message: 'Query not found' });
      }
      const start = Number(url.searchParams.get('start') ?? 0);
      const count = Number(url.searchParams.get('count') ?? 50);
      const all = chicagoDallasReefers(new Date());
      return send(res, 200, {
        matches: all.slice(start, start + count),
        matchCounts: { normal: all.length },
      });
    }
    if (req.method === 'GET' && url.pathname === '/posting/v2/assets') {
      return send(res, 200, { assets: [], totalCount: 0 });
    }
    return send(res, 404, { message: 'Not Found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const HOUR = 3_600_000;

/** Reefer postings on the lane, picking up from tomorrow (times relative to now). */
function chicagoDallasReefers(now: Date): Record<string, unknown>[] {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  const rows = [
    {
      id: 'DAT-E2E-1',
      origin: ['Chicago', 'IL', '60608', 41.8781, -87.6298],
      destination: ['Dallas', 'TX', 32.7767, -96.797],
      miles: 968,
      deadhead: [4, 3],
      rate: 2850,
      weight: 41_000,
      phone: '(214) 555-0006',
      company: FAKE_DAT.brokerCompany,
      mc: '884120',
      dot: 3_288_415,
      comments: ['Produce, 34F continuous', 'Drop and hook at receiver'],
      pickupIn: 24,
    },
    {
      id: 'DAT-E2E-2',
      origin: ['Cicero', 'IL', '60804', 41.8456, -87.7539],
      destination: ['Irving', 'TX', 32.814, -96.9489],
      miles: 955,
      deadhead: [9, 12],
      rate: 2700,
      weight: 38_500,
      phone: '(312) 555-0008',
      company: 'Great Lakes Reefer Logistics',
      mc: '771305',
      dot: 2_964_017,
      comments: ['Frozen, -10F', 'Appointment 06:00'],
      pickupIn: 30,
    },
    {
      id: 'DAT-E2E-3',
      origin: ['Joliet', 'IL', '60431', 41.525, -88.0817],
      destination: ['Garland', 'TX', 32.9126, -96.6389],
      miles: 930,
      deadhead: [36, 15],
      rate: 2600,
      weight: 43_000,
      phone: '(214) 555-0007',
      company: 'Lone Star Perishables Inc',
      mc: '652918',
      dot: 2_511_884,
      comments: ['Dairy, 36F'],
      pickupIn: 40,
    },
  ] as const;
  return rows.map((row) => ({
    matchId: row.id,
    postingExpiresWhen: at(row.pickupIn + 12),
    servicedWhen: at(-1),
    isTrackable: true,
    status: 'ACTIVE',
    matchingAssetInfo: {
      assetType: 'SHIPMENT',
      equipmentType: 'R',
      capacity: {
        shipment: { fullPartial: 'FULL', maximumLengthFeet: 53, maximumWeightPounds: row.weight },
      },
      origin: {
        city: row.origin[0],
        stateProv: row.origin[1],
        postalCode: row.origin[2],
        latitude: row.origin[3],
        longitude: row.origin[4],
      },
      destination: {
        place: {
          city: row.destination[0],
          stateProv: row.destination[1],
          latitude: row.destination[2],
          longitude: row.destination[3],
        },
      },
    },
    tripLength: { miles: row.miles, method: 'ROAD' },
    originDeadheadMiles: { miles: row.deadhead[0], method: 'ROAD' },
    destinationDeadheadMiles: { miles: row.deadhead[1], method: 'ROAD' },
    availability: { earliestWhen: at(row.pickupIn), latestWhen: at(row.pickupIn + 10) },
    comments: row.comments,
    loadBoardRateInfo: { nonBookable: { rateUsd: row.rate, basis: 'FLAT' } },
    posterInfo: {
      companyName: row.company,
      city: 'Dallas',
      state: 'TX',
      contact: {
        email: `loads@${row.company.toLowerCase().replace(/[^a-z]+/g, '-')}.test`,
        phone: { number: row.phone },
      },
      credit: { creditScore: 94, daysToPay: 30, asOf: at(-72) },
      preferredContactMethod: 'PHONE',
    },
    posterDotIds: { dotNumber: row.dot, brokerMcNumber: row.mc },
  }));
}
