import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { DITAT_DEFAULT_LOCATION_KEY, ditatUpdateLoadInputRequestSchema } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { saveTmsConnection } from '../../../loads/domain/tms-connection';
import { DITAT_APPLICATION_ROLE, DITAT_LOAD_INPUT_PATH, DITAT_LOGIN_PATH } from './ditat-tms';

/**
 * A local stand-in for the Ditat TMS API as providers/tms/README.md assumes it: the login
 * (Basic user:password, account id and application role headers → a token as text) and the load
 * input (Ditat-Token → {id}, or 400 {validation_errors:[{propertyName, message}]} with Ditat's
 * own checks: order number, rate, a pickup and a delivery, times, known customer and locations).
 * It records every request so tests can check headers, paths and bodies, and can be told to
 * answer the next requests of a path with something else. Runnable for the e2e stack:
 * `tsx fake-ditat-server.ts` (FAKE_DITAT_PORT, default 4650), or `startFakeDitat()`.
 */

export const FAKE_DITAT_ACCOUNT = 'fleet-demo';
export const FAKE_DITAT_USER = 'api-user';
export const FAKE_DITAT_PASSWORD = 'ditat-Pass:1';

export interface FakeDitatOptions {
  port?: number;
  host?: string;
  accountId?: string;
  userName?: string;
  password?: string;
  /** Customer keys Ditat knows; unset: every key is known. */
  customers?: string[];
  /** Location keys Ditat knows (DEFAULT always); unset: every key is known. */
  locations?: string[];
}

export interface RecordedDitatRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface ScriptedDitatAnswer {
  status: number;
  body?: unknown;
  delayMs?: number;
}

export class FakeDitat {
  readonly requests: RecordedDitatRequest[] = [];
  /** The loads it accepted, by id. */
  readonly loads = new Map<string, unknown>();
  baseUrl = '';
  private readonly tokens = new Set<string>();
  private readonly scripts = new Map<string, ScriptedDitatAnswer[]>();
  private server: Server | null = null;
  private nextId = 100_001;

  constructor(readonly options: FakeDitatOptions = {}) {}

