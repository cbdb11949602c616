import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ALVYS_TENDERS_PATH } from './alvys-tms';

/**
 * A local stand-in for the Alvys token endpoint and its tenders endpoint as
 * providers/tms/README.md assumes them: client credentials → bearer token; a tender → 201
 * {id, loadNumber, status}; ASP.NET problem details (400, errors by property path) for what Alvys
 * would refuse; 401 for a missing or unknown token; the same Idempotency-Key answers the same
 * tender again. Records every request; `script` replaces the next answers of a path.
 */
export const ALVYS_TMS_CLIENT = { clientId: 'tms-client', clientSecret: 'tms-S3cret/+=' };
export const TOKEN_PATH = '/oauth/token';

export interface RecordedAlvysRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: Record<string, unknown> | null;
}

export class FakeAlvysTms {
  readonly requests: RecordedAlvysRequest[] = [];
  readonly tenders = new Map<string, { id: string; loadNumber: string; body: unknown }>();
  baseUrl = '';
  private readonly tokens = new Set<string>();
  private readonly scripts = new Map<string, { status: number; body?: unknown }[]>();
  private server: Server | null = null;
  private nextLoad = 3_022_001;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  script(path: string, ...answers: { status: number; body?: unknown }[]): void {
    this.scripts.set(path, [...(this.scripts.get(path) ?? []), ...answers]);
  }

  revokeTokens(): void {
    this.tokens.clear();
  }

  requestsTo(path: string) {
    return this.requests.filter((r) => r.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      body = null;
    }
    const path = (req.url ?? '').split('?')[0]!;
    this.requests.push({
      method: req.method ?? '',
      path,
      headers: {
        authorization: req.headers.authorization,
        'content-type': req.headers['content-type'],
        'idempotency-key': req.headers['idempotency-key'] as string | undefined,
      },
      body,
    });
    const scripted = this.scripts.get(path)?.shift();
    if (scripted) return send(res, scripted.status, scripted.body ?? '');
    if (req.method === 'POST' && path === TOKEN_PATH) return this.token(res, body);
    if (req.method === 'POST' && path === ALVYS_TENDERS_PATH) return this.tender(req, res, body);
    send(res, 404, { title: 'Not Found', status: 404 });
  }

  private token(res: ServerResponse, body: Record<string, unknown> | null): undefined {
    if (
      body?.grant_type !== 'client_credentials' ||
      body.client_id !== ALVYS_TMS_CLIENT.clientId ||
      body.client_secret !== ALVYS_TMS_CLIENT.clientSecret ||
      body.audience !== 'https://api.alvys.com/public/'
    ) {
      return send(res, 401, { error: 'access_denied', error_description: 'Unauthorized' });
    }
    const token = randomBytes(12).toString('hex');
    this.tokens.add(token);
    send(res, 200, { access_token: token, expires_in: 86_400, token_type: 'Bearer' });
  }

  private tender(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown> | null) {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.tokens.has(token))
      return send(res, 401, { title: 'Unauthorized', status: 401 });
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 8) {
      return problem(res, { 'Idempotency-Key': ['The Idempotency-Key header is required.'] });
    }
    const earlier = this.tenders.get(key);
    if (earlier)
      return send(res, 201, { id: earlier.id, loadNumber: earlier.loadNumber, status: 'Pending' });
    const errors = tenderErrors(body);
    if (Object.keys(errors).length > 0) return problem(res, errors);
    const tender = {
      id: randomBytes(8).toString('hex'),
      loadNumber: String(this.nextLoad++),
      body,
    };
    this.tenders.set(key, tender);
    send(res, 201, { id: tender.id, loadNumber: tender.loadNumber, status: 'Pending' });
  }
}

/** What Alvys is assumed to require of a tender, by its property paths. */
function tenderErrors(body: Record<string, unknown> | null): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    errors[path] = [...(errors[path] ?? []), message];
  };
  if (!body) {
    add('$', 'A non-empty request body is required.');
    return errors;
  }
  if (body.tenderType !== 'Original') add('TenderType', "TenderType must be 'Original'.");
  if (typeof body.orderNumber !== 'string' || !body.orderNumber) {
    add('OrderNumber', 'The OrderNumber field is required.');
  }
  const rate = body.rate as { linehaul?: unknown } | undefined;
  if (typeof rate?.linehaul !== 'number' || rate.linehaul <= 0) {
    add('Rate.Linehaul', 'Linehaul must be greater than 0.');
  }
  const stops = Array.isArray(body.stops) ? (body.stops as Record<string, unknown>[]) : [];
  if (
    !stops.some((s) => s.stopType === 'Pickup') ||
    !stops.some((s) => s.stopType === 'Delivery')
  ) {
    add('Stops', 'A tender needs at least one pickup and one delivery.');
  }
  stops.forEach((stop, i) => {
    const address = (stop.address ?? {}) as Record<string, unknown>;
    if (!address.city) add(`Stops[${i}].Address.City`, 'The City field is required.');
    if (!address.state) add(`Stops[${i}].Address.State`, 'The State field is required.');
    const when =
      stop.scheduleType === 'FCFS'
        ? (stop.stopWindow as { begin?: unknown } | null)?.begin
        : stop.appointmentDate;
    if (typeof when !== 'string' || Number.isNaN(Date.parse(when))) {
      add(`Stops[${i}].AppointmentDate`, 'An appointment or window is required.');
    }
  });
  return errors;
}

function problem(res: ServerResponse, errors: Record<string, string[]>): undefined {
  send(res, 400, {
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
    errors,
  });
}

function send(res: ServerResponse, status: number, body: unknown): undefined {
  res
    .writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    })
    .end(typeof body === 'string' ? body : JSON.stringify(body));
}