  get accountId() {
    return this.options.accountId ?? FAKE_DITAT_ACCOUNT;
  }
  get userName() {
    return this.options.userName ?? FAKE_DITAT_USER;
  }
  get password() {
    return this.options.password ?? FAKE_DITAT_PASSWORD;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    const host = this.options.host ?? '127.0.0.1';
    await new Promise<void>((resolve) =>
      this.server!.listen(this.options.port ?? 0, host, resolve),
    );
    const address = this.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    this.baseUrl = `http://${host}:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Answers the next requests of `path` with these, in order. */
  script(path: string, ...answers: ScriptedDitatAnswer[]): void {
    this.scripts.set(path, [...(this.scripts.get(path) ?? []), ...answers]);
  }

  /** Forgets every session token (an expired session). */
  expireSessions(): void {
    this.tokens.clear();
  }

  requestsTo(path: string): RecordedDitatRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    let malformed = false;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      malformed = true;
    }
    const path = (req.url ?? '').split('?')[0]!;
    this.requests.push({
      method: req.method ?? '',
      path,
      headers: {
        authorization: req.headers.authorization,
        'content-type': req.headers['content-type'],
        'ditat-account-id': req.headers['ditat-account-id'] as string | undefined,
        'ditat-application-role': req.headers['ditat-application-role'] as string | undefined,
      },
      body,
    });
    const scripted = this.scripts.get(path)?.shift();
    if (scripted) {
      if (scripted.delayMs) await new Promise((r) => setTimeout(r, scripted.delayMs));
      if (!res.destroyed) send(res, scripted.status, scripted.body ?? '');
      return;
    }
    if (req.method === 'POST' && path === DITAT_LOGIN_PATH) return this.login(req, res);
    if (req.method === 'POST' && path === DITAT_LOAD_INPUT_PATH) {
      return this.loadInput(req, res, malformed ? undefined : body);
    }
    send(res, 404, { message: `No route ${req.method} ${path}` });
  }

  private login(req: IncomingMessage, res: ServerResponse): undefined {
    const expected = `Basic ${Buffer.from(`${this.userName}:${this.password}`).toString('base64')}`;
    if (req.headers['ditat-application-role'] !== DITAT_APPLICATION_ROLE) {
      return send(res, 400, { message: 'Ditat-Application-Role header is required' });
    }
    if (
      req.headers.authorization !== expected ||
      req.headers['ditat-account-id'] !== this.accountId
    ) {
      return send(res, 401, { message: 'Invalid account, user name or password' });
    }
    const token = randomBytes(16).toString('hex');
    this.tokens.add(token);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(token);
  }

  private loadInput(req: IncomingMessage, res: ServerResponse, body: unknown): undefined {
    const token = /^Ditat-Token (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.tokens.has(token)) return send(res, 401, { message: 'Session expired' });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return send(res, 415, { message: 'Content-Type must be application/json' });
    }
    const parsed = ditatUpdateLoadInputRequestSchema.safeParse(body);
    if (!parsed.success) {
      return send(res, 400, {
        validation_errors: parsed.error.issues.map((issue) => ({
          propertyName: issue.path.join('.'),
          message: issue.message,
        })),
      });
    }
    const errors = this.check(parsed.data);
    if (errors.length > 0) return send(res, 400, { validation_errors: errors });
    const id = `DT${this.nextId++}`;
    this.loads.set(id, parsed.data);
    send(res, 200, { id });
  }

  /** Ditat's own checks of a load input (the API's checks run before; these are the TMS's). */
  private check({ load_input }: ReturnType<typeof ditatUpdateLoadInputRequestSchema.parse>) {
    const errors: { propertyName: string; message: string }[] = [];
    const add = (propertyName: string, message: string) => errors.push({ propertyName, message });
    if (!load_input.referenceId1?.trim())
      add('load_input.referenceId1', 'Order number is required');
    const rate = load_input.rates_list[0]?.rate_amount;
    if (rate === undefined || rate === null || !(rate > 0)) {
      add('load_input.rates_list.0.rate_amount', 'Rate amount must be greater than 0');
    }
    const { customers, locations } = this.options;
    if (!load_input.customer_key) add('load_input.customer_key', 'Customer is required');
    else if (customers && !customers.includes(load_input.customer_key)) {
      add('load_input.customer_key', `Customer ${load_input.customer_key} does not exist`);
    }
    const list = load_input.appointment_list;
    if (!list.some((a) => a.location_type === 0)) {
      add('load_input.appointment_list', 'At least one pickup is required');
    }
    if (!list.some((a) => a.location_type === 1)) {
      add('load_input.appointment_list', 'At least one delivery is required');
    }
    list.forEach((a, i) => {
      const at = `load_input.appointment_list.${i}`;
      if (!a.appointment_on_datetime || Number.isNaN(Date.parse(a.appointment_on_datetime))) {
        add(`${at}.appointment_on_datetime`, 'Appointment date is required');
      }
      const key = a.location_key;
      if (!key) add(`${at}.location_key`, 'Location is required');
      else if (key !== DITAT_DEFAULT_LOCATION_KEY && locations && !locations.includes(key)) {
        add(`${at}.location_key`, `Location ${key} does not exist`);
      }
    });
    return errors;
  }
}

function send(res: ServerResponse, status: number, body: unknown): undefined {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    })
    .end(text);
}

/** Starts a fake Ditat (port 0: any free port); `stop()` ends it. */
export async function startFakeDitat(options: FakeDitatOptions = {}): Promise<FakeDitat> {
  const fake = new FakeDitat(options);
  await fake.start();
  return fake;
}

/**
 * Points an account's saved loads at this fake (for the e2e start script): its TMS connection is
 * stored as `pnpm admin tms:connect --provider ditat` would, the password encrypted under
 * `credentialsKey` (the API's FLEET_CREDENTIALS_KEY).
 */
export function connectAccountToFakeDitat(
  db: Queryable,
  accountId: string,
  fake: Pick<FakeDitat, 'baseUrl' | 'accountId' | 'userName' | 'password'>,
  options: { credentialsKey: Buffer },
) {
  return saveTmsConnection(
    db,
    accountId,
    {
      provider: 'ditat',
      baseUrl: fake.baseUrl,
      accountId: fake.accountId,
      userName: fake.userName,
      password: fake.password,
    },
    options,
  );
}

export { saveTmsConnection };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeDitat({ port: Number(process.env.FAKE_DITAT_PORT ?? 4650) });
  console.log(
    `fake Ditat at ${fake.baseUrl} (account ${fake.accountId}, user ${fake.userName}, password ${fake.password})`,
  );
}
